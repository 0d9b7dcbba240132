"""The window's own words: an English text per key here, every translation in the gettext
catalogues (``caylus_desktop/locale/<lang>/LC_MESSAGES/caylus_desktop.po``, context
``ui:<key>``). Game texts (card and building names) come from the YAML.
"""
from __future__ import annotations

from caylus_desktop.engine.catalogues import LANGUAGES, translations

__all__ = ["LANGUAGES", "tr", "ENGLISH", "PLURALS"]

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
    "hand": "hand",
    "hand_count": "hand: {}",
    "your_hand": "Your hand",
    "deck": "Deck",
    "discard_pile": "Discard",
    "queue": "Waiting to resolve",
    "removed": "set aside",
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
    "face_down": "face-down pieces",
    "knocked_out": "knocked out",
    "language": "Language",
    "anim_speed": "Bot pace",
    "slow": "slow",
    "normal": "normal",
    "fast": "fast",
    "sound_setting": "Sound",
    "mute": "mute",
    "sure": "Sure? Click to confirm:",
    "text_size": "Text size",
    "review_game": "Review my game",
    "review_title": "Review of {}'s game",
    "review_progress": "The hard bot looks again at decision {} of {}…",
    "review_total": "Estimated points lost: {}",
    "review_move": "Move {}: you chose {}",
    "review_better": "Better: {} (about {} points)",
    "review_none": "No clearly better move found: the hard bot agrees with your choices.",
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
    "peek_mark": "face down",
    "protected": "protected by a Moat",
    "points": "pts",
    "swap_title": "Marketplace swap",
    "reorder_title": "Wizard Tower: order the top of the deck",
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
    "you": "you",
    "score_over_time": "Score after each round",
    "hint": "Hint (H)",
    "hint_tip": "What the medium bot would play here, and why.",
    "hint_not_now": "Hints are for your own turn.",
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
}
# key -> (singular, plural) msgids, chosen by the count given as the first argument
PLURALS: dict[str, tuple[str, str]] = {
    "moves": ("{} move", "{} moves"),
}

# keys with a second-person form (context ``ui:<key>:you``) for the person at the screen
YOU_FORMS = frozenset({"to_move", "winner"})


def tr(key: str, lang: str, *args, you: bool = False) -> str:
    """The window's text ``key`` in ``lang``; ``you`` when it speaks of the person at the screen."""
    t = translations(lang)
    ctx = f"ui:{key}:you" if you and key in YOU_FORMS else f"ui:{key}"
    if key in PLURALS:
        one, many = PLURALS[key]
        text = t.npgettext(ctx, one, many, int(args[0]) if args else 0)
    elif key in ENGLISH:
        text = t.pgettext(ctx, ENGLISH[key])
    else:
        return key
    return text.format(*args) if args else text
