import TrellisInjection
import Synchronization

enum Actions {}
