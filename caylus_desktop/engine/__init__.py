"""The game-agnostic engine: rules loading, the interpreter and the match API."""
from caylus_desktop.engine.actions import Action, Decision, IllegalAction
from caylus_desktop.engine.match import Match, new_game, replay
from caylus_desktop.engine.rules import RulesError
from caylus_desktop.engine.save import SaveError, load_match, load_match_file, save_match
from caylus_desktop.engine.state import SeatSpec

__all__ = [
    "Action", "Decision", "IllegalAction", "Match", "new_game", "replay", "RulesError",
    "SaveError", "load_match", "load_match_file", "save_match", "SeatSpec",
]
