#!/usr/bin/env python3
"""Fails when a file includes a header of a layer it must not depend on.

The rules are those of docs/ARCHITECTURE.md. A public header belongs to the
folder of src/ that holds its .cpp (headers without one are listed below);
each folder may include the headers of the folders before it in LAYERS and
its own. The front ends: app/ may include the library; web/ and python/ the
library only, never app/ or each other. The reports (src/report) cast
neither to a solution's class nor to a game's: no dynamic_cast there, and no
static_cast to Component, Solution or a class derived from them. Run by ctest
as `architecture_layers`.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LAYERS = ["core", "nimbers", "sequences", "games", "solve", "play", "report", "verify"]
# What each layer may include besides itself.
ALLOWED = {
    "core": set(),
    "nimbers": {"core"},
    "sequences": {"core"},
    "games": {"core", "nimbers", "sequences"},
    "solve": {"core", "nimbers", "sequences", "games"},
    "play": {"core", "nimbers", "sequences", "games", "solve"},
    "report": {"core", "nimbers", "sequences", "games", "solve", "play"},
    "verify": {"core", "nimbers", "sequences", "games", "solve", "play"},
}
HEADER_ONLY = {
    "move.hpp": "core",
    "board.hpp": "core",
    "search.hpp": "core",
    "component_search.hpp": "core",
    "compute_limits.hpp": "games",
    "custom_game.hpp": "games",
}
INCLUDE = re.compile(r'^#include "([^"]+)"', re.MULTILINE)
# A class and the class it derives from.
DERIVED = re.compile(r"\bclass\s+(\w+)(?:\s+final)?\s*:\s*public\s+(?:grundy::)?(\w+)")
# A cast: its kind and the type it casts to, qualifiers and namespace left out.
CAST = re.compile(r"\b(dynamic_cast|static_cast)\s*<\s*(?:const\s+)?(?:grundy::)?(\w+)")


def layer_of_headers():
    layers = dict(HEADER_ONLY)
    for source in (ROOT / "src").glob("*/*.cpp"):
        layers.setdefault(source.stem + ".hpp", source.parent.name)
    return layers


def game_and_solution_types():
    """Component and Solution, and every class that derives from them."""
    bases = {}
    for path in list((ROOT / "include" / "grundy").glob("*.hpp")) + list((ROOT / "src").rglob("*.[ch]pp")):
        for derived, base in DERIVED.findall(path.read_text(encoding="utf-8")):
            bases[derived] = base
    types = {"Component", "Solution"}
    grew = True
    while grew:
        grew = False
        for derived, base in bases.items():
            if base in types and derived not in types:
                types.add(derived)
                grew = True
    return types


def report_casts(layers):
    """A report reads what a solution offers (Solution::explanation) and what
    a component says of itself; it never casts to the class that answered."""
    types = game_and_solution_types()
    files = list((ROOT / "src" / "report").glob("*.[ch]pp"))
    files += [header for header in (ROOT / "include" / "grundy").glob("*.hpp") if layers.get(header.name) == "report"]
    problems = []
    for path in sorted(files):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for kind, target in CAST.findall(line):
                if kind == "dynamic_cast" or target in types:
                    problems.append(f"{path.relative_to(ROOT)}:{number}: {kind} to {target} in a report")
    return problems


def main():
    layers = layer_of_headers()
    problems = report_casts(layers)
    headers = sorted((ROOT / "include" / "grundy").glob("*.hpp"))
    for header in headers:
        if header.name not in layers:
            problems.append(f"include/grundy/{header.name}: no layer (no src/*/{header.stem}.cpp, not in HEADER_ONLY)")
    files = [(path, path.parent.name) for path in (ROOT / "src").glob("*/*.[ch]pp")]
    files += [(header, layers.get(header.name)) for header in headers]
    for path, layer in files:
        if layer is None:
            continue
        for included in INCLUDE.findall(path.read_text(encoding="utf-8")):
            if not included.startswith("grundy/"):
                continue
            other = layers.get(included[len("grundy/"):])
            if other is not None and other != layer and other not in ALLOWED[layer]:
                problems.append(f"{path.relative_to(ROOT)} ({layer}) includes {included} ({other})")
    for front, forbidden in {"web": ("app/", "python/"), "python": ("app/", "web/")}.items():
        for path in (ROOT / front).glob("*.[ch]pp"):
            for included in INCLUDE.findall(path.read_text(encoding="utf-8")):
                if included.startswith(forbidden) or (ROOT / "app" / included).exists():
                    problems.append(f"{path.relative_to(ROOT)} includes {included}, a file of another front end")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
