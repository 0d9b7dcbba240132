"""A cube type the rules file declares and the program has never heard of shows on the Caylus and
Magna Carta tables: in the colour (and shape) its ``look.cubes`` entry gives, else in a colour
made from its name; called by its id where the catalogue has no word for it."""
from __future__ import annotations

import pygame

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rules import rules_dir
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.tables.magna_carta_text import card_text, face_text
from caylus_desktop.ui.tables.cube_looks import CubeLook, cube_looks, ink_on, made_from_name
from caylus_desktop.ui.i18n import Speech
from tests.edited_rules import edit, use_rules
from tests.ui.driver import settle

SPICE = (32, 160, 192)  # #20a0c0, as the edited files below declare it
SPICE_LOOK = "    spice: {colour: '#20a0c0', shape: hexagon}\n"
SHIPPED = "  cubes:"  # spice's look goes first in the look's cubes


def _with_spice(text: str) -> str:
    head = text.index(SHIPPED)
    after = text.index("\n", head) + 1
    return text[:after] + SPICE_LOOK + text[after:]


CAYLUS = edit(_with_spice((rules_dir() / "caylus.yaml").read_text(encoding="utf-8")),
              ("resources: [food, wood, stone, cloth, gold]", "resources: [food, wood, stone, cloth, gold, spice, salt]"),
              ("cubes: {wood: 1, food: 2}", "cubes: {wood: 1, food: 2, spice: 2, salt: 1}"))
MAGNA_CARTA = edit(_with_spice((rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8")),
                   ("resources: [food, wood, stone, gold]", "resources: [food, wood, stone, spice, salt, gold]"),
                   ("start: {food: 2, wood: 2, stone: 0, gold: 0,", "start: {food: 2, wood: 2, stone: 0, gold: 0, spice: 2, salt: 1,"),
                   ("on_build: [{stock_card: {cube: stone}}]", "on_build: [{stock_card: {cube: salt}}]"))


def _pixels(surf: pygame.Surface, colour) -> int:
    """How many pixels of the window are exactly ``colour``."""
    return pygame.transform.threshold(None, surf, colour, (0, 0, 0, 0), None, 0)


def _scene(app, monkeypatch, game: str, text: str, file: str) -> GameScene:
    use_rules(monkeypatch, game, text, file)
    scene = GameScene(app, new_game(game, ["Ann", "Bob", "Cid"], seed=3))
    app.push(scene)
    settle(app, scene)
    app.dirty = True
    app.step()
    return scene


def _tips(scene) -> list[str]:
    return [content()[0] for _, content in scene.view.tips]


def test_the_look_is_the_files_else_one_made_from_the_name():
    class Look:
        colour, shape, icon = "#20a0c0", None, None

    class Pictured:
        colour, shape, icon = None, "round", "wheat"

    got = cube_looks(("spice", "salt", "rye"), {"spice": Look, "rye": Pictured})
    assert got["spice"] == CubeLook(SPICE, ink_on(SPICE), "square")  # the file's
    assert got["salt"] == CubeLook(made_from_name("salt"), ink_on(made_from_name("salt")), "square")
    # a picture and a shape without a colour: its colour made from its name, its picture and shape the file's
    assert got["rye"] == CubeLook(made_from_name("rye"), ink_on(made_from_name("rye")), "round", "wheat")
    # made from the name alone: the same on every run (no hash seed), and names apart differ
    assert made_from_name("salt") == (209, 198, 79)
    assert len({made_from_name(n) for n in ("salt", "spice", "silk", "iron", "wine")}) == 5


def test_the_caylus_table_draws_and_names_cubes_it_has_never_heard_of(app, monkeypatch):
    scene = _scene(app, monkeypatch, "caylus", CAYLUS, "caylus.yaml")
    assert app.errors == []
    # every seat row shows spice in the file's colour, salt in the one made from its name
    assert _pixels(app.screen, SPICE) > 3 * 40
    assert _pixels(app.screen, made_from_name("salt")) > 3 * 40
    tips = _tips(scene)
    assert any(t.startswith("spice: 2") for t in tips) and any(t.startswith("salt: 1") for t in tips), tips


def test_the_magna_carta_table_draws_and_names_cubes_it_has_never_heard_of(app, monkeypatch):
    scene = _scene(app, monkeypatch, "magna-carta", MAGNA_CARTA, "magna_carta.yaml")
    assert app.errors == []
    assert _pixels(app.screen, SPICE) > 3 * 30
    assert _pixels(app.screen, made_from_name("salt")) > 3 * 30
    # Magna Carta's cubes differ by shape: the file's for spice, the table's own for food, a square for salt
    looks = scene.renderer._looks
    assert (looks["spice"].shape, looks["food"].shape, looks["salt"].shape) == ("hexagon", "round", "square")
    tips = _tips(scene)
    assert "2 spice" in tips and "1 salt" in tips, tips
    # the Small Quarry says what it holds by the file's id, on its face and in its text
    defs = scene.match.rules
    quarry = defs.card("small_quarry")
    assert face_text(quarry.secondary[0], Speech("en"), "salt") == ["+1 salt from the card"]
    assert "Put 4 salt on the card." in card_text(defs, "small_quarry", Speech("en"), 3)
    assert "4 salt" in card_text(defs, "small_quarry", Speech("fr"), 3)
