# Terminal sizes (sourced by Scripts/probe-alert.sh): a terminal too small for the card
# shows the alert in compact lines in the cells it has, its keys still work (Enter answers,
# Esc declines), and any size, however brief, is survivable: the card comes back intact
# when the terminal grows.

# sizes_resize NAME COLUMNS ROWS: resizes the window as a user resizing the emulator does.
sizes_resize() { tmux -L "$PROBE_TMUX" resize-window -t "$1" -x "$2" -y "$3"; }
# sizes_shows NAME TEXT: true when the screen shows TEXT.
sizes_shows() { screen "$1" | grep -qF -- "$2"; }
# sizes_running NAME: true while the command has not ended (no answer taken).
sizes_running() { [ "$(wait_exit "$1" 1)" = timeout ]; }
# sizes_expect_running DESCRIPTION NAME
sizes_expect_running() {
    if sizes_running "$2"; then pass "$1"; else fail "$1" "it ended: exit $(wait_exit "$2")"; fi
}
# sizes_expect_shows DESCRIPTION NAME TEXT
sizes_expect_shows() {
    if sizes_shows "$2" "$3"; then pass "$1"; else fail "$1" "[$3] not on screen: $(screen "$2" | tr -s ' \n' ' ' | head -c 300)"; fi
}
# sizes_expect_compact DESCRIPTION NAME: something shows, and no card's corner.
sizes_expect_compact() {
    local shown
    shown=$(screen "$2")
    if [ -n "$(printf '%s' "$shown" | tr -d ' \n')" ] && ! printf '%s' "$shown" | grep -q "╭"; then
        pass "$1"
    else
        fail "$1" "screen: $(printf '%s' "$shown" | tr -s ' \n' ' ' | head -c 300)"
    fi
}
# sizes_expect_restored DESCRIPTION NAME
sizes_expect_restored() {
    if restored "$2"; then pass "$1"; else fail "$1" "stty differs after the run"; fi
}

# Tiny sizes: compact lines, and Enter answers (a script on a thin pane never waits for
# ever); Esc declines.
for size in "1 1" "2 2" "10 3" "20 6" "6 30" "200 2"; do
    set -- $size
    name="tiny-$1x$2"
    in_tmux "$name" "$1" "$2" "$ALERT confirm 'Delete everything?' 2>$PROBE_WORK/$name.err"
    sizes_expect_compact "confirm at $1×$2 shows itself in compact lines" "$name"
    keys "$name" Enter
    expect "Enter at $1×$2 answers (exit 0)" 0 "$(wait_exit "$name" 5)"
    sizes_expect_restored "terminal restored after $1×$2" "$name"
    done_tmux "$name"
    in_tmux "$name-esc" "$1" "$2" "$ALERT confirm 'Delete everything?' 2>$PROBE_WORK/$name.err"
    keys "$name-esc" Escape
    expect "Esc at $1×$2 declines (exit 1)" 1 "$(wait_exit "$name-esc" 5)"
    done_tmux "$name-esc"
done

# Sizes with room: the question shows and Enter answers.
for size in "40 10" "300 100"; do
    set -- $size
    name="room-$1x$2"
    in_tmux "$name" "$1" "$2" "$ALERT confirm 'Delete everything?'"
    sizes_expect_shows "confirm at $1×$2 shows its question" "$name" "Delete everything?"
    keys "$name" Enter
    expect "Enter at $1×$2 accepts (exit 0)" 0 "$(wait_exit "$name" 5)"
    sizes_expect_restored "terminal restored after $1×$2" "$name"
    done_tmux "$name"
done

# Each subcommand shown first at 10×3: compact lines with the keys (Enter's answer first);
# grown to 80×24 its card shows and answers normally.
sizes_subcommand() { # NAME SHOWN EXPECTED-STATUS EXPECTED-OUTPUT COMMAND...
    local name=$1 shown=$2 status=$3 output=$4
    shift 4
    in_tmux "$name" 10 3 "$ALERT $* >$PROBE_WORK/$name.out"
    sizes_expect_shows "$name at 10×3 shows its keys in compact lines" "$name" "⏎"
    sizes_expect_running "$name waits for its answer at 10×3" "$name"
    sizes_resize "$name" 80 24
    sleep 0.5
    sizes_expect_shows "$name grown to 80×24 shows the alert" "$name" "$shown"
    keys "$name" Enter
    expect "$name then answers with Enter (exit $status)" "$status" "$(wait_exit "$name" 5)"
    expect "$name prints the answer given after growing" "$output" "$(cat "$PROBE_WORK/$name.out")"
    sizes_expect_restored "terminal restored after $name" "$name"
    done_tmux "$name"
}
sizes_subcommand message "Backup done" 0 "" message "'Backup done'"
sizes_subcommand confirm "Proceed?" 0 "" confirm "'Proceed?'"
sizes_subcommand choose "gamma" 0 "alpha" choose alpha beta gamma
sizes_subcommand choose-sheet "gamma" 0 "alpha" choose --sheet alpha beta gamma
sizes_subcommand input "Your name" 0 "" input --title "'Your name'"
sizes_subcommand date "When" 0 "2024-02-28" date --title When --initial 2024-02-28

