# Desktop (sourced by Scripts/probe-alert.sh): `alert-gtk` under Xvfb, driven with xdotool.
# The GTK presenter scales linearly with the number of options (10,000 drawn and answered at
# once, as lists and as a filter), dates there are dates (no hour or minute a
# key could move over midnight, in any zone), Esc and Ctrl+C stop a progress and a spinner
# (its command too), ALERT_ANSWERS may be a pipe, and each subcommand's help offers only
# what alert-gtk takes. Needs alert-gtk built with the GTK trait next to $ALERT
# (ALERT=$(swift build --traits GTK --scratch-path .build/gtk --show-bin-path)/alert),
# Xvfb and xdotool.

ALERT_GTK=${ALERT_GTK:-$(dirname "$ALERT")/alert-gtk}
if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null; then
    echo "# skipped: no display/xvfb"
elif ! "$ALERT_GTK" --help >/dev/null 2>&1; then
    fail "desktop cases" "$ALERT_GTK is missing or built without GTK (swift build --traits GTK)"
else
    # One X server for the class, on the first free display it finds.
    Xvfb -displayfd 9 -screen 0 1280x800x24 -nolisten tcp 9>"$PROBE_WORK/xvfb.display" \
        2>/dev/null &
    desktop_xvfb=$!
    for ((i = 0; i < 50; i++)); do
        [ -s "$PROBE_WORK/xvfb.display" ] && break
        sleep 0.1
    done
    desktop_display_before=${DISPLAY-}
    export DISPLAY=":$(cat "$PROBE_WORK/xvfb.display")"
    unset WAYLAND_DISPLAY

    # desktop_run NAME KEYS… -- ARGUMENTS…: starts alert-gtk ARGUMENTS (standard input from
    # $DESKTOP_INPUT, /dev/null by default), waits for its window, presses KEYS, and sets
    # DESKTOP_STATUS, DESKTOP_OUT and DESKTOP_SECONDS (start to exit), or DESKTOP_STATUS
    # "timeout" after 20 s.
    desktop_run() {
        local name=$1 keys=() pid window start end i
        shift
        while [ "$1" != "--" ]; do keys+=("$1"); shift; done
        shift
        start=$(date +%s.%N)
        GTK_A11Y=none "$ALERT_GTK" "$@" >"$PROBE_WORK/$name.out" 2>"$PROBE_WORK/$name.err" \
            <"${DESKTOP_INPUT:-/dev/null}" &
        pid=$!
        window=$(timeout 20 xdotool search --sync --onlyvisible --pid "$pid" 2>/dev/null | head -1)
        if [ -n "$window" ] && [ ${#keys[@]} -gt 0 ]; then
            xdotool windowfocus --sync "$window" key --delay 60 "${keys[@]}" 2>/dev/null
        fi
        for ((i = 0; i < 200; i++)); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$pid" 2>/dev/null; then
            kill "$pid"
            wait "$pid" 2>/dev/null
            DESKTOP_STATUS=timeout
        else
            wait "$pid"
            DESKTOP_STATUS=$?
        fi
        end=$(date +%s.%N)
        DESKTOP_SECONDS=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
        DESKTOP_OUT=$(cat "$PROBE_WORK/$name.out")
    }

    # desktop_fast DESCRIPTION EXPECTED SECONDS: the last run answered EXPECTED within SECONDS.
    desktop_fast() {
        if [ "$DESKTOP_STATUS|$DESKTOP_OUT" != "0|$2" ]; then
            fail "$1" "expected [0|$2], got [$DESKTOP_STATUS|$(head -c 80 <<<"$DESKTOP_OUT")]"
        elif awk -v s="$DESKTOP_SECONDS" -v m="$3" 'BEGIN { exit !(s > m) }'; then
            fail "$1" "took ${DESKTOP_SECONDS} s (more than $3 s)"
        else
            pass "$1 (${DESKTOP_SECONDS} s)"
        fi
    }

    # Lists: 10,000 options as lists of one and of several, and as a filter's choices; 100,000 as a
    # list. Each is drawn and answered at once (the time counts the start, the keys' delays
    # and the exit).
    mapfile -t desktop_options < <(seq -f 'option%g' 1 10000)
    desktop_run list10k End space Return -- choose --no-limit "${desktop_options[@]}"
    desktop_fast "choose --no-limit: 10,000 options, End Space Enter" option10000 5
    desktop_run list10k-limit Down space Down space Return -- \
        choose --limit 2 "${desktop_options[@]}"
    desktop_fast "choose --limit 2: 10,000 options, two ticked" $'option2\noption3' 5
    desktop_run buttons10k End Return -- choose "${desktop_options[@]}"
    desktop_fast "choose: 10,000 options in a list, End Enter" option10000 5
    seq -f 'choice%g' 1 100000 >"$PROBE_WORK/choices"
    DESKTOP_INPUT=$PROBE_WORK/choices desktop_run filter100k Return -- filter --no-limit
    desktop_fast "filter --no-limit: 100,000 choices, Enter" choice1 8
    mapfile -t desktop_many < <(seq -f 'o%g' 1 100000)
    desktop_run list100k End space Return -- choose --no-limit "${desktop_many[@]}"
    desktop_fast "choose --no-limit: 100,000 options, End Space Enter" o100000 15
    unset desktop_options desktop_many

    # Dates are days: the keys that once reached the minute keep the day, in any zone.
    for zone in UTC Pacific/Kiritimati Pacific/Pago_Pago America/New_York; do
        TZ=$zone desktop_run date-rrd Right Right Down Return -- date --initial 2025-03-14
        expect "date in $zone: Right Right Down Enter keeps 2025-03-14" "0|2025-03-14" \
            "$DESKTOP_STATUS|$DESKTOP_OUT"
        TZ=$zone desktop_run date-down Down Return -- date --initial 2025-03-14
        expect "date in $zone: Down Enter is the day before" "0|2025-03-13" \
            "$DESKTOP_STATUS|$DESKTOP_OUT"
    done
    TZ=Europe/London desktop_run date-dst Up Up Return -- date --initial 2024-03-30
    expect "date in London: Up Up across the clock change" "0|2024-04-01" \
        "$DESKTOP_STATUS|$DESKTOP_OUT"
    TZ=Pacific/Kiritimati desktop_run date-last Up Left Up Return -- date --initial 9999-12-31
    expect "date: Up and month Up from 9999-12-31 stay there" "0|9999-12-31" \
        "$DESKTOP_STATUS|$DESKTOP_OUT"
    TZ=Pacific/Pago_Pago desktop_run date-today Return -- date
    expect "date in Pago Pago: Enter prints today there" "0|$(TZ=Pacific/Pago_Pago date +%F)" \
        "$DESKTOP_STATUS|$DESKTOP_OUT"

    # Esc and Ctrl+C stop a progress and a spinner (exit 130); the spinner's command ends.
    for key in Escape ctrl+c; do
        rm -f "$PROBE_WORK/spin.done"
        desktop_run "spin-$key" "$key" -- spin -- sh -c "sleep 3; touch $PROBE_WORK/spin.done"
        sleep 3.5
        if [ "$DESKTOP_STATUS" = 130 ] && [ ! -e "$PROBE_WORK/spin.done" ]; then
            pass "spin: $key exits 130 and ends the command"
        else
            fail "spin: $key exits 130 and ends the command" \
                "status $DESKTOP_STATUS, command finished: $([ -e "$PROBE_WORK/spin.done" ] && echo yes || echo no)"
        fi
        mkfifo "$PROBE_WORK/gauge-$key"
        (sleep 8 >"$PROBE_WORK/gauge-$key" &)
        DESKTOP_INPUT=$PROBE_WORK/gauge-$key desktop_run "progress-$key" "$key" -- progress Copying
        expect "progress: $key exits 130 while the input is still open" 130 "$DESKTOP_STATUS"
    done
    rm -f "$PROBE_WORK/spin.done"
    # A script's `&` starts its job with SIGINT ignored, which alert-gtk keeps ignored (as
    # nohup's is): the job is started with SIGINT's default put back, as a terminal's is.
    GTK_A11Y=none python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execvp(sys.argv[1], sys.argv[1:])' "$ALERT_GTK" spin -- sh -c "sleep 3; touch $PROBE_WORK/spin.done" \
        >/dev/null 2>&1 &
    desktop_pid=$!
    timeout 20 xdotool search --sync --onlyvisible --pid "$desktop_pid" >/dev/null 2>&1
    kill -INT "$desktop_pid"
    wait "$desktop_pid"
    desktop_status=$?
    sleep 3.5
    expect "spin: SIGINT exits 130 and ends the command" "130|no" \
        "$desktop_status|$([ -e "$PROBE_WORK/spin.done" ] && echo yes || echo no)"
    # Started by `&` in this script, SIGINT is ignored, and stays so: the window stays up.
    GTK_A11Y=none "$ALERT_GTK" spin -- sleep 30 >/dev/null 2>&1 &
    desktop_pid=$!
    timeout 20 xdotool search --sync --onlyvisible --pid "$desktop_pid" >/dev/null 2>&1
    kill -INT "$desktop_pid"
    sleep 1
    if kill -0 "$desktop_pid" 2>/dev/null; then
        pass "spin started with SIGINT ignored keeps it ignored"
    else
        fail "spin started with SIGINT ignored keeps it ignored" "it exited"
    fi
    kill -TERM "$desktop_pid" 2>/dev/null
    wait "$desktop_pid" 2>/dev/null
    desktop_run status-esc Escape -- status info "Esc closes me" --countdown 30
    expect "status: Esc closes it at once (exit 0)" 0 "$DESKTOP_STATUS"

    # ALERT_ANSWERS as a pipe: process substitution and a named pipe.
    out=$(ALERT_ANSWERS=<(printf 'c=2\n') "$ALERT_GTK" choose --id c red green blue 2>&1)
    expect "ALERT_ANSWERS=<(…) answers choose" "0|green" "$?|$out"
    mkfifo "$PROBE_WORK/answers"
    (printf 'd=2025-03-14\n' >"$PROBE_WORK/answers" &)
    out=$(ALERT_ANSWERS=$PROBE_WORK/answers DISPLAY= "$ALERT_GTK" date --id d 2>&1)
    expect "ALERT_ANSWERS as a named pipe answers date without a display" "0|2025-03-14" "$?|$out"
    out=$(ALERT_ANSWERS=$PROBE_WORK "$ALERT_GTK" confirm --id d Sure? 2>&1)
    expect "ALERT_ANSWERS naming a directory is an error (exit 2)" \
        "2|alert-gtk: cannot read the answers file $PROBE_WORK" "$?|$out"

    # Help: a subcommand's help offers no flag alert-gtk refuses.
    for sub in message confirm choose filter input date status spin progress; do
        help=$("$ALERT_GTK" "$sub" --help)
        if grep -qE -- '--plain|--fullscreen|--no-summary' <<<"$help"; then
            fail "alert-gtk $sub --help offers only what it takes" \
                "$(grep -E -- '--plain|--fullscreen|--no-summary' <<<"$help" | head -2)"
        else
            pass "alert-gtk $sub --help offers only what it takes"
        fi
    done

    kill "$desktop_xvfb" 2>/dev/null
    wait "$desktop_xvfb" 2>/dev/null
    if [ -n "$desktop_display_before" ]; then DISPLAY=$desktop_display_before; else unset DISPLAY; fi
fi
