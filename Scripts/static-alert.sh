#!/usr/bin/env bash
# Builds alert in release with the Swift standard library inside (--static-swift-stdlib: it
# runs without a Swift toolchain) and prints the binary's path; the build's own output goes
# to standard error. Used by install.sh and build-deb.sh.
#
# With the Essentials trait: the modules import FoundationEssentials, never Foundation, so
# neither swift-corelibs-foundation nor ICU is linked in (stripped, about a third of the size
# of a build that imports Foundation, and less memory at startup); the package declares the
# geometry types Foundation would give (Sources/AlertProtocol/EssentialsGeometry.swift).
#
# A scratch path of its own (.build/static): the flags differ from an ordinary release
# build's, and sharing .build/release would rebuild everything each time the two alternate.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --static-swift-stdlib --traits Essentials --scratch-path .build/static)
swift build "${flags[@]}" --product alert >&2
echo "$(swift build "${flags[@]}" --show-bin-path)/alert"
