import Trellis

public enum RefreshFeed: AsyncAction {}

public func refresh() async throws {
    try await RefreshFeed.perform()
}
