"""A game's look is declared with the game (the ``look:`` block of its rules file, the roles in its
declaration): a mistake in it is a rules error at its line, and the tables paint with it."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir, rules_for
from caylus_desktop.engine.rules_cache import rules_cache
from caylus_desktop.games import declaration
from caylus_desktop.ui.look import look_of
from tests.edited_rules import edit, use_rules

CAYLUS = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
MAGNA_CARTA = (rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8")
CASTRUM = (rules_dir() / "castrum.yaml").read_text(encoding="utf-8")


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


def test_too_few_seat_colours_are_refused_at_their_line():
    bad = edit(MAGNA_CARTA, ("  seats: [red, green, orange, blue]", "  seats: [red, green, orange]"))
    (issue,) = _issues(bad, "magna_carta.yaml")
    assert issue.path == "look.seats" and "4 players need 4 colours" in issue.message
    assert issue.line == _line(bad, "  seats: [red")


def test_a_cube_look_in_a_game_without_cubes_is_refused_at_its_line():
    caleira = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8")
    bad = edit(caleira, ("  palette:                   # its colours",
                         "  cubes: {food: {colour: '#aabbcc'}}\n  palette:                   # its colours"))
    (issue,) = _issues(bad, "caleira.yaml")
    assert issue.path == "look.cubes.food" and "declares its resources" in issue.message
    assert issue.line == _line(bad, "  cubes: {food")


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


@pytest.mark.parametrize("game, text, change, colour, least", [
    ("caylus", CAYLUS, ('    table: "#2e4a3e"', '    table: "#c03090"'), (192, 48, 144), 5000),
    ("caylus", CAYLUS, ('    favour_table: "#6e5034"', '    favour_table: "#2050e0"'), (32, 80, 224), 5000),
    ("caylus", CAYLUS, ('    supply: "#4a3a2a"', '    supply: "#20a040"'), (32, 160, 64), 5000),
    ("magna-carta", MAGNA_CARTA, ('    cards: "#f0e4c8"', '    cards: "#90f0f0"'), (144, 240, 240), 5000),
    ("castrum", CASTRUM, ('    back: "#5c3c2c"', '    back: "#20c0a0"'), (32, 192, 160), 3000),  # the pile, the hands
    ("caylus", CAYLUS, ('    seat_board: "#4e3c2c"', '    seat_board: "#2050e0"'), (32, 80, 224), 5000),
], ids=["caylus felt", "caylus favour table", "caylus supply tray", "magna carta parchment", "castrum card backs",
        "caylus seat boards"])
def test_a_colour_changed_in_the_rules_file_changes_what_the_table_paints(app, monkeypatch, game, text, change,
                                                                           colour, least):
    before = _near(_table(app, new_game(game, 3, 5)), colour, 12)
    del app.scenes[1:]
    use_rules(monkeypatch, game, edit(text, change), "edited.yaml")
    after = _near(_table(app, new_game(game, 3, 5)), colour, 12)
    assert before < 50 and after > least, (before, after)


class _Asked(dict):
    """A palette that notes every colour a renderer asks it for."""

    def __init__(self, colours: dict, asked: set) -> None:
        super().__init__(colours)
        self.asked = asked

    def __getitem__(self, name):
        self.asked.add(name)
        return super().__getitem__(name)

    def get(self, name, default=None):
        self.asked.add(name)
        return super().get(name, default)


@pytest.mark.slow
@pytest.mark.parametrize("game, games, options", [
    ("caylus", [(5, 0), (2, 2)], None),  # seed 2's two players build a residence (move 103)
    ("magna-carta", [(4, 0), (2, 1), (3, 2), (4, 3), (2, 4), (3, 5)], None),  # until a card is flipped to a residence
    ("caleira", [(4, 0), (3, 1)], {"moat": True}),
    ("castrum", [(4, s) for s in range(6)], None),  # until a Mage blocks a site
])
def test_every_colour_and_surface_a_game_declares_is_one_its_table_paints(app, monkeypatch, game, games, options):
    """The declaration's roles are what the renderer paints: every colour, surface and picture it
    declares is asked for while seeded games are drawn (none is dead), and nothing it paints, nor any
    picture it asks for, is undeclared."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine.rng import Rng
    from caylus_desktop.ui import look as look_module
    from caylus_desktop.ui.scenes.game import GameScene

    colours: set = set()
    surfaces: set = set()
    pictures: set = set()
    made = look_module.TableLook.__init__

    def noting(self, rules):
        made(self, rules)
        self.palette = _Asked(self.palette, colours)

    real_paint = look_module.TableLook.paint

    def paint(self, surface, *a, **k):
        surfaces.add(surface)
        return real_paint(self, surface, *a, **k)

    real_icon = look_module.TableLook.icon

    def icon(self, role, *a, **k):
        pictures.add(role)
        return real_icon(self, role, *a, **k)

    monkeypatch.setattr(look_module.TableLook, "__init__", noting)
    monkeypatch.setattr(look_module.TableLook, "icon", icon)
    monkeypatch.setattr(look_module.TableLook, "paint", paint)
    monkeypatch.setattr(GameScene, "autosave", lambda self: None)
    cache = rules_cache(rules_for(game))
    cache.pop(look_module.TableLook, None)  # made afresh, noting, for this test only
    roles = declaration(game).look
    for players, seed in games:
        m = new_game(game, players, seed, options)
        rng = Rng(seed)
        scene = GameScene(app, m)
        app.push(scene)
        step = 0
        while m.decision is not None and not (roles.palette <= colours and roles.surfaces <= surfaces
                                              and roles.icons <= pictures):
            if step % 3 == 0 or m.decision.kind == "defend":
                scene.take_screen(m.decision.seat, True)
                scene._table_cache = None
                app.dirty = True
                app.step()
            m.apply(random_bot.choose(None, m.decision, rng))
            step += 1
        del app.scenes[1:]
    cache.pop(look_module.TableLook, None)
    # besides its roles, a table may ask its palette for a colour named after a thing of the rules
    # file (a castle section, a cube or card family), with a colour of its own if the file has none
    named = {s.id for s in getattr(m.rules, "sections", ())} | {
        s.id for s in getattr(getattr(m.rules, "castle", None), "sections", ())} | set(getattr(m.rules, "resources", ()))
    named |= {getattr(c, "family", None) for c in getattr(m.rules, "cards", ())}
    named |= {getattr(c, "material", None) for c in getattr(m.rules, "cards", ())}
    assert sorted(roles.palette - colours) == [], "declared, never painted"
    assert sorted(roles.icons - pictures) == [], "a picture declared, never drawn"
    assert sorted(roles.surfaces ^ surfaces) == [], "declared and painted differ"
    assert sorted(pictures - roles.icons - named) == [], "a picture asked for, not declared"
    assert sorted(colours - roles.palette - named) == [], "asked, not declared"
