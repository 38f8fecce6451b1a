"""Every error memdir raises, in one tree.

Every error raised on purpose derives from `MemdirError`, so callers (the CLI, the MCP
server, hooks, a program using `memdir.Memory` or `memdir.RemoteMemory`) catch one type at
their edge and print one sentence. Messages say what was wrong and what to do about it.
A server's refusal reaches a remote client as the same class a local call raises: a
missing record is a `NotFoundError` on both sides. `memdir serve` answers each branch with
the status on its right (`memdir.server.api`, the one place that maps them).

    MemdirError                                                       400
    ├── InvalidNameError (ValueError)     a record name that is unsafe or malformed
    ├── InvalidRecordError (ValueError)   a record's fields missing or of the wrong kind
    ├── SecretError (ValueError)          a write refused: a field seems to hold a secret
    ├── NotFoundError (KeyError)          no such record                  404
    │   ├── UnknownProposal               no such proposal
    │   ├── UnknownChange                 no such change
    │   ├── UnknownVersion                no such version of a record
    │   ├── NothingEarlier                no earlier version to restore
    │   └── RemoteNotFoundError           the server has no such record (its sentence)
    ├── ConflictError                     written since it was read       409
    ├── StoreError (OSError)              the store cannot be read or written
    │   ├── StoreUnavailableError         the database does not answer now 503
    │   └── LinkedPathError               a symbolic link inside a store
    ├── ProviderError                     a model provider failed or is not configured
    │   └── NeedsKeyError                 the provider needs an API key
    ├── MissingExtraError (ImportError)   an optional dependency is not installed
    ├── SemanticUnavailable               no embedding model or runtime
    │   ├── FetchError                    a pinned model not fetched, or not the pinned file
    │   └── TermsNotAccepted              a model whose terms were not accepted here
    ├── ServerUnavailableError            the memory server did not answer
    ├── AuthError                         no valid token                  401
    ├── BadInput                          a request not as the API describes it
    │   └── BadSession                    a session no record's source can name
    ├── ProposalError                     a proposal that cannot be approved or rejected
    │   ├── StaleProposal                 its records changed since: proposed again  409
    │   └── InboxFull                     a visitor's session or token at its cap    429
    ├── RoleError                         a model, a visitor or a token's role that may not 403
    ├── PolicyRefused                     the write policy refuses this writer and type
    ├── UndoRefused                       an undo that would lose a later edit     409
    ├── PublishError                      a publish or rollback that cannot be done
    ├── AnchorError                       a citation of code that cannot be stored
    ├── TranscriptError                   a conversation file that cannot be read
    ├── SettingsError                     a settings file refused (read or rewritten)
    ├── NoProjectError                    no folder here may be a project
    ├── InvalidTimeError (ValueError)     a time asked about (--as-of) that is no date
    ├── GitError                          git missing, no repository, a git command failed
    └── ToolError                         an agent's tool call refused; told to the model
        └── Refused                       a workspace path the rules refuse

Raised and caught inside memdir, never seen by a caller (the module that catches each
turns it into one of the above, or into a fallback):

    HeaderError (ValueError)              frontmatter that is not YAML
    FormatError (ValueError)              not a packed e5 model file
    NewerIndex (Exception)                a search index written by a newer memdir
    Untrusted (Exception)                 a search index not made by this user
    NotARecord (ValueError)               a version git asks to merge that is no record
    GivenTwice (ValueError)               a JSON object that gives one key twice
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass


def shortened(text: str, limit: int) -> str:
    """``text``, or its first characters and ``...`` in ``limit`` characters in all."""
    return text if len(text) <= limit else text[:max(limit - 3, 0)] + "..."


def quoted(value: object, limit: int = 60) -> str:
    """A caller's value as a message quotes it, of at most ``limit`` of its characters: a
    string in quotes (``'deploy'``), anything else as Python writes it (``None``,
    ``{'a': 1}``), never quoted twice. A model's tool call may send a megabyte where a word
    belongs, and an error that echoes it whole goes back into the model's next request."""
    if isinstance(value, str):
        return repr(shortened(value, limit))
    return shortened(repr(value), limit)


