#!/usr/bin/env python3
"""Writes requests.jsonl and commands.jsonl: the hostile inputs of issue 38.

Each is the largest or most expensive input of its kind that the parsers
accept, found by measuring `grundy serve` and the command (see README.md).
The long positions are made here, from a fixed seed, so that the data files
are reproducible: python3 tests/data/hostile/make_requests.py
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
MAX = 2**63 - 1  # the largest number a position takes
E18 = 10**18
BODY = 64 * 1024  # the largest body the API takes

rng = random.Random(38)
requests = []
commands = []


def add(name, family, endpoint, heavy=False, **fields):
    line = {"name": name, "family": family, "endpoint": endpoint, **fields}
    if heavy:
        line["heavy"] = True
    if "body" in line:
        size = len(json.dumps(line["body"]))
        assert size <= BODY, f"{name}: a body of {size} bytes"
    assert all(name != other["name"] for other in requests), name
    requests.append(line)


def solve(name, family, position, heavy=False, **options):
    add(name, family, "solve", heavy, body={"position": position, **options})


def reply(name, family, position, move, component=None, heavy=False, **options):
    """/api/move: the player's move, then the engine's ("reply": true)."""
    body = {"position": position, "move": move, "reply": True, **options}
    if component is not None:
        body["component"] = component
    add(name, family, "move", heavy, body=body)


def reply_after_nim(name, family, position, heavy=False, **options):
    """The player empties a Nim heap of 1 beside `position`, and the engine
    answers in `position` itself."""
    count = position.count("+") + 1
    reply(name, family, position + " + nim 1", "1:1->0", count, heavy, **options)


def history(name, family, position, moves, **options):
    add(name, family, "history", body={"position": position, "moves": moves, **options})


def seq(name, family, game, upto, heavy=False):
    add(name, family, "seq", heavy, query={"game": game, "upto": str(upto)})


def numbers(count, low, high):
    return " ".join(str(rng.randrange(low, high)) for _ in range(count))


# --------------------------------------------------------------- heaps --
# Nim: 10,000 heaps (the API's limit of numbers), heaps near 2^63, 10,000 games.
heaps10k = numbers(10000, 10000, 100000)
heaps9999 = " ".join(heaps10k.split()[:9999])  # with a Nim heap beside them: 10,000 numbers
solve("nim-10000-heaps", "nim", "nim " + heaps10k)
solve("nim-3000-max-heaps", "nim", "nim " + " ".join(str(MAX - i) for i in range(3000)))
solve("nim-10000-games", "nim", "+".join(f"nim {rng.randrange(1, 10)}" for _ in range(10000)))
solve("nim-misere-10000-heaps", "nim", "nim " + heaps10k, misere=True)
# 10,000 heaps of five and six digits: a body a few hundred bytes under 64 KiB.
near = [str(rng.randrange(10000, 100000)) for _ in range(10000)]
size = len("dawson " + " ".join(near))
for i in range(len(near)):
    if size + 1 > BODY - 120:
        break
    near[i] = str(rng.randrange(100000, 1000000))
    size += 1
solve("body-near-64k", "dawson", "dawson " + " ".join(near))

# Lasker's Nim: splits of huge heaps are counted, listed as far as asked.
solve("lasker-max-heaps", "lasker", f"lasker {MAX} {MAX - 1} {MAX - 2}")
solve("lasker-1e18-sum", "lasker", f"lasker {E18} + nim 5")
solve("lasker-10000-heaps", "lasker", "lasker " + heaps10k)

# Moore's Nim: k above the number of heaps, a value search, misère.
solve("moore-k-max-10000-heaps", "moore", f"moore({MAX}) " + heaps10k)
solve("moore2-10000-heaps", "moore", "moore(2) " + heaps10k)
solve("moore2-max-heaps", "moore", f"moore(2) {MAX} {MAX - 1} {MAX - 2} {MAX - 3}")
solve("moore3-value-search", "moore", "moore(3) 9 9 9 9 + nim 1")
solve("moore2-misere", "moore", "moore(2) 9 9 9 + nim 1", misere=True)

# Staircase and Welter: many numbers, and numbers near 2^63.
steps = sorted(rng.sample(range(1, 100000), 10000))
solve("staircase-10000-monks", "staircase", "staircase " + " ".join(map(str, steps)), heavy=True)
solve("staircase-3000-max-monks", "staircase",
      "staircase " + " ".join(str(MAX - 3001 + i) for i in range(3000)))
solve("welter-10000-coins", "welter", "welter " + " ".join(map(str, steps)))
solve("welter-3000-max-coins", "welter", "welter " + " ".join(str(MAX - 7919 * i) for i in range(3000)))

# Subtraction and Bash: elements near the limit of 10^6, many elements.
solve("subtraction-huge-elements", "subtraction", f"subtraction(999999,1000000) {MAX}")
solve("subtraction-prime-elements", "subtraction",
      f"subtraction(999931,999953,999959,999961,999979,999983) {MAX} {E18}")
many_s = ",".join(str(s) for s in sorted(rng.sample(range(1, 1000001), 1000)))
solve("subtraction-1000-elements", "subtraction", f"subtraction({many_s}) {MAX}")
solve("bash-max", "bash", f"bash({MAX}) {MAX} {MAX - 1}")
solve("bash-10000-heaps", "bash", "bash(1000) " + heaps10k)

# Wythoff: near 2^63 alone, the value table in a sum, misère.
solve("wythoff-max", "wythoff", f"wythoff {MAX} {MAX - 12345}")
solve("wythoff-4096-in-a-sum", "wythoff", "wythoff 4096 4000 + nim 1")
solve("wythoff-misere", "wythoff", "wythoff 300 5 + nim 1", misere=True)

# ------------------------------------------------------ take and break --
# Huge heaps of every family: a proven period answers them, and their
# winning moves are many (10^7 listed for kayles 10^18).
solve("kayles-max", "kayles", f"kayles {MAX}", heavy=True)
solve("kayles-1e18-nim-3", "kayles", f"kayles {E18} + nim 3", heavy=True)
solve("kayles-10000-heaps", "kayles", "kayles " + heaps10k)
solve("kayles-misere-1e18", "kayles", f"kayles {E18} + kayles 5", misere=True)
solve("kayles-misere-200-heaps", "kayles", "kayles " + numbers(200, 1, 30), misere=True)
solve("dawson-1e18", "dawson", f"dawson {E18}")
solve("dawson-max-nim-1", "dawson", f"dawson {MAX} + nim 1")
solve("dawsons-chess-max", "dawsons-chess", f"dawsons-chess {MAX}")
solve("treblecross-1e18", "treblecross", f"treblecross {E18}")
solve("grundy-game-4194303", "grundy-game", "grundy-game 4194303", heavy=True)
solve("grundy-game-max", "grundy-game", f"grundy-game {MAX}")
# Octal codes: with a period (0.137, 0.165, 0.4), without a known one (0.6,
# 0.376), and with the digit 6 after a 0 (0.006, 0.3456).
solve("octal-0.6-4194303", "octal", "octal(0.6) 4194303", heavy=True)
solve("octal-0.4-4194303", "octal", "octal(0.4) 4194303", heavy=True)
solve("octal-0.4-max", "octal", f"octal(0.4) {MAX}")
solve("octal-0.137-max", "octal", f"octal(0.137) {MAX}")
solve("octal-0.165-max", "octal", f"octal(0.165) {MAX}")
solve("octal-0.376-max", "octal", f"octal(0.376) {MAX}")
solve("octal-0.1337-max", "octal", f"octal(0.1337) {MAX}")
solve("octal-0.006-20000", "octal", "octal(0.006) 20000")
solve("octal-0.3456-4194303", "octal", "octal(0.3456) 4194303")
solve("octal-0.6-misere", "octal", "octal(0.6) 4194303 + nim 1", misere=True)
# Hexadecimal codes: a split into three heaps (0.8) takes about n^3/36
# steps a digit for a heap of n (tb(0.f) and tb(0.48) cost the same, and
# run into the time limit alike); kayles as a code (0.77).
solve("tb-0.8-100000", "tb", "tb(0.8) 100000", heavy=True)
solve("tb-0.8-max", "tb", f"tb(0.8) {MAX}")
solve("tb-0.77-max", "tb", f"tb(0.77) {MAX}")

# ------------------------------------------------------- coin turning --
coins = " ".join(map(str, sorted(rng.sample(range(1, 1048577), 7000))))
for family in ["turning-turtles", "mock-turtles", "ruler", "twins"]:
    solve(f"{family}-7000-coins", family, f"{family} {coins}")
solve("turning-rule-4096-coins", "turning",
      "turning(1,2,3) " + " ".join(str(c) for c in range(1, 4097)))
solve("turning-run-4096-coins", "turning", "turning(run) " + " ".join(str(c) for c in range(1, 4097)))
grid_heads = sorted(rng.sample([(x, y) for x in range(256) for y in range(256)], 7000))
heads = " ".join(f"{x},{y}" for x, y in grid_heads)
solve("turning-corners-2-3-5-6", "turning-corners", "turning-corners 2,3 5,6", remoteness=True)
solve("turning-corners-255", "turning-corners", "turning-corners 255,255", remoteness=True)
solve("turning-corners-7000-heads", "turning-corners", "turning-corners " + heads)
solve("rugs-255", "rugs", "rugs 255,255", remoteness=True)
solve("rugs-7000-heads", "rugs", "rugs " + " ".join(f"{x + 1},{y + 1}" for x, y in grid_heads if x < 255 and y < 255))
solve("product-255", "product", "product(mock-turtles, ruler) 200,100 255,255", remoteness=True)
solve("turning-corners-misere", "turning-corners", "turning-corners 2,3 5,6 7,7", misere=True)

# --------------------------------------------------- graphs and boards --
edges64 = set()
while len(edges64) < 64:
    a, b = rng.sample(range(64), 2)
    edges64.add((min(a, b), max(a, b)))
random_graph = ", ".join(f"v{a}-v{b}" for a, b in sorted(edges64))
solve("node-kayles-grid-8-8", "node-kayles", "node-kayles(grid(8,8))")
solve("node-kayles-random-64-edges", "node-kayles", f"node-kayles({random_graph})")
solve("node-kayles-complete-64", "node-kayles", "node-kayles(complete(64))")
solve("arc-kayles-random-64-edges", "arc-kayles", f"arc-kayles({random_graph})", heavy=True)
solve("arc-kayles-grid-5-7", "arc-kayles", "arc-kayles(grid(5,7))")
solve("cram-8x8", "cram", "cram(8x8)")
solve("cram-5x6", "cram", "cram(5x6)")
solve("chomp-64x64", "chomp", "chomp(64x64)")
solve("chomp-64-rows", "chomp", "chomp(" + ",".join(str(64 - i) for i in range(64)) + ")")
solve("chomp-10x10", "chomp", "chomp(10x10)")
solve("node-kayles-misere", "node-kayles", "node-kayles(grid(6,6)) + nim 1", misere=True)
solve("cram-misere", "cram", "cram(4x5) + cram(3x3)", misere=True)
stalk = ", ".join(["ground-a0"] + [f"a{i}-a{i + 1}" for i in range(4095)])
solve("hackenbush-stalk-4096", "hackenbush", f"hackenbush({stalk})")
tangle = ", ".join(["ground-c0"] + [f"c{rng.randrange(100)}-c{rng.randrange(100)}" for _ in range(4095)])
solve("hackenbush-tangle-4096", "hackenbush", f"hackenbush({tangle})")
solve("hackenbush-misere", "hackenbush", f"hackenbush({stalk})", misere=True)
solve("graph-file", "graph", "graph(/etc/passwd) a")
cycle = ", ".join(f"n{i}->n{(i + 1) % 4000}" for i in range(4000))
solve("digraph-cycle-4000", "digraph", f"digraph({cycle}) n0")
# Without cycles (every edge to a higher vertex), so that misère play is defined.
dag_edges = set()
while len(dag_edges) < 3500:
    a, b = sorted(rng.sample(range(1500), 2))
    dag_edges.add((a, b))
knot = ", ".join(f"n{a}->n{b}" for a, b in sorted(dag_edges))
in_knot = sorted({v for edge in dag_edges for v in edge})
solve("digraph-3500-edges-500-tokens", "digraph",
      f"digraph({knot}) " + " ".join(f"n{v}" for v in in_knot[:500]))
solve("digraph-misere", "digraph", f"digraph({knot}) " + " ".join(f"n{v}" for v in in_knot[:3]),
      misere=True)

# ---------------------------------------------------- long expressions --
mixed = ["kayles 1000", "dawson 900", "lasker 800", "nim 7", "bash(3) 9"]
solve("sum-5000-mixed-games", "kayles", "+".join(mixed[i % 5] for i in range(5000)))
solve("sum-2200-huge-kayles", "kayles", "+".join(f"kayles {rng.randrange(E18, MAX)}" for _ in range(2200)))

# --------------------------------------------- the engine's reply: /api/move --
# The player empties a heap of 1 and the engine answers in the rest.
reply_after_nim("reply-kayles-max", "kayles", f"kayles {MAX}")
reply_after_nim("reply-octal-0.4-max", "octal", f"octal(0.4) {MAX}")
reply_after_nim("reply-dawsons-chess-max", "dawsons-chess", f"dawsons-chess {MAX}")
reply_after_nim("reply-subtraction", "subtraction", f"subtraction(999999,1000000) {MAX} {MAX}")
reply_after_nim("reply-nim-9999-heaps", "nim", "nim " + heaps9999)
reply_after_nim("reply-bash-9999-heaps", "bash", "bash(1000) " + heaps9999)
reply_after_nim("reply-staircase-9999-monks", "staircase",
                "staircase " + " ".join(map(str, steps[:9999])))
reply_after_nim("reply-welter-9999-coins", "welter", "welter " + " ".join(map(str, steps[:9999])))
reply_after_nim("reply-moore3", "moore", "moore(3) 9 9 9 9")
reply_after_nim("reply-wythoff-4096", "wythoff", "wythoff 4096 4000")
reply_after_nim("reply-turning-corners", "turning-corners", "turning-corners 2,3 5,6 7,7")
reply_after_nim("reply-rugs-255", "rugs", "rugs 255,255")
reply_after_nim("reply-product", "product", "product(mock-turtles, ruler) 200,100 255,255")
reply_after_nim("reply-node-kayles-grid", "node-kayles", "node-kayles(grid(6,6))")
reply_after_nim("reply-arc-kayles-random", "arc-kayles", f"arc-kayles({random_graph})")
reply_after_nim("reply-cram-5x5", "cram", "cram(5x5)")
reply_after_nim("reply-chomp-10x10", "chomp", "chomp(10x10)")
reply_after_nim("reply-hackenbush-tangle", "hackenbush", f"hackenbush({tangle})")
reply_after_nim("reply-digraph", "digraph", f"digraph({knot}) " + " ".join(f"n{v}" for v in in_knot[:3]))
reply_after_nim("reply-misere-kayles", "kayles", "kayles 20 21 22", misere=True)
reply_after_nim("reply-misere-wythoff", "wythoff", "wythoff 300 5", misere=True)
reply("reply-wythoff-max", "wythoff", f"wythoff {MAX} {MAX - 12345}",
      f"{MAX} {MAX - 12345}->{MAX - 1} {MAX - 12345}")
reply("reply-moore-k-max", "moore", f"moore({MAX}) " + heaps10k,
      f"1:{heaps10k.split()[0]}->0")

# --------------------------------------- /api/history: 1000 moves each --
history("history-nim-1000-moves", "nim", "nim 1000 1000",
        [{"move": f"1:{1000 - i}->{999 - i}"} for i in range(1000)])
history("history-nim-10000-heaps", "nim", "nim 2000 " + numbers(5000, 1000, 10000),
        [{"move": f"1:{2000 - i}->{1999 - i}"} for i in range(1000)])
history("history-kayles-1e18", "kayles", f"kayles {E18} 3",
        [{"move": f"1:{E18 - i}->{E18 - i - 1}"} for i in range(1000)])
history("history-misere-nim", "nim", "nim 1000 1000",
        [{"move": f"1:{1000 - i}->{999 - i}"} for i in range(1000)], misere=True)
history("history-misere-wythoff", "wythoff", "wythoff 300 5 + nim 1000",
        [{"component": 1, "move": f"1:{1000 - i}->{999 - i}"} for i in range(1000)], misere=True)

# ------------------------------------ /api/seq at its limit of 100,000 --
# tb(0.8), the three-heap split, runs into the time limit; the others are
# answered or refused by their own limits.
seq("seq-tb-0.8", "tb", "tb(0.8)", 100000, heavy=True)
seq("seq-octal-0.6", "octal", "octal(0.6)", 100000)
seq("seq-octal-0.006", "octal", "octal(0.006)", 100000)
seq("seq-grundy-game", "grundy-game", "grundy-game", 100000)
seq("seq-subtraction-huge-elements", "subtraction", "subtraction(999983,1000000)", 100000)
seq("seq-subtraction-1000-elements", "subtraction", f"subtraction({many_s})", 100000)
seq("seq-bash-max", "bash", f"bash({MAX})", 100000)
seq("seq-kayles", "kayles", "kayles", 100000)

# ------------------------------------------- Daisies in misère play --
# Decided by its decomposition at any size: heaps near 2^63 whose weights
# pass 2^64, and 2500 heaps near 10^18 (fixed sizes, no draw from rng, so
# that the positions above stay as they were).
solve("daisies-misere-max", "daisies", f"daisies {MAX} {MAX} {MAX - 1} 2", misere=True)
solve("daisies-misere-2500-huge-heaps", "daisies",
      "daisies " + " ".join(str(E18 - 7919 * i) for i in range(2500)), misere=True)

# ------------------------------------------------------------ commands --
# The command's equivalents, each with --max-memory 256M and --timeout 2
# (what is tested is that the limit holds; each line that runs into it
# costs `make test` its whole limit) where the command takes them (nimber does not: its work is bounded by its
# input).
def command(name, family, *argv):
    assert all(name != other["name"] for other in commands), name
    words = list(argv)
    if words[0] in ("solve", "seq", "quotient"):
        words += ["--max-memory", "256M", "--timeout", "2"]
    commands.append({"name": name, "family": family, "argv": words})


def position_of(name):
    return next(line["body"]["position"] for line in requests if line["name"] == name)


command("solve-kayles-1e18-nim-3", "kayles", "solve", f"kayles {E18} + nim 3")
command("solve-json-kayles-1e18-nim-3", "kayles", "solve", "--json", f"kayles {E18} + nim 3")
command("solve-json-octal-0.4-max", "octal", "solve", "--json", f"octal(0.4) {MAX}")
command("solve-json-dawson-10000-heaps", "dawson", "solve", "--json", position_of("body-near-64k"))
command("solve-json-staircase-10000-monks", "staircase", "solve", "--json",
        position_of("staircase-10000-monks"))
command("solve-moore-k-max-10000-heaps", "moore", "solve", position_of("moore-k-max-10000-heaps"))
command("solve-turning-corners-2-3-5-6", "turning-corners", "solve", "turning-corners 2,3 5,6")
command("solve-json-remoteness-turning-corners", "turning-corners", "solve", "--json",
        "--remoteness", "turning-corners 2,3 5,6")
command("solve-rugs-255", "rugs", "solve", "rugs 255,255")
command("solve-mock-turtles-7000-coins", "mock-turtles", "solve", position_of("mock-turtles-7000-coins"))
command("solve-ruler-7000-coins", "ruler", "solve", position_of("ruler-7000-coins"))
command("solve-product-rules-7000-heads", "product", "solve", "product(turning(1,2,3), turning(run)) " +
        " ".join(f"{x + 1},{y + 1}" for x, y in grid_heads if x < 255 and y < 255))
command("solve-digraph-3-tokens", "digraph", "solve", position_of("digraph-misere"))
command("solve-octal-0.006-20000", "octal", "solve", "octal(0.006) 20000")
command("solve-tb-0.8-100000", "tb", "solve", "tb(0.8) 100000")
command("solve-misere-kayles-1e18", "kayles", "solve", "--misere", f"kayles {E18} + kayles 5")
command("solve-misere-daisies-max", "daisies", "solve", "--misere",
        f"daisies {MAX} {MAX} {MAX - 1} 2")
command("solve-misere-wythoff", "wythoff", "solve", "--misere", "wythoff 300 5 + nim 1")
command("solve-misere-node-kayles", "node-kayles", "solve", "--misere", "node-kayles(grid(6,6)) + nim 1")
command("solve-misere-hackenbush-stalk", "hackenbush", "solve", "--misere",
        position_of("hackenbush-stalk-4096"))
command("solve-misere-turning-corners", "turning-corners", "solve", "--misere",
        "turning-corners 2,3 5,6 7,7")
command("solve-misere-moore", "moore", "solve", "--misere", "moore(2) 9 9 9 + nim 1")
command("solve-misere-octal-0.6", "octal", "solve", "--misere", "octal(0.6) 4194303 + nim 1")
command("solve-misere-nim-10000-heaps", "nim", "solve", "--misere", "nim " + heaps10k)
command("quotient-dawson-4194304", "dawson", "quotient", "dawson", "--heaps", "4194304")
command("quotient-grundy-game-3000", "grundy-game", "quotient", "grundy-game", "--heaps", "3000")
command("quotient-octal-0.6-1000", "octal", "quotient", "octal(0.6)", "--heaps", "1000")
command("quotient-tb-0.8-200", "tb", "quotient", "tb(0.8)", "--heaps", "200")
command("quotient-kayles-4194304", "kayles", "quotient", "kayles", "--heaps", "4194304", "--json")
command("nimber-inverse-max", "nimber", "nimber", f"inv({MAX})")
command("nimber-3000-products", "nimber", "nimber", " * ".join(["18446744073709551615"] * 3000))
command("nimber-deep-parentheses", "nimber", "nimber", "(" * 30000 + "7" + ")" * 30000)
command("nimber-table-256", "nimber", "nimber", "--table", "256")
command("seq-tb-0.8-100000", "tb", "seq", "tb(0.8)", "--upto", "100000")
command("seq-octal-0.006-100000", "octal", "seq", "octal(0.006)", "--upto", "100000")
command("seq-misere-kayles-1000", "kayles", "seq", "kayles", "--misere", "--upto", "1000")
command("seq-json-grundy-game-1048576", "grundy-game", "seq", "grundy-game", "--upto", "1048576",
        "--json")
command("seq-kayles-1e9", "kayles", "seq", "kayles", "--upto", "1000000000")
command("seq-subtraction-huge-elements", "subtraction", "seq", "subtraction(999983,1000000)",
        "--upto", "10000000")

with open(os.path.join(HERE, "commands.jsonl"), "w") as out:
    for line in commands:
        out.write(json.dumps(line, separators=(",", ":")) + "\n")
print(len(commands), "commands")

with open(os.path.join(HERE, "requests.jsonl"), "w") as out:
    for line in requests:
        out.write(json.dumps(line, separators=(",", ":")) + "\n")
print(len(requests), "requests")
