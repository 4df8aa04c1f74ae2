# Output (sourced by Scripts/probe-alert.sh): a write that fails is an error with exit
# status 2, never a crash, and no text from a caller reaches the terminal raw: error
# messages, plain prompts and the alert itself.

# output_run DESCRIPTION EXPECTED-STATUS SCRIPT: runs SCRIPT with "$0" the alert, stdin
# from /dev/null unless the script says otherwise; passes on the status, and fails on a
# crash report.
output_run() {
    local status
    sh -c "$3" "$ALERT" > "$PROBE_WORK/out" 2> "$PROBE_WORK/err" < /dev/null
    status=$?
    if grep -q "Fatal error\|Crash\|Backtrace" "$PROBE_WORK/err"; then
        fail "$1" "a crash report: $(head -c 200 "$PROBE_WORK/err")"
    else
        expect "$1" "$2" "$status"
    fi
}

# Ways a write fails: a full device, a closed descriptor, a pipe nobody reads.
for target in "> /dev/full" ">&-" "2> /dev/full" "2>&-"; do
    case "$target" in 2*) expected=0 ;; *) expected=2 ;; esac
    output_run "--help $target" "$expected" "\"\$0\" --help $target"
    for sub in message confirm choose input date status; do
        output_run "$sub --help $target" "$expected" "\"\$0\" $sub --help $target"
    done
    case "$target" in 2*) ;; *)
        output_run "choose's answer $target" 2 "printf '1\\n' | \"\$0\" --plain choose a b $target"
        output_run "input's answer $target" 2 "printf 'typed\\n' | \"\$0\" --plain input $target"
        output_run "date's answer $target" 2 "printf '2024-01-02\\n' | \"\$0\" --plain date $target"
        output_run "confirm prints nothing, so $target does not matter" 0 "printf '\\n' | \"\$0\" --plain confirm ok $target"
        ;;
    esac
done
output_run "the prompt cannot be written (stderr full)" 2 "printf '1\\n' | \"\$0\" --plain choose a b 2> /dev/full"
output_run "a bad command line with stderr full" 2 "\"\$0\" --bogus 2> /dev/full"
output_run "a bad command line with stderr closed" 2 "\"\$0\" confirm 2>&-"
sh -c "\"\$0\" --help | true" "$ALERT" 2> "$PROBE_WORK/err"
status=$?
if grep -q "Fatal error" "$PROBE_WORK/err"; then fail "help into a closed pipe: no crash"; else pass "help into a closed pipe: no crash (status $status)"; fi

# Hostile text in every place an argument can reach standard error: nothing of it may
# carry an escape sequence, a bell or a C1 control out.
payloads=(
    $'\e]0;PWNED\a' $'\e]0;PWNED' $'\e[2J\e[H' $'\e[31mred' $'\eP+q544e\e\\' $'\e]52;c;cHduZWQ=\a'
    $'\e[?1049h' $'\e[8m' $'\a\a\a' $'\x9b31m' $'\xc2\x9d0;x\xc2\x9c' $'\e_apc\e\\' $'\e^pm\e\\'
    $'a\rb' $'\e[6n' $'\e[>c' $'\u202eevil'
)
index=0
for payload in "${payloads[@]}"; do
    index=$((index + 1))
    for place in "confirm x --default" "date --initial" "status" "choose --" "unknown" "help" \
        "status info x --countdown" "confirm x --title a --title" "input --bogus"; do
        # shellcheck disable=SC2086
        case $place in
            unknown) "$ALERT" "$payload" 2> "$PROBE_WORK/err" > /dev/null < /dev/null ;;
            "choose --") "$ALERT" choose "--$payload" 2> "$PROBE_WORK/err" > /dev/null < /dev/null ;;
            *) "$ALERT" $place "$payload" 2> "$PROBE_WORK/err" > /dev/null < /dev/null ;;
        esac
        if has_no_escape "$PROBE_WORK/err" && ! grep -q $'\u202e' "$PROBE_WORK/err"; then
            pass "payload $index in '$place' leaves standard error clean"
        else
            fail "payload $index in '$place' leaves standard error clean" "$(od -c "$PROBE_WORK/err" | head -3)"
        fi
    done
    # Plain prompts carry titles, messages and options: clean too.
    printf '1\n' | "$ALERT" --plain choose --title "$payload" "$payload" b 2> "$PROBE_WORK/err" > /dev/null
    if has_no_escape "$PROBE_WORK/err"; then pass "payload $index in a plain prompt is clean"; else fail "payload $index in a plain prompt is clean" "$(od -c "$PROBE_WORK/err" | head -3)"; fi
done

# Full screen: a title that would rename the terminal or switch screens does neither.
in_tmux out-title 100 30 "$ALERT confirm --title $'\\e]2;PWNED\\a\\e[?1049l' 'Sure?'"
sleep 0.5
title=$(tmux -L "$PROBE_TMUX" display -p -t out-title '#{pane_title}')
if [ "${title#*PWNED}" = "$title" ]; then pass "a title's OSC does not rename the terminal"; else fail "a title's OSC does not rename the terminal" "$title"; fi
if screen out-title | grep -q "Sure?"; then pass "the alert is drawn despite the title's sequences"; else fail "the alert is drawn despite the title's sequences"; fi
keys out-title Enter
expect "the alert with a hostile title answers" 0 "$(wait_exit out-title)"
done_tmux out-title
