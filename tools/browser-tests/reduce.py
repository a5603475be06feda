"""Reduce differing layout documents to minimal ones (differential.py --reduce).

Delta debugging over removals: a document's atoms are its nodes, its style entries
(`display` excepted, so that a grid stays a grid),
its texts (shortened to one character) and the axes of `available`. A round splits
each document's atoms into n chunks, makes one candidate per chunk removed, lays ALL
candidates of all documents out in one Chromium page, and keeps the first candidate
GridKit still lays out differently (n shrinks), else n doubles; a document is
minimal when removing any single atom makes it agree. Each minimal document is written to
OUT/<name>.min.json with both answers, and the causes are counted by the features
whose removal alone makes them agree (`culprits()`: one Chromium run of every
document without each feature in turn), most frequent first.
"""

import concurrent.futures
import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import differential  # noqa: E402
import generate  # noqa: E402  (on the path through differential)


def nodes(node, path=()):
    yield path, node
    for i, child in enumerate(node.get("children", [])):
        yield from nodes(child, path + (i,))


def at(doc, path):
    node = doc["root"]
    for i in path:
        node = node["children"][i]
    return node


def atoms(doc):
    """Everything one could remove: ("node", path), ("style", path, key), ("available", axis)."""
    out = [("available", axis) for axis in doc.get("available", {})]
    for path, node in nodes(doc["root"]):
        if path:
            out.append(("node", path))
        for key in node.get("style", {}):
            if key != "display":  # a grid stays a grid: reducing must not wander into block layout
                out.append(("style", path, key))
        if isinstance(node.get("text"), str) and len(node["text"]) > 1:
            out.append(("text", path))
    return out


def without(doc, removed):
    """A copy of doc with the atoms in `removed` taken out (node removals last, deepest first)."""
    c = copy.deepcopy(doc)
    for a in removed:
        if a[0] == "available":
            del c["available"][a[1]]
            if not c["available"]:
                del c["available"]
        elif a[0] == "style":
            node = at(c, a[1])
            del node["style"][a[2]]
            if not node["style"]:
                del node["style"]
        elif a[0] == "text":
            at(c, a[1])["text"] = "H"
    for a in sorted((a for a in removed if a[0] == "node"), key=lambda a: a[1], reverse=True):
        parent = at(c, a[1][:-1])
        del parent["children"][a[1][-1]]
        if not parent["children"]:
            del parent["children"]
    return c


def browser(cases, page=50, timeout=20):
    """Chromium's layouts of `cases` in pages of `page`, leaving out the documents
    Chromium never finishes (Chromium 156 loops on some subgrid documents: a
    candidate that hangs is not a reproduction). A page that passes `timeout`
    seconds is split in halves (10 seconds each) until each hang stands alone."""
    out = {}
    for i in range(0, len(cases), page):
        part = cases[i:i + page]
        try:
            layouts, _ = generate.browser_layouts(part, timeout)
            out.update(layouts)
        except (subprocess.TimeoutExpired, OSError):  # OSError: a killed Chromium's profile left behind
            if len(part) > 1:
                half = (len(part) + 1) // 2
                out.update(browser(part[:half], half, 10))
                out.update(browser(part[half:], half, 10))
    return out


def chunks(items, n):
    k, m = divmod(len(items), n)
    return [items[i * k + min(i, m):(i + 1) * k + min(i + 1, m)] for i in range(n)]


def reduce_all(docs, gridkit, tolerance, max_rounds=60):
    """Delta debugging (ddmin, removals only) of every document at once: each round
    lays all candidates of all documents out in one Chromium page. docs: {name:
    document}; returns {name: minimal document}."""
    current = dict(docs)
    granularity = {name: 2 for name in docs}
    active = set(docs)
    for rounds in range(1, max_rounds + 1):
        cands = {}
        for name in sorted(active):
            items = atoms(current[name])
            n = min(granularity[name], len(items))
            cands[name] = [without(current[name], chunk) for chunk in chunks(items, n)] if items else []
        cases = [{"name": "%s~%d" % (name, i), "input": c} for name, cs in cands.items() for i, c in enumerate(cs)]
        if not cases:
            break
        chromium = browser(cases)

        def first_differing(name):
            for i, c in enumerate(cands[name]):
                if "%s~%d" % (name, i) not in chromium:
                    continue
                got, _ = gridkit.one(c)
                if got and differential.differences(got["root"], chromium["%s~%d" % (name, i)]["root"], tolerance):
                    return name, c
            return name, None

        with concurrent.futures.ThreadPoolExecutor(gridkit.jobs) as pool:
            for name, smaller in pool.map(first_differing, sorted(cands)):
                size = len(atoms(current[name]))
                if smaller is not None:
                    current[name] = smaller
                    granularity[name] = max(granularity[name] - 1, 2)
                elif granularity[name] >= size:
                    active.discard(name)  # every single atom is needed: 1-minimal
                else:
                    granularity[name] = min(granularity[name] * 2, size)
        print("reduce: round %d, %d candidates, %d documents still shrinking" % (rounds, len(cases), len(active)),
              file=sys.stderr, flush=True)
        if not active:
            break
    return current


