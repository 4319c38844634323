import Foundation

extension FeaturePicture {
    /// A Mermaid flowchart: screens on the left, then actions and keys, then where each is
    /// provided; what nothing provides is drawn red.
    public func mermaid() -> String {
        var lines = ["flowchart LR"]
        if !screens.isEmpty {
            lines.append("  subgraph Screens")
            for (index, screen) in screens.enumerated() { lines.append("    S\(index)[\"\(Self.mermaidText(screen.name))\"]") }
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
            lines.append("  subgraph Providers[Plugged and installed in]")
            for (index, provider) in providers.enumerated() { lines.append("    P\(index)[\"\(Self.mermaidText(providerLabel(provider)))\"]") }
            lines.append("  end")
        }
        for (index, screen) in screens.enumerated() {
            for action in screen.usage.actions { lines.append("  S\(index) -->|calls| \(Self.identifier("A", action))") }
            for key in screen.usage.keys { lines.append("  S\(index) -->|reads| \(Self.identifier("K", key))") }
        }
        for (index, provider) in providers.enumerated() {
            for action in provider.actions { lines.append("  \(Self.identifier("A", action)) -.->|plugged in| P\(index)") }
            for key in provider.keys { lines.append("  \(Self.identifier("K", key)) -.->|installed in| P\(index)") }
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
    /// A Graphviz digraph with the same nodes and edges as ``mermaid()``.
    public func dot() -> String {
        var lines = [
            "digraph features {",
            "  rankdir=LR;",
            "  node [fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        // One dashed cluster per kind of node; a kind with no node has no cluster.
        func cluster(_ name: String, _ label: String, _ nodes: [String]) {
            guard !nodes.isEmpty else { return }
            lines.append("  subgraph cluster_\(name) { label=\"\(label)\"; style=dashed;")
            lines += nodes.map { "    \($0);" }
            lines.append("  }")
        }
        cluster("screens", "Screens", screens.enumerated().map { index, screen in
            "S\(index) [label=\"\(Self.dotText(screen.name))\", shape=box]"
        })
        cluster("actions", "Actions", actionNames.map { action in
            let missing = unprovided.contains(action) ? ", color=\"#cc0000\", fontcolor=\"#660000\", style=filled, fillcolor=\"#ffdddd\"" : ""
            return "\(Self.identifier("A", action)) [label=\"\(Self.dotText(action))\", shape=ellipse\(missing)]"
        })
        cluster("keys", "Injection keys", keyNames.map { key in
            let missing = unprovided.contains(key) ? ", color=\"#cc0000\", style=filled, fillcolor=\"#ffdddd\"" : ""
            return "\(Self.identifier("K", key)) [label=\"\(Self.dotText(key))\", shape=cylinder\(missing)]"
        })
        cluster("providers", "Plugged and installed in", providers.enumerated().map { index, provider in
            "P\(index) [label=\"\(Self.dotText(providerLabel(provider)))\", shape=note]"
        })
        for (index, screen) in screens.enumerated() {
            for action in screen.usage.actions { lines.append("  S\(index) -> \(Self.identifier("A", action)) [label=\"calls\"];") }
            for key in screen.usage.keys { lines.append("  S\(index) -> \(Self.identifier("K", key)) [label=\"reads\"];") }
        }
        for (index, provider) in providers.enumerated() {
            for action in provider.actions { lines.append("  \(Self.identifier("A", action)) -> P\(index) [label=\"plugged in\", style=dashed];") }
            for key in provider.keys { lines.append("  \(Self.identifier("K", key)) -> P\(index) [label=\"installed in\", style=dashed];") }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func dotText(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
