#if canImport(SwiftUI)
    public import SwiftUI

    /// A `NavigationStack` bound to a ``NavigationModel``, with its sheets, full-screen covers and
    /// alert: the SwiftUI side of a flow that coordinators drive.
    ///
    /// ```swift
    /// struct AppView: View {
    ///     let model: NavigationModel<AppRoute>
    ///
    ///     var body: some View {
    ///         NavigationHost(model) {
    ///             HomeView()
    ///         } destination: { route in
    ///             RouteView(route: route)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The root stack binds ``NavigationModel/path`` to `NavigationStack(path:)`; each presented
    /// stack is a sheet or a cover holding a stack of its own, drawn with `destination`. When the
    /// user goes back or swipes a sheet down, the model follows.
    public struct NavigationHost<Route: Hashable, Root: View, Destination: View>: View {
        private let model: NavigationModel<Route>
        private let level: Int
        private let root: Root
        private let destination: (Route) -> Destination

        /// A host showing `model`, `root` under its pushed routes.
        ///
        /// - Parameters:
        ///   - model: The navigation to show and update.
        ///   - root: The root screen, under every pushed route.
        ///   - destination: The screen for a route, pushed or presented.
        public init(
            _ model: NavigationModel<Route>,
            @ViewBuilder root: () -> Root,
            @ViewBuilder destination: @escaping (Route) -> Destination
        ) {
            self.init(model, level: 0, root: root(), destination: destination)
        }

        private init(_ model: NavigationModel<Route>, level: Int, root: Root, destination: @escaping (Route) -> Destination) {
            self.model = model
            self.level = level
            self.root = root
            self.destination = destination
        }

        /// The stack at this host's level, the modal stack over it, and the alert if it is the
        /// topmost.
        public var body: some View {
            let bindable = Bindable(model)
            NavigationStack(path: bindable[dynamicMember: \.[pathAt: level]]) {
                root.navigationDestination(for: Route.self, destination: destination)
            }
            .sheet(item: bindable[dynamicMember: \.[presentedOver: level, style: Self.sheetStyle]]) { presented in
                modal(presented.route)
            }
            #if os(iOS) || os(tvOS) || os(visionOS) || os(watchOS)
                .fullScreenCover(item: bindable[dynamicMember: \.[presentedOver: level, style: .fullScreenCover]]) { presented in
                    modal(presented.route)
                }
            #endif
            .alert(model.alert?.title ?? "", isPresented: bindable[dynamicMember: \.[alertShownAt: level]], presenting: model.alert) { alert in
                ForEach(alert.buttons.indices, id: \.self) { index in
                    let button = alert.buttons[index]
                    Button(button.title, role: button.role.map { $0 == .cancel ? ButtonRole.cancel : .destructive }) {
                        button.action()
                    }
                }
            } message: { alert in
                if let message = alert.message {
                    Text(message)
                }
            }
        }

        /// The host of the stack presented over this one, starting at `route`.
        private func modal(_ route: Route) -> NavigationHost<Route, Destination, Destination> {
            NavigationHost<Route, Destination, Destination>(model, level: level + 1, root: destination(route), destination: destination)
        }

        /// The style the sheet binding shows: every presented stack where there is no full-screen
        /// cover.
        private static var sheetStyle: ModalStyle? {
            #if os(iOS) || os(tvOS) || os(visionOS) || os(watchOS)
                .sheet
            #else
                nil
            #endif
        }
    }
#endif
