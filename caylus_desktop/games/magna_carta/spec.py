"""Caylus Magna Carta's GameSpec, registered when this module is imported: the first time the engine asks
for the game (the package's ``__init__`` only declares it)."""
from caylus_desktop.engine.game import GameSpec, renamed_context
from caylus_desktop.engine.registry import register
from caylus_desktop.games.magna_carta.kinds import DECISION_KINDS, PHASES
from caylus_desktop.games.magna_carta.why_not import why_not
from caylus_desktop.games.magna_carta.flow import FLOW_OPS, setup
from caylus_desktop.games.magna_carta.observe import determinize, invariants, observe, veil
from caylus_desktop.games.magna_carta.ops import CARD_OPS, PAY_OPS
from caylus_desktop.games.magna_carta.rules_model import MagnaCartaRules
from caylus_desktop.games.magna_carta.scoring import result


def _card_name(defs: MagnaCartaRules, cid: str, lang: str) -> str:
    """A card's or building's name, or a castle section's (the log names the section a token comes from)."""
    for section in defs.sections:
        if section.id == cid:
            return section.name.get(lang)
    return defs.card(cid).name.get(lang)


SPEC = GameSpec(
    id="magna-carta",
    rules_file="magna_carta.yaml",
    rules_model=MagnaCartaRules,
    ops={**FLOW_OPS, **PAY_OPS, **CARD_OPS},
    setup=setup,
    observe=observe,
    result=result,
    invariants=invariants,
    card_name=_card_name,
    determinize=determinize,
    veil=veil,
    private_kinds=frozenset({"mulligan"}),  # keeping a hand is judged on the hand
    decision_kinds=DECISION_KINDS,
    phases=PHASES,
    why_not=why_not,
    reachable=("neutral", "buildings", "prestige"),
    # format 1 named a card effect's seat "owner" and its card "at"; the flow's seat "seat"
    v1_context=renamed_context({"resolver": "owner", "source": "at"}, {
        "actions": {"resolver": "seat"}, "build": {"resolver": "seat"}, "pay": {"resolver": "seat"},
        "prestige": {"resolver": "seat", "target": "at"}, "flip_card": {"resolver": "owner", "target": "at"}}),
    # the joker's trades were named after gold until 2026-11-23
    v1_ops={"swap_for_joker": ("swap_for_gold", {}), "offer": ("offer", {"joker": "gold"})},
)
register(SPEC)