FEATURES = [
    ("direction: rtl", lambda k, v, n: k == "direction"),
    ("absolute positioning", lambda k, v, n: k == "position" and v == "absolute"),
    ("baseline alignment", lambda k, v, n: "baseline" in str(v) and k in ("alignItems", "alignSelf", "justifyItems", "justifySelf")),
    ("aspect-ratio", lambda k, v, n: k == "aspectRatio"),
    ("overflow", lambda k, v, n: k.startswith("overflow")),
    ("relative offsets", lambda k, v, n: k in ("top", "left", "right", "bottom", "inset") and n.get("style", {}).get("position") != "absolute"),
    ("percentages", lambda k, v, n: "%" in str(v)),
    ("margins", lambda k, v, n: k.startswith("margin")),
    ("padding / border", lambda k, v, n: k.startswith("padding") or k.startswith("border") or k == "boxSizing"),
    ("min / max sizes", lambda k, v, n: k.startswith("min") or k.startswith("max")),
    ("size keywords", lambda k, v, n: str(v) in ("min-content", "max-content", "fit-content")),
    ("self alignment", lambda k, v, n: k in ("alignItems", "alignSelf", "justifyItems", "justifySelf")),
    ("content alignment", lambda k, v, n: k in ("alignContent", "justifyContent")),
    ("gaps", lambda k, v, n: k in ("gap", "rowGap", "columnGap")),
    ("text", None),
    ("available size", None),
    # Not a removal: a display: none child added to every childless nested grid, which
    # changes nothing in the browser; GridKit measured such a grid as an empty leaf.
    ("empty nested grids", None),
]


def ablate(doc, feature):
    """doc without one feature (None when it has none): its style entries removed
    (`text`: text nodes emptied to one character; `available`: removed)."""
    name, test = feature
    if name == "available size":
        if "available" not in doc:
            return None
        return without(doc, [("available", a) for a in doc["available"]])
    if name == "empty nested grids":
        c = copy.deepcopy(doc)
        hits = [n for p, n in nodes(c["root"]) if p and n.get("style", {}).get("display") == "grid" and not n.get("children")]
        for n in hits:
            n["children"] = [{"style": {"display": "none"}}]
        return c if hits else None
    if name == "text":
        hits = [("text", p) for p, n in nodes(doc["root"]) if isinstance(n.get("text"), str) and len(n["text"]) > 1]
        return without(doc, hits) if hits else None
    hits = [("style", p, k) for p, n in nodes(doc["root"]) for k, v in n.get("style", {}).items() if test(k, v, n)]
    return without(doc, hits) if hits else None


def culprits(docs, gridkit, tolerance):
    """{name: [features whose removal alone makes GridKit agree with Chromium]}, in one Chromium run."""
    cases, index = [], []
    for name, doc in docs.items():
        for f in FEATURES:
            c = ablate(doc, f)
            if c is not None:
                cases.append({"name": "%s~%s" % (name, f[0]), "input": c})
                index.append((name, f[0]))
    chromium = browser(cases)
    results = gridkit.many([c["input"] for c in cases])
    out = {name: [] for name in docs}
    for case, (name, feature), (got, _) in zip(cases, index, results):
        if case["name"] in chromium and got and not differential.differences(got["root"], chromium[case["name"]]["root"], tolerance):
            out[name].append(feature)
    return out


def size_of(doc):
    return sum(1 + len(n.get("style", {})) for _, n in nodes(doc["root"])) + len(doc.get("available", {}))


def report(differ, chromium, gridkit, tolerance, out_dir, version, limit=None):
    docs = {case["name"]: case["input"] for case, _, _ in differ}
    blame = culprits(docs, gridkit, tolerance)
    counts = {}
    for name, features in blame.items():
        key = " + ".join(features[:1]) if len(features) == 1 else (
            "several, each alone: " + ", ".join(features) if features else "no single feature (tracks, placement or a mix)")
        counts.setdefault(key, []).append(name)
    print("causes (the feature whose removal alone makes a document agree):")
    for c, names in sorted(counts.items(), key=lambda kv: -len(kv[1])):
        print("  %4d  %s" % (len(names), c))
    chosen = sorted(docs)
    if limit:
        # A few of each cause: the smallest documents first.
        chosen = [n for names in counts.values() for n in sorted(names, key=lambda n: size_of(docs[n]))[:limit]]
    minimal = reduce_all({n: docs[n] for n in chosen}, gridkit, tolerance)
    final = browser([{"name": n, "input": d} for n, d in minimal.items()])
    for name, doc in sorted(minimal.items()):
        if name not in final:
            continue
        got, _ = gridkit.one(doc)
        diff = differential.differences(got["root"], final[name]["root"], tolerance) if got else ["refused"]
        with open(os.path.join(out_dir, name + ".min.json"), "w", encoding="utf-8") as f:
            json.dump({"name": name, "culprits": blame[name], "description": "; ".join(diff), "input": doc,
                       "expected": final[name], "gridkit": got, "browser": version}, f, indent=1)
        print("minimal %s [%s] (%d -> %d): %s\n    %s" % (name, ", ".join(blame[name]) or "-", size_of(docs[name]),
                                                          size_of(doc), "; ".join(diff[:2]), json.dumps(doc)))
