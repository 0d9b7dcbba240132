"""The log people scan: for a seeded 4-player game of each game, its lines grouped under round and
phase (or turn) headers, seats and cards as pieces, repeats folded, the two filters, wrapping
only between words outside brackets, and a card's text on hover."""
from __future__ import annotations

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import CardRef, SeatRef
from caylus_desktop.engine.voice import Voice
from caylus_desktop.games import GAME_IDS, spec
from caylus_desktop.ui import logbook
from caylus_desktop.ui.i18n import Speech, tr
from caylus_desktop.ui.scenes.game import GameScene
from tests.ui.driver import click_button, move

_GAMES: dict = {}


def game(gid: str, moves: int = 10 ** 6):
    """A seeded 4-player game played by the random bot (to the end, or ``moves`` moves)."""
    if (gid, moves) not in _GAMES:
        m = new_game(gid, 4, 3)
        rng = Rng(3)
        while m.decision is not None and m.moves < moves:
            m.apply(random_bot.choose(None, m.decision, rng))
        _GAMES[gid, moves] = m
    return _GAMES[gid, moves]


def twin(line, following, viewer) -> bool:
    """The public line of the viewer's own event right before the private line that says it in full."""
    first = next((int(a) for a in line.message.args if isinstance(a, SeatRef)), None)
    return (following is not None and following.own and not line.own and first == viewer
            and not any(isinstance(a, CardRef) for a in line.message.args))


def flat(groups):
    return [(g, ln) for g in groups for ln in g.lines for _ in range(ln.count)]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("gid", GAME_IDS)
def test_lines_are_grouped_under_their_round_and_phase_or_turn(gid, lang):
    m = game(gid)
    names = logbook.phase_names(gid, Voice(lang))
    groups = logbook.book(m, 0, Speech(lang, 0), names)
    lines = m.log_lines_for(0)
    kept = [ll for i, ll in enumerate(lines) if not twin(ll, lines[i + 1] if i + 1 < len(lines) else None, 0)]
    # every line the seat may read is there once, in order, under the header of its own stage
    assert [g.stage for g, _ in flat(groups)] == [ll.stage for ll in kept]
    assert all(a.stage != b.stage for a, b in zip(groups, groups[1:]))
    assert groups[0].stage == () and groups[0].title[0].text == tr("log_setup", lang)
    rounds = [g.stage[0] for g in groups if g.stage]
    assert rounds == sorted(rounds) and len(set(rounds)) >= 3
    phases = spec(gid).phases
    for above, g in zip(groups, groups[1:]):
        rnd, part = g.stage[0], g.stage[1]
        # Caleira counts turns, not rounds: its observation says so and the header follows
        assert g.full[0].text == tr("turn_n" if gid == "caleira" else "round", lang, rnd)
        # a new round gets the full header; a new phase or turn in the same round the short one
        assert g.sub == (bool(above.stage) and above.stage[0] == rnd and bool(g.part))
        if isinstance(part, SeatRef):  # Castrum, Caleira: each seat's turn, the name in its colour
            assert [p.seat for p in g.part] == [int(part)] and g.part[0].text == m.seats[part].name
        elif part is not None:
            assert g.part[0].text == names[part] and "_" not in g.part[0].text
            if phases and above.stage and above.stage[0] == rnd and above.stage[1] in phases:
                assert phases.index(part) > phases.index(above.stage[1]), "phases come in the rules' order"
    if phases:  # Caylus, Magna Carta: every phase of the game heads some lines
        assert {g.stage[1] for g in groups if g.stage} == set(phases)
    else:  # Castrum, Caleira: every seat has turns of its own
        assert {int(g.stage[1]) for g in groups if g.stage and isinstance(g.stage[1], SeatRef)} == {0, 1, 2, 3}


def refs(msg: Message) -> list:
    """The seat and card parameters of a message, those of the messages it quotes included."""
    out = []
    for a in msg.args:
        out += refs(a) if isinstance(a, Message) else [a] if isinstance(a, (SeatRef, CardRef)) else []
    return out


@pytest.mark.parametrize("gid", GAME_IDS)
def test_seats_and_cards_are_pieces_of_the_same_words(gid):
    m = game(gid)
    groups = logbook.book(m, None, Speech("en"), logbook.phase_names(gid, Voice("en")))
    lines = [ll for ll in m.log_lines_for(None)]
    assert len(flat(groups)) == len(lines)
    for (_, line), ll in zip(flat(groups), lines):
        assert "".join(p.text for p in line.pieces) == m.say(ll.message)  # the same sentence, cut into pieces
        seats = [a for a in refs(ll.message) if isinstance(a, SeatRef)]
        cards = [a for a in refs(ll.message) if isinstance(a, CardRef)]
        assert sorted(p.seat for p in line.pieces if p.seat is not None) == sorted(map(int, seats))
        assert sorted(p.card for p in line.pieces if p.card is not None) == sorted(map(str, cards))
        for p in line.pieces:
            if p.seat is not None:
                assert p.text == m.seats[p.seat].name
            if p.card is not None:
                assert p.text == m.word(CardRef(p.card))
    assert any(p.card for _, ln in flat(groups) for p in ln.pieces)


def test_french_pieces_elide_before_a_name_as_the_sentence_does():
    """The log draws a name in colour, apart from its sentence: "Tour d'Anne" all the same."""
    m = new_game("castrum", ["Anne", "Bruno"], 1)
    for seat, said in ((0, "Tour d'Anne"), (1, "Tour de Bruno")):
        msg = Message("{}'s turn", (SeatRef(seat),))
        shown = logbook.pieces(m, msg, Voice("fr"))
        assert "".join(p.text for p in shown) == m.say(msg, Voice("fr")) == said
        assert [p.seat for p in shown if p.seat is not None] == [seat]


