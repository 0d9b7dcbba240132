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

_CUBE_WORDS = {
    "en": {"food": ("food", "food"), "wood": ("wood", "wood"), "stone": ("stone", "stone"), "gold": ("gold", "gold")},
    "fr": {"food": ("nourriture", "nourriture"), "wood": ("bois", "bois"), "stone": ("pierre", "pierres"),
           "gold": ("or", "or")},
}

# one letter per cube, so colour is never the only cue
CUBE_LETTER = {"en": {"food": "F", "wood": "W", "stone": "S", "gold": "G"},
               "fr": {"food": "N", "wood": "B", "stone": "P", "gold": "O"}}

WORDS: dict[str, tuple[str, str]] = {
    "cost": ("Cost", "Coût"),
    "points": ("Points", "Points"),
    "main": ("Worker here", "Ouvrier ici"),
    "secondary": ("Owner, when another's worker is here", "Propriétaire, si l'ouvrier d'un autre est ici"),
    "on_build": ("When built", "À la construction"),
    "income": ("Income", "Revenu"),
    "income_text": ("+{} denier each turn", "+{} denier à chaque tour"),
    "neutral": ("Neutral card (no owner)", "Carte neutre (sans propriétaire)"),
    "residence_text": ("A Notary turned this building over. Prestige buildings are built on residences.",
                       "Un Notaire a retourné ce bâtiment. Les bâtiments de prestige se construisent sur les résidences."),
    "prestige_text": ("Prestige building: built on one of your residences.",
                      "Bâtiment de prestige : se construit sur une de vos résidences."),
    "prestige_intro": ("Prestige building: built in front of you.", "Bâtiment de prestige : se construit devant vous."),
    "any_cube": ("any cube", "cube au choix"),
    "gold_joker": ("Gold may stand for any cube.", "L'or peut remplacer n'importe quel cube."),
    "owner": ("Owner", "Propriétaire"),
    "worker": ("Worker", "Ouvrier"),
    "cubes_on": ("Cubes left on the card: {}", "Cubes restant sur la carte : {}"),
    "beyond": ("Beyond the provost: it does not work this turn.", "Au-delà du prévôt : elle ne fonctionne pas ce tour."),
    "provost_here": ("The provost stands here.", "Le prévôt est ici."),
    "road_pos": ("Road card {}", "Carte {} de la route"),
    "will_flip": ("Becomes a residence at the end of the phase.", "Devient une résidence à la fin de la phase."),
    "in_front": ("Built in front of {}", "Construit devant {}"),
    "frame_wood": ("wooden building", "bâtiment de bois"),
    "frame_stone": ("stone building", "bâtiment de pierre"),
    "on_residence": ("on a residence of {}", "sur une résidence de {}"),
}


def bilingual(pair: tuple[str, str], lang: str, *args: Any) -> str:
    """The English or French text of a pair, filled in with args."""
    en, fr = pair
    text = fr if lang == "fr" else en
    return text.format(*args) if args else text


def word(key: str, lang: str, *args: Any) -> str:
    return bilingual(WORDS[key], lang, *args)


def cube_word(cube: str, n: int, lang: str) -> str:
    one, many = _CUBE_WORDS["fr" if lang == "fr" else "en"][cube]
    return one if n == 1 else many


def cubes_text(amounts: dict[str, int], lang: str, any_n: int = 0) -> str:
    parts = [f"{n} {cube_word(c, n, lang)}" for c, n in amounts.items() if n]
    if any_n:
        parts.append(f"{any_n} {word('any_cube', lang)}")
    joiner = " et " if lang == "fr" else " and "
    return joiner.join(parts) if len(parts) <= 2 else ", ".join(parts[:-1]) + joiner + parts[-1]


def _deniers(n: int, lang: str) -> str:
    return f"{n} denier{'s' if n != 1 else ''}"


def cost_of(card: Any) -> dict[str, int]:
    c = getattr(card, "cost", None)
    if c is None:
        return {}
    return {"food": c.food, "wood": c.wood, "stone": c.stone, "gold": c.gold, "any": c.any}


