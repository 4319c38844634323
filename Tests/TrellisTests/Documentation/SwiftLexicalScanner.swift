/// Walks Swift source one character at a time and says whether each is code, comment or string
/// literal: nested block comments, multi-line and raw strings, and interpolations included.
struct SwiftLexicalScanner {
    enum Context: Equatable {
        case code
        case comment
        case string
    }

    private enum State {
        case code(parentheses: Int)
        case lineComment
        case blockComment
        case string(hashes: Int, multiline: Bool)
    }

    private let characters: [Character]
    private var index = 0
    private var states: [State] = [.code(parentheses: 0)]
    private var pending: [(Character, Context)] = []

    init(_ source: String) {
        characters = Array(source)
    }

    /// The next character and what it is part of; `nil` at the end.
    mutating func next() -> (Character, Context)? {
        if pending.isEmpty { scan() }
        return pending.isEmpty ? nil : pending.removeFirst()
    }

    private func starts(with text: String, at position: Int) -> Bool {
        let wanted = Array(text)
        return position + wanted.count <= characters.count && Array(characters[position..<position + wanted.count]) == wanted
    }

    private mutating func emit(_ count: Int, as context: Context) {
        for offset in 0..<count { pending.append((characters[index + offset], context)) }
        index += count
    }

    private mutating func scan() {
        guard index < characters.count, let state = states.last else { return }
        let character = characters[index]
        switch state {
        case let .code(parentheses):
            if starts(with: "//", at: index) {
                states.append(.lineComment)
                emit(2, as: .comment)
            } else if starts(with: "/*", at: index) {
                states.append(.blockComment)
                emit(2, as: .comment)
            } else if character == "\"" || character == "#" {
                let hashes = characters[index...].prefix { $0 == "#" }.count
                guard starts(with: "\"", at: index + hashes) else { return emit(max(hashes, 1), as: .code) }
                let multiline = starts(with: "\"\"\"", at: index + hashes)
                states.append(.string(hashes: hashes, multiline: multiline))
                emit(hashes + (multiline ? 3 : 1), as: .string)
            } else if character == ")" && parentheses == 0 && states.count > 1 {
                states.removeLast()  // the end of an interpolation: back in its string
                emit(1, as: .string)
            } else {
                if character == "(" { states[states.count - 1] = .code(parentheses: parentheses + 1) }
                if character == ")" { states[states.count - 1] = .code(parentheses: max(parentheses - 1, 0)) }
                emit(1, as: .code)
            }
        case .lineComment:
            if character == "\n" { states.removeLast() }
            emit(1, as: character == "\n" ? .code : .comment)
        case .blockComment:
            if starts(with: "*/", at: index) {
                states.removeLast()
                emit(2, as: .comment)
            } else if starts(with: "/*", at: index) {
                states.append(.blockComment)
                emit(2, as: .comment)
            } else {
                emit(1, as: .comment)
            }
        case let .string(hashes, multiline):
            let delimiter = String(repeating: "#", count: hashes)
            let escape = "\\" + delimiter
            if starts(with: escape + "(", at: index) {
                emit(escape.count + 1, as: .string)
                states.append(.code(parentheses: 0))
            } else if starts(with: escape, at: index) && index + escape.count < characters.count {
                emit(escape.count + 1, as: .string)
            } else if starts(with: (multiline ? "\"\"\"" : "\"") + delimiter, at: index) {
                states.removeLast()
                emit((multiline ? 3 : 1) + hashes, as: .string)
            } else {
                if character == "\n" && !multiline { states.removeLast() }  // unterminated: the compiler says so
                emit(1, as: .string)
            }
        }
    }
}
