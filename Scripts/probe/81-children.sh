# Children: the work `alert spin` and `alert progress` follow is theirs to manage. The
# command gets no terminal (a /dev/tty prompt fails at once, never a hang), ends with alert
# (Ctrl+C, --timeout, a signal from outside, a command that ignores SIGTERM, one that left
# a child in the background), stops with it (Ctrl+Z), and its output is bounded in memory
# and passed on byte for byte; ALERT_ANSWERS and --timeout hold for spin and progress;
# a gauge line too long is skipped; each summary line says how the run ended.
# Sourced by Scripts/probe-alert.sh: uses $ALERT, $PROBE_WORK and the helpers of lib.sh.

tmux -L "$PROBE_TMUX" new-session -d -s children-keep "sleep 600"

# children_gone PATTERN: true when no process's whole command line matches PATTERN, looked
# for a moment (a process sent a signal takes a moment to end).
children_gone() {
    local i
    for ((i = 0; i < 40; i++)); do
        pgrep -f "^$1\$" >/dev/null || return 0
        sleep 0.05
    done
    return 1
}

# children_end PATTERN: ends what a failed case left running (its own processes only).
children_end() {
    local pid
    for pid in $(pgrep -f "^$1\$"); do kill -KILL "$pid" 2>/dev/null; done
}

# children_wait_file PATH: true once PATH exists (within 10 s).
children_wait_file() {
    local i
    for ((i = 0; i < 200; i++)); do
        [ -e "$1" ] && return 0
        sleep 0.05
    done
    return 1
}

# 1. A command that reads the terminal (a sudo or ssh prompt) fails at once, on the terminal.
name=tty
in_tmux "$name" 80 20 \
    "ALERT_REDUCED_MOTION=1 \"$ALERT\" spin --title Asking --show-output -- sh -c 'read x </dev/tty && echo read' > $PROBE_WORK/$name.out"
status=$(wait_exit "$name" 10)
if [ "$status" = timeout ]; then
    fail "a command reading /dev/tty under spin does not hang" "$(screen "$name")"
    keys "$name" C-c
else
    expect "a command reading /dev/tty under spin fails at once with its own status" 2 "$status"
    if grep -q "/dev/tty" "$PROBE_WORK/$name.out"; then
        pass "its error about /dev/tty is in its output"
    else
        fail "its error about /dev/tty is in its output" "$(cat "$PROBE_WORK/$name.out")"
    fi
    restored "$name" && pass "the terminal is restored after it" ||
        fail "the terminal is restored after it"
fi
done_tmux "$name"

# 2. ALERT_ANSWERS with entries for a spinner's and a progress's ids.
printf 'b=yes\np=yes\n' > "$PROBE_WORK/answers"
out=$(ALERT_ANSWERS="$PROBE_WORK/answers" "$ALERT" spin --show-output --id b -- \
    sh -c 'echo built; exit 3' 2>/dev/null)
expect "spin with an ALERT_ANSWERS entry exits with its command's status" "3 built" "$? $out"
printf '10\n100\n' | ALERT_ANSWERS="$PROBE_WORK/answers" "$ALERT" progress --id p 2>/dev/null
expect "progress with an ALERT_ANSWERS entry follows its input to the end" 0 "$?"

# 3. A gauge line over 64 KiB: skipped, the feeder runs to its end.
out=$({ { echo 10; head -c 70000 /dev/zero | tr '\0' a; echo; sleep 0.3; echo 60; echo 100
    echo fed >&2; } | "$ALERT" progress 2>/dev/null; echo "status=$?"; } 2>&1)
expect "progress skips a line over 64 KiB and its feeder runs to its end" \
    "fed status=0" "$(echo $out)"

# 4. Memory: 200 MB of output, with and without --show-output.
for flags in "" "--show-output"; do
    rm -f "$PROBE_WORK/hwm-marker"
    "$ALERT" spin $flags -- sh -c \
        'head -c 200000000 /dev/zero; touch "$1"; exec sleep 29.51' sh "$PROBE_WORK/hwm-marker" \
        >/dev/null 2>&1 &
    pid=$!
    children_wait_file "$PROBE_WORK/hwm-marker"
    peak=$(awk '/^VmHWM/ { print $2 }' "/proc/$pid/status")
    kill -TERM "$pid"
    wait "$pid" 2>/dev/null
    if [ -n "$peak" ] && [ "$peak" -lt 100000 ]; then
        pass "spin ${flags:-without --show-output} holds 200 MB of output in ${peak} kB"
    else
        fail "spin ${flags:-without --show-output} bounds its memory" "peak ${peak} kB"
    fi
    children_gone "sleep 29[.]51" || { fail "SIGTERM ended the command"; children_end "sleep 29[.]51"; }
done

# 5. SIGTERM, SIGHUP and SIGINT from outside end the command (started with SIGINT at its
# default: a shell's background job would ignore it).
for signal in TERM HUP INT; do
    rm -f "$PROBE_WORK/sig-marker"
    python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execv(sys.argv[1], sys.argv[1:])' "$ALERT" spin -- sh -c \
        'touch "$1"; exec sleep 29.52' sh "$PROBE_WORK/sig-marker" </dev/null >/dev/null 2>&1 &
    pid=$!
    children_wait_file "$PROBE_WORK/sig-marker"
    kill -"$signal" "$pid"
    wait "$pid" 2>/dev/null
    status=$?
    if children_gone "sleep 29[.]52"; then
        pass "SIG$signal to alert ends its command too (alert exits $status)"
    else
        fail "SIG$signal to alert ends its command too"
        children_end "sleep 29[.]52"
    fi
