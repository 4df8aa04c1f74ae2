#!/usr/bin/env bash
# Probes the built `alert` the way a hostile or unlucky user would, one class of defect per
# file in Scripts/probe/: dates, signals and job control, shared state on disk, output,
# sizes, bounds. Each case prints `ok - …` or `not ok - …`; the last line counts them.
#
#   bash Scripts/probe-alert.sh            # builds `alert` (debug) and runs every class
#   bash Scripts/probe-alert.sh dates      # one class (a file name without .sh)
#
# Needs tmux and python3 for the cases that play a terminal; it never touches the default
# tmux server (it runs its own, `tmux -L alert-probe-$$`).
set -u
cd "$(dirname "$0")/.."
if [ -z "${ALERT:-}" ]; then
    swift build --product alert >/dev/null || { echo "probe: build failed" >&2; exit 2; }
    ALERT="$(swift build --show-bin-path)/alert"
fi
export ALERT
export PROBE_TMUX="alert-probe-$$"
PROBE_WORK=$(mktemp -d)
export PROBE_WORK
trap 'tmux -L "$PROBE_TMUX" kill-server 2>/dev/null; rm -rf "$PROBE_WORK"' EXIT
# A session that outlives every case, so the probe's tmux server never exits between two.
tmux -L "$PROBE_TMUX" new-session -d -s probe-keep -x 80 -y 24 "sleep 100000"
# shellcheck source=Scripts/probe/lib.sh
. Scripts/probe/lib.sh
# The classes asked for, kept apart: a class file may set its own positional parameters.
wanted=" $* "
for file in Scripts/probe/[0-9]*.sh; do
    name=$(basename "$file" .sh)
    if [ "$wanted" != "  " ] && [[ "$wanted" != *" ${name#*-} "* ]]; then continue; fi
    echo "# ${name#*-}"
    # shellcheck source=/dev/null
    . "$file"
done
echo "$PROBE_PASSED passed, $PROBE_FAILED failed"
[ "$PROBE_FAILED" -eq 0 ]
