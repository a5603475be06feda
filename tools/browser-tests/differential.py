#!/usr/bin/env python3
"""Random layout documents laid out by headless Chromium and by GridKit, compared.

Usage:
    tools/browser-tests/differential.py [--seed 1 | --seeds 101-110] [--count 200] [--out DIR]
        [--tolerance 0.05] [--order] [--firefox] [--reduce] [--jobs 2] [--quiet] [--list FILE]
        [--chromium-cache DIR]

Each document is a random grid mixing what shared/spec/layout-document.md allows:
track lists with named lines and repeat(), placement by number, name, span and
area (lines outside the grid included), the `grid` / `grid-template` shorthands and
`grid-template-areas`, gaps (percentages, `normal`), self and content alignment
(first / last baseline, left / right, safe / unsafe), `direction: rtl`, sizes with
min/max and size keywords, margins (on the root too, `auto`, percentages), paddings,
borders, box-sizing, aspect-ratio with min/max, overflow (hidden, scroll, auto,
clip, per axis), absolutely positioned children of grids (grid area as containing
block) and of block boxes, relative offsets with percentages, nested grids (with
baseline-aligned text inside), block boxes with children, text, `display: none`,
and px / min-content / max-content available sizes. `order` is drawn but written
only with --order (so a seed's documents are the same with and without it).
--subgrid mixes css-grid-2 subgrids in (subgrid_hook); --lanes draws grid-lanes
documents instead (lanes_documents.py).

Chromium lays each seed's documents out in one page through tools/fixtures/generate.py
(same font, base style and reading of border boxes); GridKit through
`.build/release/gridkit layout -` (--jobs processes at once). Every differing
document is written to DIR (default /tmp/gridkit-differential) as a fixture file
with Chromium's layout in `expected` and GridKit's in `gridkit`.

The last two lines are the summary:
    R refused (order X, other Y)
    N agree, M differ

--firefox lays the differing documents out in headless Firefox ESR (firefox.py,
over Marionette) and says for each whether Firefox agrees with Chromium, with
GridKit, or with neither. --reduce shrinks each differing document to a minimal one
that still differs (reduce.py) and counts them by cause. --list FILE writes every
differing document as a Markdown row (what differs, the feature whose removal alone makes
it agree, Firefox's verdict with --firefox): the raw listing of a held-out run's
deviations. --chromium-cache DIR keeps Chromium's layouts per seed, so checking a new
GridKit build against the same seeds needs no browser.

An exploration tool, not a test: it prints what differs and exits 0.
"""

