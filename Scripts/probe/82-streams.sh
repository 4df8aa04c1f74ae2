# Streams (sourced by Scripts/probe-alert.sh): standard streams can be closed, and input is
# a stream, never a trusted size. Descriptors 0–2 are never reused by `alert`'s own files;
# a command that needs a closed one says so and exits 2. Nothing reads to the end before
# drawing or timing out; every reader has a bound and says what it does past it; a line is
# a line (LF only), as fzf and dialog read it.

# streams_run DESCRIPTION EXPECTED-STATUS SCRIPT: runs SCRIPT with bash ("$0" the built
# alert) in a new session without a terminal, within 20 s (a wait without end shows as
# 124 or 137), its peak memory in $PROBE_WORK/rss (kB), its output in out and err.
streams_run() {
    command time -f %M -o "$PROBE_WORK/rss" timeout -s KILL 20 setsid bash -c "$3" "$ALERT" \
        > "$PROBE_WORK/out" 2> "$PROBE_WORK/err" < /dev/null
    expect "$1" "$2" "$?"
}
# said DESCRIPTION TEXT: passes when standard error of the last run holds TEXT.
said() {
    if grep -qF -- "$2" "$PROBE_WORK/err"; then pass "$1"; else fail "$1" "$(head -c 300 "$PROBE_WORK/err")"; fi
}
# no_crash DESCRIPTION: passes when the last run printed no backtrace.
no_crash() {
    if grep -qE "Fatal error|Crash|backtrace|Illegal instruction" "$PROBE_WORK/err"; then
        fail "$1" "$(head -c 300 "$PROBE_WORK/err")"
    else
        pass "$1"
    fi
}
# small DESCRIPTION: passes when the last run's peak memory stayed under 300 MB.
small() {
    local rss
    rss=$(tail -1 "$PROBE_WORK/rss")
    if [ "${rss:-999999}" -lt 300000 ] 2>/dev/null; then pass "$1 ($rss kB)"; else fail "$1" "$rss kB"; fi
}

tmux -L "$PROBE_TMUX" new-session -d -s streams-keep "sleep 600"

# 3. A directory or a closed stream as filter's input: a clear error, no trap.
streams_run "filter < /tmp: exit 2" 2 '"$0" filter < /tmp'
said "filter < /tmp says it cannot read a directory" "Is a directory"
no_crash "filter < /tmp: no backtrace"
streams_run "filter <&-: exit 2" 2 '"$0" filter <&-'
said "filter <&- says standard input is closed" "standard input is closed"
no_crash "filter <&-: no backtrace"

# 6. Endless input: a bound in lines and bytes, in little memory, and --timeout runs while
# the choices come.
streams_run "filter < <(yes): ends with exit 2" 2 '"$0" filter < <(yes)'
said "filter < <(yes) names the line bound" "more than 1000000 lines"
small "filter < <(yes) stays small"
# With --timeout 1, the bound or the timeout comes first (2 or 124), as the machine is fast.
command time -f %M -o "$PROBE_WORK/rss" timeout -s KILL 20 setsid bash -c \
    '"$0" filter --timeout 1 < <(yes)' "$ALERT" > /dev/null 2> "$PROBE_WORK/err" < /dev/null
status=$?
if [ "$status" = 2 ] || [ "$status" = 124 ]; then pass "filter --timeout 1 < <(yes) ends ($status)"; else fail "filter --timeout 1 < <(yes) ends" "status $status"; fi
small "filter --timeout 1 < <(yes) stays small"
streams_run "filter < /dev/zero: exit 2" 2 '"$0" filter < /dev/zero'
said "filter < /dev/zero names the byte bound" "more than 64 MiB"
small "filter < /dev/zero stays small"
start=$(date +%s%N)
streams_run "filter --timeout 1 with slow endless input: exit 124" 124 \
    'while :; do echo y; sleep 0.05; done | "$0" filter --timeout 1'
elapsed=$((($(date +%s%N) - start) / 1000000))
if [ "$elapsed" -lt 5000 ]; then pass "and it timed out after about 1 s (${elapsed} ms)"; else fail "and it timed out after about 1 s" "${elapsed} ms"; fi
printf 'f=1\n' > "$PROBE_WORK/answers-f"
streams_run "filter --timeout 2: the rest of the time is left once the choices are in" 0 \
    "{ echo one; sleep 1; echo two; } | ALERT_ANSWERS=$PROBE_WORK/answers-f \"\$0\" filter --timeout 2 --id f"
expect "and the answer is the first choice" one "$(cat "$PROBE_WORK/out")"

# 8. A line is a line: CR, VT, FF, NEL, U+2028 and U+2029 stay inside the choice.
for separator in '\r' '\v' '\f' '\xc2\x85' '\xe2\x80\xa8' '\xe2\x80\xa9'; do
    printf "a${separator}b\nc\n" > "$PROBE_WORK/choices"
    streams_run "filter keeps a line with $separator whole: exit 0" 0 \
        "ALERT_ANSWERS=$PROBE_WORK/answers-f \"\$0\" filter --id f < $PROBE_WORK/choices"
    expect "filter keeps a line with $separator whole" "$(printf "a${separator}b")" "$(cat "$PROBE_WORK/out")"
done
printf 'dos\r\nunix\n' > "$PROBE_WORK/choices"
streams_run "filter: CRLF lines" 0 "ALERT_ANSWERS=$PROBE_WORK/answers-f \"\$0\" filter --id f < $PROBE_WORK/choices"
expect "filter: a CRLF line loses its carriage return" dos "$(cat "$PROBE_WORK/out")"

