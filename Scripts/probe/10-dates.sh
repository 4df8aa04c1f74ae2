# Dates (sourced by Scripts/probe-alert.sh): the day `alert date` prints is the day it shows,
# in every time zone and on every path (full screen, plain mode, --initial), it stays within
# 0001-01-01 ... 9999-12-31, and what it prints it also reads back. Malformed days are
# refused (exit 2 on the command line) or asked again (plain mode), never printed.

# Offsets from -11 to +14, half- and quarter-hour offsets, and clocks that change by an hour
# or by half an hour.
DATE_ZONES="UTC Pacific/Pago_Pago Pacific/Honolulu America/New_York Europe/London
Asia/Kolkata Asia/Kathmandu Australia/Lord_Howe Pacific/Chatham Pacific/Kiritimati"
# Clock changes (New York, London, Lord Howe twice, Chatham), both ends, a leap day, a day
# Kiritimati skipped (1994-12-31) and one Samoa skipped (2011-12-30).
DATE_DAYS="2024-03-10 2024-11-03 2024-03-31 2024-10-06 2024-04-07 2024-09-29 0001-01-01
9999-12-31 2024-02-29 1994-12-31 2011-12-30"
DATE_MALFORMED="99999-01-01 10000-01-01 0000-01-01 2024-1-1 2024-01-1 24-01-01 +2024-01-01
-2024-01-01 2024-+1-01 2024-02-30 2023-02-29 2024-13-01 2024-00-10 2024/03/10 2024-03-10T
20240310 ２０２４-03-10 tomorrow"

# plain_date ZONE INPUT [ARGS…]: runs plain-mode `alert date` in ZONE with INPUT as its
# standard input; prints "STATUS|OUTPUT" and leaves standard error in $PROBE_WORK/date.err.
plain_date() {
    local zone=$1 input=$2 out status
    shift 2
    out=$(printf '%s' "$input" | TZ=$zone "$ALERT" --plain date "$@" 2>"$PROBE_WORK/date.err")
    status=$?
    echo "$status|$out"
}

# Plain mode: the day typed is the day printed, in every zone.
for zone in $DATE_ZONES; do
    for day in $DATE_DAYS; do
        expect "plain: $day typed in $zone is printed" "0|$day" "$(plain_date "$zone" "$day
")"
    done
done

# Plain mode: Enter alone prints --initial, in every zone.
for zone in $DATE_ZONES; do
    for day in 2024-03-10 0001-01-01 9999-12-31; do
        expect "plain: Enter keeps --initial $day in $zone" "0|$day" \
            "$(plain_date "$zone" $'\n' --initial "$day")"
    done
done

