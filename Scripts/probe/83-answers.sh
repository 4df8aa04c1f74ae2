# Answers: what comes out is byte for byte what went in (bytes that are not UTF-8, a tab),
# from the arguments, a typed line, a filter's choices, the answers file and spin's output;
# titles are matched exactly (no normalisation), and no answer word (q, esc, a number, a
# comma) hides a title written out in full; =TITLE picks a title literally; any readable
# answers file is read (a byte order mark, a named pipe, /dev/null); a title cut at a line
# break ends with an ellipsis in the summary line; plain mode prints a list one option per
# line, a progress as it goes, and names the button Enter picks.
# Sourced by Scripts/probe-alert.sh: uses $ALERT, $PROBE_WORK and the helpers of lib.sh.

# hex COMMAND…: the bytes COMMAND writes on standard output, as hex.
hex() { "$@" 2>/dev/null | od -An -tx1 | tr -d ' \n'; }
answers="$PROBE_WORK/answers"

expect "an option that is not UTF-8 is printed as its bytes" "636166ff0a" \
    "$(printf '1\n' | hex "$ALERT" --plain choose "$(printf 'caf\377')" b)"
expect "--value that is not UTF-8, with a tab, is printed as its bytes" "610962ff0a" \
    "$(printf '\n' | hex "$ALERT" --plain input --value "$(printf 'a\tb\377')")"
expect "a typed line keeps its tab and its bytes" "610962ff0a" \
    "$(printf 'a\tb\377\n' | hex "$ALERT" --plain input)"
printf 'f=1\n' > "$answers"
expect "a filter's choice that is not UTF-8 is printed as its bytes" "78ff0a" \
    "$(printf 'x\377\ny\n' | ALERT_ANSWERS="$answers" hex "$ALERT" filter --id f)"
printf 'n=a\tb\377\n' > "$answers"
expect "an answer of the file keeps its tab and its bytes" "610962ff0a" \
    "$(ALERT_ANSWERS="$answers" hex "$ALERT" input --id n)"
# Found here, left open: a text field is one line, and turns every line break it is given
# (U+2028, NEL) into a space.
printf 'n=a\342\200\250b\302\205c\n' > "$answers"
expect "an answer of the file keeps a line separator and a NEL" "61e280a862c285630a" \
    "$(ALERT_ANSWERS="$answers" hex "$ALERT" input --id n)"
expect "spin --show-output prints the command's bytes" "61ff" \
    "$(hex "$ALERT" --plain spin --show-output -- printf 'a\377')"
expect "a byte that is not UTF-8 shows as U+FFFD in the prompt" "yes" \
    "$(printf '1\n' | "$ALERT" --plain choose "$(printf 'caf\377')" 2>&1 >/dev/null \
        | grep -q "$(printf 'caf\357\277\275')" && echo yes)"

e1=$(printf '\303\251')
e2=$(printf 'e\314\201')
expect "--default picks the option written the same way, not a look-alike" "65cc810a" \
    "$(printf '\n' | hex "$ALERT" --plain choose --default "$e2" "$e1" "$e2")"
"$ALERT" --plain choose --default "$e2" "$e1" b </dev/null >/dev/null 2>&1
expect "--default that only looks like an option is refused" 2 $?
expect "a typed look-alike picks the option written the same way" "65cc810a" \
    "$(printf '%s\n' "$e2" | hex "$ALERT" --plain choose "$e1" "$e2")"
printf '%s=1\n' "$e2" > "$answers"
ALERT_ANSWERS="$answers" "$ALERT" choose --id "$e1" a b </dev/null >/dev/null 2>&1
expect "an id of the answers file is matched exactly (a look-alike is no answer)" 2 $?
printf '%s=2\n%s=1\n' "$e1" "$e2" > "$answers"
expect "look-alike ids are two ids" "b" \
    "$(ALERT_ANSWERS="$answers" "$ALERT" choose --id "$e1" a b 2>&1)"

expect "an option named q is picked by its title" "q" \
    "$(printf 'q\n' | "$ALERT" --plain choose a q 2>/dev/null)"
