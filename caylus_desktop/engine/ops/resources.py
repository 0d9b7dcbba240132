"""Resource bundles: counts of the resources a rules file declares.

A rules file names its resources once, in order (``resources: [food, wood,
stone, cloth, gold]``). A ``Bundle`` in that file (a price, a gain, a starting
stock) may hold any of them by name; a name the file does not declare is an
error at its line. A game's bundle kinds subclass ``Bundle`` to add what is not
a resource (deniers, prestige, wildcards), as ordinary int fields.

Every bundle knows all the declared resources (a missing one counts 0), so its
``vec`` lines up with a seat's resource list, and two bundles meaning the same
are equal and dump the same.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Annotated, Any, ClassVar, Iterator

from pydantic import AfterValidator, ConfigDict, Field, PrivateAttr, model_validator

from caylus_desktop.engine.ops import Strict

# The resources of the rules file being validated: set by ``DeclaresResources`` for
# the time of one validation, so bundles deep inside it can check their names.
_DECLARED: ContextVar[tuple[str, ...] | None] = ContextVar("declared_resources", default=None)


@contextmanager
def declared(names: tuple[str, ...]) -> Iterator[None]:
    """Validate bundles against these resource names inside the ``with`` block."""
    token = _DECLARED.set(tuple(names))
    try:
        yield
    finally:
        _DECLARED.reset(token)


def _declared_name(name: str) -> str:
    names = _DECLARED.get()
    if names is None:
        raise ValueError("a resource name is only read inside a rules file that declares its resources")
    if name not in names:
        raise ValueError(f"unknown resource {name}; the rules file's resources are {', '.join(names) or 'none'}")
    return name


# One of the resources the rules file declares (an operation's argument naming a cube): another
# name is an error at its line, as in a bundle.
ResourceName = Annotated[str, AfterValidator(_declared_name)]


class Bundle(Strict):
    """Counts of the declared resources, by name, plus a subclass's own int fields."""

    model_config = ConfigDict(extra="allow", frozen=True)
    __pydantic_extra__: dict[str, Annotated[int, Field(ge=0)]] = Field(init=False)

    _names: tuple = PrivateAttr(default=())

    @model_validator(mode="after")
    def _known_resources(self) -> "Bundle":
        names = _DECLARED.get()
        if names is None:
            raise ValueError("a resource bundle is only read inside a rules file that declares its resources")
        counts = self.__pydantic_extra__
        unknown = [k for k in counts if k not in names]
        if unknown:
            raise ValueError(f"unknown resource {', '.join(unknown)}; the rules file's resources are "
                             f"{', '.join(names) or 'none'}")
        for name in names:
            counts.setdefault(name, 0)
        self._names = names
        # ``vec``, the counts in the declared order, is a plain attribute of the instance (not a
        # field, not dumped, not compared beyond the counts it copies): the bots read it at every
        # price they weigh, and a property or private attribute costs a call each time
        object.__setattr__(self, "vec", tuple(counts[name] for name in names))
        return self

    vec: ClassVar[tuple[int, ...]]  # for the type checker: set per instance above

    def count(self, resource: str) -> int:
        return self.__pydantic_extra__.get(resource, 0)

    def resources(self) -> tuple[tuple[str, int], ...]:
        """(name, count) of every declared resource, in the declared order."""
        return tuple(zip(self.__pydantic_private__["_names"], self.vec))


def empty(kind: type[Bundle], description: str | None = None) -> Any:
    """A default for a bundle field: an empty bundle, made while its rules file is validated."""
    return Field(default_factory=lambda: kind.model_validate({}), description=description)


class DeclaresResources(Strict):
    """A rules file's root: its ``resources`` list governs every bundle inside it."""

    resources: tuple[str, ...] = Field(min_length=1, description="the resource names, in the order the table shows them")
    _resource_at: dict = PrivateAttr(default_factory=dict)

    def model_post_init(self, _context: Any) -> None:
        self._resource_at.update({name: i for i, name in enumerate(self.resources)})

    @property
    def resource_at(self) -> dict[str, int]:
        """Each resource's place in a seat's list (the order of ``resources``): the games lay out
        their cubes so, and look a cube up here rather than in a constant."""
        return self.__pydantic_private__["_resource_at"]

    @model_validator(mode="wrap")
    @classmethod
    def _with_resources(cls, data: Any, handler: Any) -> Any:
        names = data.get("resources") if isinstance(data, dict) else None
        if not isinstance(names, (list, tuple)) or not all(isinstance(n, str) for n in names):
            names = ()  # the field's own error says why; bundles then name no resource
        with declared(tuple(names)):
            return handler(data)

    @model_validator(mode="after")
    def _distinct(self) -> "DeclaresResources":
        if len(set(self.resources)) != len(self.resources):
            raise ValueError("a resource is declared twice in resources")
        return self


def describe(counts: Iterator[tuple[str, int]] | Any, sep: str = ", ") -> str:
    """"2 food, 1 cloth" from (name, count) pairs, zeros left out; "nothing" when all are."""
    return sep.join(f"{n} {name}" for name, n in counts if n) or "nothing"
