"""Bot configuration as data (bots/config.py): the levels file, a game's searches, the level strings."""
import pytest

import caylus_desktop.bots.config as config
from caylus_desktop.bots import LEVELS, make_bot, review_bot
from caylus_desktop.bots.config import (GreedyBot, SearchBot, SearchSettings, levels_path, load_levels_text,
                                        load_searches_text, load_uses_text, parse_level)
from caylus_desktop.bots.greedy import Greedy
from caylus_desktop.bots.ismcts import Ismcts
from caylus_desktop.engine import registry
from caylus_desktop.engine.rules import RulesError
from caylus_desktop.games.weights import weights_path

LEVELS_TEXT = levels_path().read_text(encoding="utf-8")
CASTRUM = weights_path("castrum").read_text(encoding="utf-8")


def _line_of(text: str, start: str) -> int:
    return next(i for i, x in enumerate(text.splitlines(), 1) if x.lstrip().startswith(start))


def test_the_levels_are_the_ones_the_levels_file_declares_weakest_first():
    declared = load_levels_text(LEVELS_TEXT, "levels.yaml")
    assert LEVELS == tuple(declared) == ("random", "easy", "medium", "hard", "expert")
    assert registry.bot_levels() == LEVELS  # what a seat may name
    easy, medium = make_bot("easy"), make_bot("medium")
    assert (easy.worlds, easy.follow_ups, easy.noise) == (1, 1, 0.35)
    assert (medium.worlds, medium.follow_ups, medium.noise) == (6, 3, 0.0)
    hard, expert = make_bot("hard", seconds=2.0), make_bot("expert", seconds=2.0)
    assert (hard.seconds, hard.level, expert.seconds, expert.level) == (2.0, "hard", 5.0, "expert")


def test_a_level_string_is_the_levels_structure_with_the_settings_it_names():
    bot = parse_level("hard@tuned_v2+horizon+it300+ex0.2+rw0.8")
    assert bot == SearchBot(play="search", level="hard", weights="tuned_v2", horizon=True, to_horizon=False,
                            iterations=300, exploration=0.2, rival_weight=0.8)
    assert parse_level("medium@baseline") == GreedyBot(play="greedy", level="medium", weights="baseline",
                                                       worlds=6, follow_ups=3)
    assert parse_level("expert+plain") == SearchBot(play="search", level="expert", time=2.5, fallback="hard",
                                                    plain=True)
    assert parse_level("hard+horizon+plain").setting("horizon") is False  # a later option wins
    assert parse_level("hard+plain+horizon").setting("horizon") is True
    # make_bot builds the same bot from the structure as from its string
    for text in ("hard@tuned_v2+horizon+it300+ex0.2", "expert+plain", "easy@baseline", "hard+greedy+rw0.5"):
        assert vars(make_bot(parse_level(text), seconds=None, iterations=50)) == \
            vars(make_bot(text, seconds=None, iterations=50))


def test_make_bot_takes_a_structure_no_string_names():
    bot = make_bot(GreedyBot(play="greedy", level="medium", worlds=2, follow_ups=0, noise=0.1))
    assert isinstance(bot, Greedy) and (bot.worlds, bot.follow_ups, bot.noise) == (2, 0, 0.1)
    search = make_bot(SearchBot(play="search", level="hard", time=0.5, shards=3, exploration=1.5), seconds=4.0)
    assert isinstance(search, Ismcts) and (search.seconds, search.shards, search.exploration) == (2.0, 3, 1.5)


