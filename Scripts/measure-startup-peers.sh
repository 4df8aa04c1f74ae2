#!/usr/bin/env bash
# Measures how long a yes/no prompt takes from spawn to its settled first frame (the last
# byte written before the output pauses for 0.3 s), for `alert confirm` (inline, the
# default), `alert --fullscreen confirm` (reduced motion) and whiptail and dialog, side by
# side in one run through the same 100×30 pseudo-terminal (TERM=xterm-256color,
# COLORTERM=truecolor), on two terminals: one that answers no query (a serial console, some
# multiplexers, a pipe through `script`) and one that answers cursor position requests where
# the cursor is and understands REP, as xterm does (Scripts/pty_terminal.py plays both).
# The runs of the programs alternate, so that the machine's load falls on all of them alike;
# each row prints the median and the range of the first byte, the settled frame and the bytes
# until then. The targets: ours at most 3× whiptail's median on the terminal that
# answers nothing, at most 2× on the one that answers.
#
# Usage: bash Scripts/measure-startup-peers.sh [path/to/alert] [runs]
# Builds `alert` in release with the Swift runtime and Foundation linked in
# (--static-swift-stdlib: loading and relocating them is most of a dynamically linked
# `alert`'s startup) when no path is given; 7 runs of each program by default.
set -euo pipefail
cd "$(dirname "$0")/.."

alert=${1:-}
runs=${2:-7}
if [ -z "$alert" ]; then
    swift build -c release --static-swift-stdlib --product alert >/dev/null
    alert=$(swift build -c release --static-swift-stdlib --show-bin-path)/alert
fi

python3 - "$alert" "$runs" <<'PY'
import os, shutil, statistics, sys, time

sys.path.insert(0, "Scripts")
from pty_terminal import Terminal, spawn
from pty_terminal import cell as pty_cell

COLUMNS, ROWS = 100, 30
QUESTION = "Move 3 files to the trash?"
IDLE = 0.3  # seconds without output that end the first frame


def run(argv, answers, env_extra=None):
    """Spawns argv on a fresh pty; returns (bytes, first byte s, settled s) of its first
    frame, then answers it with Enter and waits for it to exit."""
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
    for name in ("NO_COLOR", "LINES", "COLUMNS", "ALERT_REDUCED_MOTION"):
        env.pop(name, None)
    env.update(env_extra or {})
    started = time.monotonic()
    pid, master = spawn(argv, env, COLUMNS, ROWS)
    terminal = Terminal(master, True, columns=COLUMNS, rows=ROWS, answers=answers)
    figures = terminal.settle(IDLE, started)
    os.write(master, b"\r")
    terminal.settle(IDLE, started, limit=3.0)
    deadline = time.monotonic() + 3
    while True:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done or time.monotonic() > deadline:
            break
        time.sleep(0.02)
    if not done:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    os.close(master)
    return figures


alert, runs = sys.argv[1], int(sys.argv[2])
programs = [
    ("alert confirm (ours, inline)", [alert, "confirm", QUESTION], {}),
    ("alert --fullscreen confirm (ours)", [alert, "--fullscreen", "confirm", QUESTION],
     {"ALERT_REDUCED_MOTION": "1"}),
]
for tool in ("whiptail", "dialog"):
    if shutil.which(tool):
        programs.append((tool, [tool, "--yesno", QUESTION, "7", "44"], {}))


def cell(values, scale=1000.0, unit=" ms"):
    return pty_cell(values, scale, unit, digits=1 if unit == " ms" else 0)


print(f"{COLUMNS}×{ROWS} pty, TERM=xterm-256color, COLORTERM=truecolor; {runs} runs each,"
      f" alternating; the first frame ends after {IDLE} s without output; median (range)")
for answers, name, factor in ((False, "a terminal that answers no query", 3),
                              (True, "a terminal that answers (cursor reports, REP)", 2)):
    results = {label: [] for label, _, _ in programs}
    for _ in range(runs):
        for label, argv, env in programs:
            results[label].append(run(argv, answers, env))
    print()
    print(f"On {name}:")
    width = max(len(label) for label, _, _ in programs)
    print(f"  {'program'.ljust(width)}  {'first byte':>22}  {'settled':>22}  {'bytes':>16}")
    for label, _, _ in programs:
        figures = results[label]
        print(f"  {label.ljust(width)}  {cell([f[1] for f in figures]):>22}"
              f"  {cell([f[2] for f in figures]):>22}"
              f"  {cell([f[0] for f in figures], 1, ' B'):>16}")
    if "whiptail" in results:
        peer = statistics.median(f[2] for f in results["whiptail"] if f[2] is not None)
        for label in ("alert confirm (ours, inline)", "alert --fullscreen confirm (ours)"):
            ours = statistics.median(f[2] for f in results[label] if f[2] is not None)
            ratio = ours / peer
            verdict = "met" if ratio <= factor else "not met"
            print(f"  {label}: settled {ours * 1000:.1f} ms = {ratio:.1f}× whiptail's"
                  f" {peer * 1000:.1f} ms (target <= {factor}×: {verdict})")
PY
