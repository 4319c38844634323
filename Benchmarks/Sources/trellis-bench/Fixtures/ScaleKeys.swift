import Dependencies
import Trellis

// N distinct key types, made at run time: the leaves of a binary tree of generic types
// (`Left<Right<Left<Stage2>>>` …), so 10,000 keys need a recursion only 14 calls deep.

enum Left<T> {}
enum Right<T> {}

/// Roots of the trees of the three scale stages, so every stage adds new types.
enum Stage1 {}
enum Stage2 {}
enum Stage3 {}

/// The keys every scale case reads: eight, so one unlucky hash position does not decide the result.
enum Probe0 {}
enum Probe1 {}
enum Probe2 {}
enum Probe3 {}
enum Probe4 {}
enum Probe5 {}
enum Probe6 {}
enum Probe7 {}

/// What is installed for every scale key, one object per library.
let scaleService: any Service = LiveService(id: 10)
let scaleDependencyService: any Service = LiveService(id: 11)
let scaleSwinjectService: any Service = LiveService(id: 12)

/// A Trellis key per type argument.
enum ScaleKey<Tag>: InjectionKey {
    static var defaultValue: any Service { Direct.service }
}

/// A swift-dependencies key per type argument.
enum ScaleDependencyKey<Tag>: DependencyKey {
    static var liveValue: any Service { scaleDependencyService }
}

/// Called once for each of the generated types.
protocol TypeVisitor {
    mutating func visit<T>(_ type: T.Type)
}

/// Calls `visitor` with `count` distinct types built over `Root`.
func forEachType<Root, Visitor: TypeVisitor>(under root: Root.Type, count: Int, _ visitor: inout Visitor) {
    var depth = 0
    while 1 << depth < count { depth += 1 }
    var remaining = count
    walk(root, depth: depth, remaining: &remaining, &visitor)
}

private func walk<T, Visitor: TypeVisitor>(_: T.Type, depth: Int, remaining: inout Int, _ visitor: inout Visitor) {
    guard remaining > 0 else { return }
    if depth == 0 {
        visitor.visit(T.self)
        remaining -= 1
        return
    }
    walk(Left<T>.self, depth: depth - 1, remaining: &remaining, &visitor)
    walk(Right<T>.self, depth: depth - 1, remaining: &remaining, &visitor)
}

/// Installs a Trellis value for `ScaleKey<T>`.
struct TrellisInstaller: TypeVisitor {
    mutating func visit<T>(_: T.Type) {
        InjectedValues[ScaleKey<T>.self] = scaleService
    }
}

/// Counts the `ScaleKey<T>` that do not read the installed value.
struct TrellisChecker: TypeVisitor {
    var wrong = 0
    mutating func visit<T>(_: T.Type) {
        if !same(InjectedValues[ScaleKey<T>.self], scaleService) { wrong += 1 }
    }
}

/// Resolves `ScaleDependencyKey<T>` once, so swift-dependencies caches its live value.
struct DependencyResolver: TypeVisitor {
    mutating func visit<T>(_: T.Type) {
        @Dependency(ScaleDependencyKey<T>.self) var value
        sink(value)
    }
}

/// The eight probe keys, read through `@Dependency` properties made once.
final class ScaleDependencyOwner {
    @Dependency(ScaleDependencyKey<Probe0>.self) var p0
    @Dependency(ScaleDependencyKey<Probe1>.self) var p1
    @Dependency(ScaleDependencyKey<Probe2>.self) var p2
    @Dependency(ScaleDependencyKey<Probe3>.self) var p3
    @Dependency(ScaleDependencyKey<Probe4>.self) var p4
    @Dependency(ScaleDependencyKey<Probe5>.self) var p5
    @Dependency(ScaleDependencyKey<Probe6>.self) var p6
    @Dependency(ScaleDependencyKey<Probe7>.self) var p7
}
