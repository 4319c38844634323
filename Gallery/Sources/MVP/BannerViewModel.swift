import LiveScreens

/// What HAL's banner says, as the photo presenter publishes it.
struct BannerViewModel: Sendable {
    let banner: HALBanner
}
