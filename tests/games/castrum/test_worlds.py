"""Sampled worlds agree with everything the seat knows and nothing it does not; hands stay private."""
from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.view import as_dict
from caylus_desktop.games.castrum import heuristics
from caylus_desktop.games.castrum.observe import hidden_slots
from tests.games.castrum.test_random_play import hidden_swap_keeps_observation


def midgame(seed: int, steps: int, players: int = 3, options=None):
    m = new_game("castrum", players, seed, options)
    rng = Rng(seed)
    for _ in range(steps):
        if m.decision is None:
            break
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def test_no_observation_shows_another_seats_hand():
    for seed in range(10):
        m = midgame(seed, 0)
        rng = Rng(seed)
        while m.decision is not None:
            m.apply(random_bot.choose(None, m.decision, rng))
            b = m.state.board
            for seat in range(3):
                obs = m.observation(seat)
                for s, entry in enumerate(obs.seats):
                    if s == seat:
                        assert entry.hand == tuple(b.kinds[u] for u in b.hands[s])
                    else:
                        assert entry.hand is None and entry.hand_count == len(b.hands[s])
                        # only cards the seat saw pass to that hand are named
                        assert len(entry.known_in_hand) <= len(b.hands[s])
                assert "pile" not in as_dict(obs)





def test_worlds_do_not_depend_on_cards_the_seat_cannot_know():
    differed = 0
    for seed in range(40):
        m = midgame(seed, 5 * seed % 150)
        if m.decision is None:
            continue
        seat = m.decision.seat
        other = m.copy()
        b = other.state.board
        hidden = hidden_slots(b, seat)
        pairs = [(x, y) for x in hidden for y in hidden if b.kinds[x] != b.kinds[y]]
        x, y = pairs[0]
        kinds = list(b.kinds)
        kinds[x], kinds[y] = kinds[y], kinds[x]
        b.kinds = tuple(kinds)
        differed += 1
        a = SeatView(m, seat).sample(Rng(seed)).state.board
        c = SeatView(other, seat).sample(Rng(seed)).state.board
        assert a.kinds == c.kinds and a.pile == c.pile and a.hands == c.hands
    assert differed > 20


def test_worlds_re_deal_the_pile_and_other_hands_but_keep_what_the_seat_saw():
    m = midgame(3, 40)
    seat = m.decision.seat
    b = m.state.board
    view = SeatView(m, seat)
    piles = set()
    for k in range(10):
        w = view.sample(Rng(k)).state.board
        piles.add(tuple(w.kinds[u] for u in w.pile))
        assert [w.kinds[u] for u in w.hands[seat]] == [b.kinds[u] for u in b.hands[seat]]
        for s in range(3):
            assert [w.kinds[u] for u in w.sites[s]] == [b.kinds[u] for u in b.sites[s]]
            for u in b.hands[s]:
                if u in b.known[seat]:
                    assert w.kinds[u] == b.kinds[u]
    assert len(piles) > 5
    assert hidden_swap_keeps_observation(m, seat, Rng(1))


def test_a_sampled_world_during_a_defence_decision_keeps_the_defenders_hand():
    for seed in range(30):
        m = new_game("castrum", 3, seed)
        rng = Rng(seed)
        while m.decision is not None and m.decision.kind != "defend":
            m.apply(random_bot.choose(None, m.decision, rng))
        if m.decision is None:
            continue
        world = SeatView(m, m.decision.seat).sample(Rng(2))
        assert world.legal_actions() == m.legal_actions()
        world.apply(world.legal_actions()[0])  # the world plays on
        assert world.invariants() == []
        return
    raise AssertionError("no defence decision found")


def test_heuristic_terms_sum_to_the_evaluation_and_reward_building():
    m = midgame(5, 60)
    for seat in range(3):
        terms = heuristics.terms(m.state, seat)
        assert abs(sum(terms.values()) - heuristics.evaluate(m.state, seat)) < 1e-9
    from tests.games.castrum.table import choose, situation
    wall = ["mason", "stone", "stone", "peasant", "peasant", "peasant"]
    five = ["stone", "peasant", "mason", "peasant", "stone"]
    t = situation([five, five], sites=[wall, []])
    before = heuristics.evaluate(t.state, 0)
    choose(t, "Build a wall")
    assert heuristics.terms(t.state, 0)["points"] == 1
    assert heuristics.evaluate(t.state, 0) > before
