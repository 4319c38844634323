import Dependencies
import Swinject
import Trellis

/// The same resolution with 10, 1,000 and 10,000 keys registered: the cost must stay flat.
///
/// Each stage adds keys to those of the stage before, in every library, and reads the same
/// eight probe keys (registered first), so one key's lucky or unlucky hash position does not
/// decide the figure. Results are per read.
final class Scale {
    static let stages = [10, 1_000, 10_000]
    static let probes = 8

    private let container = Swinject.Container()
    private let probeNames = (0..<Scale.probes).map { "probe\($0)" }
    private var registered = 0

    init() {}

    static func trellisName(_ keys: Int) -> String { "Trellis InjectedValues[Key.self], \(Format.count(Double(keys))) keys" }

    func group(keys: Int) -> BenchmarkGroup {
        register(upTo: keys)
        let container = container
        let (n0, n1, n2, n3, n4, n5, n6, n7) = (
            probeNames[0], probeNames[1], probeNames[2], probeNames[3],
            probeNames[4], probeNames[5], probeNames[6], probeNames[7]
        )
        let owner = ScaleDependencyOwner()
        expect(same(owner.p7, scaleDependencyService), "swift-dependencies probe key does not read its live value")
        expect(same(InjectedValues[ScaleKey<Probe7>.self], scaleService), "Trellis probe key is not installed")
        expect(same(container.resolve((any Service).self, name: n7)!, scaleSwinjectService), "Swinject probe is not registered")

        let reference = Scale.trellisName(Scale.stages[0])
        let isFirst = keys == Scale.stages[0]
        return BenchmarkGroup(
            title: "Scale: \(Format.count(Double(keys))) registered keys",
            cases: [
                .loop("static let + retain/release (ARC floor), \(Format.count(Double(keys))) keys", operationsPerIteration: 8) { n in
                    for _ in 0..<n {
                        sinkRetainedDirectService(); sinkRetainedDirectService(); sinkRetainedDirectService(); sinkRetainedDirectService()
                        sinkRetainedDirectService(); sinkRetainedDirectService(); sinkRetainedDirectService(); sinkRetainedDirectService()
                    }
                },
                .loop(
                    Scale.trellisName(keys), operationsPerIteration: 8,
                    target: isFirst ? nil : .flat(relativeTo: reference, tolerance: 0.2)
                ) { n in
                    for _ in 0..<n {
                        sink(InjectedValues[ScaleKey<Probe0>.self])
                        sink(InjectedValues[ScaleKey<Probe1>.self])
                        sink(InjectedValues[ScaleKey<Probe2>.self])
                        sink(InjectedValues[ScaleKey<Probe3>.self])
                        sink(InjectedValues[ScaleKey<Probe4>.self])
                        sink(InjectedValues[ScaleKey<Probe5>.self])
                        sink(InjectedValues[ScaleKey<Probe6>.self])
                        sink(InjectedValues[ScaleKey<Probe7>.self])
                    }
                },
                .loop("Swinject resolve(name:), \(Format.count(Double(keys))) keys", operationsPerIteration: 8) { n in
                    let type = (any Service).self
                    for _ in 0..<n {
                        sink(container.resolve(type, name: n0)!)
                        sink(container.resolve(type, name: n1)!)
                        sink(container.resolve(type, name: n2)!)
                        sink(container.resolve(type, name: n3)!)
                        sink(container.resolve(type, name: n4)!)
                        sink(container.resolve(type, name: n5)!)
                        sink(container.resolve(type, name: n6)!)
                        sink(container.resolve(type, name: n7)!)
                    }
                },
                .loop("swift-dependencies @Dependency, \(Format.count(Double(keys))) keys", operationsPerIteration: 8) { n in
                    for _ in 0..<n {
                        sink(owner.p0); sink(owner.p1); sink(owner.p2); sink(owner.p3)
                        sink(owner.p4); sink(owner.p5); sink(owner.p6); sink(owner.p7)
                    }
                },
            ],
            notes: isFirst
                ? [
                    "Trellis: a value installed for each key. Swinject: one named registration per key,"
                        + " .container scope. swift-dependencies: each key's live value resolved once, so its"
                        + " cache holds every key.",
                    "Every row reads the same 8 probe keys in turn; figures are per read.",
                    "The floor is the ARC floor, the least a read that returns an owned reference costs;"
                        + " flatness is judged on each stage's ratio to it, measured in the same group.",
                ] : []
        )
    }

    // MARK: - Internal

    /// Registers keys in every library until each has `total`, the eight probes first.
    private func register(upTo total: Int) {
        if registered == 0 {
            for name in probeNames {
                container.register((any Service).self, name: name) { _ in scaleSwinjectService }.inObjectScope(.container)
            }
            InjectedValues[ScaleKey<Probe0>.self] = scaleService
            InjectedValues[ScaleKey<Probe1>.self] = scaleService
            InjectedValues[ScaleKey<Probe2>.self] = scaleService
            InjectedValues[ScaleKey<Probe3>.self] = scaleService
            InjectedValues[ScaleKey<Probe4>.self] = scaleService
            InjectedValues[ScaleKey<Probe5>.self] = scaleService
            InjectedValues[ScaleKey<Probe6>.self] = scaleService
            InjectedValues[ScaleKey<Probe7>.self] = scaleService
            var resolver = DependencyResolver()
            resolver.visit(Probe0.self); resolver.visit(Probe1.self); resolver.visit(Probe2.self)
            resolver.visit(Probe3.self); resolver.visit(Probe4.self); resolver.visit(Probe5.self)
            resolver.visit(Probe6.self); resolver.visit(Probe7.self)
            registered = Scale.probes
        }
        let count = total - registered
        guard count > 0 else { return }
        for index in registered..<total {
            container.register((any Service).self, name: "key\(index)") { _ in scaleSwinjectService }.inObjectScope(.container)
        }
        var installer = TrellisInstaller()
        var resolver = DependencyResolver()
        var checker = TrellisChecker()
        switch total {
        case ...10:
            forEachType(under: Stage1.self, count: count, &installer)
            forEachType(under: Stage1.self, count: count, &resolver)
            forEachType(under: Stage1.self, count: count, &checker)
        case ...1_000:
            forEachType(under: Stage2.self, count: count, &installer)
            forEachType(under: Stage2.self, count: count, &resolver)
            forEachType(under: Stage2.self, count: count, &checker)
        default:
            forEachType(under: Stage3.self, count: count, &installer)
            forEachType(under: Stage3.self, count: count, &resolver)
            forEachType(under: Stage3.self, count: count, &checker)
        }
        expect(checker.wrong == 0, "\(checker.wrong) of \(count) Trellis scale keys do not read their installed value")
        registered = total
    }
}
