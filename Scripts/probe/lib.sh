# Shared helpers of the probe classes (sourced by Scripts/probe-alert.sh).
PROBE_PASSED=0
PROBE_FAILED=0

# pass DESCRIPTION / fail DESCRIPTION [DETAIL]
pass() { PROBE_PASSED=$((PROBE_PASSED + 1)); echo "ok - $1"; }
fail() {
    PROBE_FAILED=$((PROBE_FAILED + 1))
    echo "not ok - $1"
    [ $# -gt 1 ] && printf '    %s\n' "$2"
    return 0
}

# expect DESCRIPTION EXPECTED ACTUAL: passes when the two strings are equal.
expect() {
    if [ "$2" = "$3" ]; then pass "$1"; else fail "$1" "expected [$2], got [$3]"; fi
}

# has_no_escape FILE: true when FILE holds no ESC (0x1B), BEL (0x07) or C1 control byte.
has_no_escape() {
    ! LC_ALL=C grep -q "$(printf '[\033\007\302\233]')" "$1"
}

# in_tmux NAME COLUMNS ROWS COMMAND: starts COMMAND in a detached window of the probe's own
# tmux server; `keys NAME KEY…`, `screen NAME` and `wait_exit NAME` drive it.
in_tmux() {
    tmux -L "$PROBE_TMUX" new-session -d -s "$1" -x "$2" -y "$3" \
        "stty -g > $PROBE_WORK/$1.stty-before; $4; echo \"exit=\$?\" > $PROBE_WORK/$1.status; stty -g > $PROBE_WORK/$1.stty-after; sleep 30"
    sleep 0.5
}
keys() { local name=$1; shift; tmux -L "$PROBE_TMUX" send-keys -t "$name" "$@"; sleep 0.3; }
screen() { tmux -L "$PROBE_TMUX" capture-pane -p -t "$1"; }
# wait_exit NAME [SECONDS]: prints the exit status once the command ended (or "timeout").
wait_exit() {
    local i
    for ((i = 0; i < ${2:-10} * 10; i++)); do
        if [ -s "$PROBE_WORK/$1.status" ]; then
            sleep 0.2
            sed 's/exit=//' "$PROBE_WORK/$1.status"
            return
        fi
        sleep 0.1
    done
    echo timeout
}
# wait_screen NAME TEXT [SECONDS]: true once the screen shows TEXT (lines joined, so a
# wrapped line matches), false when it does not within SECONDS (default 5).
wait_screen() {
    local i
    for ((i = 0; i < ${3:-5} * 5; i++)); do
        if screen "$1" | tr -d '\n' | grep -qF -- "$2"; then return 0; fi
        sleep 0.2
    done
    return 1
}
# restored NAME: true when the terminal's settings after the run equal those before it.
restored() { cmp -s "$PROBE_WORK/$1.stty-before" "$PROBE_WORK/$1.stty-after"; }
done_tmux() { tmux -L "$PROBE_TMUX" kill-session -t "$1" 2>/dev/null; }
