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
# Linked for memory (alert confirm's peak, which the kernel counts in pages of the binary):
# - each function in a section of its own, linked by lld (when the toolchain has it) in the
#   order of Scripts/alert.order (Scripts/generate-alert-order.sh), so the code alert runs
#   lies together;
# - no symbol exported (the toolchain's static arguments export every one, which keeps dead
#   code and a table of 6,000 names the loader reads);
# - relative relocations packed (DT_RELR), when this machine's glibc is 2.36 or later (the
#   binary then needs such a glibc): the loader reads kilobytes instead of a megabyte.
#
# A scratch path of its own (.build/static): the flags differ from an ordinary release
# build's, and sharing .build/release would rebuild everything each time the two alternate.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --static-swift-stdlib --traits Essentials --scratch-path .build/static
    -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --no-export-dynamic)
# lld comes with swift.org's toolchains; a Swift without it links as it always did.
if command -v ld.lld > /dev/null || [ -x "$(dirname "$(command -v swift)")/ld.lld" ]; then
    flags+=(-Xswiftc -use-ld=lld -Xlinker "--symbol-ordering-file=$PWD/Scripts/alert.order"
        -Xlinker --no-warn-symbol-ordering)
    glibc=$(getconf GNU_LIBC_VERSION 2> /dev/null | sed -n 's/^glibc 2\.\([0-9]*\).*/\1/p' ||
        true)
    if [ "${glibc:-0}" -ge 36 ]; then
        flags+=(-Xlinker -z -Xlinker pack-relative-relocs)
    fi
else
    echo "static-alert.sh: no ld.lld: linked without the order of Scripts/alert.order" >&2
fi
# The order file is no input SwiftPM knows of: without the binary, the link always runs.
bin=$(swift build "${flags[@]}" --show-bin-path)
[ -n "$bin" ] && rm -f "$bin/alert"
swift build "${flags[@]}" --product alert >&2
echo "$(swift build "${flags[@]}" --show-bin-path)/alert"
