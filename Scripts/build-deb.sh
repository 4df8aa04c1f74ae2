#!/usr/bin/env bash
# Builds the Debian package of alert, alert_VERSION_ARCH.deb, with dpkg-deb: the release
# binary built with the Swift standard library inside (--static-swift-stdlib: it needs no
# Swift toolchain, only libc, libstdc++ and libgcc), stripped, with its manual page, its
# bash, zsh and fish completions and the copyright file.
#
#   Scripts/build-deb.sh [--binary FILE] [--gzip] [OUTPUT-DIRECTORY]   → (.build/deb)
#
# --binary packages FILE instead of building. --gzip packs with gzip rather than xz: seconds
# rather than most of a minute, for a package about a third larger (CI uses it). The
# package installs no whiptail or dialog link: those stay Debian's own packages.
set -euo pipefail
# Paths on the command line are the caller's: resolved against where it was started.
caller=$PWD
absolute() { case $1 in /*) echo "$1" ;; *) echo "$caller/$1" ;; esac; }
cd "$(dirname "$0")/.."

binary=""
compression=(-Zxz -z3)
output=.build/deb
while [ $# -gt 0 ]; do
    case $1 in
        --binary) binary=$(absolute "${2:?--binary needs a file}"); shift ;;
        --gzip) compression=(-Zgzip -z9) ;;
        -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "build-deb.sh: unknown option $1" >&2; exit 2 ;;
        *) output=$(absolute "$1") ;;
    esac
    shift
done

[ -n "$binary" ] || binary=$(bash Scripts/static-alert.sh)
version=$("$binary" --version | sed -n 's/^alert //p')
[ -n "$version" ] || { echo "build-deb.sh: $binary printed no version" >&2; exit 2; }
architecture=$(dpkg --print-architecture)
# The oldest glibc the binary runs on: the newest symbol version it needs (GLIBC_2.35), or
# 2.36 when its relocations are packed (GLIBC_ABI_DT_RELR).
glibc=$(objdump -T "$binary" | grep -o 'GLIBC_2\.[0-9]*' | sort -t. -k2 -n | tail -1 | cut -d_ -f2)
if readelf -V "$binary" | grep GLIBC_ABI_DT_RELR > /dev/null; then
    [ "${glibc#2.}" -ge 36 ] || glibc=2.36
fi

root=$(mktemp -d)
chmod 755 "$root"
trap 'rm -rf "$root"' EXIT
install -D -m 755 "$binary" "$root/usr/bin/alert"
strip --strip-unneeded "$root/usr/bin/alert"
install -d "$root/usr/share/man/man1"
gzip -9n < docs/man/alert.1 > "$root/usr/share/man/man1/alert.1.gz"
install -d "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
    "$root/usr/share/fish/vendor_completions.d" "$root/usr/share/doc/alert"
"$binary" --completions bash > "$root/usr/share/bash-completion/completions/alert"
"$binary" --completions zsh > "$root/usr/share/zsh/vendor-completions/_alert"
"$binary" --completions fish > "$root/usr/share/fish/vendor_completions.d/alert.fish"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: AlertEngine"
    echo
    echo "Files: *"
    sed -n "s/^Copyright (c) \\(.*\\)/Copyright: \\1/p" LICENSE
    echo "License: Expat"
    # The licence's text, as the format indents it (an empty line is a lone dot).
    sed -e '1,/^Copyright/d' LICENSE | sed -e '/./!s/^/./' -e 's/^/ /' | sed '1{/^ \.$/d}'
} > "$root/usr/share/doc/alert/copyright"
chmod 644 "$root"/usr/share/man/man1/* "$root"/usr/share/*/*/alert* \
    "$root"/usr/share/zsh/vendor-completions/_alert "$root/usr/share/doc/alert/copyright"

install -d "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<CONTROL
Package: alert
Version: $version
Architecture: $architecture
Maintainer: The AlertEngine authors
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: libc6 (>= $glibc), libstdc++6, libgcc-s1
Section: utils
Priority: optional
Description: ask a question from a shell script, in an alert drawn on the terminal
 alert confirm, choose, filter, input, write, date, status, spin, progress and pager
 draw an alert inline on the terminal (or in plain lines for screen readers and pipes)
 and print the answer; alert whiptail and alert dialog take those programs' command
 lines, so their scripts run unchanged.
CONTROL

mkdir -p "$output"
package=$output/alert_${version}_${architecture}.deb
dpkg-deb --root-owner-group "${compression[@]}" --build "$root" "$package" >/dev/null
echo "$package"
