import Foundation

extension FeaturePicture {
    /// A Mermaid flowchart, left to right: the screens in a box per target, then the actions and
    /// keys, each edge counting the places a screen uses one, then where each is provided; what
    /// nothing provides is drawn red.
    public func mermaid() -> String {
        var lines = ["flowchart LR"]
        for (index, target) in targets.enumerated() {
            lines.append("  subgraph T\(index)[\"\(Self.mermaidText(target.name))\"]")
            for screen in target.screens { lines.append("    S\(screen)[\"\(Self.mermaidText(screens[screen].name))\"]") }
            lines.append("  end")
        }
        if !actionNames.isEmpty {
            lines.append("  subgraph Actions")
            for action in actionNames { lines.append("    \(Self.identifier("A", action))([\"\(Self.mermaidText(action))\"])") }
            lines.append("  end")
        }
        if !keyNames.isEmpty {
            lines.append("  subgraph Keys[Injection keys]")
            for key in keyNames { lines.append("    \(Self.identifier("K", key))[(\"\(Self.mermaidText(key))\")]") }
            lines.append("  end")
        }
        if !providers.isEmpty {
            lines.append("  subgraph Providers[Plugged and installed at start-up]")
            for (index, provider) in providers.enumerated() { lines.append("    P\(index)[\"\(Self.mermaidText(providerLabel(provider)))\"]") }
            lines.append("  end")
        }
        for (index, screen) in screens.enumerated() {
            for use in screen.uses {
                lines.append("  S\(index) -->|\(use.count)| \(Self.identifier(use.isAction ? "A" : "K", use.name))")
            }
        }
        for (index, provider) in providers.enumerated() {
            for action in provider.actions { lines.append("  \(Self.identifier("A", action)) -.-> P\(index)") }
            for key in provider.keys { lines.append("  \(Self.identifier("K", key)) -.-> P\(index)") }
        }
        if !unprovided.isEmpty {
            lines.append("  classDef missing fill:#fdd,stroke:#c00,color:#600")
            let actions = Set(actionNames)
            let ids = unprovided.sorted().map { actions.contains($0) ? Self.identifier("A", $0) : Self.identifier("K", $0) }
            lines.append("  class \(ids.joined(separator: ",")) missing")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}

extension FeaturePicture {
    /// A Graphviz digraph with the same nodes and edges as ``mermaid()``, in three columns: the
    /// screens, the actions and keys, the start-up functions. Each count sits beside its edge
    /// and is the edge's tooltip in SVG (`MVC Photo calls LikePhoto at 2 places`).
    public func dot() -> String {
        var lines = [
            "digraph features {",
            "  rankdir=LR;",
            "  newrank=true;",
            "  forcelabels=true;",
            "  nodesep=0.12;",
            "  ranksep=2.5;",
            "  node [fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.6];",
        ]
        // A box per target, each holding its screens; then one per kind of node.
        for (index, target) in targets.enumerated() {
            lines.append("  subgraph cluster_T\(index) { label=\"\(Self.dotText(target.name))\"; style=\"rounded\"; color=\"#888888\"; fontsize=12;")
            lines += target.screens.map { "    S\($0) [label=\"\(Self.dotText(screens[$0].name))\", shape=box, style=\"rounded,filled\", fillcolor=\"#eef3fb\"];" }
            lines.append("  }")
        }
        func cluster(_ name: String, _ label: String, _ nodes: [String]) {
            guard !nodes.isEmpty else { return }
            lines.append("  subgraph cluster_\(name) { label=\"\(label)\"; style=dashed; color=\"#888888\";")
            lines += nodes.map { "    \($0);" }
            lines.append("  }")
        }
        // Tall middle nodes spread the column over the screens' height, so edges fan less.
        cluster("actions", "Actions", actionNames.map { action in
            let missing = unprovided.contains(action) ? ", color=\"#cc0000\", fontcolor=\"#660000\", style=filled, fillcolor=\"#ffdddd\"" : ""
            return "\(Self.identifier("A", action)) [label=\"\(Self.dotText(action))\", shape=ellipse, height=0.9\(missing)]"
        })
        cluster("keys", "Injection keys", keyNames.map { key in
            let missing = unprovided.contains(key) ? ", color=\"#cc0000\", style=filled, fillcolor=\"#ffdddd\"" : ""
            return "\(Self.identifier("K", key)) [label=\"\(Self.dotText(key))\", shape=cylinder, height=0.9\(missing)]"
        })
        cluster("providers", "Plugged and installed at start-up", providers.enumerated().map { index, provider in
            "P\(index) [label=\"\(Self.dotText(providerLabel(provider)))\", shape=note]"
        })
        for (index, screen) in screens.enumerated() {
            for use in screen.uses {
                let color = use.isAction ? "#3465a4" : "#4e9a06"
                let verb = use.isAction ? "calls" : "reads"
                let tooltip = "\(screen.target) \(screen.name) \(verb) \(use.name) at \(use.count) place\(use.count == 1 ? "" : "s")"
                lines.append(
                    "  S\(index) -> \(Self.identifier(use.isAction ? "A" : "K", use.name)) [xlabel=\"\(use.count)\", tooltip=\"\(Self.dotText(tooltip))\", color=\"\(color)\", fontcolor=\"\(color)\"];"
                )
            }
        }
        for (index, provider) in providers.enumerated() {
            for action in provider.actions { lines.append("  \(Self.identifier("A", action)) -> P\(index) [style=dashed, color=\"#888888\"];") }
            for key in provider.keys { lines.append("  \(Self.identifier("K", key)) -> P\(index) [style=dashed, color=\"#888888\"];") }
        }
        // The three columns.
        func rank(_ nodes: [String]) {
            if !nodes.isEmpty { lines.append("  { rank=same; \(nodes.joined(separator: "; ")); }") }
        }
        rank(screens.indices.map { "S\($0)" })
        rank(actionNames.map { Self.identifier("A", $0) } + keyNames.map { Self.identifier("K", $0) })
        rank(providers.indices.map { "P\($0)" })
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func dotText(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
