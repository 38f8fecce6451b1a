"""`re`, with each pattern compiled when it is first used rather than when it is defined.

The rules memdir reads text with (secrets, temporary scopes, corrections, extraction's
cues) are some four hundred module-level patterns. Compiling them all is most of what
importing the admission policy costs, and a command pays it on every start: `memdir add`
scans one note with about a quarter of them, `memdir --help` with none. A module that
imports this as ``re`` (``from memdir.foundation import lazy_re as re``) keeps its rules
as written; `compile` returns a pattern that compiles on its first match, search,
substitution or attribute read, once per process, and is then the compiled pattern's own
methods (no wrapper per call). Its ``pattern`` is read without compiling, so a rule built
from another rule's ``.pattern`` stays deferred too.

The module functions (`search`, `sub`, ...) accept a deferred pattern as `re`'s accept a
compiled one. Anything else is `re`'s own. `compiled` gives the real pattern: the one thing
a deferred pattern is not is an instance of `re.Pattern`. A syntax error in a rule is
raised where it is first used: the tests compile every rule (tests/test_lazy_re.py).
"""

from __future__ import annotations

import re as _re
from re import (
    ASCII,
    DOTALL,
    IGNORECASE,
    MULTILINE,
    UNICODE,
    VERBOSE,
    A,
    I,
    M,
    Match,
    Pattern,
    RegexFlag,
    S,
    U,
    X,
    error,
    escape,
)

TYPE_CHECKING = False  # typing is not imported: any module may read its rules with this
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Any

# What a compiled pattern answers that is worth keeping as the instance's own attribute
# once compiled: the methods every rule calls, bound to the real pattern.
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class Deferred:
    """A pattern compiled on first use; then its methods are the compiled pattern's."""

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self._flags = flags
        self._compiled: Pattern[str] | None = None

    def compiled(self) -> Pattern[str]:
        found = self._compiled
        if found is None:
            found = _re.compile(self.pattern, self._flags)
            # Instance attributes shadow the class's methods below: from now on a call is
            # the compiled pattern's bound method, as if the rule had been compiled.
            for name in _METHODS:
                setattr(self, name, getattr(found, name))
            self._compiled = found
        return found

    # Until the first use: each compiles, then answers.
    def search(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().search(*args, **kwargs)

    def match(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().match(*args, **kwargs)

    def fullmatch(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().fullmatch(*args, **kwargs)

    def finditer(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().finditer(*args, **kwargs)

    def findall(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().findall(*args, **kwargs)

    def sub(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().split(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:  # flags, groups, groupindex, scanner
        if name.startswith("__") or name == "_compiled":
            raise AttributeError(name)
        return getattr(self.compiled(), name)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Deferred):
            other = other.compiled()
        return self.compiled() == other

    def __hash__(self) -> int:
        return hash(self.compiled())

    def __repr__(self) -> str:
        return repr(self.compiled())

    def __copy__(self) -> Deferred:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Deferred:
        return self

    def __reduce__(self) -> tuple[Callable[..., Pattern[str]], tuple[str, int]]:
        return _re.compile, (self.pattern, self._flags)


def compiled(pattern: Pattern[str] | str) -> Pattern[str]:
    """The real compiled pattern of a deferred one (or of `re`'s own, or of a string)."""
    if isinstance(pattern, Deferred):
        return pattern.compiled()
    return _re.compile(pattern)


def compile(pattern: Pattern[str] | str, flags: int = 0) -> Pattern[str]:
    """`re.compile`, compiled on first use (typed as the pattern it stands for)."""
    if isinstance(pattern, Deferred | Pattern):
        return _re.compile(compiled(pattern), flags) if flags else pattern
    return Deferred(pattern, int(flags))  # type: ignore[return-value]  # it stands for one


def _real(pattern: Pattern[str] | str) -> Pattern[str] | str:
    return pattern.compiled() if isinstance(pattern, Deferred) else pattern


def search(pattern: Pattern[str] | str, string: str, flags: int = 0) -> Match[str] | None:
    return _re.search(_real(pattern), string, flags)


def match(pattern: Pattern[str] | str, string: str, flags: int = 0) -> Match[str] | None:
    return _re.match(_real(pattern), string, flags)


def fullmatch(pattern: Pattern[str] | str, string: str, flags: int = 0) -> Match[str] | None:
    return _re.fullmatch(_real(pattern), string, flags)


def finditer(pattern: Pattern[str] | str, string: str, flags: int = 0) -> Iterator[Match[str]]:
    return _re.finditer(_real(pattern), string, flags)


def findall(pattern: Pattern[str] | str, string: str, flags: int = 0) -> list[Any]:
    return _re.findall(_real(pattern), string, flags)


def split(pattern: Pattern[str] | str, string: str, maxsplit: int = 0,
          flags: int = 0) -> list[str | Any]:
    return _re.split(_real(pattern), string, maxsplit=maxsplit, flags=flags)


def sub(pattern: Pattern[str] | str, repl: str | Callable[[Match[str]], str], string: str,
        count: int = 0, flags: int = 0) -> str:
    return _re.sub(_real(pattern), repl, string, count=count, flags=flags)


def subn(pattern: Pattern[str] | str, repl: str | Callable[[Match[str]], str], string: str,
         count: int = 0, flags: int = 0) -> tuple[str, int]:
    return _re.subn(_real(pattern), repl, string, count=count, flags=flags)


__all__ = [
    "ASCII", "DOTALL", "IGNORECASE", "MULTILINE", "UNICODE", "VERBOSE", "A", "Deferred", "I",
    "M", "Match", "Pattern", "RegexFlag", "S", "U", "X", "compile", "compiled", "error",
    "escape", "findall", "finditer", "fullmatch", "match", "search", "split", "sub", "subn",
]
