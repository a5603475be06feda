#!/bin/sh
# Instructions per item of a layout of a tree laid out before, counted with callgrind:
# (instructions of `gridkit-bench profile CASE N 2`) - (those of `... N 1`), divided by N.
# Usage: tools/bench/instructions.sh [N] [CASES...]   (after `swift build -c release --product gridkit-bench`)
set -e
N=${1:-20000}; if [ $# -gt 0 ]; then shift; fi
CASES=${*:-a b c}
BIN=$(swift build -c release --show-bin-path)/gridkit-bench
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BIN" profile "$1" "$N" "$2" 2>&1 \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
for c in $CASES; do
    one=$(count "$c" 1); two=$(count "$c" 2)
    echo "$c/$N: $(( (two - one) / N )) instructions/item (1 layout: $one, 2 layouts: $two)"
done