expect "an option named esc is picked by its title" "esc" \
    "$(printf 'esc\n' | "$ALERT" --plain choose a esc 2>/dev/null)"
expect "choose 3 2 1 answered 1 prints 1" "1" \
    "$(printf '1\n' | "$ALERT" --plain choose 3 2 1 2>/dev/null)"
expect "#1 presses the first button, Cancel (exit 1)" "1" \
    "$(printf '#1\n' | "$ALERT" --plain choose 3 2 1 >/dev/null 2>&1; echo $?)"
expect "=TITLE picks the title literally" "b" \
    "$(printf '=b\n' | "$ALERT" --plain choose a b 2>/dev/null)"
expect "=TITLE with no such title is asked again" "a" \
    "$(printf '=zz\na\n' | "$ALERT" --plain choose a b 2>/dev/null)"
printf 'f=2\n' > "$answers"
expect "a filter answer 2 picks the line 2" "2" \
    "$(printf 'a\nb\n2\n' | ALERT_ANSWERS="$answers" "$ALERT" filter --id f 2>/dev/null)"
expect "an option a,b is picked by its title with --no-limit" "a,b" \
    "$(printf 'a,b\n' | "$ALERT" --plain choose --no-limit a b a,b 2>/dev/null)"
printf 'f=a,b\n' > "$answers"
expect "a filter choice a,b is picked by its text with --no-limit" "a,b" \
    "$(printf 'a\nb\na,b\n' | ALERT_ANSWERS="$answers" "$ALERT" filter --no-limit --id f \
        2>/dev/null)"
expect "an option 1,3 is picked by its title, not as rows 1 and 3" "1,3" \
    "$(printf '1,3\n' | "$ALERT" --plain choose --no-limit x 1,3 y 2>/dev/null)"

printf '\357\273\277c=2\n' > "$answers"
expect "a byte order mark does not hide the first id" "b" \
    "$(ALERT_ANSWERS="$answers" "$ALERT" choose --id c a b 2>&1)"
rm -f "$answers"
mkfifo "$answers"
printf 'c=2\n' > "$answers" &
expect "a named pipe is an answers file" "b" \
    "$(ALERT_ANSWERS="$answers" "$ALERT" choose --id c a b 2>&1)"
wait
rm -f "$answers"
message=$(ALERT_ANSWERS=/dev/null "$ALERT" choose --id c a b 2>&1 </dev/null)
expect "/dev/null is an empty answers file, not an unreadable one" "no answer" \
    "$(echo "$message" | grep -o 'no answer')"

prompt=$(printf '1,2\n' | "$ALERT" --plain choose --no-limit 'a, b' c 2>&1 >/dev/null)
expect "plain mode prints a list one option per line" "1. [ ] a, b|2. [ ] c" \
    "$(echo "$prompt" | grep -F '[ ] ' | head -2 | paste -sd '|')"
prompt=$(printf '\n' | "$ALERT" --plain confirm Sure? --affirmative Go 2>&1 >/dev/null)
expect "plain mode names the button Enter picks" "Enter alone picks Go" \
    "$(echo "$prompt" | grep -o 'Enter alone picks Go')"
prompt=$({ sleep 0.3; echo 50; sleep 0.3; printf 'XXX\n75\nCopying b\nXXX\n'; sleep 0.3; } \
    | "$ALERT" --plain progress --title Copy 2>&1)
expect "a plain progress prints its percentage and text as they change" "50%|Copying b|75%" \
    "$(echo "$prompt" | grep -oE '50%|75%|Copying b' | paste -sd '|')"

tmux -L "$PROBE_TMUX" new-session -d -s answers-keep "sleep 600"
in_tmux cut 60 10 "ALERT_REDUCED_MOTION=1 \"$ALERT\" confirm --title \"\$(printf 'Move\\nthe files')\" x"
if wait_screen cut "Move"; then
    keys cut Enter
    wait_exit cut >/dev/null
    expect "a title cut at a line break ends with … in the summary line" "yes" \
        "$(screen cut | grep -q 'Move… · ' && echo yes)"
else
    fail "a confirm with a two-line title is shown" "$(screen cut)"
fi
done_tmux cut
done_tmux answers-keep
