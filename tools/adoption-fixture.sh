#!/usr/bin/env bash
# Builds Tests/AdoptionFixture, the package that imports Foundation and GridKit and
# names every public type of GridKit unqualified (issue 16). Its own scratch path
# under .build, so the fixture leaves nothing in Tests/ and the root build is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
# Always recompile the fixture's own files: an incremental build does not always
# recompile them when a dependency only gains a type, which is the case to catch.
touch Tests/AdoptionFixture/Sources/AdoptionFixture/*.swift
swift build --package-path Tests/AdoptionFixture --scratch-path .build/adoption-fixture
echo "adoption-fixture: builds"
