import Trellis

/// Calling a use case through Trellis's action registry against calling its implementation
/// through a protocol.
enum Dispatch {
    static let syncFloor = "direct call through a protocol (floor)"
    static let asyncFloor = "direct async call through a protocol (floor)"
    /// What an implementation that can be replaced costs the platform to call: a closure that
    /// binds it, copied out of the object holding it (a retain and a release of its context),
    /// called in an async frame of its own before the implementation's.
    static let asyncClosureFloor = "the same implementation through a closure copied from an object"

    static func syncGroup() -> BenchmarkGroup {
        LikePhoto.self <~ LikePhotoImplementation(increment: opaque(1))
        Actions.plug(CountLikes.self, to: LikePhotoImplementation(increment: opaque(1)))
        let direct = makeDirectImplementation()
        let photo = Photo(id: 1, likes: 41)
        expect(direct.perform(photo) == 42, "the direct implementation is wrong")
        expect(action(LikePhoto.self, photo) == 42, "LikePhoto is not plugged")
        expect((try? action(CountLikes.self, photo)) == 42, "CountLikes is not plugged")

        return BenchmarkGroup(
            title: "Action dispatch, sync",
            cases: [
                .loop(syncFloor) { n in
                    for index in 0..<n { sink(direct.perform(Photo(id: index, likes: index))) }
                },
                .loop("Trellis action(LikePhoto.self, photo)", target: .ratio(to: syncFloor, atMost: 2)) { n in
                    for index in 0..<n { sink(action(LikePhoto.self, Photo(id: index, likes: index))) }
                },
                .loop("Trellis try action(CountLikes.self, photo), throwing") { n in
                    do {
                        for index in 0..<n { sink(try action(CountLikes.self, Photo(id: index, likes: index))) }
                    } catch {
                        fail("CountLikes threw \(error)")
                    }
                },
            ],
            notes: [
                "The floor calls `perform` on an `any SyncPerforming` whose concrete type is chosen at run time.",
                "LikePhoto's Failure is Never (no `try`); CountLikes may throw (`try`).",
            ]
        )
    }

    static func asyncGroup() async -> BenchmarkGroup {
        LikePhotoAsync.self <~ AsyncLikePhotoImplementation(increment: opaque(1))
        let direct = makeDirectAsyncImplementation()
        let photo = Photo(id: 1, likes: 41)
        expect((try? await direct.perform(photo)) == 42, "the direct async implementation is wrong")
        expect((try? await action(LikePhotoAsync.self, photo)) == 42, "LikePhotoAsync is not plugged")

        return BenchmarkGroup(
            title: "Action dispatch, async",
            cases: [
                .asyncLoop(asyncFloor) { n in
                    do {
                        for index in 0..<n { sink(try await direct.perform(Photo(id: index, likes: index))) }
                    } catch {
                        fail("the direct async call threw \(error)")
                    }
                },
                .asyncLoop(asyncClosureFloor) { n in
                    do {
                        for index in 0..<n {
                            let handler = currentAsyncHandler().perform
                            sink(try await handler(Photo(id: index, likes: index)))
                        }
                    } catch {
                        fail("the stored async closure threw \(error)")
                    }
                },
                .asyncLoop("Trellis try await action(LikePhotoAsync.self, photo)", target: .ratio(to: asyncClosureFloor, atMost: 1.5)) { n in
                    do {
                        for index in 0..<n {
                            sink(try await action(LikePhotoAsync.self, Photo(id: index, likes: index)))
                        }
                    } catch {
                        fail("LikePhotoAsync threw \(error)")
                    }
                },
            ],
            notes: [
                "Every row runs in a nonisolated task, so no call changes executor.",
                "An action's implementation can be replaced while a call is suspended, so the call owns the closure that binds it, as the closure row does.",
            ]
        )
    }
}
