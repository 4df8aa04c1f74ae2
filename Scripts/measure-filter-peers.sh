#!/usr/bin/env bash
# Measures a filter over a long input that streams, `seq 1 N | alert filter` beside
# `seq 1 N | fzf`, side by side in one run through the same 100×30 pseudo-terminal
# (TERM=xterm-256color; Scripts/pty_terminal.py plays a terminal that answers its queries):
# from spawn to the first byte drawn, to the first frame that shows a line of the input, and
# to the settled frame (the last byte before the output pauses for 0.3 s, once the whole
# input is counted), the bytes until then, and the peak memory (maximum resident set, from
# /usr/bin/time) of the filter itself; then the last line is typed and chosen, which proves
# the whole input was taken. The runs alternate, so that the machine's load falls
# on both alike; each row prints the median and the range. The targets (issue 30): a
# 1,000,000-line first frame no later than fzf's, and peak memory no more than fzf's.
#
# With ALERT_SUBCOMMAND=choose it measures `seq 1 N | alert choose` (a plain list of the
# same rows, issue 41) beside fzf instead: the proof is End then Enter, timed from the keys to
# the answer, which must be the last line.
#
# Usage: bash Scripts/measure-filter-peers.sh [path/to/alert] [runs] [lines...]
# Builds `alert` in release (as measure-startup-peers.sh does) when no path is given; 3 runs
# of each program by default, over 1,000,000 and 100,000 lines.
set -euo pipefail
cd "$(dirname "$0")/.."

alert=${1:-}
runs=${2:-3}
shift $(($# > 2 ? 2 : $#))
sizes=("${@:-1000000 100000}")
if [ -z "$alert" ]; then
    swift build -c release --static-swift-stdlib --product alert >/dev/null
    alert=$(swift build -c release --static-swift-stdlib --show-bin-path)/alert
fi

python3 - "$alert" "$runs" ${sizes[@]} <<'PY'
import os, re, select, shutil, statistics, sys, tempfile, time

SUBCOMMAND = os.environ.get("ALERT_SUBCOMMAND", "filter")

sys.path.insert(0, "Scripts")
from pty_terminal import Terminal, cell, spawn

COLUMNS, ROWS = 100, 30
IDLE = 0.3  # seconds without output that end the settled frame


def run(program, lines):
    """Runs `seq 1 lines | program` on a fresh pty under /usr/bin/time; returns (bytes,
    first byte s, first line s, settled s, peak KiB, whether the whole count was drawn,
    the answer's time from the proof's keys s)."""
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
    for name in ("NO_COLOR", "LINES", "COLUMNS", "ALERT_PLAIN", "FZF_DEFAULT_OPTS"):
        env.pop(name, None)
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as peak, \
            tempfile.NamedTemporaryFile("r", suffix=".answer") as answer:
        shell = f'seq 1 {lines} | /usr/bin/time -f %M -o {peak.name} "$0"'
        if program != "fzf":
            shell += " " + SUBCOMMAND
        shell += f" > {answer.name}"
        started = time.monotonic()
        pid, master = spawn(["sh", "-c", shell, program], env, COLUMNS, ROWS)
        terminal = Terminal(master, True, columns=COLUMNS, rows=ROWS, answers=True)
        drawn = bytearray()
        first_line = [None]
        feed = terminal.feed

        def watching(chunk):
            drawn.extend(chunk)
            # A line of the input drawn: a row of the list holding a number alone.
            if first_line[0] is None and re.search(rb"(\x1b\[[0-9;]*m|\s)1(\x1b|\s)", drawn):
                first_line[0] = time.monotonic() - started
            feed(chunk)

        terminal.feed = watching
        # A filter that reads all its input first is silent until then: the pause that
        # ends the settled frame only counts once something was drawn.
        select.select([master], [], [], 30.0)
        figures = terminal.settle(IDLE, started, limit=30.0)
        # The last line, typed and chosen (in a plain list, End and Enter): proof that the
        # whole input was taken.
        if program != "fzf" and SUBCOMMAND == "choose":
            keyed = time.monotonic()
            os.write(master, b"\x1b[F\r")
        else:
            os.write(master, str(lines).encode())
            terminal.read_until_idle(IDLE, limit=5.0)
            keyed = time.monotonic()
            os.write(master, b"\r")
        while True:
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            terminal.read_until_idle(0.002, limit=0.01)
        answered = time.monotonic() - keyed
        os.close(master)
        rss = int(peak.read().strip().splitlines()[-1] or 0)
        counted = answer.read().strip() == str(lines)
    return figures[0], figures[1], first_line[0], figures[2], rss, counted, answered


alert, runs, sizes = sys.argv[1], int(sys.argv[2]), [int(s) for s in sys.argv[3:]]
ours_label = f"alert {SUBCOMMAND} (ours)"
programs = [(ours_label, alert)]
if shutil.which("fzf"):
    programs.append(("fzf", "fzf"))
else:
    print("fzf is not installed: only alert is measured")


print(f"{COLUMNS}×{ROWS} pty, TERM=xterm-256color; {runs} runs each, alternating; the"
      f" settled frame ends after {IDLE} s without output; median (range)")
for lines in sizes:
    results = {label: [] for label, _ in programs}
    for _ in range(runs):
        for label, program in programs:
            results[label].append(run(program, lines))
    print()
    print(f"seq 1 {lines} | …")
    width = max(len(label) for label, _ in programs)
    print(f"  {'program'.ljust(width)}  {'first byte':>18}  {'first line':>18}"
          f"  {'settled':>20}  {'bytes':>20}  {'peak memory':>22}  {'key to answer':>18}")
    for label, _ in programs:
        f = results[label]
        note = "" if all(r[5] for r in f) else "  (typing the last line did not choose it)"
        print(f"  {label.ljust(width)}  {cell([r[1] for r in f]):>18}"
              f"  {cell([r[2] for r in f]):>18}  {cell([r[3] for r in f]):>20}"
              f"  {cell([r[0] for r in f], 1, ' B'):>20}"
              f"  {cell([r[4] / 1024 for r in f], 1, ' MB'):>22}"
              f"  {cell([r[6] for r in f]):>18}{note}")
    if "fzf" in results:
        def median(label, index):
            return statistics.median(r[index] for r in results[label] if r[index] is not None)
        ours, peer = ours_label, "fzf"
        for name, index, unit, scale in (("first line", 2, "ms", 1000),
                                         ("peak memory", 4, "MB", 1 / 1024)):
            a, b = median(ours, index) * scale, median(peer, index) * scale
            verdict = "met" if a <= b else "not met"
            print(f"  {name}: ours {a:.0f} {unit}, fzf {b:.0f} {unit}"
                  f" (target: no more than fzf's: {verdict})")
PY
