"""The operations a Caylus effect list may name (what rules_model types the YAML with)."""
from caylus_desktop.games.caylus.construction import CONSTRUCTION_OPS
from caylus_desktop.games.caylus.favours import FAVOUR_OPS
from caylus_desktop.games.caylus.resources import RESOURCE_OPS
from caylus_desktop.games.caylus.specials import SPECIAL_OPS, MoveProvostArgs

EFFECT_OPS = {**RESOURCE_OPS, **CONSTRUCTION_OPS, **FAVOUR_OPS, **SPECIAL_OPS}

__all__ = ["EFFECT_OPS", "MoveProvostArgs"]
