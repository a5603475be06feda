#!/usr/bin/env python3
"""Fuzz the gridkit command line: layout documents, CSS values and `gridkit grid`
flags from a seeded generator with mutation, each run under a timeout and an
address-space cap, every result classified.

Classes of failure:
  crash        killed by a signal (SIGSEGV, SIGABRT from a trap, ...)
  hang         still running at the timeout
  memory       ran out under the address-space cap ("failed to allocate", SIGKILL)
  multiline    an error of more (or less) than one line on standard error
  pathless     a document error that does not say where (no path, no file, no line)
  stdout       a failure that wrote to standard output (nothing half-written)
  invalid      success with output that is wrong: JSON that does not parse, nodes
               missing, frames that are not finite numbers, the wrong item count
  engine-known hang or memory on a document with huge spans or line numbers: the
               engine's known limit (issue 10, point 1), counted apart and not a
               failure of the quick mode, whose generator keeps spans and lines small

Input i of seed s is generated from random.Random(s * 10**9 + i) alone, so any
input can be regenerated (--show I) and a long run resumed or split in chunks
(--start, --count). Standard library only.

Usage:
  tools/fuzz/fuzz.py --quick [--gridkit PATH]          # CI: 3,000 inputs, small spans
  tools/fuzz/fuzz.py --long [--start N] [--count N]    # 1,000,000 inputs from N
  tools/fuzz/fuzz.py --show I [--seed S] [--long]      # print input I and exit
Prints progress, then `N inputs, M failures` and the count of each class; writes
every failing input to --out (default: fuzz-failures.jsonl). Exit 1 on a failure.
"""

import argparse
import concurrent.futures
import json
import math
import os
import random
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(REPO, "Tests", "GridKitDocumentTests", "Fixtures")

CLASSES = ["crash", "hang", "memory", "multiline", "pathless", "stdout", "invalid", "engine-known"]

# ---------------------------------------------------------------- generators

LENGTH_PROPS = ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "padding", "paddingTop",
                "paddingLeft", "margin", "marginTop", "marginRight", "border", "borderWidth", "borderLeftWidth",
                "gap", "rowGap", "columnGap", "top", "left", "right", "bottom", "inset"]
TRACK_PROPS = ["gridTemplateColumns", "gridTemplateRows", "gridAutoColumns", "gridAutoRows"]
PLACE_PROPS = ["gridRow", "gridColumn", "gridRowStart", "gridRowEnd", "gridColumnStart", "gridColumnEnd", "gridArea"]
KEYWORD_PROPS = {
    "display": ["grid", "block", "none", "flex", ""],
    "position": ["relative", "absolute", "static"],
    "boxSizing": ["border-box", "content-box"],
    "direction": ["ltr", "rtl"],
    "gridAutoFlow": ["row", "column", "row dense", "column dense", "dense"],
    "alignItems": ["start", "end", "center", "stretch", "baseline", "normal", "safe end", "unsafe center"],
    "justifyItems": ["start", "end", "center", "stretch", "legacy", "left"],
    "alignSelf": ["auto", "start", "end", "center", "stretch", "baseline", "last baseline"],
    "justifySelf": ["auto", "start", "end", "center", "stretch"],
    "alignContent": ["start", "end", "center", "stretch", "space-between", "space-around", "space-evenly"],
    "justifyContent": ["start", "end", "center", "stretch", "space-between", "space-around", "space-evenly"],
    "overflow": ["visible", "hidden", "scroll", "clip", "auto"],
    "aspectRatio": ["1", "16 / 9", "auto", "0", "2/0"],
}
WEIRD = ["", " ", "\n", "\t", "-", "+", "--", "e", "1e999", "-0", "NaN", "inf", "1e-400", "0x10", "\u0000", "<", "\"",
         "\\", "/", "*", "%", "calc(1px)", "var(--x)", "\u2028", "é", "🙂", "((", ")", "[a]", "[", "]", ",", ";", "!"]


def number(r, big):
    roll = r.random()
    if roll < 0.5:
        return str(r.randint(0, 400))
    if roll < 0.7:
        return "%g" % (r.random() * 300)
    if roll < 0.8:
        return str(r.choice([0, 1, -1, 2, 10, 100]))
    if big and roll < 0.9:
        return str(r.choice([1e6, 1e9, 1e12, 1e15, 1e300, 10 ** 20]))
    return r.choice(["-5", "0.0001", "1e3", "3.", ".5", "00", "1e9"])


