#!/usr/bin/env bash
# Writes Scripts/alert.order: the functions the static alert runs when it is used, one
# symbol a line, for Scripts/static-alert.sh to link first (lld's --symbol-ordering-file).
#
#   Scripts/generate-alert-order.sh [BINARY]
#
# Why: the kernel maps a program's code in 64 KiB runs around each page it touches (fault
# around), so a confirm that runs 0.7 MB of functions spread over ten megabytes of code
# holds most of the ten in memory. Linked together, they take a few runs.
#
# How: every case of Scripts/alert_cases.py (the ones check-static-alert.sh runs, at a
# terminal and piped), after a confirm at a terminal that answers the probe, run under
# valgrind's callgrind; the functions the confirm ran are listed first, then those each
# later case adds, so the code of a confirm lies together and that of any other case in a
# few stretches. BINARY is a static alert
# (built by Scripts/static-alert.sh when not given). Needs valgrind; the file is committed,
# so building needs neither valgrind nor this script. A symbol the file names that the
# binary lacks (code changed since) is skipped, and a function it does not name is linked
# after the ones it names: a stale file costs memory, never correctness.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind > /dev/null ||
    { echo "generate-alert-order: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
binary=${1:-}
[ -n "$binary" ] || binary=$(bash Scripts/static-alert.sh)

python3 - "$binary" Scripts/alert.order <<'PY'
import collections, glob, os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, "Scripts")
from alert_cases import (ANSWERS, STDIN, TERMINAL_CASES, piped_cases, run_piped,
                         run_terminal)

binary, order_path = sys.argv[1], sys.argv[2]
work = tempfile.mkdtemp(prefix="alert-order-")
started = 0


def profiler(name):
    """valgrind's callgrind, writing the next run's profile (numbered in the order of runs)."""
    global started
    started += 1
    tag = f"{started:02d}-" + re.sub(r"[^a-z0-9]+", "-", name)
    return ["valgrind", "--tool=callgrind", "--compress-strings=no", "--demangle=no",
            f"--callgrind-out-file={work}/{tag}-%p.out", f"--log-file={work}/{tag}-%p.log"]


run_terminal(binary, ["confirm", "Answered?"], [b"\r"], None, profiler("probe answered"),
             limit=120, answering=True)
for name, arguments, keys in TERMINAL_CASES:
    run_terminal(binary, arguments, keys, STDIN.get(name), profiler(name), limit=120)
answers = os.path.join(work, "answers")
with open(answers, "w") as file:
    file.write(ANSWERS)
for name, arguments, stdin, env_extra in piped_cases(answers):
    run_piped(binary, arguments, stdin, env_extra, profiler(name), timeout=300)

functions = set()
for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True,
                           check=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 3 and fields[1] in "tTwW":
        functions.add(fields[2])

# Each run's functions, in the order of the runs: the confirm at a terminal that
# answers first (what a person at a terminal sees most), then the other terminal cases, then
# the piped ones.
runs = []
for profile in sorted(glob.glob(f"{work}/*.out")):
    ran = set()
    with open(profile, errors="replace") as file:
        for line in file:
            if line.startswith(("fn=", "cfn=")):
                name = line.split("=", 1)[1].strip().split("'")[0]
                if name in functions:
                    ran.add(name)
    runs.append(ran)
expected = len(TERMINAL_CASES) + 1 + len(piped_cases(answers))
if len(runs) != expected or not all(runs):
    sys.exit(f"generate-alert-order: {len(runs)} profiles in {work}, {expected} expected")
shutil.rmtree(work)

# What the first run needs, then what each later one adds: so every run's code lies in a
# few stretches, the first run's in one. Within a stretch, what more runs use comes first.
cases = collections.Counter(name for ran in runs for name in ran)
order, placed = [], set()
for ran in runs:
    new = sorted(ran - placed, key=lambda name: (-cases[name], name))
    order += new
    placed.update(new)
with open(order_path, "w") as file:
    file.write("# The functions alert runs, those of a confirm first: written by\n"
               "# Scripts/generate-alert-order.sh, linked first by Scripts/static-alert.sh.\n")
    for name in order:
        file.write(name + "\n")
print(f"generate-alert-order: {len(order)} functions from {len(runs)} runs "
      f"in {order_path}")
PY
