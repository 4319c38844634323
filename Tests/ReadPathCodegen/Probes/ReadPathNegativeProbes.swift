// Deliberately wrong reads, which the check must reject: compiled like the probes, each one
// reads a value in a way that lets it be retained after its box may have been freed. If one of
// them passes, the check cannot tell a broken read from a correct one (README.md).

package import TrellisStorage

public final class Service: Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}

/// Copies the value out of the box and ends the borrow with the inlined retraction
/// (`endAfterCalling`, meant for reads that only call what they borrowed). The optimiser sinks the
/// retain of the copy below the inlined store to the hazard word: the very bug the opaque call
/// prevents. The check rejects it because its read never reaches `trellis_retract_word_opaque`.
@inline(never) package func probeCopyWithInlinedRetraction(_ slot: ValueSlot<Service>) -> Service {
    let borrow = slot.borrowLatest()
    defer { slot.endAfterCalling(borrow) }
    return borrow.box._withUnsafeGuaranteedRef { $0.value }
}

/// The same with a string, copied with `swift_bridgeObjectRetain`.
@inline(never) package func probeStringCopyWithInlinedRetraction(_ slot: ValueSlot<String>) -> String {
    let borrow = slot.borrowLatest()
    defer { slot.endAfterCalling(borrow) }
    return borrow.box._withUnsafeGuaranteedRef { $0.value }
}

/// Ends the borrow, through the opaque call, before copying the value out of the box: the
/// retain follows the retraction in the compiled code (here in the caller of a specialisation
/// that returns the value unretained), and the check names it.
@inline(never) package func probeCopyAfterEnd(_ slot: ValueSlot<Service>) -> Service {
    let borrow = slot.borrowLatest()
    slot.end(borrow)
    return borrow.box._withUnsafeGuaranteedRef { $0.value }
}

/// The same with a string.
@inline(never) package func probeStringCopyAfterEnd(_ slot: ValueSlot<String>) -> String {
    let borrow = slot.borrowLatest()
    slot.end(borrow)
    return borrow.box._withUnsafeGuaranteedRef { $0.value }
}
