# Shared state on disk (sourced by Scripts/probe-alert.sh): the queue's lock files live in a
# directory only the user can write to, are opened without following links, and a lock held
# by a stopped process says so on screen.

# disk_dir NAME [MODE]: a fresh directory for one case.
disk_dir() { mkdir -p "$PROBE_WORK/$1" && chmod "${2:-700}" "$PROBE_WORK/$1" && echo "$PROBE_WORK/$1"; }
disk_lock() { echo "alert-$(id -u)-tty-$1.lock"; }

# The /tmp fallback is a directory of this user's own with mode 0700.
fallback="/tmp/alert-$(id -u)"
rm -f /tmp/alert-"$(id -u)"-tty-*.lock*  # left by versions that kept them loose in /tmp
in_tmux disk-fallback 100 30 "env -u XDG_RUNTIME_DIR $ALERT message hi"
keys disk-fallback Enter
wait_exit disk-fallback >/dev/null
expect "without XDG_RUNTIME_DIR the locks live in $fallback" "directory" "$(stat -c %F "$fallback" | cut -d' ' -f1)"
expect "$fallback has mode 700" "700" "$(stat -c %a "$fallback")"
expect "$fallback is owned by this user" "$(id -u)" "$(stat -c %u "$fallback")"
if ls "$fallback"/alert-"$(id -u)"-tty-*.lock >/dev/null 2>&1; then pass "the lock file is in $fallback"; else fail "the lock file is in $fallback"; fi
if ls /tmp/alert-"$(id -u)"-tty-*.lock* >/dev/null 2>&1; then fail "no lock file is left loose in /tmp"; else pass "no lock file is left loose in /tmp"; fi
done_tmux disk-fallback

# Links planted where the lock files go, to a precious file: never followed, never written.
# The pane's own terminal device number (tty_nr) names the files.
for suffix in "" .tickets .0 .1; do
    dir=$(disk_dir "links$suffix")
    echo precious > "$PROBE_WORK/precious$suffix"
    in_tmux "disk-links${suffix#.}" 100 30 "n=\$(awk '{print \$7}' /proc/self/stat); ln -s $PROBE_WORK/precious$suffix $dir/alert-$(id -u)-tty-\$n.lock$suffix; XDG_RUNTIME_DIR=$dir $ALERT message hi 2>$PROBE_WORK/links$suffix.err"
    sleep 0.5
    keys "disk-links${suffix#.}" Enter
    expect "a link planted at lock$suffix: the alert still answers" 0 "$(wait_exit "disk-links${suffix#.}")"
    expect "a link planted at lock$suffix: the file it points to is untouched" precious "$(cat "$PROBE_WORK/precious$suffix")"
    if [ -z "$suffix" ] || [ "$suffix" = .tickets ]; then
        if grep -q "will not take turns" "$PROBE_WORK/links$suffix.err"; then pass "a link planted at lock$suffix: it says so"; else fail "a link planted at lock$suffix: it says so" "$(cat "$PROBE_WORK/links$suffix.err")"; fi
    fi
    done_tmux "disk-links${suffix#.}"
done

# Directories another user could write to, or that are not directories: refused with a word,
# and nothing is created in them; the alert itself still works.
for case in "777:open to all" "770:open to the group" "1777:sticky but open" "link:a symbolic link" "file:a plain file" "missing:missing"; do
    kind=${case%%:*}
    what=${case#*:}
    case $kind in
        link) target=$(disk_dir "linked-target") && dir="$PROBE_WORK/linked" && ln -sfn "$target" "$dir" ;;
        file) dir="$PROBE_WORK/plainfile" && echo x > "$dir" ;;
        missing) dir="$PROBE_WORK/does-not-exist" ;;
        *) dir=$(disk_dir "mode$kind" "$kind") ;;
    esac
    in_tmux "disk-$kind" 100 30 "XDG_RUNTIME_DIR=$dir $ALERT message hi 2>$PROBE_WORK/disk-$kind.err"
    keys "disk-$kind" Enter
    expect "XDG_RUNTIME_DIR $what: the alert still answers" 0 "$(wait_exit "disk-$kind")"
    # An unusable XDG_RUNTIME_DIR gives way to the private one in /tmp: turns are still
    # taken, and nothing is said (whiptail's standard error carries its answer).
    if [ ! -s "$PROBE_WORK/disk-$kind.err" ]; then pass "XDG_RUNTIME_DIR $what: it falls back to $fallback in silence"; else fail "XDG_RUNTIME_DIR $what: it falls back to $fallback in silence" "$(cat "$PROBE_WORK/disk-$kind.err")"; fi
    if [ -d "$dir" ] && [ -n "$(ls -A "$dir" 2>/dev/null)" ]; then fail "XDG_RUNTIME_DIR $what: nothing is created in it"; else pass "XDG_RUNTIME_DIR $what: nothing is created in it"; fi
    done_tmux "disk-$kind"
