#!/usr/bin/env python3
"""GridKit against Taffy on the speed issue's three grids, in one run.

Usage:
    tools/bench/peers.py [--sizes 1000,10000,100000,1000000] [--runs 5]

Taffy runs through the PyPI package `stretchable` (pip install stretchable); only
its Rust layout call is timed (`taffylib.node_compute_layout_with_measure`), with
every node marked dirty before each run so nothing is answered from its cache.
GridKit's figures come from `gridkit-bench css` (built with `swift build -c
release`), which times `LayoutTree.computeLayout` the same way. Prints ns per item
for both and the GridKit/Taffy ratio (below 1: GridKit is faster).

Before timing a case and size, the script checks that Taffy lays out the same frames
as GridKit (`gridkit-bench frames CASE N`, every item to 0.01 px); where they differ it
prints why and no ratio, since a ratio of two different layouts means nothing.

Taffy stores grid lines in 16 bits: case (a) has N/3 rows, so from 100,000 items
on it cannot lay out (it aborts); those cells say so.

Then live trees (issue 11), GridKit from `gridkit-bench live` and Taffy in the same
run: the 10,000-card dashboard with leaves of fixed size (a full layout, a relayout
after one leaf's size changed, a relayout in a new width) and an unchanged relayout of
case (b) at 100,000 nodes. Taffy's dashboard frames are checked against
`gridkit-bench frames dashboard 10000` (every node, in tree order) before timing.
Taffy's relayouts use its own cache (only the changed leaf is marked, by its new
style); GridKit's likewise. `--live-only` skips the first table.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
TAFFY_MAX_LINES = 32767
SPANS = [1, 2, 1, 3, 1, 1, 2, 4, 1, 2, 1]
C_COLUMNS = "100px 1fr auto minmax(50px, 2fr) 80px 1fr auto minmax(60px, 1fr) 120px 2fr auto minmax(40px, 1fr)"


def taffy_tree(case, n):
    import stretchable as st
    from stretchable.style import Display, GridPlacement, GridTrackSizing, Style
    from stretchable.style.props import GridTrackRepetition

    def split(text):
        parts, depth, cur = [], 0, ""
        for ch in text:  # split on spaces outside parentheses
            depth += (ch == "(") - (ch == ")")
            if ch == " " and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        return [t for t in parts + [cur] if t]

    def tracks(text):
        # stretchable's own `repeat(` parsing keeps the space after the comma as an
        # extra `auto` track (repeat(3, 80px) becomes 3 x [auto 80px]), so repetitions
        # are built here from their parts.
        out = []
        for t in split(text):
            if t.startswith("repeat("):
                count, _, inner = t[len("repeat("):-1].partition(",")
                count = count.strip()
                rep = {"auto-fill": GridTrackRepetition.AUTO_FILL, "auto-fit": GridTrackRepetition.AUTO_FIT}
                out.append(GridTrackSizing.repeat(split(inner.strip()), repetition=rep.get(count, GridTrackRepetition.COUNT),
                                                  count=None if count in rep else int(count)))
            else:
                out.append(GridTrackSizing.from_inline(t))
        return out

    if case == "a":
        root_style = Style(display=Display.GRID, gap=10, grid_template_columns=tracks("repeat(3, 80px)"))
        styles = [Style(size=(80, 100))]
    elif case == "b":
        root_style = Style(display=Display.GRID, gap=10, size=(1000, st.style.AUTO),
                           grid_template_columns=tracks("repeat(auto-fill, minmax(80px, 1fr))"))
        styles = [Style(size=(st.style.AUTO, 100))]
    else:
        root_style = Style(display=Display.GRID, gap=10, size=(1400, st.style.AUTO), grid_template_columns=tracks(C_COLUMNS))
        styles = []
        for narrow in (False, True):
            for s in range(1, 5):
                styles.append(Style(size=(40 if narrow else st.style.AUTO, 100),
                                    grid_column=GridPlacement.from_inline("span %d" % s)))
    children = []
    for i in range(n):
        if case == "c":
            style = styles[(4 if i % 5 == 4 else 0) + SPANS[i % len(SPANS)] - 1]
        else:
            style = styles[0]
        children.append(st.Node(style=style))
    root = st.Node(*children, style=root_style)
    return root, children


def taffy_frames_match(case, n, root, children):
    """Whether Taffy's frames equal GridKit's for this case and size; (ok, why not)."""
    binary = os.path.join(REPO, ".build", "release", "gridkit-bench")
    out = subprocess.run([binary, "frames", case, str(n)], capture_output=True, text=True, check=True).stdout
    expected = [tuple(map(float, line.split())) for line in out.splitlines()]
    for i, node in enumerate([root] + children):
        b = node.get_box()
        got = (b.x, b.y, b.width, b.height)
        if len(expected) <= i or any(abs(g - e) > 0.01 for g, e in zip(got, expected[i])):
            what = "root" if i == 0 else "item %d" % (i - 1)
            return False, "%s at %s, GridKit %s" % (what, "x%g y%g %gx%g" % got,
                                                   "x%g y%g %gx%g" % expected[i] if i < len(expected) else "none")
    return True, ""


def time_taffy(case, n, runs):
    from stretchable import node as stnode
    from stretchable.style.geometry.size import SizeAvailableSpace

    root, children = taffy_tree(case, n)
    root.compute_layout()  # builds the container; also a warm-up
    ok, why = taffy_frames_match(case, n, root, children)
    if not ok:
        raise SystemExit("different layout: " + why)
    taffy = stnode.taffy
    lib = stnode.taffylib
    ptr = root._container._node_id if getattr(root, "_container", None) else root._node_id
    space = SizeAvailableSpace.default().to_dict()
    samples = []
    for _ in range(runs):
        for c in children:
            lib.node_mark_dirty(taffy._ptr, c._node_id)
        t0 = time.perf_counter_ns()
        lib.node_compute_layout(taffy._ptr, ptr, space)
        samples.append(time.perf_counter_ns() - t0)
    return statistics.median(samples) / n


def time_taffy_in_child(case, n, runs, limit):
    """Taffy's figure from a child process, so one that runs out of time or memory is
    reported instead of ending the run. Returns (ns per item or None, why not)."""
    try:
        p = subprocess.run([sys.executable, os.path.abspath(__file__), "--taffy-one", case, str(n), str(runs)],
                           capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return None, "did not finish in %ds" % limit
    if p.returncode != 0 and p.stderr.strip().startswith("different layout"):
        return None, p.stderr.strip().splitlines()[-1]
    if p.returncode != 0:
        return None, "failed (exit %d%s)" % (p.returncode, ", out of memory?" if p.returncode in (-9, 137) else "")
    return float(p.stdout.strip()), ""


DASHBOARD_LEAVES = [dict(row_span=2, size=(24, 24)), dict(size=(120, 16)), dict(size=(60, 16))]


def taffy_dashboard(cards):
    """The fixed-leaf dashboard of gridkit-bench (LiveBenchmarks.swift), in Taffy."""
    import stretchable as st
    from stretchable.style import Display, GridPlacement, GridTrackSizing, Style
    from stretchable.style.geometry.length import PCT
    from stretchable.style.props import GridTrackRepetition

    root_style = Style(display=Display.GRID, size=(100 * PCT, st.style.AUTO), gap=8,
                       grid_template_columns=[GridTrackSizing.repeat(["1fr"], repetition=GridTrackRepetition.COUNT, count=4)])
    card_style = Style(display=Display.GRID, gap=(8, 4), padding=8,
                       grid_template_columns=[GridTrackSizing.from_inline("auto"), GridTrackSizing.from_inline("1fr")])
    leaf_styles = [Style(size=leaf["size"], grid_row=GridPlacement.from_inline("span 2")) if leaf.get("row_span") else
                   Style(size=leaf["size"]) for leaf in DASHBOARD_LEAVES]
    cards_ = []
    leaves = []
    for _ in range(cards):
        kids = [st.Node(style=ls) for ls in leaf_styles]
        leaves += kids
        cards_.append(st.Node(*kids, style=card_style))
    return st.Node(*cards_, style=root_style), leaves


def preorder(node):
    yield node
    for child in node:
        yield from preorder(child)


def frames_match(expected_lines, nodes):
    """Whether the nodes' frames (in order) equal the lines `x y width height`; (ok, why not)."""
    expected = [tuple(map(float, line.split())) for line in expected_lines]
    for i, node in enumerate(nodes):
        b = node.get_box()
        got = (b.x, b.y, b.width, b.height)
        if len(expected) <= i or any(abs(g - e) > 0.01 for g, e in zip(got, expected[i])):
            return False, "node %d at %s, GridKit %s" % (i, "x%g y%g %gx%g" % got,
                                                        "x%g y%g %gx%g" % expected[i] if i < len(expected) else "none")
    if len(expected) != i + 1:
        return False, "GridKit has %d nodes, Taffy %d" % (len(expected), i + 1)
    return True, ""


