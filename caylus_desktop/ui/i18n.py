"""The window's own words, each by a key: the words every game shares have their English text
here (``ENGLISH``, ``PLURALS``) and every translation in the gettext catalogues
(``caylus_desktop/locale/<lang>/LC_MESSAGES/caylus_desktop.po``, context ``ui:<key>``). A game's
table words live in the catalogue its declaration names (``locale/<lang>/LC_MESSAGES/<game>.po``),
the English one included, whose msgid is the English text: a new game brings its words in its own
catalogues, without a line here. Game texts (card and building names) come from the YAML.
"""
from __future__ import annotations

import functools
import os
from collections.abc import Mapping

from caylus_desktop.engine.catalogues import all_languages, is_pseudo, languages, po_entries, translations
from caylus_desktop.engine.messages import elide
from caylus_desktop.engine.numbers import is_number, number, plural_count
from caylus_desktop.engine.voice import Voice

__all__ = ["offered_languages", "tr", "Speech", "ENGLISH", "PLURALS", "system_language", "window_words"]

# key -> the English text, which is also the msgid
ENGLISH: dict[str, str] = {
    "title": "Castles at one table",
    "new_game": "New game",
    "continue": "Continue",
    "resume": "Back to the game",
    "load": "Load",
    "rules": "Rules",
    "settings": "Settings",
    "quit": "Quit",
    "start": "Start",
    "on": "on",
    "off": "off",
    "players": "Players",
    "options": "Options",
    "person": "person",
    "coming_soon": "coming soon",
    "no_options": "This game has no options.",
    "menu": "Menu",
    "undo": "Undo",
    "save": "Save",
    "log": "What happened",
    "log_setup": "Setting up",
    "log_scoring": "Scoring",
    "log_mine": "My moves",
    "replay": "Replay",
    "replay_title": "Replay · {}",
    "replay_first": "First",
    "replay_back": "Back a move",
    "replay_forward": "Next move",
    "replay_last": "Last",
    "replay_prev_round": "Previous round",
    "replay_next_round": "Next round",
    "replay_move": "Move {} of {}",
    "replay_start": "Start of the game",
    "replay_seen_by": "Seen by",
    "replay_who": "{} decided",
    "hand": "hand",
    "hand_count": "hand: {}",
    "your_hand": "Your hand",
    "discard_pile": "Discard",
    "pass_to": "Pass to {} — click when ready",
    "hidden": "Hands are hidden until then.",
    "thinking": "{} is thinking…",
    "to_move": "{} to play",
    "results": "Results",
    "winner": "{} wins!",
    "winners": "Shared win: {}",
    "rematch": "Rematch",
    "back_menu": "Back to menu",
    "total": "Total",
    "knocked_out": "knocked out",
    "language": "Language",
    "anim_speed": "Bot pace",
    "slow": "slow",
    "normal": "normal",
    "fast": "fast",
    "move_speed": "Moving pieces",
    "instant": "instant",
    "recap": "Recap",
    "recap_tip": "What the other players did since your last turn (R).",
    "recap_title": "Since your last turn",
    "recap_more": "… and {} more (see the log)",
    "recap_nothing": "Nobody else has moved since your last turn.",
    "close": "Close",
    "sound_setting": "Sound",
    "mute": "mute",
    "sure": "Sure? Click to confirm:",
    "text_size": "Text size",
    "review_game": "Review my game",
    "review_title": "Review of {}'s game",
    "review_progress": "The {} looks again at decision {} of {}…",  # the bot levels.yaml declares for the review
    "review_total": "Estimated points lost: {}",
    "review_move": "Move {}: you chose {}",
    "review_better": "Better: {} ({})",
    "review_none": "No clearly better move found: the {} agrees with your choices.",
    "review_failed": "The review stopped: {}",
    "back": "Back",
    "no_saves": "No saves yet (Ctrl+S in a game saves one).",
    "saved": "Saved to {}",
    "bad_save": "Cannot load: {}",
    "not_legal": "That is not a legal move now.",
    "nothing_there": "Nothing to do there now.",
    "not_your_turn": "It is not your turn: {} is deciding.",
    "cannot_undo": "Cannot undo: {}",
    "undo_reason": "you saw a card, a card was drawn, dice were rolled, or another player decided since",
    "error": "Something went wrong (logged): {}",
    "placed": "Where does it go?",
    "score": "Score",
    "seed": "Seed",
    "level": "Level",
    "random": "random bot",
    "easy": "easy bot",
    "medium": "medium bot",
    "hard": "hard bot",
    "unavailable": "(soon)",
    "fullscreen": "F11: full screen · Ctrl+Z: undo · Ctrl+S: save",
    "round": "Round {}",
    "turn_n": "Turn {}",
    "you": "you",
    "score_over_time": "Score after each round",
    "hint": "Hint (H)",
    "hint_tip": "What the {} would play here, and why.",  # the bot levels.yaml declares for hints
    "hint_not_now": "Hints are for your own turn.",
    "hint_no_better": "{}, as no other choice does better for your position.",
    "note_tied": "You share the win with {}.",
    "note_gap": "The biggest gap: {} — you made {}, {} made {}.",
    "note_best_source": "Your best source of points: {} ({}).",
    "note_left_over": "Left over at the end: {} — spending them during the game is usually worth more.",
    "guide_tip": "The guide: what is happening and what you may do.",
    "rules_key": "Rules (F1)",
    "rules_tip": "Every phase, card and building of this game.",
    "got_it": "Got it",
    "guide_phase": "What happens now",
    "guide_decision": "Your decision",
    "guide_nothing": "Nothing special to explain right now.",
    "why_not": "Not now",
    "learn": "Learn to play",
    "learn_tip": "A first game of {} with the introductory rules, against a bot, with the guide on.",
    "learner": "Player",
    "guide_setting": "Guide in every game",
    "filter": "Search: {}",
    "filter_hint": "type to filter",
    "phases": "Phases of a round",
    "decisions": "Your decisions",
    "no_match": "Nothing matches.",
    "cost": "cost",
    "notes": "For {}:",
    "unfinished": "Unfinished games",
    "no_unfinished": "No unfinished game.",
    "saves": "Your saves",
    "open_now": "open",
    "unreadable": "cannot be loaded",
    "discard": "Discard",
    "cancel": "Cancel",
    "continue_anyway": "Open the other game",
    "discard_title": "Discard this game?",
    "discard_body": "It is deleted for good: it cannot be continued afterwards.",
    "delete": "Delete",
    "delete_title": "Delete this save?",
    "delete_body": "The file is deleted for good: it cannot be loaded afterwards.",
    "aside_title": "Put the open game aside?",
    "aside_body": "It is not finished. Nothing is lost: it waits under Continue.",
    "cannot_save": "Cannot save in {}: {}.",
    "kept_in": "Your games are kept in {} for now, which the system may empty.",
    "saved_nowhere": "Games cannot be saved anywhere until you choose a folder.",
    "choose_folder": "Choose a folder",
    "save_folder": "Save folder",
    "use_folder": "Use this folder",
    "folder_hint": "Type the path of a folder, then Enter.",
    "folder_now": "Games are now saved in {}",
    "why_denied": "no permission to write there",
    "why_read_only": "the disk is read-only",
    "why_full": "the disk is full",
    "why_not_folder": "a file stands where the folder should be",
    "why_missing": "the folder does not exist",
    # issue 37: what the window says of a data folder or settings file it could not use as it was
    "still_listed": "The games already there are still listed and played from there.",
    "settings_set_aside": "Your settings could not be read ({}); the defaults are used.",
    "settings_kept": "The file was kept as {}.",
    "rules_changed": "These rules have changed since this game.",
    "rules_broken": "This game's rules file cannot be read: {}",
    "settings_too_large": "the file is too large",
    "settings_not_json": "the file is damaged",
    "settings_long_number": "it holds a number too long to be real",
    "settings_too_deep": "it is nested too deeply",
    "settings_not_settings": "it holds no settings",
    "settings_unreadable": "it is not a file that can be read",
    # numbers, plurals and results in words (issue 33)
    "seat_n": "Player {}",
    # --- the menu's line under the app's name, the player's record and the Statistics screen (ui/record.py,
    # ui/scenes/stats.py); their French is in locale/fr/LC_MESSAGES/record.po
    "tagline": "Four castle-building games, hotseat and against bots",
    "stats": "Statistics",
    "stats_empty": "No finished game yet: every game you finish in this window is added here.",
    "stats_kept": "The last {} games are kept.",
    "stats_game": "Game",
    "stats_games": "Played",
    "stats_wins": "Won",
    "stats_average": "Average",
    "stats_best": "Best",
    "stats_against": "against the {}",
    "stats_people": "people only",
    "stats_chart": "{}'s scores, game after game",
    "stats_history": "History: click a game to replay it",
    "stats_won": "won",
    "stats_lost": "lost",
    "record_set_aside": "Your record of games could not be read: it was set aside as {} and a new one started.",
    "record_failed": "Finished games cannot be added to your record now ({}). Playing goes on.",
    "record_dismiss": "OK",
    "record_clear": "Clear my record",
    "record_clear_title": "Clear your record of games?",
    "record_clear_body": "Every finished game, its statistics and its replay are forgotten. This cannot be undone.",
    "record_cleared": "Your record of games is empty.",
    "record_no_save": "This game's save is no longer there: it cannot be replayed.",
    # --- issue 34: the hotseat hand, the guide's lessons, keyboard play -------------------
    "show_hand": "Show my hand (V)",
    "hide_hand": "Hide my hand",
    "show_hand_tip": "Your cards stay hidden until you ask: make sure only you can see the screen.",
    "hint_because": "{}, because {}.",
    "guide_suggest": "A good move",
    "learner_rivals": "Agnes, Baldwin, Cecily, Godfrey",
    "hint_least": "{}, the choice that costs you the least.",
    "hint_show_hand": "Show your hand first: the hint may name one of its cards.",
    # the About screen (issue 33): who made the pictures, the font and the sounds
    "about": "About",
    "about_title": "About · credits and licences",
    "about_icons_head": "Icons",
    "about_icons": "The pictures of cubes, cards, pieces and counters are game-icons.net icons by {}, under the "
                   "Creative Commons Attribution 3.0 licence (CC BY 3.0, creativecommons.org/licenses/by/3.0). "
                   "The app tints them; assets/icons/ATTRIBUTION.md credits each one.",
    "about_icon_list": "{} ({}): {}",
    "about_font_head": "Font",
    "about_font": "Open Sans, by Steve Matteson, under the Apache License 2.0 (assets/fonts/LICENSE-Apache-2.0.txt).",
    "about_sounds_head": "Sounds",
    "about_sounds": "Synthesised for caylus-desktop by assets/sounds/make_sounds.py, dedicated to the public "
                    "domain (CC0 1.0).",
    # --- languages as data (issue 38): a catalogue names its own language; the rules browser's
    # facts (ui/rulebook.py), whose punctuation differs by language ("coût : 2", "cost: 2")
    "language_name": "English",
    "rules_fact": "{}: {}",
    "player_range": "{}-{} players",  # the menu's game cards and the rules browser
    "rules_rulings": "Our rulings",
    "rules_cost": "cost",
    "rules_points": "points",
    "rules_count": "copies",
    "rules_income": "income",
    "rules_roll": "die roll",
    "rules_per_player": "per player",
    "rules_kind": "kind",
    "rules_default": "default",
    "record_clear_shelved": "The games recorded in {} stay in your record: that folder cannot be written.",
    # the bot levels beyond hard, their descriptions and the search's cores (issue 36)
    "expert": "expert bot",
    "search_cores": "Expert bot: cores",
    "level_random": "Plays any legal move, at random.",
    "level_unmeasured": "Not measured yet against the level below it.",
    "level_quick": "A quick measure, with the searches cut short.",
    # a tooltip's "name: value" (the tables' counters); French puts a space before the colon (review-ui)
    "label_value": "{}: {}",
}
# key -> (singular, plural) msgids, chosen by the count given as the first argument
PLURALS: dict[str, tuple[str, str]] = {
    # a bot level's description (issue 36), from rules_data/bots/ratings.yaml
    "level_beats": ("Wins {} game in 10 against the {}.", "Wins {} games in 10 against the {}."),
    "level_measured": ("Measured over {} game at {} players.", "Measured over {} games at {} players."),
    "moves": ("{} move", "{} moves"),
    "note_won": ("You won, {} point ahead of {}.", "You won, {} points ahead of {}."),
    "note_behind": ("You finished {} point behind {}.", "You finished {} points behind {}."),
    "res_deniers": ("{} denier", "{} deniers"),
    "res_food": ("{} food", "{} food"),
    "res_wood": ("{} wood", "{} wood"),
    "res_stone": ("{} stone", "{} stone"),
    "res_cloth": ("{} cloth", "{} cloth"),
    "res_gold": ("{} gold", "{} gold"),
    # numbers, plurals and results in words (issue 33)
    "n_points": ("{} point", "{} points"),
    "review_about_points": ("about {} point", "about {} points"),
    # the Statistics screen (ui/scenes/stats.py)
    "stats_players": ("{} player", "{} players"),
    "stats_more": ("… and {} more line", "… and {} more lines"),
}

