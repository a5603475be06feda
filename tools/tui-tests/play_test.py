#!/usr/bin/env python3
"""`gridkit play` driven for real under tmux: keys sent with send-keys, the screen
read with capture-pane. Checks the drawing and status line react to every key,
redraw on resize, and that the terminal is restored on q, Ctrl-C and a crash
signal; without a TTY or in a too small terminal it must exit 1 with one line.

Usage: tools/tui-tests/play_test.py [path/to/gridkit]   (needs tmux)
Prints 'N passed, M failed'; exits non-zero on a failure.
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
results = {"passed": 0, "failed": 0}


def check(name, ok, detail=""):
    results["passed" if ok else "failed"] += 1
    if not ok:
        print("FAIL %s %s" % (name, detail))


def tmux(*args, check_rc=True):
    return subprocess.run(["tmux", "-L", "gridkit-test"] + list(args), capture_output=True, text=True, check=check_rc)


def screen():
    return tmux("capture-pane", "-p", "-t", "play").stdout


def wait_for(text, timeout=5.0):
    end = time.time() + timeout
    while time.time() < end:
        s = screen()
        if text in s:
            return s
        time.sleep(0.05)
    return screen()


def start(gridkit, out, width=100, height=36):
    script = ('before=$(stty -g); %s play; code=$?; after=$(stty -g); '
              'if [ "$before" = "$after" ]; then same=yes; else same=no; fi; '
              'echo "EXIT=$code SAME=$same" > %s; sleep 30') % (gridkit, out)
    tmux("kill-server", check_rc=False)
    for _ in range(50):  # the old server may still be shutting down
        if tmux("new-session", "-d", "-s", "play", "-x", str(width), "-y", str(height), "bash", "--norc", "-c", script,
                check_rc=False).returncode == 0:
            return
        time.sleep(0.1)
    raise SystemExit("play_test.py: tmux would not start a session")


def ended(out, timeout=5.0):
    end = time.time() + timeout
    while time.time() < end:
        if os.path.exists(out) and open(out).read().strip():
            return open(out).read().strip()
        time.sleep(0.05)
    return ""


def frame_intact(s):
    """The container's heavy frame has its left and right edges whole: no item drawn over them."""
    lines = s.split("\n")
    top = next((i for i, l in enumerate(lines) if "┏" in l), None)
    bottom = next((i for i, l in enumerate(lines) if "┗" in l), None)
    if top is None or bottom is None:
        return False
    right = lines[top].index("┓")
    return all(l[:1] == "┃" and len(l) > right and l[right] == "┃" for l in lines[top + 1:bottom])


def help_centred(s, width):
    """The help box has as many columns left of it as right of it (one apart at most)."""
    row = next((l for l in s.split("\n") if "this help" in l), "")
    # The help box is the last heavy frame on its row.
    right = row.rfind("┃")
    left = row.rfind("┃", 0, right)
    return left >= 0 and abs(left - (width - 1 - right)) <= 1


def main():
    gridkit = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, ".build", "debug", "gridkit"))
    if not shutil.which("tmux"):
        raise SystemExit("play_test.py: tmux is not installed (apt-get install tmux)")
    # No TTY: one line, exit 1.
    p = subprocess.run([gridkit, "play"], stdin=subprocess.DEVNULL, capture_output=True, text=True)
    check("no tty exits 1", p.returncode == 1 and p.stdout == "" and len(p.stderr.strip().splitlines()) == 1, repr(p))

    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "exit")
        start(gridkit, out)
        s = wait_for("no items yet")
        check("first screen", "columns 3" in s and "┏" in s and "┛" in s, s)
        tmux("send-keys", "-t", "play", "a", "a", "a", "a", "a")
        s = wait_for("items 5")
        check("add five", "last #4 at (120, 140) 80×100" in s and " 4 " in s, s)
        tmux("send-keys", "-t", "play", "]")
        check("more columns", "columns 4" in wait_for("columns 4"))
        tmux("send-keys", "-t", "play", "s")
        s = wait_for("spacing between")
        check("spacing between", "spacing between = 0" in s)
        check("flush items inside the frame", frame_intact(s), s)
        tmux("send-keys", "-t", "play", "d")
        check("right to left", "· rtl ·" in wait_for("· rtl ·"))
        tmux("send-keys", "-t", "play", "W", "H")
        check("item size", "item 90×110" in wait_for("item 90×110"))
        tmux("send-keys", "-t", "play", "Right")
        check("container width", "container 330×480" in wait_for("container 330×480"))
        tmux("send-keys", "-t", "play", "x")
        check("remove last", "items 4" in wait_for("items 4"))
        tmux("send-keys", "-t", "play", "?")
        s = wait_for("this help")
        check("help shown", "this help" in s)
        check("help centred", help_centred(s, 100), s)
        tmux("send-keys", "-t", "play", "?")
        time.sleep(0.3)
        check("help hidden", "this help" not in screen())
        tmux("resize-window", "-t", "play", "-x", "80", "-y", "30")
        time.sleep(0.5)
        lines = screen().rstrip("\n").split("\n")
        check("redraw on resize", len(lines) == 30 and lines[28].startswith("columns 4"), "\n".join(lines[-3:]))
        tmux("send-keys", "-t", "play", "q")
        check("q quits and restores", ended(out) == "EXIT=0 SAME=yes", ended(out))

        out2 = os.path.join(tmp, "exit2")
        start(gridkit, out2)
        wait_for("no items yet")
        tmux("send-keys", "-t", "play", "C-c")
        check("ctrl-c quits and restores", ended(out2) == "EXIT=0 SAME=yes", ended(out2))

        out3 = os.path.join(tmp, "exit3")
        start(gridkit, out3)
        wait_for("no items yet")
        # Only this session's gridkit (a child of the pane's shell), never another one.
        pane = tmux("display-message", "-p", "-t", "play", "#{pane_pid}").stdout.strip()
        child = subprocess.run(["pgrep", "-P", pane, "-x", "gridkit"], capture_output=True, text=True).stdout.split()
        for pid in child:
            os.kill(int(pid), signal.SIGSEGV)
        got = ended(out3)
        check("crash signal restores", got.endswith("SAME=yes") and got.startswith("EXIT=139"), got)

        out4 = os.path.join(tmp, "exit4")
        start(gridkit, out4, width=30, height=8)
        check("too small exits 1", ended(out4).startswith("EXIT=1 "), ended(out4))

        # `gridkit layout` with no file on a terminal: a one-line hint, not a silent wait.
        out5 = os.path.join(tmp, "exit5")
        tmux("kill-server", check_rc=False)
        time.sleep(0.2)
        tmux("new-session", "-d", "-s", "play", "-x", "100", "-y", "10", "bash", "--norc", "-c",
             "%s layout; echo \"EXIT=$?\" > %s; sleep 30" % (gridkit, out5), check_rc=False)
        got = ended(out5)
        s = screen()
        check("layout on a terminal hints", got == "EXIT=64" and "standard input is a terminal" in s, got + s)
        tmux("kill-server", check_rc=False)
    print("%d passed, %d failed" % (results["passed"], results["failed"]))
    return 1 if results["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
