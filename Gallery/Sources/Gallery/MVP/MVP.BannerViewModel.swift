extension MVP {
    /// What HAL's banner says: what `banner.mustache` reads.
    struct BannerViewModel: Sendable {
        let message: String
    }
}
