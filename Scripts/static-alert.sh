#!/usr/bin/env bash
# Builds alert in release with the Swift standard library inside (--static-swift-stdlib: it
# runs without a Swift toolchain) and prints the binary's path; the build's own output goes
# to standard error. Used by install.sh and build-deb.sh.
#
# A scratch path of its own (.build/static): the flag differs from an ordinary release
# build's, and sharing .build/release would rebuild everything each time the two alternate.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product alert --static-swift-stdlib --scratch-path .build/static >&2
echo "$(swift build -c release --scratch-path .build/static --show-bin-path)/alert"
