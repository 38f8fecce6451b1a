"""memdir: cross-session memory for AI agents.

    from memdir import Memory
    memory = Memory()                               # project + user stores
    system = memory.system_prompt(messages, base=BASE)   # turn start
    memory.after_turn(messages)                     # turn end

Everything the documentation's examples use is importable from here: `Memory` and what
its methods return, its `Config`, the records, the provider interface (`get_provider`,
`ToolSpec`, `system_text`...), the scripted provider for tests, and every error a caller may catch.
Records are Markdown files in `.memory/` (project) and the user config folder (user);
see `memdir.store.FileStore`. Importing this package imports its version and nothing else:
every name here, down to the errors, is imported on first use (no model SDK before a
provider is used).
"""

from __future__ import annotations

from importlib import import_module

from memdir.foundation.version import __version__

# Not typing's: a prompt's hook that the resident process answers imports this package and
# little else (`memdir.service.resident`), and typing alone would be a tenth of its time.
TYPE_CHECKING = False

if TYPE_CHECKING:
    from typing import Any

    from memdir.foundation.candidate import Candidate
    from memdir.foundation.config import Config
    from memdir.foundation.errors import (
        AnchorError,
        AuthError,
        BadInput,
        BadSession,
        ConflictError,
        FetchError,
        GitError,
        InboxFull,
        InvalidNameError,
        InvalidRecordError,
        InvalidTimeError,
        LinkedPathError,
        MemdirError,
        MissingExtraError,
        NeedsKeyError,
        NoProjectError,
        NotFoundError,
        NothingEarlier,
        PolicyRefused,
        ProposalError,
        ProviderError,
        PublishError,
        Refused,
        RemoteNotFoundError,
        RoleError,
        SecretError,
        SemanticUnavailable,
        ServerUnavailableError,
        SettingsError,
        StaleProposal,
        StoreError,
        StoreUnavailableError,
        TermsNotAccepted,
        ToolError,
        TranscriptError,
        UndoRefused,
        UnknownChange,
        UnknownProposal,
        UnknownVersion,
    )
    from memdir.foundation.record import MEMORY_TYPES, Record
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
    from memdir.service.changes import Change
    from memdir.service.inbox import Proposal
    from memdir.service.memory import Memory, TurnReport
    from memdir.service.opening import open_memory
    from memdir.service.protocol import MemoryService
    from memdir.service.remote.memory import RemoteMemory
    from memdir.service.results import Done, Found, SearchResult, Written
    from memdir.store import FileStore
    from memdir.store.postgres import PostgresStore
    from memdir.testing import ScriptedProvider
    from memdir.web import ReviewSessions, review_app


# name -> module, imported on first use: the pipeline and the provider interface are not
# needed to read a record, and an SDK is never imported before a provider is used.
_LAZY = {
    # Even these: the hook a host agent starts for every prompt imports this package, and
    # when the resident process answers it, nothing more (`memdir.service.resident`).
    "AnchorError": "foundation.errors",
    "AuthError": "foundation.errors",
    "BadInput": "foundation.errors",
    "BadSession": "foundation.errors",
    "ConflictError": "foundation.errors",
    "FetchError": "foundation.errors",
    "GitError": "foundation.errors",
    "InboxFull": "foundation.errors",
    "InvalidNameError": "foundation.errors",
    "InvalidRecordError": "foundation.errors",
    "InvalidTimeError": "foundation.errors",
    "LinkedPathError": "foundation.errors",
    "MemdirError": "foundation.errors",
    "MissingExtraError": "foundation.errors",
    "NeedsKeyError": "foundation.errors",
    "NoProjectError": "foundation.errors",
    "NotFoundError": "foundation.errors",
    "NothingEarlier": "foundation.errors",
    "PolicyRefused": "foundation.errors",
    "ProposalError": "foundation.errors",
    "ProviderError": "foundation.errors",
    "PublishError": "foundation.errors",
    "Refused": "foundation.errors",
    "RemoteNotFoundError": "foundation.errors",
    "RoleError": "foundation.errors",
    "SecretError": "foundation.errors",
    "SemanticUnavailable": "foundation.errors",
    "ServerUnavailableError": "foundation.errors",
    "SettingsError": "foundation.errors",
    "StaleProposal": "foundation.errors",
    "StoreError": "foundation.errors",
    "StoreUnavailableError": "foundation.errors",
    "TermsNotAccepted": "foundation.errors",
    "ToolError": "foundation.errors",
    "TranscriptError": "foundation.errors",
    "UndoRefused": "foundation.errors",
    "UnknownChange": "foundation.errors",
    "UnknownProposal": "foundation.errors",
    "UnknownVersion": "foundation.errors",
    "MEMORY_TYPES": "foundation.record", "Record": "foundation.record",
    "FileStore": "store",
    "Config": "foundation.config",  # Memory(config=Config(home=...)): docs/configuration.md
    "Memory": "service.memory", "SystemPrompt": "pipeline.recall", "TurnReport": "service.memory",
    "Found": "service.results", "SearchResult": "service.results",
    "Written": "service.results", "Done": "service.results",
    "Proposal": "service.inbox", "Change": "service.changes",  # the inbox's, the changes'
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
    "MEMORY_TYPES", "Actor", "AuthError", "Candidate", "Change", "Config", "ConflictError",
    "Decision", "Done",
    "FileStore", "Found", "MemoryService",
    "InvalidNameError", "InvalidRecordError", "LinkedPathError", "MemdirError", "Memory",
    "Message", "MissingExtraError", "NeedsKeyError", "NoProjectError", "NotFoundError",
    "PolicyRefused", "PostgresStore", "Proposal", "ProposalError", "Provider", "ProviderError",
    "PublishError",
    "Recalled", "Record", "RemoteMemory", "RemoteNotFoundError", "Response", "ReviewSessions",
    "RoleError",
    "ScriptedProvider", "SearchResult", "SecretError", "ServerUnavailableError",
    "StaleProposal", "StoreError", "StoreUnavailableError", "SystemBlock", "SystemPrompt",
    "ToolCall", "ToolSpec", "TurnReport", "UndoRefused", "UnknownChange", "UnknownProposal",
    "Written",
    # The rest of the error tree (`memdir.foundation.errors`): what a caller may catch.
    "AnchorError", "BadInput", "BadSession", "FetchError", "GitError", "InboxFull",
    "InvalidTimeError", "NothingEarlier", "Refused", "SemanticUnavailable", "SettingsError",
    "TermsNotAccepted", "ToolError", "TranscriptError", "UnknownVersion",
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
