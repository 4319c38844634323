#!/usr/bin/env python3
"""Checks an assembly listing of the read-path probes: nothing is retained after a retraction.

A read of a replaced value announces its box in a hazard word, copies the value out of the box
(retaining it), and retracts the word with `trellis_retract_word_opaque`. Once the word is
retracted a writer may free the box and the value with it, so every retain of the copy must
come before that call. The call is opaque, which keeps the optimiser from moving a retain past
it; this checks that it did not, in the code the compiler actually produced.

The rule, for every function in the listing:

    No copy point is reachable from a retraction point, on any path of the function's
    control-flow graph, before the function returns.

- A *retraction point* is a call (or tail call) to `trellis_retract_word_opaque`, or a call to a
  function of the listing that contains one (so a retraction moved into a specialisation or a
  merged function still counts in its caller).
- A *copy point* is a call (or tail call) to a runtime function that retains or copies
  (`swift_retain`, `swift_retain_n`, `swift_bridgeObjectRetain`, `swift_unknownObjectRetain`,
  `objc_retain`, `swift_retainDirect`, ... : any `swift_`/`objc_` symbol naming a retain, a strong
  load or a copy), a call to an outlined copy (`…WOy`, `…WOr`, `…WOc`, `…WOC`, `…WOf`, `…WOF`)
  or a copying value witness (`…wCP`, `…wcp`, `…wca`), an indirect call or jump (it may be a value
  witness that copies), or a call to a function of the listing that contains a copy point.
- Paths follow fall-through, conditional and unconditional branches to labels of the function;
  they end at a return, a trap or a tail call. An indirect jump conservatively may go to any
  label of the function. (On Darwin a thread-local is read through an indirect call to its
  descriptor's getter, right after an `@TLVP…` reference: that call is not a copy point.)

So the retain may come anywhere before the retraction, and anything may follow the retraction
except a copy. A function that reads two values one after another would break the rule with a
correct read (the second read's retain follows the first read's retraction): every probe reads
one value.

Each *probe* is a function of the probe module whose name starts with `probe` (with every
function of the listing it calls, directly or through its specialisations). Besides the rule,
each probe must reach a call to `trellis_retract_word_opaque` (a read whose retraction is
inlined has nothing that keeps a retain before it: it fails) and a copy point (otherwise it
checks nothing). No probe at all is a failure too.

    check_listing.py LISTING --module NAME --arch x86_64|arm64 [--darwin] [--demangler PATH]
                     [--expect-failures | --mutations]

--expect-failures is for the negative probes: every probe must fail. --mutations checks, for
every probe, a copy of the listing in which the copy point nearest before its retraction and the
retraction trade lines (the edit an optimiser that sank the retain would make): every one must
fail. Exit status 0 when the listing comes out as it must, 1 otherwise, 2 when it cannot be read.
"""

import argparse
import os
import re
import subprocess
import sys
from collections import deque

RETRACT = "trellis_retract_word_opaque"

# Runtime entry points that retain, load a strong reference or copy: swift_retain, swift_retain_n,
# swift_nonatomic_retain, swift_bridgeObjectRetain(_n), swift_unknownObjectRetain(_n),
# swift_retainDirect, swift_bridgeObjectRetainDirect, objc_retain, objc_retain_x1,
# objc_retainAutoreleasedReturnValue, swift_weakLoadStrong, swift_arrayInitWithCopy, …
RUNTIME_COPY = re.compile(r"^(?:swift|objc)_\w*(?:[Rr]etain|LoadStrong|[Cc]opy)")
# Mangled Swift helpers that copy: outlined copy / retain / initializeWithCopy / assignWithCopy,
# and the value witnesses initializeBufferWithCopyOfBuffer, initializeWithCopy, assignWithCopy.
MANGLED_COPY = re.compile(r"(?:WO[yrcCfF]|wCP|wcp|wca)(?:Tm)?$")


class Instruction:
    __slots__ = ("line", "text", "kind", "target", "indirect")

    def __init__(self, line, text, kind, target, indirect):
        self.line = line  # 1-based line in the listing
        self.text = text  # the instruction as written, comments removed
        self.kind = kind  # "call", "jump", "branch" (conditional), "return", "trap", "other"
        self.target = target  # normalised symbol or label, or None
        self.indirect = indirect