def length(r, big):
    roll = r.random()
    if roll < 0.6:
        return number(r, big) + "px"
    if roll < 0.75:
        return number(r, big) + "%"
    if roll < 0.85:
        return r.choice(["auto", "min-content", "max-content", "fit-content(50px)", "0"])
    return r.choice(WEIRD) + r.choice(["px", "em", "", "%"])


def track(r, big):
    roll = r.random()
    if roll < 0.3:
        return length(r, big)
    if roll < 0.5:
        return number(r, False) + "fr"
    if roll < 0.65:
        return "minmax(%s, %s)" % (length(r, big), r.choice([length(r, big), "1fr", "auto", "max-content"]))
    if roll < 0.75:
        return "fit-content(%s)" % length(r, big)
    if roll < 0.85:
        return "[%s] %s" % (r.choice(["a", "b", "a-start", "c d"]), length(r, big))
    return r.choice(["auto", "min-content", "max-content", "1fr", "0fr", "none"])


def tracks(r, big, limit):
    roll = r.random()
    if roll < 0.2:
        n = r.choice([1, 2, 3, 4, "auto-fill", "auto-fit"]) if not big else r.choice([1, 5, 1000, 100000, "auto-fill"])
        return "repeat(%s, %s)" % (n, " ".join(track(r, big) for _ in range(r.randint(1, 3))))
    return " ".join(track(r, big) for _ in range(r.randint(1, limit)))


def line(r, lines):
    """A grid line or span; `lines` bounds the numbers (small in quick mode)."""
    roll = r.random()
    n = r.randint(-lines, lines)
    if roll < 0.3:
        return str(n)
    if roll < 0.5:
        return "span %d" % r.randint(0, lines)
    if roll < 0.6:
        return "auto"
    if roll < 0.75:
        return r.choice(["a", "b", "a-start", "c-end"]) + r.choice(["", " %d" % n, " span"])
    if roll < 0.85:
        return "%d / %s" % (n, r.choice(["span %d" % r.randint(1, lines), str(r.randint(-lines, lines)), "auto", "a"]))
    return r.choice(["span", "0", "1 / 0", "span -1", "a / b / c / d", "/", "1 /", "span a 2", "-1 / 1"])


def areas(r):
    rows = r.randint(1, 3)
    cols = r.randint(1, 3)
    names = ["a", "b", "c", "."]
    return " ".join('"%s"' % " ".join(r.choice(names) for _ in range(cols)) for _ in range(rows))


CLEAN_KEYWORDS = {
    "display": ["grid", "block", "none"], "position": ["relative", "absolute"], "boxSizing": ["border-box", "content-box"],
    "direction": ["ltr", "rtl"], "gridAutoFlow": ["row", "column", "row dense", "column dense"],
    "alignItems": ["start", "end", "center", "stretch", "baseline"], "justifyItems": ["start", "end", "center", "stretch"],
    "alignSelf": ["auto", "start", "end", "center", "stretch", "baseline"],
    "justifySelf": ["auto", "start", "end", "center", "stretch"],
    "alignContent": ["start", "end", "center", "stretch", "space-between", "space-around", "space-evenly"],
    "justifyContent": ["start", "end", "center", "stretch", "space-between", "space-around", "space-evenly"],
    "overflow": ["visible", "hidden", "scroll", "clip"], "aspectRatio": ["1", "16 / 9", "auto", "0.5"],
}


def clean_value(r, prop, lines):
    """A value the engine accepts (mostly): so that documents get past the parser."""
    px = lambda: "%dpx" % r.randint(0, 300) if r.random() < 0.8 else "%d%%" % r.randint(0, 100)
    if prop in LENGTH_PROPS:
        if prop.startswith(("border", "padding", "gap", "rowGap", "columnGap")):
            return "%dpx" % r.randint(0, 20)
        return r.choice([px(), px(), "auto"]) if not prop.startswith(("padding", "border", "min", "max")) else px()
    if prop in TRACK_PROPS:
        pick = lambda: r.choice([px(), "%dfr" % r.randint(1, 3), "auto", "min-content", "max-content",
                                 "minmax(%s, 1fr)" % px(), "fit-content(%s)" % px()])
        if prop.startswith("gridAuto"):
            return pick()
        return " ".join(pick() for _ in range(r.randint(1, 5)))
    if prop in PLACE_PROPS:
        n = lambda: r.randint(1, lines) * r.choice([1, -1])
        single = [str(n()), "span %d" % r.randint(1, lines), "auto"]
        if prop.endswith(("Start", "End")):
            return r.choice(single)
        return r.choice(single + ["%d / span %d" % (n(), r.randint(1, lines)), "%d / %d" % (n(), n())])
    if prop == "gridTemplateAreas":
        return r.choice(['"a a" "b c"', '"a b"', '"a . b"'])
    return r.choice(CLEAN_KEYWORDS[prop])


