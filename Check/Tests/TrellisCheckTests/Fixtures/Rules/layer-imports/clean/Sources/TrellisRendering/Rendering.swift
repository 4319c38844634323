import Foundation
import Observation

protocol Rendering: AnyObject {}
