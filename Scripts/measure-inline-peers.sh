#!/usr/bin/env bash
# Measures the bytes an inline yes/no prompt writes to a terminal, shown and then answered
# with Enter, for `alert confirm` and for two Python peers (questionary's confirm and
# prompt_toolkit's choice), all through the same 100×30 pseudo-terminal (truecolor).
# The pty side plays the terminal (Scripts/pty_terminal.py): it follows the cursor and
# answers every cursor position request with where the cursor is. `alert confirm` runs
# twice: on a terminal that repeats characters (REP, `CSI n b`: xterm does) and on one that
# ignores REP.
#
# Usage: bash Scripts/measure-inline-peers.sh [path/to/alert]
# Installs the peers with pip into a virtual environment under $XDG_CACHE_HOME or ~/.cache
# (not /tmp, where another user could plant one; network needed once); builds `alert` in
# release when no path is given.
set -euo pipefail
cd "$(dirname "$0")/.."

alert=${1:-}
if [ -z "$alert" ]; then
    swift build -c release --product alert >/dev/null
    alert=$(swift build -c release --show-bin-path)/alert
fi

venv=${XDG_CACHE_HOME:-$HOME/.cache}/alertengine-peers-venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet prompt_toolkit questionary
fi

"$venv/bin/python" - "$alert" <<'PY'
import os, sys

sys.path.insert(0, "Scripts")
from pty_terminal import Terminal, spawn

QUESTION = "Move 3 files to the trash?"
COLUMNS, ROWS = 100, 30


def run(argv, env_extra=None, repeats=True):
    """Runs argv on a fresh pty; returns (bytes until idle, bytes after Enter). The pty
    answers cursor position queries as a terminal would (`Terminal` follows the cursor),
    one that understands REP (`CSI n b`) when `repeats` is true."""
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
    env.pop("NO_COLOR", None)
    env.update(env_extra or {})
    pid, master = spawn(argv, env, COLUMNS, ROWS)
    terminal = Terminal(master, repeats, columns=COLUMNS, rows=ROWS)

    shown = terminal.read_until_idle(0.6, limit=10.0)
    os.write(master, b"\r")
    answered = terminal.read_until_idle(0.6, limit=10.0)
    os.waitpid(pid, 0)
    os.close(master)
    return shown, answered


def report(name, shown, answered):
    print(f"{name}: shown {shown} B, answered {answered} B, total {shown + answered} B")


python = sys.executable
import prompt_toolkit, questionary

report(f"alert confirm (ours, inline, REP)", *run([sys.argv[1], "confirm", QUESTION]))
report(
    f"alert confirm (ours, inline, no REP)",
    *run([sys.argv[1], "confirm", QUESTION], repeats=False),
)
report(
    f"questionary {questionary.__version__} confirm",
    *run([python, "-c", f"import questionary; questionary.confirm({QUESTION!r}).ask()"]),
)
report(
    f"prompt_toolkit {prompt_toolkit.__version__} choice",
    *run([
        python, "-c",
        "from prompt_toolkit.shortcuts import choice; "
        f"choice(message={QUESTION!r}, options=[('yes', 'Yes'), ('no', 'No')])",
    ]),
)
PY
