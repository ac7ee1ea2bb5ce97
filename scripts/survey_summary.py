#!/usr/bin/env python3
"""Writes the Markdown summary of a survey's JSON lines (`grundy survey
PATTERN --json`): how many games are solved and open, the classes of equal
sequences, the longest preperiods and periods, the open classes with their
sparse-space statistics, and which classes hold a shorter code (a code that
ends in 0 is the rule of the code without it).

usage: survey_summary.py SURVEY.jsonl TITLE COMMAND MACHINE WALL_SECONDS [KNOWN] > README.md

KNOWN: lines "CODE PREPERIOD PERIOD SOURCE..." of published solutions; a
class holding such a code is marked with the source, and whether the
survey agrees.
"""
import collections
import json
import sys


def digits(code):
    """The code's places after the point, without the zeros at its end."""
    return len(code.split(".")[1].rstrip("0"))


def main():
    path, title, command, machine, wall = sys.argv[1:6]
    known = {}
    if len(sys.argv) > 6:
        for line in open(sys.argv[6], encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                code, preperiod, period, source = line.split(maxsplit=3)
                known[code] = (int(preperiod), int(period), source.strip())
    games = [json.loads(line) for line in open(path, encoding="utf-8")]
    by_code = {game["game"]: game for game in games}
    classes = collections.OrderedDict()
    for game in games:
        classes.setdefault(game.get("same_as", game["game"]), []).append(game)
    places = max(len(game["game"].split(".")[1]) for game in games)
    solved = [g for g in games if g["status"] == "solved"]
    open_games = [g for g in games if g["status"] == "open"]
    solved_classes = [name for name in classes if by_code[name]["status"] == "solved"]
    open_classes = [name for name in classes if by_code[name]["status"] == "open"]
    longest = [name for name in classes if all(digits(g["game"]) == places for g in classes[name])]

    out = []
    out.append(f"# {title}\n")
    out.append(f"Made with `{command}` on {machine}, in {float(wall) / 60:.0f} minutes "
               f"({wall} s of wall time). The budget and the method are those of "
               "[the octal survey](../survey.md); every game's line is in "
               f"[{path.split('/')[-1]}]({path.split('/')[-1]}).\n")
    out.append("| | games | classes of equal sequences |")
    out.append("|---|---:|---:|")
    out.append(f"| solved | {len(solved)} | {len(solved_classes)} |")
    out.append(f"| open | {len(open_games)} | {len(open_classes)} |")
    out.append(f"| in all | {len(games)} | {len(classes)} |\n")
    shorter = [name for name in classes if name not in longest]
    out.append(f"{len(shorter)} classes hold a code of fewer than {places} digits (a code "
               "ending in 0 is the rule of the shorter code), so their sequences are those of "
               f"shorter games; {len(longest)} classes hold only {places}-digit codes. A class "
               "is named by the code whose first nonzero value comes latest; `same as` "
               "G(n) = G_X(n + k) is proven when both periods are.\n")

    def literature(name):
        """Where a class's solution is published, and whether it agrees."""
        game = by_code[name]
        for member in classes[name]:
            if member["game"] in known:
                preperiod, period, source = known[member["game"]]
                if member["status"] != "solved":
                    return f"{source}: open here ({member['computed']} values)"
                same = (member["preperiod"], member["period"]) == (preperiod, period)
                return f"{source}: {'agrees' if same else 'DIFFERS'} ({member['game']})"
        return "not found"

    def row(name):
        game = by_code[name]
        members = ", ".join(g["game"] for g in classes[name] if g["game"] != name)
        return game, members

    out.append(f"## Solved classes of {places}-digit codes only, by preperiod\n")
    out.append("None of these sequences is a shorter game's (of the same family: a "
               "sequence may still be a 4.??? game's, shifted). \"Not found\" means not found "
               "in the literature searched: T. Czajka's tables, which give every 0.??? and "
               "4.??? game, and the four-digit games of the OEIS that a search found "
               "(known_four_digit.txt); Winning Ways' table and Flammenkamp's pages could not "
               "be read here. No claim is made beyond that.\n")
    out.append("| class | preperiod | period | largest (heap) | other codes | in the literature |")
    out.append("|---|---:|---:|---|---|---|")
    ranked = sorted((n for n in longest if by_code[n]["status"] == "solved"),
                    key=lambda n: (-by_code[n]["preperiod"], -by_code[n]["period"], n))
    for name in ranked[:40]:
        game, members = row(name)
        out.append(f"| {name} | {game['preperiod']} | {game['period']} | "
                   f"{game['largest_value']} ({game['largest_at']}) | {members} | {literature(name)} |")
    if len(ranked) > 40:
        out.append(f"\n…and {len(ranked) - 40} more solved classes with shorter preperiods "
                   "(every one in the JSON lines).")
    out.append("\n## The longest periods\n")
    out.append("| class | period | preperiod | only four-digit codes |")
    out.append("|---|---:|---:|---|")
    by_period = sorted((n for n in classes if by_code[n]["status"] == "solved"),
                       key=lambda n: (-by_code[n]["period"], n))
    for name in by_period[:15]:
        game = by_code[name]
        out.append(f"| {name} | {game['period']} | {game['preperiod']} | "
                   f"{'yes' if name in longest else 'no'} |")
    out.append("\n## Open classes\n")
    out.append("Each class's first game was computed with the whole budget; its other "
               "codes are equal to it as far as their first look computed.\n")
    out.append("| class | values | stopped by | largest (heap) | rare mask | rare | last rare "
               "| in the literature | other codes |")
    out.append("|---|---:|---|---|---|---:|---:|---|---|")
    for name in sorted(open_classes, key=lambda n: (n not in longest, n)):
        game, members = row(name)
        mask = game.get("rare_mask", "")
        if mask and game.get("rare_heap_parity"):
            mask += "+pos"
        out.append(f"| {name} | {game['computed']} | {game['stopped_by']} | "
                   f"{game['largest_value']} ({game['largest_at']}) | {mask} | "
                   f"{game.get('rare_count', '')} | {game.get('last_rare', '') or ''} | "
                   f"{'' if literature(name) == 'not found' else literature(name)} | "
                   f"{members if len(members) < 120 else members[:117] + '...'} |")
    print("\n".join(out))


if __name__ == "__main__":
    main()
