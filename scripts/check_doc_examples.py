#!/usr/bin/env python3
"""Runs every command example of the manual and checks that it prints what the
manual shows.

An example is a ```console block: lines starting with `$ ` are commands (run
by bash, in a scratch folder where `build/grundy` is the binary under test
and `tests/` and `examples/` are the source's),
the lines after each, up to the next command, are what it prints (standard
output and standard error together). A line `...` in the printed text stands
for any number of lines, and `...` within a line for any text, so that an
example may show the head and the tail of a long answer. Blocks that cannot run unattended (an interrupted run, a
server) are written ```text instead.

usage: check_doc_examples.py GRUNDY_BINARY FILE.md...
Prints one line per example that differs, and exits 1 if any does.
"""
import os
import re
import subprocess
import sys
import tempfile

SOURCE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE = re.compile(r"^```(\w*)\s*$")


def examples(path):
    """(line number, command, expected lines) for each command of each
    console block of the file."""
    found = []
    language, block = None, []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            line = line.rstrip("\n")
            fence = FENCE.match(line)
            if fence and language is None:
                language, block = fence.group(1), []
            elif line.startswith("```") and language is not None:
                if language == "console":
                    found.extend(commands_of(block))
                language = None
            elif language is not None:
                block.append((number, line))
    return found


def commands_of(block):
    commands = []
    for number, line in block:
        if line.startswith("$ "):
            commands.append([number, line[2:], []])
        elif commands:
            commands[-1][2].append(line)
        elif line.strip():
            raise SystemExit(f"line {number}: a console block must start with a command ('$ ...')")
    return [(number, command, expected) for number, command, expected in commands]


def matches(expected, actual):
    """Whether the lines match, `...` standing for any number of lines."""
    if not expected:
        return not actual
    if expected[0].strip() == "...":
        return any(matches(expected[1:], actual[start:]) for start in range(len(actual) + 1))
    return bool(actual) and line_matches(expected[0], actual[0]) and matches(expected[1:], actual[1:])


def line_matches(expected, actual):
    """Whether one line matches, `...` within it standing for any text."""
    pattern = ".*".join(re.escape(part) for part in expected.rstrip().split("..."))
    return re.fullmatch(pattern, actual.rstrip()) is not None


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    failures = checked = 0
    with tempfile.TemporaryDirectory() as scratch:
        os.mkdir(os.path.join(scratch, "build"))
        os.symlink(binary, os.path.join(scratch, "build", "grundy"))
        # The examples' data files, as from the top of the source.
        for folder in ("tests", "examples"):
            os.symlink(os.path.join(SOURCE, folder), os.path.join(scratch, folder))
        environment = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", COLUMNS="80")
        environment.pop("LANGUAGE", None)
        for path in sys.argv[2:]:
            for number, command, expected in examples(path):
                checked += 1
                try:
                    done = subprocess.run(["bash", "-c", command + " 2>&1"], cwd=scratch, env=environment,
                                          stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                          timeout=120)
                    printed = done.stdout
                except subprocess.TimeoutExpired:
                    printed = "(did not finish within 120 s)"
                actual = printed.rstrip("\n").split("\n") if printed.strip() else []
                while expected and not expected[-1].strip():
                    expected = expected[:-1]
                if not matches(expected, actual):
                    failures += 1
                    print(f"{path}:{number}: $ {command}")
                    print("  the manual shows:")
                    print("".join(f"    {line}\n" for line in expected), end="")
                    print("  it printed:")
                    print("".join(f"    {line}\n" for line in actual), end="")
    print(f"{checked} examples, {failures} differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
