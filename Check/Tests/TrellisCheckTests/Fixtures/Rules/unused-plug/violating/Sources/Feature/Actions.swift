import Trellis

/// Once called by the feed; the call was removed, the plug stayed.
public enum RefreshFeed: AsyncAction {}
