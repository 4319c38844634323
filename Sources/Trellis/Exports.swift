// One import for the whole kit: `import Trellis`.
@_exported public import TrellisDependencies
@_exported public import TrellisInjection
@_exported public import TrellisLeaks
@_exported public import TrellisNavigation
@_exported public import TrellisPlug
@_exported public import TrellisPresentation
@_exported public import TrellisRendering