# The end of every secret refusal (`Finding.sentence`).
REFUSAL_TAIL = "secrets are never stored as memory"


class MemdirError(Exception):
    """Root of every error memdir raises on purpose."""


# ------------------------------------------------------------------- records and input
class InvalidNameError(MemdirError, ValueError):
    """A record name that is unsafe or malformed (it came from a model or a person)."""

    def __init__(self, name: str, reason: str) -> None:
        shown = name if len(name) <= 60 else name[:57] + "..."
        super().__init__(f"Invalid memory name {shown!r}: {reason}.")
        self.name = name
        self.reason = reason


class InvalidRecordError(MemdirError, ValueError):
    """A record whose fields are missing or of the wrong kind."""


@dataclass(frozen=True)
class Finding:
    """A secret found in one field of a record. ``value`` is never kept."""

    field: str  # for people: "the body", "the source quote", "the frontmatter field 'x'"
    kind: str  # "an AWS access key"

    def sentence(self) -> str:
        """One sentence for a refusal; it names the field and kind, never the secret."""
        return f"{self.field[0].upper()}{self.field[1:]} seems to contain {self.kind}; " \
               f"{REFUSAL_TAIL}."


class SecretError(MemdirError, ValueError):
    """A write refused because a field seems to hold a secret."""

    def __init__(self, finding: Finding, prefix: str = "") -> None:
        super().__init__(prefix + finding.sentence())
        self.finding = finding


# ------------------------------------------------------------------------ not found
class NotFoundError(MemdirError, KeyError):
    """No record with that name exists in the store."""

    def __init__(self, name: str, where: str = "") -> None:
        suffix = f" in {where}" if where else ""
        super().__init__(f"No memory named {name!r}{suffix}. Run 'memdir ls' to see the names.")
        self.name = name

    def __str__(self) -> str:  # KeyError would otherwise repr() the message
        return str(self.args[0])


class UnknownVersion(NotFoundError):
    """A record's history has no version with that number."""

    def __init__(self, name: str, version: int, versions: int) -> None:
        known = (f"its versions are 1 to {versions}" if versions > 1 else
                 "it has version 1 only" if versions == 1 else "it has no versions")
        MemdirError.__init__(self, f"{name!r} has no version {version}: {known} ('memdir "
                                   f"log {shlex.quote(name)}' lists them).")
        self.name = name


class NothingEarlier(NotFoundError):
    """A record that holds has no logged version before the one it holds: nothing to
    restore (``by_hand``: it holds a text no logged change wrote)."""

    def __init__(self, name: str, *, by_hand: bool = False) -> None:
        cmd = shlex.quote(name)  # a command to paste runs only memdir, whatever the name
        said = (f"Memory {name!r} holds a text no logged change wrote (edited by hand?), so "
                f"there is no last change to undo; 'memdir restore {cmd} --version N' "
                f"brings back a logged version ('memdir log {cmd}' lists them)."
                if by_hand else
                f"Memory {name!r} has no earlier version than the one it holds now, so "
                f"there is nothing to restore ('memdir log {cmd}' lists its history).")
        MemdirError.__init__(self, said)
        self.name = name


class UnknownProposal(NotFoundError):
    """No proposal of this user has that id."""

    def __init__(self, proposal_id: str) -> None:
        MemdirError.__init__(self, f"There is no proposal {proposal_id!r}; memdir inbox "
                                   "--all lists them.")
        self.name = proposal_id


class UnknownChange(NotFoundError):
    """No change has that id."""

    def __init__(self, change_id: str) -> None:
        MemdirError.__init__(self, f"There is no change {change_id!r}; memdir changes "
                                   "lists them.")
        self.name = change_id