def time_taffy_live(what, runs):
    """Taffy's time in µs for one live figure: full, one-leaf, width (the dashboard) or unchanged."""
    from stretchable import node as stnode
    from stretchable.style import Style
    from stretchable.style.geometry.size import SizeAvailableSpace

    binary = os.path.join(REPO, ".build", "release", "gridkit-bench")
    taffy, lib = stnode.taffy, stnode.taffylib
    if what == "unchanged":
        root, children = taffy_tree("b", 99999)
        root.compute_layout()
        ok, why = taffy_frames_match("b", 99999, root, children)
        space = SizeAvailableSpace.default().to_dict()
    else:
        root, leaves = taffy_dashboard(10000)
        root.compute_layout((1000, None))
        out = subprocess.run([binary, "frames", "dashboard", "10000"], capture_output=True, text=True, check=True).stdout
        ok, why = frames_match(out.splitlines(), preorder(root))
        space = SizeAvailableSpace.from_any((1000, None)).to_dict()
    if not ok:
        raise SystemExit("different layout: " + why)
    ptr = root._container._node_id if getattr(root, "_container", None) else root._node_id
    samples = []
    styles = [Style(size=(120, 16)), Style(size=(90, 32))]
    for k in range(runs):
        if what == "full":
            for leaf in leaves:
                lib.node_mark_dirty(taffy._ptr, leaf._node_id)
        elif what == "one-leaf":
            leaves[3 * 5000 + 1].style = styles[(k + 1) % 2]
        elif what == "width":
            space = SizeAvailableSpace.from_any((1200 if k % 2 == 0 else 1000, None)).to_dict()
        t0 = time.perf_counter_ns()
        lib.node_compute_layout(taffy._ptr, ptr, space)
        samples.append(time.perf_counter_ns() - t0)
    if what == "one-leaf":  # the relayouts took the change (get_box reads stretchable's copy)
        root.compute_layout((1000, None))
        b = leaves[3 * 5000 + 1].get_box()
        expected = (90, 32) if runs % 2 == 1 else (120, 16)
        if (b.width, b.height) != expected:
            raise SystemExit("different layout: the changed leaf is %gx%g" % (b.width, b.height))
    return statistics.median(samples) / 1000


