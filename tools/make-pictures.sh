#!/usr/bin/env bash
# Regenerates the README's pictures in docs/images from the built gridkit.
# Usage: tools/make-pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product gridkit >/dev/null
gridkit=.build/debug/gridkit
$gridkit grid --columns 3 --item 80x100 --container 320x480 --spacing evenly --row-spacing same --count 9 \
    --svg docs/images/nine-grid-evenly.svg >/dev/null
$gridkit grid --columns 3 --item 80x80 --container 300x300 --spacing between --row-spacing between --rows 3 \
    --svg docs/images/nine-grid-flush.svg >/dev/null
$gridkit layout docs/examples/dashboard.json --svg docs/images/css-grid-dashboard.svg >/dev/null
$gridkit layout docs/examples/masonry.json --svg docs/images/css-grid-lanes.svg >/dev/null
$gridkit layout docs/examples/subgrid-cards.json --svg docs/images/css-subgrid-cards.svg >/dev/null
$gridkit waterfall --lanes 3 --container 320x480 --spacing 8 --insets 8 --count 16 --svg docs/images/waterfall.svg >/dev/null
echo "wrote docs/images/nine-grid-evenly.svg docs/images/nine-grid-flush.svg docs/images/css-grid-dashboard.svg docs/images/css-grid-lanes.svg docs/images/css-subgrid-cards.svg docs/images/waterfall.svg"
