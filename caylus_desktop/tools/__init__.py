"""The tools around the games: what the command line runs headless and the checks it plays with.

``simulate`` (random games with checks), ``tournament`` (bots against bots), ``playcheck``
(check-rules' random play of an edited rules file), ``review`` (the strong bot's second opinion on
a finished game, also the window's review screen), ``transcript`` (a replay in words), ``checks``
(the invariants every action must keep) and ``output_path`` (where the CLI may write a file).

They sit above the bots and below the ui (the import contract in pyproject.toml): they play games
with the bots, and the window's review screen shows what ``review`` finds.
"""
