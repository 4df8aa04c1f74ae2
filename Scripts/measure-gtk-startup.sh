#!/usr/bin/env bash
# Spawn to a drawn first window, side by side in one run: zenity --info and alert-gtk's
# message (release build), each RUNS times on one Xvfb display, medians in milliseconds,
# with GTK's default renderer and with the one alert-gtk picks.
# Usage: Scripts/measure-gtk-startup.sh [RUNS]   (needs xvfb, zenity, gcc, libx11-dev)
set -euo pipefail
if [ "${1:-}" = "--on-display" ]; then runs=$2; else runs=${1:-9}; fi
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/first-frame" "$root/Scripts/first-frame.c" -lX11
[ "${1:-}" = "--on-display" ] || swift build -c release --traits GTK --scratch-path "$root/.build/gtk-release" \
    --package-path "$root" --product alert-gtk >/dev/null
alert_gtk="$root/.build/gtk-release/release/alert-gtk"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

measure() {
    local label=$1
    shift
    local times=()
    # One run first, unmeasured, so every program starts from a warm file cache.
    "$work/first-frame" "$@" >/dev/null 2>&1 || true
    for _ in $(seq "$runs"); do
        # A run with no window drawn within 10 s counts as 10 s.
        times+=("$("$work/first-frame" "$@" 2>/dev/null || echo 10000)")
    done
    printf '%-44s median %4s ms   (%s)\n' "$label" \
        "$(printf '%s\n' "${times[@]}" | median)" "${times[*]}"
}

if [ "${1:-}" != "--on-display" ]; then
    # Once more, on a display of its own, so every program meets the same X server.
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" --on-display "$runs" 2>/dev/null
fi
measure "zenity --info" zenity --info --text "Backup finished"
measure "alert-gtk message" "$alert_gtk" message "Backup finished"
measure "alert-gtk message, GSK_RENDERER=gl" \
    env GSK_RENDERER=gl "$alert_gtk" message "Backup finished"
