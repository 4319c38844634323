import SwiftUI
import Trellis

/// The host of HostedTestsTests: an app whose start-up installs one injected value and reads
/// another, as it launches. Under `xcodebuild test` the app launches first and XCTest loads the
/// test bundle (and with it TrellisTesting) into its process afterwards.
@main
struct HostAppApp: App {
    init() {
        Launch.start()
    }

    var body: some Scene {
        WindowGroup {
            Text(Launch.greeting ?? "")
        }
    }
}