import argparse
import concurrent.futures
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
    """Random layout documents mixing everything shared/spec/layout-document.md allows
    (subgrid and grid-lanes aside: see EXTENSIONS).

    `order` is drawn for every document but written only when `with_order` is set
    (the engine refuses it today), so a seed gives the same documents either way.
    """

    def __init__(self, seed, with_order=False):
        self.r = random.Random(seed)
        self.with_order = with_order

    def pick(self, *options):
        return self.r.choice(options)

    def chance(self, p):
        return self.r.random() < p

    def length(self):
        return self.pick("0", "10px", "25px", "3.5px", "20%", "40px", "100px", "50%", "7.25px")

    def size(self):
        if self.chance(0.15):
            return self.pick("min-content", "max-content", "fit-content", "auto")
        return self.length()

    def offset(self):
        return self.pick("0", "5px", "-7px", "10%", "-25%", "auto", "20px", "50%")

    def track(self):
        return self.pick("10px", "auto", "1fr", "2fr", "0.5fr", "min-content", "max-content", "minmax(10px, 1fr)",
                         "minmax(auto, 50px)", "fit-content(30px)", "20%", "minmax(0, 1fr)", "0px",
                         "minmax(max-content, 2fr)", "40px", "fit-content(40%)", "minmax(25%, max-content)")

    def names(self):
        return "[%s]" % " ".join(self.r.sample(("a", "b", "c", "x-start", "x-end"), self.r.randint(1, 2)))

    def track_list(self):
        parts = [self.track() for _ in range(self.r.randint(0, 4))]
        x = self.r.random()
        if x < 0.15:
            parts.append("repeat(auto-fill, %s)" % self.pick("30px", "minmax(20px, 1fr)", "5px 7px", "[a] 25px"))
            parts = [p for p in parts if p.endswith("px") and "(" not in p] + parts[-1:]
        elif x < 0.25:
            parts.append("repeat(auto-fit, %s)" % self.pick("30px", "minmax(30px, 1fr)", "minmax(10%, 40px)"))
            parts = [p for p in parts if p.endswith("px") and "(" not in p] + parts[-1:]
        elif x < 0.4:
            parts.append("repeat(%d, %s)" % (self.r.randint(1, 3), self.track()))
        if parts and self.chance(0.25):
            # Named lines: before, between or after tracks, never two lists side by side.
            i = self.r.randint(0, len(parts))
            parts.insert(i, self.names())
            if i != len(parts) - 1 and self.chance(0.5):
                parts.append(self.names())
        return " ".join(parts) or "none"

    def line(self):
        return self.pick("auto", "1", "2", "-1", "3 / 5", "span 2", "span 3 / 7", "-3 / span 2", "1 / -1", "2 / 1",
                         "auto / span 3", "4", "a", "b / span 2", "x", "span x / 3", "5 / 9", "-6", "span 2 / -8",
                         "x-start / x-end", "c 2", "-1 / auto")

    def self_alignment(self):
        return self.pick("start", "end", "center", "stretch", "baseline", "safe center", "normal", "self-end",
                         "last baseline", "first baseline", "self-start", "flex-end", "unsafe end", "safe end")

    def justify_self(self):
        return self.pick(self.self_alignment(), "left", "right", "safe right")

    def content_alignment(self):
        return self.pick("start", "end", "center", "space-between", "space-around", "space-evenly", "stretch", "normal",
                         "safe end", "unsafe center", "flex-end")

    def box(self, s, depth):
        """Sizes, box model, aspect ratio, overflow, direction."""
        for key in ("width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight"):
            if self.chance(0.12):
                v = self.size()
                s[key] = ("none" if v == "auto" else v) if key.startswith("max") else v
        if self.chance(0.12 if depth else 0.25):  # root margins too
            if self.chance(0.6):
                s["margin"] = self.pick(self.offset(), "10px 20px", "auto", "5% 10px 0 auto", "-5px 3px")
            else:
                s[self.pick("marginTop", "marginRight", "marginBottom", "marginLeft")] = self.offset()
        if self.chance(0.12):
            key = self.pick("padding", "padding", "paddingTop", "paddingLeft", "paddingRight", "paddingBottom")
            s[key] = self.pick("0", "10px", "5%", "3px 7px", "10% 2px 0 5px", "2.5px")
            if key != "padding":
                s[key] = s[key].split()[0]
        if self.chance(0.12):
            key = self.pick("border", "borderWidth", "borderTop", "borderLeftWidth", "borderRight")
            s[key] = self.pick("3px", "1px solid black", "thin", "thick", "2px 5px" if key == "borderWidth" else "4px")
        if self.chance(0.05):
            s["boxSizing"] = "content-box"
        if self.chance(0.08):
            s["aspectRatio"] = self.pick("1", "2 / 1", "1 / 2", "3 / 2", "1.5")
            if self.chance(0.5):
                s[self.pick("minWidth", "maxWidth", "minHeight", "maxHeight")] = self.pick("20px", "50%", "60px")
        if self.chance(0.08):
            if self.chance(0.6):
                s["overflow"] = self.pick("hidden", "scroll", "auto", "clip", "hidden scroll")
            else:
                s[self.pick("overflowX", "overflowY")] = self.pick("hidden", "scroll", "auto", "clip")
        if self.chance(0.12):
            s["direction"] = "rtl"
        if depth and self.chance(0.03):
            s["display"] = "none"

    def item(self, s, depth, parent):
        """What a child of a grid says: placement, self-alignment, position, offsets."""
        if self.chance(0.1):
            s["position"] = "absolute"
            for key in self.r.sample(("top", "right", "bottom", "left"), self.r.randint(0, 3)):
                s[key] = self.offset()
            if self.chance(0.1):
                s["inset"] = self.pick("0", "5px 10%", "auto 0")
        elif self.chance(0.08):
            for key in self.r.sample(("top", "right", "bottom", "left"), self.r.randint(1, 2)):
                s[key] = self.offset()  # relative offsets
        areas = parent.get("_areas")
        if areas and self.chance(0.4):
            s["gridArea"] = self.pick(*areas)
        else:
            for key, chance in (("gridColumn", 0.3), ("gridRow", 0.3)):
                if self.chance(chance):
                    s[key] = self.line()
            if self.chance(0.05):
                s[self.pick("gridRowStart", "gridColumnEnd", "gridColumnStart", "gridRowEnd")] = self.pick("2", "span 2", "a", "-1")
        if self.chance(0.15):
            s["alignSelf"] = self.self_alignment()
        if self.chance(0.15):
            s["justifySelf"] = self.justify_self()
        order = self.r.random() < 0.12
        value = self.pick("-1", "1", "2", "0")
        if order and self.with_order:
            s["order"] = value

    def template(self, s):
        """The explicit grid: longhands, named areas or the shorthands."""
        x = self.r.random()
        if x < 0.1:
            rows, cols = self.r.randint(1, 3), self.r.randint(1, 3)
            cells = [["abcdef"[min(i, 5)] if self.chance(0.7) else "." for i in range(cols)] for _ in range(rows)]
            # Rectangles only: one name per column, repeated down (and dots).
            strings = ['"%s"' % " ".join(cells[0]) for _ in range(rows)]
            s["_areas"] = sorted({c for c in cells[0] if c != "."}) or ["a"]
            sizes = [self.pick("", " 20px", " auto", " 1fr") for _ in range(rows)]
            if self.chance(0.5):
                s["gridTemplateAreas"] = " ".join(strings)
                if self.chance(0.6):
                    s["gridTemplateColumns"] = self.track_list()
            else:
                key = self.pick("gridTemplate", "grid")
                columns = " ".join(self.pick("10px", "1fr", "auto", "30%") for _ in range(cols))
                s[key] = " ".join(a + b for a, b in zip(strings, sizes)) + (" / " + columns if self.chance(0.7) else "")
        elif x < 0.2:
            key = self.pick("gridTemplate", "grid")
            s[key] = "%s / %s" % (self.track_list(), self.track_list())
        elif x < 0.27:
            flow = self.pick("auto-flow", "auto-flow dense", "dense auto-flow")
            auto = self.pick("", " 20px", " min-content", " 1fr 10px")
            if self.chance(0.5):
                s["grid"] = "%s%s / %s" % (flow, auto, self.track_list())
            else:
                s["grid"] = "%s / %s%s" % (self.track_list(), flow, auto)
        else:
            if self.chance(0.8):
                s["gridTemplateColumns"] = self.track_list()
            if self.chance(0.4):
                s["gridTemplateRows"] = self.track_list()
            for key in ("gridAutoRows", "gridAutoColumns"):
                if self.chance(0.3):
                    s[key] = self.track() if self.chance(0.8) else "%s %s" % (self.track(), self.track())
            if self.chance(0.3):
                s["gridAutoFlow"] = self.pick("row", "column", "row dense", "column dense", "dense")

    def container(self, s):
        self.template(s)
        if self.chance(0.4):
            key = self.pick("gap", "gap", "rowGap", "columnGap")
            s[key] = self.pick("10px", "5px 20px", "10%", "0", "5% 3px", "normal") if key == "gap" else self.length()
        for key in ("alignItems", "justifyItems"):
            if self.chance(0.18):
                s[key] = self.self_alignment() if key == "alignItems" else self.justify_self()
        for key in ("alignContent", "justifyContent"):
            if self.chance(0.15):
                s[key] = self.content_alignment() if key == "alignContent" else self.pick(self.content_alignment(), "left", "right")

    def node(self, depth, parent=None, grid=False):
        if depth > 0 and self.chance(0.2):
            # The document's text breaks only at U+200B.
            return {"text": self.pick("HH", "H\u200bHH\u200bH", "HHHH\u200bHH", "H")}
        is_grid = grid or (depth < 3 and self.chance(0.15 if depth < 2 else 0.06))
        is_block_parent = not is_grid and depth < 2 and self.chance(0.05)
        s = {"display": "grid"} if is_grid else {}
        self.box(s, depth)
        if parent is not None and parent.get("display") == "grid":
            self.item(s, depth, parent)
        elif depth and self.chance(0.1):
            s["position"] = "absolute"  # abspos child of a block box
            s[self.pick("top", "left", "right", "bottom")] = self.offset()
        if is_grid:
            self.container(s)
        for hook in EXTENSIONS:
            hook(self, s, depth, parent)
        n = {"style": s}
        if is_grid or is_block_parent:
            baseline = "baseline" in s.get("alignItems", "") + s.get("justifyItems", "")
            n["children"] = [self.node(depth + 1, s) for _ in range(self.pick(1, 2, 3, 5, 8))]
            if baseline and self.chance(0.6):
                # Baselines in nested grids: an item that is a grid around text.
                n["children"].append({"style": {"display": "grid", "alignItems": self.pick("baseline", "last baseline", "end")},
                                      "children": [{"text": "HH"}, {"style": {"paddingTop": "7px"}, "children": [{"text": "H\u200bH"}]}]})
        s.pop("_areas", None)
        if not s:
            del n["style"]
        return n

    def document(self):
        doc = {"root": self.node(0, grid=True)}
        if self.chance(0.4):
            available = {}
            for axis in ("width", "height"):
                if self.chance(0.7):
                    available[axis] = self.pick(300, 120, 45.5, "min-content", "max-content")
            doc["available"] = available
        return doc


