"""Caylus's GameSpec, registered when this module is imported: the first time the engine asks
for the game (the package's ``__init__`` only declares it)."""
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.game import GameSpec, renamed_context
from caylus_desktop.engine.registry import register
from caylus_desktop.engine.state import State
from caylus_desktop.games.caylus.kinds import DECISION_KINDS, PHASES
from caylus_desktop.games.caylus.why_not import why_not
from caylus_desktop.games.caylus.effects import EFFECT_OPS
from caylus_desktop.games.caylus.flow import FLOW_OPS, setup
from caylus_desktop.games.caylus.observe import certain, determinize, invariants, observe
from caylus_desktop.games.caylus.rules_model import CaylusRules
from caylus_desktop.games.caylus.scoring import result


def _card_name(defs: CaylusRules, ref: str, lang: str) -> str:
    """The name the rules file gives a building, a castle section or a favour row, or the
    text of a favour cell (``row:column``): what a ``CardRef`` in a message shows."""
    if defs.has_building(ref):
        return defs.building(ref).name.get(lang)
    row_id, _, column = ref.partition(":")
    for row in defs.favours.rows:
        if row.id == row_id:
            return row.cells[int(column) - 1].text.get(lang) if column else row.name.get(lang)
    for section in defs.castle.sections:
        if section.id == ref:
            return section.name.get(lang)
    return ref


def _offered_entries(state: State, action: Action) -> tuple[str, ...]:
    """For check-rules: a road target stands for the building there; a conversion makes a residence."""
    out = []
    if action.target and action.target.startswith("road:"):
        out.append(state.board.tile[int(action.target[5:])])
    if action.kind == "convert":
        out.append(state.defs.residence.building)
    return tuple(t for t in out if t)


SPEC = GameSpec(
    id="caylus",
    rules_file="caylus.yaml",
    rules_model=CaylusRules,
    ops={**FLOW_OPS, **EFFECT_OPS},
    setup=setup,
    observe=observe,
    result=result,
    invariants=invariants,
    card_name=_card_name,
    determinize=determinize,
    certain=certain,
    decision_kinds=DECISION_KINDS,
    phases=PHASES,
    why_not=why_not,
    reachable=("buildings",),
    offered_entries=_offered_entries,
    hidden_information=False,
    v1_context=renamed_context({"resolver": "seat", "source": "at"}),
)
register(SPEC)
