/// What one file declares and does, as far as the graph and the rules care: gathered in one walk
/// of its syntax tree, then the tree is dropped.
///
/// Type names are left as written (`LikePhoto`, `SuperSimple.UsersRendering`), with the type or
/// extension each is written in; ``NameResolver`` then replaces each with the qualified name of
/// the type it means, once every file's declarations are known.
struct SourceFacts: Sendable {
    /// The file, relative to the package root.
    let file: String
    /// The target the file belongs to.
    let target: String
    var types: [TypeFact] = []
    /// Functions, initializers and properties with bodies; index 0 is the file's top-level code.
    var functions: [FunctionFact] = []
    var actionCalls: [ActionCallFact] = []
    var plugs: [PlugFact] = []
    var reads: [KeyUseFact] = []
    var installs: [KeyUseFact] = []
    /// `extension InjectedValues { var x: T { get { Self[XKey.self] } … } }`.
    var keyProperties: [KeyPropertyFact] = []
    /// `static let defaultValue: any P = Live()` and `static var testValue`, in any type: the
    /// keys among them are known once every file is read.
    var keyValues: [KeyValueFact] = []
    /// A start-up function handed over by name: `InjectedValues.install(configureGallery)`.
    var configReferences: [ConfigReferenceFact] = []
    var imports: [ImportFact] = []
    /// Statements outside any declaration: only `main.swift` may have them, and they run first.
    var hasTopLevelCode = false
    /// How many lines the file has.
    var lineCount = 1
    /// What kept the file from being read in full: it does not parse, it is UTF-16, it cannot
    /// be read.
    var notices: [Notice] = []

    init(file: String, target: String) {
        self.file = file
        self.target = target
    }

    /// Whether the file imports one of the kit's modules: the rules about the kit's parts read
    /// only such files.
    var importsKit: Bool {
        Kit.isImported(by: imports)
    }

    /// Whether the file is named `main.swift`, whose top-level code is an executable's start-up.
    var isMainFile: Bool {
        file == "main.swift" || file.hasSuffix("/main.swift")
    }
}

/// A type or extension declaration.
struct TypeFact: Sendable {
    enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    /// Its qualified name (`MVC.UsersViewController`): its own, after those of the types and the
    /// extension it is declared in. For an extension, the extended type's.
    var name: String
    let kind: Kind
    /// The type or extension it is declared in: an index into the file's ``SourceFacts/types``.
    let parent: Int?
    /// The names in its inheritance clause, in order, without generic arguments.
    var inherited: [String]
    /// The same names as written, before ``NameResolver`` qualifies them: a module qualifier
    /// (`Domain.UsersRepository`) says which module's type is meant.
    let inheritedAsWritten: [String]
    /// Where each of `inherited` is written.
    let inheritedLocations: [Location]
    let isFinal: Bool
    /// Declared `open`: made to be subclassed outside its module, as a framework's base class is.
    let isOpen: Bool
    /// Marked `@objc`: a protocol so marked is class-bound.
    let isObjC: Bool
    /// Marked `@main`: the executable starts in it.
    let isMain: Bool
    /// Declared `nonisolated` (`nonisolated struct`, `nonisolated extension`): not main-actor
    /// code where that is the target's default isolation.
    let isNonisolated: Bool
    /// Marked `@MainActor`: main-actor code in any target.
    let isMainActor: Bool
    /// Marked `@Observable`, whose expansion makes a class's implicit initializer take the
    /// class's isolation.
    let isObservable: Bool
    /// Declared `public` or `open`: a public struct or enum is never inferred `Sendable`.
    let isPublic: Bool
    /// Its inheritance clause says `@unchecked Sendable`: `Sendable` on its author's word.
    let isUncheckedSendable: Bool
    /// Its attributes' names (`MainActor`, `globalActor`, a global actor of the codebase's own).
    let attributes: [String]
    let location: Location
    /// Generic parameters and the names they are constrained to (`Banner: BannerRendering`).
    var genericConstraints: [String: [String]]
    var properties: [PropertyFact]
    /// An enum's associated values, as ``PropertyFact/heldTypes`` reads a property's type.
    var payloadTypes: [String] = []
}

