# Signals and job control (sourced by Scripts/probe-alert.sh): every catchable signal that
# ends `alert` restores the terminal, Ctrl+Z stops the whole job wherever `alert` runs and
# `fg` brings it back, and a terminal left raw by a killed alert is not taken as original.

# signals_pid TEXT: the pid of the alert showing TEXT (not of the shell that started it).
signals_pid() { pgrep -f -- "^$ALERT confirm $1\$" | head -1; }

# Each signal that ends the process, sent from outside while an alert is up.
for name in INT TERM HUP QUIT USR1 USR2 ALRM VTALRM PROF XCPU XFSZ PWR IO SYS ABRT SEGV BUS TRAP FPE ILL STKFLT; do
    number=$(kill -l "$name")
    session="sig-$name"
    in_tmux "$session" 100 30 "$ALERT confirm Wait-$name"
    pid=$(signals_pid "Wait-$name")
    if [ -z "$pid" ]; then
        fail "SIG$name: the alert started" "no process"
        done_tmux "$session"
        continue
    fi
    kill -"$name" "$pid"
    status=$(wait_exit "$session" 5)
    expect "SIG$name ends the alert with status $((128 + number))" "$((128 + number))" "$status"
    if restored "$session"; then pass "SIG$name restores the terminal settings"; else fail "SIG$name restores the terminal settings"; fi
    if screen "$session" | grep -q "╭"; then
        fail "SIG$name leaves the alternate screen" "the alert is still drawn"
    else
        pass "SIG$name leaves the alternate screen"
    fi
    done_tmux "$session"
done

# A signal the program inherited as ignored stays ignored: the alert goes on.
in_tmux sig-ignored 100 30 "trap '' USR1 HUP; $ALERT confirm Wait-ignored"
kill -USR1 "$(signals_pid Wait-ignored)"
kill -HUP "$(signals_pid Wait-ignored)"
sleep 0.3
keys sig-ignored Enter
expect "USR1 and HUP inherited as ignored stay ignored (Enter still answers)" 0 "$(wait_exit sig-ignored)"
done_tmux sig-ignored

# Ctrl+Z from an interactive bash: alone, inside a script, in a pipeline, inside a
# function, under sh -c; then fg (whose status is the job's), and the alert answers.
printf '%s confirm Deploy?\n' "$ALERT" > "$PROBE_WORK/deploy.sh"
for job in "$ALERT confirm Deploy?" "bash $PROBE_WORK/deploy.sh" "$ALERT confirm Deploy? | cat" \
    "f() { $ALERT confirm Deploy?; }; f" "sh -c '$ALERT confirm Deploy?'" \
    "(cd /; $ALERT confirm Deploy?)"; do
    tmux -L "$PROBE_TMUX" new-session -d -s jobs -x 100 -y 30 "bash --norc --noprofile -i"
    sleep 0.5
    keys jobs "$job" Enter
    wait_screen jobs "╭" || true
    keys jobs C-z
    if wait_screen jobs "Stopped"; then pass "Ctrl+Z stops the job: $job"; else fail "Ctrl+Z stops the job: $job" "$(screen jobs | tr -s ' \n' ' ' | tail -c 300)"; fi
    keys jobs "clear; fg; echo fg=\$?" Enter
    if wait_screen jobs "╭"; then pass "fg redraws the alert: $job"; else fail "fg redraws the alert: $job"; fi
    keys jobs Enter
    if wait_screen jobs "fg=0"; then pass "after fg, Enter answers yes: $job"; else fail "after fg, Enter answers yes: $job" "$(screen jobs | tr -s ' \n' ' ' | tail -c 300)"; fi
    keys jobs "stty -a | grep -o -- '-*icanon' | head -1" Enter
    sleep 0.4
    if screen jobs | grep -q "^icanon"; then pass "the shell's terminal is cooked after: $job"; else fail "the shell's terminal is cooked after: $job"; fi
    done_tmux jobs
done

# SIGTSTP and SIGSTOP from outside, then SIGCONT: the alert comes back and answers.
for stop in TSTP STOP; do
    in_tmux "sig-$stop" 100 30 "$ALERT confirm Wait-$stop"
    pid=$(signals_pid "Wait-$stop")
    kill -"$stop" "$pid"
    sleep 0.3
    kill -CONT "$pid"
    sleep 0.5
    keys "sig-$stop" Enter
    expect "SIG$stop then SIGCONT: the alert still answers" 0 "$(wait_exit "sig-$stop")"
    if restored "sig-$stop"; then pass "SIG$stop then SIGCONT: the terminal is restored"; else fail "SIG$stop then SIGCONT: the terminal is restored"; fi
    done_tmux "sig-$stop"
done

# A terminal left raw (stty raw, or an alert killed with SIGKILL) ends sane.
in_tmux raw-left 100 30 "stty raw -echo; $ALERT confirm Sane?; stty -a > $PROBE_WORK/raw-left.after"
keys raw-left Enter
wait_exit raw-left >/dev/null
if grep -q -- " icanon" "$PROBE_WORK/raw-left.after" && grep -q -- " echo " "$PROBE_WORK/raw-left.after"; then
    pass "a terminal found raw is left cooked with echo"
else
    fail "a terminal found raw is left cooked with echo" "$(head -c 300 "$PROBE_WORK/raw-left.after")"
fi
done_tmux raw-left
in_tmux killed 100 30 "$ALERT confirm Killed & sleep 1; kill -9 \$!; sleep 0.3; $ALERT confirm Next; stty -a > $PROBE_WORK/killed.after"
sleep 2
keys killed Enter
expect "after a kill -9, the next alert still answers" 0 "$(wait_exit killed)"
if grep -q -- " icanon" "$PROBE_WORK/killed.after" && grep -q -- " echo " "$PROBE_WORK/killed.after"; then
    pass "after a kill -9, the next alert leaves the terminal cooked with echo, not raw"
else
    fail "after a kill -9, the next alert leaves the terminal cooked with echo, not raw"
fi
done_tmux killed

# Ctrl+C: exit 130, terminal restored, nothing printed on standard output.
in_tmux ctrl-c 100 30 "$ALERT choose a b > $PROBE_WORK/ctrl-c.out"
keys ctrl-c C-c
expect "Ctrl+C exits 130" 130 "$(wait_exit ctrl-c)"
if restored ctrl-c; then pass "Ctrl+C restores the terminal"; else fail "Ctrl+C restores the terminal"; fi
expect "Ctrl+C prints no answer" "" "$(cat "$PROBE_WORK/ctrl-c.out")"
done_tmux ctrl-c
