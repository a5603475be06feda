#!/usr/bin/env bash
# Builds Tests/AdoptionFixture, the package that imports Foundation and GridKit and
# names every public type of GridKit unqualified (issue 16). Its own scratch path
# under .build, so the fixture leaves nothing in Tests/ and the root build is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --package-path Tests/AdoptionFixture --scratch-path .build/adoption-fixture
echo "adoption-fixture: builds"
