import TrellisInjection
import TrellisRendering

enum Actions {}