done

# 6. --timeout for spin and progress.
"$ALERT" spin --timeout 0.5 -- sleep 29.53 </dev/null >/dev/null 2>&1
expect "spin --timeout exits 124" 124 "$?"
children_gone "sleep 29[.]53" && pass "spin --timeout ends the command" ||
    { fail "spin --timeout ends the command"; children_end "sleep 29[.]53"; }
out=$({ while echo 10; do sleep 0.1; done | "$ALERT" progress --timeout 0.5 2>/dev/null
    echo "status=$?"; })
expect "progress --timeout exits 124" "status=124" "$out"
name=timeout
in_tmux "$name" 80 20 "ALERT_REDUCED_MOTION=1 \"$ALERT\" spin --title Waiting --timeout 0.5 -- sleep 29.54"
status=$(wait_exit "$name" 10)
expect "spin --timeout on the terminal exits 124" 124 "$status"
screen "$name" | grep -qF "✖ Waiting · timed out" && pass "its summary says timed out" ||
    fail "its summary says timed out" "$(screen "$name")"
done_tmux "$name"

# 7. Ctrl+C on a status: a cross, exit 130.
name=status
in_tmux "$name" 80 20 "ALERT_REDUCED_MOTION=1 \"$ALERT\" status success hi --countdown 5"
wait_screen "$name" "hi"
keys "$name" C-c
status=$(wait_exit "$name" 10)
expect "Ctrl+C on a status exits 130" 130 "$status"
screen "$name" | grep -qF "✖ hi · interrupted" && pass "and leaves ✖ hi · interrupted" ||
    fail "and leaves ✖ hi · interrupted" "$(screen "$name" | grep -F hi)"
done_tmux "$name"

# 8. An input that times out onto its --default: the line and the status agree.
name=default
in_tmux "$name" 80 20 \
    "ALERT_REDUCED_MOTION=1 \"$ALERT\" input --title Name --timeout 1 --default x > $PROBE_WORK/$name.out"
status=$(wait_exit "$name" 10)
expect "an input timed out onto --default exits 0 with the default" "0 x" \
    "$status $(cat "$PROBE_WORK/$name.out")"
line=$(screen "$name" | grep -F "Name")
[[ "$line" == ✔* ]] && pass "and its summary has a tick ($line)" ||
    fail "an input timed out onto --default leaves a tick, as its exit status 0 says" "$line"
done_tmux "$name"

# 9. Beyond the list: a background child holding the output pipe, a command that ignores
# SIGTERM, a command not found, and bytes that are not UTF-8.
start=$SECONDS
"$ALERT" spin --show-output -- sh -c '(exec sleep 29.55) & echo started' </dev/null \
    >"$PROBE_WORK/bg.out" 2>/dev/null
status=$?
if [ $((SECONDS - start)) -lt 5 ] && [ "$status $(cat "$PROBE_WORK/bg.out")" = "0 started" ]; then
    pass "spin ends when its command exits, though a background child holds its output"
else
    fail "spin ends when its command exits" "status $status after $((SECONDS - start)) s"
fi
children_end "sleep 29[.]55"
name=ignores
in_tmux "$name" 80 20 \
    "ALERT_REDUCED_MOTION=1 \"$ALERT\" spin --title Stubborn -- sh -c \"trap '' TERM; sleep 29.56\""
wait_screen "$name" "Stubborn"
keys "$name" C-c
status=$(wait_exit "$name" 10)
expect "Ctrl+C ends a command that ignores SIGTERM (killed after a grace period)" 130 "$status"
children_gone "sleep 29[.]56" && pass "nothing of it is left" ||
    { fail "nothing of it is left"; children_end "sleep 29[.]56"; }
done_tmux "$name"
out=$("$ALERT" spin --show-output -- no-such-command-here </dev/null 2>/dev/null)
expect "a command not found exits 127 and says so" "127 no-such-command-here: command not found" \
    "$? $out"
"$ALERT" spin --show-output -- printf '\377\376\000a' </dev/null 2>/dev/null >"$PROBE_WORK/bytes"
expect "--show-output into a file passes bytes on exactly" "fffe0061" \
    "$(od -An -tx1 "$PROBE_WORK/bytes" | tr -d ' \n')"

# 10. Ctrl+Z stops the command with alert; continuing alert continues it.
name=stop
in_tmux "$name" 80 20 \
    "ALERT_REDUCED_MOTION=1 \"$ALERT\" spin --title Counting -- sh -c 'while :; do sleep 0.1; done'"
wait_screen "$name" "Counting"
keys "$name" C-z
sleep 0.5
shell=$(pgrep -f "^sh -c while :; do sleep 0[.]1; done\$" | head -1)
state=$(ps -o stat= -p "$shell" 2>/dev/null | cut -c1)
expect "Ctrl+Z stops the command with alert" T "$state"
alert_pid=$(pgrep -f "^$ALERT spin --title Counting" | head -1)
kill -CONT -- "-$(ps -o pgid= -p "$alert_pid" | tr -d ' ')" 2>/dev/null
sleep 0.5
state=$(ps -o stat= -p "$shell" 2>/dev/null | cut -c1)
[ "$state" = S ] || [ "$state" = R ] && pass "continuing alert continues it" ||
    fail "continuing alert continues it" "state [$state]"
keys "$name" C-c
wait_exit "$name" 10 >/dev/null
children_gone "sh -c while :; do sleep 0[.]1; done" || children_end "sh -c while :; do sleep 0[.]1; done"
done_tmux "$name"
