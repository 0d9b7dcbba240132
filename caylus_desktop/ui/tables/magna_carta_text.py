"""Magna Carta's card texts, written from the rules file's operation lists in the window's
language (the words are window words ``mc_*``, in the game's catalogue ``magna_carta.po``, plural
forms from the catalogue).

The YAML holds each card's effects as data (``take: {food: 1}``); these functions say
them in words for tooltips, and in a few words per effect on the card faces. Nothing here decides a rule: it only reads what the data says.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.engine.ops import op_of
from caylus_desktop.ui.i18n import Speech


# key here -> the window's word (English and French in magna_carta.po, under ui:<word>)
WORDS: dict[str, str] = {
    "points": "mc_points", "gold_joker": "mc_gold_joker", "neutral": "mc_neutral",
    "residence_text": "mc_residence_text", "prestige_text": "mc_prestige_text",
    "cubes_on": "mc_cubes_on", "beyond": "mc_beyond", "provost_here": "mc_provost_here", "road_pos": "mc_road_pos",
    "will_flip": "mc_will_flip", "on_residence": "mc_on_residence", "owner": "mc_owner", "worker": "mc_worker",
}
# a card's parts as the lines of its text say them ("Worker here: …")
_PARTS = {"on_build": "mc_on_build", "main": "mc_main", "secondary": "mc_secondary"}
# "2 food", "1 stone", "1 any cube": a count of one kind (plural forms from the catalogue)
_COUNTS = {"food": "mc_n_food", "wood": "mc_n_wood", "stone": "mc_n_stone", "gold": "mc_n_gold", "any": "mc_n_any"}
# a cube's name alone ("not gold")
_NAMES = {"food": "mc_cube_food", "wood": "mc_cube_wood", "stone": "mc_cube_stone", "gold": "mc_cube_gold"}
# one letter per cube, so colour is never the only cue: the initial of its name in the language ("F", "N")
_LETTERS = {"food": "mc_letter_food", "wood": "mc_letter_wood", "stone": "mc_letter_stone", "gold": "mc_letter_gold"}


def word(key: str, voice: Speech, *args: Any) -> str:
    return voice.tr(WORDS[key], *args)


def cube_count(cube: str, n: int, voice: Speech) -> str:
    """"2 food", "3 pierres": ``n`` cubes of one kind ("any": cubes of the player's choice); a
    cube the catalogue has no word for is said by its id in the rules file ("2 cloth")."""
    key = _COUNTS.get(cube)
    return voice.tr(key, n) if key is not None else voice.tr("mc_n_cube", n, cube)


def cube_name(cube: str, voice: Speech) -> str:
    """A cube's name alone ("gold", "or"); one the catalogue has no word for, by its id in the rules file."""
    key = _NAMES.get(cube)
    return voice.tr(key) if key is not None else cube


def cube_letter(cube: str, voice: Speech) -> str:
    """The letter a cube carries: its own, else the first of its id in the rules file."""
    key = _LETTERS.get(cube)
    return voice.tr(key) if key is not None else cube[:1].upper()


def listed(parts: list[str], voice: Speech) -> str:
    """"A, B and C" in ``voice``'s language."""
    if len(parts) <= 1:
        return "".join(parts)
    text = voice.tr("mc_and", parts[-2], parts[-1])
    for p in reversed(parts[:-2]):
        text = voice.tr("mc_comma", p, text)
    return text


def cubes_text(amounts: dict[str, int], voice: Speech, any_n: int = 0) -> str:
    parts = [cube_count(c, n, voice) for c, n in amounts.items() if n]
    if any_n:
        parts.append(cube_count("any", any_n, voice))
    return listed(parts, voice)


def _deniers(n: int, voice: Speech) -> str:
    return voice.tr("mc_denier_count", n)


def cost_of(card: Any) -> dict[str, int]:
    c = getattr(card, "cost", None)
    if c is None:
        return {}
    return {**dict(c.resources()), "any": c.any}  # the cubes in the rules file's order, then the wildcard


def effect_text(effect: Any, voice: Speech, players: int, stock: dict[int, int], joker: str) -> str:
    """One YAML effect in words (``joker``: the cube that stands for any other, which ``buy_cubes``
    and ``swap_for_joker`` never give and a ``sell_cube`` may refuse)."""
    name, a = op_of(effect)
    if name == "take":
        parts = [cube_count(c, n, voice) for c, n in a.resources() if n]
        if a.deniers:
            parts.append(_deniers(a.deniers, voice))
        return voice.tr("mc_take", listed(parts, voice))
    if name == "take_from_card":
        return voice.tr("mc_take_from_card")
    if name == "stock_card":
        return voice.tr("mc_stock_card", cube_count(a.cube, stock.get(players, 0), voice))
    if name == "buy_cubes":
        return voice.tr("mc_buy_cubes", a.most, cube_name(joker, voice), _deniers(a.price, voice))
    if name == "sell_cube":
        if a.gold_allowed:
            return voice.tr("mc_sell_cube", _deniers(a.price, voice))
        return voice.tr("mc_sell_cube_no_gold", cube_name(joker, voice), _deniers(a.price, voice))
    if name == "swap_for_joker":
        return voice.tr("mc_swap_for_gold", cube_name(joker, voice), cube_count(joker, 1, voice))
    if name == "offer":
        parts = []
        for o in a.offers:
            what = []
            if o.joker:
                what.append(cube_count(joker, o.joker, voice))
            if o.tokens:
                what.append(voice.tr("mc_n_tokens", o.tokens))
            parts.append(voice.tr("mc_for", " + ".join(what), _deniers(o.deniers, voice)))
        text = parts[-1]
        for p in reversed(parts[:-1]):
            text = voice.tr("mc_or", p, text)
        return voice.tr("mc_offer", text)
    if name == "flip_to_residence":
        c = a.cost
        pay = cubes_text(dict(c.resources()), voice)
        return voice.tr("mc_flip", pay)
    return name.replace("_", " ")


def card_text(defs: Any, cid: str, voice: Speech, players: int) -> str:
    """Every line of a card's rules, as the tooltip and the large hand card show it."""
    card = defs.card(cid)
    stock = defs.setup.small_production_stock
    lines = []
    cost = cost_of(card)
    if cost:
        any_n = cost.pop("any", 0)
        lines.append(voice.tr("mc_cost", cubes_text(cost, voice, any_n), word("gold_joker", voice)))
    for part in ("on_build", "main", "secondary"):
        effects = getattr(card, part, ()) or ()
        if effects:
            lines.append(voice.tr(_PARTS[part], " ".join(effect_text(e, voice, players, stock, defs.joker) for e in effects)))
    income = getattr(card, "income", 0)
    if cid == defs.residence.id:
        lines.append(word("residence_text", voice))
    if income:
        lines.append(voice.tr("mc_income_line", income))
    if cid in {p.id for p in defs.prestige}:
        lines.append(word("prestige_text", voice))
    if cid in {n.id for n in defs.neutral}:
        lines.append(word("neutral", voice))
    return "\n".join(lines)


# --- the card faces: a few words per effect (window words mc_face_*) ----------------------
COIN_MARK = "¤"  # where a card-face phrase has a denier: the card draws the coin there
# key here -> the window's word (English and French in magna_carta.po, under ui:<word>)
_FACE = {
    "food": "mc_face_food", "wood": "mc_face_wood", "stone": "mc_face_stone", "gold": "mc_face_gold",
    "deniers": "mc_face_deniers", "from_card": "mc_face_from_card", "buy": "mc_face_buy", "sell": "mc_face_sell",
    "sell_no_gold": "mc_face_sell_no_gold", "swap_gold": "mc_face_swap_gold", "offer_gold": "mc_face_offer_gold",
    "offer_token": "mc_face_offer_token", "residence": "mc_face_residence", "stock": "mc_face_stock",
    "income": "mc_face_income",
}


def face(key: str, voice: Speech, *args: Any) -> str:
    """A card-face phrase in ``voice``'s language (plural forms by the first number); a cube with no phrase
    of its own is said by its id in the rules file ("+2 cloth")."""
    phrase = _FACE.get(key)
    return voice.tr(phrase, *args) if phrase is not None else voice.tr("mc_face_cube", *args, key)


def face_text(effect: Any, voice: Speech, product: str, stock: int = 0) -> list[str]:
    """One YAML effect as the card's face says it: one phrase per line (the card wraps them).

    ``product`` is the cube a small production card holds; ``stock`` how many it gets when built."""
    name, a = op_of(effect)
    if name == "take":
        parts = [face(c, voice, n) for c, n in a.resources() if n]
        if a.deniers:
            parts.append(face("deniers", voice, a.deniers))
        return parts
    if name == "take_from_card":
        # "any": not a small production card
        return [face("from_card", voice, face(product, voice, 1))] if product != "any" else [name.replace("_", " ")]
    if name == "stock_card":
        return [face("stock", voice, face(product, voice, stock).lstrip("+"))] if product != "any" else []
    if name == "buy_cubes":
        return [face("buy", voice, a.most, a.price)]
    if name == "sell_cube":
        return [face("sell" if a.gold_allowed else "sell_no_gold", voice, a.price)]
    if name == "swap_for_joker":
        return [face("swap_gold", voice)]
    if name == "offer":
        lines = []
        for o in a.offers:
            if o.joker:
                lines.append(face("offer_gold", voice, o.joker, o.deniers))
            if o.tokens:
                lines.append(face("offer_token", voice, o.tokens, o.deniers))
        return lines
    if name == "flip_to_residence":
        c = a.cost
        pay = ", ".join(face(cube, voice, n).lstrip("+") for cube, n in c.resources() if n)
        return [face("residence", voice, pay)]
    return [name.replace("_", " ")]