def css_value(r, prop, big, lines):
    if prop in LENGTH_PROPS:
        return " ".join(length(r, big) for _ in range(r.choice([1, 1, 1, 2, 4])))
    if prop in TRACK_PROPS:
        return tracks(r, big, 6)
    if prop in PLACE_PROPS:
        return line(r, lines)
    if prop == "gridTemplateAreas":
        return areas(r)
    return r.choice(KEYWORD_PROPS[prop])


ALL_PROPS = LENGTH_PROPS + TRACK_PROPS + PLACE_PROPS + ["gridTemplateAreas"] + list(KEYWORD_PROPS)


def node(r, depth, budget, big, lines, clean=False):
    style = {}
    if r.random() < 0.5 or depth == 0:
        style["display"] = "grid"
    for _ in range(r.randint(0, 5)):
        prop = r.choice(ALL_PROPS)
        value = clean_value(r, prop, lines) if clean else css_value(r, prop, big, lines)
        key = kebab(prop) if r.random() < 0.1 else prop
        if r.random() < 0.08 and prop in LENGTH_PROPS + ["aspectRatio"] + PLACE_PROPS:
            try:
                value = float(value.rstrip("px%")) if "." in value else int(value.rstrip("px%"))
            except ValueError:
                pass
        style[key] = value
    n = {"style": style}
    if r.random() < 0.3:
        n["id"] = r.choice(["a", "b", "c4", "<!--<script>", "x\ny", "", "\u2028", "</script>", "&amp;"])
    if r.random() < 0.2 or budget[0] <= 0 or depth > 4:
        if r.random() < 0.5:
            n["text"] = r.choice(["HH", "H H H", "", "a\nb", "HHHHHHHHHHHHHHHHHHHH", "\u00e9\u0301", "<b>"])
        return n
    kids = []
    for _ in range(r.randint(0, 6)):
        if budget[0] <= 0:
            break
        budget[0] -= 1
        kids.append(node(r, depth + 1, budget, big, lines, clean))
    if kids:
        n["children"] = kids
    return n


def kebab(name):
    return "".join("-" + c.lower() if c.isupper() else c for c in name)


def fixtures():
    out = []
    if os.path.isdir(FIXTURES):
        for name in sorted(os.listdir(FIXTURES))[:200]:
            if name.endswith(".json"):
                with open(os.path.join(FIXTURES, name)) as f:
                    try:
                        out.append(json.dumps(json.load(f)["input"]))
                    except (ValueError, KeyError):
                        pass
    return out


def mutate(r, text):
    """Byte-level and token-level mutations of a JSON text."""
    b = list(text)
    for _ in range(r.randint(1, 4)):
        if not b:
            break
        k = r.randrange(len(b))
        op = r.random()
        if op < 0.25:
            del b[k:k + r.randint(1, 5)]
        elif op < 0.5:
            b.insert(k, r.choice(WEIRD + ['{', '}', '[', ']', ',', ':', '"', '9', '99999', '-']))
        elif op < 0.7:
            b[k] = r.choice('{}[],:"0123456789-eE.\\ntrufalsn \n')
        elif op < 0.85:
            j = r.randrange(len(b))
            b[k:k] = b[j:j + r.randint(1, 40)]
        else:
            b.insert(k, r.choice(['"width": 1e999,', '"id": "a", "id": "b",', '"": 1,', '"gridRow": "span 3",']))
    return "".join(b)


