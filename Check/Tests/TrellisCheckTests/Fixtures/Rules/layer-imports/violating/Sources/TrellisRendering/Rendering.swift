import Foundation
import TrellisInjection
@testable import Hummingbird

protocol Rendering: AnyObject {}
