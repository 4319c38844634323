/// What ``ViewModels`` keeps behind its lock: the latest value of each type and what changed
/// since the last delivery.
struct ViewModelState: Sendable {
    /// The latest value of one view-model type and when it was stored.
    struct Latest: Sendable {
        var value: any Sendable
        var version: UInt64
        var isChanged: Bool
    }

    /// A value to hand to the listeners of its type.
    struct Change: Sendable {
        let key: ObjectIdentifier
        let value: any Sendable
        let version: UInt64
    }

    private(set) var latest: [ObjectIdentifier: Latest] = [:]
    private var changed: [ObjectIdentifier] = []
    private var version: UInt64 = 0
    private var isDeliveryScheduled = false

    /// Stores `value`; returns whether the caller must schedule a delivery.
    mutating func store(_ value: any Sendable, for key: ObjectIdentifier) -> Bool {
        version &+= 1
        let wasChanged: Bool
        if let index = latest.index(forKey: key) {
            wasChanged = latest.values[index].isChanged
            latest.values[index] = Latest(value: value, version: version, isChanged: true)
        } else {
            wasChanged = false
            latest[key] = Latest(value: value, version: version, isChanged: true)
        }
        if !wasChanged {
            changed.append(key)
        }
        if isDeliveryScheduled {
            return false
        }
        isDeliveryScheduled = true
        return true
    }

    /// The latest value of every type that changed, in the order they first changed; the next
    /// store schedules a new delivery.
    mutating func takeChanges() -> [Change] {
        isDeliveryScheduled = false
        let changes = changed.compactMap { key -> Change? in
            guard let index = latest.index(forKey: key) else { return nil }
            latest.values[index].isChanged = false
            let entry = latest.values[index]
            return Change(key: key, value: entry.value, version: entry.version)
        }
        changed.removeAll(keepingCapacity: true)
        return changes
    }
}
