# Lists: long options cut with an ellipsis that keeps them apart (at the end, at the start,
# in the middle; CJK and emoji), a sheet at 200 columns, and 10,000 and 100,000 options
# (the first frame appears, Down and End move, Enter prints the right option).
# Sourced by Scripts/probe-alert.sh: uses $ALERT, $PROBE_WORK and the helpers of lib.sh.

# lists_run NAME COLUMNS ROWS ARGUMENTS…: starts `alert ARGUMENTS…` in tmux (reduced
# motion), its answer in $PROBE_WORK/NAME.out; ARGUMENTS are expanded by the shell tmux runs.
lists_run() {
    local name=$1 columns=$2 rows=$3
    shift 3
    in_tmux "$name" "$columns" "$rows" \
        "ALERT_REDUCED_MOTION=1 \"$ALERT\" $* > $PROBE_WORK/$name.out"
}

# lists_wait NAME TEXT [SECONDS]: true once the screen shows TEXT.
lists_wait() {
    local i
    for ((i = 0; i < ${3:-20} * 10; i++)); do
        screen "$1" | grep -qF -- "$2" && return 0
        sleep 0.1
    done
    return 1
}

# lists_answer NAME: the answer the run printed, once it ended.
lists_answer() {
    wait_exit "$1" 20 >/dev/null
    cat "$PROBE_WORK/$1.out" 2>/dev/null
}

# lists_row NAME TEXT: the screen rows holding TEXT.
lists_rows() { screen "$1" | grep -F -- "$2"; }

# A session kept for the whole class: killing the last session stops the tmux server, and a
# session started while it stops can fail ("server exited unexpectedly").
tmux -L "$PROBE_TMUX" new-session -d -s lists-keep "sleep 600"

x60=$(printf 'x%.0s' {1..60})
for columns in 40 80 200; do
    name="end$columns"
    lists_run "$name" "$columns" 20 choose "$x60-delete-all" "$x60-keep-all"
    if lists_wait "$name" "Cancel"; then
        delete=$(lists_rows "$name" "-delete-all")
        keep=$(lists_rows "$name" "-keep-all")
        # Cut with … where the row cannot be shown whole (40 columns), whole where it can.
        if [ -n "$delete" ] && [ -n "$keep" ] && { [ "$columns" -gt 75 ] || [[ "$delete" == *…* ]]; }; then
            pass "options differing at the end keep their endings apart at $columns columns"
        else
            fail "options differing at the end keep their endings apart at $columns columns" \
                "$(screen "$name" | grep -F 'x')"
        fi
        keys "$name" Down Enter
        expect "Down Enter answers the second long option in full at $columns columns" \
            "$x60-keep-all" "$(lists_answer "$name")"
    else
        fail "long options are shown at $columns columns" "$(screen "$name")"
    fi
    done_tmux "$name"

    name="start$columns"
    lists_run "$name" "$columns" 20 choose "delete-all-$x60" "keep-all-$x60"
    if lists_wait "$name" "Cancel" && [ -n "$(lists_rows "$name" "delete-all-")" ] \
        && [ -n "$(lists_rows "$name" "keep-all-")" ]; then
        pass "options differing at the start keep their starts at $columns columns"
    else
        fail "options differing at the start keep their starts at $columns columns" \
            "$(screen "$name")"
    fi
    keys "$name" Enter
    expect "Enter answers the first option in full at $columns columns" \
        "delete-all-$x60" "$(lists_answer "$name")"
    done_tmux "$name"

    name="middle$columns"
    lists_run "$name" "$columns" 20 choose "$x60-one-$x60" "$x60-two-$x60"
    # Cut in the middle with … where the rows cannot be shown whole, whole where they can.
    if lists_wait "$name" "Cancel" && { [ "$columns" -gt 130 ] && [ -n "$(lists_rows "$name" "-two-")" ] \
        || [ "$(lists_rows "$name" "…" | wc -l)" -ge 2 ]; }; then
        pass "options differing in the middle are both told apart at $columns columns"
    else
        fail "options differing in the middle are both told apart at $columns columns" \
            "$(screen "$name")"
    fi
    keys "$name" Down Enter
    expect "the option differing in the middle is answered in full at $columns columns" \
        "$x60-two-$x60" "$(lists_answer "$name")"
    done_tmux "$name"
