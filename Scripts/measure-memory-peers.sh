#!/usr/bin/env bash
# Peak memory (the kernel's maximum resident set size, as /usr/bin/time's %M reads it) of a
# yes/no question answered with Enter: alert beside Debian's whiptail and dialog, each on a
# 100×30 pseudo-terminal that answers queries (Scripts/pty_terminal.py), and alert's plain
# mode with piped streams. Prints the median of RUNS runs in KiB.
#
#   Scripts/measure-memory-peers.sh BINARY [RUNS]
#
# BINARY is the alert to measure: the static one of Scripts/static-alert.sh is the one
# installed. A peer that is not installed is left out. Each program runs under GNU time
# (/usr/bin/time): a child forked by Python would count Python's pages too, as the kernel
# keeps a peak across exec.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:?the alert binary to measure}
runs=${2:-9}
[ -x /usr/bin/time ] ||
    { echo "measure-memory-peers: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
python3 - "$binary" "$runs" <<'PY'
import os, shutil, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, "Scripts")
from pty_terminal import Terminal, spawn

binary, runs = os.path.abspath(sys.argv[1]), int(sys.argv[2])
if not os.access(binary, os.X_OK):
    sys.exit(f"measure-memory-peers: {binary} is not a program")
COLUMNS, ROWS = 100, 30
ENV = {"TERM": "xterm-256color", "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
       "HOME": os.environ.get("HOME", "/"), "ALERT_REDUCED_MOTION": "1"}


def timed(argv):
    """argv under GNU time, and the file its peak is written to."""
    report = tempfile.NamedTemporaryFile(delete=False)
    report.close()
    return ["/usr/bin/time", "-f", "%M", "-o", report.name, *argv], report.name


def peak(report):
    with open(report) as file:
        kib = int(file.read().split()[-1])
    os.unlink(report)
    return kib


def at_terminal(argv):
    """Peak KiB of argv shown on a pseudo-terminal and answered with Enter."""
    argv, report = timed(argv)
    pid, master = spawn(argv, ENV, COLUMNS, ROWS)
    terminal = Terminal(master, True, columns=COLUMNS, rows=ROWS)
    terminal.read_until_idle(0.3, limit=10)
    os.write(master, b"\r")
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            os.close(master)
            return peak(report)
        terminal.read_until_idle(0.05, limit=0.2)
    os.kill(pid, 9)
    os.close(master)
    sys.exit(f"measure-memory-peers: {argv[0]} did not end after Enter")


def piped(argv, stdin, env_extra):
    """Peak KiB of argv run with piped streams."""
    argv, report = timed(argv)
    subprocess.run(argv, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env=dict(ENV, **env_extra))
    return peak(report)


cases = [
    ("alert confirm", lambda: at_terminal([binary, "confirm", "Continue?"])),
    ("alert --fullscreen confirm",
     lambda: at_terminal([binary, "--fullscreen", "confirm", "Continue?"])),
    ("alert whiptail --yesno",
     lambda: at_terminal([binary, "whiptail", "--yesno", "Continue?", "8", "40"])),
    ("alert confirm, plain",
     lambda: piped([binary, "confirm", "Continue?"], b"y\n", {"ALERT_PLAIN": "1"})),
]
for peer in ("whiptail", "dialog"):
    if shutil.which(peer):
        cases.append((f"{peer} --yesno",
                      lambda peer=peer: at_terminal([peer, "--yesno", "Continue?", "8", "40"])))
for name, measure in cases:
    peaks = [measure() for _ in range(runs)]
    print(f"{name:30} {statistics.median(peaks):7.0f} KiB  "
          f"(min {min(peaks)}, max {max(peaks)}, {runs} runs)")
PY
