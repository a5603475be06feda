#!/usr/bin/env bash
# Builds every target with library evolution, as a binary framework (XCFramework)
# of GridKit would be built. Its own scratch path, so the ordinary debug build in
# .build/debug is not thrown away by the changed flags.
#
# On Linux, Foundation itself is not built with library evolution, so the compiler
# warns "module 'Foundation' was not compiled with library evolution support" for
# the files that import it; that warning is expected here (Apple's Foundation is
# resilient) and is the only one allowed: any other warning or error fails.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build -Xswiftc -enable-library-evolution --scratch-path .build/library-evolution >"$log" 2>&1; then
    grep -E "error:" "$log" | sort -u >&2 || tail -20 "$log" >&2
    echo "library-evolution: build failed" >&2
    exit 1
fi
other=$(grep -E "^/.*(warning|error):" "$log" | grep -v "was not compiled with library evolution support" | sort -u || true)
if [ -n "$other" ]; then
    echo "$other" >&2
    echo "library-evolution: unexpected warnings" >&2
    exit 1
fi
echo "library-evolution: build passed"