# Hooks for features drawn only on request: each is called as
# hook(documents, style, depth, parent_style) for every box and may add properties
# with documents.r. --subgrid adds `subgrid_hook`; grid-lanes (`display:
# "grid-lanes"`, which also needs Chromium's --enable-experimental-web-platform-features)
# has its own mode (--lanes).
EXTENSIONS = []


def subgrid_hook(docs, s, depth, parent):
    """css-grid-2 subgrids: a grid that is an item of a grid becomes, often, a subgrid
    in columns, rows or both, with line-name lists, a span from its placement, and
    its own gap at times (the shorthands it drew give way to the longhands)."""
    if s.get("display") != "grid" or parent is None or parent.get("display") != "grid":
        return
    if s.get("position") == "absolute" or not docs.chance(0.7):
        return
    for key in ("gridTemplate", "grid", "gridTemplateAreas"):
        s.pop(key, None)
    axes = docs.pick(("Columns",), ("Rows",), ("Columns", "Rows"))
    for axis in axes:
        names = docs.pick("", "", " [a]", " [a] [b]", " [] [b] [c]", " repeat(2, [x])", " [s] repeat(auto-fill, [b])")
        s["gridTemplate" + axis] = "subgrid" + names
        s.pop("gridAuto" + axis, None)
        placement = "gridColumn" if axis == "Columns" else "gridRow"
        if docs.chance(0.7):
            s[placement] = docs.pick("span 2", "span 3", "1 / -1", "2 / span 2", "span 1", "a / span 2")
    if docs.chance(0.3):
        s[docs.pick("columnGap", "rowGap", "gap")] = docs.pick("0", "6px", "20px", "normal")
    if docs.chance(0.3):
        key = docs.pick("padding", "paddingLeft", "paddingTop", "margin", "border")
        s[key] = docs.pick("3px", "8px 2px", "5px") if key in ("padding", "margin") else docs.pick("3px", "5px")


