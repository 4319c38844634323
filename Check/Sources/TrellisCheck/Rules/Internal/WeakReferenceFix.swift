/// The declaration that makes a stored reference weak, written so that it compiles: `weak var`
/// of an optional (or implicitly unwrapped) type, `any` before a protocol and never before a
/// class (`weak var view: UIViewController?`), a box per element for a collection — and, when
/// the protocol is not class-bound, the `AnyObject` it needs before `weak` may apply.
struct WeakReferenceFix {
    let analysis: Analysis

    /// The whole fix: `declare it `weak var view: (any UsersViewProtocol)?``, and what else it needs.
    func text(for property: PropertyFact, holder: TypeFact) -> String {
        let base = property.storage.base ?? property.typeNames.first.map(analysis.display) ?? "AnyObject"
        let held = property.storage.shape == .collection ? property.typeNames.last : property.typeNames.first
        let type = existential(base, resolved: held, holder: holder)
        var text: String
        switch property.storage.shape {
        case .collection:
            let box = "Weak" + Self.identifier(from: base)
            let element = Self.parenthesized(type) + "?"
            let collection = property.storage.key.map { "[\($0): \(box)]" } ?? "[\(box)]"
            // An empty collection to start from stays: the class may have no initializer for it.
            let empty = property.storage.binding.hasSuffix("= []") || property.storage.binding.hasSuffix("= [:]")
            let start = empty ? (property.storage.key == nil ? " = []" : " = [:]") : ""
            text = "hold each element weakly: `struct \(box) { weak var value: \(element) }` and `var \(property.name): \(collection)\(start)`"
        case .implicitlyUnwrapped:
            text = "declare it `weak var \(property.name): \(Self.parenthesized(type))!`"
        case .plain, .optional, .other:
            text = "declare it `weak var \(property.name): \(Self.parenthesized(type))?`"
        }
        if let held, let protocolName = notClassBound(held) {
            let refined = analysis.types.primary(protocolName)?.fact.inheritedAsWritten ?? []
            let inheritance = (["AnyObject"] + refined).joined(separator: ", ")
            text += ", and make the protocol class-bound: `protocol \(SyntaxNames.simpleName(protocolName)): \(inheritance)`"
        }
        return text
    }

    /// `any P` for a protocol written bare; a class, a generic parameter or an `any …` as written.
    private func existential(_ base: String, resolved: String?, holder: TypeFact) -> String {
        if base.hasPrefix("some ") { return "any " + base.dropFirst("some ".count) }
        guard !base.hasPrefix("any "), let resolved, holder.genericConstraints[base] == nil else { return base }
        return isProtocol(resolved) ? "any " + base : base
    }

    private func isProtocol(_ name: String) -> Bool {
        if let kind = analysis.types.kind(of: name) { return kind == .protocol }
        return Kit.classBoundProtocols.contains(String(SyntaxNames.simpleName(name)))
    }

    /// The declared protocol, among `name` and what it refines, that is not class-bound — `name`
    /// itself, when neither it nor anything it refines is a class, `AnyObject` or `@objc`.
    private func notClassBound(_ name: String) -> String? {
        guard analysis.types.kind(of: name) == .protocol else { return nil }
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            let simple = String(SyntaxNames.simpleName(next))
            if ["AnyObject", "NSObjectProtocol"].contains(simple) || Kit.classBoundProtocols.contains(simple) { return nil }
            guard let declaration = analysis.types.primary(next) else { continue }
            switch declaration.fact.kind {
            case .class, .actor: return nil
            case .protocol where declaration.fact.isObjC: return nil
            default: pending += declaration.fact.inherited
            }
        }
        return name
    }

    /// `(any P)` where a suffix `?` would otherwise bind to a part of the type.
    private static func parenthesized(_ type: String) -> String {
        type.contains(" ") ? "(\(type))" : type
    }

    /// `any UsersViewProtocol` → `UsersViewProtocol`, for naming a box.
    private static func identifier(from type: String) -> String {
        let words = type.split { !$0.isLetter && !$0.isNumber }.filter { $0 != "any" && $0 != "some" }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
