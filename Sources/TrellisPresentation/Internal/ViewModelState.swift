/// What ``ViewModels`` keeps behind its lock: the latest value of each type and what changed
/// since the last delivery.
///
/// A store keeps its changes one of two ways, chosen once when it is made: in an app, only
/// which types changed (the delivery reads their latest values); under a test, every value
/// published, in order. So one of `changed` and `published` is always empty.
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
    /// Every value stored with ``storeEvery(_:for:)`` since the last delivery, oldest first.
    private var published: [Change] = []
    private var version: UInt64 = 0
    /// Whether a delivery is scheduled and has not taken the changes yet.
    private(set) var isDeliveryScheduled = false

    /// Stores `value` as the latest of its type, to be delivered with the latest value of each
    /// changed type; returns whether the caller must schedule a delivery.
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
        return scheduleDelivery()
    }

    /// Stores `value` as the latest of its type and keeps it for the next delivery, which hands
    /// out every value kept, in order; returns whether the caller must schedule a delivery.
    mutating func storeEvery(_ value: any Sendable, for key: ObjectIdentifier) -> Bool {
        version &+= 1
        latest[key] = Latest(value: value, version: version, isChanged: false)
        published.append(Change(key: key, value: value, version: version))
        return scheduleDelivery()
    }

    /// What the next delivery hands out; the next store schedules a new delivery.
    ///
    /// Every value kept by ``storeEvery(_:for:)``, in the order they were stored; otherwise the
    /// latest value of every type that changed, in the order they first changed.
    mutating func takeChanges() -> [Change] {
        isDeliveryScheduled = false
        guard published.isEmpty else {
            defer { published.removeAll(keepingCapacity: true) }
            return published
        }
        let changes = changed.compactMap { key -> Change? in
            guard let index = latest.index(forKey: key) else { return nil }
            latest.values[index].isChanged = false
            let entry = latest.values[index]
            return Change(key: key, value: entry.value, version: entry.version)
        }
        changed.removeAll(keepingCapacity: true)
        return changes
    }

    /// Whether the caller must schedule a delivery: none is scheduled yet.
    private mutating func scheduleDelivery() -> Bool {
        if isDeliveryScheduled {
            return false
        }
        isDeliveryScheduled = true
        return true
    }
}
