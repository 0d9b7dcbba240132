"""The Castrum table in the window: every legal action one click away, defence between two people, no crash."""
from __future__ import annotations

import re

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import rules_dir
from caylus_desktop.ui import icons
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.handoff import HandoffScene
from caylus_desktop.ui.i18n import Speech
from tests.edited_rules import edit, use_rules
from tests.ui.driver import click, click_button, move, settle
from tests.ui.tables_driver import check_every_action, one_of_each_kind, positions, random_events


@pytest.fixture(autouse=True)
def no_autosave(monkeypatch):
    monkeypatch.setattr(GameScene, "autosave", lambda self: None)  # hundreds of fsyncs tell nothing here


def _frame_pixels(surf, rect, colour) -> int:
    """Pixels of ``colour`` on the ring just outside ``rect`` (where a legal-move frame is drawn)."""
    ring = rect.inflate(12, 12)
    count = 0
    for x in range(max(0, ring.left), min(surf.get_width(), ring.right)):
        for y in range(max(0, ring.top), min(surf.get_height(), ring.bottom)):
            if not rect.collidepoint(x, y) and tuple(surf.get_at((x, y)))[:3] == colour:
                count += 1
    return count


def test_a_card_you_cannot_play_has_no_legal_frame_and_its_discard_asks_first(app):
    m, stuck = _stuck_card_position()
    d = m.decision
    playable = next(a.args[0] for a in d.options if a.kind == "play")
    scene = GameScene(app, m)
    scene.take_screen(d.seat, True)  # the person to move, their hand shown
    app.push(scene)
    move(app, (1, app.screen.get_height() - 1))
    app.dirty = True
    app.step()
    stuck_rect = scene.view.targets[f"hand:{stuck}"][0]
    assert _frame_pixels(app.screen, scene.view.targets[f"hand:{playable}"][0], th.TARGET) > 20
    assert _frame_pixels(app.screen, stuck_rect, th.TARGET) == 0
    before = len(m.state.history)
    click(app, stuck_rect.center)
    assert len(m.state.history) == before, "one click threw the card away"
    assert scene.popup is not None
    discard = next(a for a in d.options if a.kind == "discard" and a.args[0] == stuck)
    click(app, (2, 2))  # clicking elsewhere cancels
    assert scene.popup is None and len(m.state.history) == before
    click(app, stuck_rect.center)
    click_button(app, app.top.label(discard))
    assert m.state.history[-1][1] == discard.key


def test_the_die_shows_a_question_mark_before_the_first_roll(app, monkeypatch):
    drawn: list = []
    real = th.text

    def recording_text(surf, font, s, *a, **k):
        rect = real(surf, font, s, *a, **k)
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(th, "text", recording_text)
    m = new_game("castrum", 3, 1)
    assert not m.observation(0).event  # no roll yet
    scene = GameScene(app, m)
    scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
    app.push(scene)
    app.dirty = True
    app.step()
    marks = [r for s, r in drawn if s == "?" and r.y > app.theme.px(60)]  # not the guide's "?" button up top
    assert marks, "the unrolled die is an empty face"
    assert marks[0].h > app.theme.px(24), "the question mark fills the die"


def test_the_rolled_die_is_the_face_the_rules_file_names(app, monkeypatch):
    drawn: list[str] = []
    real = icons.draw
    monkeypatch.setattr(icons, "draw", lambda surf, name, *a: drawn.append(name) or real(surf, name, *a))
    m = new_game("castrum", 3, 4)
    rng = Rng(4)
    while not m.observation(0).event:
        m.apply(random_bot.choose(None, m.decision, rng))
    roll = next(e.roll for e in m.rules.events if e.id == m.observation(0).event)
    scene = GameScene(app, m)
    scene.take_screen(m.decision.seat, True)
    app.push(scene)
    app.dirty = True
    app.step()
    assert m.rules.look.icons[f"die_{roll}"] in drawn, drawn


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["family", "expert"])
def test_every_legal_action_is_reachable_by_mouse(app, mode):
    opts = {"mode": mode}
    bases = list(positions("castrum", players=(2, 4), seeds=range(2), moves=(0, 7, 30), options=opts))
    special = one_of_each_kind("castrum", players=(2, 3, 4), seeds=range(10), per_kind=1, options=opts)
    assert {"turn", "defend", "attack_site", "attack_card"} <= set(special)
    bases += [m for kind, ms in special.items() if kind != "turn" for m in ms]
    checked, kinds, on_table = check_every_action(app, bases)
    assert checked > 60
    assert set(special) <= kinds
    assert {"hand", "site"} <= on_table