def chromium_layouts(cases, timeout=120):
    """Chromium's layouts of `cases` and its version, and the names of the documents
    Chromium never finishes laying out (its page is split in halves until each hang
    stands alone: Chromium 156 loops on some subgrid documents, none of them big)."""
    try:
        layouts, version = generate.browser_layouts(cases, timeout)
        return layouts, version, []
    except subprocess.TimeoutExpired:
        if len(cases) == 1:
            return {}, "", [cases[0]["name"]]
        half = len(cases) // 2
        a, va, ha = chromium_layouts(cases[:half], 30)
        b, vb, hb = chromium_layouts(cases[half:], 30)
        a.update(b)
        return a, va or vb, ha + hb


def differences(got, expected, tolerance, path="root", labels=("GridKit", "Chromium")):
    out = []
    for k in ("x", "y", "width", "height"):
        if abs(got[k] - expected[k]) > tolerance:
            out.append("%s.%s: %s %g, %s %g" % (path, k, labels[0], got[k], labels[1], expected[k]))
    for i, (g, e) in enumerate(zip(got.get("children", []), expected.get("children", []))):
        out += differences(g, e, tolerance, "%s.children[%d]" % (path, i), labels)
    return out


def parse_seeds(text):
    """`101-110`, `1,5,9` or `3`."""
    seeds = []
    for part in text.split(","):
        a, _, b = part.partition("-")
        seeds += list(range(int(a), int(b) + 1)) if b else [int(a)]
    return seeds


class GridKit:
    def __init__(self, binary, jobs):
        self.binary, self.jobs = binary, jobs

    def one(self, doc):
        p = subprocess.run([self.binary, "layout", "-"], input=json.dumps(doc), capture_output=True, text=True)
        if p.returncode != 0:
            return None, p.stderr.strip()
        return json.loads(p.stdout), None

    def many(self, docs):
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            return list(pool.map(self.one, docs))


