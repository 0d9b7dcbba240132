"""The icons the rules files name: each is a picture the app carries and credits, and a name with no
picture is a rules error at its line."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.engine.icons import icons_dir
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir
from caylus_desktop.ui import icons

FILES = ("caylus.yaml", "magna_carta.yaml", "caleira.yaml", "castrum.yaml")


def _named(node, out: set[str]) -> set[str]:
    """Every ``icon:`` value and every value of an ``icons:`` mapping in a parsed rules file."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "icon" and isinstance(value, str):
                out.add(value)
            elif key == "icons" and isinstance(value, dict):
                out.update(v for v in value.values() if isinstance(v, str))
            else:
                _named(value, out)
    elif isinstance(node, list):
        for item in node:
            _named(item, out)
    return out


def test_every_icon_a_rules_file_names_is_carried_and_credited():
    import yaml

    credits = (icons_dir() / "ATTRIBUTION.md").read_text(encoding="utf-8")
    named: set[str] = set()
    for name in FILES:
        _named(yaml.safe_load((rules_dir() / name).read_text(encoding="utf-8")), named)
    assert len(named) >= 40  # cubes, money, castle, every Caleira piece, every Castrum card and event, the die
    for icon in sorted(named):
        assert (icons_dir() / f"{icon}.svg").is_file(), icon
        assert f"| {icon} | " in credits and f"/{icon}.html" in credits, f"{icon} is not credited in ATTRIBUTION.md"


def test_an_unknown_icon_is_a_rules_error_at_its_line():
    text = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8")
    bad = text.replace("icon: trebuchet", "icon: catapult-of-doom", 1)
    with pytest.raises(RulesError) as err:
        load_rules_text(bad, "caleira.yaml")
    (issue,) = err.value.issues
    assert "unknown icon 'catapult-of-doom'" in issue.message
    assert issue.line == bad[: bad.index("icon: catapult-of-doom")].count("\n") + 1


@pytest.mark.parametrize("name, role", [("caylus.yaml", "favour: crown"), ("magna_carta.yaml", "money: two-coins"),
                                        ("castrum.yaml", "material: stone-pile")])
def test_a_picture_for_something_the_table_never_draws_is_a_rules_error_at_its_line(name, role):
    text = (rules_dir() / name).read_text(encoding="utf-8")
    bad = text.replace(role, "favours_typo: crown", 1)  # a key misspelt: its picture would never show
    with pytest.raises(RulesError) as err:
        load_rules_text(bad, name)
    (issue,) = [i for i in err.value.issues if "favours_typo" in i.message]
    assert "names nothing the table draws a picture for" in issue.message
    assert issue.line == bad[: bad.index("favours_typo")].count("\n") + 1


def test_a_cube_look_may_bring_only_its_picture():
    text = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
    text = text.replace('    cloth: {icon: rolled-cloth, colour: "#785cc4"}', "    cloth: {icon: rolled-cloth}", 1)
    rules = load_rules_text(text, "caylus.yaml")
    assert rules.look.cubes["cloth"].icon == "rolled-cloth" and rules.look.cubes["cloth"].colour is None


def test_an_icon_is_drawn_in_the_asked_colour_and_cached():
    pygame.init()
    pic = icons.picture("wheat", 40, (200, 30, 10))
    assert pic.get_size() == (40, 40)
    painted = [pic.get_at((x, y)) for x in range(40) for y in range(40) if pic.get_at((x, y)).a > 200]
    assert painted and all((c.r, c.g, c.b) == (200, 30, 10) for c in painted)
    assert icons.picture("wheat", 40, (200, 30, 10)) is pic
