#!/usr/bin/env bash
# Removes what Scripts/install.sh installed in PREFIX (/usr/local by default), as its
# manifest PREFIX/share/alert/install-manifest lists it: the files and links it wrote, then
# the directories it made, when nothing else has been put in them since.
#
#   Scripts/uninstall.sh [PREFIX]
set -euo pipefail

prefix=${1:-/usr/local}
case $prefix in /*) ;; *) prefix=$PWD/$prefix ;; esac
manifest=$prefix/share/alert/install-manifest
if [ ! -f "$manifest" ]; then
    echo "uninstall.sh: no $manifest: nothing installed by Scripts/install.sh there" >&2
    exit 1
fi

directories=()
while IFS= read -r entry; do
    case $entry in
        "file "*) rm -f -- "${entry#file }" ;;
        # A whiptail, dialog or gum link goes only while it still points at alert: a real
        # program installed there since stays.
        "link "*)
            link=${entry#link }
            if [ -L "$link" ] && [ "$(readlink -- "$link")" = alert ]; then rm -f -- "$link"; fi
            ;;
        "directory "*) directories=("${entry#directory }" "${directories[@]}") ;;
    esac
done < "$manifest"
rm -f -- "$manifest"
# The deepest first; one that is not empty now holds something else, and stays.
for directory in "${directories[@]}"; do
    rmdir -- "$directory" 2>/dev/null || true
done
echo "uninstalled alert from $prefix"
