#!/usr/bin/env python3
"""Compile the ```swift code blocks of Markdown files against the built GridKit.

usage: check_snippets.py MODULES_DIR FILE.md [FILE.md...]

Every ```swift block is compiled, except a block whose first line is a comment
starting `// Written against the Apple SDKs` (the UIKit and SwiftUI recipes, which
cannot build on Linux). Each block is self-contained: it becomes a `do { }` scope
of its own in one throwing function per file, with its `import` lines hoisted to
the top of the file. Each file becomes one Swift file
compiled to an object with `swiftc -c` against the modules in MODULES_DIR
(.build/debug/Modules), so a renamed or removed API fails the check. Exits 1 on the
first file that does not compile, printing the compiler's errors with the line in
the Markdown file they come from.
"""
import os
import re
import subprocess
import sys
import tempfile

APPLE_ONLY = "// Written against the Apple SDKs"


def blocks(path):
    """(first line number, lines) of each compilable ```swift block."""
    result, current, start = [], None, 0
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        stripped = line.strip()
        if current is None and re.fullmatch(r"```swift", stripped):
            current, start = [], number + 1
        elif current is not None and stripped == "```":
            if not (current and current[0].strip().startswith(APPLE_ONLY)):
                result.append((start, current))
            current = None
        elif current is not None:
            current.append(line.rstrip("\n"))
    return result


def swift_file(path, found):
    """The Swift source, and a map from its line numbers to the Markdown's."""
    imports, body, origin = set(), [], []
    for start, lines in found:
        body.append("    do {")
        origin.append(start)
        for offset, line in enumerate(lines):
            if re.match(r"\s*import\s+\w+\s*$", line):
                imports.add(line.strip())
            else:
                body.append("        " + line if line else "")
                origin.append(start + offset)
        body.append("    }")
        origin.append(start + len(lines))
    header = sorted(imports) + ["", "func snippets() throws {"]
    source = "\n".join(header + body + ["}", ""])
    line_map = {len(header) + i + 1: md for i, md in enumerate(origin)}
    return source, line_map


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    modules, files = argv[0], argv[1:]
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            found = blocks(path)
            if not found:
                continue
            total += len(found)
            source, line_map = swift_file(path, found)
            name = re.sub(r"\W", "_", os.path.basename(path)) + ".swift"
            swift = os.path.join(tmp, name)
            open(swift, "w").write(source)
            run = subprocess.run(
                ["swiftc", "-c", "-parse-as-library", "-swift-version", "6", "-I", modules,
                 "-module-name", "Snippets", "-o", os.path.join(tmp, name + ".o"), swift],
                capture_output=True, text=True)
            if run.returncode != 0:
                for line in run.stderr.splitlines():
                    m = re.match(re.escape(swift) + r":(\d+):\d+: error: (.*)", line)
                    if m:
                        md = line_map.get(int(m.group(1)), "?")
                        print(f"{path}:{md}: {m.group(2)}", file=sys.stderr)
                print(f"check_snippets: {path} does not compile", file=sys.stderr)
                return 1
            print(f"check_snippets: {path}: {len(found)} block(s) compile")
    print(f"check_snippets: {total} block(s) in {len(files)} file(s) compile")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
