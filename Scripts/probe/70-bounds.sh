# Bounds (sourced by Scripts/probe-alert.sh): lines, countdowns and shared input have limits
# or cost nothing while waiting; plain mode reads in blocks and never takes a line that is
# not its own.

# bounds_run DESCRIPTION EXPECTED-STATUS SCRIPT: as output_run, with a time limit of 20 s
# (a wait without end shows as 124).
bounds_run() {
    timeout 20 sh -c "$3" "$ALERT" > "$PROBE_WORK/out" 2> "$PROBE_WORK/err"
    expect "$1" "$2" "$?"
}

# Lines without end, or longer than the bound: refused with a word and exit 2, in little
# memory and time.
for source in "< /dev/zero" "< /dev/urandom" "< <(yes x | tr -d '\\n')"; do
    for sub in "input" "choose a b" "date" "confirm x"; do
        command time -f %M -o "$PROBE_WORK/rss" timeout 20 bash -c "\"\$0\" --plain $sub $source" "$ALERT" > /dev/null 2> "$PROBE_WORK/err"
        status=$?
        case "$source" in
            *urandom*)
                # Random bytes hold line feeds: the lines are read and refused or taken; what
                # counts is that it ends.
                if [ "$status" != 124 ]; then pass "$sub $source ends (status $status)"; else fail "$sub $source ends"; fi
                ;;
            *)
                expect "$sub $source: exit 2" 2 "$status"
                if grep -q "longer than 65536 bytes" "$PROBE_WORK/err"; then pass "$sub $source: it says the line is too long"; else fail "$sub $source: it says the line is too long" "$(head -c 200 "$PROBE_WORK/err")"; fi
                ;;
        esac
        rss=$(tail -1 "$PROBE_WORK/rss")
        if [ "${rss:-999999}" -lt 100000 ]; then pass "$sub $source: under 100 MB ($rss kB)"; else fail "$sub $source: under 100 MB" "$rss kB"; fi
    done
done
head -c 10000000 /dev/zero | tr '\0' x > "$PROBE_WORK/long-line"
bounds_run "a 10 MB line from a file: exit 2" 2 "\"\$0\" input < $PROBE_WORK/long-line"
bounds_run "a 10 MB line from a pipe: exit 2" 2 "cat $PROBE_WORK/long-line | \"\$0\" input"
head -c 65536 /dev/zero | tr '\0' y > "$PROBE_WORK/max-line"
echo >> "$PROBE_WORK/max-line"
bounds_run "a line of exactly 65536 bytes is taken" 0 "\"\$0\" input < $PROBE_WORK/max-line"
expect "and printed whole" 65537 "$(wc -c < "$PROBE_WORK/out" | tr -d ' ')"

# Input shared by several alerts, from a pipe, a file, a here-document and a socket: each
# takes its own line and nothing more.
printf '2\nhello\n2024-01-02\n\nlast\n' > "$PROBE_WORK/answers"
expected=$'b\nhello\n2024-01-02\nlast'
script='"$0" choose a b; "$0" input; "$0" date; "$0" confirm ok; "$0" input'
bounds_run "five alerts share a pipe" 0 "cat $PROBE_WORK/answers | { $script; }"
expect "each alert took its line from the pipe" "$expected" "$(cat "$PROBE_WORK/out")"
bounds_run "five alerts share a file" 0 "{ $script; } < $PROBE_WORK/answers"
expect "each alert took its line from the file" "$expected" "$(cat "$PROBE_WORK/out")"
if command -v socat > /dev/null; then
    bounds_run "five alerts share a socket" 0 "socat -u FILE:$PROBE_WORK/answers - | { $script; }"
fi
printf '2\r\nhello\r\n' > "$PROBE_WORK/crlf"
bounds_run "CRLF lines" 0 "{ \"\$0\" choose a b; \"\$0\" input; } < $PROBE_WORK/crlf"
expect "CRLF lines lose their carriage return" $'b\nhello' "$(cat "$PROBE_WORK/out")"
bounds_run "a last line without a line feed" 0 "printf 'tail' | \"\$0\" input"
expect "the last line without a line feed is taken" tail "$(cat "$PROBE_WORK/out")"
# A pipe that stays open: the alert answers its line and leaves the rest to the next reader.
bounds_run "an alert leaves what follows its line in an open pipe" 0 \
    "{ printf '1\\nnext\\n'; sleep 1; } | { \"\$0\" choose a b > /dev/null; head -1; }"
expect "the next reader gets the next line" next "$(cat "$PROBE_WORK/out")"

# Countdowns: zero closes at once, huge ones cost nothing, bad ones are refused.
for countdown in 9223372036854775807 4294967296 86400 1; do
    bounds_run "plain status with --countdown $countdown is done at once" 0 "\"\$0\" status info hi --countdown $countdown < /dev/null"
done
for countdown in -1 +1 1.5 1e3 99999999999999999999 '' ' 1' 0x10 ５; do
    bounds_run "--countdown '$countdown' is refused" 2 "\"\$0\" status info hi --countdown '$countdown'"
done
in_tmux countdown-zero 100 30 "$ALERT status info Gone --countdown 0"
expect "a full-screen status with --countdown 0 closes at once" 0 "$(wait_exit countdown-zero 1)"
done_tmux countdown-zero
in_tmux countdown-huge 100 30 "$ALERT status info Stays --countdown 9223372036854775807"
sleep 1
if screen countdown-huge | grep -q "Stays"; then pass "a full-screen status with a huge countdown stays up"; else fail "a full-screen status with a huge countdown stays up"; fi
pid=$(pgrep -f -- "^$ALERT status info Stays" | head -1)
cpu=$(ps -o %cpu= -p "$pid" | tr -d ' ')
if [ "${cpu%.*}" -lt 10 ]; then pass "and waits without spinning ($cpu% CPU)"; else fail "and waits without spinning" "$cpu% CPU"; fi
keys countdown-huge Escape
expect "Esc closes it" 0 "$(wait_exit countdown-huge)"
done_tmux countdown-huge