def document(r, big, lines, seeds):
    roll = r.random()
    if roll < 0.55:
        # Half the trees use values the engine accepts, so that layout itself is exercised.
        doc = {"root": node(r, 0, [r.randint(0, 25)], big, lines, clean=r.random() < 0.5)}
        if r.random() < 0.3:
            doc["available"] = {"width": r.choice([0, 100, 320, 1e9, "max-content", "min-content", "300px", -1])}
        text = json.dumps(doc, ensure_ascii=r.random() < 0.5)
        return mutate(r, text) if r.random() < 0.15 else text
    if roll < 0.9 and seeds:
        return mutate(r, r.choice(seeds))
    return r.choice(["", " ", "null", "[]", "{}", '{"root": []}', '{"root": {"children": [' * 30, "\ufeff{}",
                     '{"root": {}}' + "x", "{" * 600 + "}" * 600, '{"root": {"text": "\\ud800"}}'])


GRID_FLAGS = {
    "--columns": lambda r, big: str(r.choice([0, 1, 2, 3, 5, 12, -1, 10000, 10001, 1000000]) if big else r.randint(0, 8)),
    "--min-item-width": lambda r, big: r.choice(["0", "1", "50", "80", "-1", "1e-9", "nan"]),
    "--max-columns": lambda r, big: str(r.choice([0, 1, 3, 100, 10000, 20000])),
    "--item": lambda r, big: r.choice(["80x100", "80X100", "80×100", "0x0", "1e12x1", "x", "80", "-1x5", "80x100x3"]),
    "--item-height": lambda r, big: r.choice(["10", "0", "1e12", "-3"]),
    "--aspect-ratio": lambda r, big: r.choice(["1", "0", "1.5", "1e-12", "inf"]),
    "--container": lambda r, big: r.choice(["320x480", "0x0", "1x1", "1e12x1e12", "300x300", "10x10000"]),
    "--count": lambda r, big: str(r.choice([0, 1, 9, 100, 5000, 20000, 100000001, -1]) if big else r.randint(0, 60)),
    "--spacing": lambda r, big: r.choice(["evenly", "between", "around", "0", "10", "-1", "1e12", "x"]),
    "--align": lambda r, big: r.choice(["leading", "center", "trailing", "middle"]),
    "--min-spacing": lambda r, big: r.choice(["0", "5", "100", "-1"]),
    "--max-spacing": lambda r, big: r.choice(["0", "5", "100", "1e13"]),
    "--row-spacing": lambda r, big: r.choice(["same", "between", "evenly", "around", "4", "-4"]),
    "--rows": lambda r, big: str(r.choice([0, 1, 2, 3, 1000000, 1000001]) if big else r.randint(0, 5)),
    "--insets": lambda r, big: r.choice(["0", "10", "1,2,3,4", "1,2", "-1", "1e12"]),
    "--fill": lambda r, big: r.choice(["row-major", "column-major", "diagonal"]),
    "--scroll": lambda r, big: r.choice(["vertical", "horizontal"]),
    "--overflow": lambda r, big: r.choice(["grow", "paginate", "refuse"]),
    "--direction": lambda r, big: r.choice(["ltr", "rtl"]),
    "--last-row": lambda r, big: r.choice(["columns", "center", "trailing"]),
    "--scale": lambda r, big: r.choice(["0", "1", "2", "3", "1000", "1001", "-2"]),
    "--format": lambda r, big: r.choice(["table", "json", "csv", "xml"]),
}


def grid_flags(r, big):
    args = ["grid"]
    for flag in r.sample(sorted(GRID_FLAGS), r.randint(0, 7)):
        args += [flag, GRID_FLAGS[flag](r, big)]
    if r.random() < 0.1:
        args.append(r.choice(["--safe", "-h", "--bogus", "--count", "--svg", "--columns=3", "extra"]))
    if "--count" not in args and r.random() < 0.7:
        args += ["--count", str(r.randint(0, 200))]
    if r.random() < 0.8:
        args += ["--format", r.choice(["json", "csv"])]
    return args


def span_stress(r):
    """A valid grid whose few items have huge spans and line numbers, as in issue 10:
    the engine's placement is known to cost span x span (long mode only)."""
    def big_line():
        n = r.choice([1000, 9999, 10000, 100000])
        return r.choice(["span %d" % n, str(n), str(-n), "%d / %d" % (-n, n), "1 / -%d" % (n + 1)])
    kids = [{"style": {k: big_line() for k in r.sample(["gridRow", "gridColumn"], r.randint(1, 2))}}
            for _ in range(r.randint(1, 4))]
    return json.dumps({"root": {"style": {"display": "grid"}, "children": kids}})


