"""Open the window on the menu: what `caylus-desktop play` runs."""
from __future__ import annotations

import logging

from caylus_desktop.ui.app import App
from caylus_desktop.ui.scenes.menu import MenuScene

log = logging.getLogger(__name__)


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    app = App()
    app.push(MenuScene(app))
    app.step()  # the first frame, drawn before the line below says so (the install test waits for it)
    log.info("the window is open on the menu")
    app.run()
    return 0
