"""Open the window on the menu: what `caylus-desktop play` runs."""
from __future__ import annotations

import logging

from caylus_desktop.ui.app import App
from caylus_desktop.ui.scenes.menu import MenuScene


def main() -> int:
    logging.basicConfig(level=logging.INFO)
    app = App()
    app.push(MenuScene(app))
    app.run()
    return 0
