import GalleryDomain
import Mustache

/// The "What just happened" panel: what `activity.mustache` reads (`click`, which is `nil`
/// before the first click).
///
/// Durations are printed in milliseconds inside `<span class="duration">` and callers inside
/// `<span class="caller">`, the two things that differ from one pattern, or one run, to the
/// next: a test comparing panels across patterns blanks those two spans and compares the rest.
package struct ActivityPanel: Sendable {
    package let click: Click?

    /// One click, as the panel prints it.
    package struct Click: Sendable {
        let event: String
        let hasCalls: Bool
        let calls: [Row]
        let screen: String?
        let hasRegions: Bool
        let regions: [String]
        let error: String?
    }

    /// One action call.
    package struct Row: Sendable {
        let action: String
        let caller: String
        let outcome: String
        let failed: Bool
        let duration: String
    }
}

extension ActivityPanel {
    /// The panel for `activity`, or the empty panel before the first click.
    package init(_ activity: ClickActivity?) {
        click = activity.map { activity in
            Click(
                event: Self.describe(activity.event),
                hasCalls: !activity.calls.isEmpty,
                calls: activity.calls.map { call in
                    Row(
                        action: call.action,
                        caller: call.caller,
                        outcome: call.outcome ?? "still running",
                        failed: call.failed,
                        duration: call.duration.map(Self.milliseconds) ?? "—"
                    )
                },
                screen: activity.screen?.path,
                hasRegions: !activity.regions.isEmpty,
                regions: activity.regions.map(\.rawValue),
                error: activity.error
            )
        }
    }

    /// The panel as HTML.
    package var html: String {
        GalleryTemplates.shared.render("activity", self)
    }

    /// "like (photo 5)", "back".
    package static func describe(_ event: ScreenEvent) -> String {
        switch event {
        case let .openUser(user): "\(event.name) (user \(user))"
        case let .openPhoto(photo), let .like(photo), let .unlike(photo): "\(event.name) (photo \(photo))"
        case .back, .openPodBayDoors: event.name
        }
    }

    /// `duration` in milliseconds, to the hundredth: "0.42 ms", "12.00 ms".
    package static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let hundredths = max(0, seconds * 100_000 + attoseconds / 10_000_000_000_000)
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }
}

// Each field the template reads, by its name: swift-mustache asks a `MustacheParent` rather
// than reflecting (`Mirror`) on the value for every field it prints.

extension ActivityPanel: MustacheParent {
    package func child(named name: String) -> Any? {
        name == "click" ? click : nil
    }
}

extension ActivityPanel.Click: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "event": self.event
        case "hasCalls": self.hasCalls
        case "calls": self.calls
        case "screen": self.screen
        case "hasRegions": self.hasRegions
        case "regions": self.regions
        case "error": self.error
        default: nil
        }
    }
}

extension ActivityPanel.Row: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "action": self.action
        case "caller": self.caller
        case "outcome": self.outcome
        case "failed": self.failed
        case "duration": self.duration
        default: nil
        }
    }
}
