"""The screens: menu, game (with handoff and dialogs on top), results, load, settings, rules.

Importing this package registers the scenes that others reach by name (ui/app.py, register_scene).
"""
from caylus_desktop.ui.app import register_scene
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.menu import MenuScene

register_scene("menu", MenuScene)
register_scene("game", GameScene)
