"""Choices: choose one of a list, an optional choice, a repeated choice, a target.

Every game asks its decisions through ``interpreter.ask``; what is shared here is
how the common shapes of a decision are made and read back, so that a choice of
the same kind looks and behaves the same in every game:

- **choose one**: one action per item of a list, carrying the item's index, read
  back with ``chosen``;
- **optional**: the options and, last, the seat's way to decline;
- **repeat**: up to ``count`` decisions, one at a time, of which the first
  ``at_least`` are compulsory while there is something to choose; a frame counts
  down what is ``left``;
- **select a target**: one of the legal targets is compulsory, and with no legal
  target the choice is skipped (the rules' "mandatory unless there is no legal
  target");
- **kinds**: identical items (two cards of one kind) are one option.

The labels, targets, prompts and log lines stay the game's own.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, NamedTuple, Sequence

from caylus_desktop.engine.actions import Action, ask
from caylus_desktop.engine.state import State

DECLINE = "decline"  # the kind of an optional choice's "no, thanks"


def choose_one(kind: str, items: Sequence, label: Callable[[Any], Any],
               target: str | Callable[[Any], str | None] | None = None) -> list[Action]:
    """One ``kind`` action per item, in order, carrying the item's index: ``(i,)``.

    ``label(item)`` is what a person reads; ``target`` names the table spot, the same for
    every item (a string) or per item (``target(item)``).
    """
    if callable(target):
        return [Action(kind, (i,), label(item), target(item)) for i, item in enumerate(items)]
    return [Action(kind, (i,), label(item), target) for i, item in enumerate(items)]


def chosen(items: Sequence, action: Action) -> Any:
    """The item a ``choose_one`` action picked."""
    return items[action.args[0]]


def optional(options: Iterable[Action], decline: Action) -> tuple[Action, ...]:
    """The options, then the way to decline (always offered last)."""
    return (*options, decline)


def declined(action: Action) -> bool:
    """The seat declined an optional choice whose decline is of kind ``decline``."""
    return action.kind == DECLINE


class Repeat(NamedTuple):
    """Up to ``count`` decisions of one kind, the first ``at_least`` compulsory."""

    count: int
    at_least: int = 0

    def more(self, done: int) -> bool:
        """Another decision may follow ``done`` ones."""
        return done < self.count

    def may_stop(self, done: int) -> bool:
        """After ``done`` decisions the seat may stop (the game offers its own "stop" action)."""
        return done >= self.at_least

    def left(self, ctx: dict) -> int:
        """Decisions still to make: the frame's ``left`` counter, ``count`` before the first."""
        return ctx.get("left", self.count)


def select_target(state: State, seat: int, prompt: Any, options: Sequence[Action], kind: str) -> bool:
    """Ask ``seat`` to choose one of the legal targets ``options``: compulsory, no decline.

    With no legal target nothing is asked and False is returned: the caller skips the effect.
    """
    if not options:
        return False
    ask(state, seat, prompt, options, kind)
    return True


def kinds(items: Iterable, kind_of: Sequence | dict) -> list:
    """The different kinds among ``items``, in the order they first occur: identical items
    (``kind_of[item]`` equal) make one option, so a choice never tells two copies apart."""
    return list(dict.fromkeys([kind_of[u] for u in items]))  # a list, not a generator: on the bots' hot path


def first_of_kind(items: Iterable, kind_of: Sequence | dict, kind: Any) -> Any:
    """The first item of ``kind``: the one a choice by kind takes."""
    return next(u for u in items if kind_of[u] == kind)
