#!/usr/bin/env bash
# Builds the DocC documentation of AlertEngine with the toolchain's own tools, no package
# plugin: symbol graphs are extracted from the debug build's modules, then `docc convert`
# turns them and the catalog Sources/AlertEngine/AlertEngine.docc into an archive.
#
#   bash Scripts/build-docs.sh        → .build/docs/AlertEngine.doccarchive
#
# Any DocC warning (a symbol link that does not resolve, a bad directive) fails the script.
#
# Two symbol graphs, one per library a program imports:
# - AlertEngine, with the symbols of the modules it re-exports (AlertProtocol, AlertLayout,
#   AlertQueue, AlertPresentation, AlertStyles, AlertAutomation), so that every type is documented once, under the umbrella, and
#   the links between those modules resolve;
# - AlertTerminal, the terminal presenter, and TerminalKit, the terminal toolkit: modules of
#   their own.
# The modules are read from the ordinary debug build (`swift build` is a no-op after CI's
# `swift build --build-tests`); no compiler flag changes, so nothing is rebuilt for the docs.
set -euo pipefail
cd "$(dirname "$0")/.."

toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc="$toolchain_bin/docc"
extract="$toolchain_bin/swift-symbolgraph-extract"
for tool in "$docc" "$extract"; do
    if [ ! -x "$tool" ]; then
        echo "build-docs: $tool not found (a Swift toolchain with DocC is needed)" >&2
        exit 1
    fi
done

umbrella=AlertEngine
reexported=AlertProtocol,AlertLayout,AlertQueue,AlertPresentation,AlertStyles,AlertAutomation
separate=(AlertTerminal TerminalKit)
graphs=.build/docs-symbol-graphs
archive=.build/docs/AlertEngine.doccarchive

echo "== building the documented modules (debug)"
for module in "$umbrella" "${separate[@]}"; do
    swift build --target "$module"
done

bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
target_info=$(swift -print-target-info)
triple=$(sed -n 's/^ *"triple": "\(.*\)",$/\1/p' <<<"$target_info" | head -n 1)
sdk=$(sed -n 's/^ *"sdkPath": "\(.*\)",*$/\1/p' <<<"$target_info" | head -n 1)
target_args=(-target "$triple")
[ -z "$sdk" ] || target_args+=(-sdk "$sdk")  # Apple platforms; Linux has no SDK path

echo "== extracting symbol graphs into $graphs"
rm -rf "$graphs"
mkdir -p "$graphs"
"$extract" -module-name "$umbrella" "${target_args[@]}" -I "$modules" \
    -minimum-access-level public -output-dir "$graphs" \
    -experimental-allowed-reexported-modules="$reexported"
for module in "${separate[@]}"; do
    "$extract" -module-name "$module" "${target_args[@]}" -I "$modules" \
        -minimum-access-level public -output-dir "$graphs"
done

echo "== docc convert (warnings are errors)"
rm -rf "$archive"
mkdir -p "$(dirname "$archive")"
"$docc" convert Sources/AlertEngine/AlertEngine.docc \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$archive" \
    --warnings-as-errors
echo "build-docs: $archive"