@pytest.mark.parametrize("gid", GAME_IDS)
def test_no_line_repeats(gid):
    m = game(gid)
    lines = m.log_lines_for(0)
    twins = sum(twin(ll, lines[i + 1] if i + 1 < len(lines) else None, 0) for i, ll in enumerate(lines))
    groups = logbook.book(m, 0, Speech("en", 0), logbook.phase_names(gid, Voice("en")))
    assert len(flat(groups)) + twins == len(lines)
    for g in groups:
        assert all(a.pieces != b.pieces for a, b in zip(g.lines, g.lines[1:])), "the same line twice in a row"
    if spec(gid).hidden_information and gid != "caylus":
        assert twins > 0, "the seat's own draws or discards were said twice"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_filters_keep_only_scoring_lines_or_only_my_moves(gid):
    m = game(gid)
    groups = logbook.book(m, 0, Speech("en", 0), logbook.phase_names(gid, Voice("en")))
    scoring = logbook.shown(groups, only_scoring=True)
    assert scoring and all(ln.scoring for _, ln in flat(scoring))
    assert len(flat(scoring)) == sum(1 for _, ln in flat(groups) if ln.scoring) < len(flat(groups))
    mine = logbook.shown(groups, only_mine=True)
    assert mine and all(ln.mine for _, ln in flat(mine))
    assert len(flat(mine)) == sum(1 for _, ln in flat(groups) if ln.mine) < len(flat(groups))
    both = logbook.shown(groups, True, True)
    assert all(ln.mine and ln.scoring for _, ln in flat(both))
    for kept in (scoring, mine):  # a group left with a phase only still says which round it is in
        assert all(not g.sub for a, g in zip(kept, kept[1:]) if a.stage and g.stage and a.stage[0] != g.stage[0])
    if gid == "caylus":  # points in Caylus are in the log as they come (a visit scores the building's owner)
        said = [ln.text for _, ln in flat(scoring)]
        assert any("VP" in s for s in said) and not any("passes" in s for s in said)
        assert all(ln.scoring for _, ln in flat(groups) if "VP" in ln.text)


def test_lines_wrap_between_words_never_inside_brackets_or_names(app):
    from caylus_desktop.ui.widgets.logview import LogView

    m = game("caylus")
    t = app.theme
    groups = logbook.book(m, 0, Speech("en", 0), logbook.phase_names("caylus", Voice("en")))
    f, fb = t.font(14), t.font(14, True)
    rows = LogView._layout(groups, t, t.px(170), f, fb, fb)
    broken = 0
    for kind, _, items, _ in rows:
        text = " ".join(s for _, s, _, _ in items)
        assert text.count("(") == text.count(")"), f"a line broken inside brackets: {text!r}"
    for _, line in flat(groups):
        broken += "(" in line.text
        for p in line.pieces:
            if p.card:  # a name is one item of one row
                assert any(s == p.text for _, _, items, _ in rows for _, s, _, _ in items)
    assert broken > 50


def test_the_window_colours_names_explains_cards_and_filters_with_clicks(app):
    m = new_game("caylus", [{"name": "Anna"}] + [{"name": f"Bot {i}", "bot": "random"} for i in (1, 2, 3)], 3)
    rng = Rng(3)
    while m.moves < 60 or m.decision.seat != 0:  # the person's turn, well into the game
        m.apply(random_bot.choose(None, m.decision, rng))
    scene = GameScene(app, m)
    app.push(scene)
    app.mouse = (-1, -1)
    app.dirty = True
    app.step()
    log = scene.logview.rect
    tips = [(r, c) for r, c in scene.hot.tips if log.contains(r)]
    assert tips, "cards and buildings in the log have a tooltip"
    rect, content = tips[-1]
    title, body = content()
    names = {b.name.en for b in m.rules.buildings}
    assert title.split(" · ")[0] in names and body
    move(app, rect.center)
    assert app.top.tooltip() == (title, body)
    before = scene.logview.texts()
    click_button(app, app.tr("log_scoring"))
    assert scene.logview.only_scoring
    shown = scene.logview.visible()
    assert shown and all(ln.scoring for g in shown for ln in g.lines)
    click_button(app, app.tr("log_scoring"))
    click_button(app, app.tr("log_mine"))
    assert scene.logview.only_mine and not scene.logview.only_scoring
    assert all(ln.mine for g in scene.logview.visible() for ln in g.lines)
    assert scene.logview.texts() == before
    assert not app.errors


@pytest.mark.parametrize("gid,said", [("caylus", "Round {}: income"), ("castrum", "{}'s turn"), ("castrum", "Round {} begins")])
def test_a_line_that_only_repeats_its_header_is_left_out_of_the_grouped_log(gid, said):
    m = game(gid)
    assert any(ll.message.id == said for ll in m.log_lines_for(0))  # the game says it (the transcript keeps it)
    groups = logbook.book(m, 0, Speech("en", 0), logbook.phase_names(gid, Voice("en")), headed=logbook.headed(gid))
    texts = [" ".join(p.text for p in line.pieces) for g in groups for line in g.lines]
    assert said in logbook.headed(gid)
    assert not [t for t in texts if t.startswith("Round ") and ("income" in t or "begins" in t)]
    assert not [t for t in texts if t.endswith("'s turn") or t == "Your turn"]