# A status alert at a tiny size still closes by itself (a timeout is no answer of the user's).
in_tmux status-tiny 2 2 "$ALERT status success Saved --countdown 1"
expect "status at 2×2 closes by itself (exit 0)" 0 "$(wait_exit status-tiny 8)"
sizes_expect_restored "terminal restored after status at 2×2" status-tiny
done_tmux status-tiny

# Ctrl+C at 1×1 interrupts.
in_tmux ctrl-c-tiny 1 1 "$ALERT confirm 'Delete everything?'"
keys ctrl-c-tiny C-c
expect "Ctrl+C at 1×1 interrupts (exit 130)" 130 "$(wait_exit ctrl-c-tiny 5)"
sizes_expect_restored "terminal restored after Ctrl+C at 1×1" ctrl-c-tiny
done_tmux ctrl-c-tiny

# A brief shrink to 1×1 while shown, then back: the alert is still there and answers.
name=shrink-back
in_tmux "$name" 80 24 "$ALERT confirm 'Delete everything?' 2>$PROBE_WORK/$name.err"
sizes_resize "$name" 1 1
sleep 0.3
sizes_expect_shows "shrunk to 1×1 it shows its compact line" "$name" "…"
sizes_expect_running "a shrink to 1×1 does not end the alert" "$name"
sizes_resize "$name" 80 24
sleep 0.4
sizes_expect_shows "grown back it shows the question" "$name" "Delete everything?"
keys "$name" Enter
expect "then Enter accepts (exit 0)" 0 "$(wait_exit "$name" 5)"
expect "no internal error is printed" "" "$(cat "$PROBE_WORK/$name.err")"
sizes_expect_restored "terminal restored after the shrink" "$name"
done_tmux "$name"

# Typed text and focus survive a shrink to 1×1 and back; what is typed meanwhile edits the
# field as ever, and Enter at 1×1 answers.
name=input-shrink
in_tmux "$name" 80 24 "$ALERT input --title Name >$PROBE_WORK/$name.out"
keys "$name" -l abc
sizes_resize "$name" 1 1
sleep 0.3
keys "$name" -l zz
sizes_resize "$name" 80 24
sleep 0.4
sizes_expect_shows "grown back the input holds abczz" "$name" "abczz"
sizes_resize "$name" 1 1
sleep 0.3
keys "$name" BSpace BSpace Enter
expect "Enter at 1×1 answers (exit 0)" 0 "$(wait_exit "$name" 5)"
expect "input prints what was typed, at any size" "abc" "$(cat "$PROBE_WORK/$name.out")"
done_tmux "$name"

# Rapid resize sequences: every size, however brief, is survivable.
for round in 1 2; do
    name="rapid-$round"
    in_tmux "$name" 80 24 "$ALERT choose --title Pick alpha beta gamma >$PROBE_WORK/$name.out 2>$PROBE_WORK/$name.err"
    for size in "1 1" "300 100" "2 2" "40 10" "10 3" "1 1" "20 6" "1 50" "120 1" "80 24"; do
        set -- $size
        sizes_resize "$name" "$1" "$2"
        [ "$round" = 2 ] && sleep 0.05
    done
    sleep 0.5
    sizes_expect_running "round $round of rapid resizes does not end the alert" "$name"
    sizes_expect_shows "after round $round the alert shows again" "$name" "gamma"
    keys "$name" Down Enter
    expect "then Down Enter answers beta (exit 0)" "0 beta" "$(wait_exit "$name" 5) $(cat "$PROBE_WORK/$name.out")"
    expect "no error is printed after round $round" "" "$(cat "$PROBE_WORK/$name.err")"
    sizes_expect_restored "terminal restored after round $round" "$name"
    done_tmux "$name"
done

