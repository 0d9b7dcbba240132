"""Magna Carta's card texts in English and French, written from the rules file's operation lists.

The YAML holds each card's effects as data (``take: {food: 1}``); these functions say
them in full for tooltips, and in a few words for the card faces (``face_text``, phrases from
the catalogue). Nothing here decides a rule: it only reads what the data says.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.engine.catalogues import translations
from caylus_desktop.engine.ops import op_of

CUBES = ("food", "wood", "stone", "gold")

# one letter per cube, so colour is never the only cue
CUBE_LETTER = {"en": {"food": "F", "wood": "W", "stone": "S", "gold": "G"},
               "fr": {"food": "N", "wood": "B", "stone": "P", "gold": "O"}}

# Context of the tooltips' words in the catalogues (locale/<lang>/LC_MESSAGES/magna_carta_ui.po).
TEXT_CONTEXT = "magna-carta:text"
# key -> English msgid, or (singular, plural) msgids chosen by the first number
WORDS: dict[str, str | tuple[str, str]] = {
    "labelled": "{}: {}",
    "cost": "Cost",
    "points": "Points",
    "main": "Worker here",
    "secondary": "Owner, when another's worker is here",
    "on_build": "When built",
    "income": "Income",
    "income_text": "+{} denier each turn",
    "neutral": "Neutral card (no owner)",
    "residence_text": "A Notary turned this building over. Prestige buildings are built on residences.",
    "prestige_text": "Prestige building: built on one of your residences.",
    "gold_joker": "Gold may stand for any cube.",
    "owner": "Owner: {}",
    "worker": "Worker: {}",
    "cubes_on": "Cubes left on the card: {}",
    "beyond": "Beyond the provost: it does not work this turn.",
    "provost_here": "The provost stands here.",
    "road_pos": "Road card {}",
    "will_flip": "Becomes a residence at the end of the phase.",
    "on_residence": "on a residence of {}",
    # the names of the cubes, alone and counted
    "food": ("food", "food"), "wood": ("wood", "wood"), "stone": ("stone", "stone"), "gold": ("gold", "gold"),
    "n_food": ("{} food", "{} food"), "n_wood": ("{} wood", "{} wood"), "n_stone": ("{} stone", "{} stone"),
    "n_gold": ("{} gold", "{} gold"),
    "n_any": ("{} any cube", "{} any cubes"),
    "n_deniers": ("{} denier", "{} deniers"),
    "n_tokens": ("{} castle token", "{} castle tokens"),
    "and": "{} and {}",
    # the effects
    "take": "Take {}.",
    "take_from_card": "Take 1 of the cubes lying on this card.",
    "stock_card": "Put {} {} cubes on the card.",
    "buy_cubes": ("Buy up to {} food, wood or stone cube for {} each (no gold).",
                  "Buy up to {} food, wood or stone cubes for {} each (no gold)."),
    "sell_cube": "Sell 1 cube for {}.",
    "sell_cube_no_gold": "Sell 1 cube (not gold) for {}.",
    "swap_for_gold": "Swap 1 food, wood or stone for 1 gold.",
    "offer_one": "{} for {}",
    "offer_or": "{}; or {}",
    "offer": "Buy one offer: {}.",
    "flip_to_residence": "Pay {} to turn another of your buildings to its Residence side.",
}


def _say(context: str, table: dict, key: str, lang: str, args: tuple) -> str:
    t = translations(lang)
    msg = table[key]
    if isinstance(msg, tuple):
        text = t.npgettext(context, msg[0], msg[1], int(args[0]) if args else 1)
    else:
        text = t.pgettext(context, msg)
    return text.format(*args) if args else text


def word(key: str, lang: str, *args: Any) -> str:
    """A tooltip word or sentence in ``lang``, from the catalogue (plural forms by the first number)."""
    return _say(TEXT_CONTEXT, WORDS, key, lang, args)


def cube_word(cube: str, n: int, lang: str) -> str:
    """The name of a cube, as ``n`` of them are called ("pierre", "pierres")."""
    t = translations(lang)
    one, many = WORDS[cube]
    return t.npgettext(TEXT_CONTEXT, one, many, n)


def _and(parts: list[str], lang: str) -> str:
    """"a, b and c" in ``lang``."""
    if len(parts) <= 2:
        return word("and", lang, *parts) if len(parts) == 2 else "".join(parts)
    return word("and", lang, ", ".join(parts[:-1]), parts[-1])


def cubes_text(amounts: dict[str, int], lang: str, any_n: int = 0) -> str:
    parts = [word(f"n_{c}", lang, n) for c, n in amounts.items() if n]
    if any_n:
        parts.append(word("n_any", lang, any_n))
    return _and(parts, lang)


def _deniers(n: int, lang: str) -> str:
    return word("n_deniers", lang, n)


def cost_of(card: Any) -> dict[str, int]:
    c = getattr(card, "cost", None)
    if c is None:
        return {}
    return {"food": c.food, "wood": c.wood, "stone": c.stone, "gold": c.gold, "any": c.any}


def effect_text(effect: Any, lang: str, players: int, stock: dict[int, int]) -> str:
    """One YAML effect in words."""
    name, a = op_of(effect)
    if name == "take":
        cubes = {c: getattr(a, c) for c in CUBES}
        parts = []
        if any(cubes.values()):
            parts.append(cubes_text(cubes, lang))
        if a.deniers:
            parts.append(_deniers(a.deniers, lang))
        return word("take", lang, _and(parts, lang))
    if name == "take_from_card":
        return word("take_from_card", lang)
    if name == "stock_card":
        n = stock.get(players, 0)
        return word("stock_card", lang, n, cube_word(a.cube, n, lang))
    if name == "buy_cubes":
        return word("buy_cubes", lang, a.most, _deniers(a.price, lang))
    if name == "sell_cube":
        return word("sell_cube" if a.gold_allowed else "sell_cube_no_gold", lang, _deniers(a.price, lang))
    if name == "swap_for_gold":
        return word("swap_for_gold", lang)
    if name == "offer":
        parts = []
        for o in a.offers:
            what = ([word("n_gold", lang, o.gold)] if o.gold else []) + ([word("n_tokens", lang, o.tokens)] if o.tokens else [])
            parts.append(word("offer_one", lang, " + ".join(what), _deniers(o.deniers, lang)))
        text = parts[0]
        for more in parts[1:]:
            text = word("offer_or", lang, text, more)
        return word("offer", lang, text)
    if name == "flip_to_residence":
        c = a.cost
        return word("flip_to_residence", lang, cubes_text({"food": c.food, "wood": c.wood, "stone": c.stone, "gold": c.gold}, lang))
    return name.replace("_", " ")


def card_text(defs: Any, cid: str, lang: str, players: int) -> str:
    """Every line of a card's rules, as the tooltip and the large hand card show it."""
    card = defs.card(cid)
    stock = defs.setup.small_production_stock
    lines = []
    cost = cost_of(card)
    if cost:
        any_n = cost.pop("any", 0)
        lines.append(word("labelled", lang, word("cost", lang), f"{cubes_text(cost, lang, any_n)}. {word('gold_joker', lang)}"))
    for part in ("on_build", "main", "secondary"):
        effects = getattr(card, part, ()) or ()
        if effects:
            lines.append(word("labelled", lang, word(part, lang), " ".join(effect_text(e, lang, players, stock) for e in effects)))
    income = getattr(card, "income", 0)
    if cid == defs.residence.id:
        lines.append(word("residence_text", lang))
    if income:
        lines.append(word("labelled", lang, word("income", lang), word("income_text", lang, income)))
    if cid in {p.id for p in defs.prestige}:
        lines.append(word("prestige_text", lang))
    if cid in {n.id for n in defs.neutral}:
        lines.append(word("neutral", lang))
    return "\n".join(lines)