def given_chars(what: str, value: object) -> int:
    """A budget of characters a caller passed (``Memory(catalog_chars=...)``): a whole
    number, 0 or more, refused at once rather than failing at the first prompt built
    (a text) or silently emptying the prompt (a negative number)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise BadInput(f"{what} is a number of characters, 0 or more, not {value!r}.")
    return value


def prompt_budgets(catalog_chars: object, recall_chars: object) -> tuple[int, int]:
    """`Memory`'s two budgets of the system prompt, each as `given_chars` takes it."""
    return given_chars("catalog_chars", catalog_chars), given_chars("recall_chars", recall_chars)


def given_id(value: object, unknown: type[UnknownChange] | type[UnknownProposal]) -> str:
    """The id of a change or a proposal a caller passed, stripped. One that is not text
    (None: the ``change`` of a turn that wrote nothing) is an id nothing has, said as
    ``unknown``, never an AttributeError from inside the service."""
    if not isinstance(value, str):
        raise unknown(str(value))
    return value.strip()


class RemoteNotFoundError(NotFoundError):
    """The server has no such record (or history, proposal, change); the message is the
    server's sentence. ``name`` is the name asked for when the caller knows it."""

    def __init__(self, sentence: str, name: str = "") -> None:
        MemdirError.__init__(self, sentence)
        self.name = name


# ------------------------------------------------------------------- stores, writes
class ConflictError(MemdirError):
    """A write based on content that another writer has changed since it was read.
    ``current``: the hash the record has now (``absent``: there is none), when the write
    named the hash it expected; a server answers it with the 409, so a client can read
    what changed and decide again."""

    def __init__(self, message: str, current: str | None = None) -> None:
        super().__init__(message)
        self.current = current


class StoreError(MemdirError, OSError):
    """The store cannot be read or written (permissions, full disk, broken layout)."""


class StoreUnavailableError(StoreError):
    """The store's database does not answer now (down, restarting, unreachable): the same
    request may succeed later, unlike a refusal. `memdir serve` answers it with 503."""


class LinkedPathError(StoreError):
    """A path inside a store is a symbolic link: memdir never reads, writes or creates
    through one (a cloned repository could point it anywhere on the machine)."""

    def __init__(self, path: object) -> None:
        super().__init__(f"{path} is a symbolic link; memdir does not read or write memory "
                         "through links. Replace it with a real folder or file.")
        self.path = path


# ------------------------------------------------------------ providers and extras
class ProviderError(MemdirError):
    """A model provider failed or is not configured."""


class NeedsKeyError(ProviderError):
    """The chosen provider needs an API key that is not set."""


class MissingExtraError(MemdirError, ImportError):
    """An optional dependency is not installed."""

    def __init__(self, package: str, extra: str) -> None:
        super().__init__(
            f"The {package!r} package is needed for this; install it with "
            f"pip install 'memdir[{extra}]'."
        )


class SemanticUnavailable(MemdirError):
    """No embedding model or runtime; the lexical ranker is used instead."""


class FetchError(SemanticUnavailable):
    """A pinned model could not be fetched, or was not the pinned file."""


class TermsNotAccepted(SemanticUnavailable):
    """A model under terms of use that were not accepted on this machine."""


# ------------------------------------------------------------------ server and remote
class ServerUnavailableError(MemdirError):
    """The memory server did not answer (down, unreachable, too slow)."""


