"""A game's look is declared with the game (the ``look:`` block of its rules file, the roles in its
declaration): a mistake in it is a rules error at its line, and the tables paint with it."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir
from caylus_desktop.games import declaration
from caylus_desktop.ui.look import look_of
from tests.edited_rules import edit, use_rules

CAYLUS = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
MAGNA_CARTA = (rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8")


def _issues(text: str, file: str) -> list:
    with pytest.raises(RulesError) as err:
        load_rules_text(text, file)
    return err.value.issues


def _line(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def test_a_colour_that_is_no_colour_is_refused_at_its_line():
    bad = edit(CAYLUS, ('    bailiff: "#962828"', '    bailiff: "#96282"'))
    (issue,) = _issues(bad, "caylus.yaml")
    assert issue.line == _line(bad, '    bailiff: "#96282"')
    assert issue.path == "look.palette.bailiff"


def test_an_unknown_material_is_refused_at_its_line():
    bad = edit(MAGNA_CARTA, ("  materials: {table: felt, cards: parchment,", "  materials: {table: felt, cards: marble,"))
    (issue,) = _issues(bad, "magna_carta.yaml")
    assert issue.line == _line(bad, "cards: marble")
    assert issue.path == "look.materials.cards" and "parchment" in issue.message


def test_a_colour_for_nothing_the_table_paints_is_refused_and_the_one_it_paints_is_missed():
    bad = edit(CAYLUS, ('    bailiff: "#962828"', '    baillif: "#962828"'))
    issues = _issues(bad, "caylus.yaml")
    typo = next(i for i in issues if i.path == "look.palette.baillif")
    assert typo.line == _line(bad, "baillif") and "names nothing the table paints" in typo.message
    missing = next(i for i in issues if i.path == "look.palette")
    assert "bailiff" in missing.message and missing.line == _line(bad, "  palette:")


def test_a_surface_without_its_material_is_refused():
    bad = edit(CAYLUS, (" castle: stone,", ""))
    (issue,) = _issues(bad, "caylus.yaml")
    assert issue.path == "look.materials" and "castle" in issue.message


def test_the_roles_are_the_declarations():
    roles = declaration("caylus").look
    assert roles is not None and "favour_table" in roles.surfaces and "bailiff" in roles.palette
    assert set(load_rules_text(CAYLUS, "caylus.yaml").look.palette) == roles.palette


def test_a_game_without_a_look_of_its_own_gets_green_felt():
    class Bare:  # a rules object with no ``look`` (a test's game, like tests/fixtures/pebbles)
        pass

    look = look_of(Bare())
    assert look.materials["table"] == "felt" and look.colour("table") == (46, 74, 62)


def _table(app, m) -> pygame.Surface:
    from caylus_desktop.ui.scenes.game import GameScene

    scene = GameScene(app, m)
    scene.take_screen(m.decision.seat, True)
    app.push(scene)
    app.dirty = True
    app.step()
    return app.screen.copy()


def _near(surf: pygame.Surface, colour: tuple[int, int, int], within: int) -> int:
    return pygame.mask.from_threshold(surf, colour, (within, within, within, 255)).count()


@pytest.mark.parametrize("game, text, change, colour", [
    ("caylus", CAYLUS, ('    table: "#2e4a3e"', '    table: "#c03090"'), (192, 48, 144)),
    ("caylus", CAYLUS, ('    favour_table: "#6e5034"', '    favour_table: "#2050e0"'), (32, 80, 224)),
    ("caylus", CAYLUS, ('    supply: "#4a3a2a"', '    supply: "#20a040"'), (32, 160, 64)),
    ("magna-carta", MAGNA_CARTA, ('    cards: "#f0e4c8"', '    cards: "#90f0f0"'), (144, 240, 240)),
], ids=["caylus felt", "caylus favour table", "caylus supply tray", "magna carta parchment"])
def test_a_colour_changed_in_the_rules_file_changes_what_the_table_paints(app, monkeypatch, game, text, change,
                                                                           colour):
    before = _near(_table(app, new_game(game, 3, 5)), colour, 12)
    del app.scenes[1:]
    use_rules(monkeypatch, game, edit(text, change), "edited.yaml")
    after = _near(_table(app, new_game(game, 3, 5)), colour, 12)
    assert before < 50 and after > 5000, (before, after)
