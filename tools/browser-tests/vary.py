#!/usr/bin/env python3
"""Lays a few documents out in Chromium, GridKit and (with --firefox) Firefox and prints
how they differ: the tool the held-out diagnosis (docs/held-out-640-659.md) pinned its
rules with.

    python3 tools/browser-tests/vary.py FILE.json... [--firefox] [-v] [--gridkit BINARY]

Each FILE holds one case ({"name", "input"}, a fixture or a reduced *.min.json) or a list
of them (docs/held-out-640-659/var/v*.json). All cases go through one Chromium page.
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "fixtures"))
sys.path.insert(0, HERE)
import differential  # noqa: E402
import generate  # noqa: E402


def gridkit(binary, doc):
    p = subprocess.run([binary, "layout", "-"], input=json.dumps(doc), capture_output=True, text=True)
    if p.returncode != 0:
        return {"error": p.stderr.strip()}
    return json.loads(p.stdout)


def load_cases(paths):
    cases = []
    for path in paths:
        with open(path) as f:
            d = json.load(f)
        for c in d if isinstance(d, list) else [d]:
            cases.append({"name": c.get("name") or os.path.basename(path), "input": c["input"]})
    return cases


def verdict(firefox, chromium, grid):
    dc = differential.differences(firefox, chromium, 0.05, labels=("Firefox", "Chromium"))
    dg = differential.differences(firefox, grid, 0.05, labels=("Firefox", "GridKit"))
    return "=Chromium" if not dc else "=GridKit" if not dg else "neither: " + "; ".join(dc[:3])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--firefox", action="store_true", help="also lay the cases out in Firefox ESR")
    ap.add_argument("-v", action="store_true", help="print every engine's whole layout")
    ap.add_argument("--gridkit", default=os.path.join(HERE, "..", "..", ".build", "release", "gridkit"))
    args = ap.parse_args()
    cases = load_cases(args.files)
    chromium, _ = generate.browser_layouts(cases)
    firefox = None
    if args.firefox:
        import firefox as ff
        firefox, _, _ = ff.firefox_layouts(cases)
    for c in cases:
        g = gridkit(args.gridkit, c["input"])
        print("== %s  %s" % (c["name"], json.dumps(c["input"], separators=(",", ":"))))
        if "error" in g:
            print("   GridKit refuses it:", g["error"])
            continue
        ch = chromium[c["name"]]["root"]
        d = differential.differences(g["root"], ch, 0.05)
        print("   GridKit vs Chromium: %s" % ("agree" if not d else "; ".join(d[:4])))
        if firefox:
            print("   Firefox: %s" % verdict(firefox[c["name"]]["root"], ch, g["root"]))
        if args.v:
            print("   Chromium:", json.dumps(ch, separators=(",", ":")))
            print("   GridKit: ", json.dumps(g["root"], separators=(",", ":")))
            if firefox:
                print("   Firefox: ", json.dumps(firefox[c["name"]]["root"], separators=(",", ":")))


main()
