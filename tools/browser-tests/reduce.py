"""Reduce differing layout documents to minimal ones (differential.py --reduce).

A round makes, for every document still being reduced, each candidate one step
smaller (a child removed, a node's children removed, `available` or one axis of it
removed, a style property removed, a text shortened), lays ALL candidates of all
documents out in one Chromium page, and keeps for each document the first candidate
(largest steps first) that GridKit still lays out differently. A document is minimal
when no candidate differs any more. Each minimal document is written to
OUT/<name>.min.json with both answers, and the causes are counted by the features
left in them (`cause()`), most frequent first.
"""

import copy
import json
import os
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


def candidates(doc):
    out = []
    all_nodes = list(nodes(doc["root"]))
    for path, node in all_nodes:  # whole subtrees first
        if path:
            c = copy.deepcopy(doc)
            del at(c, path[:-1])["children"][path[-1]]
            if not at(c, path[:-1])["children"]:
                del at(c, path[:-1])["children"]
            out.append(c)
    for path, node in all_nodes:
        if node.get("children") and len(node["children"]) > 1:
            c = copy.deepcopy(doc)
            del at(c, path)["children"]
            out.append(c)
    if "available" in doc:
        c = copy.deepcopy(doc)
        del c["available"]
        out.append(c)
        for axis in list(doc["available"]):
            c = copy.deepcopy(doc)
            del c["available"][axis]
            out.append(c)
    for path, node in all_nodes:
        for key in list(node.get("style", {})):
            if key == "display" and node["style"][key] == "grid" and node.get("children"):
                continue
            c = copy.deepcopy(doc)
            del at(c, path)["style"][key]
            if not at(c, path)["style"]:
                del at(c, path)["style"]
            out.append(c)
        if isinstance(node.get("text"), str) and len(node["text"]) > 1:
            c = copy.deepcopy(doc)
            at(c, path)["text"] = "H"
            out.append(c)
    return out


def reduce_all(docs, gridkit, tolerance, max_rounds=80):
    """docs: {name: document}; returns {name: minimal document}."""
    current = dict(docs)
    active = set(docs)
    for _ in range(max_rounds):
        if not active:
            break
        cands = {name: candidates(current[name]) for name in sorted(active)}
        cases = [{"name": "%s~%d" % (name, i), "input": c} for name, cs in cands.items() for i, c in enumerate(cs)]
        if not cases:
            break
        chromium, _ = generate.browser_layouts(cases)
        for name, cs in cands.items():
            for i, c in enumerate(cs):
                got, _ = gridkit.one(c)
                if got and differential.differences(got["root"], chromium["%s~%d" % (name, i)]["root"], tolerance):
                    current[name] = c
                    break
            else:
                active.discard(name)
    return current


def size_of(doc):
    return sum(1 + len(n.get("style", {})) for _, n in nodes(doc["root"])) + len(doc.get("available", {}))


# Features of a minimal document, in the order they are blamed: the first that is
# present names the cause. (A heuristic: docs/differential-worklist.md groups by hand.)
CAUSES = [
    ("direction: rtl", lambda n, s: s.get("direction") == "rtl"),
    ("absolute positioning", lambda n, s: s.get("position") == "absolute"),
    ("baseline alignment", lambda n, s: any("baseline" in str(s.get(k, "")) for k in
                                            ("alignItems", "alignSelf", "justifyItems", "justifySelf"))),
    ("aspect-ratio", lambda n, s: "aspectRatio" in s),
    ("overflow / scroll containers", lambda n, s: any(k.startswith("overflow") for k in s)),
    ("relative offsets", lambda n, s: any(k in s for k in ("top", "left", "right", "bottom", "inset"))),
    ("percentages", lambda n, s: any("%" in str(v) for v in s.values())),
    ("auto margins", lambda n, s: any("auto" in str(v) for k, v in s.items() if k.startswith("margin"))),
    ("left / right justification", lambda n, s: any(w in str(s.get(k, "")) for k in ("justifySelf", "justifyItems", "justifyContent") for w in ("left", "right"))),
    ("size keywords (min/max/fit-content)", lambda n, s: any(str(s.get(k, "")) in ("min-content", "max-content", "fit-content")
                                                             for k in ("width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight"))),
    ("shorthands grid / grid-template", lambda n, s: "grid" in s or "gridTemplate" in s),
    ("named areas / lines", lambda n, s: "gridTemplateAreas" in s or "[" in str(s.get("gridTemplateColumns", "")) + str(s.get("gridTemplateRows", ""))),
    ("content alignment", lambda n, s: "alignContent" in s or "justifyContent" in s),
    ("self alignment", lambda n, s: any(k in s for k in ("alignSelf", "justifySelf", "alignItems", "justifyItems"))),
    ("block layout inside grid", lambda n, s: s.get("display", "block") == "block" and n.get("children")),
]


def cause(doc):
    styled = [(n, n.get("style", {})) for _, n in nodes(doc["root"])]
    for name, test in CAUSES:
        if any(test(n, s) for n, s in styled):
            return name
    if any(a in ("min-content",) for a in doc.get("available", {}).values()):
        return "available min-content"
    return "track sizing (other)"


def report(differ, chromium, gridkit, tolerance, out_dir, version):
    docs = {case["name"]: case["input"] for case, _, _ in differ}
    minimal = reduce_all(docs, gridkit, tolerance)
    final, _ = generate.browser_layouts([{"name": n, "input": d} for n, d in minimal.items()])
    by_cause = {}
    for name, doc in minimal.items():
        got, _ = gridkit.one(doc)
        diff = differential.differences(got["root"], final[name]["root"], tolerance) if got else ["refused"]
        c = cause(doc)
        by_cause.setdefault(c, []).append(name)
        with open(os.path.join(out_dir, name + ".min.json"), "w", encoding="utf-8") as f:
            json.dump({"name": name, "cause": c, "description": "; ".join(diff), "input": doc,
                       "expected": final[name], "gridkit": got, "browser": version}, f, indent=1)
        print("minimal %s [%s] (%d -> %d): %s\n    %s" % (name, c, size_of(docs[name]), size_of(doc),
                                                          "; ".join(diff[:2]), json.dumps(doc)))
    print("causes (by the first feature left in each minimal document):")
    for c, names in sorted(by_cause.items(), key=lambda kv: -len(kv[1])):
        print("  %4d  %s" % (len(names), c))
