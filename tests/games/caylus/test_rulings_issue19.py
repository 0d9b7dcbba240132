"""Issue 19, Caylus: corrections from a second reading of the French rulebook (each quotes it)."""
from tests.games.caylus.table import (BLUE, GREEN, act, build_houses, build_on, castle, cubes, give, position, start,
                                      table, targets, use, vp)


def _teach(m, group: str, key: str, lang: str) -> str:
    teach = m.state.defs.teach
    return (teach.phases if group == "phase" else teach.decisions)[key].get(lang)


# --- the Alchemist takes any cubes --------------------------------------------------------------

def test_alchemist_takes_any_cubes_gold_included():
    """« Le joueur peut soit payer 2 cubes quelconques et recevoir 1 cube d'or, soit payer 4 cubes
    quelconques et recevoir 2 cubes d'or. »"""
    m = table(4)
    give(m, BLUE, gold=2)                     # nothing but gold: still a legal (if pointless) trade
    use(m, "alchemist", BLUE)
    assert ("trade", (0,)) in {a.key for a in m.legal_actions()}
    act(m, "trade", 0)
    assert m.decision is None and cubes(m, BLUE) == {"gold": 1}
    m = table(4)
    give(m, BLUE, food=1, gold=1)
    use(m, "alchemist", BLUE)
    act(m, "trade", 0)
    assert m.decision.kind == "pay_cube" and "cube:gold" in targets(m)
    act(m, "cube", "gold")                    # then food is the only cube left to pay
    assert m.decision is None and cubes(m, BLUE) == {"gold": 1}
    text = m.state.defs.building("alchemist").text
    assert "not gold" not in text.en and "pas d'or" not in text.fr


# --- teaching texts -------------------------------------------------------------------------

def test_the_teaching_text_says_only_the_stables_change_the_turn_order():
    """« e) écuries — L'ordre du tour change : si un joueur a placé un ouvrier sur la place 1, il devient
    premier joueur. » and « f) auberge — Le joueur occupant l'emplacement de droite de l'auberge paye
    uniquement 1 denier pour placer ses ouvriers »: the Inn changes what placing costs, not the order."""
    m = table(4)
    en, fr = _teach(m, "phase", "specials", "en"), _teach(m, "phase", "specials", "fr")
    assert "the Stables change the turn order" in en and "Stables and the Inn" not in en
    assert "les Écuries changent l'ordre du tour" in fr and "Écuries et l'Auberge" not in fr
    assert "only 1 denier" in en and "qu'1 denier" in fr


def test_the_lawyer_text_names_neutral_and_own_wood_or_stone_buildings_as_the_engine_offers():
    """« Le notaire permet au joueur de transformer un bâtiment neutre (fond rose) ou un bâtiment
    artisanal lui appartenant en bâtiment résidentiel (fond vert). »"""
    m = table(4)
    build_on(m, 9, "lawyer", GREEN)
    build_on(m, 10, "w_sawmill", BLUE)
    build_on(m, 11, "park", BLUE)
    build_on(m, 12, "w_quarry", GREEN)
    give(m, BLUE, cloth=1)
    use(m, "lawyer", BLUE)
    offered = {a.target for a in m.legal_actions() if a.kind == "convert"}
    assert {"road:1", "road:10", "road:11"} <= offered and "road:12" not in offered and "road:9" not in offered
    en, fr = _teach(m, "decision", "convert", "en"), _teach(m, "decision", "convert", "fr")
    assert "a neutral building or one of your own wood or stone buildings" in en
    assert "un bâtiment neutre ou l'un de vos bâtiments en bois ou en pierre" in fr


# --- the castle penalties show the points actually lost ------------------------------------

def test_the_no_batch_penalty_log_shows_the_points_actually_lost():
    """« il perd 2 points de prestige (il n'est pas possible d'avoir moins de 0 point). »"""
    for points, line in ((5, "Blue offers no batch in the castle (-2 VP)"),
                         (1, "Blue offers no batch in the castle (-1 VP)"),
                         (0, "Blue offers no batch in the castle (no points to lose)")):
        m = table(4)
        give(m, BLUE, vp=points)
        castle(m, [BLUE])                    # no cubes: no batch
        assert line in m.log
        assert not any("-0 VP" in entry for entry in m.log)


def _towers_scored(blue_vp: int):
    """Blue, with no house anywhere, at the Towers scoring (the last one), holding ``blue_vp`` points."""
    m = table(2, order=[BLUE, GREEN], options={"light_favour": True}, money=0)
    give(m, BLUE, vp=blue_vp)
    build_houses(m, 2, [GREEN])
    position(m, scored=[True, True, False], section=2, bailiff=24, provost=24)
    start(m, "end")
    return m


def test_a_section_scoring_penalty_shows_the_points_actually_lost():
    """« il n'est pas possible d'avoir moins de 0 point » — the Towers cost 4 points to a player with
    no house there, but one who holds 1 point loses 1, and one with none loses nothing."""
    m = _towers_scored(1)
    assert "Blue: 0 houses in the Towers: -1 VP" in m.log
    assert vp(m, BLUE) == 0
    assert not any("-4 VP" in line or "-0 VP" in line for line in m.log)
    m = _towers_scored(0)
    assert "Blue: 0 houses in the Towers: no points to lose" in m.log
    assert not any("-4 VP" in line or "-0 VP" in line for line in m.log)
    m = _towers_scored(9)
    assert "Blue: 0 houses in the Towers: -4 VP" in m.log
