"""caylus-desktop: four castle-building games at one computer."""
__version__ = "0.1.0"

# Register the four games with the engine's registry, so that
# `from caylus_desktop.engine import new_game; new_game("caylus")` works for every user of the
# package while the engine itself imports no game (engine <- games <- bots <- ui).
from caylus_desktop import games as _games  # noqa: E402,F401
