"""The Castles of Caleira's GameSpec, registered when this module is imported: the first time the engine asks
for the game (the package's ``__init__`` only declares it)."""
from caylus_desktop.engine.game import GameSpec, renamed_context
from caylus_desktop.engine.registry import register
from caylus_desktop.games.caleira.kinds import DECISION_KINDS, PHASES
from caylus_desktop.games.caleira.why_not import why_not
from caylus_desktop.games.caleira.flow import FLOW_OPS, setup
from caylus_desktop.games.caleira.observe import determinize, invariants, observe, veil
from caylus_desktop.games.caleira.ops import CARD_OPS
from caylus_desktop.games.caleira.rules_model import CaleiraRules
from caylus_desktop.games.caleira.scoring import result


def _card_name(defs: CaleiraRules, cid: str, lang: str) -> str:
    return defs.card(cid).name.get(lang)


SPEC = GameSpec(
    id="caleira",
    rules_file="caleira.yaml",
    rules_model=CaleiraRules,
    ops={**FLOW_OPS, **CARD_OPS},
    setup=setup,
    observe=observe,
    result=result,
    invariants=invariants,
    card_name=_card_name,
    determinize=determinize,
    veil=veil,
    private_kinds=DECISION_KINDS,  # labels name the face-down pieces the seat knows
    decision_kinds=DECISION_KINDS,
    phases=PHASES,
    why_not=why_not,
    reachable=("cards",),
    # format 1 named the turn's seat "seat" and a card effect's "owner"
    v1_context=renamed_context({"resolver": "owner"}, {"turn": {"resolver": "seat"}}),
)
register(SPEC)
