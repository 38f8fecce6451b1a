"""memdir: cross-session memory for AI agents.

    from memdir import Memory
    memory = Memory()                               # project + user stores
    system = memory.system_prompt(messages, base=BASE)   # turn start
    memory.after_turn(messages)                     # turn end

Everything the documentation's examples use is importable from here: `Memory` and what
its methods return, the records, the provider interface (`get_provider`, `ToolSpec`,
`system_text`...), the scripted provider for tests, and every error a caller may catch.
Records are Markdown files in `.memory/` (project) and the user config folder (user);
see `memdir.store.FileStore`. Importing this package imports no model SDK: `Memory`
(with the pipeline behind it) and the provider interface are imported on first use.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

from memdir.foundation.errors import (
    AuthError,
    ConflictError,
    InvalidNameError,
    InvalidRecordError,
    LinkedPathError,
    MemdirError,
    MissingExtraError,
    NeedsKeyError,
    NoProjectError,
    NotFoundError,
    PolicyRefused,
    ProposalError,
    ProviderError,
    PublishError,
    RemoteNotFoundError,
    RoleError,
    SecretError,
    ServerUnavailableError,
    StaleProposal,
    StoreError,
    StoreUnavailableError,
    UndoRefused,
    UnknownChange,
    UnknownProposal,
)
from memdir.foundation.record import MEMORY_TYPES, Record
from memdir.foundation.version import __version__
from memdir.store import FileStore

if TYPE_CHECKING:
    from memdir.foundation.candidate import Candidate
    from memdir.pipeline.admission.policy import Decision
    from memdir.pipeline.citations import make_anchor
    from memdir.pipeline.recall import Recalled, SystemPrompt
    from memdir.providers import get_provider
    from memdir.providers.base import (
        Message,
        Provider,
        Response,
        SystemBlock,
        ToolCall,
        ToolSpec,
        system_text,
    )
    from memdir.service.actors import Actor
    from memdir.service.memory import Memory, TurnReport
    from memdir.service.opening import open_memory
    from memdir.service.protocol import MemoryService
    from memdir.service.remote.memory import RemoteMemory
    from memdir.service.results import Done, Found, SearchResult, Written
    from memdir.store.postgres import PostgresStore
    from memdir.testing import ScriptedProvider
    from memdir.web import ReviewSessions, review_app


# name -> module, imported on first use: the pipeline and the provider interface are not
# needed to read a record, and an SDK is never imported before a provider is used.
_LAZY = {
    "Memory": "service.memory", "SystemPrompt": "pipeline.recall", "TurnReport": "service.memory",
    "Found": "service.results", "SearchResult": "service.results",
    "Written": "service.results", "Done": "service.results",
    "Actor": "service.actors", "MemoryService": "service.protocol",
    "Candidate": "foundation.candidate", "Decision": "pipeline.admission.policy",
    "Recalled": "pipeline.recall",
    "make_anchor": "pipeline.citations", "get_provider": "providers",
    "Message": "providers.base", "Provider": "providers.base",
    "Response": "providers.base", "SystemBlock": "providers.base",
    "ToolCall": "providers.base", "ToolSpec": "providers.base",
    "system_text": "providers.base",
    "ScriptedProvider": "testing",
    # Memory kept by `memdir serve`; open_memory: Memory, or RemoteMemory with MEMDIR_URL.
    "RemoteMemory": "service.remote.memory", "open_memory": "service.opening",
    "PostgresStore": "store.postgres",  # opening one needs memdir[server]; importing not
    "review_app": "web",  # the review page; building it needs memdir[server]
    "ReviewSessions": "web",  # its one-time links and sessions (the standard library only)
}

__all__ = [
    "MEMORY_TYPES", "Actor", "AuthError", "Candidate", "ConflictError", "Decision", "Done",
    "FileStore", "Found", "MemoryService",
    "InvalidNameError", "InvalidRecordError", "LinkedPathError", "MemdirError", "Memory",
    "Message", "MissingExtraError", "NeedsKeyError", "NoProjectError", "NotFoundError",
    "PolicyRefused", "PostgresStore", "ProposalError", "Provider", "ProviderError", "PublishError",
    "Recalled", "Record", "RemoteMemory", "RemoteNotFoundError", "Response", "ReviewSessions",
    "RoleError",
    "ScriptedProvider", "SearchResult", "SecretError", "ServerUnavailableError",
    "StaleProposal", "StoreError", "StoreUnavailableError", "SystemBlock", "SystemPrompt",
    "ToolCall", "ToolSpec", "TurnReport", "UndoRefused", "UnknownChange", "UnknownProposal",
    "Written",
    "__version__", "get_provider", "make_anchor", "open_memory", "review_app", "system_text",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'memdir' has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value  # once: the next access is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