# keys with a second-person form (context ``ui:<key>:you``) for the person at the screen
YOU_FORMS = frozenset({"to_move", "winner"})


# set (to anything but "" or "0") to offer the pseudo-locales in Settings: a developer's check
PSEUDO_VARIABLE = "CAYLUS_DESKTOP_PSEUDO_LOCALE"


def offered_languages(environ: Mapping[str, str] | None = None, current: str | None = None) -> tuple[str, ...]:
    """The languages Settings offers: every catalogue present; the pseudo-locale ``qps`` (longer,
    accented, bracketed English that shows a word left out of the catalogues) only when
    ``CAYLUS_DESKTOP_PSEUDO_LOCALE`` asks, so that a player never meets it, or when it is the
    ``current`` language already (``layout-check --lang qps``): the language in use always shows."""
    env = os.environ if environ is None else environ
    asked = env.get(PSEUDO_VARIABLE, "") not in ("", "0")
    return tuple(lang for lang in all_languages() if not is_pseudo(lang) or asked or lang == current)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for, if the catalogues speak it, else English: the first of
    LC_ALL, LC_MESSAGES and LANG that is set, as POSIX reads them ("fr_FR.UTF-8" -> "fr")."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            code = value.split(".")[0].split("@")[0].split("_")[0].lower()
            return code if code in languages() else "en"
    return "en"