done

cjk="日本語の選択肢日本語の選択肢日本語の選択肢日本語の選択肢の終わり"
lists_run cjk 80 20 choose "始め$cjk" "別の$cjk"
if lists_wait cjk "Cancel" && [ "$(lists_rows cjk "終わり" | wc -l)" -eq 2 ] \
    && [ -n "$(lists_rows cjk "始め")" ] && [ -n "$(lists_rows cjk "別の")" ]; then
    pass "CJK options show both ends, whole or cut between whole wide glyphs"
else
    fail "CJK options show both ends, whole or cut between whole wide glyphs" "$(screen cjk)"
fi
keys cjk Down Enter
expect "a cut CJK option is answered in full" "別の$cjk" "$(lists_answer cjk)"
done_tmux cjk

emoji="🍎 apples and pears and plums and cherries and grapes and more fruit"
lists_run emoji 80 20 choose "'$emoji red-end'" "'$emoji green-end'"
if lists_wait emoji "Cancel" && [ -n "$(lists_rows emoji "red-end")" ] \
    && [ -n "$(lists_rows emoji "green-end")" ]; then
    pass "emoji options keep their endings apart"
else
    fail "emoji options keep their endings apart" "$(screen emoji)"
fi
keys emoji Enter
expect "an emoji option is answered in full" "$emoji red-end" "$(lists_answer emoji)"
done_tmux emoji

long="Move every one of the selected messages to the archive folder and then mark all of them as read today"
title="Please choose what happens to the selected messages now that the import has finished and the folder is full"
lists_run sheet 200 30 choose --sheet --title "'$title'" "'$long'" "'Keep them'"
if lists_wait sheet "Cancel"; then
    shown=$(screen sheet | tr -s ' │' ' ')
    missing=""
    for word in $title; do
        [[ "$shown" == *"$word"* ]] || missing="$missing $word"
    done
    expect "a sheet at 200 columns keeps every word of its title" "" "$missing"
    row=$(lists_rows sheet "Move every")
    if [[ "$row" == *"read today"* && "$row" == *…* ]]; then
        pass "a sheet at 200 columns keeps the first and the last words of a long option"
    else
        fail "a sheet at 200 columns keeps the first and the last words of a long option" \
            "$(screen sheet)"
    fi
    keys sheet Enter
    expect "the long sheet option is answered in full" "$long" "$(lists_answer sheet)"
else
    fail "a sheet at 200 columns is shown" "$(screen sheet)"
fi
done_tmux sheet

for count in 10000 100000; do
    name="many$count"
    lists_run "$name" 100 30 choose '$(seq -f option-%.0f 1 '"$count"')'
    if lists_wait "$name" "option-1" 60; then
        pass "the first frame of $count options appears"
    else
        fail "the first frame of $count options appears" "$(screen "$name")"
    fi
    keys "$name" Down Down Enter
    expect "Down Down Enter answers the third of $count options" "option-3" \
        "$(lists_answer "$name")"
    done_tmux "$name"

    name="end$count"
    lists_run "$name" 100 30 choose '$(seq -f option-%.0f 1 '"$count"')'
    lists_wait "$name" "option-1" 60
    keys "$name" End
    if lists_wait "$name" "option-$count" 10 && ! screen "$name" | grep -qE 'option-1 *$'; then
        pass "End shows the last of $count options"
    else
        fail "End shows the last of $count options" "$(screen "$name")"
    fi
    keys "$name" Enter
    expect "End Enter answers the last of $count options" "option-$count" \
        "$(lists_answer "$name")"
    done_tmux "$name"
done
done_tmux lists-keep
