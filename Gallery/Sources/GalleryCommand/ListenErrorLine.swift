import Gallery

extension ListenError {
    /// The line `gallery` prints when the server cannot listen: the address, what went wrong
    /// there, and which flag changes it.
    var line: String {
        switch reason {
        case .portInUse: "\(description); stop what uses it or choose another port with --port"
        case .permissionDenied: "\(description); choose a port above 1023 with --port"
        case .hostNotOnThisMachine: "\(description); check --host (127.0.0.1 keeps the Gallery on this machine)"
        case .unknownHost: "\(description); give --host an address or a name this machine resolves"
        }
    }
}