class Function:
    def __init__(self, names, line):
        self.names = list(names)
        self.line = line
        self.instructions = []
        self.labels = {}  # label -> index of the instruction that follows it
        self.in_cfi = False  # between .cfi_startproc and .cfi_endproc


class Architecture:
    """How one instruction set spells calls, branches and returns."""

    def __init__(self, arch, darwin):
        self.arch = arch
        self.darwin = darwin

    def strip_comment(self, text):
        if self.arch == "x86_64":
            # AT&T syntax comments start with '#'; '#' appears in no operand.
            return text.split("#", 1)[0]
        # AArch64: ';' on Darwin, '//' on ELF; '#' starts immediates, not comments.
        text = text.split("//", 1)[0]
        if self.darwin:
            text = text.split(";", 1)[0]
        return text

    def is_local_label(self, name):
        if self.darwin:
            return name.startswith("L") or name.startswith("ltmp")
        return name.startswith(".L")

    def normalise(self, symbol):
        symbol = symbol.strip().strip("()").strip('"')
        symbol = re.sub(r"@[A-Za-z]+\b.*$", "", symbol)  # @PLT, @GOTPCREL, @PAGEOFF, …
        if self.darwin and symbol.startswith("_") and not self.is_local_label(symbol):
            symbol = symbol[1:]
        return symbol

    def classify(self, mnemonic, operands):
        """(kind, target, indirect) for one instruction."""
        if self.arch == "x86_64":
            return self._classify_x86(mnemonic, operands)
        return self._classify_arm64(mnemonic, operands)

    def _classify_x86(self, mnemonic, operands):
        if mnemonic in ("call", "callq", "calll", "jmp", "jmpq", "jmpl"):
            kind = "call" if mnemonic.startswith("call") else "jump"
            operand = operands.strip()
            if operand.startswith("*"):
                # `call *swift_retain@GOTPCREL(%rip)` (no PLT) names its callee; `call *%rax`,
                # `call *16(%rcx)` do not.
                named = re.match(r"^\*\(?([A-Za-z_.$][\w.$]*)@GOTPCREL\(%rip\)\)?$", operand)
                if named:
                    return kind, self.normalise(named.group(1)), False
                return kind, None, True
            return kind, self.normalise(operand), False
        if re.fullmatch(r"j[a-z]+", mnemonic):
            return "branch", self.normalise(operands.strip()), False
        if mnemonic in ("ret", "retq", "retl"):
            return "return", None, False
        if mnemonic in ("ud2", "ud1", "int3", "hlt"):
            return "trap", None, False
        return "other", None, False

    def _classify_arm64(self, mnemonic, operands):
        parts = [part.strip() for part in operands.split(",")] if operands.strip() else []
        if mnemonic == "bl":
            return "call", self.normalise(parts[0]), False
        if mnemonic in ("blr", "blraa", "blraaz", "blrab", "blrabz"):
            return "call", None, True
        if mnemonic == "b":
            return "jump", self.normalise(parts[0]), False
        if mnemonic in ("br", "braa", "braaz", "brab", "brabz"):
            return "jump", None, True
        if re.fullmatch(r"b\.?(?:eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le|al|nv)", mnemonic) or re.fullmatch(
            r"bc\.[a-z]{2}", mnemonic
        ):
            return "branch", self.normalise(parts[-1]), False
        if mnemonic in ("cbz", "cbnz", "tbz", "tbnz"):
            return "branch", self.normalise(parts[-1]), False
        if mnemonic in ("ret", "retaa", "retab"):
            return "return", None, False
        if mnemonic in ("brk", "udf", "hlt"):
            return "trap", None, False
        return "other", None, False


LABEL = re.compile(r'^\s*("[^"]+"|[A-Za-z_.$][\w.$@]*)\s*:(.*)$')
DATA = {
    ".byte", ".short", ".hword", ".word", ".long", ".int", ".quad", ".xword", ".4byte", ".8byte", ".value",
    ".ascii", ".asciz", ".string", ".zero", ".space", ".skip", ".fill", ".uleb128", ".sleb128",
}
X86_PREFIXES = {"lock", "rep", "repe", "repz", "repne", "repnz", "notrack", "bnd", "data16"}


