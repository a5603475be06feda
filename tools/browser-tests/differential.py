#!/usr/bin/env python3
"""Random layout documents laid out by headless Chromium and by GridKit, compared.

Usage:
    tools/browser-tests/differential.py [--seed 1] [--count 200] [--out DIR] [--tolerance 0.05]

Each document is a random grid (tracks, repeat(), placement, gaps, alignment,
sizes, margins, borders, overflow, aspect ratio, nested grids, text and absolutely
positioned children), valid by shared/spec/layout-document.md. Chromium lays them
all out in one page through tools/fixtures/generate.py (same font, base style and
reading of border boxes); GridKit through `.build/release/gridkit layout -`. A
document GridKit refuses is counted apart. Every differing document is written to
DIR (default /tmp/gridkit-differential) as a fixture file with Chromium's layout
in `expected`: copy one into Tests/GridKitDocumentTests/Fixtures/ (with a name and
description) to keep it as a regression case.

An exploration tool, not a test: it prints what differs and exits 0.
"""

import argparse
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tools", "fixtures"))
import generate  # noqa: E402  (the fixture generator's browser runner)


class Documents:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def pick(self, *options):
        return self.r.choice(options)

    def length(self):
        return self.pick("0", "10px", "25px", "3.5px", "20%", "40px", "100px")

    def track(self):
        return self.pick("10px", "auto", "1fr", "2fr", "0.5fr", "min-content", "max-content", "minmax(10px, 1fr)",
                         "minmax(auto, 50px)", "fit-content(30px)", "20%", "minmax(0, 1fr)", "0px",
                         "minmax(max-content, 2fr)", "40px")

    def track_list(self):
        parts = [self.track() for _ in range(self.r.randint(0, 4))]
        x = self.r.random()
        if x < 0.15:
            parts.append("repeat(auto-fill, %s)" % self.pick("30px", "minmax(20px, 1fr)", "5px 7px"))
            parts = [p for p in parts if p.endswith("px") and "(" not in p] + parts[-1:]
        elif x < 0.25:
            parts.append("repeat(auto-fit, %s)" % self.pick("30px", "minmax(30px, 1fr)"))
            parts = [p for p in parts if p.endswith("px") and "(" not in p] + parts[-1:]
        elif x < 0.4:
            parts.append("repeat(%d, %s)" % (self.r.randint(1, 3), self.track()))
        return " ".join(parts) or "none"

    def line(self):
        return self.pick("auto", "1", "2", "-1", "3 / 5", "span 2", "span 3 / 7", "-3 / span 2", "1 / -1", "2 / 1",
                         "auto / span 3", "4")

    def self_alignment(self):
        return self.pick("start", "end", "center", "stretch", "baseline", "safe center", "normal", "self-end")

    def content_alignment(self):
        return self.pick("start", "end", "center", "space-between", "space-around", "space-evenly", "stretch", "normal")

    def style(self, depth, grid):
        s = {"display": "grid"} if grid else {}
        for key in ("width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "padding", "margin", "border"):
            if self.r.random() < 0.12:
                v = self.length()
                if key == "margin" and self.r.random() < 0.3:
                    v = "auto"
                if key == "border" and v.endswith("%"):
                    v = "3px"
                s[key] = v
        if depth > 0 and self.r.random() < 0.08:
            s["position"] = "absolute"
        if self.r.random() < 0.06:
            s["aspectRatio"] = self.pick("1", "2 / 1")
        if self.r.random() < 0.06:
            s["overflow"] = self.pick("hidden", "scroll")
        for key, chance in (("gridColumn", 0.3), ("gridRow", 0.3)):
            if self.r.random() < chance:
                s[key] = self.line()
        for key in ("alignSelf", "justifySelf"):
            if self.r.random() < 0.15:
                s[key] = self.self_alignment()
        if grid:
            if self.r.random() < 0.8:
                s["gridTemplateColumns"] = self.track_list()
            if self.r.random() < 0.4:
                s["gridTemplateRows"] = self.track_list()
            for key in ("gridAutoRows", "gridAutoColumns"):
                if self.r.random() < 0.3:
                    s[key] = self.track()
            if self.r.random() < 0.3:
                s["gridAutoFlow"] = self.pick("row", "column", "row dense", "column dense")
            if self.r.random() < 0.4:
                s["gap"] = self.pick("10px", "5px 20px", "10%", "0")
            for key in ("alignItems", "justifyItems"):
                if self.r.random() < 0.15:
                    s[key] = self.self_alignment()
            for key in ("alignContent", "justifyContent"):
                if self.r.random() < 0.15:
                    s[key] = self.content_alignment()
        return s

    def node(self, depth, grid=False):
        if depth > 0 and self.r.random() < 0.2:
            # The document's text breaks only at U+200B.
            return {"text": self.pick("HH", "H\u200bHH\u200bH", "HHHH\u200bHH")}
        is_grid = grid or (depth < 2 and self.r.random() < 0.15)
        n = {"style": self.style(depth, is_grid)}
        if is_grid:
            n["children"] = [self.node(depth + 1) for _ in range(self.pick(1, 2, 3, 5, 8))]
        return n

    def document(self):
        doc = {"root": self.node(0, grid=True)}
        if self.r.random() < 0.3:
            doc["available"] = {"width": self.pick(300, "min-content", "max-content"), "height": self.pick(200, "max-content")}
        return doc


def differences(got, expected, tolerance, path="root"):
    out = []
    for k in ("x", "y", "width", "height"):
        if abs(got[k] - expected[k]) > tolerance:
            out.append("%s.%s: GridKit %g, Chromium %g" % (path, k, got[k], expected[k]))
    for i, (g, e) in enumerate(zip(got.get("children", []), expected.get("children", []))):
        out += differences(g, e, tolerance, "%s.children[%d]" % (path, i))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--out", default="/tmp/gridkit-differential")
    ap.add_argument("--tolerance", type=float, default=0.05)
    args = ap.parse_args()
    binary = os.path.join(REPO, ".build", "release", "gridkit")
    if not os.path.exists(binary):
        subprocess.run(["swift", "build", "-c", "release", "--product", "gridkit"], cwd=REPO, check=True)
    docs = Documents(args.seed)
    cases = [{"name": "random-%d-%d" % (args.seed, i), "input": docs.document()} for i in range(args.count)]
    results, version = generate.browser_layouts(cases)
    os.makedirs(args.out, exist_ok=True)
    refused = differing = 0
    for case in cases:
        p = subprocess.run([binary, "layout", "-"], input=json.dumps(case["input"]), capture_output=True, text=True)
        if p.returncode != 0:
            refused += 1
            print("refused %s: %s" % (case["name"], p.stderr.strip()))
            continue
        expected = results[case["name"]]
        diff = differences(json.loads(p.stdout)["root"], expected["root"], args.tolerance)
        if diff:
            differing += 1
            with open(os.path.join(args.out, case["name"] + ".json"), "w", encoding="utf-8") as f:
                json.dump({"name": case["name"], "description": "", "input": case["input"], "expected": expected,
                           "browser": version}, f, indent=1)
            print("differs %s: %s" % (case["name"], "; ".join(diff[:3])))
    print("%d documents (seed %d): %d differ from %s, %d refused; differing ones in %s"
          % (len(cases), args.seed, differing, version, refused, args.out))


if __name__ == "__main__":
    main()
