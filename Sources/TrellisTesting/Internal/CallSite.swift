package import Testing

/// The line of a test that called a check: where its failure is reported, in whichever test
/// framework runs the test.
///
/// Each check takes the four parts as parameters with `#fileID`, `#filePath`, `#line` and
/// `#column` as defaults, so a failure points at the test, not at the kit. XCTest needs the
/// path as a `StaticString`, which is why the parts are kept as they come rather than as a
/// Swift Testing `SourceLocation`.
package struct CallSite: Sendable {
    /// `Module/File.swift`, as `#fileID` gives it.
    package let fileID: StaticString
    /// The full path, as `#filePath` gives it; Xcode opens the file from it.
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `File.swift`, as a message names it.
    package var fileName: String {
        let id = "\(fileID)"
        return id.split(separator: "/").last.map(String.init) ?? id
    }

    /// `File.swift:14`.
    package var shortDescription: String {
        "\(fileName):\(line)"
    }

    /// The same place, as Swift Testing records it.
    package var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}
