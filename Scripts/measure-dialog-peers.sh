#!/usr/bin/env bash
# Measures the bytes a full-screen program writes to a terminal to show a dimmed two-button
# dialog over an app screen ("Delete 3 messages?" / "This cannot be undone.", Cancel and
# Delete, Delete focused, no animation) and to move the dialog's focus with Tab, for
# `alert-bench dialog` and for a prompt_toolkit Application drawing the same inbox and the
# same dialog (embedded below), all through the same 100×30 pseudo-terminal
# (TERM=xterm-256color, COLORTERM=truecolor). Each run counts four phases, each until the
# output has been idle for 0.5 s: startup (launch until the app screen is drawn), show
# (after `d`), Tab (after Tab), exit (after Enter, until the program has exited; status 0 expected).
#
# The pty side plays the terminal: it follows the cursor through everything written
# (printable text with its cell widths — East Asian Wide as 2, Ambiguous such as `—` as
# 1 —, carriage returns, cursor movement, REP) and answers every cursor position request
# (`CSI 6 n`) with where the cursor really is, so any probe is answered as that terminal
# would. `alert-bench dialog` runs on a terminal that repeats characters (REP, `CSI n b`:
# xterm does), on one that ignores REP, and on one with REP that also reports synchronized
# output (mode 2026) as supported; otherwise DECRQM is answered "not recognized", as xterm
# does. prompt_toolkit runs at its own colour depth for xterm-256color (256 colours; it does
# not read COLORTERM) and at 24-bit (PROMPT_TOOLKIT_COLOR_DEPTH=DEPTH_24_BIT); it dims the
# inbox under the dialog with the style attribute `dim` (SGR 2), hides the cursor on its
# buttons as ours does, and erases at exit (erase_when_done) instead of painting a last frame
# that leaving the alternate screen hides at once. whiptail and dialog, when
# installed, are measured apart: they draw no app screen, so their startup shows the dialog.
# The "text floor" line is the UTF-8 size of the visible cells alone, with no escapes.
#
# Usage: bash Scripts/measure-dialog-peers.sh [path/to/alert-bench] [runs]
# Builds `alert-bench` in release when no path is given; runs every program `runs` times
# (3 by default) and prints a range where the runs differ. Uses python3's prompt_toolkit,
# or installs it with pip into a virtual environment under $XDG_CACHE_HOME or ~/.cache (not
# /tmp, where another user could plant one; network needed once).
set -euo pipefail
cd "$(dirname "$0")/.."

bench=${1:-}
runs=${2:-3}
if [ -z "$bench" ]; then
    swift build -c release --product alert-bench >/dev/null
    bench=$(swift build -c release --show-bin-path)/alert-bench
fi

python=python3
if ! python3 -c "import prompt_toolkit" 2>/dev/null; then
    venv=${XDG_CACHE_HOME:-$HOME/.cache}/alertengine-peers-venv
    if [ ! -x "$venv/bin/python" ]; then
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet prompt_toolkit
    fi
    python=$venv/bin/python
fi

"$python" - "$bench" "$runs" <<'PY'
import os, shutil, sys, time

sys.path.insert(0, "Scripts")
from pty_terminal import Terminal, spawn

COLUMNS, ROWS = 100, 30
TITLE, MESSAGE = "Delete 3 messages?", "This cannot be undone."
IDLE = 0.5  # seconds without output that end a phase

