"""Results explain every tie for first in words, per game and as its rules say (rules/*.md):
Castrum breaks it by more pieces built (the book's « le plus grand nombre d'éléments »), then more
materials on the site, then shares it; Caylus and
Magna Carta share it; Caleira shares it, or with its house option breaks it by more face-up pieces.
Each test builds a tie (a seeded game that ends tied, or points set on the board) and reads the
line in English and French."""
from __future__ import annotations

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.voice import Voice


def finished(game: str, names: list[str], seed: int, options: dict | None = None):
    m, rng = new_game(game, names, seed, options or {}), Rng(seed)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def said(m) -> tuple[str, str]:
    how = m.result()["decided"]
    return m.say(how, Voice("en")), m.say(how, Voice("fr"))


# --- Castrum: more pieces built, then more materials on the site, then shared -------------------
def castrum_board(built: dict[int, tuple[int, int]]):
    """A 3-player timed Castrum with (walls, towers) built per seat."""
    m = new_game("castrum", ["Anne", "Bruno", "Chloé"], 1, {"rounds": 10})
    b = m.state.board
    wall, tower = (next(i for i, p in enumerate(b.t.pieces) if p.id == k) for k in ("wall", "tower"))
    for seat, (walls, towers) in built.items():
        b.built[seat][wall], b.built[seat][tower] = walls, towers
    return m


def test_castrum_a_tie_on_points_goes_to_more_pieces_built():
    m = castrum_board({0: (0, 1), 1: (4, 0), 2: (1, 0)})  # 4 points each: Anne's one Tower, Bruno's four Walls
    res = m.result()
    assert res["scores"][:2] == [4, 4] and res["winners"] == [1]
    assert said(m) == ("Tie on 4 points between Anne and Bruno, broken by more pieces built: Bruno wins",
                       "Égalité à 4 points entre Anne et Bruno, départagée par plus de pièces construites : Bruno gagne")


def test_castrum_then_to_more_materials_on_the_site():
    m = castrum_board({0: (0, 1), 1: (0, 1)})
    b = m.state.board
    mason = next(u for u in b.pile if b.t.material[b.kinds[u]])  # any material card, onto Anne's site
    b.sites[0].append(mason)
    assert m.result()["winners"] == [0]
    assert said(m) == (
        "Tie on 4 points between Anne and Bruno, broken by more pieces built, then more materials on the site: Anne wins",
        "Égalité à 4 points entre Anne et Bruno, départagée par plus de pièces construites, puis plus de matériaux sur "
        "le chantier : "
        "Anne gagne")


def test_castrum_still_level_after_the_tie_break_is_a_shared_win():
    m = castrum_board({0: (1, 0), 1: (1, 0)})
    assert m.result()["winners"] == [0, 1]
    assert said(m) == (
        "Tie on 1 point between Anne and Bruno; the tie-break (more pieces built, then more materials on the site) "
        "leaves Anne and Bruno level: they share the win",
        "Égalité à 1 point entre Anne et Bruno ; le départage (plus de pièces construites, puis plus de matériaux sur le "
        "chantier) "
        "laisse Anne et Bruno à égalité : victoire partagée")


def test_three_tied_are_named_as_a_sentence_lists_them():
    m = castrum_board({0: (1, 0), 1: (1, 0), 2: (1, 0)})
    assert said(m)[0].startswith("Tie on 1 point between Anne, Bruno and Chloé; ")
    assert said(m)[1].startswith("Égalité à 1 point entre Anne, Bruno et Chloé ; ")


def test_castrum_a_complete_castle_wins_at_once_and_says_so():
    m = castrum_board({0: (4, 0), 1: (4, 1)})
    m.state.board.winner = 1
    assert m.result()["winners"] == [1]
    assert said(m) == ("Bruno completed a castle and wins at once", "Bruno a achevé un château et gagne aussitôt")


def test_castrum_a_single_best_score_needs_no_line():
    assert castrum_board({0: (2, 0), 1: (1, 0)}).result()["decided"] is None


# --- Caylus and Magna Carta: no tie-break, the tied players share the win -----------------------
def test_caylus_a_tie_is_a_shared_win():
    m = new_game("caylus", ["Anne", "Bruno", "Chloé"], 1)
    m.state.board.vp[:] = [31, 31, 24]
    res = m.result()
    assert res["winners"] == [0, 1]
    assert said(m) == ("Tie on 31 points between Anne and Bruno: they share the win (the rules break no tie)",
                       "Égalité à 31 points entre Anne et Bruno : victoire partagée (la règle ne départage pas)")


def test_magna_carta_a_seeded_game_ending_tied_is_a_shared_win():
    m = finished("magna-carta", ["Anne", "Bruno"], 4)
    res = m.result()
    assert res["final"] and res["scores"] == [3, 3] and res["winners"] == [0, 1]
    assert said(m) == ("Tie on 3 points between Anne and Bruno: they share the win (the rules break no tie)",
                       "Égalité à 3 points entre Anne et Bruno : victoire partagée (la règle ne départage pas)")


# --- Caleira: shared, or more face-up pieces with the house option --------------------------------
def test_caleira_a_tie_is_shared_by_default():
    m = finished("caleira", ["Anne", "Bruno"], 56)
    res = m.result()
    assert res["final"] and res["scores"] == [11, 11] and res["winners"] == [0, 1]
    assert said(m) == ("Tie on 11 points between Anne and Bruno: they share the win (the rules break no tie)",
                       "Égalité à 11 points entre Anne et Bruno : victoire partagée (la règle ne départage pas)")


def test_caleira_house_rule_breaks_a_tie_by_more_face_up_pieces():
    for seed in range(1, 200):  # the first seeded game that ends tied with different counts of face-up pieces
        m = finished("caleira", ["Anne", "Bruno"], seed, {"tie_rule": "face_up_count_then_shared"})
        res = m.result()
        if res["scores"][0] == res["scores"][1] and len(res["winners"]) == 1 and not res["knocked_out"]:
            break
    else:
        raise AssertionError("no seeded Caleira game ends in a tie that face-up pieces break")
    b = m.state.board
    ups = [sum(1 for u in b.galleries[s] if b.face_up[u]) for s in (0, 1)]
    [w] = res["winners"]
    assert ups[w] > ups[1 - w]
    name = ["Anne", "Bruno"][w]
    points = res["scores"][0]
    assert said(m) == (f"Tie on {points} points between Anne and Bruno, broken by more face-up pieces: {name} wins",
                       f"Égalité à {points} points entre Anne et Bruno, départagée par plus de pièces face visible : "
                       f"{name} gagne")


def test_the_command_line_result_says_how_the_tie_was_settled(tmp_path, capsys):
    from caylus_desktop.cli import main
    from caylus_desktop.engine import save_match

    path = tmp_path / "tied.json"
    save_match(finished("magna-carta", ["Anne", "Bruno"], 4), path)
    assert main(["replay", str(path), "--lang", "fr"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-2:] == ["winners: Anne, Bruno",
                          "Égalité à 3 points entre Anne et Bruno : victoire partagée (la règle ne départage pas)"]
