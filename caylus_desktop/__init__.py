"""caylus-desktop: four castle-building games at one computer."""
__version__ = "0.1.0"

# Register the four games with the engine's registry, so that
# `from caylus_desktop.engine import new_game; new_game("caylus")` works for every user of the
# package while the engine itself imports no game (engine <- games <- bots <- ui).
from caylus_desktop import games as _games  # noqa: E402,F401

# The bot levels are the bots' (bots/__init__.py): the engine checks a seat's level through its
# registry, which imports the bots the first time a seat names one.
from caylus_desktop.engine import registry as _registry  # noqa: E402

_registry.declare_bots("caylus_desktop.bots")
