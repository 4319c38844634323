public import ArticleExamples
import Trellis
public import TrellisTesting

// The recorder stands in for the banner wherever a `BannerRendering` is expected.
extension RenderRecorder: BannerRendering where Content == BannerRenderable {}