@functools.cache
def catalogued_words() -> dict[str, tuple[str, str | None]]:
    """The window words the English catalogues hold (each game's, in its own file): key -> its
    English msgid and, for a word said by a count, its plural msgid. An entry of context
    ``ui:<key>`` whose key has no ``:`` (``ui:<key>:you`` is a second-person form, not a word)."""
    found: dict[str, tuple[str, str | None]] = {}
    for e in po_entries("en"):
        key = (e.msgctxt or "").removeprefix("ui:")
        if e.msgctxt and e.msgctxt.startswith("ui:") and ":" not in key:
            found.setdefault(key, (e.msgid, e.msgid_plural))
    return found


def window_words() -> dict[str, tuple[str, str | None]]:
    """Every window word: key -> its English msgid and plural msgid (None: no count)."""
    words = {k: (v, None) for k, v in ENGLISH.items()}
    words |= {k: (one, many) for k, (one, many) in PLURALS.items()}
    return words | catalogued_words()


def tr(key: str, lang: str, *args, you: bool = False) -> str:
    """The window's text ``key`` in ``lang``; ``you`` when it speaks of the person at the screen."""
    t = translations(lang)
    ctx = f"ui:{key}:you" if you and key in YOU_FORMS else f"ui:{key}"
    one, many = (PLURALS[key] if key in PLURALS else (ENGLISH[key], None) if key in ENGLISH
                 else catalogued_words().get(key, (None, None)))
    if one is None:
        return key
    if many is not None:
        text = t.npgettext(ctx, one, many, plural_count(args[0], lang) if args else 0)
    else:
        text = t.pgettext(ctx, one)
    if not args:
        return text
    text = text.format(*(number(a, lang) if is_number(a) else a for a in args))
    # "Chantier d'Anne": a name given as text may need the elision a catalogue cannot write
    return elide(text, {a: a for a in args if isinstance(a, str)}, lang)


class Speech(Voice):
    """The window's voice: a ``Voice`` (a language and the seat addressed as "you", for the
    engine's messages, numbers and rules texts) that also says the window's own words."""

    def tr(self, key: str, *args, you: bool = False) -> str:
        """The window word ``key`` in the language; ``you``: it speaks of the person at the screen."""
        return tr(key, self.lang, *args, you=you)
