#!/usr/bin/env bash
# Installs alert: the release binary (built with the Swift standard library inside, so it
# runs without a Swift toolchain), its manual page, and its bash, zsh and fish completions.
#
#   Scripts/install.sh [--links] [--binary FILE] [PREFIX]      PREFIX: /usr/local by default
#
#   PREFIX/bin/alert
#   PREFIX/share/man/man1/alert.1
#   PREFIX/share/bash-completion/completions/alert
#   PREFIX/share/zsh/site-functions/_alert
#   PREFIX/share/fish/vendor_completions.d/alert.fish
#   PREFIX/share/alert/install-manifest      what was installed, for Scripts/uninstall.sh
#
# --links also links PREFIX/bin/whiptail, PREFIX/bin/dialog and PREFIX/bin/gum to alert,
# so that their scripts run on alert; never where a whiptail, dialog or gum is installed
# (in PREFIX/bin or anywhere on PATH). --binary installs FILE instead of building (CI passes the binary it
# built). Installing again replaces what the last install in PREFIX put there.
set -euo pipefail
# Paths on the command line are the caller's: resolved against where it was started.
caller=$PWD
absolute() { case $1 in /*) echo "$1" ;; *) echo "$caller/$1" ;; esac; }
cd "$(dirname "$0")/.."

links=0
binary=""
prefix=/usr/local
while [ $# -gt 0 ]; do
    case $1 in
        --links) links=1 ;;
        --binary) binary=$(absolute "${2:?--binary needs a file}"); shift ;;
        -h | --help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "install.sh: unknown option $1" >&2; exit 2 ;;
        *) prefix=$(absolute "$1") ;;
    esac
    shift
done

[ -n "$binary" ] || binary=$(bash Scripts/static-alert.sh)
[ -x "$binary" ] || { echo "install.sh: $binary is not an executable" >&2; exit 2; }

manifest=$prefix/share/alert/install-manifest
if [ -f "$manifest" ]; then
    bash Scripts/uninstall.sh "$prefix"
fi

# Every directory made and every file written is recorded, deepest last.
entries=()
make_directory() {
    local missing=() directory=$1
    while [ ! -d "$directory" ]; do
        missing=("$directory" "${missing[@]}")
        directory=$(dirname "$directory")
    done
    for directory in "${missing[@]}"; do
        mkdir "$directory"
        entries+=("directory $directory")
    done
}
put() { # SOURCE MODE DESTINATION
    # A file this script did not put there (another package's alert, say) is not
    # overwritten: uninstall.sh would later remove what was never its own.
    if [ -e "$3" ] || [ -L "$3" ]; then
        echo "install.sh: $3 exists and is not from an earlier install.sh; stopping" >&2
        exit 1
    fi
    make_directory "$(dirname "$3")"
    cp "$1" "$3"
    chmod "$2" "$3"
    entries+=("file $3")
}

# The completions come from the binary itself: they are its own option table's.
generated=$(mktemp -d)
trap 'rm -rf "$generated"' EXIT
for shell in bash zsh fish; do
    "$binary" --completions $shell > "$generated/$shell"
done

put "$binary" 755 "$prefix/bin/alert"
strip "$prefix/bin/alert" 2>/dev/null || true
put docs/man/alert.1 644 "$prefix/share/man/man1/alert.1"
put "$generated/bash" 644 "$prefix/share/bash-completion/completions/alert"
put "$generated/zsh" 644 "$prefix/share/zsh/site-functions/_alert"
put "$generated/fish" 644 "$prefix/share/fish/vendor_completions.d/alert.fish"

if [ $links -eq 1 ]; then
    for name in whiptail dialog gum; do
        if [ -e "$prefix/bin/$name" ] || [ -L "$prefix/bin/$name" ]; then
            echo "install.sh: $prefix/bin/$name exists; no link made" >&2
        elif found=$(command -v "$name"); then
            echo "install.sh: $name is installed ($found); no link made" >&2
        else
            ln -s alert "$prefix/bin/$name"
            entries+=("link $prefix/bin/$name")
        fi
    done
fi

make_directory "$(dirname "$manifest")"
printf '%s\n' "${entries[@]}" > "$manifest"
echo "installed alert $("$prefix/bin/alert" --version | sed 's/^alert //') in $prefix"
