#!/usr/bin/env python3
"""Doc coverage from symbol graphs: every public declaration needs a `///` comment.

usage: doc_coverage.py SYMBOLGRAPH_DIR MODULE [MODULE...] [--report-only] [--pending FILE]

Reads MODULE.symbols.json (from swift-symbolgraph-extract -minimum-access-level public)
and prints, per module, documented / public declarations and each undocumented one
as `file:line: kind name`. Exits 1 if any declaration of a listed module lacks a
comment (unless --report-only).

What counts: every symbol declared in the module's own sources (it has a location).
A comment counts only when it is written on the declaration itself: a comment
inherited from a protocol of another module (say `description` from
CustomStringConvertible) does not. Symbols with no source location are made by the
compiler (`init(from:)` of a synthesized Codable conformance, `rawValue` of a
String enum); there is no line to write a comment on, so they are not counted.

--pending FILE names declarations (`Module Type.member`, one a line, `#` comments)
known to lack a comment while another change documents them. They are still
counted and reported as undocumented, but do not fail the run; an entry that is now
documented, or no longer exists, fails it, so the file can only shrink to empty.
"""
import json
import os
import sys


def coverage(path, module):
    graph = json.load(open(path))
    total, missing = 0, []
    for sym in graph["symbols"]:
        loc = sym.get("location")
        if not loc:
            continue  # compiler-made: nothing in the source to document
        uri = loc["uri"]
        doc = sym.get("docComment")
        own = doc is not None and doc.get("uri", uri) == uri and any(l["text"].strip() for l in doc["lines"])
        total += 1
        if not own:
            file = uri.replace("file://", "")
            file = os.path.relpath(file) if file.startswith("/") else file
            line = loc["position"]["line"] + 1
            name = ".".join(sym["pathComponents"])
            missing.append((name, f"{file}:{line}: {sym['kind']['displayName'].lower()} {name}"))
    return total, sorted(missing)


def read_pending(path):
    pending = set()
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            module, name = line.split(None, 1)
            pending.add((module, name.strip()))
    return pending


def main(argv):
    report_only = "--report-only" in argv
    args = [a for a in argv if a != "--report-only"]
    pending = set()
    if "--pending" in args:
        i = args.index("--pending")
        pending = read_pending(args[i + 1])
        del args[i : i + 2]
    if len(args) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    directory, modules = args[0], args[1:]
    failed = False
    lines = []
    for module in modules:
        path = os.path.join(directory, f"{module}.symbols.json")
        if not os.path.exists(path):
            print(f"doc_coverage: no symbol graph {path}", file=sys.stderr)
            return 1
        total, missing = coverage(path, module)
        documented = total - len(missing)
        percent = 100.0 * documented / total if total else 100.0
        lines.append(f"{module}: {documented}/{total} public declarations documented ({percent:.1f}%)")
        names = {name for name, _ in missing}
        for name, where in missing:
            waiting = (module, name) in pending
            print(f"  undocumented{' (pending)' if waiting else ''}: {where}")
            failed |= not waiting
        for m, name in sorted(pending):
            if m == module and name not in names:
                print(f"  stale pending entry (documented or gone; delete it): {m} {name}")
                failed = True
    print("\n".join(lines))
    return 1 if failed and not report_only else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