# The peer: the same inbox and the same dialog with prompt_toolkit, in the look of ours (a
# box of 44×7 cells in the middle, title, message, the two buttons, the same colours).
PEER = r'''
from prompt_toolkit.application import Application, get_app
from prompt_toolkit.filters import Condition
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.key_binding.bindings.focus import focus_next, focus_previous
from prompt_toolkit.layout import Float, FloatContainer, HSplit, Layout, VSplit, Window
from prompt_toolkit.layout.containers import WindowAlign
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.output import create_output
from prompt_toolkit.styles import Style
from prompt_toolkit.utils import get_cwidth
from prompt_toolkit.widgets import Button, Frame

columns, rows = create_output().get_size().columns, create_output().get_size().rows
lines = []
for row in range(rows):
    text = f"{row + 1}. Inbox message 你好 — subject line for row {row} "
    line = ""
    while get_cwidth(line) < columns:
        line += text
    lines.append(line)  # the window cuts it at the right edge (wrap_lines=False)

shown = [False]
dialog_up = Condition(lambda: shown[0])
inbox = Window(
    FormattedTextControl("\n".join(lines)), wrap_lines=False,
    style=lambda: "class:dimmed" if shown[0] else "")

def answer():
    get_app().exit()

def button(title):
    b = Button(title, handler=answer, width=8, left_symbol="", right_symbol="")
    b.window.always_hide_cursor = Condition(lambda: True)  # ours shows no cursor either
    return b

cancel, delete = button("Cancel"), button("Delete")
dialog = Frame(
    HSplit([
        Window(FormattedTextControl(TITLE), align=WindowAlign.CENTER, height=1,
               style="class:title"),
        Window(height=1),
        Window(FormattedTextControl(MESSAGE), align=WindowAlign.CENTER, height=1,
               style="class:message"),
        Window(height=1),
        VSplit([Window(width=6), cancel, Window(width=13), delete, Window()], height=1),
    ]),
    width=44, style="class:alert", modal=True)
root = FloatContainer(inbox, floats=[])

kb = KeyBindings()

@kb.add("d", filter=~dialog_up)
def show(event):
    shown[0] = True
    root.floats.append(Float(dialog))  # no top/left: centred
    event.app.layout.focus(delete)

kb.add("tab", filter=dialog_up)(focus_next)
kb.add("s-tab", filter=dialog_up)(focus_previous)

@kb.add("q", filter=~dialog_up)
def quit(event):
    event.app.exit()

style = Style.from_dict({
    "dimmed": "dim",
    "alert": "bg:#2c2c2e",
    "frame.border": "#545458",
    "title": "#ffffff bold",
    "message": "#ebebf5",
    "button": "#0a84ff",
    "button.focused": "bg:#2c2c2e #0a84ff reverse bold",  # bg: or the default's red shows
})
# erase_when_done: at exit, erase instead of painting a last frame on the alternate screen
# that leaving it hides at once (the default would write the whole screen once more).
Application(
    layout=Layout(root), key_bindings=kb, style=style, full_screen=True,
    erase_when_done=True,
).run()
'''.replace("TITLE", repr(TITLE)).replace("MESSAGE", repr(MESSAGE))


def run(argv, env_extra=None, repeats=True, sync=False, keys=(b"d", b"\t", b"\r")):
    """Runs argv on a fresh pty; returns the bytes written until idle after launch and
    after each of `keys`, and the exit status."""
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
    for name in ("NO_COLOR", "PROMPT_TOOLKIT_COLOR_DEPTH", "LINES", "COLUMNS"):
        env.pop(name, None)
    env.update(env_extra or {})
    pid, master = spawn(argv, env, COLUMNS, ROWS)
    terminal = Terminal(master, repeats, sync, COLUMNS, ROWS)

    counts = [terminal.read_until_idle(IDLE)]
    for key in keys:
        os.write(master, key)
        counts.append(terminal.read_until_idle(IDLE))
    deadline = time.time() + 5
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done or time.time() > deadline:
            break
        time.sleep(0.05)
    if not done:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        status = -1
    os.close(master)
    return counts, os.waitstatus_to_exitcode(status) if status != -1 else "killed"


def measure(runs, *args, **kwargs):
    results = [run(*args, **kwargs) for _ in range(runs)]
    columns = list(zip(*(counts for counts, _ in results)))
    statuses = sorted({str(status) for _, status in results})
    cells = []
    for values in columns:
        low, high = min(values), max(values)
        cells.append(f"{low}" if low == high else f"{low}–{high}")
    return cells, ",".join(statuses)


