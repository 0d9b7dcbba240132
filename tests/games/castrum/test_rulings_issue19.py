"""Issue 19, Castrum: the hand is back at 5 after every turn (x2 change rule), and our rulings in the in-app rules."""
from caylus_desktop.engine import match as match_module
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rules import load_rules_text, rules_dir
from caylus_desktop.ui.i18n import Speech
from tests.games.castrum.table import choose, has, situation

FIVE = ["stone", "peasant", "mason", "peasant", "stone"]


def _hand_count(m, seat):
    return m.observation(seat).seats[seat].hand_count


def test_a_change_in_hand_never_leaves_six_cards_at_the_end_of_the_turn():
    """« ATTENTION: Veillez à bien avoir toujours 5 cartes dans votre jeu ! » together with « On peut
    toujours remplacer une carte de ce type par deux cartes simples qui peuvent être prises dans la
    pioche. » Our ruling (rules_data/castrum.yaml, change_in_hand): a card in hand is changed only
    while the hand holds fewer than 5 cards, so the change never pushes it above 5."""
    m = situation([["peasant_x2", "stone_x2", "stone", "mason", "peasant"], FIVE])
    # a full hand: no change in hand (the old way to end the turn holding 6)
    assert not has(m, "in your hand")
    m.apply(("play", ("stone",)))
    assert _hand_count(m, 0) == 4
    choose(m, "Change the Peasant x2 in your hand")
    assert _hand_count(m, 0) == 5
    # the hand is full again: the second x2 card cannot be changed in hand now
    assert not has(m, "Change the Stone x2 in your hand")
    choose(m, "End your turn")
    assert m.decision.seat == 1 and _hand_count(m, 0) == 5


def test_a_mage_blocked_player_cannot_grow_the_hand_to_six_either():
    """« Veillez à bien avoir toujours 5 cartes dans votre jeu ! » — a Mage-blocked player may end
    the turn without playing, so a change with a full hand would have left 6."""
    m = situation([["peasant_x2", "stone", "stone", "mason", "peasant"], FIVE], mages=[(1, 0)])
    assert not has(m, "Change")
    choose(m, "Discard Stone")
    choose(m, "Change the Peasant x2 in your hand")
    choose(m, "End your turn")
    assert _hand_count(m, 0) == 5


def test_the_ruling_is_data_and_never_allows_the_change_on_the_site_only(monkeypatch):
    """The reading is our ruling [P], so it lives in the rules file; `never` is the other reading of
    « On peut toujours remplacer une carte de ce type par deux cartes simples »: on the site only."""
    text = (rules_dir() / "castrum.yaml").read_text(encoding="utf-8")
    assert "change_in_hand: while_hand_has_room" in text
    strict = load_rules_text(text.replace("change_in_hand: while_hand_has_room", "change_in_hand: never"),
                             "castrum.yaml")
    monkeypatch.setattr(match_module, "rules_for", lambda game: strict)
    m = situation([["peasant_x2", "stone", "stone", "mason", "peasant"], FIVE], sites=[["stone_x2"], []])
    choose(m, "Play Stone")
    assert has(m, "Change the Stone x2 on your site")
    assert not has(m, "in your hand")


# --- the in-app rules state each of our rulings in one line ----------------------------------

def _rulings(lang):
    from caylus_desktop.ui.rulebook import rulebook

    title = {"en": "Our rulings", "fr": "Nos arbitrages"}[lang]
    section = next(s for s in rulebook("castrum", Speech(lang)) if s.title == title)
    return {e.title: e.lines for e in section.entries}


def test_the_rules_browser_states_each_castrum_ruling_in_one_line_in_english_and_french():
    """Where the book is silent we ruled. The closest sentences: « Dans une partie programmée, le jeu
    se termine à l'issue du temps décidé en début de partie » (no tie-break, no length given);
    « Jouer cette carte au début de son tour permet de poser 4 cartes sur son chantier » (the Wheel's
    fate untold); « Le joueur victime ne peut donc pas jouer. » (the Mage: may he discard?)."""
    en, fr = _rulings("en"), _rulings("fr")
    wanted = {"Timed-game tie": "more pieces built", "Quarry Wheel": "end of the turn", "Blocked by a Mage": "discard",
              "Timed-game length": "number of rounds", "Changing an x2 card in hand": "fewer than 5",
              "Changing an x2 card: the pile": "searched in the open"}
    for topic, words in wanted.items():
        assert len(en[topic]) == 1 and words in en[topic][0], topic
    assert set(fr) == {"Égalité en partie programmée", "Roue de carrier", "Bloqué par un Mage",
                       "Durée de la partie programmée", "Échanger une carte X2 en main",
                       "Échanger une carte X2 : la pioche", "Une partie classique sans fin"}
    assert all(len(lines) == 1 and lines[0] for lines in fr.values())
    assert "défausser" in fr["Bloqué par un Mage"][0] and "nombre de manches" in fr["Durée de la partie programmée"][0]


def test_the_written_rulings_match_the_rules_data():
    """The one-line rulings describe what the engine plays: the tie-break order, the Wheel leaving,
    the round-count option (« temps de jeu fixé au départ par les joueurs »)."""
    defs = new_game("castrum", 2, seed=1).state.defs
    assert list(defs.tie_breaks) == ["pieces", "site_units"]
    assert defs.card("quarry_wheel").wheel.leaves_site_at_end_of_turn
    assert any(o.id == "rounds" and o.default > 0 for o in defs.options)
