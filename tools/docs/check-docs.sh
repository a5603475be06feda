#!/usr/bin/env bash
# The documentation checks of CI (issue 16):
#  1. symbol graphs of GridKit, GridKitDocument and GridKitRender
#     (swift-symbolgraph-extract, public declarations);
#  2. doc coverage per module from their docComment fields (tools/docs/doc_coverage.py):
#     fails on a public declaration without a `///` comment, except those listed in
#     tools/docs/pending-doc-comments.txt while that file exists;
#  3. the DocC catalog Sources/GridKit/GridKit.docc built with `docc convert` from the
#     extracted graph, failing on any warning (a broken symbol link is a warning);
#  4. the ```swift blocks of README.md and the catalog's articles compiled against
#     the built modules (tools/docs/check_snippets.py; Apple-SDK recipes excluded).
# Needs the debug build (`swift build`), which it runs first.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build >/dev/null
modules=.build/debug/Modules
graphs=.build/symbol-graphs
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
rm -rf "$graphs" .build/docs
for module in GridKit GridKitDocument GridKitRender; do
    mkdir -p "$graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
        -output-dir "$graphs/$module" -minimum-access-level public -skip-synthesized-members
done

pending=()
[ -f tools/docs/pending-doc-comments.txt ] && pending=(--pending tools/docs/pending-doc-comments.txt)
status=0
for module in GridKit GridKitDocument GridKitRender; do
    python3 tools/docs/doc_coverage.py "$graphs/$module" "$module" "${pending[@]}" || status=1
done
[ $status -eq 0 ] || { echo "check-docs: undocumented public declarations" >&2; exit 1; }

mkdir -p .build/docs
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! docc convert Sources/GridKit/GridKit.docc --additional-symbol-graph-dir "$graphs/GridKit" \
    --output-dir .build/docs/GridKit.doccarchive --fallback-display-name GridKit \
    --fallback-bundle-identifier org.gridkit.GridKit --warnings-as-errors >"$log" 2>&1 \
    || grep -qE "(warning|error):" "$log"; then
    cat "$log" >&2
    echo "check-docs: docc convert reported warnings or errors" >&2
    exit 1
fi
echo "check-docs: DocC catalog built with no warnings (.build/docs/GridKit.doccarchive)"

python3 tools/docs/check_snippets.py "$modules" README.md Sources/GridKit/GridKit.docc/*.md