# --- the card faces: a few words per effect, from the catalogue ------------------------
# Context of these phrases in the catalogues (locale/<lang>/LC_MESSAGES/magna_carta_ui.po).
# "¤" stands for a denier: the card shows the coin there.
FACE_CONTEXT = "magna-carta:face"
COIN_MARK = "¤"
# key -> English msgid, or (singular, plural) msgids chosen by the first number
FACE: dict[str, str | tuple[str, str]] = {
    "food": ("+{} food", "+{} food"),
    "wood": ("+{} wood", "+{} wood"),
    "stone": ("+{} stone", "+{} stone"),
    "gold": ("+{} gold", "+{} gold"),
    "deniers": "+{} ¤",
    "from_card": "{} from the card",
    "buy": ("Buy {} cube for {} ¤", "Buy up to {} cubes, {} ¤ each"),
    "sell": "Sell 1 cube for {} ¤",
    "sell_no_gold": "Sell 1 cube (not gold) for {} ¤",
    "swap_gold": "Swap 1 cube for 1 gold",
    "offer_gold": ("{} gold for {} ¤", "{} gold for {} ¤"),
    "offer_token": ("{} castle token for {} ¤", "{} castle tokens for {} ¤"),
    "residence": "Pay {} for a residence",
    "stock": "{} put on the card",
    "income": "Income +{} ¤",
}


def face(key: str, lang: str, *args: Any) -> str:
    """A card-face phrase in ``lang`` (plural forms by the first number)."""
    return _say(FACE_CONTEXT, FACE, key, lang, args)


def face_text(effect: Any, lang: str, product: str, stock: int = 0) -> list[str]:
    """One YAML effect as the card's face says it: one phrase per line (the card wraps them).

    ``product`` is the cube a small production card holds; ``stock`` how many it gets when built."""
    name, a = op_of(effect)
    if name == "take":
        parts = [face(c, lang, getattr(a, c)) for c in CUBES if getattr(a, c)]
        if a.deniers:
            parts.append(face("deniers", lang, a.deniers))
        return parts
    if name == "take_from_card":
        return [face("from_card", lang, face(product, lang, 1))] if product in CUBES else [name.replace("_", " ")]
    if name == "stock_card":
        return [face("stock", lang, face(product, lang, stock).lstrip("+"))] if product in CUBES else []
    if name == "buy_cubes":
        return [face("buy", lang, a.most, a.price)]
    if name == "sell_cube":
        return [face("sell" if a.gold_allowed else "sell_no_gold", lang, a.price)]
    if name == "swap_for_gold":
        return [face("swap_gold", lang)]
    if name == "offer":
        lines = []
        for o in a.offers:
            if o.gold:
                lines.append(face("offer_gold", lang, o.gold, o.deniers))
            if o.tokens:
                lines.append(face("offer_token", lang, o.tokens, o.deniers))
        return lines
    if name == "flip_to_residence":
        c = a.cost
        pay = ", ".join(face(cube, lang, getattr(c, cube)).lstrip("+") for cube in CUBES if getattr(c, cube))
        return [face("residence", lang, pay)]
    return [name.replace("_", " ")]
