#!/usr/bin/env python3
"""The CSS parser against Chromium's: which values of which properties each accepts.

Usage:
    tools/browser-tests/css_supports.py [--json OUT] [--jobs 2]

For every property of shared/spec/layout-document.md the script generates values
(every grammar branch, and near misses: wrong counts, negatives where not allowed,
`span` alone, `span 0`, huge numbers, names, keywords, case, whitespace, calc(),
CSS-wide keywords) and asks

- Chromium: `CSS.supports(property, value)`, all values in one headless page;
- GridKit: does `.build/release/gridkit layout -` accept a one-node document whose
  style holds the value (a thread pool, one process per value).

It prints every disagreement in two groups:

Border properties are compared as the spec maps them to the browser (only their
width tokens kept, `medium` when there is none).

- "GridKit accepts, Chromium rejects" (or takes as a CSS-wide keyword): a document that means one thing to GridKit
  and another to the browser (which drops the declaration). Each is a parser bug
  unless listed in KNOWN below.
- "Chromium accepts, GridKit refuses": GridKit says so with an error, so a document
  never silently means something else; listed by the reason (units other than px
  and %, calc(), CSS-wide keywords, var(), ...), see KNOWN.

and a summary line `N values: A agree, D disagree (G GridKit-only, C Chromium-only,
K of them known)`. Exit status 1 when an unlisted GridKit-only acceptance is found.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tools", "fixtures"))
import generate  # noqa: E402

# Chromium-only acceptances kept on purpose (GridKit refuses with a clear error).
# Each entry: (reason, predicate over (property, value)).
KNOWN = [
    ("CSS-wide keywords (inherit, initial, unset, revert, revert-layer) are not part of a layout document",
     lambda p, v: v.strip().lower() in ("inherit", "initial", "unset", "revert", "revert-layer")),
    ("calc(), min(), max(), clamp() and other math functions are not parsed (a document writes the value)",
     lambda p, v: re.search(r"\b(calc|min|max|clamp|round|abs)\(", v.lower()) is not None),
    ("var() and env() need a cascade, which a layout document does not have",
     lambda p, v: re.search(r"\b(var|env)\(", v.lower()) is not None),
    ("only px and % lengths (em, rem, vw, cm, ... depend on a font or viewport the document does not fix)",
     lambda p, v: re.search(r"\d(em|rem|ex|ch|vw|vh|vmin|vmax|cm|mm|in|pt|pc|q|lh|cqw)\b", v.lower()) is not None),
    ("display values outside grid, block and none (flex, inline-*, contents, ...) are not laid out",
     lambda p, v: p == "display"),
    ("position values other than relative and absolute (static, fixed, sticky)",
     lambda p, v: p == "position"),
    ("the `order` property is not supported by the engine yet (documents with it are refused)",
     lambda p, v: p == "order"),
    ("masonry values (the css-grid-3 draft's grid-template-* masonry) are not supported (grid-lanes is)",
     lambda p, v: re.search(r"\bmasonry\b", v.lower()) is not None),
    ("overflow: overlay (a legacy alias of auto in Chromium)",
     lambda p, v: p.startswith("overflow") and "overlay" in v.lower()),
    ("aspect-ratio: 0 and x / 0 (degenerate ratios, which CSS treats as auto) are refused",
     lambda p, v: p == "aspectRatio" and re.search(r"(^|/)\s*0(\.0*)?\s*($|/)", v) is not None),
    ("aspect-ratio: auto && <ratio> is a content-box ratio, which the engine does not model",
     lambda p, v: p == "aspectRatio" and "auto" in v.lower() and v.strip().lower() != "auto"),
    ("numbers beyond 1e9 (px, ratios) are refused: the engine keeps every value in a sane range",
     lambda p, v: re.search(r"\d(e1\d|e2\d|\d{10})", v.lower()) is not None),
    ("CSS comments inside a value are not stripped (a document has no reason to hold them)",
     lambda p, v: "/*" in v),
    ("a bracket or function left open at the end of the value (CSS closes it silently) is refused",
     lambda p, v: v.count("[") > v.count("]") or v.count("(") > v.count(")")),
    ("vendor-prefixed keywords (-webkit-min-content, ...) other than -webkit-fill-available",
     lambda p, v: "-webkit-" in v.lower() and "fill-available" not in v.lower()),
    ("border text the spec's width-token mapping makes valid though it is not CSS (glued or doubled "
     "tokens, two widths in a one-side border, an empty value) is refused",
     lambda p, v: p.startswith("border")),
    ("`baseline` content alignment (align-content: baseline) is not supported by the engine",
     lambda p, v: p in ("alignContent", "justifyContent") and "baseline" in v.lower()),
    ("anchor() / anchor-size() and other CSS Anchor Positioning values",
     lambda p, v: "anchor" in v.lower()),
    ("alignment keywords of other layout modes (anchor-center, legacy with left/right/center)",
     lambda p, v: "anchor-center" in v.lower() or "legacy" in v.lower()),
]

LENGTHS = ["0", "10px", "-10px", "10", "25%", "-5%", "1e3px", "1E3PX", "10PX", "1.5px", ".5px", "+5px", "-0px",
           "1e10px", "99999999999px", "10em", "2rem", "5vw", "calc(10px + 5%)", "calc(10px)", "min(10px, 5%)",
           "var(--x)", "10 px", "10px10px", "px", "%", "10%%", "0.0", "1e-3px", "10px !important", "10px/**/",
           "/**/10px", " 10px ", "\t10px\n"]
WIDE = ["inherit", "initial", "unset", "revert", "revert-layer", "INHERIT", ""]


def sizes(is_max):
    out = LENGTHS + ["auto", "none", "min-content", "max-content", "fit-content", "fit-content(10px)",
                     "fit-content(20%)", "fit-content(-5px)", "fit-content()", "fit-content(auto)", "stretch",
                     "-webkit-fill-available", "AUTO", "Min-Content", "10px 20px", "auto auto", "1fr",
                     "fit-content(10px, 5px)", "-moz-available", "-webkit-min-content", "contain", "max-content 10px"]
    return out


def lengths_auto():
    return LENGTHS + ["auto", "AUTO", "none", "auto auto", "10px auto", "min-content", "1fr"]


def four(single):
    out = []
    for a in single[:6]:
        for b in ("10px", "auto", "-5px", "20%"):
            out.append("%s %s" % (a, b))
    out += ["1px 2px 3px", "1px 2px 3px 4px", "1px 2px 3px 4px 5px", "1px, 2px", "1px / 2px", "auto 1px auto 2px"]
    return single + out


TRACKS = ["10px", "auto", "1fr", "2.5fr", "0fr", "-1fr", "1FR", "min-content", "max-content", "fit-content(30px)",
          "fit-content(20%)", "fit-content(1fr)", "fit-content(auto)", "minmax(10px, 1fr)", "minmax(auto, 50px)",
          "minmax(1fr, 10px)", "minmax(min-content, max-content)", "minmax(0, 1fr)", "minmax(10px)",
          "minmax(10px 1fr)", "minmax(10px, 1fr, 2px)", "minmax(fit-content(10px), 1fr)", "minmax(auto, auto)",
          "minmax(-10px, 10px)", "minmax(10px, -10px)", "20%", "-20%", "0", "-10px", "10", "1e7px", "1e12px",
          "fit-content", "stretch", "none", "span", "calc(10px + 1fr)", "calc(10px)", "10em"]


def track_lists():
    out = list(TRACKS)
    out += ["none", "10px 20px", "[a] 10px [b]", "[a b] 10px [c] 1fr [d]", "[a] [b] 10px", "[] 10px", "[a]",
            "[span] 10px", "[auto] 10px", "[1] 10px", "[a] 10px [b", "10px [a b c]", "[A] 10px [a]",
            "repeat(2, 10px)", "repeat(2, [a] 10px [b])", "repeat(0, 10px)", "repeat(-1, 10px)", "repeat(1.5, 10px)",
            "repeat(10000001, 10px)", "repeat(99999999999, 10px)", "repeat(2)", "repeat(2, )", "repeat(, 10px)",
            "repeat(2 10px)", "repeat(auto-fill, 10px)", "repeat(auto-fit, 10px)", "repeat(auto-fill, 1fr)",
            "repeat(auto-fill, minmax(10px, 1fr))", "repeat(auto-fill, minmax(auto, 10px))",
            "repeat(auto-fill, minmax(min-content, 10px))", "repeat(auto-fill, auto)", "repeat(auto-fill, 10px 20px)",
            "repeat(auto-fill, [a] 10px [b])", "repeat(auto-fill, 10px) repeat(auto-fit, 10px)",
            "repeat(auto-fill, 10px) 1fr", "repeat(auto-fill, 10px) 20px", "repeat(auto-fill, 10px) auto",
            "10px repeat(auto-fit, 5px) 20%", "repeat(auto-fill, fit-content(10px))",
            "repeat(auto-fill, repeat(2, 10px))", "repeat(2, repeat(2, 10px))", "repeat(2, auto 1fr)",
            "repeat(AUTO-FILL, 10px)", "REPEAT(2, 10px)", "repeat( 2 , 10px )", "repeat(auto-fill, 0px)",
            "repeat(auto-fill, 10%)", "repeat(auto-fill, fit-content(10%))", "10px, 20px", "10px / 20px",
            "auto-flow", "subgrid", "subgrid [a] [b]", "masonry", "1fr 1fr 1fr 1fr 1fr 1fr 1fr 1fr",
            "SUBGRID", "subgrid [] []", "subgrid [a b] [c]", "subgrid repeat(2, [a])", "subgrid repeat(2, [a] [b])",
            "subgrid repeat(auto-fill, [a])", "subgrid repeat(auto-fill, [a]) repeat(auto-fill, [b])",
            "subgrid repeat(auto-fill, [a]) repeat(2, [b])", "subgrid repeat(auto-fit, [a])", "subgrid repeat(2, 10px)",
            "subgrid 10px", "subgrid [a] 10px", "[a] subgrid", "subgrid subgrid", "subgrid repeat(0, [a])",
            "subgrid repeat(2, )", "subgrid repeat(2, [a] repeat(2, [b]))", "subgrid [span]", "subgrid [auto]",
            "subgrid repeat(auto-fill, [])", "subgrid none", "subgrid [subgrid]", "subgrid[a]",
            "subgrid repeat(1.5, [a])", "subgrid [a] repeat(auto-fill, [b]) [c]", "subgrid repeat(10000001, [a])"]
    return out


PLACEMENTS = ["auto", "AUTO", "1", "-1", "0", "-0", "+2", "1.5", "1e2", "10000000", "10000001", "99999999999",
              "-99999999999", "span", "span 0", "span -1", "span 2", "SPAN 2", "2 span", "span 2 span", "span span",
              "a", "A", "a 2", "2 a", "a -2", "a 0", "span a", "a span", "span a 2", "2 a span", "span 2 a",
              "span a b", "a b", "1 2", "auto 1", "span auto", "auto span", "inherit", "initial", "default", "none",
              "span none", "span 1.5", "2px", "\"a\"", "[a]", "a-b", "_a", "-a", "--a", "1a", "span 10000001",
              "span 99999999999", "span 1e3", "calc(2)", " 2 ", "2/**/"]


def line_shorthands():
    out = list(PLACEMENTS)
    for a in ("1", "span 2", "a", "auto", "-1"):
        for b in ("3", "span 2", "b", "auto", "span", "0"):
            out.append("%s / %s" % (a, b))
    out += ["1 / 2 / 3", "1 /", "/ 2", "1 // 2", "/", "1/2", "span 2/3"]
    return out


def grid_areas():
    out = list(PLACEMENTS[:30])
    out += ["1 / 2", "1 / 2 / 3", "1 / 2 / 3 / 4", "1 / 2 / 3 / 4 / 5", "a / b / c / d", "span 2 / span 3 / a / 1",
            "1 / / 3", "1 / 2 /", "auto / auto / auto / auto", "a", "a / b"]
    return out


def areas():
    return ['"a"', '"a b" "c d"', '"a a" "b b"', '"a b" "c"', '"a b a"', '"a b" "b a"', '"a ." ". a"', '"..."',
            '"a.b"', '". ."', '"a  b"', '""', '"a" ""', "none", "NONE", "a", '"1"', '"a-b"', '"a" 10px', "'a' 'b'",
            '"a b" "a b"', '"a a a" "a a a"', '"a b" "a c"', '"*"', '"a\tb"', '"a" "a" "b"', '"... a"', '"a..."']


def alignments(self_, justify, items):
    base = ["auto", "normal", "stretch", "start", "end", "center", "flex-start", "flex-end", "self-start",
            "self-end", "left", "right", "baseline", "first baseline", "last baseline", "first", "last",
            "baseline first", "baseline last", "safe center", "unsafe end", "safe", "safe baseline",
            "safe stretch", "safe normal", "center safe", "safe safe center", "space-between", "space-around",
            "space-evenly", "legacy", "legacy left", "left legacy", "legacy center", "anchor-center", "CENTER",
            "Safe Center", "safe left", "unsafe self-end", "safe auto", "top", "bottom", "center center",
            "first last baseline", "last last baseline"]
    return base


def keywords(words):
    out = list(words)
    out += [w.upper() for w in words] + [w + " " + w for w in words[:2]] + ["foo", "10px", "0"]
    return out


def aspect_ratios():
    return ["1", "2 / 1", "2/1", "16/9", "0.5", "auto", "auto 1", "1 auto", "auto 2 / 1", "2 / 1 auto", "auto auto",
            "0", "0 / 1", "1 / 0", "0 / 0", "-1", "1 / -1", "1px", "1 /", "/ 1", "1 / 2 / 3", "1e3", "1e20",
            "99999999999", "1.5 / 2.5", "calc(1)", "calc(1) / 2", "AUTO", "none", "1 1"]


def grid_template():
    return ["none", "auto / 1fr", "10px 20px / 30px", "none / 1fr", "1fr / none", "\"a\"", "\"a\" 10px",
            "\"a b\" / 10px 1fr", "[x] \"a\" 10px [y] / auto", "\"a\" \"b\" / 1fr", "\"a\" 10px \"b\" 20px / 1fr 1fr",
            "\"a b\" \"c d\" 1fr / auto auto", "\"a\" / repeat(2, 10px)", "\"a\" repeat(2, 10px) / 1fr",
            "\"a b\" \"c\" / 1fr", "auto-flow / 1fr", "1fr /", "/ 1fr", "1fr", "1fr / 1fr / 1fr",
            "repeat(auto-fill, 10px) / repeat(2, 1fr)", "\"a\" [b] [c] \"d\"", "[a] [b] \"c\"", "subgrid / subgrid",
            "subgrid", "subgrid / 10px", "10px / subgrid", "subgrid [a] / subgrid [b]", "none / subgrid",
            "\"a\" / subgrid", "\"a\" subgrid / 1fr", "subgrid repeat(auto-fill, [a]) / subgrid",
            "\"a\" minmax(10px, 1fr) / auto", "\"a\" fit-content(10px)", "\"a\" 1fr / [l] 10px [r]"]


def grid():
    return grid_template() + [
        "auto-flow / 1fr", "auto-flow 10px / 1fr", "auto-flow dense / 1fr", "dense auto-flow / 1fr",
        "dense / 1fr", "auto-flow dense 10px 20px / 1fr", "1fr / auto-flow", "1fr / auto-flow dense 10px",
        "1fr / dense auto-flow 20px", "auto-flow / auto-flow", "auto-flow", "auto-flow 10px", "AUTO-FLOW / 1fr",
        "auto-flow / repeat(auto-fill, 10px)", "none / auto-flow", "auto-flow 1fr auto / 10px", "row / 1fr",
        "auto-flow dense dense / 1fr", "auto-flow repeat(2, 10px) / 1fr", "subgrid / auto-flow",
        "auto-flow 10px / subgrid [a]", "subgrid [a] / auto-flow dense"]


def gaps():
    return LENGTHS + ["normal", "NORMAL", "10px 20px", "10px normal", "normal 10px", "10px 20px 30px", "1fr",
                      "auto", "-1px 2px", "10% 5px", "10px, 20px"]


def borders():
    return LENGTHS + ["thin", "medium", "thick", "3px solid", "3px solid black", "solid 3px", "solid", "black",
                      "red solid", "3px 4px", "3px solid solid", "3px dashed #fff", "rgb(0, 0, 0) 3px",
                      "3px solid rgb(0 0 0 / 50%)", "none", "hidden", "3px none", "foo", "3px foo", "double 5px blue",
                      "3px solid transparent", "currentcolor", "#abc 2px", "#ab", "THICK", "thin thick",
                      "thin thick medium", "thin thick medium 1px", "1px 2px 3px 4px 5px", "solid solid"]


def overflows():
    return keywords(["visible", "hidden", "clip", "scroll", "auto"]) + [
        "hidden scroll", "scroll hidden", "clip visible", "auto auto auto", "overlay", "hidden, scroll"]


def properties():
    size, size_max = sizes(False), sizes(True)
    props = {
        "display": keywords(["grid", "block", "none"]) + ["flex", "inline-grid", "contents", "grid-lanes",
                                                          "block grid", "grid block", "inline"],
        "direction": keywords(["ltr", "rtl"]),
        "position": keywords(["relative", "absolute"]) + ["static", "fixed", "sticky"],
        "boxSizing": keywords(["border-box", "content-box"]) + ["padding-box"],
        "width": size, "height": size, "minWidth": size, "minHeight": size,
        "maxWidth": size_max, "maxHeight": size_max,
        "aspectRatio": aspect_ratios(),
        "inset": four(lengths_auto()),
        "overflow": overflows(), "overflowX": overflows(), "overflowY": overflows(),
        "margin": four(lengths_auto()),
        "padding": four(LENGTHS + ["auto"]),
        "border": borders(), "borderWidth": borders(),
        "gridTemplateColumns": track_lists(), "gridTemplateRows": track_lists(),
        "gridTemplateAreas": areas(),
        "gridAutoColumns": TRACKS + ["10px 20px", "repeat(2, 10px)", "[a] 10px", "10px 1fr auto"],
        "gridAutoRows": TRACKS + ["10px 20px", "repeat(2, 10px)", "[a] 10px", "10px 1fr auto"],
        "gridAutoFlow": ["row", "column", "dense", "row dense", "dense row", "column dense", "dense column",
                         "row column", "dense dense", "ROW", "Dense", "row row", "none", "auto", ""],
        "gridRow": line_shorthands(), "gridColumn": line_shorthands(),
        "gridArea": grid_areas(),
        "gap": gaps(), "rowGap": gaps(), "columnGap": gaps(),
        "alignItems": alignments(True, False, True), "justifyItems": alignments(True, True, True),
        "alignSelf": alignments(True, False, False), "justifySelf": alignments(True, True, False),
        "alignContent": alignments(False, False, False), "justifyContent": alignments(False, True, False),
        "order": ["0", "1", "-1", "1.5", "99999999999", "auto", "1px", "+3"],
        "gridTemplate": grid_template(), "grid": grid(),
    }
    for side in ("Top", "Right", "Bottom", "Left"):
        props[side.lower()] = lengths_auto()
        props["margin" + side] = lengths_auto()
        props["padding" + side] = LENGTHS + ["auto"]
        props["border" + side] = borders()
        props["border" + side + "Width"] = borders()
    for p in ("gridRowStart", "gridRowEnd", "gridColumnStart", "gridColumnEnd"):
        props[p] = PLACEMENTS + ["1 / 2"]
    pairs = []
    for p, values in props.items():
        seen = set()
        for v in values + WIDE + ["calc(1px)" if p not in ("display",) else "grid"]:
            if v not in seen:
                seen.add(v)
                pairs.append((p, v))
    return pairs


SUPPORTS_PAGE = r"""<!DOCTYPE html><html><body><pre id="results"></pre><script>
const PAIRS = __PAIRS__;
function kebab(name) { return name.replace(/[A-Z]/g, c => "-" + c.toLowerCase()); }
document.getElementById("results").textContent = JSON.stringify(PAIRS.map(([p, v]) => CSS.supports(kebab(p), v)));
</script></body></html>"""


WIDTH_TOKEN = re.compile(r"^(-?[\d.]+(px|%)?|thin|medium|thick)$", re.I)
CSS_WIDE = ("inherit", "initial", "unset", "revert", "revert-layer")


def browser_declaration(prop, value):
    """The declaration the layout document's browser mapping makes of a style entry:
    borders keep only their width tokens (medium when none), as the spec says."""
    if prop in ("border", "borderWidth") or re.match(r"^border(Top|Right|Bottom|Left)(Width)?$", prop):
        words = re.sub(r"[a-z-]+\([^)]*\)", " ", value, flags=re.I).split()
        widths = " ".join(t for t in words if WIDTH_TOKEN.match(t)) or "medium"
        name = "borderWidth" if prop in ("border", "borderWidth") else prop.replace("Width", "") + "Width"
        return name, widths
    return prop, value


def chromium_supports(pairs):
    mapped = [browser_declaration(p, v) for p, v in pairs]
    page = SUPPORTS_PAGE.replace("__PAIRS__", json.dumps(mapped))
    return generate.chromium_results(page, "css_supports.py", timeout=300)


def gridkit_accepts(binary, prop, value):
    doc = json.dumps({"root": {"style": {prop: value}}})
    p = subprocess.run([binary, "layout", "-"], input=doc, capture_output=True, text=True, timeout=30)
    return p.returncode == 0, p.stderr.strip()


def known_reason(prop, value):
    for reason, test in KNOWN:
        if test(prop, value):
            return reason
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write every value with both answers to this file")
    ap.add_argument("--binary", default=os.path.join(REPO, ".build", "release", "gridkit"))
    args = ap.parse_args()
    pairs = properties()
    chromium = chromium_supports(pairs)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        gridkit = list(pool.map(lambda pv: gridkit_accepts(args.binary, *pv), pairs))
    gridkit_only, chromium_only, rows = [], [], []
    for (p, v), c, (g, err) in zip(pairs, chromium, gridkit):
        rows.append({"property": p, "value": v, "chromium": c, "gridkit": g, "error": err})
        wide = v.strip().lower() in CSS_WIDE and browser_declaration(p, v)[1] == v
        if g and (not c or wide):
            # A CSS-wide keyword GridKit accepts means something else to it (a line name...).
            gridkit_only.append((p, v))
        elif c and not g:
            chromium_only.append((p, v, err))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)
    unexplained = 0
    print("GridKit accepts, Chromium rejects (the browser would drop the declaration):")
    for p, v in gridkit_only:
        unexplained += 1
        print("  %s: %r" % (p, v))
    print("Chromium accepts, GridKit refuses:")
    by_reason = {}
    for p, v, err in chromium_only:
        by_reason.setdefault(known_reason(p, v), []).append((p, v, err))
    for reason, items in sorted(by_reason.items(), key=lambda kv: (kv[0] is not None, kv[0] or "")):
        print("  %s (%d):" % (reason or "NOT LISTED", len(items)))
        for p, v, err in items if reason is None else items[:4]:
            print("    %s: %r  [%s]" % (p, v, err.split(": ", 1)[-1][:90]))
        if reason is None:
            unexplained += len(items)
    known = sum(len(v) for k, v in by_reason.items() if k is not None)
    agree = len(pairs) - len(gridkit_only) - len(chromium_only)
    print("%d values: %d agree, %d disagree (%d GridKit-only, %d Chromium-only, %d of them known)"
          % (len(pairs), agree, len(gridkit_only) + len(chromium_only), len(gridkit_only), len(chromium_only), known))
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
