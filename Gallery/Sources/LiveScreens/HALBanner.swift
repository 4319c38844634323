import Mustache
package import GalleryDomain

/// The banner region, HAL's answer: what `banner.mustache` reads (`message`).
///
/// Made from the ship's ``DoorAnswer``, so the words for an open door are written once: the
/// decision belongs to the plugged ``OpenPodBayDoors``, and what differs between patterns is
/// only which part asks and which part shows the answer.
package struct HALBanner: RegionContent, Hashable {
    package static let region = PageRegion.banner

    package let message: String
}

extension HALBanner {
    package init(_ answer: DoorAnswer) {
        switch answer {
        case .opened: message = "Pod bay doors opening, Dave."
        case let .refused(reason): message = reason
        }
    }
}

extension HALBanner: MustacheParent {
    /// Each field the template reads, by its name: swift-mustache asks a `MustacheParent` rather
    /// than reflecting (`Mirror`) on the value for every field it prints.
    package func child(named name: String) -> Any? {
        switch name {
        case "message": self.message
        default: nil
        }
    }
}
