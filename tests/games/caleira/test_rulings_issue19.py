"""Issue 19, Caleira: corrections from a second reading of the French rulebook."""
from caylus_desktop.engine import new_game
from caylus_desktop.ui.i18n import Speech
from tests.games.caleira.table import choose, gallery, play, situation


def test_watchtower_owner_may_reveal_no_piece_at_all():
    """« Tour de guet (Watchtower) - Une fois jouée, la Tour de guet peut retourner face visible
    jusqu'à deux cartes face cachée. » — "up to two": zero is allowed, so the owner is never forced
    to turn up an opponent's Trebuchet or their own Spire."""
    m = situation([["watchtower", "barracks"], ["moat"]],
                  [["princess_spire"], ["trebuchet"]], deck=["battlements", "moat"])
    play(m, "watchtower")
    assert m.decision.seat == 0 and m.decision.kind == "flip_up"
    labels = [m.label(a) for a in m.legal_actions()]
    assert "Reveal none" in labels
    assert {a.target for a in m.legal_actions() if a.kind == "flip"} == {"gallery:0:0", "gallery:1:0"}
    choose(m, "Reveal none")
    # nothing was turned up, no Trebuchet fired, and play passed to the next seat
    assert gallery(m, 0) == ["princess_spire", "WATCHTOWER"]
    assert gallery(m, 1) == ["trebuchet"]
    assert m.decision.seat == 1 and m.decision.kind == "play_card"
    assert not any("turned face up" in line for line in m.log)


def test_after_one_reveal_the_choice_to_stop_is_still_offered():
    """« jusqu'à deux cartes » — after the first piece the owner may stop (one is allowed too)."""
    m = situation([["watchtower"], ["moat"]], [["wizard_tower"], ["battlements", "throne_room"]], deck=["moat"])
    play(m, "watchtower")
    choose(m, "Player 2's face-down piece, position 1")
    assert "Reveal none" not in [m.label(a) for a in m.legal_actions()]
    choose(m, "Stop here")
    assert gallery(m, 1) == ["BATTLEMENTS", "throne_room"]


def test_the_rules_browser_states_the_moats_ruling_in_one_line_in_english_and_french():
    """« Pour un jeu à deux ou trois joueurs, mélangez les dix-huit cartes du paquet. Si vous jouez à
    quatre joueurs, utilisez seize ou vingt cartes. » — the book brings the Moats only for 20 cards
    at 4 players; we allow them at any player count, and the in-app rules say so."""
    from caylus_desktop.ui.rulebook import rulebook

    for lang, title, topic, words in (("en", "Our rulings", "Moats at any player count", "any player count"),
                                      ("fr", "Nos arbitrages", "Douves à tout nombre de joueurs", "tout nombre")):
        section = next(s for s in rulebook("caleira", Speech(lang)) if s.title == title)
        entry = next(e for e in section.entries if e.title == topic)
        assert len(entry.lines) == 1 and words in entry.lines[0]
    # and the option really plays at 2 players: the two Moats are in the 20-card deck
    for moat, cards in ((False, 18), (True, 20)):
        obs = new_game("caleira", 2, seed=4, options={"moat": moat}).observation(0)
        assert obs.deck_count + sum(s.hand_count for s in obs.seats) + obs.removed_count == cards