@pytest.mark.parametrize("text, problem", [
    ("nobody", "unknown bot level 'nobody'; levels: random, easy, medium, hard, expert"),
    ("random@baseline", "the random bot uses no heuristic weights: random@baseline"),
    ("medium+horizon", "medium+horizon: only the hard and expert bots take search options"),
    ("hard+deeper", "'deeper' is none of them"),
    ("hard+it0", "it0: itN takes a whole number of iterations, at least 1"),
    ("hard+ex11", "ex11: exX takes UCB's exploration constant, 0 to 10"),
    ("hard+rw0.5+rw0.6", "rw named twice"),
])
def test_a_bad_level_string_is_a_one_line_error_naming_what_is_wrong(text, problem):
    with pytest.raises(ValueError) as err:
        parse_level(text)
    assert problem in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("old, new, field, message", [
    ("easy: {play: greedy, worlds: 1,", "easy: {play: greedy, worlds: 0,", "levels.easy.worlds",
     "greater than or equal to 1"),
    ("noise: 0.35}", "noise: 2}", "levels.easy.noise", "less than or equal to 1"),
    ("medium: {play: greedy, worlds: 6, follow_ups: 3}", "medium: {play: greedy, worlds: 6, follow_ups: 3, depth: 2}",
     "levels.medium.depth", "unknown field"),
    ("hard: {play: search}", "hard: {play: tree}", "levels.hard", "play is random, greedy or search"),
    ("hard: {play: search}", "hard: {iterations: 5}", "levels.hard", "play is random, greedy or search"),
    ("hard: {play: search}", "hard: {play: search, weights: baseline}", "levels.hard.weights",
     "each game's own weight sets"),
    ("fallback: hard}", "fallback: master}", "levels.expert.fallback", "'master' is no search level"),
    ("time: 2.5,", "time: 0,", "levels.expert.time", "greater than 0"),
    ("medium: {play", "Medium: {play", "levels.Medium", "should match pattern"),
    # the uses: the hint's and the review's level
    ("hint: {level: hard,", "hint: {level: master,", "uses.hint.level", "no level named 'master'"),
    ("hint: {level: hard,", "hint: {level: random,", "uses.hint.level", "the random bot has no reason"),
    ("review: {level: hard,", "review: {level: medium,", "uses.review.level",
     "the review values every option in points: a search level (hard, expert)"),
    ("hint: {level: hard, seconds: 1.5}", "hint: {level: hard, seconds: 0}", "uses.hint.seconds", "greater than 0"),
    ("hint: {level: hard, seconds: 1.5}", "hint: {level: hard, seconds: 90}", "uses.hint.seconds",
     "less than or equal to 60"),
    ("review: {level: hard, seconds: 0.4}", "review: {level: hard, seconds: 0.4, iterations: 0}",
     "uses.review.iterations", "greater than or equal to 1"),
    ("hint: {level: hard, seconds: 1.5}", "hint: {level: hard, seconds: 1.5, worlds: 3}", "uses.hint.worlds",
     "unknown field"),
    ("hint: {level: hard, seconds: 1.5}", "hints: {level: hard, seconds: 1.5}", "uses.hints", "unknown field"),
])
def test_a_wrong_levels_file_is_an_error_with_its_line(old, new, field, message):
    assert old in LEVELS_TEXT
    at = next(i for i, x in enumerate(LEVELS_TEXT.splitlines(), 1) if old in x)
    with pytest.raises(RulesError) as err:
        load_levels_text(LEVELS_TEXT.replace(old, new, 1), "levels.yaml")
    assert f"levels.yaml:{at}: {field}" in str(err.value) and message in str(err.value), str(err.value)


def test_an_unknown_section_of_a_games_bots_file_is_an_error_with_its_line():
    text = CASTRUM.replace("expert: {", "exprt: {")
    with pytest.raises(RulesError) as err:
        load_searches_text(text, "castrum", "castrum.yaml")
    assert f"castrum.yaml:{_line_of(text, 'exprt:')}: exprt: unknown field" in str(err.value)


def test_a_game_without_an_expert_section_gives_the_expert_its_hard_search():
    text = CASTRUM.replace("expert: {iterations: 24000, shards: 2}", "hard: {iterations: 500, horizon: true}")
    searches = load_searches_text(text, "castrum", "castrum.yaml")
    assert searches["expert"] == searches["hard"] == SearchSettings(iterations=500, horizon=True)


def test_a_level_declared_in_the_levels_file_is_a_level_with_no_code(monkeypatch):
    text = LEVELS_TEXT + "  master: {play: search, time: 4, fallback: expert}\n"
    declared = load_levels_text(text, "levels.yaml")
    monkeypatch.setattr(config, "levels", lambda: declared)
    assert parse_level("master+it40") == SearchBot(play="search", level="master", time=4, fallback="expert",
                                                   iterations=40)
    bot = make_bot("master", seconds=1.0)
    assert isinstance(bot, Ismcts) and (bot.level, bot.seconds) == ("master", 4.0)
    # a game that declares no master: section plays it with its expert's search
    searches = load_searches_text(CASTRUM, "castrum", "castrum.yaml")
    assert searches["master"] == searches["expert"] == SearchSettings(iterations=24000, shards=2)


def test_the_hint_and_the_review_use_the_level_the_levels_file_declares():
    uses = load_uses_text(LEVELS_TEXT, "levels.yaml")
    assert (uses.hint.level, uses.hint.seconds, uses.hint.iterations) == ("hard", 1.5, None)
    assert (uses.review.level, uses.review.seconds, uses.review.iterations) == ("hard", 0.4, None)
    review = review_bot()  # the hard bot's own budget, the game's: no clock
    assert isinstance(review, Ismcts) and (review.level, review.iterations, review.seconds) == ("hard", None, None)
    assert review_bot(50).iterations == 50
    assert review.rival_weight == 1.0  # its losses are points: a rival's point counts in full
    assert (review.horizon, review.to_horizon, review.centred, review.exploration) == (None, None, None, None)  # the game's


def test_a_levels_file_without_its_uses_is_an_error():
    text = "\n".join(x for x in LEVELS_TEXT.splitlines() if not x.lstrip().startswith(("uses:", "hint:", "review:")))
    with pytest.raises(RulesError) as err:
        load_levels_text(text, "levels.yaml")
    assert "levels.yaml:" in str(err.value) and "uses: field required" in str(err.value), str(err.value)