def generate(seed, i, quick):
    """Input `i`: (kind, argv, stdin, whether it has huge spans/lines)."""
    r = random.Random(seed * 10 ** 9 + i)
    big = not quick and r.random() < 0.2
    lines = 30 if not big else r.choice([100, 1000, 10000, 10000000])
    roll = r.random()
    if roll < 0.25:
        return "grid", grid_flags(r, big and r.random() < 0.3), None, False
    if big and r.random() < 0.01:
        return "layout", ["layout", "-"], span_stress(r), True
    doc = document(r, big, lines, SEEDS)
    if roll < 0.33:
        return "compare", ["compare", "-", "--html", "{tmp}/page.html"], doc, big
    if roll < 0.38:
        return "svg", ["layout", "-", "--svg", "{tmp}/out.svg"], doc, big
    return "layout", ["layout", "-"], doc, big


SEEDS = fixtures()

# ---------------------------------------------------------------- running


def limits(memory_mb):
    def apply():
        cap = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        os.setsid()
    return apply


def run_one(gridkit, kind, argv, stdin, timeout, memory_mb):
    with tempfile.TemporaryDirectory(prefix="gridkit-fuzz-") as tmp:
        args = [gridkit] + [a.replace("{tmp}", tmp) for a in argv]
        p = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             preexec_fn=limits(memory_mb))
        try:
            out, err = p.communicate((stdin or "").encode("utf-8", "surrogatepass"), timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
            return "hang", "over %gs" % timeout
        files = {}
        for name in ("page.html", "out.svg"):
            path = os.path.join(tmp, name)
            if os.path.exists(path):
                with open(path, "rb") as f:
                    files[name] = f.read()
    return classify(kind, argv, stdin, p.returncode, out, err, files)


def classify(kind, argv, stdin, code, out, err, files):
    text = err.decode("utf-8", "replace")
    if code < 0:
        if "failed to allocate" in text or code == -signal.SIGKILL:
            return "memory", text.strip()[:200] or "signal %d" % -code
        return "crash", "signal %d %s" % (-code, text.strip()[:200])
    if code != 0:
        if "failed to allocate" in text:
            return "memory", text.strip()[:200]
        if out:
            return "stdout", "exit %d with %d bytes on stdout" % (code, len(out))
        if text.count("\n") != 1 or not text.endswith("\n"):
            return "multiline", repr(text[:200])
        if kind != "grid" and code == 1 and not located(text):
            return "pathless", text.strip()
        return None, None
    if kind == "grid":
        return check_grid(argv, out)
    if kind == "compare":
        page = files.get("page.html", b"").decode("utf-8", "replace")
        script = page.split("<script>", 1)[-1].rsplit("</script>", 1)[0]
        if "<" in script.split("function kebab")[0].split("const DOC", 1)[-1]:
            return "invalid", "'<' in the page's script data"
        return None, None
    if kind == "svg" and not files.get("out.svg", b"").startswith(b"<?xml"):
        return "invalid", "no SVG written"
    return check_layout(stdin, out)


LOCATED = re.compile(r'^gridkit: (the document|standard input|cannot (read|write) .*|\S*\[".*?"\]\S*|\S+): \S')


def located(text):
    """A document error starts with where: a path (`root.children[2].style.gridRow`,
    `root.style[""]`), "the document", or the file it could not read."""
    return bool(LOCATED.match(text))


def count_nodes(n):
    return 1 + sum(count_nodes(c) for c in n.get("children", []) if isinstance(c, dict))


def finite_frames(n):
    ok = all(isinstance(n.get(k), (int, float)) and math.isfinite(n[k]) for k in ("x", "y", "width", "height"))
    return ok and all(finite_frames(c) for c in n.get("children", []))


def check_layout(stdin, out):
    try:
        want = json.loads(stdin)
    except ValueError as e:
        return "invalid", "accepted a document that is not JSON: %s" % e
    try:
        got = json.loads(out)
    except ValueError as e:
        return "invalid", "output is not JSON: %s" % e
    if count_nodes(got["root"]) != count_nodes(want["root"]):
        return "invalid", "%d nodes out for %d in" % (count_nodes(got["root"]), count_nodes(want["root"]))
    if not finite_frames(got["root"]):
        return "invalid", "a frame that is not four finite numbers"
    return None, None


def check_grid(argv, out):
    if "-h" in argv or "--help" in argv:
        return None, None
    fmt = argv[len(argv) - 1 - argv[::-1].index("--format") + 1] if "--format" in argv else "table"
    count = None
    if "--count" in argv:
        try:
            count = int(argv[len(argv) - 1 - argv[::-1].index("--count") + 1])
        except ValueError:
            pass
    text = out.decode("utf-8", "replace")
    if fmt == "json":
        try:
            items = json.loads(text)
        except ValueError as e:
            return "invalid", "grid JSON does not parse: %s" % e
        n = len(items)
        if not all(math.isfinite(v) for item in items for v in item.values()):
            return "invalid", "a frame that is not finite"
    elif fmt == "csv":
        n = len(text.splitlines()) - 1
    else:
        n = len(text.splitlines()) - 2
    if count is not None and n != count:
        return "invalid", "%d items printed for --count %d" % (n, count)
    return None, None


# ---------------------------------------------------------------- main


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--quick", action="store_true", help="3,000 inputs, spans and lines at most 30 (for CI)")
    mode.add_argument("--long", action="store_true", help="1,000,000 inputs, huge spans and lines in 20%% of them")
    ap.add_argument("--gridkit", default=os.path.join(REPO, ".build", "debug", "gridkit"))
    ap.add_argument("--seed", type=int, default=10)
    ap.add_argument("--start", type=int, default=0, help="the first input index (to resume or split a run)")
    ap.add_argument("--count", type=int, help="how many inputs (default 3,000 quick, 1,000,000 long)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds per input (default 10)")
    ap.add_argument("--memory", type=int, default=4096, help="address-space cap per input, MB (default 4096)")
    ap.add_argument("--out", default="fuzz-failures.jsonl", help="where failing inputs are appended")
    ap.add_argument("--show", type=int, metavar="I", help="print input I and exit")
    a = ap.parse_args()
    quick = not a.long
    if a.show is not None:
        print(json.dumps(generate(a.seed, a.show, quick), ensure_ascii=False))
        return 0
    count = a.count if a.count is not None else (3000 if quick else 1000000)
    gridkit = os.path.abspath(a.gridkit)
    counts = {c: 0 for c in CLASSES}
    done = 0
    started = time.time()
    indices = range(a.start, a.start + count)

    def job(i):
        kind, argv, stdin, big = generate(a.seed, i, quick)
        cls, detail = run_one(gridkit, kind, argv, stdin, a.timeout, a.memory)
        if cls:
            # Run a failing input once more: the record says whether it reproduces.
            again, _ = run_one(gridkit, kind, argv, stdin, a.timeout, a.memory)
            detail = "%s (%s on a second run)" % (detail, "again" if again == cls else "not " + cls)
        if cls in ("hang", "memory") and big:
            cls = "engine-known"
        return i, kind, argv, stdin, cls, detail

    with open(a.out, "a") as log, concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        # Submit in windows so that memory stays flat over a million inputs.
        for lo in range(0, len(indices), 1000):
            for i, kind, argv, stdin, cls, detail in pool.map(job, indices[lo:lo + 1000]):
                done += 1
                if cls:
                    counts[cls] += 1
                    log.write(json.dumps({"seed": a.seed, "index": i, "mode": "quick" if quick else "long",
                                          "class": cls, "kind": kind, "argv": argv, "stdin": stdin,
                                          "detail": detail}, ensure_ascii=False) + "\n")
                    log.flush()
            print("%d/%d inputs (up to index %d), %.0fs, %s" % (done, count, a.start + done - 1, time.time() - started,
                  ", ".join("%s %d" % (c, n) for c, n in counts.items() if n) or "no failures"), flush=True)
    failures = sum(n for c, n in counts.items() if c != "engine-known")
    print("%d inputs, %d failures (%s); engine-known %d; seed %d, indices %d..%d, %.0fs" % (
        done, failures, ", ".join("%s %d" % (c, counts[c]) for c in CLASSES if c != "engine-known"),
        counts["engine-known"], a.seed, a.start, a.start + done - 1, time.time() - started))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
