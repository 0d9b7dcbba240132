"""Teaching across the four games: every decision kind has a guide text in both languages (a missing
one is a check-rules error), why-not explains every visible place without a legal action, and a hint
is always a legal action with a reason."""
from __future__ import annotations

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.cli import main
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir, rules_for
from caylus_desktop.engine.voice import Voice
from caylus_desktop.games import GAME_IDS, heuristics, rules_file, spec
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.teaching import compute_hint

# enough seeded random play to meet every decision kind of each game (options vary with the seed)
SEEDS = {"caylus": 5, "magna-carta": 8, "caleira": 40, "castrum": 12}


def _options(game: str, seed: int) -> dict:
    names = {o.id for o in rules_for(game).options}
    out = {}
    if "intro" in names:
        out["intro"] = seed % 3 == 0
    if "mode" in names:
        out["mode"] = "expert" if seed % 2 else "family"
    if "rounds" in names:
        out["rounds"] = 6
    if "moat" in names:
        out["moat"] = seed % 2 == 1
    if "light_favour" in names:
        out["light_favour"] = seed % 4 == 1
    return out


def _random_games(game: str, seeds: int, cap: int = 2500):
    """(match copies every few moves, kinds met, targets seen) over seeded random games."""
    kinds: set[str] = set()
    targets: set[str] = set()
    positions = []
    lo, hi = rules_for(game).players.min, rules_for(game).players.max
    for seed in range(seeds):
        m = new_game(game, lo + seed % (hi - lo + 1), seed, _options(game, seed))
        rng = Rng(seed)
        for step in range(cap):
            d = m.decision
            if d is None:
                break
            kinds.add(d.kind)
            targets.update(a.target for a in d.options if a.target)
            if step % 53 == 7 and len(positions) < 60:
                positions.append(m.copy())
            m.apply(random_bot.choose(None, d, rng))
    return positions, kinds, targets


_CACHE: dict[str, tuple] = {}


def games(game: str):
    if game not in _CACHE:
        _CACHE[game] = _random_games(game, SEEDS[game])
    return _CACHE[game]


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_decision_kind_met_is_declared_and_taught_in_both_languages(game):
    _, kinds, _ = games(game)
    sp = spec(game)
    assert kinds <= sp.decision_kinds, f"undeclared decision kinds: {kinds - sp.decision_kinds}"
    teach = rules_for(game).teach
    for kind in sp.decision_kinds:
        text = teach.decisions[kind]
        assert text.en.strip() and text.fr.strip() and text.en != text.fr
    for phase in sp.phases:
        assert teach.phases[phase].en.strip() and teach.phases[phase].fr.strip()


def _shipped(game: str) -> str:
    return (rules_dir() / rules_file(game)).read_text(encoding="utf-8")


def _without(text: str, kind: str) -> str:
    """The rules text without the decision kind's teach entry (its key, en and fr lines)."""
    lines = text.split("\n")
    i = lines.index(f"    {kind}:", lines.index("teach:"))
    assert lines[i + 1].startswith("      en:") and lines[i + 2].startswith("      fr:")
    return "\n".join(lines[:i] + lines[i + 3:])


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_missing_teach_text_is_a_rules_error(game):
    text = _shipped(game)
    kind = sorted(spec(game).decision_kinds)[0]
    with pytest.raises(RulesError) as err:
        load_rules_text(_without(text, kind), "x.yaml")
    assert any(f"no teach text for the decision kind '{kind}'" in i.message for i in err.value.issues)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_teach_text_without_french_is_a_rules_error(game):
    text = _shipped(game)
    kind = sorted(spec(game).decision_kinds)[0]
    start = text.index(f"\n    {kind}:\n")
    fr = text.index("      fr:", start)
    end = text.index("\n", fr + 1)
    with pytest.raises(RulesError) as err:
        load_rules_text(text[:fr] + text[end + 1:], "x.yaml")
    issue = err.value.issues[0]
    assert issue.path == f"teach.decisions.{kind}.fr"
    assert issue.message.startswith("this text has no French ('fr')")
    assert issue.line == text[:start].count("\n") + 2  # the text's own line: "    <kind>:"


def test_a_teach_text_for_no_such_kind_or_phase_is_a_rules_error():
    text = _shipped("caylus").replace("\n  phases:\n", "\n  phases:\n    siesta: {en: Sleep., fr: Dormir.}\n", 1)
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "x.yaml")
    assert [i.message for i in err.value.issues] == ["'siesta' is not a phase of this game"]


def test_check_rules_reports_a_missing_teach_text(tmp_path, capsys):
    bad = tmp_path / "castrum.yaml"
    bad.write_text(_without(_shipped("castrum"), "defend"), encoding="utf-8")
    assert main(["check-rules", str(bad)]) != 0
    out = capsys.readouterr()
    assert "no teach text for the decision kind 'defend'" in out.out + out.err


@pytest.mark.parametrize("game", GAME_IDS)
def test_why_not_explains_every_visible_target_without_a_legal_action(game):
    positions, _, targets = games(game)
    assert positions
    generic = 0
    asked = 0
    for m in positions:
        d = m.decision
        legal = {a.target for a in d.options}
        for target in targets:
            reason = m.why_not(target)
            if target in legal:
                assert reason is None
                continue
            asked += 1
            assert isinstance(reason, str) and reason.strip(), f"{game}: no reason for {target} at {d.kind}"
            generic += reason.startswith("nothing to do there now")
        other = (d.seat + 1) % len(m.seats)
        assert m.why_not(next(iter(legal - {None}), "seat:0") or "seat:0", other).startswith("it is not your turn")
    assert generic <= asked // 20, f"{game}: {generic} of {asked} reasons are the generic one"


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_hint_is_a_legal_action_with_a_reason(game):
    positions, _, _ = games(game)
    for i, m in enumerate(positions[:8]):
        d = m.decision
        hint = compute_hint(m, d.seat, i)
        assert d.find(hint.action.key) is not None
        assert hint.reason.strip() and hint.position == tuple(m.action_keys())
        fr = compute_hint(m, d.seat, i, Speech("fr"))
        assert fr.action == hint.action and fr.reason != hint.reason
        # the move by its name, then a reason in words: no number, no term of the bot's
        for h, lang in ((hint, "en"), (fr, "fr")):
            label = m.label(h.action, Voice(lang, d.seat))
            assert h.reason.startswith(label), h.reason
            why = h.reason[len(label):]
            assert not any(ch.isdigit() for ch in why), h.reason
            assert not any(term in why for term in heuristics(game).REASONS if len(term) > 6), h.reason


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_kind_written_in_an_ask_is_declared(game):
    """Kinds too rare for random play (a Lawyer's conversion) are caught in the source: every
    ``ask(..., "kind")`` with a written kind names a declared one."""
    import ast
    import importlib
    from pathlib import Path

    package = Path(importlib.import_module(spec(game).setup.__module__).__file__).parent
    written = set()
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ask" and len(node.args) >= 5:
                kind = node.args[4]
                if isinstance(kind, ast.Constant) and isinstance(kind.value, str):
                    written.add(kind.value)
    assert written and written <= spec(game).decision_kinds, written - spec(game).decision_kinds
