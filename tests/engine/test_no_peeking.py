"""No seat learns what it may not know: undo after learning, another seat's reply, messages, the log.

Played through the public API (new_game, apply, undo, can_undo, observation, log,
why_not); the worlds a seat cannot tell apart come from SeatView.sample, the bots' own.
"""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import IllegalAction, new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS
from tests.games.caleira.table import choose, play, situation

HIDDEN = ("caleira", "castrum", "magna-carta")  # Caylus hides nothing


def test_caylus_is_the_one_game_without_hidden_cards():
    assert [g for g in GAME_IDS if g not in HIDDEN] == ["caylus"]
    assert not new_game("caylus", 2).spec.hidden_information
    assert all(new_game(g, 2).spec.hidden_information for g in HIDDEN)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_decision_that_showed_its_seat_something_cannot_be_taken_back(game):
    """After any decision a seat may still undo, what it sees must be the same in every world it
    could not tell apart before deciding: otherwise it learnt something and could choose again."""
    checked = 0
    for seed in (3, 4):
        m = new_game(game, 3, seed=seed)
        rng = Rng(seed)
        for _ in range(250):
            d = m.decision
            if d is None:
                break
            action = random_bot.choose(None, d, rng)
            before = m.copy()
            m.apply(action)
            if not m.can_undo(d.seat):
                continue
            seen = m.observation(d.seat)
            for k in range(2):
                world = SeatView(before, d.seat).sample(Rng(seed * 100 + k))
                world.apply(action.key)
                assert world.observation(d.seat) == seen, (
                    f"{game} seed {seed}: seat {d.seat} may undo {action.key!r} after learning from it")
                checked += 1
    assert checked > 50  # most decisions teach nothing and stay undoable


def test_caleira_looking_at_a_face_down_piece_is_final():
    m = situation([["observatory"], ["moat"]], [[], ["trebuchet", "watchtower"]], deck=["battlements"])
    play(m, "observatory")
    assert m.decision.kind == "peek_target" and m.can_undo(0)  # nothing seen yet
    choose(m, "Player 2's face-down piece, position 1")
    assert "Trebuchet" in m.say(m.decision.prompt)  # seat 0 now knows it ...
    assert not m.can_undo(0)  # ... so it cannot take the look back and look at the other one
    with pytest.raises(IllegalAction):
        m.undo(0)


def test_caleira_wizard_tower_look_at_the_deck_is_final():
    m = situation([["wizard_tower"], ["moat"]], [[], []], deck=["trebuchet", "barracks", "moat"])
    play(m, "wizard_tower")
    assert not m.can_undo(0)  # the top three were seen as the tower was revealed


def _bot_replied(game: str, seed: int, person: int = 0):
    """A match (person vs random bot) right after a decision of the bot followed one of the person."""
    m = new_game(game, [{"name": "Ann"}, {"name": "Bot", "bot": "random"}], seed=seed)
    rng = Rng(seed)
    for _ in range(400):
        d = m.decision
        if d is None:
            return None
        m.apply(random_bot.choose(None, d, rng))
        hist = m.state.history
        if len(hist) >= 2 and hist[-1][0] != person and hist[-2][0] == person and not hist[-1][2] and not hist[-2][2]:
            return m
    return None


@pytest.mark.parametrize("game", GAME_IDS)
def test_undo_stops_at_a_bots_reply_when_the_game_hides_cards(game):
    found = 0
    for seed in range(1, 12):
        m = _bot_replied(game, seed)
        if m is None:
            continue
        found += 1
        if game in HIDDEN:  # the reply may have shown what the bot holds
            assert not m.can_undo(0), f"{game} seed {seed}"
        else:  # Caylus: nothing hidden, the person takes back its move and the bot's
            assert m.can_undo(0)
            before = len(m.state.history)
            m.undo(0)
            assert len(m.state.history) == before - 2
    assert found


def test_castrum_undo_cannot_bring_back_a_witch_the_bot_let_through():
    """Attack a bot, read that it lets the Witch through (so it holds no Monks): undo is refused."""
    for seed in range(1, 60):
        m = new_game("castrum", [{"name": "Ann"}, {"name": "Bot", "bot": "random"}], seed=seed,
                     options={"mode": "expert"})
        rng = Rng(seed)
        for _ in range(300):
            d = m.decision
            if d is None:
                break
            witch = next((a for a in d.options if m.label(a) == "Play Witch"), None) if d.seat == 0 else None
            m.apply(witch or random_bot.choose(None, d, rng))
            if witch is None:
                continue
            while m.decision.seat == 0 and m.decision.kind != "turn":  # the target
                m.apply(m.legal_actions()[0])
            d = m.decision
            if d.seat == 1 and d.kind == "defend" and len(d.options) == 1:
                m.apply(d.options[0])
                assert any("lets the Witch through" in line for line in m.log)
                assert not m.can_undo(0)
                with pytest.raises(IllegalAction):
                    m.undo(0)
                return
            break
    pytest.fail("no seed gave a Witch let through")


# --- texts another seat can read -------------------------------------------------------

def test_not_your_turn_says_who_decides_and_nothing_of_their_prompt():
    # Player 2 looks at Player 1's face-down Trebuchet with its Observatory
    m = situation([["moat"], ["observatory"]], [["trebuchet"], []], deck=["battlements"], active=1)
    play(m, "observatory")
    choose(m, "Player 1's face-down piece")
    assert "Trebuchet" in m.say(m.decision.prompt) and m.decision.seat == 1
    assert m.why_not("gallery:0:0", 0) == "it is not your turn: Player 2 is deciding"
    with pytest.raises(IllegalAction) as err:
        m.apply(("keep", ("x",)))
    assert "Trebuchet" not in str(err.value) and "Player 2 is deciding" in str(err.value)


def test_caleira_barracks_never_names_a_face_down_piece_in_the_public_log():
    # seat 0 knows its own face-down Trebuchet; its Barracks turns it "face down" again
    m = situation([["barracks"], ["moat"]], [["trebuchet"], []], deck=["battlements"])
    play(m, "barracks")
    assert m.decision.kind == "flip_down"
    choose(m, "Player 1's Trebuchet (face down)")
    public = " ".join(m.log)
    assert "turns Player 1's piece face down" in public and "Trebuchet" not in public
    # a face-up piece turned down was seen by everyone: it is named
    m = situation([["barracks"], ["moat"]], [["TREBUCHET"], []], deck=["battlements"])
    play(m, "barracks")
    choose(m, "Player 1's Trebuchet, position 1")
    assert "turns Player 1's Trebuchet face down" in " ".join(m.log)
