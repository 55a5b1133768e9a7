#!/usr/bin/env python3
"""Extracts the mangled inputs of LLVM libcxxabi's demangler test
(libcxxabi/test/test_demangle.pass.cpp) into a plain list, one name a line.

Usage: extract-libcxxabi-demangle-tests.py FILE... > tests/golden/demangle/libcxxabi-inputs.txt

FILE is the whole test file, or excerpts of it (pages of its `cases` table). Only the first
string of each `{"mangled", "expected"}` pair is kept (adjacent string literals are joined,
as the C++ compiler joins them); the expected LLVM spellings are dropped, because the test
compares against c++filt, not against LLVM. Commented-out pairs and the `invalid_cases` /
floating-point tables are skipped. Names are kept in file order, duplicates removed.
"""
import re
import sys

STRING = r'"(?:[^"\\]|\\.)*"'
# `{` + one or more adjacent string literals + `,`: the first element of a pair.
PAIR = re.compile(r'\{\s*((?:' + STRING + r'\s*)+),')


def unquote(literals):
    parts = re.findall(STRING, literals)
    return "".join(bytes(p[1:-1], "ascii").decode("unicode_escape") for p in parts)


def cases_table(text):
    """The body of `cases[][2] = { ... };` when the whole file is given, else the text."""
    start = text.find("cases[][2] = {")
    if start < 0:
        return text
    end = text.find("\n};", start)
    return text[start:end if end >= 0 else len(text)]


def main(paths):
    seen, out = set(), []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            lines = [l for l in f.read().splitlines() if not l.lstrip().startswith("//")]
        for m in PAIR.finditer(cases_table("\n".join(lines))):
            name = unquote(m.group(1))
            if name.lstrip("_").startswith("Z") and name not in seen:
                seen.add(name)
                out.append(name)
    sys.stdout.write("".join(n + "\n" for n in out))


if __name__ == "__main__":
    main(sys.argv[1:])