def floors():
    """UTF-8 bytes of the visible cells alone: the inbox; the inbox outside the dialog plus
    the dialog's 44×7 cells; the two buttons' 8 cells each."""
    grid = []
    for row in range(ROWS):
        text = f"{row + 1}. Inbox message 你好 — subject line for row {row} "
        cells = []
        while len(cells) < COLUMNS:
            for ch in text:
                cells += [ch] + [""] * (Terminal.width(ch) - 1)
        if len(cells) > COLUMNS and cells[COLUMNS] == "":
            cells[COLUMNS - 1] = " "  # a wide letter cut by the edge
        grid.append(cells[:COLUMNS])
    inbox = sum(len(c.encode()) for line in grid for c in line)
    width, height = 44, 7
    left, top = (COLUMNS - width) // 2, (ROWS - height) // 2
    outside = 0
    for r, line in enumerate(grid):
        for c, ch in enumerate(line):
            if not ch:
                continue
            w = Terminal.width(ch)
            inside = [top <= r < top + height and left <= x < left + width
                      for x in range(c, c + w)]
            if not any(inside):
                outside += len(ch.encode())
            elif not all(inside):
                outside += 1  # a wide letter cut by the box leaves a space
    box = 2 * width * 3 + (height - 2) * (2 * 3 + width - 2)  # box drawing: 3 B; text ASCII
    return inbox, outside + box, 16


bench, runs = sys.argv[1], int(sys.argv[2])
python = sys.executable
import prompt_toolkit

ours = ([bench, "dialog"],)
rows = [
    ("alert-bench dialog (ours)", "REP", ours, {}),
    ("alert-bench dialog (ours)", "no REP", ours, {"repeats": False}),
    ("alert-bench dialog (ours)", "REP, sync output", ours, {"sync": True}),
    (f"prompt_toolkit {prompt_toolkit.__version__}", "256 colours (its default)",
     ([python, "-c", PEER],), {}),
    (f"prompt_toolkit {prompt_toolkit.__version__}", "24-bit colour",
     ([python, "-c", PEER], {"PROMPT_TOOLKIT_COLOR_DEPTH": "DEPTH_24_BIT"}), {}),
]

header = ("program", "condition", "startup B", "show B", "Tab B", "exit B", "status")
table = [header]
for name, condition, args, kwargs in rows:
    cells, status = measure(runs, *args, **kwargs)
    table.append((name, condition, *cells, status))
inbox, shown, tab = floors()
table.append(("text floor", "visible cells only", str(inbox), str(shown), str(tab), "0", ""))


def show(table):
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    for i, row in enumerate(table):
        print("  ".join(cell.rjust(w) if j >= 2 else cell.ljust(w)
                        for j, (cell, w) in enumerate(zip(row, widths))).rstrip())
        if i == 0:
            print("  ".join("-" * w for w in widths))


print(f"{COLUMNS}×{ROWS} pty, TERM=xterm-256color, COLORTERM=truecolor; {runs} run(s) each;"
      f" a phase ends after {IDLE} s without output")
show(table)

# whiptail and dialog: the dialog alone on the terminal, nothing under it.
peers = []
for tool in ("whiptail", "dialog"):
    if shutil.which(tool):
        args = ["--title", TITLE, "--yes-button", "Delete", "--no-button", "Cancel"]
        if tool == "dialog":
            args = ["--default-button", "yes"] + args
        peers.append((tool, [tool, *args, "--yesno", MESSAGE, "7", "44"]))
if peers:
    print()
    print("No app screen (the dialog is drawn at startup; Enter answers Cancel after Tab):")
    table = [("program", "condition", "startup+show B", "Tab B", "exit B", "status")]
    for tool, argv in peers:
        cells, status = measure(runs, argv, keys=(b"\t", b"\r"))
        table.append((tool, "plain screen", *cells, status))
    show(table)
PY