/// A property declared directly in a type or extension.
struct PropertyFact: Sendable {
    let name: String
    let isLet: Bool
    /// `weak` or `unowned`.
    let isWeak: Bool
    let isStatic: Bool
    /// Has a getter: holds nothing. Observers alone (`didSet`) still store.
    let isComputed: Bool
    /// The type names the declared type mentions, outside any `Weak…` wrapper's arguments.
    var typeNames: [String]
    /// The types whose values it holds, as far as whether it is `Sendable` goes: the declared
    /// type through optionals, collections and tuples (`[Cache]?` → `Cache`), a generic type's
    /// arguments left out (a `Mutex<State>` is `Sendable` whatever `State` is).
    var heldTypes: [String]
    /// Declared `nonisolated(unsafe)`: its author vouches for how it is shared.
    let isNonisolatedUnsafe: Bool
    /// How the declared type holds what it holds, and the type as written without its outer
    /// optional: what a fix that makes the reference weak is written from.
    let storage: PropertyStorage
    /// Its initializer makes the value (`let maskingView = MaskingView()`): what it holds is its
    /// own, never a back reference.
    let createsValue: Bool
    let location: Location
}

/// How a stored property holds its value, as its declared type is written.
struct PropertyStorage: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        /// `T`, or no type written (`= Presenter()`).
        case plain
        /// `T?`
        case optional
        /// `T!`
        case implicitlyUnwrapped
        /// `[T]`, `[K: T]`, `Set<T>`: holds any number.
        case collection
        /// Anything else: a function, a tuple, a generic type.
        case other
    }

    let shape: Shape
    /// The type without its outer `?` or `!` and parentheses (`any UsersViewProtocol`); for a
    /// collection, its element type; `nil` when nothing is written.
    let base: String?
    /// A dictionary's key type.
    var key: String? = nil
    /// The binding as written, without accessors: `count: Int`, `count = 0`.
    var binding = ""
}

/// A function-like declaration: the unit reachability works in.
struct FunctionFact: Sendable {
    enum Kind: String, Sendable {
        case function, initializer, property, topLevel
    }

    /// Base name (`configureGallery`), `init`, a property's name, or `<top level>`.
    let name: String
    /// The qualified name of the type (or extended type) it is declared in.
    var typeName: String?
    /// That type or extension: an index into the file's ``SourceFacts/types``.
    let scope: Int?
    let kind: Kind
    let location: Location
    /// Where its body ends: where a missing plug would be added.
    var endLocation: Location
    /// Its parameters, for functions and initializers; `nil` for properties and top-level code,
    /// which any call of their name reaches.
    let parameters: [ParameterFact]?
    /// The calls it makes, with their argument labels.
    var calls: [CallFact] = []
    /// The names it mentions other than as a call (`install(configureGallery)`): each reaches
    /// everything of that name.
    var references: Set<String> = []
    /// The member names it reads without calling (`observers.count`, `.like`): they reach
    /// properties of that name only.
    var memberReferences: Set<String> = []
    /// Names it declares (parameters, locals, closure parameters, pattern bindings): a mention
    /// of one is the value, not a function of the same name.
    var locals: Set<String> = []
    /// The name of its `inout InjectedValues` parameter, when it is a start-up function.
    let configParameter: String?
    /// Declared `nonisolated` (`nonisolated init()`, `nonisolated var x`).
    var isNonisolated = false
}

/// A parameter as a call sees it: its argument label, and whether a call may leave it out.
struct ParameterFact: Hashable, Sendable {
    /// `nil` for `_`.
    let label: String?
    let hasDefault: Bool
    let isVariadic: Bool
}

/// A call by name: `database.like(like)` is `like` with one unlabelled argument.
struct CallFact: Hashable, Sendable {
    /// An argument as written: its label (`nil` for none), or an unlabelled trailing closure.
    enum Argument: Hashable, Sendable {
        case labeled(String?)
        case trailingClosure
    }

