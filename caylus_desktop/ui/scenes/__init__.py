"""The screens: menu, game (with handoff and dialogs on top), results, load, settings, rules."""