def live_table(runs, limit):
    binary = os.path.join(REPO, ".build", "release", "gridkit-bench")
    out = subprocess.run([binary, "live"], capture_output=True, text=True, check=True).stdout
    gk = {}
    for line in out.splitlines():
        m = re.match(r"(\S+): ([\d.]+) (\S+)$", line)
        if m:
            gk[m.group(1)] = (float(m.group(2)), m.group(3))
    print()
    print("| live tree | GridKit | Taffy µs | GridKit / Taffy |")
    print("|---|---|---|---|")
    rows = [("layout/dashboard-10000/fixed-leaves", "full"),
            ("relayout/one-leaf/dashboard-10000/fixed-leaves", "one-leaf"),
            ("relayout/width/dashboard-10000/fixed-leaves", "width"),
            ("relayout/unchanged/100000", "unchanged")]
    for name, what in rows:
        g = gk.get(name)
        g_us = None if g is None else (g[0] / 1000 if g[1] == "ns" else g[0])
        try:
            p = subprocess.run([sys.executable, os.path.abspath(__file__), "--taffy-live", what, str(runs)],
                               capture_output=True, text=True, timeout=limit)
            t = float(p.stdout.strip()) if p.returncode == 0 else None
            why = p.stderr.strip().splitlines()[-1] if p.returncode != 0 and p.stderr.strip() else "failed"
        except subprocess.TimeoutExpired:
            t, why = None, "did not finish in %ds" % limit
        t_text = "%.2f" % t if t is not None else why
        ratio = "%.3f" % (g_us / t) if t and g_us is not None else "n/a"
        print("| %s | %s | %s | %s |" % (name, "%.3f µs" % g_us if g_us is not None else "n/a", t_text, ratio))
        sys.stdout.flush()
    for name in ("relayout/one-leaf/dashboard-10000", "relayout/width/dashboard-10000", "append/100/grid-1000000",
                 "measure-calls/dashboard-1000/first", "measure-calls/dashboard-1000/relayout"):
        if name in gk:
            print("| %s (GridKit only) | %g %s | %s | n/a |" % (name, gk[name][0], gk[name][1],
                  "measured leaves" if "dashboard" in name else "cannot run (over %d rows)" % TAFFY_MAX_LINES))