def parse(lines, isa):
    """The functions of the listing (its lines), in order."""
    functions = []
    current = None
    pending = []  # labels seen outside any function since the last one: the next one's names
    pending_local = []  # local labels among them (a private function's name), named last
    for number, raw in enumerate(lines, 1):
        label = LABEL.match(raw)
        if label and not raw[0].isspace():
            name = label.group(1).strip('"')
            rest = label.group(2)
            if current is not None and (isa.is_local_label(name) or current.in_cfi):
                current.labels[isa.normalise(name)] = len(current.instructions)
            elif isa.is_local_label(name):
                pending_local.append(isa.normalise(name))
            else:
                current = None  # a function without CFI ends at the next global label
                pending.append(isa.normalise(name))
            raw = " " + rest  # a label may share its line with a directive or comment
        text = isa.strip_comment(raw).strip()
        if not text:
            continue
        if text.startswith("."):
            directive = text.split()[0]
            if directive == ".cfi_startproc":
                if current is None or current.instructions:
                    current = Function(pending + pending_local, number)
                    functions.append(current)
                    pending, pending_local = [], []
                current.in_cfi = True
            elif directive == ".cfi_endproc":
                current = None
            elif current is None and directive in DATA:
                pending, pending_local = [], []  # those labels name data, not the function that follows
            continue
        # An instruction.
        if current is None:
            if not pending and not pending_local:
                continue  # code that belongs to no label we know: not a probe's
            current = Function(pending + pending_local, number)
            functions.append(current)
            pending, pending_local = [], []
        fields = text.split(None, 1)
        mnemonic = fields[0].lower()
        operands = fields[1] if len(fields) > 1 else ""
        while isa.arch == "x86_64" and mnemonic in X86_PREFIXES and operands:
            fields = operands.split(None, 1)
            mnemonic = fields[0].lower()
            operands = fields[1] if len(fields) > 1 else ""
        kind, target, indirect = isa.classify(mnemonic, operands)
        if kind == "call" and indirect and any("@TLVP" in i.text for i in current.instructions[-3:]):
            # Darwin reads a thread-local through its descriptor's getter (`ldr x8, [x0]`,
            # `blr x8` after `@TLVPPAGEOFF`): an indirect call that copies nothing.
            kind, indirect = "other", False
        current.instructions.append(Instruction(number, text, kind, target, indirect))
    return [function for function in functions if function.instructions]


def is_runtime_copy(symbol):
    return bool(symbol) and bool(RUNTIME_COPY.match(symbol))


def is_mangled_copy(symbol):
    return bool(symbol) and symbol.startswith(("$s", "$S", "_$s")) and bool(MANGLED_COPY.search(symbol))


class Analysis:
    def __init__(self, functions):
        self.functions = functions
        self.by_name = {}
        for function in functions:
            for name in function.names:
                self.by_name[name] = function
        self.retracts = set()  # ids of functions that contain a retraction point
        self.copies = set()  # ids of functions that contain a copy point
        self._summarise()

    def callee(self, instruction):
        if instruction.kind not in ("call", "jump") or instruction.indirect or instruction.target is None:
            return None
        return self.by_name.get(instruction.target)

    def is_call(self, function, instruction):
        """Whether `instruction` leaves `function` for another: a call, or a jump that is a tail call."""
        if instruction.kind == "call":
            return True
        return instruction.kind == "jump" and (instruction.indirect or instruction.target not in function.labels)

    def is_retraction(self, function, instruction):
        if not self.is_call(function, instruction) or instruction.indirect:
            return False
        if instruction.target == RETRACT:
            return True
        callee = self.callee(instruction)
        return callee is not None and callee is not function and id(callee) in self.retracts

    def is_copy(self, function, instruction):
        if not self.is_call(function, instruction):
            return False
        if instruction.indirect:
            return True
        if is_runtime_copy(instruction.target) or is_mangled_copy(instruction.target):
            return True
        callee = self.callee(instruction)
        return callee is not None and callee is not function and id(callee) in self.copies

    def _summarise(self):
        changed = True
        while changed:
            changed = False
            for function in self.functions:
                key = id(function)
                if key not in self.retracts and any(self.is_retraction(function, i) for i in function.instructions):
                    self.retracts.add(key)
                    changed = True
                if key not in self.copies and any(self.is_copy(function, i) for i in function.instructions):
                    self.copies.add(key)
                    changed = True

    def successors(self, function, index):
        instruction = function.instructions[index]
        count = len(function.instructions)
        if instruction.kind in ("return", "trap"):
            return []
        if instruction.kind == "jump":
            if instruction.indirect:
                return sorted(set(function.labels.values()))  # a jump table: any label
            if instruction.target in function.labels:
                return [function.labels[instruction.target]]
            return []  # a tail call leaves the function
        following = [index + 1] if index + 1 < count else []
        if instruction.kind == "branch" and instruction.target in function.labels:
            return [function.labels[instruction.target]] + following
        return following

    def violations(self, function):
        """(retraction, copy, path of labels) for every copy point reachable after a retraction."""
        label_at = {}
        for label, index in function.labels.items():
            label_at.setdefault(index, label)
        found = []
        for start, instruction in enumerate(function.instructions):
            if not self.is_retraction(function, instruction):
                continue
            seen = set()
            queue = deque((successor, ()) for successor in self.successors(function, start))
            while queue:
                index, path = queue.popleft()
                if index >= len(function.instructions) or index in seen:
                    continue
                seen.add(index)
                if index in label_at:
                    path = path + (label_at[index],)
                candidate = function.instructions[index]
                if self.is_copy(function, candidate):
                    found.append((instruction, candidate, path))
                    continue
                queue.extend((successor, path) for successor in self.successors(function, index))
        return found

    def closure(self, roots):
        """`roots` and every function of the listing they call, directly or not."""
        result = []
        seen = set()
        stack = list(roots)
        while stack:
            function = stack.pop()
            if id(function) in seen:
                continue
            seen.add(id(function))
            result.append(function)
            for instruction in function.instructions:
                callee = self.callee(instruction)
                if callee is not None and self.is_call(function, instruction):
                    stack.append(callee)
        return result