# Round trip: today, printed in one zone, is today there, and --initial and plain mode take
# it back in every other zone.
for zone in $DATE_ZONES; do
    before=$(TZ=$zone date +%F)
    result=$(plain_date "$zone" $'\n')
    after=$(TZ=$zone date +%F)
    today=${result#0|}
    if [ "$result" = "0|$before" ] || [ "$result" = "0|$after" ]; then
        pass "plain: Enter alone prints today in $zone ($today)"
    else
        fail "plain: Enter alone prints today in $zone" "expected 0|$before, got [$result]"
    fi
    for other in Pacific/Pago_Pago Pacific/Kiritimati; do
        expect "round trip: $zone's today ($today) as --initial in $other" "0|$today" \
            "$(plain_date "$other" $'\n' --initial "$today")"
        expect "round trip: $zone's today ($today) typed in $other" "0|$today" \
            "$(plain_date "$other" "$today
")"
    done
done

# Plain mode: a malformed day is asked again and never printed (the end of input cancels).
for zone in UTC Asia/Kolkata Pacific/Pago_Pago; do
    for bad in $DATE_MALFORMED " 2024-03-10 x" "2024-03-10 25:00"; do
        result=$(plain_date "$zone" "$bad
")
        if [ "$result" = "1|" ] && grep -q "Please try again" "$PROBE_WORK/date.err"; then
            pass "plain: [$bad] in $zone is asked again, never printed"
        else
            fail "plain: [$bad] in $zone is asked again, never printed" "got [$result]"
        fi
    done
done

# Plain mode: after a malformed day, a good one is printed.
expect "plain: a good day after a malformed one is printed" "0|2024-03-10" \
    "$(plain_date Asia/Kathmandu $'+2024-03-10\n2024-3-10\n2024-03-10\n')"

# --initial: a malformed day exits 2 and prints nothing.
for bad in $DATE_MALFORMED "" " 2024-03-10" "2024-03-10 " "2024-03-10T00:00"; do
    out=$(TZ=Asia/Kolkata "$ALERT" --plain date --initial "$bad" </dev/null 2>/dev/null)
    expect "--initial [$bad] is refused with exit 2" "2|" "$?|$out"
done

# full_date NAME ZONE "ARGS" KEY…: runs full-screen `alert date ARGS` in ZONE in tmux, waits
# until it shows "When", sends the keys, and sets DATE_STATUS, DATE_OUT and DATE_SCREEN (the
# screen just before the last key).
full_date() {
    local name=$1 zone=$2 args=$3 i
    shift 3
    # The field picker (--fields), whose Up and Down step a field: the cases walk its ends.
    in_tmux "$name" 80 24 "TZ=$zone ALERT_REDUCED_MOTION=1 $ALERT date --fields --title When $args > $PROBE_WORK/$name.out"
    for ((i = 0; i < 30; i++)); do
        screen "$name" | grep -q When && break
        sleep 0.1
    done
    while [ $# -gt 1 ]; do keys "$name" "$1"; shift; done
    DATE_SCREEN=$(screen "$name")
    keys "$name" "$1"
    DATE_STATUS=$(wait_exit "$name")
    DATE_OUT=$(cat "$PROBE_WORK/$name.out" 2>/dev/null)
    restored "$name" || DATE_STATUS="$DATE_STATUS (terminal not restored)"
    done_tmux "$name"
}

# full_case DESCRIPTION EXPECTED-DAY SHOWN NAME ZONE "ARGS" KEY…: the day printed and the
# text the screen shows before the last key.
full_case() {
    local description=$1 expected=$2 shown=$3
    shift 3
    full_date "$@"
    if [ "$DATE_STATUS|$DATE_OUT" != "0|$expected" ]; then
        fail "$description" "expected [0|$expected], got [$DATE_STATUS|$DATE_OUT]"
    elif ! grep -qF -- "$shown" <<<"$DATE_SCREEN"; then
        fail "$description" "the screen does not show [$shown]: $(grep -F -- '+' <<<"$DATE_SCREEN" | head -1)"
    elif grep -q 10000 <<<"$DATE_SCREEN"; then
        fail "$description" "the screen shows year 10000"
    else
        pass "$description"
    fi
}

if command -v tmux >/dev/null; then
    full_case "full screen: London, 2024-03-30 Up Up Enter across the clock change" \
        2024-04-01 "2024-04-01 +" london Europe/London "--initial 2024-03-30" Up Up Enter
    full_case "full screen: New York opens on --initial at 00:00, not the day before" \
        2024-03-10 "2024-03-10 +" newyork America/New_York "--initial 2024-03-10" Enter
    full_case "full screen: New York, 2024-03-09 Up onto its clock change" \
        2024-03-10 "2024-03-10 +" newyork-up America/New_York "--initial 2024-03-09" Up Enter
    full_case "full screen: New York opens on today (its own)" \
        "$(TZ=America/New_York date +%F)" "$(TZ=America/New_York date +%F) +" \
        newyork-today America/New_York "" Enter
    full_case "full screen: Kiritimati opens on today (its own)" \
        "$(TZ=Pacific/Kiritimati date +%F)" "$(TZ=Pacific/Kiritimati date +%F) +" \
        kiritimati-today Pacific/Kiritimati "" Enter
    full_case "full screen: Lord Howe, 2024-10-05 Up onto its half-hour clock change" \
        2024-10-06 "2024-10-06 +" lordhowe Australia/Lord_Howe "--initial 2024-10-05" Up Enter
    full_case "full screen: Chatham, 2024-04-07 Down Down" \
        2024-04-05 "2024-04-05 +" chatham Pacific/Chatham "--initial 2024-04-07" Down Down Enter
    full_case "full screen: Kathmandu, 2024-02-28 Up Up (leap day, then March)" \
        2024-03-01 "2024-03-01 +" kathmandu Asia/Kathmandu "--initial 2024-02-28" Up Up Enter
    full_case "full screen: Kolkata, 2024-03-10 Left Up (month) Enter" \
        2024-04-10 "2024-04-10 +" kolkata Asia/Kolkata "--initial 2024-03-10" Left Up Enter
    full_case "full screen: UTC, Up from 9999-12-31 stays there" \
        9999-12-31 "9999-12-31 +" last-day UTC "--initial 9999-12-31" Up Enter
    full_case "full screen: Kiritimati, Up from 9999-12-31 stays there" \
        9999-12-31 "9999-12-31 +" last-day-kiritimati Pacific/Kiritimati "--initial 9999-12-31" Up Enter
    full_case "full screen: Honolulu, year Up from 9999-06-15 stops at 9999-12-31" \
        9999-12-31 "9999-12-31 +" last-year Pacific/Honolulu "--initial 9999-06-15" Left Left Up Enter
    full_case "full screen: Pago Pago, Down from 0001-01-01 stays there" \
        0001-01-01 "0001-01-01 +" first-day Pacific/Pago_Pago "--initial 0001-01-01" Down Enter
    full_case "full screen: Pago Pago, month Down from 0001-01-01 stays there" \
        0001-01-01 "0001-01-01 +" first-month Pacific/Pago_Pago "--initial 0001-01-01" Left Down Enter
    full_case "full screen: London, Right Down from 0001-01-01 leaves the day as it is (no hour field)" \
        0001-01-01 "0001-01-01 +" first-hour Europe/London "--initial 0001-01-01" Right Down Enter
    full_case "full screen: UTC, Right Right Down from 2025-03-14 keeps the day (no minute field)" \
        2025-03-14 "2025-03-14 +" no-minute UTC "--initial 2025-03-14" Right Right Down Enter
    full_case "full screen: Kiritimati, 1994-12-30 Up onto the day it skipped (a day of the calendar)" \
        1994-12-31 "1994-12-31 +" skipped Pacific/Kiritimati "--initial 1994-12-30" Up Enter
else
    fail "full screen date cases" "tmux is not installed"
fi
