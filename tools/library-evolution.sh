#!/usr/bin/env bash
# Builds the three libraries (GridKit, GridKitDocument, GridKitRender) as a binary
# framework (XCFramework) of them is built: with library evolution, emitting each
# module's textual interface (.swiftinterface), which SwiftPM then verifies by
# type-checking it as a client's compiler would read it. The executables (gridkit,
# gridkit-bench) are not shipped as frameworks and are left out: the interface of a
# module with top-level code does not verify. Its own scratch path, so the ordinary
# debug build in .build/debug is not thrown away by the changed flags.
#
# On Linux, Foundation itself is not built with library evolution, so the compiler
# warns "module 'Foundation' was not compiled with library evolution support" for
# the file that imports it; that warning is expected here (Apple's Foundation is
# resilient) and is the only one allowed: any other warning or error fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/library-evolution
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for target in GridKitDocument GridKitRender; do  # each builds GridKit too
    if ! swift build --target "$target" -Xswiftc -enable-library-evolution -Xswiftc -emit-module-interface \
        --scratch-path "$scratch" >"$log" 2>&1; then
        grep -E "error:" "$log" | sort -u >&2 || tail -20 "$log" >&2
        echo "library-evolution: $target does not build" >&2
        exit 1
    fi
    other=$(grep -E "^/.*(warning|error):" "$log" | grep -v "was not compiled with library evolution support" | sort -u || true)
    if [ -n "$other" ]; then
        echo "$other" >&2
        echo "library-evolution: unexpected warnings building $target" >&2
        exit 1
    fi
done
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
for module in GridKit GridKitDocument GridKitRender; do
    [ -f "$bin/$module.build/$module.swiftinterface" ] || { echo "library-evolution: no $module.swiftinterface" >&2; exit 1; }
done
echo "library-evolution: GridKit, GridKitDocument, GridKitRender build with -enable-library-evolution; their .swiftinterface files verify"
