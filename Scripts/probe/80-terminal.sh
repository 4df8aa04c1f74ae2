# The terminal left as found, input included, and what cannot be seen cannot be answered:
# no answer to a query reaches the next program's input (inline and full screen, status and
# progress), autowrap is back on afterwards, a waiting alert writes nothing over the one on
# screen, quick resizes leave no fragments, an alert at the top row keeps its summary on
# screen, Page Down moves a filter's and a checklist's cursor, and a filter or checklist
# in a 40×10 terminal shows its cursor row.
# Sourced by Scripts/probe-alert.sh: uses $ALERT, $PROBE_WORK and the helpers of lib.sh.

# A session kept for the whole class (see 60-lists.sh).
tmux -L "$PROBE_TMUX" new-session -d -s terminal-keep "sleep 600"

# terminal_read NAME COMMAND: runs COMMAND in tmux, then says "ready" and reads a line into
# $PROBE_WORK/NAME.read (as a shell script reads its next answer).
terminal_read() {
    in_tmux "$1" 100 30 "ALERT_REDUCED_MOTION=1 $2; echo ready; IFS= read -r line;\
 printf '%s' \"\$line\" | od -An -c | tr -s ' ' > $PROBE_WORK/$1.read"
}

# 1: the answer to the cursor query of the last frame is read before the alert exits.
for run in 1 2 3 4 5; do
    for kind in status fullscreen progress; do
        name="reply-$kind-$run"
        case $kind in
        status) command="\"$ALERT\" status success Saved --countdown 0" ;;
        fullscreen) command="\"$ALERT\" status success Saved --countdown 0 --fullscreen" ;;
        progress) command="echo 100 | \"$ALERT\" progress --title Copying" ;;
        esac
        terminal_read "$name" "$command"
        wait_screen "$name" "ready" 5
        keys "$name" bob Enter
        wait_exit "$name" 5 >/dev/null
        expect "nothing but what is typed reaches the next read after $kind (run $run)" \
            " b o b" "$(cat "$PROBE_WORK/$name.read" 2>/dev/null)"
        done_tmux "$name"
    done
done

# Autowrap, turned off while the alert draws, is on again afterwards.
name="autowrap"
in_tmux "$name" 60 10 "ALERT_REDUCED_MOTION=1 \"$ALERT\" status success Saved --countdown 0;\
 printf 'x%.0s' \$(seq 1 70); echo"
wait_exit "$name" 5 >/dev/null
if screen "$name" | grep -qx 'xxxxxxxxxx'; then
    pass "autowrap is back on after the alert (a 70-letter line wraps at 60 columns)"
else
    fail "autowrap is back on after the alert (a 70-letter line wraps at 60 columns)" \
        "$(screen "$name")"
fi
done_tmux "$name"

# 9: a waiting alert writes nothing over the one on screen; typing lands in its field.
for display in "" --fullscreen; do
    name="waiter${display:+-full}"
    in_tmux "$name" 80 24 "ALERT_REDUCED_MOTION=1 \"$ALERT\" input $display --title Holder &\
 sleep 0.5; ALERT_REDUCED_MOTION=1 \"$ALERT\" message $display Waiter; wait"
    wait_screen "$name" "Holder" 5
    sleep 1.8
    if screen "$name" | grep -q "waiting for"; then
        fail "a waiter writes nothing over the alert on screen ${display:-inline}" \
            "$(screen "$name")"
    else
        pass "a waiter writes nothing over the alert on screen ${display:-inline}"
    fi
    keys "$name" typed
    if screen "$name" | grep -q "│.*typed"; then
        pass "text typed while another alert waits lands in the box ${display:-inline}"
    else
        fail "text typed while another alert waits lands in the box ${display:-inline}" \
            "$(screen "$name")"
    fi
    keys "$name" Enter
    wait_screen "$name" "Waiter" 5
    keys "$name" Enter
    expect "both alerts are answered ${display:-inline}" 0 "$(wait_exit "$name" 5)"
    done_tmux "$name"
done

# 14: five widths within 250 ms, then Enter: only the line above and the summary remain.
name="resizes"
in_tmux "$name" 100 30 "echo above; ALERT_REDUCED_MOTION=1 \"$ALERT\" confirm\
 'Delete /var/backups/2026-11-23/database-dump.sql.gz now?'"
wait_screen "$name" "now?" 5
for columns in 60 40 80 50 100; do
    tmux -L "$PROBE_TMUX" resize-window -t "$name" -x "$columns" -y 30
    sleep 0.05