done

# A lock file owned by someone else is not used (the same pane, so the same device).
if [ "$(id -u)" = 0 ] && id nobody >/dev/null 2>&1; then
    dir=$(disk_dir foreign)
    in_tmux disk-foreign 100 30 "export XDG_RUNTIME_DIR=$dir; $ALERT message hi; chown nobody $dir/*.lock; $ALERT message again 2>$PROBE_WORK/foreign.err"
    keys disk-foreign Enter
    sleep 0.5
    keys disk-foreign Enter
    expect "a lock file owned by another user: the alert still answers" 0 "$(wait_exit disk-foreign)"
    if grep -q "will not take turns" "$PROBE_WORK/foreign.err"; then pass "a lock file owned by another user is refused"; else fail "a lock file owned by another user is refused" "$(cat "$PROBE_WORK/foreign.err")"; fi
    done_tmux disk-foreign
fi

# A holder stopped from outside: the next alert says whom it waits for and that it is
# stopped; once the holder goes on, both are answered in turn.
dir=$(disk_dir stopped)
in_tmux disk-stopped 100 30 "export XDG_RUNTIME_DIR=$dir; $ALERT message First & sleep 1; kill -STOP \$!; echo holder=\$!; $ALERT message Second; wait"
if wait_screen disk-stopped "which is stopped" 8; then pass "a waiter says the holder is stopped"; else fail "a waiter says the holder is stopped" "$(screen disk-stopped | tr -s ' \n' ' ' | tail -c 300)"; fi
holder=$(pgrep -f -- "^$ALERT message First\$" | head -1)
if wait_screen disk-stopped "kill -CONT $holder"; then pass "the notice names the holder's process id"; else fail "the notice names the holder's process id" "$(screen disk-stopped | tr -d '\n' | tail -c 300)"; fi
kill -CONT "$holder"
sleep 0.5
keys disk-stopped Enter
sleep 0.5
if screen disk-stopped | grep -q "Second"; then pass "the waiter shows once the holder is answered"; else fail "the waiter shows once the holder is answered"; fi
keys disk-stopped Enter
expect "both alerts end" 0 "$(wait_exit disk-stopped)"
if restored disk-stopped; then pass "the terminal is restored after both"; else fail "the terminal is restored after both"; fi
done_tmux disk-stopped

# A holder killed with SIGKILL frees the turn at once.
dir=$(disk_dir killed)
in_tmux disk-killed 100 30 "export XDG_RUNTIME_DIR=$dir; $ALERT message First & sleep 1; kill -9 \$!; $ALERT message Second"
sleep 2
if screen disk-killed | grep -q "Second"; then pass "a killed holder frees the turn"; else fail "a killed holder frees the turn"; fi
keys disk-killed Enter
expect "the next alert answers after a killed holder" 0 "$(wait_exit disk-killed)"
done_tmux disk-killed

# A background alert in an interactive shell stops before it queues: the foreground one
# shows at once, and fg brings the first back.
dir=$(disk_dir background)
tmux -L "$PROBE_TMUX" new-session -d -s disk-bg -x 100 -y 30 "env XDG_RUNTIME_DIR=$dir bash --norc --noprofile -i"
sleep 0.5
keys disk-bg "$ALERT message one &" Enter
sleep 1
keys disk-bg "$ALERT message two; echo two=\$?" Enter
sleep 1
if screen disk-bg | grep -q "two"; then pass "a foreground alert shows while a background one waits"; else fail "a foreground alert shows while a background one waits" "$(screen disk-bg | tr -s ' \n' ' ' | tail -c 300)"; fi
keys disk-bg Enter
sleep 0.5
if screen disk-bg | grep -q "two=0"; then pass "the foreground alert answers"; else fail "the foreground alert answers"; fi
if screen disk-bg | grep -q "Stopped"; then pass "the background alert is stopped by the terminal"; else fail "the background alert is stopped by the terminal"; fi
keys disk-bg "fg; echo one=\$?" Enter
sleep 1
keys disk-bg Enter
sleep 0.5
if screen disk-bg | grep -q "one=0"; then pass "fg shows the background alert, which answers"; else fail "fg shows the background alert, which answers" "$(screen disk-bg | tr -s ' \n' ' ' | tail -c 300)"; fi
done_tmux disk-bg
