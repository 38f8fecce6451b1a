"""`memdir doctor`'s search for secrets already stored (`secrets.audit`) reads each text
once, on every store: a record's body is in the record, in its history's entries and in
what a published version kept, and each copy was scanned again (a 1 MB record took about
2 s a scan, several scans a run). It still finds a secret wherever it is kept."""

from __future__ import annotations

import random

from memdir.foundation.record import Record
from memdir.pipeline.admission import secrets
from memdir.pipeline.admission.secrets import audit

WORDS = ("deploy", "staging", "cluster", "the", "and", "runs", "at", "night", "backup")


def _body(seed: int, words: int = 15_000) -> str:
    pick = random.Random(seed).choice
    return "\n".join(" ".join(pick(WORDS) for _ in range(12)) for _ in range(words // 12))


def test_an_audit_scans_a_long_record_once_not_once_per_copy(store, monkeypatch):
    body = _body(1)
    store.upsert(Record(name="runbook", description="How nights go", type="project",
                        body=body))
    store.upsert(Record(name="runbook", description="How the nights go", type="project",
                        body=body))  # a new description: one body, in three places now
    scans: list[int] = []
    scan = secrets.find_secret

    def counted(text: str) -> str | None:
        if body in text:
            scans.append(len(text))
        return scan(text)

    monkeypatch.setattr(secrets, "find_secret", counted)
    assert audit(store) == []
    # Read once, where it was read five times (the record, then each entry's text as
    # fields and again whole): counted, not timed, so a busy machine cannot decide it.
    assert len(scans) == 1, scans


def test_an_audit_still_finds_a_secret_in_every_place_it_is_kept(store):
    token = "ghp_1234567890abcdefghijklmnopqrstuvwxyzAB"
    store.upsert(Record(name="runbook", description="How nights go", type="project",
                        body=_body(2, 600) + f"\ntoken {token}\n"))
    store.upsert(Record(name="runbook", description="How nights go", type="project",
                        body=_body(2, 600)))
    found = audit(store)
    assert [(s.name, s.entries) for s in found] == [("runbook", 2)], found
    assert "GitHub token" in found[0].finding.kind
