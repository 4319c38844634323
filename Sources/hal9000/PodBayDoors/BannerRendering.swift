public import TrellisRendering

/// The banner's ability, as the interaction sees it.
public protocol BannerRendering: Rendering<BannerRenderable> {}
