"""The cases Scripts/check-static-alert.sh runs through two builds of alert and
Scripts/generate-alert-order.sh runs under a profiler: each subcommand the way a script or a
person at a terminal uses it, with the keys typed into it."""
import os, select, subprocess, tempfile, time

from pty_terminal import Terminal, spawn

COLUMNS, ROWS, IDLE = 100, 30, 0.3
ENV = {"TERM": "xterm-256color", "COLORTERM": "truecolor", "ALERT_REDUCED_MOTION": "1",
       "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/")}
DOWN, ENTER, ESC = b"\x1b[B", b"\r", b"\x1b"

# (name, arguments, keys typed one group at a time after the output settles)
TERMINAL_CASES = [
    ("confirm", ["confirm", "Move 3 files to the trash?"], [ENTER]),
    ("confirm fullscreen", ["--fullscreen", "confirm", "Delete the branch?"], [b"\t", ENTER]),
    ("message", ["message", "The build finished in 3 minutes and 12 seconds."], [ENTER]),
    ("choose", ["choose", "Apples", "Pears", "Plums", "Cherries"], [DOWN, DOWN, ENTER]),
    ("choose several", ["choose", "--no-limit", "red", "green", "blue"],
     [b" ", DOWN, DOWN, b" ", ENTER]),
    ("input", ["input", "--placeholder", "Your name"], [b"Ada Lovelace", ENTER]),
    ("input refused", ["input", "--validate", "[0-9]+"], [b"12a", ENTER, b"\x7f", ENTER]),
    ("write", ["write"], [b"two\rlines", b"\x04"]),
    ("date", ["date", "--initial", "2024-02-29"], [DOWN, ENTER]),
    ("date fields", ["date", "--fields", "--initial", "2024-02-29"], [b"\x1b[A", ENTER]),
    ("pager", ["--fullscreen", "pager"], [b"/PEAR\r", b"q"]),
    ("cancelled", ["confirm", "Really?"], [ESC]),
    ("whiptail", ["whiptail", "--yesno", "Continue?", "8", "40"], [ENTER]),
    ("dialog", ["dialog", "--checklist", "Pick", "12", "40", "3",
                "a", "Alpha", "on", "b", "Beta", "off", "c", "Gamma", "off"], [b" ", ENTER]),
]
# (filter's first frame depends on how much of its input has come: checked piped below.)
STDIN = {"pager": b"".join(b"line %d: apple pear plum\n" % n for n in range(200))}


def read_settled(master, limit=10.0, first=False, terminal=None):
    """Every byte written until the output pauses for IDLE seconds (or the program ends);
    with `first`, the pause counts only from the first byte, so that no key is typed before
    the program drew anything (a slow start would see it echoed by the cooked terminal).
    A `terminal` (pty_terminal.Terminal) is fed every byte, and answers the queries."""
    data, last, started = b"", time.monotonic(), time.monotonic()
    while ((first and not data) or time.monotonic() - last < IDLE) and (
            time.monotonic() - started < limit):
        ready, _, _ = select.select([master], [], [], IDLE / 3)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
            if terminal is not None:
                terminal.feed(chunk)
            last = time.monotonic()
    return data


def run_terminal(binary, arguments, keys, stdin, wrapper=(), limit=10.0, answering=False):
    """Runs `binary arguments` (after `wrapper`, a profiler say) on a fresh pseudo-terminal,
    types `keys` a group at a time once the output settles; returns (status, output). The
    terminal answers no query unless `answering`."""
    env = dict(ENV)
    argv = [*wrapper, binary, *arguments]
    if stdin is not None:
        source = tempfile.NamedTemporaryFile(delete=False)
        source.write(stdin)
        source.close()
        argv = ["sh", "-c", 'exec "$0" "$@" < "$ALERT_CHECK_INPUT"', *argv]
        env["ALERT_CHECK_INPUT"] = source.name
    pid, master = spawn(argv, env, COLUMNS, ROWS)
    terminal = Terminal(master, True, columns=COLUMNS, rows=ROWS) if answering else None
    output = read_settled(master, limit=limit, first=True, terminal=terminal)
    for key in keys:
        os.write(master, key)
        output += read_settled(master, terminal=terminal)
    deadline = time.monotonic() + limit / 2
    status = None
    while time.monotonic() < deadline:
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(code)
            break
        output += read_settled(master, limit=0.5, terminal=terminal)
    if status is None:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    output += read_settled(master, limit=0.5)
    os.close(master)
    if stdin is not None:
        os.unlink(env["ALERT_CHECK_INPUT"])
    return status, output


def run_piped(binary, arguments, stdin, env_extra, wrapper=(), timeout=20):
    """Runs `binary arguments` (after `wrapper`) with piped standard streams; returns (status,
    standard output, standard error)."""
    env = dict(ENV, **env_extra)
    done = subprocess.run([*wrapper, binary, *arguments], input=stdin, capture_output=True,
                          env=env, timeout=timeout)
    return done.returncode, done.stdout, done.stderr


ANSWERS = "go=no\nfruit=Pears\nname=Grace Hopper\nday=2024-03-01\nfound=plan\n"


def piped_cases(answers):
    """(name, arguments, standard input, environment) run with piped standard streams;
    `answers` is the path of a file holding ANSWERS."""
    return [
        ("plain confirm", ["confirm", "Go?"], b"2\n", {"ALERT_PLAIN": "1"}),
        ("plain choose", ["choose", "a", "b", "c"], b"3\n", {"ALERT_PLAIN": "1"}),
        ("plain input", ["input"], b"  spaced out  \n", {"ALERT_PLAIN": "1"}),
        ("plain date", ["date", "--initial", "2024-02-29"], b"\n", {"ALERT_PLAIN": "1"}),
        # Enter alone picks today, which is another day than UTC's in one of the two for half
        # of the day: the local time zone must be read as the default build reads it.
        ("plain today east", ["date"], b"\n", {"ALERT_PLAIN": "1", "TZ": "Pacific/Kiritimati"}),
        ("plain today west", ["date"], b"\n", {"ALERT_PLAIN": "1", "TZ": "Pacific/Pago_Pago"}),
        ("answers confirm", ["confirm", "--id", "go", "Go?"], b"", {"ALERT_ANSWERS": answers}),
        ("answers choose", ["choose", "--id", "fruit", "Apples", "Pears"], b"",
         {"ALERT_ANSWERS": answers}),
        ("answers input", ["input", "--id", "name"], b"", {"ALERT_ANSWERS": answers}),
        ("answers date", ["date", "--id", "day"], b"", {"ALERT_ANSWERS": answers}),
        ("answers filter", ["filter", "--id", "found"], b"banana\nplantain\ncherry\n",
         {"ALERT_ANSWERS": answers}),
        ("usage error", ["confirm", "--bogus"], b"", {}),
        ("help", ["input", "--help"], b"", {}),
        ("completions", ["--completions", "zsh"], b"", {}),
    ]
