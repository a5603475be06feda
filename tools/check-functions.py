#!/usr/bin/env python3
"""Checks two rules of Sources/GridKit (CONTRIBUTING.md, issue 9):

- no function (func, init, subscript, accessor-less computed body) longer than 80 lines;
- no raw-buffer closure nested more than two deep: closures passed to `withUnsafe…`,
  `withBuffers`, `refill`, `withStoredSizes` or `withPrefixCounts` count as levels.

Usage: tools/check-functions.py [DIR] [--limit 80] [--depth 2] [--top N]
Prints every violation and a summary; exits 1 when there is one.
"""
import argparse
import os
import re
import sys

RAW = re.compile(r"\b(withUnsafe\w*|withBuffers|refill|withStoredSizes|withPrefixCounts)\b")
DECL = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:public|private|fileprivate|internal|static|mutating|nonmutating|"
                  r"override|final|consuming|borrowing|@inlinable|@discardableResult|@inline\(__always\))\s+)*"
                  r"(func\s+[^\s(<]+|init[?!]?\s*[(<]|subscript\s*\()")


def strip(line, state):
    """Removes comments and string contents from one line; `state` carries block comments."""
    out = []
    i = 0
    in_str = False
    while i < len(line):
        if state["block"]:
            j = line.find("*/", i)
            if j < 0:
                return "".join(out)
            state["block"] = False
            i = j + 2
            continue
        c = line[i]
        if in_str:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_str = False
            i += 1
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        if c == '"':
            in_str = True
            out.append('""')
            i += 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def check(path, limit, max_depth):
    functions, nesting = [], []
    state = {"block": False}
    lines = open(path, encoding="utf-8").read().split("\n")
    stack = []  # per open brace: (kind, start line, name)
    pending_decl = None  # a declaration whose body brace has not opened yet
    pending_raw = 0  # raw-buffer calls whose closure brace has not opened yet
    parens = 0
    for n, raw in enumerate(lines, 1):
        line = strip(raw, state)
        m = DECL.match(line)
        if m:
            pending_decl = (n, m.group(1).strip())
        pending_raw += len(RAW.findall(line))
        for c in line:
            if c == "{":
                if pending_decl:
                    stack.append(("func", pending_decl[0], pending_decl[1]))
                    pending_decl = None
                elif pending_raw:
                    pending_raw -= 1
                    stack.append(("raw", n, ""))
                    depth = sum(1 for k in stack if k[0] == "raw")
                    if depth > max_depth:
                        nesting.append((path, n, depth))
                else:
                    stack.append(("other", n, ""))
            elif c == "}" and stack:
                kind, start, name = stack.pop()
                if kind == "func":
                    functions.append((n - start + 1, path, start, name))
        # A raw call's arguments may run over several lines (its closure opens after the
        # closing parenthesis); one that ends with no closure passes its body by name.
        parens += line.count("(") - line.count(")")
        if pending_raw and "{" not in line and parens <= 0:
            pending_raw = 0
    return functions, nesting


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir", nargs="?", default=os.path.join(os.path.dirname(__file__), "..", "Sources", "GridKit"))
    ap.add_argument("--limit", type=int, default=80)
    ap.add_argument("--depth", type=int, default=2)
    ap.add_argument("--top", type=int, default=5)
    a = ap.parse_args()
    functions, nesting = [], []
    for root, _, files in os.walk(a.dir):
        for f in sorted(files):
            if f.endswith(".swift"):
                fs, ns = check(os.path.join(root, f), a.limit, a.depth)
                functions += fs
                nesting += ns
    rel = os.path.relpath
    long = sorted((f for f in functions if f[0] > a.limit), reverse=True)
    for length, path, line, name in long:
        print(f"{rel(path)}:{line}: {name} is {length} lines (limit {a.limit})")
    for path, line, depth in nesting:
        print(f"{rel(path)}:{line}: raw-buffer closures nested {depth} deep (limit {a.depth})")
    print(f"{len(functions)} functions; longest: " +
          ", ".join(f"{name} {length}" for length, _, _, name in sorted(functions, reverse=True)[: a.top]))
    deepest = max((d for _, _, d in nesting), default=None)
    print(f"functions over {a.limit} lines: {len(long)}; raw-buffer nestings over {a.depth}: {len(nesting)}"
          + (f" (deepest {deepest})" if deepest else ""))
    return 1 if long or nesting else 0


if __name__ == "__main__":
    sys.exit(main())