def probe_name(symbol, module):
    """The name of the probe `symbol` belongs to, or None: `$s<len><module><len>probe…`."""
    prefix = "$s%d%s" % (len(module), module)
    if not symbol.startswith(prefix):
        return None
    rest = symbol[len(prefix):]
    digits = re.match(r"\d+", rest)
    if not digits:
        return None
    length = int(digits.group(0))
    name = rest[len(digits.group(0)):len(digits.group(0)) + length]
    return name if name.startswith("probe") and len(name) == length else None


def demangle(symbols, demangler):
    if not demangler or not symbols:
        return {}
    try:
        output = subprocess.run(
            [demangler, "--simplified", "--compact"], input="\n".join(symbols) + "\n",
            capture_output=True, text=True, check=True,
        ).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        return {}
    return dict(zip(symbols, output)) if len(output) == len(symbols) else {}


def find_probes(functions, module):
    probes = {}
    for function in functions:
        for name in function.names:
            probe = probe_name(name, module)
            if probe:
                probes.setdefault(probe, []).append(function)
                break
    return probes


def check(functions, module, listing, describe):
    """{probe: [problem, …]} for every probe, and the problems of functions no probe reaches."""
    analysis = Analysis(functions)
    probes = find_probes(functions, module)
    results = {}
    for probe in sorted(probes):
        reached = analysis.closure(probes[probe])
        problems = []
        retractions = [(f, i) for f in reached for i in f.instructions if i.target == RETRACT and analysis.is_call(f, i)]
        copies = [(f, i) for f in reached for i in f.instructions if analysis.is_copy(f, i)]
        if not retractions:
            problems.append(
                "no call to %s: the read's retraction is not the opaque call, so nothing keeps the optimiser "
                "from moving a retain after it" % RETRACT
            )
        if not copies:
            problems.append("no retain or copy at all: the probe no longer copies a value out of a box")
        for function in reached:
            for retraction, copy, path in analysis.violations(function):
                via = " via %s" % " -> ".join(path) if path else ""
                problems.append(
                    "`%s` (%s:%d) can run after the retraction `%s` (%s:%d)%s, in %s"
                    % (copy.text, listing, copy.line, retraction.text, listing, retraction.line, via, describe(function))
                )
        results[probe] = (problems, len(retractions), len(reached))
    # A copy after a retraction in a function no probe reaches is a failure too.
    reached_ids = {id(f) for probe in probes for f in analysis.closure(probes[probe])}
    unreached = []
    for function in functions:
        if id(function) not in reached_ids:
            for retraction, copy, _ in analysis.violations(function):
                unreached.append(
                    "%s: `%s` (%s:%d) can run after the retraction `%s` (%s:%d)"
                    % (describe(function), copy.text, listing, copy.line, retraction.text, listing, retraction.line)
                )
    return results, unreached


