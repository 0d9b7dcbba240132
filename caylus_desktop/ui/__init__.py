"""The desktop window: scenes (menu, game, handoff, results), widgets and one table renderer per game.

The UI asks the match what is legal and where each option lives on the table
(each action's ``target``); it never re-derives a rule.
"""
