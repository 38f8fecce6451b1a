"""Property: whatever memdir does on its own, and whatever is undone, the store is what
its history says (nothing lost, nothing resurrected).

A hypothesis state machine runs any sequence of writes, proposals, approvals, rejections,
consolidations (a scripted model merging records that say the same thing, applied or
proposed as the write policy says) and undos; after every step, replaying the history
log from an empty store gives exactly the records on disk, and every change that was
approved or applied is listed as one change.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import Bundle, RuleBasedStateMachine, invariant, rule

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import MemdirError, ProposalError, UndoRefused
from memdir.foundation.record import name_key, parse_record
from memdir.service.memory import Memory
from memdir.service.origins import signed_text
from memdir.service.write_policy import Cell, WritePolicy
from memdir.testing import ScriptedProvider

NAMES = st.sampled_from(["use-pnpm", "use-ruff", "tabs", "deploy-day", "owner"])
TEXTS = st.sampled_from(["Use pnpm", "Use ruff", "Indent with tabs", "Deploy on monday",
                         "Use pnpm always"])


def merge_same_description(system, messages, tools):
    """A consolidation model: records that share a description become the first one."""
    text = messages[-1]["content"]
    records = json.loads(text[text.index("["):])
    kept = {}
    for r in records:
        kept.setdefault(r["description"], r)
    return json.dumps(list(kept.values()))


def replay(store) -> dict[str, str]:
    """The records the history log says exist, by name key, with their text."""
    state: dict[str, str] = {}
    for e in store.history():
        if e.op == "rename" and e.new_name:
            state.pop(name_key(e.name), None)
            state[name_key(e.new_name)] = e.after
        elif e.op in ("delete", "tombstone"):
            state.pop(name_key(e.name), None)
        else:
            state[name_key(parse_record(e.after).name)] = e.after
    return state


def on_disk(store) -> dict[str, str]:
    return {r.key: store.read_text(r.file) for r in store.list()}


class Review(RuleBasedStateMachine):
    proposals = Bundle("proposals")

    def __init__(self) -> None:
        super().__init__()
        self.tmp = Path(tempfile.mkdtemp(prefix="memdir-review-"))
        self.model = ScriptedProvider()
        self.memory = Memory(self.tmp / "proj", user=False, provider=self.model,
                             consolidate_at=10_000, policy=WritePolicy())

    def teardown(self) -> None:
        self.memory.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def _save(self, name: str, text: str, origin: str):
        cand = Candidate(name=name, description=text, type="feedback", body=text,
                         quote=text)
        try:
            return self.memory.save(cand, origin=origin)
        except MemdirError:
            return None

    @rule(name=NAMES, text=TEXTS)
    def write(self, name, text):
        self._save(name, text, "user")

    def _disk(self) -> dict[str, str]:
        store = self.memory.project
        return on_disk(store) if store.exists() else {}

    @rule(target=proposals, name=NAMES, text=TEXTS)
    def propose(self, name, text):
        before, pending = self._disk(), {p.id for p in self.memory.inbox()}
        self._save(name, text, "visitor")
        assert self._disk() == before  # a proposal writes nothing
        new = [p.id for p in self.memory.inbox() if p.id not in pending]
        return new[0] if new else "pnone000000"

    @rule(pid=proposals)
    def approve(self, pid):
        try:
            self.memory.approve(pid)
        except (ProposalError, MemdirError):
            pass

    @rule(pid=proposals, reason=st.sampled_from(["", "not true"]))
    def reject(self, pid, reason):
        before = self._disk()
        try:
            self.memory.reject(pid, reason)
        except MemdirError:
            pass
        assert self._disk() == before

    @rule(auto=st.booleans())
    def consolidate(self, auto):
        action = "auto" if auto else "propose"
        for rtype in ("user", "feedback", "project", "reference"):
            self.memory.policy.cells[("consolidation", rtype)] = Cell(action)
        self.model.enqueue(merge_same_description)
        before = self._disk()
        result = self.memory.consolidate()
        if not auto:
            assert self._disk() == before  # proposed, not applied
        for name in result.deleted:  # removed, never lost: a tombstone until restored
            assert name in {t.name for _, t in self.memory.tombstones()}

    @rule(pick=st.integers(min_value=0, max_value=5))
    def undo(self, pick):
        changes = self.memory.changes()
        if not changes:
            return
        target = changes[pick % len(changes)]
        earlier: dict[str, str | None] = {}
        for _, entry in target.entries:  # each record as it was before the change
            for name, text in ((entry.name, entry.before), (entry.new_name, None)):
                if name and name_key(name) not in earlier:
                    earlier[name_key(name)] = text if name == entry.name else None
        try:
            self.memory.undo(target.id)
        except (UndoRefused, MemdirError):
            return
        disk = self._disk()
        for key, text in earlier.items():  # every record it touched is as it was, with
            # the line that says a person chose it (a person's own undo)
            assert disk.get(key) == (signed_text(text) if text is not None else None)

    @rule(name=NAMES)
    def person_deletes(self, name):
        store = self.memory.project
        if store.find(name) is not None:
            store.delete(name, actor="cli")

    @invariant()
    def store_is_its_replayed_history(self):
        store = self.memory.project
        if store.exists():
            assert on_disk(store) == replay(store)

    @invariant()
    def every_proposal_is_kept_with_its_decision(self):
        for p in self.memory.inbox(None):
            # stale: approved after its record changed, so proposed again, never applied
            assert p.status in ("pending", "approved", "rejected", "stale")
            assert (p.change is not None) == (p.status == "approved")


Review.TestCase.settings = settings(max_examples=25, stateful_step_count=12, deadline=None,
                                    suppress_health_check=[HealthCheck.too_slow])
test_review_is_replayable_history = Review.TestCase
