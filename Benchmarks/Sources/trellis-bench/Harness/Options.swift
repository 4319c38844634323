/// The command line.
struct Options: Sendable {
    var settings = Settings.full
    var isSmoke = false
    var markdown = false
    var filter: String?

    static let usage = """
        usage: trellis-bench [--smoke] [--markdown] [--filter TEXT]

          --smoke        run every case briefly (a few seconds), to check the package still works
          --markdown     print the results as a Markdown table
          --filter TEXT  run only the groups, or the cases (with their group's floor), whose
                         name contains TEXT
        """

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--smoke":
                settings = .smoke
                isSmoke = true
            case "--markdown":
                markdown = true
            case "--filter":
                guard let text = rest.popFirst() else { throw UsageError("--filter needs a value") }
                filter = text
            case "-h", "--help":
                throw UsageError(nil)
            default:
                throw UsageError("unknown argument \(argument)")
            }
        }
    }
}

struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
