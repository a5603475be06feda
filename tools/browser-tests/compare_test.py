#!/usr/bin/env python3
"""The compare page, tested in a real browser (headless Chromium).

For documents GridKit lays out right, the page must report 0 differences; with
GridKit's layout in the page deliberately altered at chosen nodes, it must report
exactly those nodes. Prints 'N passed, M failed' and exits non-zero on a failure.

Usage: tools/browser-tests/compare_test.py [path/to/gridkit]
Needs: chromium (apt-get install chromium).
"""

import glob
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(REPO, "Tests", "GridKitDocumentTests", "Fixtures")
DOCUMENTS = ["sizing-mixed-twelve-columns", "explicit-template-areas", "sizing-text-rows-from-columns",
             "absolute-in-area", "nested-grid-three-levels", "align-items-baseline", "available-definite-wraps"]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    raise SystemExit("compare_test.py: chromium is not installed (apt-get install chromium)")


def dump_dom(page_path, profile, flags=()):
    """The page's DOM after headless Chromium has run its script (with extra `flags`)."""
    return subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=20000",
                           "--user-data-dir=" + profile, *flags, "--dump-dom", "file://" + page_path],
                          capture_output=True, text=True, timeout=120).stdout


def summary_attributes(out):
    """The data- attributes of the page's summary paragraph, or None when it is missing."""
    m = re.search(r'<p id="summary"([^>]*)>', out)
    return dict(re.findall(r'data-([a-z]+)="([^"]*)"', m.group(1))) if m else None


def summary(out):
    attrs = summary_attributes(out)
    if attrs is None:
        return None
    return int(attrs.get("differ", "-1")), html.unescape(attrs.get("paths", "")).split()


def lanes_checks(gridkit, tmp):
    """grid-lanes pages: with Chromium's experimental flag the page finds 0 differences;
    without it the page says plainly that this browser lacks grid-lanes (data-lanes)."""
    with open(os.path.join(FIXTURES, "lanes-span-2.json")) as f:
        doc = json.load(f)["input"]
    doc_path, page = os.path.join(tmp, "lanes.json"), os.path.join(tmp, "lanes.html")
    with open(doc_path, "w") as f:
        json.dump(doc, f)
    subprocess.run([gridkit, "compare", doc_path, "--html", page], check=True, capture_output=True)
    results = []
    for flags, want in ((["--enable-experimental-web-platform-features"], ("0", None)), ([], (None, "unsupported"))):
        attrs = summary_attributes(dump_dom(page, os.path.join(tmp, "profile-lanes"), flags)) or {}
        ok = (want[0] is None or attrs.get("differ") == want[0]) and attrs.get("lanes") == want[1]
        results.append((ok, "lanes %s: page says %s" % ("with the flag" if flags else "without the flag", attrs)))
    return results


def main():
    gridkit = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, ".build", "debug", "gridkit")
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for ok, what in lanes_checks(gridkit, tmp):
            passed, failed = passed + ok, failed + (not ok)
            if not ok:
                print("FAIL " + what)
        for name in DOCUMENTS:
            with open(os.path.join(FIXTURES, name + ".json")) as f:
                doc = json.load(f)["input"]
            doc_path = os.path.join(tmp, name + ".json")
            with open(doc_path, "w") as f:
                json.dump(doc, f)
            page = os.path.join(tmp, name + ".html")
            subprocess.run([gridkit, "compare", doc_path, "--html", page], check=True, capture_output=True)
            got = summary(dump_dom(page, os.path.join(tmp, "profile")))
            if got and got[0] == 0:
                passed += 1
            else:
                failed += 1
                print("FAIL %s: expected 0 differences, page says %s" % (name, got))
            # The same page with GridKit's layout altered at two nodes.
            with open(page) as f:
                text = f.read()
            m = re.search(r"const GRIDKIT = (.*);\n", text)
            layout = json.loads(m.group(1))
            kids = layout["root"].get("children", [])
            if len(kids) < 2:
                continue
            kids[0]["x"] += 3
            kids[-1]["height"] += 1.5
            altered = text[:m.start(1)] + json.dumps(layout) + text[m.end(1):]
            altered_path = os.path.join(tmp, name + "-altered.html")
            with open(altered_path, "w") as f:
                f.write(altered)
            want = sorted(["root.children[0]", "root.children[%d]" % (len(kids) - 1)])
            got = summary(dump_dom(altered_path, os.path.join(tmp, "profile")))
            if got and got[0] == 2 and sorted(got[1]) == want:
                passed += 1
            else:
                failed += 1
                print("FAIL %s altered: expected %s, page says %s" % (name, want, got))
        p, f = hostile(gridkit, tmp)
        passed += p
        failed += f
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


# Ids and text that would run as script, or break out of the page's <script>, if the
# page wrote them raw. The page must stay inert (no marker set by an injected script,
# no injected element) and correct (its own script runs and finds 0 differences).
PAYLOAD = "document.body.setAttribute('data-pwned','1')"
HOSTILE_IDS = ["<!--<script>", "</script><script>%s</script>" % PAYLOAD, "<img src=x onerror=\"%s\">" % PAYLOAD,
               "\" onmouseover=\"%s" % PAYLOAD, "]]></svg><script>%s</script>" % PAYLOAD, "&amp;<b>bold</b>\u2028\n"]


def hostile(gridkit, tmp):
    doc = {"root": {"id": HOSTILE_IDS[0], "style": {"display": "grid", "grid-template-columns": "100px 100px 100px",
                                                    "row-gap": 3, "grid-auto-rows": "20px"},
                    "children": [{"id": i, "text": "a<b"} if n % 2 else {"id": i} for n, i in enumerate(HOSTILE_IDS[1:])]
                    + [{"text": "</b><i>"}]}}
    doc_path = os.path.join(tmp, "hostile.json")
    with open(doc_path, "w") as f:
        json.dump(doc, f, ensure_ascii=False)
    page = os.path.join(tmp, "hostile.html")
    subprocess.run([gridkit, "compare", doc_path, "--html", page], check=True, capture_output=True)
    with open(page) as f:
        text = f.read()
    script = text[text.index("<script>") + len("<script>"):text.rindex("</script>")]
    out = dump_dom(page, os.path.join(tmp, "profile"))
    got = summary(out)
    problems = []
    if "<" in script.split("const GRIDKIT")[0].split("const DOC = ", 1)[1]:
        problems.append("'<' inside the script's JSON")
    if re.search(r"<body[^>]*data-pwned", out):
        problems.append("an injected script ran")
    if re.search(r"<img|<b>", out):
        problems.append("an injected element is in the page")
    if not got or got[0] != 0:
        problems.append("the page's own script did not find 0 differences: %s" % (got,))
    labels = re.findall(r'<text [^>]*class="label"[^>]*>(.*?)</text>', out, re.S)
    if len(labels) != len(HOSTILE_IDS) + 1:
        problems.append("%d node labels for %d nodes" % (len(labels), len(HOSTILE_IDS) + 1))
    if problems:
        print("FAIL hostile ids and text: " + "; ".join(problems))
        return 0, 1
    print("ok hostile ids and text: inert, %d nodes labelled, 0 differences" % len(labels))
    return 1, 0


if __name__ == "__main__":
    sys.exit(main())
