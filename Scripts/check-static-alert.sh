#!/usr/bin/env bash
# Checks that the static alert (Scripts/static-alert.sh: the Essentials trait, its own
# geometry types and no Foundation) behaves as alert of the default build (Foundation's
# geometry): the same subcommands, run the same way, write the same bytes and exit alike.
#
#   Scripts/check-static-alert.sh STATIC REFERENCE [MAX_BYTES]
#
# STATIC is the binary to check, REFERENCE one built without the trait (.build/debug/alert,
# say). Each case runs on a fresh 100×30 pseudo-terminal that answers no query
# (Scripts/pty_terminal.py), with reduced motion so that no frame depends on the clock,
# types its keys after the first frame settles and collects every byte until the program
# exits; plain mode and ALERT_ANSWERS cases run with piped standard streams. With MAX_BYTES,
# STATIC stripped must be at most that size, and it must need no Swift library.
set -euo pipefail
cd "$(dirname "$0")/.."
static=${1:?the static alert}
reference=${2:?the alert of the default build}
max_bytes=${3:-}

if ldd "$static" | grep -i swift; then
    echo "check-static-alert: $static needs a Swift library" >&2
    exit 1
fi
if [ -n "$max_bytes" ]; then
    stripped=$(mktemp)
    trap 'rm -f "$stripped"' EXIT
    strip -o "$stripped" "$static"
    size=$(stat -c %s "$stripped")
    [ "$size" -le "$max_bytes" ] ||
        { echo "check-static-alert: stripped $size bytes, more than $max_bytes" >&2; exit 1; }
    echo "check-static-alert: stripped $size bytes (at most $max_bytes)"
fi

python3 - "$static" "$reference" <<'PY'
import os, select, subprocess, sys, tempfile, time

sys.path.insert(0, "Scripts")
from pty_terminal import Terminal, spawn

static, reference = sys.argv[1], sys.argv[2]
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


def read_settled(master, limit=10.0, first=False):
    """Every byte written until the output pauses for IDLE seconds (or the program ends);
    with `first`, the pause counts only from the first byte, so that no key is typed before
    the program drew anything (a slow start would see it echoed by the cooked terminal)."""
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
            last = time.monotonic()
    return data


def run_terminal(binary, arguments, keys, stdin):
    env = dict(ENV)
    argv = [binary, *arguments]
    if stdin is not None:
        source = tempfile.NamedTemporaryFile(delete=False)
        source.write(stdin)
        source.close()
        argv = ["sh", "-c", 'exec "$0" "$@" < "$ALERT_CHECK_INPUT"', binary, *arguments]
        env["ALERT_CHECK_INPUT"] = source.name
    pid, master = spawn(argv, env, COLUMNS, ROWS)
    output = read_settled(master, first=True)
    for key in keys:
        os.write(master, key)
        output += read_settled(master)
    deadline = time.monotonic() + 5
    status = None
    while time.monotonic() < deadline:
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(code)
            break
        output += read_settled(master, limit=0.5)
    if status is None:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    output += read_settled(master, limit=0.5)
    os.close(master)
    if stdin is not None:
        os.unlink(env["ALERT_CHECK_INPUT"])
    return status, output


def run_piped(binary, arguments, stdin, env_extra):
    env = dict(ENV, **env_extra)
    done = subprocess.run([binary, *arguments], input=stdin, capture_output=True, env=env,
                          timeout=20)
    return done.returncode, done.stdout, done.stderr


failures = 0
for name, arguments, keys in TERMINAL_CASES:
    results = [run_terminal(b, arguments, keys, STDIN.get(name)) for b in (static, reference)]
    same = results[0] == results[1]
    failures += not same
    print(f"{'same' if same else 'DIFFERENT'}: {name} (exit {results[0][0]}, "
          f"{len(results[0][1])} bytes; reference exit {results[1][0]}, {len(results[1][1])})")
    if not same:
        for label, (status, output) in zip(("static", "reference"), results):
            print(f"  {label}: {output!r}")

with tempfile.NamedTemporaryFile("w", suffix=".answers", delete=False) as answers:
    answers.write("go=no\nfruit=Pears\nname=Grace Hopper\nday=2024-03-01\nfound=plan\n")
PIPED_CASES = [
    ("plain confirm", ["confirm", "Go?"], b"2\n", {"ALERT_PLAIN": "1"}),
    ("plain choose", ["choose", "a", "b", "c"], b"3\n", {"ALERT_PLAIN": "1"}),
    ("plain input", ["input"], b"  spaced out  \n", {"ALERT_PLAIN": "1"}),
    ("plain date", ["date", "--initial", "2024-02-29"], b"\n", {"ALERT_PLAIN": "1"}),
    # Enter alone picks today, which is another day than UTC's in one of the two for half
    # of the day: the local time zone must be read as the default build reads it.
    ("plain today east", ["date"], b"\n", {"ALERT_PLAIN": "1", "TZ": "Pacific/Kiritimati"}),
    ("plain today west", ["date"], b"\n", {"ALERT_PLAIN": "1", "TZ": "Pacific/Pago_Pago"}),
    ("answers confirm", ["confirm", "--id", "go", "Go?"], b"", {"ALERT_ANSWERS": answers.name}),
    ("answers choose", ["choose", "--id", "fruit", "Apples", "Pears"], b"",
     {"ALERT_ANSWERS": answers.name}),
    ("answers input", ["input", "--id", "name"], b"", {"ALERT_ANSWERS": answers.name}),
    ("answers date", ["date", "--id", "day"], b"", {"ALERT_ANSWERS": answers.name}),
    ("answers filter", ["filter", "--id", "found"], b"banana\nplantain\ncherry\n",
     {"ALERT_ANSWERS": answers.name}),
    ("usage error", ["confirm", "--bogus"], b"", {}),
    ("help", ["input", "--help"], b"", {}),
    ("completions", ["--completions", "zsh"], b"", {}),
]
for name, arguments, stdin, env_extra in PIPED_CASES:
    results = [run_piped(b, arguments, stdin, env_extra) for b in (static, reference)]
    same = results[0] == results[1]
    failures += not same
    print(f"{'same' if same else 'DIFFERENT'}: {name} (exit {results[0][0]})")
    if not same:
        for label, result in zip(("static", "reference"), results):
            print(f"  {label}: {result!r}")
os.unlink(answers.name)
sys.exit(1 if failures else 0)
PY
