"""The shared resource bundle: the rules file names its resources once, bundles are read against them."""
import pytest

from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir
from caylus_desktop.engine.ops.resources import Bundle, describe

CAYLUS = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
MAGNA = (rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8")


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def issues(text: str, file: str) -> list[str]:
    with pytest.raises(RulesError) as err:
        load_rules_text(text, file)
    return [str(i) for i in err.value.issues]


def test_a_bundle_knows_every_declared_resource_in_order():
    rules = load_rules_text(MAGNA, "magna_carta.yaml")
    start = rules.setup.start
    assert start.vec == (2, 2, 0, 0)
    assert rules.castle.lot.code() == (1, 1, 1, 0, 0)  # food, wood, stone, gold, then `any`
    assert rules.castle.most_lots_bonus.resources() == (("food", 0), ("wood", 0), ("stone", 0), ("gold", 1))
    assert describe(rules.castle.most_lots_bonus.resources()) == "1 gold"


def test_a_resource_the_file_does_not_declare_is_an_error_at_its_line():
    old = "pay: {money: 2}, gain: {non_gold: 1}"
    text = CAYLUS.replace(old, "pay: {money: 2}, gain: {cloht: 1}", 1)
    found = issues(text, "caylus.yaml")
    assert all(i.startswith(f"caylus.yaml:{line_of(CAYLUS, old)}: ") for i in found)  # the offer, then its list
    assert "unknown resource cloht" in found[0] and "food, wood, stone, cloth, gold" in found[0]


def test_a_resource_declared_twice_is_an_error():
    text = MAGNA.replace("resources: [food, wood, stone, gold]", "resources: [food, wood, stone, gold, wood]", 1)
    assert any("declared twice" in i for i in issues(text, "magna_carta.yaml"))


def test_a_bundle_outside_a_rules_file_is_refused():
    with pytest.raises(ValueError, match="declares its resources"):
        Bundle.model_validate({"food": 1})
