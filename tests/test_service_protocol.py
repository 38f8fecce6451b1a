"""The service's surface (`memdir.service.protocol`): each call documented once, and read
the same on the local and the remote memory."""

from __future__ import annotations

import inspect

import pytest

from memdir.service.memory import Memory
from memdir.service.protocol import MemoryService
from memdir.service.remote.memory import RemoteMemory

CALLS = sorted(name for name in dir(MemoryService) if not name.startswith("_")
               and name not in ("session", "log"))


@pytest.mark.parametrize("name", CALLS)
def test_every_call_is_documented_once_and_both_memories_read_it(name):
    """help() on a remote memory's call said nothing for most calls (``get``, ``approve``,
    ``undo``...), or "As `Memory.page`", sending the reader to the other class."""
    said = inspect.getdoc(getattr(MemoryService, name))
    assert said, f"MemoryService.{name} says nothing"
    for service in (Memory, RemoteMemory):
        assert inspect.getdoc(getattr(service, name)), f"{service.__name__}.{name} says nothing"


def test_the_calls_alike_on_both_memories_are_written_once():
    """``save`` of ``save_written``, ``find`` of ``get``, ``list`` of ``page``, ``inbox``
    of ``inbox_page`` and the with block were written in each class."""
    for name in ("save", "find", "list", "inbox", "__enter__", "__exit__"):
        for service in (Memory, RemoteMemory):
            assert name not in vars(service), (service.__name__, name)
        assert getattr(Memory, name) is getattr(RemoteMemory, name)
