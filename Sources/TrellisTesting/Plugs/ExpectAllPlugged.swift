public import TrellisInjection
public import TrellisPlug

/// Expects every listed action to be plugged and every listed injection key to have a value
/// in the current task, and fails the test with one message listing each that does not.
///
/// Swift cannot list the actions a module calls, so a module lists them itself, next to its
/// code, using only core types:
///
/// ```swift
/// enum PhotoFeature {
///     static let actions: [any Action.Type] = [LikePhoto.self, CountLikes.self]
///     static let injectionKeys: [any InjectionKey.Type] = [UsersRepositoryKey.self]
/// }
/// ```
///
/// Then one test runs the app's real start-up and proves nothing was forgotten — a missing
/// plug is found by the test run, not by a user:
///
/// ```swift
/// @Test func everythingThePhotoFeatureUsesIsPlugged() {
///     withOverrides { _ in
///         AppStartup.plugEverything()
///     } operation: {
///         expectAllPlugged(actions: PhotoFeature.actions, injectionKeys: PhotoFeature.injectionKeys)
///     }
/// }
/// ```
///
/// An action counts as plugged if it has an implementation for the process or in the
/// enclosing scope (`Actions.isPlugged`); a key counts as provided if a value was installed
/// for the process or in the enclosing scope (`InjectedValues.hasInstalledValue(for:)`) — a
/// plain `InjectionKey` that only has its `defaultValue` is reported too, since listing it
/// says the feature must not run on its default.
///
/// - Parameters:
///   - actions: The actions the feature calls.
///   - injectionKeys: The keys the feature reads.
///   - fileID: The caller's file, where a failure is reported; leave the default.
///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func expectAllPlugged(
    actions: [any Action.Type] = [],
    injectionKeys: [any InjectionKey.Type] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let missing = missingDependencies(actions: actions, injectionKeys: injectionKeys)
    guard !missing.isEmpty else { return }
    let count = missing.count == 1 ? "1 dependency has" : "\(missing.count) dependencies have"
    let lines = missing.map { "- \($0)" }
    recordFailure(
        (["\(count) nothing plugged or installed:"] + lines).joined(separator: "\n"),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Expects every action to be plugged in the current task; see
/// ``expectAllPlugged(actions:injectionKeys:fileID:filePath:line:column:)``.
///
/// ```swift
/// expectAllPlugged(LikePhoto.self, CountLikes.self)
/// ```
///
/// - Parameters:
///   - actions: The actions the feature calls.
///   - fileID: The caller's file, where a failure is reported; leave the default.
///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func expectAllPlugged(
    _ actions: any Action.Type...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectAllPlugged(actions: actions, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The listed actions with nothing plugged and injection keys with no value installed in the
/// current task, in the order given.
///
/// ```swift
/// let missing = missingDependencies(actions: PhotoFeature.actions)
/// #expect(missing.map(\.name) == [])
/// ```
///
/// - Parameters:
///   - actions: The actions to look at.
///   - injectionKeys: The keys to look at.
/// - Returns: One entry per action or key that is missing.
public func missingDependencies(
    actions: [any Action.Type] = [],
    injectionKeys: [any InjectionKey.Type] = []
) -> [MissingDependency] {
    actions.compactMap(missing(_:)) + injectionKeys.compactMap(missing(_:))
}

// MARK: - Internal

private func missing(_ action: any Action.Type) -> MissingDependency? {
    func missing<A: Action>(_ action: A.Type) -> MissingDependency? {
        guard !Actions.isPlugged(action) else { return nil }
        let name = typeName(action)
        let plug = "plug it with `Actions.plug(\(name).self, to: …)` where the app starts, or in a test with `.plugging(\(name).self, to: spy)`"
        // An unplugged call throws ActionError only where the action's Failure can hold one.
        let throwsActionError = ActionError.notPlugged(action) as? A.Failure != nil
        let consequence = throwsActionError ? "calling it throws ActionError.notPlugged" : "calling it stops the program"
        return MissingDependency(kind: .action, name: name, explanation: "\(consequence); \(plug).")
    }
    return missing(action)
}

private func missing(_ key: any InjectionKey.Type) -> MissingDependency? {
    guard !hasInstalledValue(key) else { return nil }
    let name = typeName(key)
    let install = "install one with `InjectedValues[\(name).self] = …` where the app starts, or in a test with `.injecting { $0[\(name).self] = … }`"
    if key is any RequiredInjectionKey.Type {
        return MissingDependency(
            kind: .requiredInjectionKey,
            name: name,
            explanation: "it has no value and no default, so the first read stops the program; \(install)."
        )
    }
    return MissingDependency(
        kind: .injectionKey,
        name: name,
        explanation: "it has no installed value, so reading it gives its defaultValue; \(install)."
    )
}

private func hasInstalledValue<K: InjectionKey>(_ key: K.Type) -> Bool {
    InjectedValues.hasInstalledValue(for: key)
}
