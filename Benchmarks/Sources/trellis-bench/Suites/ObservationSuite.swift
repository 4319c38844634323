import Trellis

/// What observing action calls costs: nothing while no observer is installed anywhere, and what
/// one observer in the caller's scope adds when one is.
enum Observation {
    static let unobserved = "action(…), no observer anywhere"
    static let scoped = "action(…) in a scope overriding another key, no observer"

    /// A key the scoped row overrides, so its calls look up the scope as observed calls do.
    private enum UnrelatedKey: InjectionKey {
        static let defaultValue = 0
    }

    static func group() -> BenchmarkGroup {
        Actions.plug(LikePhotoObserved.self, to: LikePhotoImplementation(increment: opaque(1)))
        let direct = makeDirectImplementation()
        let photo = Photo(id: 1, likes: 41)
        let observer = CountingObserver()
        expect(action(LikePhotoObserved.self, photo) == 42, "LikePhotoObserved is not plugged")
        let observed = withOverrides { $0.observeActions(observer) } operation: {
            action(LikePhotoObserved.self, photo)
        }
        expect(observed == 42 && observer.count == 1, "the observer did not see the call made in its scope")
        _ = action(LikePhotoObserved.self, photo)
        expect(observer.count == 1, "the observer saw a call made after its scope ended")

        return BenchmarkGroup(
            title: "Action dispatch, observed",
            cases: [
                .loop(Dispatch.syncFloor) { n in
                    for index in 0..<n { sink(direct.perform(Photo(id: index, likes: index))) }
                },
                .loop(unobserved, target: .ratio(to: Dispatch.syncFloor, atMost: 2)) { n in
                    for index in 0..<n { sink(action(LikePhotoObserved.self, Photo(id: index, likes: index))) }
                },
                .loop(scoped) { n in
                    withOverrides { $0[UnrelatedKey.self] = 1 } operation: {
                        for index in 0..<n { sink(action(LikePhotoObserved.self, Photo(id: index, likes: index))) }
                    }
                },
                .loop("action(…), one observer in the caller's scope") { n in
                    withOverrides { $0.observeActions(observer) } operation: {
                        for index in 0..<n { sink(action(LikePhotoObserved.self, Photo(id: index, likes: index))) }
                    }
                },
            ],
            notes: [
                "Every row calls a sync action that cannot fail, plugged once for the process; the floor is the sync dispatch group's.",
                "An observer cannot be removed from the process, so the observed row installs its observer in a scope around each sample: its call also looks the scope up, as the scoped row's does, and the difference between the two is what observing adds.",
                "The observer counts the calls that ended, with one relaxed atomic add.",
            ]
        )
    }

    static func asyncGroup() async -> BenchmarkGroup {
        Actions.plug(LikePhotoAsyncObserved.self, to: AsyncLikePhotoImplementation(increment: opaque(1)))
        let direct = makeDirectAsyncImplementation()
        let photo = Photo(id: 1, likes: 41)
        let observer = CountingObserver()
        expect((try? await action(LikePhotoAsyncObserved.self, photo)) == 42, "LikePhotoAsyncObserved is not plugged")
        let observed = await withOverrides { $0.observeActions(observer) } operation: {
            try? await action(LikePhotoAsyncObserved.self, photo)
        }
        expect(observed == 42 && observer.count == 1, "the observer did not see the async call made in its scope")

        return BenchmarkGroup(
            title: "Action dispatch, async, observed",
            cases: [
                .asyncLoop(Dispatch.asyncFloor) { n in
                    do {
                        for index in 0..<n { sink(try await direct.perform(Photo(id: index, likes: index))) }
                    } catch {
                        fail("the direct async call threw \(error)")
                    }
                },
                .asyncLoop("try await action(…), no observer anywhere") { n in
                    do {
                        for index in 0..<n { sink(try await action(LikePhotoAsyncObserved.self, Photo(id: index, likes: index))) }
                    } catch {
                        fail("LikePhotoAsyncObserved threw \(error)")
                    }
                },
                .asyncLoop("try await action(…), one observer in the caller's scope") { n in
                    do {
                        try await withOverrides { $0.observeActions(observer) } operation: {
                            for index in 0..<n { sink(try await action(LikePhotoAsyncObserved.self, Photo(id: index, likes: index))) }
                        }
                    } catch {
                        fail("LikePhotoAsyncObserved threw \(error)")
                    }
                },
            ],
            notes: ["As the sync rows, in a nonisolated task; the floor is the async dispatch group's."]
        )
    }
}