def _defence_between_people(mode: str):
    """A hotseat match of two people stopped where one attacks and the other must answer."""
    for seed in range(40):
        m = new_game("castrum", ["Ann", "Bob"], seed, {"mode": mode})
        rng = Rng(seed)
        while m.decision is not None:
            if m.decision.kind == "defend":
                return m
            m.apply(random_bot.choose(None, m.decision, rng))
    raise AssertionError("no attack met")


@pytest.mark.parametrize("mode", ["family", "expert"])
def test_a_defence_during_another_turn_passes_the_screen_between_the_two_people(app, mode):
    m = _defence_between_people(mode)
    victim = m.decision.seat
    attacker = m.state.board.active
    assert attacker != victim
    scene = GameScene(app, m)
    scene.viewer = attacker  # the attacker is at the screen, in the middle of the turn
    scene.bot_delay = 0
    app.push(scene)
    app.dirty = True
    app.step()
    assert isinstance(app.top, HandoffScene) and app.top.seat == victim
    click(app, (400, 400))
    assert app.top is scene and scene.viewer == victim and scene.my_turn()
    app.dirty = True
    app.step()
    allow = next(a for a in m.legal_actions() if a.kind == "allow")
    click_button(app, app.top.label(allow))
    assert m.state.history[-1][1] == allow.key
    # the attack's own follow-ups, if any, are the victim's; then the attacker's turn goes on: a decision
    # that needs no hand ("end the turn") takes the screen without a handoff, the attacker's hand hidden
    while m.decision is not None and m.decision.seat == victim:
        m.apply(m.legal_actions()[0])
    assert m.decision is not None and m.decision.seat == attacker
    app.dirty = True
    app.step()
    public = any(not (a.target or "").startswith("hand:") for a in m.legal_actions())
    if public:
        assert app.top is scene and scene.viewer == attacker and scene.veiled()
        assert not any(t.startswith("hand:") for t in scene.view.targets), "the attacker's hand is not drawn"
    else:
        assert isinstance(app.top, HandoffScene) and app.top.seat == attacker
        click(app, (400, 400))
    assert scene.viewer == attacker and scene.my_turn()


def _stuck_card_position():
    """A 2-player match at a turn where the player's hand holds a card they cannot play, and that card."""
    for seed in range(30):
        m = new_game("castrum", 2, seed)
        rng = Rng(seed)
        found = None
        while m.decision is not None and found is None:
            d = m.decision
            if d.kind == "turn":
                hand = m.observation(d.seat).seats[d.seat].hand
                playable = {a.args[0] for a in d.options if a.kind == "play"}
                stuck = [c for c in hand if c not in playable]
                if stuck:
                    found = stuck[0]
                    break
            m.apply(random_bot.choose(None, d, rng))
        if found:
            return m, found
    raise AssertionError("no seed gave a card that cannot be played")


def test_cards_that_cannot_be_played_are_dimmed_with_the_reason(app):
    m, found = _stuck_card_position()
    scene = GameScene(app, m)
    scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
    app.push(scene)
    app.dirty = True
    app.step()
    move(app, scene.view.targets[f"hand:{found}"][0].center)
    title, body = app.top.tooltip()
    card = m.state.defs.card(found)
    assert card.name.en in title and card.text.en in body
    assert body.strip() != card.text.en.strip(), "the reason it cannot be played follows the card's text"


