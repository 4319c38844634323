import TrellisRendering

/// The banner's ability, as the interaction sees it.
protocol BannerRendering: Rendering<BannerRenderable> {}
