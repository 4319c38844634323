import SwiftSyntax

/// Reads names out of the few syntax shapes the checker recognises.
///
/// A type is named as written, its path joined with dots and its generic arguments left out
/// (`App.LikePhoto`); ``NameResolver`` later finds the type it means.
enum SyntaxNames {
    /// `LikePhoto.self`, `App.LikePhoto.self`, `Box<Int>.self` → `LikePhoto`, `App.LikePhoto`,
    /// `Box`; `Self.self` names no particular type, so it gives `nil`.
    static func metatype(_ expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.tokenKind == .keyword(.self),
              let base = access.base,
              let name = path(base), name != "Self"
        else { return nil }
        return name
    }

    /// The type path an expression spells: `X`, `Module.X`, `Outer.X<T>` → `X`, `Module.X`,
    /// `Outer.X`; `nil` for anything else, a member access without a base (`.like`) included.
    static func path(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            guard let base = access.base, let prefix = path(base) else { return nil }
            return prefix + "." + access.declName.baseName.text
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return path(specialization.expression)
        }
        return nil
    }

    /// The last component of a dotted name: `MVC.UsersViewController` → `UsersViewController`.
    static func simpleName(_ name: String) -> Substring {
        // By bytes: a dot is one, and reading characters would cost a grapheme walk per name.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name[...] }
        return name[name.utf8.index(after: dot)...]
    }

    /// The last name of `X`, `Module.X` or `X<T>`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            return access.declName.baseName.text
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return lastName(specialization.expression)
        }
        return nil
    }

    /// `\.usersRepository` or `\InjectedValues.usersRepository` → `usersRepository`.
    static func keyPathProperty(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self),
              let first = keyPath.components.first,
              let property = first.component.as(KeyPathPropertyComponentSyntax.self)
        else { return nil }
        return property.declName.baseName.text
    }

    /// A key as an argument: `\.usersRepository` or `UsersRepositoryKey.self`.
    static func keyReference(_ expression: ExprSyntax) -> KeyReference? {
        if let property = keyPathProperty(expression) { return .property(property) }
        if let type = metatype(expression) { return .type(type) }
        return nil
    }

    /// The name a type is written with, without generic arguments: `Rendering<BannerRenderable>`
    /// → `Rendering`, `@MainActor P` → `P`, `SuperSimple.UsersRendering` → `SuperSimple.UsersRendering`.
    static func typePath(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return typePath(member.baseType).map { $0 + "." + member.name.text } }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typePath(attributed.baseType) }
        if let suppressed = type.as(SuppressedTypeSyntax.self) { return typePath(suppressed.type) }
        return nil
    }

    /// The last name a type is written with, without module or generic arguments:
    /// `Rendering<BannerRenderable>` → `Rendering`, `@MainActor P` → `P`.
    static func inheritedName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return inheritedName(attributed.baseType) }
        if let suppressed = type.as(SuppressedTypeSyntax.self) { return inheritedName(suppressed.type) }
        return nil
    }

    /// How a property's declared type holds its value: `(any P)?` is optional, with `any P` as
    /// its base; `[P]` a collection of `P`.
    static func storage(of type: TypeSyntax) -> PropertyStorage {
        func unparenthesized(_ type: TypeSyntax) -> TypeSyntax {
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                return unparenthesized(only.type)
            }
            return type
        }
        let type = unparenthesized(type)
        if let optional = type.as(OptionalTypeSyntax.self) {
            return PropertyStorage(shape: .optional, base: unparenthesized(optional.wrappedType).trimmedDescription)
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return PropertyStorage(shape: .implicitlyUnwrapped, base: unparenthesized(unwrapped.wrappedType).trimmedDescription)
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return PropertyStorage(shape: .collection, base: unparenthesized(array.element).trimmedDescription)
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return PropertyStorage(shape: .collection, base: unparenthesized(dictionary.value).trimmedDescription, key: dictionary.key.trimmedDescription)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause?.arguments {
            if ["Array", "Set", "ContiguousArray"].contains(identifier.name.text), let element = arguments.first, case let .type(elementType) = element.argument {
                return PropertyStorage(shape: .collection, base: unparenthesized(elementType).trimmedDescription)
            }
            return PropertyStorage(shape: .other, base: type.trimmedDescription)
        }
        if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self) || type.is(CompositionTypeSyntax.self) {
            return PropertyStorage(shape: .plain, base: type.trimmedDescription)
        }
        return PropertyStorage(shape: .other, base: type.trimmedDescription)
    }

    /// Every type name a property's type mentions: `[any BannerRendering]?` → `BannerRendering`,
    /// `VIPER.Window?` → `VIPER.Window`. A `Weak…` or `Unowned…` wrapper's arguments are left
    /// out: what it holds, it holds weakly.
    static func typeNames(in type: TypeSyntax) -> [String] {
        var names: [String] = []
        collect(type, into: &names)
        return names
    }

    /// The types whose values a value of `type` holds, for whether it is `Sendable`: through
    /// optionals, arrays, sets, dictionaries, tuples and existentials (`[String: any Store]?` →
    /// `String`, `Store`); of any other generic type only its own name (`Mutex<State>` →
    /// `Mutex`), since whether it is `Sendable` is its own business. Function types hold
    /// nothing the checker can name.
    static func heldTypes(in type: TypeSyntax) -> [String] {
        var names: [String] = []
        collectHeld(type, into: &names)
        return names
    }

    /// The generic types that are `Sendable` exactly when their arguments are.
    private static let transparentContainers: Set<String> = ["Optional", "Array", "Set", "Dictionary", "ContiguousArray", "ArraySlice"]

    private static func collectHeld(_ type: TypeSyntax, into names: inout [String]) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            guard let arguments = identifier.genericArgumentClause?.arguments, transparentContainers.contains(identifier.name.text) else {
                names.append(identifier.name.text)
                return
            }
            for argument in arguments {
                if case let .type(argumentType) = argument.argument { collectHeld(argumentType, into: &names) }
            }
        } else if type.is(MemberTypeSyntax.self) {
            if let path = typePath(type) { names.append(path) }
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            collectHeld(optional.wrappedType, into: &names)
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            collectHeld(unwrapped.wrappedType, into: &names)
        } else if let existential = type.as(SomeOrAnyTypeSyntax.self) {
            collectHeld(existential.constraint, into: &names)
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            collectHeld(attributed.baseType, into: &names)
        } else if let composition = type.as(CompositionTypeSyntax.self) {
            // `any P & Sendable` is Sendable: its `Sendable` part says so.
            let parts = composition.elements.map(\.type)
            guard !parts.contains(where: { typePath($0).map(simpleName) == "Sendable" }) else { return }
            for part in parts { collectHeld(part, into: &names) }
        } else if let tuple = type.as(TupleTypeSyntax.self) {
            for element in tuple.elements { collectHeld(element.type, into: &names) }
        } else if let array = type.as(ArrayTypeSyntax.self) {
            collectHeld(array.element, into: &names)
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            collectHeld(dictionary.key, into: &names)
            collectHeld(dictionary.value, into: &names)
        }
    }

    /// The type a call makes: `NetworkLikePhoto()`, `Remote.LikePhoto(client: c)`,
    /// `Live.init()`, through `try` and `await`; `nil` for a function's or a method's call
    /// (`make()`, `Live.shared()`), `.init()` and `Self()`.
    static func madeType(_ expression: ExprSyntax) -> String? {
        if let tryExpression = expression.as(TryExprSyntax.self) { return madeType(tryExpression.expression) }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) { return madeType(awaitExpression.expression) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return madeType(call)
    }

    static func madeType(_ call: FunctionCallExprSyntax) -> String? {
        guard var path = path(call.calledExpression) else { return nil }
        if path.hasSuffix(".init") { path.removeLast(".init".count) }
        guard simpleName(path).first?.isUppercase == true, path != "Self" else { return nil }
        return path
    }

    /// A wrapper named `Weak…` or `Unowned…` holds its arguments without keeping them alive.
    private static func holdsWeakly(_ name: String) -> Bool {
        name.hasPrefix("Weak") || name.hasPrefix("Unowned")
    }

    private static func collect(_ type: TypeSyntax, into names: inout [String]) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            names.append(identifier.name.text)
            guard !Self.holdsWeakly(identifier.name.text) else { return }
            for argument in identifier.genericArgumentClause?.arguments ?? [] {
                if case let .type(argumentType) = argument.argument { collect(argumentType, into: &names) }
            }
        } else if let member = type.as(MemberTypeSyntax.self) {
            names.append(typePath(TypeSyntax(member)) ?? member.name.text)
            guard !Self.holdsWeakly(member.name.text) else { return }
            for argument in member.genericArgumentClause?.arguments ?? [] {
                if case let .type(argumentType) = argument.argument { collect(argumentType, into: &names) }
            }
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            collect(optional.wrappedType, into: &names)
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            collect(unwrapped.wrappedType, into: &names)
        } else if let existential = type.as(SomeOrAnyTypeSyntax.self) {
            collect(existential.constraint, into: &names)
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            collect(attributed.baseType, into: &names)
        } else if let composition = type.as(CompositionTypeSyntax.self) {
            for element in composition.elements { collect(element.type, into: &names) }
        } else if let tuple = type.as(TupleTypeSyntax.self) {
            for element in tuple.elements { collect(element.type, into: &names) }
        } else if let array = type.as(ArrayTypeSyntax.self) {
            collect(array.element, into: &names)
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            collect(dictionary.key, into: &names)
            collect(dictionary.value, into: &names)
        }
        // Function types capture, but hold nothing the checker can name: left out.
    }
}
