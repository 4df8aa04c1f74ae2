#!/usr/bin/env bash
# Measures whiptail's and dialog's long menus and check lists, `alert` through a link named
# whiptail (or dialog) beside the real program, in one run through the same 100×30
# pseudo-terminal (TERM=xterm-256color; Scripts/pty_terminal.py plays a terminal that
# answers its queries): `whiptail --menu Pick 20 70 12 1 item-1 2 item-2 …` with N rows
# (`--checklist` with ALERT_BOX=checklist, every row off), from spawn to the first frame
# that shows a row, the peak memory (maximum resident set, from /usr/bin/time); then, once
# the output pauses for 0.3 s, End and Enter
# (a check list: End, Space, Enter), timed from the keys to the program's exit, and the
# answer on standard error checked to be the last row's tag: proof that every row was taken.
# whiptail's End does nothing in a check list (newt), so there the proof is the first row.
#
# Usage: bash Scripts/measure-menu-peers.sh [path/to/alert] [runs] [rows...]
# Builds `alert` in release (Scripts/static-alert.sh) when no path is given; 3 runs each by
# default, over 100,000 and 10,000 rows. ALERT_PEER=dialog measures dialog instead.
set -euo pipefail
cd "$(dirname "$0")/.."

alert=${1:-}
runs=${2:-3}
shift $(($# > 2 ? 2 : $#))
sizes=("${@:-100000 10000}")
if [ -z "$alert" ]; then
    alert=$(bash Scripts/static-alert.sh)
fi
peer=${ALERT_PEER:-whiptail}
links=$(mktemp -d)
trap 'rm -rf "$links"' EXIT
ln -s "$(realpath "$alert")" "$links/$peer"

python3 - "$links/$peer" "$peer" "$runs" ${sizes[@]} <<'PY'
import fcntl, os, pty, resource, select, shutil, statistics, struct, sys, tempfile, termios, time

sys.path.insert(0, "Scripts")
from pty_terminal import Terminal, cell

COLUMNS, ROWS = 100, 30
IDLE = 0.3
# A hundred thousand rows are megabytes of arguments: the kernel takes a quarter of the stack
# limit for them, so the limit goes as high as it may.
resource.setrlimit(resource.RLIMIT_STACK, (resource.RLIM_INFINITY,) * 2
                   if resource.getrlimit(resource.RLIMIT_STACK)[1] == resource.RLIM_INFINITY
                   else (resource.getrlimit(resource.RLIMIT_STACK)[1],) * 2)
BOX = os.environ.get("ALERT_BOX", "menu")


def arguments(lines):
    rows = []
    for n in range(1, lines + 1):
        rows += [str(n), f"item-{n}"] + (["off"] if BOX == "checklist" else [])
    return [f"--{BOX}", "Pick one", "20", "70", "12"] + rows


def spawn_answering(argv, env, answer):
    """Runs argv on a new pseudo-terminal of COLUMNS × ROWS, its standard error (where
    whiptail and dialog answer) going to the file `answer`; returns (pid, master)."""
    size = struct.pack("HHHH", ROWS, COLUMNS, 0, 0)
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, size)
        os.dup2(os.open(answer, os.O_WRONLY | os.O_TRUNC), 2)
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(master, termios.TIOCSWINSZ, size)
    return pid, master


def run(program, lines):
    """Runs the box on a fresh pty under /usr/bin/time; returns (first row s,
    peak KiB, whether the answer was the expected tag, the answer's time from the keys s)."""
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
    for name in ("NO_COLOR", "LINES", "COLUMNS", "ALERT_PLAIN", "DIALOGRC", "NEWT_COLORS"):
        env.pop(name, None)
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as peak, \
            tempfile.NamedTemporaryFile("r", suffix=".answer") as answer:
        # No shell between: dash takes 150 ms to pass on 200,000 arguments.
        argv = ["/usr/bin/time", "-f", "%M", "-o", peak.name, program] + arguments(lines)
        started = time.monotonic()
        pid, master = spawn_answering(argv, env, answer.name)
        terminal = Terminal(master, True, columns=COLUMNS, rows=ROWS, answers=True)
        drawn = bytearray()
        first_row = [None]
        feed = terminal.feed

        def watching(chunk):
            drawn.extend(chunk)
            if first_row[0] is None and b"item-1" in drawn:
                first_row[0] = time.monotonic() - started
            feed(chunk)

        terminal.feed = watching
        select.select([master], [], [], 60.0)
        # newt is silent for seconds while it builds a long list: the pause that settles
        # the frame only counts once a row is drawn.
        while first_row[0] is None and time.monotonic() - started < 120.0:
            terminal.read_until_idle(IDLE, limit=1.0)
        terminal.read_until_idle(IDLE, limit=30.0)
        keyed = time.monotonic()
        keys = b"\x1b[F" + (b" " if BOX == "checklist" else b"") + b"\r"
        os.write(master, keys)
        while True:
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            terminal.read_until_idle(0.002, limit=0.01)
        answered = time.monotonic() - keyed
        os.close(master)
        text = answer.read()
        rss = int(peak.read().strip().splitlines()[-1] or 0)
        # whiptail's check list ignores End (newt; alert as whiptail too): Space ticks the first row.
        expected = "1" if BOX == "checklist" and os.path.basename(program) == "whiptail" \
            else str(lines)
        if os.environ.get("MEASURE_DEBUG"): print(repr(text[-300:]), repr(bytes(drawn[:300])))
        got = text.strip().splitlines()[0].replace('"', "").strip() if text.strip() else ""
        return first_row[0], rss, got == expected, answered


link, peer, runs, sizes = sys.argv[1], sys.argv[2], int(sys.argv[3]), [int(s) for s in sys.argv[4:]]
programs = [(f"alert as {peer}", link)]
if shutil.which(peer):
    programs.append((peer, shutil.which(peer)))
else:
    print(f"{peer} is not installed: only alert is measured")


print(f"{COLUMNS}×{ROWS} pty, TERM=xterm-256color, --{BOX}; {runs} runs each, alternating;"
      f" median (range)")
for lines in sizes:
    results = {label: [] for label, _ in programs}
    for _ in range(runs):
        for label, program in programs:
            results[label].append(run(program, lines))
    print(f"\n{lines} rows")
    width = max(len(label) for label, _ in programs)
    print(f"  {'program'.ljust(width)}  {'first row':>20}"
          f"  {'peak memory':>22}  {'keys to answer':>18}")
    for label, _ in programs:
        f = results[label]
        note = "" if all(r[2] for r in f) else "  (the answer was not the row keyed)"
        print(f"  {label.ljust(width)}  {cell([r[0] for r in f]):>20}"
              f"  {cell([r[1] / 1024 for r in f], 1, ' MB'):>22}"
              f"  {cell([r[3] for r in f]):>18}{note}")
PY