# 4. A closed standard stream is never the number of alert's own files.
# The secret is typed only while alert runs (typed after it, the shell's terminal echoes it).
in_tmux pw 80 24 "\"$ALERT\" input --title Secret --password >&-"
if ! wait_screen pw "standard output is closed" 3; then
    keys pw -l 'hunter2'
    keys pw Enter
fi
expect "input --password >&-: exit 2" 2 "$(wait_exit pw)"
if screen pw | grep -q hunter2; then fail "input --password >&-: the secret never shows" "$(screen pw)"; else pass "input --password >&-: the secret never shows"; fi
if screen pw | grep -qF "standard output is closed"; then pass "input --password >&- says standard output is closed"; else fail "input --password >&- says standard output is closed" "$(screen pw)"; fi
if screen pw | grep -qF "Secret"; then fail "input --password >&- asks nothing" "$(screen pw)"; else pass "input --password >&- asks nothing"; fi
done_tmux pw
streams_run "--plain confirm x <&- without a terminal: exit 2" 2 '"$0" --plain confirm x <&-'
said "--plain confirm x <&- says standard input is closed" "standard input is closed"
in_tmux plainin 80 24 "\"$ALERT\" --plain confirm x <&-"
expect "--plain confirm x <&- on a terminal: exit 2" 2 "$(wait_exit plainin)"
done_tmux plainin
in_tmux progress 80 24 "\"$ALERT\" progress <&-"
expect "progress <&-: exit 2" 2 "$(wait_exit progress)"
if screen progress | grep -qF "percentages come on it"; then pass "progress <&- says why"; else fail "progress <&- says why" "$(screen progress)"; fi
done_tmux progress

# Beyond the list: the other streams and commands.
streams_run "choose a b >&-: exit 2 before asking" 2 '"$0" choose a b >&-'
said "choose a b >&- says standard output is closed" "standard output is closed"
streams_run "--help >&-: exit 2" 2 '"$0" --help >&-'
said "--help >&- says it cannot write the help" "cannot write the help"
streams_run "filter >&-: exit 2" 2 'printf "a\n" | "$0" filter >&-'
streams_run "spin --show-output -- true >&-: exit 2" 2 '"$0" spin --show-output -- true >&-'
streams_run "confirm x >&- needs no output: answered from the pipe" 0 'echo yes | "$0" --plain confirm x >&-'
streams_run "status info x <&- needs no input: exit 0" 0 '"$0" status info x <&-'
in_tmux confirmin 80 24 "\"$ALERT\" confirm x <&-"
if wait_screen confirmin "x"; then keys confirmin Enter; fi
expect "confirm x <&- on a terminal asks there: exit 0" 0 "$(wait_exit confirmin)"
done_tmux confirmin
in_tmux plainerr 80 24 "\"$ALERT\" --plain confirm x 2>&-"
expect "--plain confirm x 2>&- (prompts have nowhere to go): exit 2" 2 "$(wait_exit plainerr)"
done_tmux plainerr
streams_run "--plain confirm x with all three closed: exit 2, no hang" 2 \
    '"$0" --plain confirm x <&- >&- 2>&-'

# 10. ALERT_PLAIN=1 asks in plain lines on a terminal, as --plain does.
in_tmux plainenv 80 24 "ALERT_PLAIN=1 \"$ALERT\" choose alpha beta > $PROBE_WORK/plainenv.out"
if wait_screen plainenv "2. beta"; then pass "ALERT_PLAIN=1 prompts in plain lines"; else fail "ALERT_PLAIN=1 prompts in plain lines" "$(screen plainenv)"; fi
keys plainenv 2 Enter
expect "ALERT_PLAIN=1: exit 0" 0 "$(wait_exit plainenv)"
expect "ALERT_PLAIN=1: the answer" beta "$(cat "$PROBE_WORK/plainenv.out")"
done_tmux plainenv
in_tmux plainno 80 24 "ALERT_PLAIN=0 \"$ALERT\" choose alpha beta > $PROBE_WORK/plainno.out"
if wait_screen plainno "Cancel"; then pass "ALERT_PLAIN=0 draws the alert"; else fail "ALERT_PLAIN=0 draws the alert" "$(screen plainno)"; fi
keys plainno Escape
wait_exit plainno > /dev/null
done_tmux plainno

# Other readers of input without end, beyond filter.
# A gauge skips a line too long and reads on (its feeder must never die of SIGPIPE): an
# endless line is read until --timeout, in little memory.
streams_run "progress --timeout 2 < /dev/zero: read on to the timeout (124)" 124 \
    '"$0" --plain progress --timeout 2 < /dev/zero'
small "progress < /dev/zero stays small"
streams_run "progress < /tmp (a directory): exit 2" 2 '"$0" --plain progress < /tmp'
said "progress < /tmp says it is a directory" "Is a directory"
streams_run "--plain input < /tmp (a directory): exit 2" 2 '"$0" --plain input < /tmp'
said "--plain input < /tmp says it is a directory" "Is a directory"
streams_run "spin of 300 MB of output ends" 0 '"$0" --plain spin -- sh -c "yes | head -c 300000000"'
small "spin of 300 MB of output stays small"
streams_run "spin --show-output of 300 MB ends" 0 \
    '"$0" --plain spin --show-output -- sh -c "yes | head -c 300000000"'
small "spin --show-output of 300 MB stays small"
# The output is kept in a file, not in memory: all of it is printed, byte for byte.
expect "spin --show-output prints all 300 MB, from its file" 300000000 "$(stat -c %s "$PROBE_WORK/out")"

tmux -L "$PROBE_TMUX" kill-session -t streams-keep 2>/dev/null