def gridkit_figures():
    binary = os.path.join(REPO, ".build", "release", "gridkit-bench")
    subprocess.run(["swift", "build", "-c", "release", "--product", "gridkit-bench"], cwd=REPO, check=True)
    out = subprocess.run([binary, "css"], capture_output=True, text=True, check=True).stdout
    figures = {}
    for line in out.splitlines():
        m = re.match(r"(\w)/(\d+): ([\d.]+) ns/item$", line)
        if m:
            figures[(m.group(1), int(m.group(2)))] = float(m.group(3))
    return figures


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1000,10000,100000,1000000")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--limit", type=int, default=600, help="seconds allowed for one Taffy measurement")
    ap.add_argument("--live-only", action="store_true", help="only the live-tree table")
    ap.add_argument("--taffy-one", nargs=3, metavar=("CASE", "N", "RUNS"), help=argparse.SUPPRESS)
    ap.add_argument("--taffy-live", nargs=2, metavar=("WHAT", "RUNS"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.taffy_live:
        print(time_taffy_live(args.taffy_live[0], int(args.taffy_live[1])))
        return 0
    if args.live_only:
        subprocess.run(["swift", "build", "-c", "release", "--product", "gridkit-bench"], cwd=REPO, check=True)
        live_table(max(args.runs, 11), args.limit)
        return 0
    if args.taffy_one:
        case, n, runs = args.taffy_one
        print(time_taffy(case, int(n), int(runs)))
        return 0
    sizes = [int(s) for s in args.sizes.split(",")]
    gk = gridkit_figures()
    print("| case | N | GridKit ns/item | Taffy ns/item | GridKit / Taffy |")
    print("|---|---|---|---|---|")
    for case in "abc":
        for n in sizes:
            g = gk.get((case, n))
            rows = n // 3 if case == "a" else (n // 11 if case == "b" else n // 4)
            if case == "a" and rows > TAFFY_MAX_LINES:
                t_text, ratio = "cannot run (over %d rows)" % TAFFY_MAX_LINES, "n/a"
            else:
                t, why = time_taffy_in_child(case, n, args.runs if n < 100000 else 3, args.limit)
                if t is None:
                    t_text, ratio = why, "n/a"
                else:
                    t_text, ratio = "%.1f" % t, ("%.2f" % (g / t) if g else "n/a")
            print("| %s | %d | %s | %s | %s |" % (case, n, "%.1f" % g if g else "n/a", t_text, ratio))
            sys.stdout.flush()
    live_table(max(args.runs, 11), args.limit)


if __name__ == "__main__":
    main()
