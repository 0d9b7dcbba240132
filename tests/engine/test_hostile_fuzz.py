"""Hostile rules files and saves run through the command line, as a user would, in a child process
with a memory and a time limit: each gives short error lines, none a traceback, a MemoryError or a hang.

The cases are the known attacks (nested aliases, recursion, deep nesting, huge numbers, endless
files, megabyte fields) plus seeded random mutations of the shipped rules and of a real save.
"""
from __future__ import annotations

import json
import random
import resource
import subprocess
import sys
from pathlib import Path

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import shipped_files

ROOT = Path(__file__).resolve().parents[2]
MEMORY = 1 << 30  # bytes of address space; the nested aliases alone once took 3.4 GB
CPU_SECONDS = 60  # a guard against hangs, far above the few seconds the child needs

CHILD = """
import sys
from pathlib import Path
from caylus_desktop.cli import main
folder = Path(sys.argv[1])
main(["check-rules", *sorted(str(p) for p in folder.glob("*.yaml")), "/dev/zero"])
for save in sorted(str(p) for p in folder.glob("*.json")) + ["/dev/zero"]:
    print("replayed", save, main(["replay", save]))
"""


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS, CPU_SECONDS))


def hostile_rules(rng: random.Random) -> dict[str, str]:
    laughs = ["game: caleira", "a: &a [x, x, x, x, x, x, x, x, x, x]"]
    laughs += [f"{c}: &{c} [" + ", ".join([f"*{p}"] * 10) + "]" for p, c in zip("abcdefgh", "bcdefghi")]
    cases = {
        "laughs": "\n".join(laughs),
        "self_alias": "game: caleira\nx: &x [*x]\n",
        "deep_flow": "[" * 200_000 + "]" * 200_000,
        "deep_block": "- " * 200_000 + "x",
        "digits": "game: caleira\nhand_size: " + "9" * 5000,
        "base60": "game: caleira\nhand_size: " + "59:" * 200_000 + "1",
        "big": "game: caleira\n" + "#" * 3_000_000,
        "wide": "[" + "1, " * 300_000 + "1]",
    }
    texts = [p.read_text(encoding="utf-8") for p in shipped_files()]
    snippets = ["&a [1, 2]", "*a", "[*a, *a, *a, *a]", "!!python/object:os.system {}", "9" * 4400, "1e+999",
                "{" * 70 + "}" * 70, "&z x", "*nowhere", "100000000000", ".nan", "!!binary Zm9v", "? [1]\n: 2"]
    for i in range(24):
        lines = rng.choice(texts).split("\n")
        for _ in range(rng.randint(1, 6)):
            at = rng.randrange(len(lines))
            head = lines[at].split(":")[0]
            lines[at] = f"{head}: {rng.choice(snippets)}" if ":" in lines[at] else rng.choice(snippets)
        cases[f"mutant{i:02}"] = "\n".join(lines)
    return cases


def hostile_saves(rng: random.Random) -> dict[str, str]:
    m = new_game("castrum", ["Ann", "Bob"], 3)
    bots = Rng(3)
    for _ in range(30):
        m.apply(random_bot.choose(None, m.decision, bots))
    good = json.loads(m.to_json())

    def edited(path: tuple, value) -> str:
        doc = json.loads(json.dumps(good))
        node = doc
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = value
        return json.dumps(doc)

    cases = {
        "seed_digits": json.dumps(good).replace(f'"seed": {good["seed"]}', '"seed": ' + "9" * 5000),
        "arg_megabytes": edited(("actions", 2, 1), ["x" * 1_500_000]),
        "five_mb": edited(("actions", 2, 1), ["x" * 5_000_000]),
        "nested": "[" * 100_000 + "]" * 100_000,
        "many_actions": edited(("actions",), [["pass", []]] * 100_000),  # 1.3 MB: under the size bound
        "empty_name": edited(("seats", 0, "name"), ""),
        "surrogate": edited(("seats", 0, "name"), "\ud800"),
        "option": edited(("options", "rounds"), "9" * 4000),
    }
    leaves = ["format", "version", "game", "seats", "options", "seed", "actions", "position_hash"]
    odd = [None, True, -1, 10 ** 30, "", "x" * 100_000, [], {}, [[]] * 1000, {"a": [1] * 1000}, 1e308]
    for i in range(24):
        doc = json.loads(json.dumps(good))
        for _ in range(rng.randint(1, 3)):
            key = rng.choice(leaves)
            if key == "actions" and doc.get("actions") and isinstance(doc["actions"], list):
                doc["actions"][rng.randrange(len(doc["actions"]))] = rng.choice(odd)
            else:
                doc[key] = rng.choice(odd)
        cases[f"mutant{i:02}"] = json.dumps(doc)
    return cases


def test_hostile_rules_and_saves_give_short_errors_within_memory_and_time(tmp_path):
    rng = random.Random(20)
    for name, text in hostile_rules(rng).items():
        (tmp_path / f"{name}.yaml").write_text(text, encoding="utf-8")
    for name, text in hostile_saves(rng).items():
        (tmp_path / f"{name}.json").write_text(text, encoding="utf-8", errors="surrogatepass")
    with (tmp_path / "sparse.json").open("wb") as f:
        f.truncate(100_000_000)  # a 100 MB save, read no further than the bound
    proc = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=4 * CPU_SECONDS, preexec_fn=_limits)
    out = proc.stdout + proc.stderr
    for bad in ("Traceback", "MemoryError", "RecursionError"):
        assert bad not in out, out[-3000:]
    assert proc.returncode == 0, out[-3000:]
    saves = sorted(tmp_path.glob("*.json"))
    assert out.count("replayed ") == len(saves) + 1  # every save was tried, and /dev/zero
    for line in out.splitlines():
        assert len(line) < len(str(tmp_path)) + 300, line[:300]
    # every hostile rules file was refused with its own located line; the mutants mostly too
    for name in ("laughs", "self_alias", "deep_flow", "deep_block", "digits", "base60", "big", "wide"):
        assert f"{tmp_path / name}.yaml:" in proc.stdout, name
    assert "/dev/zero:1: the file is larger than" in proc.stdout