done
sleep 0.5
keys "$name" Enter
wait_exit "$name" 5 >/dev/null
expect "quick resizes leave no fragment above the summary line (tmux)" \
    "above|✔ Delete /var/backups/2026-11-23/database-dump.sql.gz now? · Yes" \
    "$(screen "$name" | head -2 | paste -sd '|')"
if screen "$name" | tail -n +3 | grep -q '[^ ]'; then
    fail "quick resizes leave nothing below the summary line (tmux)" "$(screen "$name")"
else
    pass "quick resizes leave nothing below the summary line (tmux)"
fi
done_tmux "$name"

# 18a: an alert that starts at the top row leaves its summary on screen, not the box in the
# scrollback.
name="toprow"
in_tmux "$name" 80 24 "clear; ALERT_REDUCED_MOTION=1 \"$ALERT\" confirm Top?"
wait_screen "$name" "Top?" 5
keys "$name" Enter
wait_exit "$name" 5 >/dev/null
expect "an alert at row 0 leaves its summary on row 0" "✔ Top? · Yes" \
    "$(screen "$name" | head -1)"
if tmux -L "$PROBE_TMUX" capture-pane -p -S -100 -E -1 -t "$name" | grep -q "╭"; then
    fail "an alert at row 0 pushes nothing of its box into the scrollback" \
        "$(tmux -L "$PROBE_TMUX" capture-pane -p -S -100 -E -1 -t "$name")"
else
    pass "an alert at row 0 pushes nothing of its box into the scrollback"
fi
done_tmux "$name"

# 18e: Page Down and Page Up move a filter's cursor by its page of eight rows; a
# checklist's by eight rows too.
name="filter-pages"
in_tmux "$name" 80 24 "seq -f 'item-%02.0f' 1 30 | ALERT_REDUCED_MOTION=1 \"$ALERT\" filter\
 > $PROBE_WORK/$name.out"
wait_screen "$name" "item-08" 5
keys "$name" PageDown PageDown PageUp Enter
wait_exit "$name" 5 >/dev/null
expect "PgDn PgDn PgUp Enter in a filter answers the ninth row" "item-09" \
    "$(cat "$PROBE_WORK/$name.out")"
done_tmux "$name"
name="checklist-pages"
in_tmux "$name" 80 30 "ALERT_REDUCED_MOTION=1 \"$ALERT\" choose --no-limit --height 8 \$(seq -f 'row-%02.0f' 1 20)\
 > $PROBE_WORK/$name.out"
wait_screen "$name" "row-01" 5
keys "$name" PageDown Space End Space Enter
wait_exit "$name" 5 >/dev/null
expect "PgDn Space End Space Enter in a checklist ticks rows 9 and 20" "row-09 row-20" \
    "$(paste -sd ' ' "$PROBE_WORK/$name.out")"
done_tmux "$name"

# 20: at 40×10 a filter picking several shows its query and cursor row from the start, and
# the row Down and Space reach; a checklist shows its focused row after End.
name="filter-small"
in_tmux "$name" 40 10 "seq -f 'file-%02.0f' 1 20 | ALERT_REDUCED_MOTION=1 \"$ALERT\" filter\
 --no-limit --title Files > $PROBE_WORK/$name.out"
wait_screen "$name" "Cancel" 5
if screen "$name" | grep -q "Type to filter" && screen "$name" | grep -q "\[ \] file-01"; then
    pass "a filter at 40x10 shows its query line and cursor row"
else
    fail "a filter at 40x10 shows its query line and cursor row" "$(screen "$name")"
fi
keys "$name" Down Down Down Down Down Down Down Down Down Space
if screen "$name" | grep -q "\[x\] file-10"; then
    pass "the row Down and Space reach at 40x10 is in sight"
else
    fail "the row Down and Space reach at 40x10 is in sight" "$(screen "$name")"
fi
keys "$name" Enter
expect "Enter answers the ticked row" "file-10" "$(wait_exit "$name" 5 >/dev/null
    cat "$PROBE_WORK/$name.out")"
done_tmux "$name"
name="checklist-small"
in_tmux "$name" 40 10 "ALERT_REDUCED_MOTION=1 \"$ALERT\" choose --no-limit --title Files\
 \$(seq -f 'row-%02.0f' 1 20) > $PROBE_WORK/$name.out"
wait_screen "$name" "Cancel" 5
keys "$name" End Space
if screen "$name" | grep -q "\[x\] row-20"; then
    pass "a checklist at 40x10 shows the row End and Space reach"
else
    fail "a checklist at 40x10 shows the row End and Space reach" "$(screen "$name")"
fi
keys "$name" Escape
wait_exit "$name" 5 >/dev/null
done_tmux "$name"
done_tmux terminal-keep
