#!/usr/bin/env python3
"""Layout documents laid out by headless Firefox ESR: a second browser's opinion.

Usage (as a module):  firefox.firefox_layouts(cases) -> (results, version)
Usage (alone):        tools/browser-tests/firefox.py CASE.json ...
    prints for each fixture (or differential.py output) whether Firefox agrees with its
    "expected" (Chromium's) layout, or with its "gridkit" layout when it has one.

The page is the fixture generator's (tools/fixtures/generate.py: same font, base
style, wrapper and reading of border boxes). Firefox runs as
`firefox-esr --headless --marionette -profile TMP` and is driven over its Marionette
protocol by a small TCP JSON client (standard library only): WebDriver:NewSession,
WebDriver:Navigate to the file:// page, WebDriver:ExecuteScript to read the results.

Scrollbars: Firefox ignores `::-webkit-scrollbar`. The profile turns overlay
scrollbars off and sets the non-native theme's scrollbar size to 15px
(`widget.non-native-theme.scrollbar.size.override`); `scrollbar_width()` measures
what the browser really reserves, and callers report documents with scroll
containers as not comparable when it is not 15.
"""

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tools", "fixtures"))
import generate  # noqa: E402
from ahem_font import build_font  # noqa: E402

PREFS = {
    "marionette.port": 0,  # set per run
    "ui.useOverlayScrollbars": 0,
    "widget.gtk.overlay-scrollbars.enabled": False,
    "layout.testing.overlay-scrollbars.always-visible": True,
    "widget.non-native-theme.scrollbar.size.override": 15,
    "widget.non-native-theme.enabled": True,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "browser.aboutwelcome.enabled": False,
    "layout.css.devPixelsPerPx": "1.0",
    "dom.max_script_run_time": 0,
}


def find_firefox():
    for name in ("firefox-esr", "firefox"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("firefox.py: no firefox-esr on PATH (apt-get install firefox-esr)")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Marionette:
    """A Marionette client: `length:json` frames, commands [0, id, name, params]."""

    def __init__(self, port, timeout=60):
        deadline = time.time() + timeout
        while True:
            try:
                self.sock = socket.create_connection(("127.0.0.1", port), timeout=600)
                break
            except OSError:
                if time.time() > deadline:
                    raise SystemExit("firefox.py: Marionette did not answer on port %d" % port)
                time.sleep(0.3)
        self.buffer = b""
        self.next_id = 0
        self.hello = self._read()

    def _read(self):
        while b":" not in self.buffer:
            self._fill()
        length, _, rest = self.buffer.partition(b":")
        n = int(length)
        self.buffer = rest
        while len(self.buffer) < n:
            self._fill()
        frame, self.buffer = self.buffer[:n], self.buffer[n:]
        return json.loads(frame.decode("utf-8"))

    def _fill(self):
        chunk = self.sock.recv(1 << 16)
        if not chunk:
            raise SystemExit("firefox.py: Marionette closed the connection")
        self.buffer += chunk

    def command(self, name, params=None):
        self.next_id += 1
        data = json.dumps([0, self.next_id, name, params or {}]).encode("utf-8")
        self.sock.sendall(str(len(data)).encode("ascii") + b":" + data)
        while True:
            reply = self._read()
            if reply[0] == 1 and reply[1] == self.next_id:
                if reply[2]:
                    raise RuntimeError("%s: %s" % (name, reply[2].get("message", reply[2])))
                return reply[3]


class Firefox:
    """One headless Firefox with a fresh profile, closed on exit."""

    def __enter__(self):
        self.tmp = tempfile.mkdtemp(prefix="gridkit-firefox-")
        self.port = free_port()
        prefs = dict(PREFS, **{"marionette.port": self.port})
        with open(os.path.join(self.tmp, "user.js"), "w") as f:
            for k, v in prefs.items():
                f.write("user_pref(%s, %s);\n" % (json.dumps(k), json.dumps(v)))
        self.binary = find_firefox()
        self.proc = subprocess.Popen([self.binary, "--headless", "--marionette", "-no-remote", "-profile", self.tmp],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     env=dict(os.environ, MOZ_HEADLESS="1"))
        self.client = Marionette(self.port)
        caps = self.client.command("WebDriver:NewSession", {"capabilities": {"alwaysMatch": {
            "timeouts": {"script": 600000, "pageLoad": 600000}}}})
        self.version = "Firefox " + caps.get("capabilities", {}).get("browserVersion", "?")
        return self

    def run(self, page_html, result_script, poll=0.5, timeout=600):
        path = os.path.join(self.tmp, "page.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page_html)
        self.client.command("WebDriver:Navigate", {"url": "file://" + path})
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.client.command("WebDriver:ExecuteScript", {"script": result_script, "args": []})["value"]
            if value:
                return value
            time.sleep(poll)
        raise SystemExit("firefox.py: the page gave no results in %ds" % timeout)

    def __exit__(self, *exc):
        try:
            self.client.command("WebDriver:DeleteSession")
        except Exception:
            pass
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        shutil.rmtree(self.tmp, ignore_errors=True)


SCROLLBAR_PROBE = """<!DOCTYPE html><div id="s" style="overflow: scroll; width: 100px; height: 100px"></div>
<pre id="results"></pre><script>
const s = document.getElementById("s");
document.getElementById("results").textContent = JSON.stringify(
  {vertical: s.offsetWidth - s.clientWidth, horizontal: s.offsetHeight - s.clientHeight});
</script>"""
READ = 'return document.getElementById("results").textContent;'


def firefox_layouts(cases):
    """The border boxes of every case as Firefox lays it out, the browser version and
    the scrollbar thickness it reserves: (results by name, version, scrollbar px)."""
    font = __import__("base64").b64encode(build_font()).decode("ascii")
    page = generate.PAGE.replace("__FONT__", font).replace("__CASES__", json.dumps(cases))
    with Firefox() as ff:
        bars = json.loads(ff.run(SCROLLBAR_PROBE, READ))
        data = json.loads(ff.run(page, READ))
        version = ff.version
    if not data["fontOK"]:
        raise SystemExit("firefox.py: the test font did not load in Firefox (a known string measured wrong)")
    return data["results"], version, max(bars["vertical"], bars["horizontal"])


def main():
    sys.path.insert(0, HERE)
    import differential
    cases = []
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as f:
            case = json.load(f)
        case["name"] = case.get("name") or os.path.basename(path)
        cases.append(case)
    results, version, bar = firefox_layouts([{"name": c["name"], "input": c["input"]} for c in cases])
    print("%s, scrollbars %gpx" % (version, bar))
    for c in cases:
        ff = results[c["name"]]["root"]
        diff = differential.differences(ff, c["expected"]["root"], 0.05, labels=("Firefox", "expected"))
        verdict = "agrees with expected (Chromium)" if not diff else "differs from expected: " + "; ".join(diff[:3])
        if diff and c.get("gridkit"):
            if not differential.differences(ff, c["gridkit"]["root"], 0.05):
                verdict = "agrees with GridKit (" + "; ".join(diff[:2]) + ")"
        print("%s: Firefox %s" % (c["name"], verdict))

if __name__ == "__main__":
    main()