def effect_text(effect: Any, lang: str, players: int, stock: dict[int, int]) -> str:
    """One YAML effect in words."""
    name, a = op_of(effect)
    fr = lang == "fr"
    if name == "take":
        cubes = {c: getattr(a, c) for c in CUBES}
        parts = []
        if any(cubes.values()):
            parts.append(cubes_text(cubes, lang))
        if a.deniers:
            parts.append(_deniers(a.deniers, lang))
        return ("Prenez " if fr else "Take ") + (" et " if fr else " and ").join(parts) + "."
    if name == "take_from_card":
        return ("Prenez 1 des cubes posés sur cette carte." if fr else "Take 1 of the cubes lying on this card.")
    if name == "stock_card":
        n = stock.get(players, 0)
        cube = cube_word(a.cube, n, lang)
        return (f"Posez {n} {cube} sur la carte." if fr else f"Put {n} {cube} cubes on the card.")
    if name == "buy_cubes":
        if fr:
            return f"Achetez jusqu'à {a.most} cube(s) nourriture, bois ou pierre, {_deniers(a.price, lang)} chacun (pas d'or)."
        return f"Buy up to {a.most} food, wood or stone cube{'s' if a.most > 1 else ''} for {_deniers(a.price, lang)} each (no gold)."
    if name == "sell_cube":
        gold = "" if a.gold_allowed else (" (pas d'or)" if fr else " (not gold)")
        return (f"Vendez 1 cube{gold} pour {_deniers(a.price, lang)}." if fr else f"Sell 1 cube{gold} for {_deniers(a.price, lang)}.")
    if name == "swap_for_gold":
        return ("Échangez 1 nourriture, bois ou pierre contre 1 or." if fr else "Swap 1 food, wood or stone for 1 gold.")
    if name == "offer":
        parts = []
        for o in a.offers:
            what = []
            if o.gold:
                what.append(f"{o.gold} {cube_word('gold', o.gold, lang)}")
            if o.tokens:
                what.append(f"{o.tokens} {'jeton(s) château' if fr else 'castle token' + ('s' if o.tokens > 1 else '')}")
            parts.append(f"{' + '.join(what)} {'pour' if fr else 'for'} {_deniers(o.deniers, lang)}")
        head = "Achetez une offre : " if fr else "Buy one offer: "
        return head + ("; ou " if fr else "; or ").join(parts) + "."
    if name == "flip_to_residence":
        c = a.cost
        pay = cubes_text({"food": c.food, "wood": c.wood, "stone": c.stone, "gold": c.gold}, lang)
        if fr:
            return f"Payez {pay} pour retourner un de vos autres bâtiments côté Résidence."
        return f"Pay {pay} to turn another of your buildings to its Residence side."
    return name.replace("_", " ")


def card_text(defs: Any, cid: str, lang: str, players: int) -> str:
    """Every line of a card's rules, as the tooltip and the large hand card show it."""
    card = defs.card(cid)
    stock = defs.setup.small_production_stock
    lines = []
    cost = cost_of(card)
    if cost:
        any_n = cost.pop("any", 0)
        lines.append(f"{word('cost', lang)}: {cubes_text(cost, lang, any_n)}. {word('gold_joker', lang)}")
    for part in ("on_build", "main", "secondary"):
        effects = getattr(card, part, ()) or ()
        if effects:
            lines.append(f"{word(part, lang)}: " + " ".join(effect_text(e, lang, players, stock) for e in effects))
    income = getattr(card, "income", 0)
    if cid == defs.residence.id:
        lines.append(word("residence_text", lang))
    if income:
        lines.append(f"{word('income', lang)}: {word('income_text', lang, income)}")
    if cid in {p.id for p in defs.prestige}:
        lines.append(word("prestige_text", lang))
    if cid in {n.id for n in defs.neutral}:
        lines.append(word("neutral", lang))
    return "\n".join(lines)


# --- the card faces: a few words per effect, from the catalogue ------------------------
# Context of these phrases in the catalogues (locale/<lang>/LC_MESSAGES/magna_carta_cards.po).
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
    t = translations(lang)
    msg = FACE[key]
    if isinstance(msg, tuple):
        text = t.npgettext(FACE_CONTEXT, msg[0], msg[1], int(args[0]))
    else:
        text = t.pgettext(FACE_CONTEXT, msg)
    return text.format(*args)


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