@pytest.mark.slow
@pytest.mark.parametrize("players,mode", [(2, "expert"), (4, "family")])
def test_random_events_on_the_table_raise_nothing(app, players, mode):
    seats = ["Ann", "Bob"] + [{"name": f"Bot{i}", "bot": "random"} for i in range(players - 2)]
    m = new_game("castrum", seats, 5, {"mode": mode})
    scene = GameScene(app, m)
    scene.bot_delay = 0
    app.push(scene)
    random_events(app, scene, 1000, seed=players)


def test_the_seat_line_and_the_blocked_badge_take_their_names_from_the_rules_file(app, monkeypatch):
    # the Mage renamed (id and name) and the wall renamed: the table and the log say what the file says
    text = re.sub(r"\bmage\b", "sorcerer", (rules_dir() / "castrum.yaml").read_text(encoding="utf-8"))
    text = edit(text, ("name: {en: Wall, fr: Muraille}", "name: {en: Rampart, fr: Rempart}"),
                ("name: {en: Mage, fr: Mage}", "name: {en: Sorcerer, fr: Sorcier}"))
    use_rules(monkeypatch, "castrum", text, "castrum.yaml")
    renderer = GameScene(app, new_game("castrum", ["Ann", "Bob"], seed=1)).renderer
    for seed in range(40):
        m = new_game("castrum", ["Ann", "Bob", "Cid"], seed=seed)
        rng = Rng(seed)
        while m.decision is not None and not m.observation(0).mages:
            m.apply(random_bot.choose(None, m.decision, rng))
        if m.decision is not None:
            break
    else:
        pytest.fail("no seeded game saw a sorcerer block a site")
    obs = m.observation(0)
    assert obs.mages[0].card == "sorcerer"
    assert "Rampart: 0" in renderer.seat_summary(m, obs.seats[0], Speech("en"))
    scene = GameScene(app, m)
    app.push(scene)
    settle(app, scene)
    assert app.errors == []
    titles = [content()[0] for _, content in scene.view.tips]
    assert "Sorcerer" in titles  # the blocked badge: the card the board holds
    while not any(line.endswith("Sorcerer leaves " + name + "'s site") for line in m.log for name in ("Ann", "Bob", "Cid")):
        m.apply(random_bot.choose(None, m.decision, rng))  # until its owner's next turn, when it leaves


@pytest.mark.parametrize("lang,wall,stones", [
    ("en", "Wall: {} of 4 built", "Stones: {} of 2 needed"),
    ("fr", "Muraille : {} sur 4 en place", "Lapides (Pierres) : {}, il en faut 2"),
])
def test_a_site_draws_its_castle_not_counts_and_its_tooltip_says_them_in_words(app, lang, wall, stones):
    from caylus_desktop.ui.textrecord import recording

    m = new_game("castrum", ["Ann", "Bob"], seed=2)
    rng = Rng(2)
    while m.decision is not None and not any(s.resources["stone"] for s in m.observation(0).seats):
        m.apply(random_bot.choose(None, m.decision, rng))
    assert m.decision is not None, "no stone reached a site"
    seat = next(i for i, s in enumerate(m.observation(0).seats) if s.resources["stone"])
    have = m.observation(0).seats[seat].resources["stone"]
    built = m.observation(0).seats[seat].built["wall"]
    app.settings.lang = lang
    scene = GameScene(app, m)
    app.push(scene)
    settle(app, scene)
    with recording() as rec:
        app.draw()
    sites = [scene.view.targets[f"site:{s}"][0] for s in range(2)]
    on_sites = [d.text for d in rec.texts if any(site.colliderect(d.ink) for site in sites)]
    assert on_sites, "the sites were drawn and recorded"
    assert not [w for w in on_sites if re.search(r"\d+\s*/\s*\d+", w)], on_sites  # no "0/5" code on a site
    move(app, scene.view.targets[f"castle:{seat}:wall"][0].center)
    title, body = app.top.tooltip()
    assert title == wall.format(built)
    assert stones.format(min(have, 2)) in body.splitlines()