def mutations(lines, functions, module):
    """For every probe, the listing with its last retain before the retraction moved after it.

    The retraction call and the copy point nearest before it (in the function that retracts)
    trade lines: the hand edit a mis-ordering optimiser would make. Yields (probe, description,
    mutated lines); a probe with nothing to swap yields no mutation.
    """
    analysis = Analysis(functions)
    for probe, roots in sorted(find_probes(functions, module).items()):
        for function in analysis.closure(roots):
            calls = [i for i in function.instructions if i.target == RETRACT and analysis.is_call(function, i)]
            if not calls:
                continue
            retraction = calls[0]
            before = [i for i in function.instructions if i.line < retraction.line and analysis.is_copy(function, i)]
            if not before:
                continue
            copy = before[-1]
            mutated = list(lines)
            mutated[copy.line - 1], mutated[retraction.line - 1] = lines[retraction.line - 1], lines[copy.line - 1]
            yield probe, "`%s` moved below `%s`" % (copy.text, retraction.text), mutated
            break


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("listing")
    parser.add_argument("--module", required=True, help="the probe module: probes are its functions named probe…")
    parser.add_argument("--arch", required=True, choices=["x86_64", "arm64"])
    parser.add_argument("--darwin", action="store_true", help="Mach-O symbols: a leading underscore on every name")
    parser.add_argument("--demangler", help="swift-demangle, to name functions in messages")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--expect-failures", action="store_true", help="every probe must fail (the negative probes)")
    mode.add_argument(
        "--mutations", action="store_true",
        help="for every probe, check a copy of the listing with its retain moved after its retraction: each must fail",
    )
    options = parser.parse_args()

    isa = Architecture(options.arch, options.darwin)
    listing = options.listing
    try:
        with open(listing, encoding="utf-8", errors="replace") as file:
            lines = file.readlines()
    except OSError as error:
        print("cannot read %s: %s" % (listing, error), file=sys.stderr)
        return 2
    functions = parse(lines, isa)
    listing = os.path.basename(listing)  # messages name lines as listing:line
    names = demangle(sorted({f.names[0] for f in functions if f.names}), options.demangler)

    def describe(function):
        symbol = function.names[0] if function.names else "(unnamed at line %d)" % function.line
        readable = names.get(symbol)
        return "%s (%s)" % (readable, symbol) if readable and readable != symbol else symbol

    probes = find_probes(functions, options.module)
    if not probes:
        print("FAIL: no probe (a function of %s named probe…) in %s" % (options.module, listing))
        return 1

    if options.mutations:
        caught, missed, tried = 0, [], set()
        for probe, edit, mutated in mutations(lines, functions, options.module):
            tried.add(probe)
            results, _ = check(parse(mutated, isa), options.module, listing + " (edited)", describe)
            problems = results.get(probe, ([], 0, 0))[0]
            ordering = [p for p in problems if "can run after the retraction" in p]
            if ordering:
                caught += 1
                print("ok   %s, edited: %s\n     -> FAIL %s: %s" % (probe, edit, probe, ordering[0]))
            else:
                missed.append(probe)
                print("FAIL %s, edited: %s: the check did not notice" % (probe, edit))
        untried = sorted(set(probes) - tried)
        for probe in untried:
            print("FAIL %s: no retain before its retraction to move" % probe)
        if missed or untried:
            return 1
        print("every edited listing failed, as it must (%d)" % caught)
        return 0

    results, unreached = check(functions, options.module, listing, describe)
    failed = []
    for probe, (problems, retractions, reached) in sorted(results.items()):
        if problems:
            failed.append(probe)
            for problem in problems:
                print("FAIL %s: %s" % (probe, problem))
        else:
            print(
                "ok   %s: %d retraction%s, every retain before it (%d function%s)"
                % (probe, retractions, "" if retractions == 1 else "s", reached, "" if reached == 1 else "s")
            )
    for problem in unreached:
        print("FAIL %s" % problem)

    if options.expect_failures:
        passed = sorted(set(probes) - set(failed))
        if passed:
            print("FAIL: these negative probes passed, so the check cannot tell them from a correct read: %s" % ", ".join(passed))
            return 1
        print("every negative probe failed, as it must (%d)" % len(probes))
        return 0
    if failed or unreached:
        print("%d of %d probes failed%s" % (len(failed), len(probes), ", and %d other functions" % len(unreached) if unreached else ""))
        return 1
    print("every probe passed (%d)" % len(probes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
