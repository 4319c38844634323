public struct InjectedValues {}
