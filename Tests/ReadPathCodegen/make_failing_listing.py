#!/usr/bin/env python3
"""Writes a listing that must fail the read-path check, made from one that passes.

Each hand-written Apple listing is kept once, as it passes (Fixtures/*.pass.s); its failing twin
is that listing with the edits of Fixtures/*.fail.json applied: each replaces an exact text, which
must occur as many times as the edit says (once unless `count` says otherwise), so an edit that no
longer applies stops here instead of checking a listing nobody meant.

    make_failing_listing.py PASSING.s EDITS.json OUT.s
"""
import json
import sys


def main() -> int:
    passing, edits_path, out = sys.argv[1:4]
    text = open(passing, encoding="utf-8").read()
    for edit in json.load(open(edits_path, encoding="utf-8")):
        found, wanted = text.count(edit["old"]), edit.get("count", 1)
        if found != wanted:
            print(f"{edits_path}: the edit \"{edit['why']}\" expects its text {wanted} time(s) in {passing}, "
                  f"which has it {found} time(s); update the edit to the listing", file=sys.stderr)
            return 1
        text = text.replace(edit["old"], edit["new"])
    open(out, "w", encoding="utf-8").write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
