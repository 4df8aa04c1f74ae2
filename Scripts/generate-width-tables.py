#!/usr/bin/env python3
"""Generates Sources/AlertTerminal/Width/TerminalWidthTables.swift from Unicode data.

Sources, in order of preference:
  * The Unicode Character Database text files from Debian's `unicode-data` package
    (`apt-get update && apt-get install -y unicode-data`), read from /usr/share/unicode:
    UnicodeData.txt (general category), EastAsianWidth.txt, DerivedCoreProperties.txt
    (Default_Ignorable_Code_Point) and emoji/emoji-data.txt (Emoji, Emoji_Presentation).
  * When those files are missing, Python's own `unicodedata` module for the general category
    and the East Asian width. Emoji data has no fallback: without emoji-data.txt the emoji
    tables come out empty and the script says so loudly (emoji would then measure 1 unless
    they are East Asian Wide anyway).

Rules (the one width function of the terminal presenter):
  zero   : general category Mn, Me, Cf, Cc, Zl, Zp; Default_Ignorable_Code_Point; the Hangul
           medial vowels and final consonants (U+1160..U+11FF, U+D7B0..U+D7FF), which only
           ever combine with a leading consonant.
  wide   : East Asian Width W or F, or Emoji_Presentation=Yes (and not zero).
  ambiguous : East Asian Width A (and neither zero nor wide); measured 1 or 2 by choice.
  emoji  : Emoji=Yes (a base that VS16 turns into a two-column emoji).
  emojiPresentation : Emoji_Presentation=Yes (wide glyphs whose width terminals disagree on).

Usage: python3 Scripts/generate-width-tables.py [--data-dir /usr/share/unicode] [--output FILE]
"""

import argparse
import os
import sys
import unicodedata

MAX_CODE_POINT = 0x10FFFF
DEFAULT_WIDE_BLOCKS = [
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
]
ZERO_CATEGORIES = {"Mn", "Me", "Cf", "Cc", "Zl", "Zp"}
HANGUL_COMBINING = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]


def parse_ranges(path, wanted_values):
    """Yields (start, end, value) for every data line of a UCD property file."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            value = fields[1]
            if wanted_values is not None and value not in wanted_values:
                continue
            if ".." in fields[0]:
                start, end = (int(part, 16) for part in fields[0].split(".."))
            else:
                start = end = int(fields[0], 16)
            yield start, end, value


def categories_from_file(path):
    """Maps every assigned code point to its general category, expanding First/Last ranges."""
    categories = {}
    range_start = None
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.strip().split(";")
            if len(fields) < 3:
                continue
            code, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                range_start = code
                continue
            if name.endswith(", Last>") and range_start is not None:
                for point in range(range_start, code + 1):
                    categories[point] = category
                range_start = None
                continue
            categories[code] = category
    return categories


def load(data_dir):
    unicode_data = os.path.join(data_dir, "UnicodeData.txt")
    east_asian = os.path.join(data_dir, "EastAsianWidth.txt")
    derived = os.path.join(data_dir, "DerivedCoreProperties.txt")
    emoji_data = os.path.join(data_dir, "emoji", "emoji-data.txt")
    version = "unknown"

    if os.path.exists(unicode_data) and os.path.exists(east_asian):
        categories = categories_from_file(unicode_data)
        widths = {}
        for start, end in DEFAULT_WIDE_BLOCKS:
            for point in range(start, end + 1):
                widths[point] = "W"
        for start, end, value in parse_ranges(east_asian, None):
            for point in range(start, end + 1):
                widths[point] = value
        with open(east_asian, encoding="utf-8") as handle:
            version = handle.readline().strip("# \n")
        category_of = lambda point: categories.get(point, "Cn")
        width_of = lambda point: widths.get(point, "N")
    else:
        print("warning: UCD files missing, falling back to Python unicodedata "
              + unicodedata.unidata_version, file=sys.stderr)
        version = "Python unicodedata " + unicodedata.unidata_version
        category_of = lambda point: unicodedata.category(chr(point))
        width_of = lambda point: unicodedata.east_asian_width(chr(point))

    ignorable = set()
    if os.path.exists(derived):
        for start, end, _ in parse_ranges(derived, {"Default_Ignorable_Code_Point"}):
            ignorable.update(range(start, end + 1))
    else:
        print("warning: DerivedCoreProperties.txt missing; default ignorables not added",
              file=sys.stderr)

    emoji, presentation = set(), set()
    if os.path.exists(emoji_data):
        for start, end, value in parse_ranges(emoji_data, {"Emoji", "Emoji_Presentation"}):
            target = emoji if value == "Emoji" else presentation
            target.update(range(start, end + 1))
    else:
        print("WARNING: emoji-data.txt missing: emoji tables are EMPTY", file=sys.stderr)

    return version, category_of, width_of, ignorable, emoji, presentation


def to_ranges(points):
    ranges = []
    for point in sorted(points):
        if ranges and ranges[-1][1] + 1 == point:
            ranges[-1][1] = point
        else:
            ranges.append([point, point])
    return ranges


def classify(category_of, width_of, ignorable, presentation):
    zero, wide, ambiguous = set(), set(), set()
    for point in range(MAX_CODE_POINT + 1):
        if 0xD800 <= point <= 0xDFFF:
            continue
        category = category_of(point)
        if (category in ZERO_CATEGORIES or point in ignorable
                or any(start <= point <= end for start, end in HANGUL_COMBINING)):
            zero.add(point)
            continue
        east_asian = width_of(point)
        if east_asian in ("W", "F") or point in presentation:
            wide.add(point)
        elif east_asian == "A":
            ambiguous.add(point)
    return zero, wide, ambiguous


def swift_table(name, doc, ranges):
    lines = [f"    /// {doc}", f"    /// {len(ranges)} ranges, as flat start/end pairs.",
             f"    static let {name}: [UInt32] = ["]
    for start, end in ranges:
        lines.append(f"        0x{start:04X}, 0x{end:04X},")
    lines.append("    ]")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", default="/usr/share/unicode")
    parser.add_argument(
        "--output",
        default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources",
                             "AlertTerminal", "Width", "TerminalWidthTables.swift"))
    args = parser.parse_args()

    version, category_of, width_of, ignorable, emoji, presentation = load(args.data_dir)
    zero, wide, ambiguous = classify(category_of, width_of, ignorable, presentation)
    tables = [
        ("zeroWidth", "Code points that take no column (marks, format, ignorables).", zero),
        ("wide", "Code points that take two columns (East Asian W/F, emoji presentation).",
         wide),
        ("ambiguous", "East Asian Ambiguous code points (one column unless asked for two).",
         ambiguous),
        ("emoji", "Emoji=Yes: bases that U+FE0F (VS16) turns into two-column emoji.", emoji),
        ("emojiPresentation", "Emoji_Presentation=Yes: wide glyphs terminals disagree on.",
         presentation),
    ]
    body = "\n\n".join(swift_table(name, doc, to_ranges(points)) for name, doc, points in tables)
    text = f"""// GENERATED by Scripts/generate-width-tables.py -- do not edit by hand.
// Source: {version}

/// Sorted, non-overlapping code point ranges behind ``TerminalWidth``.
///
/// Each table is a flat array of inclusive `start, end` pairs in ascending order, searched by
/// binary search in ``TerminalWidth`` in O(log n).
enum TerminalWidthTables {{
{body}
}}
"""
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write(text)
    counts = ", ".join(f"{name}={len(to_ranges(points))}" for name, _, points in tables)
    print(f"wrote {os.path.normpath(args.output)} ({counts})")


if __name__ == "__main__":
    main()