def refusal_kind(message):
    return "order" if ".style.order" in message else "other"


def has_scroll_container(node):
    style = node.get("style", {})
    if any(style.get(k, "").split()[:1] and any(w in ("scroll", "auto") for w in style.get(k, "").split())
           for k in ("overflow", "overflowX", "overflowY")):
        return True
    return any(has_scroll_container(c) for c in node.get("children", []))


def compare(cases, chromium, gridkit, tolerance):
    """(agree, differ, refused) lists of (case, detail)."""
    agree, differ, refused = [], [], []
    for case, (got, error) in zip(cases, gridkit):
        if got is None:
            refused.append((case, error))
            continue
        diff = differences(got["root"], chromium[case["name"]]["root"], tolerance)
        (differ if diff else agree).append((case, diff, got))
    return agree, differ, refused


def second_opinion(differ, chromium, tolerance):
    """For each differing case: Firefox agrees with Chromium, with GridKit, or neither."""
    import firefox
    results, version, bar = firefox.firefox_layouts([{"name": c["name"], "input": c["input"]} for c, _, _ in differ])
    verdicts = {}
    for case, _, got in differ:
        ff = results[case["name"]]["root"]
        if bar != 15 and has_scroll_container(case["input"]["root"]):
            verdicts[case["name"]] = "not comparable (Firefox scrollbars %gpx)" % bar
        elif not differences(ff, chromium[case["name"]]["root"], tolerance):
            verdicts[case["name"]] = "Firefox agrees with Chromium"
        elif not differences(ff, got["root"], tolerance):
            verdicts[case["name"]] = "Firefox agrees with GridKit"
        else:
            verdicts[case["name"]] = "Firefox agrees with neither"
    return verdicts, version, results


def cached_chromium_layouts(cases, args, seed):
    """chromium_layouts(cases), read from and kept in --chromium-cache DIR when it is given:
    one file per mode, seed, count and --order (the documents are the same for those)."""
    if not args.chromium_cache:
        return chromium_layouts(cases)
    mode = "lanes" if args.lanes else "subgrid" if args.subgrid else "grid"
    path = os.path.join(args.chromium_cache, "%s-%d-%d%s.json" % (mode, seed, args.count, "-order" if args.order else ""))
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            kept = json.load(f)
        if kept.get("documents") == [c["input"] for c in cases]:
            return kept["chromium"], kept["version"], kept["hung"]
    chromium, version, hung = chromium_layouts(cases)
    os.makedirs(args.chromium_cache, exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"documents": [c["input"] for c in cases], "chromium": chromium, "version": version,
                   "hung": sorted(hung)}, f)
    return chromium, version, hung


def write_listing(path, differ, gridkit, tolerance, verdicts, version):
    """Every differing document as one Markdown table row: its first differences, the
    features whose removal alone makes GridKit agree (reduce.culprits: the cause's class),
    and Firefox's verdict when it was asked."""
    import reduce as reducer
    blame = reducer.culprits({c["name"]: c["input"] for c, _, _ in differ}, gridkit, tolerance)
    rows = ["Differing documents (%s, tolerance %g px): %d." % (version, tolerance, len(differ)), "",
            "| document | first differences | removing this alone makes it agree | Firefox |",
            "|---|---|---|---|"]
    for case, diff, _ in sorted(differ, key=lambda d: [int(x) for x in d[0]["name"].split("-")[1:]]):
        cell = lambda text: text.replace("|", "\\|")
        rows.append("| %s | %s | %s | %s |" % (case["name"], cell("; ".join(diff[:2])),
                                               ", ".join(blame[case["name"]]) or "no single feature",
                                               verdicts.get(case["name"], "not asked")))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    print("listing of %d differing documents in %s" % (len(differ), path))