    let name: String
    let arguments: [Argument]

    /// Whether a function with `parameters` can take this call, as Swift matches arguments to
    /// parameters: in order, by label, skipping defaulted parameters, a variadic parameter
    /// taking the unlabelled arguments after it, an unlabelled trailing closure filling any
    /// parameter.
    func fits(_ parameters: [ParameterFact]) -> Bool {
        Self.fits(parameters[...], arguments[...])
    }

    private static func fits(_ parameters: ArraySlice<ParameterFact>, _ arguments: ArraySlice<Argument>) -> Bool {
        guard let parameter = parameters.first else { return arguments.isEmpty }
        if let argument = arguments.first {
            let matches = switch argument {
            case let .labeled(label): label == parameter.label
            case .trailingClosure: true
            }
            if matches {
                var rest = arguments.dropFirst()
                if parameter.isVariadic {
                    while rest.first == .labeled(nil) { rest = rest.dropFirst() }
                }
                if fits(parameters.dropFirst(), rest) { return true }
            }
        }
        return (parameter.hasDefault || parameter.isVariadic) && fits(parameters.dropFirst(), arguments)
    }
}
/// `action(X.self…)` or `X.perform(…)`.
struct ActionCallFact: Sendable {
    enum Form: String, Sendable {
        case actionFunction = "action(_:)"
        case perform = "perform"
    }

    var action: String
    let form: Form
    let location: Location
    let function: Int
    /// The type or extension it is written in: an index into the file's ``SourceFacts/types``.
    let scope: Int?
    /// That type's qualified name.
    var typeName: String?
}

/// A place an action is plugged.
struct PlugFact: Sendable {
    var action: String
    let form: PlugSite.Form
    /// The type of the one shared instance `plug(_:to:)`, `.plugging(_:to:)` or `<~` plugs, as
    /// written, when the site tells: made there (`NetworkLikePhoto()`), or held by a local,
    /// a parameter or a property declared with that type or made from it.
    var implementation: String?
    let location: Location
    let function: Int
    let scope: Int?
    var typeName: String?
}

/// A key as written at a use: `\.usersRepository` or `UsersRepositoryKey.self`.
enum KeyReference: Hashable, Sendable {
    case property(String)
    case type(String)
}

/// A read or an install of an injection key.
struct KeyUseFact: Sendable {
    var key: KeyReference
    /// How it is spelled: `@Injected`, `InjectedValues[…]`, `$0.x =`, `.injecting`.
    let form: String
    let location: Location
    let function: Int
    let scope: Int?
    var typeName: String?
}

/// An `InjectedValues` property and the key behind it.
struct KeyPropertyFact: Sendable {
    let property: String
    var key: String
    let location: Location
    /// The `extension InjectedValues` it is declared in: an index into ``SourceFacts/types``.
    let scope: Int?
    /// Declared `nonisolated var`, in an extension that is not.
    var isNonisolated = false
}

/// A type's `static let defaultValue` or `static var testValue`: what it is declared as and the
/// types its initializer or getter makes. Made where the key is read, off the main actor too.
struct KeyValueFact: Sendable {
    /// A type made by a call (`Live()`, `Store(base: Memory())`, `.init()` of the declared type).
    struct Made: Sendable {
        var type: String
        let arguments: [CallFact.Argument]
        let location: Location
    }

    /// `defaultValue` or `testValue`.
    let property: String
    /// The type it is declared in: an index into ``SourceFacts/types``.
    let scope: Int
    /// The type names its declared type mentions (`any UsersRepository` → `UsersRepository`).
    var declaredTypes: [String]
    var made: [Made] = []
    let location: Location
}

/// A start-up function passed by name to `withOverrides`, `InjectedValues.install` or `.overriding`.
struct ConfigReferenceFact: Sendable {
    let name: String
    let location: Location
    let function: Int
}

/// `import Module`.
struct ImportFact: Sendable {
    let module: String
    let location: Location
}
