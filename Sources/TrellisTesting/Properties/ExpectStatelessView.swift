public import PropertyBased
import Testing
public import TrellisRendering

/// Checks the rule every view keeps: it always looks the same when told to render the same
/// renderable, and accepts any number of renderables in any order.
///
/// For many random histories, the check renders the history and then a last renderable `R`
/// into one view, renders only `R` into a fresh view, and expects both to look the same:
///
/// ```swift
/// @Test @MainActor func theBannerKeepsNoState() async {
///     await expectStatelessView(
///         makeView: { BannerView() },
///         renderables: Gen.letterOrNumber.string(of: 0...12).map(BannerRenderable.init(message:)),
///         snapshot: { $0.text }
///     )
/// }
/// ```
///
/// A view that keeps something from an earlier render — a label it forgets to clear, a
/// counter, an animation flag — fails with the smallest history that shows it: in a Swift
/// Testing test the check runs inside PropertyBased's `propertyCheck`, which shrinks the
/// failing input and prints the seed that reproduces it (add `.fixedSeed(…)` to the test to
/// replay it). In an XCTest case, where `propertyCheck` cannot run, it tries the same number
/// of random histories and fails the test with the first one that shows the state, unshrunk.
///
/// - Parameters:
///   - count: How many random histories to try.
///   - historyLength: How many renderables come before `R`.
///   - makeView: Makes a fresh view, as the app would.
///   - renderables: Makes random renderables; combine PropertyBased generators with `zip` and
///     `map` so failures shrink.
///   - snapshot: How the view looks: the texts, colours and visibility a person would see,
///     as an `Equatable` value.
///   - fileID: The caller's file, where a failure is reported; leave the default.
///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
@MainActor
public func expectStatelessView<View: Rendering, Snapshot: Equatable>(
    count: Int = 100,
    historyLength: ClosedRange<Int> = 1...8,
    makeView: () -> View,
    renderables: Generator<View.Content, some Sequence>,
    snapshot: (View) -> Snapshot,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let histories = zip(renderables.array(of: historyLength), renderables)
    /// Renders one history, and fails the test if the view then looks different from a fresh one.
    func check(_ history: [View.Content], _ final: View.Content) -> Bool {
        let usedView = makeView()
        for renderable in history {
            usedView.render(renderable)
        }
        usedView.render(final)
        let freshView = makeView()
        freshView.render(final)

        let used = snapshot(usedView)
        let fresh = snapshot(freshView)
        guard used != fresh else { return true }
        recordFailure(
            """
            \(typeName(View.self)) keeps state between renders: after \(history.count) earlier \
            render\(history.count == 1 ? "" : "s") and then \(describe(final)) it looks like \
            \(describe(used)), but a fresh \(typeName(View.self)) that rendered only \
            \(describe(final)) looks like \(describe(fresh)). A view must look the same whenever \
            it renders the same renderable.
            """,
            at: site
        )
        return false
    }

    guard Test.Case.current == nil else {
        await propertyCheck(count: count, input: histories, perform: { _ = check($0, $1) }, sourceLocation: site.sourceLocation)
        return
    }
    var random = Xoshiro()
    for _ in 0..<count {
        let (history, final) = histories.run(using: &random)
        guard check(history, final) else { return }
    }
}
