"""Shared by the tests that compare a cached listing of options with one made from scratch."""


def whole(actions) -> list[tuple]:
    """Everything a player sees of the options, in order: kind, arguments, label and target."""
    return [(a.kind, a.args, a.label, a.target) for a in actions]
