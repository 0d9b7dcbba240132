"""Castrum's GameSpec, registered when this module is imported: the first time the engine asks
for the game (the package's ``__init__`` only declares it)."""
from caylus_desktop.engine.game import GameSpec, renamed_context
from caylus_desktop.engine.registry import register
from caylus_desktop.games.castrum.kinds import DECISION_KINDS, PHASES
from caylus_desktop.games.castrum.why_not import why_not
from caylus_desktop.games.castrum.flow import FLOW_OPS, setup
from caylus_desktop.games.castrum.observe import determinize, invariants, observe, veil
from caylus_desktop.games.castrum.ops import ATTACK_OPS, EVENT_OPS
from caylus_desktop.games.castrum.rules_model import CastrumRules
from caylus_desktop.games.castrum.scoring import result


def _card_name(defs: CastrumRules, cid: str, lang: str) -> str:
    """Names of cards, and of events (``event:famine``), pieces (``piece:wall``) and materials
    (``material:mason``) in the log and the reasons."""
    if cid.startswith("event:"):
        return next(e.name.get(lang) for e in defs.events if e.id == cid[6:])
    if cid.startswith("piece:"):
        return next(p.name.get(lang) for p in defs.pieces if p.id == cid[6:]).lower()
    if cid.startswith("material:"):
        return next(m.name.get(lang) for m in defs.materials if m.id == cid[9:])
    return defs.card(cid).name.get(lang)


SPEC = GameSpec(
    id="castrum",
    rules_file="castrum.yaml",
    rules_model=CastrumRules,
    ops={**FLOW_OPS, **ATTACK_OPS, **EVENT_OPS},
    setup=setup,
    observe=observe,
    result=result,
    invariants=invariants,
    card_name=_card_name,
    determinize=determinize,
    veil=veil,
    private_kinds=frozenset({"defend"}),  # whether to defend is judged on the hand
    decision_kinds=DECISION_KINDS,
    phases=PHASES,
    why_not=why_not,
    reachable=("cards", "pieces", "events"),
    # format 1 named the turn's seat "seat", an attack's "attacker" and its card "card"
    v1_context=renamed_context({"resolver": "attacker", "source": "card"}, {"turn": {"resolver": "seat"}}),
)
register(SPEC)
