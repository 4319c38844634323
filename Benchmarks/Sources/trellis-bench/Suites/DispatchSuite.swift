import Trellis

/// Calling a use case through Trellis's action registry against calling its implementation
/// through a protocol.
enum Dispatch {
    static let syncFloor = "direct call through a protocol (floor)"
    static let asyncFloor = "direct async call through a protocol (floor)"

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
                .asyncLoop("Trellis try await action(LikePhotoAsync.self, photo)") { n in
                    do {
                        for index in 0..<n {
                            sink(try await action(LikePhotoAsync.self, Photo(id: index, likes: index)))
                        }
                    } catch {
                        fail("LikePhotoAsync threw \(error)")
                    }
                },
            ],
            notes: ["Both run in a nonisolated task, so no call changes executor."]
        )
    }
}
