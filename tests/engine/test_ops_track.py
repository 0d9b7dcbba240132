"""The shared track move (both provosts): which moves a mover is offered and what they cost."""
from caylus_desktop.engine.messages import Message, render
from caylus_desktop.engine.ops.track import Step, Track, advance, move_options, price_of, reachable
from caylus_desktop.engine.voice import Voice


def test_moves_stay_on_the_track_and_within_the_purse():
    track = Track("provost", at=2, first=1, last=10)
    steps = reachable(track, most=3, per_step=1, purse=2)
    # back 1 (space 1) only: space 0 and -1 are off the track; forward 3 costs 3 deniers
    assert steps == [Step(-1, 1, 1), Step(1, 3, 1), Step(2, 4, 2)]


def test_a_free_move_reaches_as_far_as_allowed():
    steps = reachable(Track("provost", 5, 0, 6), most=3, per_step=0, purse=0)
    assert [s.by for s in steps] == [-3, -2, -1, 1]


def test_no_purse_and_a_price_leaves_no_move():
    assert reachable(Track("provost", 5, 0, 9), most=3, per_step=1, purse=0) == []


def test_options_start_with_staying_and_name_the_destination_and_price():
    track = Track("provost", 4, 0, 9)
    opts = move_options(track, 1, 2, 5, kind="provost", stay_target="road:4",
                        target=lambda by, to: f"road:{to}", place=lambda k: f"space {k}")
    assert [a.args for a in opts] == [(0,), (-1,), (1,)]
    assert opts[0].target == "road:4"
    word = lambda a: render(a, Voice("en"), str) if isinstance(a, Message) else a  # noqa: E731
    assert render(opts[2].label, Voice("en"), word) == "Move the provost 1 forward to space 5 (2d)"
    assert render(opts[2].label, Voice("fr"), word) == "Avancer le prévôt d'une case jusqu'à space 5 (2 d)"
    assert opts[1].target == "road:3"
    assert price_of(-3, 2) == 6


def test_no_move_means_no_options_and_a_cache_builds_each_action_once():
    assert move_options(Track("provost", 5, 0, 9), 3, 1, 0, kind="provost", stay_target="road:5",
                        target=lambda by, to: f"road:{to}", place=str) == []
    cache: dict = {}
    track = Track("provost", 5, 0, 9)
    first = move_options(track, 2, 0, 0, kind="provost", stay_target="p:0", target=lambda by, to: f"p:{by}",
                         place=str, cache=cache)
    again = move_options(track, 2, 0, 0, kind="provost", stay_target="p:0", target=lambda by, to: f"p:{by}",
                         place=str, cache=cache)
    assert [a.args for a in first] == [(0,), (-2,), (-1,), (1,), (2,)]
    assert all(x is y for x, y in zip(first, again))


def test_an_advance_stops_at_the_end_of_the_track():
    assert advance(Track("bailiff", 6, 1, 28), 2) == 8
    assert advance(Track("bailiff", 27, 1, 28), 2) == 28
    assert advance(Track("provost", 28, 1, 28), 1) == 28
    assert advance(Track("provost", 3, 0, 9), 0) == 3


def test_a_cache_gives_the_lists_of_a_fresh_listing_for_every_position_and_purse():
    cache: dict = {}
    for rounds in range(2):  # the second round reads every list from the cache
        for at, last in [(at, 9) for at in range(10)] + [(5, 6), (2, 3)]:
            for purse in range(0, 9):
                for most, per in ((3, 1), (2, 2), (1, 0)):
                    track = Track("provost", at, 0, last)
                    kw = dict(kind="provost", stay_target="p:stay", target=lambda by, to: f"p:{to}", place=str)
                    fresh = move_options(track, most, per, purse, **kw)
                    kept = move_options(track, most, per, purse, cache=cache, **kw)
                    assert [(a.kind, a.args, a.label, a.target) for a in kept] == \
                        [(a.kind, a.args, a.label, a.target) for a in fresh], (at, purse, most, per)