class AuthError(MemdirError):
    """A request without a valid token (``status`` 401), or refused before it reaches a
    project (403: a page or endpoint its token may not open)."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


class BadInput(MemdirError):
    """A request whose parameters or JSON body are not what the API describes."""


class BadSession(BadInput):
    """A session no record's source can name (blank, over 200 characters, or holding a
    line break or another unprintable character): refused alike by every service."""

    def __init__(self) -> None:
        super().__init__("The session is the 'session' of the records' source: printable "
                         "text of at most 200 characters.")

    @staticmethod
    def check(session: str) -> str:
        """``session`` if it can name a session; raises `BadSession` otherwise."""
        if (not isinstance(session, str) or not session.strip() or len(session) > 200
                or not session.isprintable()):
            raise BadSession
        return session


# ------------------------------------------------------------ review, changes, public
class ProposalError(MemdirError):
    """A proposal that cannot be approved or rejected as asked; nothing was written."""


class StaleProposal(ProposalError):
    """A proposal whose records changed since it was made: nothing was written, and it was
    proposed again against the records as they are now (``again``: the new proposal; None
    when it is not proposed again, with the reason in the message)."""

    def __init__(self, message: str, again: object = None) -> None:
        super().__init__(message)
        self.again = again


class InboxFull(ProposalError):
    """A visitor's proposal refused, nothing filed: its session, or its token, already
    has as many proposals waiting for review as it may (``memdir serve --limit
    pending_per_session=N``, ``pending_per_token=N``)."""


class RoleError(MemdirError):
    """The actor may not do this: a model or a visitor deciding a proposal, publishing,
    or erasing a record (`memdir.service.actors`), or a server's token whose role does
    not allow the request (an agent token asking for the inbox)."""


class PolicyRefused(MemdirError):
    """The write policy refuses this change for this writer and record type (`memdir
    policy` shows the table); nothing was changed."""


class UndoRefused(MemdirError):
    """An undo that would lose a later edit."""


class PublishError(MemdirError):
    """A publish or rollback that cannot be done."""


# -------------------------------------------------------------------- what is read
class AnchorError(MemdirError):
    """An anchor that cannot be stored (a path outside the project, a missing file)."""


class TranscriptError(MemdirError):
    """A conversation file that cannot be read (missing, not a regular file, not JSONL)."""


class SettingsError(MemdirError):
    """A settings file memdir refuses: a project's ``.memdir/settings.json`` that is not
    read (a link, not a regular file, too large), or a Claude Code settings file that is
    not rewritten (it would lose what a person wrote)."""


class NoProjectError(MemdirError):
    """There is no folder here that memdir may use as a project."""


# ---------------------------------------------------------------------- agent tools
class ToolError(MemdirError):
    """A refused or failed tool command of an agent; the message is returned to the
    model."""


class Refused(ToolError):
    """A path the workspace rules refuse; the message is returned to the model."""


class InvalidTimeError(MemdirError, ValueError):
    """A time asked about (``--as-of``) that is not a date or a time memdir can read."""


class GitError(MemdirError):
    """git is missing, the folder is in no repository, or a git command failed."""


# ------------------------------------------------------- caught inside memdir only
class HeaderError(ValueError):
    """The frontmatter is not YAML (the message: the parser's, as it gave it)."""


class FormatError(ValueError):
    """Not a packed e5 model file (or a truncated one)."""


class NewerIndex(Exception):
    """The search index was written by a newer memdir; leave it to that version."""


class Untrusted(Exception):
    """The search index was not made by this user on this machine, or holds objects
    memdir does not make."""


class GivenTwice(ValueError):
    """A JSON object giving one key twice (`memdir.foundation.json_text.once`); the key
    is ``args[0]``."""


class NotARecord(ValueError):
    """A version of a file git asks memdir to merge is not a record it can merge field by
    field (no frontmatter block, frontmatter that is not a mapping, conflict markers):
    it is merged as text."""


__all__ = [
    "REFUSAL_TAIL", "AnchorError", "AuthError", "BadInput", "BadSession", "ConflictError",
    "FetchError",
    "Finding", "FormatError", "GitError", "HeaderError", "InvalidNameError",
    "InvalidRecordError", "InvalidTimeError", "NotARecord",
    "LinkedPathError", "MemdirError", "MissingExtraError", "NeedsKeyError", "NewerIndex",
    "NoProjectError", "NotFoundError", "NothingEarlier", "PolicyRefused", "ProposalError",
    "ProviderError",
    "PublishError", "Refused", "RemoteNotFoundError", "RoleError", "SecretError",
    "SemanticUnavailable", "ServerUnavailableError", "SettingsError", "StaleProposal",
    "StoreError", "StoreUnavailableError",
    "ToolError", "TranscriptError", "UndoRefused", "UnknownChange", "UnknownProposal",
    "UnknownVersion", "Untrusted", "given_chars", "given_id", "prompt_budgets", "quoted",
    "shortened",
]