def lanes_documents(seed):
    """The --lanes mode's documents: grid-lanes containers (lanes_documents.py)."""
    from lanes_documents import LanesDocuments
    return LanesDocuments(seed)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1, help="one seed (the default mode)")
    ap.add_argument("--seeds", help="many seeds, e.g. 101-110 or 1,4,9: prints the summary line 'N agree, M differ'")
    ap.add_argument("--count", type=int, default=200, help="documents per seed")
    ap.add_argument("--out", default="/tmp/gridkit-differential")
    ap.add_argument("--tolerance", type=float, default=0.05)
    ap.add_argument("--order", action="store_true", help="write the `order` property the documents draw")
    ap.add_argument("--firefox", action="store_true", help="lay differing documents out in Firefox ESR too")
    ap.add_argument("--reduce", action="store_true", help="reduce every differing document to a minimal one")
    ap.add_argument("--reduce-limit", type=int, help="reduce only the N smallest differing documents of each cause")
    ap.add_argument("--jobs", type=int, default=2, help="GridKit processes at once")
    ap.add_argument("--quiet", action="store_true", help="only the summary")
    ap.add_argument("--subgrid", action="store_true", help="mix css-grid-2 subgrids into the documents (subgrid_hook)")
    ap.add_argument("--lanes", action="store_true", help="grid-lanes (masonry) documents instead (lanes_documents.py)")
    ap.add_argument("--chromium-cache", metavar="DIR", help="keep Chromium's layouts of each seed in DIR and read "
                    "them from there next time (they do not depend on GridKit's build)")
    ap.add_argument("--list", metavar="FILE", help="write every differing document to FILE (Markdown): what differs, "
                    "the feature whose removal alone makes it agree, and Firefox's verdict with --firefox")
    args = ap.parse_args()
    if args.subgrid and subgrid_hook not in EXTENSIONS:
        EXTENSIONS.append(subgrid_hook)
    binary = os.path.join(REPO, ".build", "release", "gridkit")
    if not os.path.exists(binary):
        subprocess.run(["swift", "build", "-c", "release", "--product", "gridkit"], cwd=REPO, check=True)
    gridkit = GridKit(binary, args.jobs)
    seeds = parse_seeds(args.seeds) if args.seeds else [args.seed]
    os.makedirs(args.out, exist_ok=True)
    totals = {"agree": 0, "differ": [], "refused": []}
    chromium_all, version = {}, ""
    for seed in seeds:
        docs = Documents(seed, with_order=args.order) if not args.lanes else lanes_documents(seed)
        cases = [{"name": "random-%d-%d" % (seed, i), "input": docs.document()} for i in range(args.count)]
        chromium, version, hung = cached_chromium_layouts(cases, args, seed)
        for name in hung:
            print("chromium hung on %s (left out)" % name)
        cases = [c for c in cases if c["name"] not in hung]
        chromium_all.update(chromium)
        agree, differ, refused = compare(cases, chromium, gridkit.many([c["input"] for c in cases]), args.tolerance)
        for case, diff, got in differ:
            with open(os.path.join(args.out, case["name"] + ".json"), "w", encoding="utf-8") as f:
                json.dump({"name": case["name"], "description": "", "input": case["input"],
                           "expected": chromium[case["name"]], "gridkit": got, "browser": version}, f, indent=1)
            if not args.quiet:
                print("differs %s: %s" % (case["name"], "; ".join(diff[:3])))
        for case, error in refused:
            if not args.quiet:
                print("refused %s: %s" % (case["name"], error))
        if not args.quiet or len(seeds) > 1:
            print("seed %d: %d agree, %d differ, %d refused" % (seed, len(agree), len(differ), len(refused)))
        totals["agree"] += len(agree)
        totals["differ"] += differ
        totals["refused"] += refused
    differ, refused = totals["differ"], totals["refused"]
    verdicts = {}
    if args.firefox and differ:
        verdicts, ff_version, _ = second_opinion(differ, chromium_all, args.tolerance)
        counts = {}
        for case, _, _ in differ:
            counts[verdicts[case["name"]]] = counts.get(verdicts[case["name"]], 0) + 1
            if not args.quiet:
                print("firefox %s: %s" % (case["name"], verdicts[case["name"]]))
        print("%s on the %d differing: %s" % (ff_version, len(differ),
                                               ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    if args.reduce and differ:
        import reduce as reducer
        reducer.report(differ, chromium_all, gridkit, args.tolerance, args.out, version, args.reduce_limit)
    if args.list:
        write_listing(args.list, differ, gridkit, args.tolerance, verdicts, version)
    kinds = {}
    for _, error in refused:
        kinds[refusal_kind(error)] = kinds.get(refusal_kind(error), 0) + 1
    print("(%s; differing documents in %s)" % (version, args.out))
    print("%d refused (%s)" % (len(refused), ", ".join("%s %d" % kv for kv in sorted(kinds.items())) or "none"))
    print("%d agree, %d differ" % (totals["agree"], len(differ)))


if __name__ == "__main__":
    main()
