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
import os, sys, tempfile

sys.path.insert(0, "Scripts")
from alert_cases import ANSWERS, STDIN, TERMINAL_CASES, piped_cases, run_piped, run_terminal

static, reference = sys.argv[1], sys.argv[2]

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
    answers.write(ANSWERS)
for name, arguments, stdin, env_extra in piped_cases(answers.name):
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
