"""The resident process keeps its stores current by watching their folders
(`memdir.foundation.watch`): a request costs no look at every file unless one changed, a
hand edit is still in the next answer, and a record another process wrote is embedded
between requests, after the answers, never by a recall. In-process (`Resident` without
its loop), over real stores and, for the vectors, the test suite's real model."""

from __future__ import annotations

import os
import select
import sys
from typing import Any

import pytest

from memdir.foundation.config import Config
from memdir.integrations.resident_server import Resident
from memdir.service import resident as wire
from memdir.store.files.index import SearchIndex

from .conftest import add

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="inotify is Linux's")
DEPLOY = ("deploy-friday", "Never deploy billing on Friday")
REPLY = ("reply-concise", "Keep answers short: code first, explanation only when asked")


@pytest.fixture
def resident(tmp_path):
    found = Resident(Config.from_env(), wire.Place(str(tmp_path), "0" * 16))
    yield found
    found._watch.close()
    for store in found._stores.values():
        store.close()


def fused(resident: Resident, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The resident ranking fused with the test suite's real model, as its loading thread
    leaves it (skips where the extra or the model is missing)."""
    for package in ("onnxruntime", "tokenizers", "onnx"):
        pytest.importorskip(package)
    from memdir.foundation.errors import SemanticUnavailable
    from memdir.providers.semantic import get_embedder
    from memdir.providers.semantic.ready import prepare

    try:
        source = prepare()
    except SemanticUnavailable as exc:
        pytest.skip(str(exc))
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    resident.config = Config.from_env()
    embedder = get_embedder(source)
    resident.model.embedder = embedder
    return embedder


@pytest.fixture
def scans(monkeypatch) -> list[int]:
    """One entry per full look at a store's files (a stat of every file)."""
    seen: list[int] = []
    real = SearchIndex._scan

    def counted(self):
        seen.append(1)
        return real(self)

    monkeypatch.setattr(SearchIndex, "_scan", counted)
    return seen


def test_a_store_looks_again_only_at_the_files_that_changed(project_store, resident,
                                                            scans):
    add(project_store, *DEPLOY)
    root = project_store.root

    def ask(query: str) -> list[str]:
        return [h.name for h in resident.store(root, "project").search(query)]

    assert ask("deploy billing") == ["deploy-friday"]  # the first look makes .cache/,
    ask("deploy billing")  # which moves the folder's time: one more look, once
    looked = len(scans)
    assert ask("deploy billing on friday") == ["deploy-friday"]
    assert ask("billing") == ["deploy-friday"]
    assert len(scans) == looked  # nothing changed: no stat of every file
    file = root / "deploy-friday.md"
    file.write_text(file.read_text("utf-8").replace("on Friday", "on Friday or holidays"),
                    encoding="utf-8")  # in place: the folder's own time does not move
    assert ask("holidays") == ["deploy-friday"]
    add(project_store, *REPLY)  # another process's write: a new file, MEMORY.md
    assert ask("answers short") == ["reply-concise"]
    file.unlink()  # deleted by hand
    assert ask("deploy billing") == []
    assert len(scans) == looked  # each time, the files the watch named alone
    resident._watch.close()  # a watch that can no longer say which (as after an overflow)
    assert ask("answers short") == ["reply-concise"]
    assert len(scans) == looked + 1  # every file


def vectors_of(store: Any) -> int:
    return store._index()._connect().execute("SELECT count(*) FROM vectors").fetchone()[0]


@pytest.mark.slow  # runs the suite's real model (fused)
def test_a_record_written_elsewhere_is_embedded_between_requests(project_store, resident,
                                                                 monkeypatch):
    embedder = fused(resident, monkeypatch)
    add(project_store, *DEPLOY)
    root = project_store.root
    store = resident.store(root, "project")
    assert [h.name for h in store.search("deploy billing", embedder=embedder)] == [
        "deploy-friday"]
    resident._warming = True
    while resident._warming:  # the loop's steps after that answer: its vector
        resident._warm()
    assert vectors_of(store) == 1
    add(project_store, *REPLY)  # another process's write
    assert select.select([resident._watch], [], [], 10)[0] == [resident._watch]
    before = embedder.calls
    resident._keep_up()  # the change taken in (a look at every file), nothing embedded
    assert embedder.calls == before
    resident._warming = True
    resident._warm()  # one step: the new record's vector, before the next request
    assert embedder.calls - before == 1 and vectors_of(store) == 2
    before = embedder.calls
    hits = resident.store(root, "project").search("how long should my responses be?",
                                                  embedder=embedder)
    assert "reply-concise" in [h.name for h in hits]
    assert embedder.calls - before == 1  # the query alone


@pytest.mark.slow  # runs the suite's real model (fused)
def test_a_recall_right_after_a_write_does_not_wait_for_its_vector(project_store,
                                                                   resident, monkeypatch):
    """A request that comes before the new record was embedded ranks with the vectors
    stored (the lexical ranker finds the record) and embeds only its query; the record
    is embedded after the answer."""
    embedder = fused(resident, monkeypatch)
    add(project_store, *DEPLOY)
    root = project_store.root
    store = resident.store(root, "project")
    store.search("deploy billing", embedder=embedder)
    store.sync_vectors(embedder)
    add(project_store, *REPLY)  # another process's write; the request comes at once
    before = embedder.calls
    hits = resident.store(root, "project").search("keep answers short", embedder=embedder)
    assert [h.name for h in hits] == ["reply-concise"]  # found, by its words
    assert embedder.calls - before == 1 and vectors_of(store) == 1  # the query alone
    resident._warming = True
    while resident._warming:  # after the answer, between requests
        resident._warm()
    assert embedder.calls - before == 2 and vectors_of(store) == 2
    hits = resident.store(root, "project").search("how long should my responses be?",
                                                  embedder=embedder)
    assert "reply-concise" in [h.name for h in hits]  # now by its vector too


@pytest.mark.slow  # runs the suite's real model (fused)
def test_between_requests_it_measures_its_stores_densities(project_store, resident,
                                                           monkeypatch):
    """The fused order's record densities (`memdir.store.density`) are measured with
    nothing else to do, a few at a time, until none is left; a search then measures
    none."""
    monkeypatch.setattr("memdir.integrations.resident_server.WARM_ROWS", 2)
    embedder = fused(resident, monkeypatch)
    from memdir.store.files.vectors import current_vectors
    from memdir.store.fusion import neighbours

    monkeypatch.setattr(embedder, "fusion", {**embedder.fusion, "method": "rrf", "hub": 0.5,
                                             "hub_k": 2})
    for i in range(5):
        add(project_store, f"note-{i}", f"Deploy step {i}: run the billing migration")
    store = resident.store(project_store.root, "project")
    store.sync_vectors(embedder)
    resident._warming = True
    steps = 0
    while resident._warming:
        resident._warm()
        steps += 1
    assert steps == 4  # 5 records, 2 at a time, then one step that found none left
    vectors = current_vectors(store._index(), embedder.name)
    assert vectors.unknown_densities(neighbours(embedder.fusion), 10) == []


def test_a_fresh_process_after_a_partial_look_still_sees_the_files(project_store,
                                                                   resident):
    """A look at the changed files alone leaves the index holding more than the last full
    pass saw: a fresh process's first look does not trust that pass's digest."""
    from memdir.store.files.store import FileStore

    add(project_store, *DEPLOY)
    root = project_store.root
    file = root / "deploy-friday.md"
    text, old = file.read_text("utf-8"), 1_700_000_000 * 10**9
    os.utime(file, ns=(old, old))  # long before the look: not racy, the digest is kept
    resident.store(root, "project").search("billing")
    resident.store(root, "project").search("billing")  # the look after .cache/ was made
    file.write_text(text.replace("on Friday", "on Sunday"), encoding="utf-8")
    assert [h.name for h in resident.store(root, "project").search("sunday")] == [
        "deploy-friday"]
    file.write_text(text, encoding="utf-8")  # back as it was, its time too, while the
    os.utime(file, ns=(old, old))  # resident is not asked (it may be gone)
    fresh = FileStore(root, scope="project")
    assert [h.name for h in fresh.search("sunday")] == []
    assert [h.name for h in fresh.search("friday")] == ["deploy-friday"]
    fresh.close()


def test_the_look_after_a_write_reads_memory_md_without_parsing_it(project_store, resident,
                                                                   monkeypatch):
    """What changed is indexed and MEMORY.md is only searched for conflict markers (a
    merge to repair): its lines, 10,000 at that size, are not parsed for the answer."""
    from memdir.store.files import catalog

    add(project_store, *DEPLOY)
    root = project_store.root
    resident.store(root, "project").search("billing")
    parsed: list[str] = []
    real = catalog.parse_index_line
    monkeypatch.setattr(catalog, "parse_index_line",
                        lambda line: parsed.append(line) or real(line))
    add(project_store, *REPLY)  # another process's write: a record file and MEMORY.md
    parsed.clear()
    assert [h.name for h in resident.store(root, "project").search("answers short")] == [
        "reply-concise"]
    assert parsed == []


@pytest.mark.slow  # runs the suite's real model (fused)
def test_a_search_request_embeds_its_query_while_the_store_ranks_lexically(
        project_store, resident, monkeypatch):
    embedder = fused(resident, monkeypatch)
    add(project_store, *REPLY)
    resident.store(project_store.root, "project").sync_vectors(embedder)
    query = "how long should my responses be, asked of the resident?"
    started: list[bool] = []
    real = SearchIndex.search

    def lexical(self, *args, **kwargs):
        with embedder._guard:
            started.append(query in embedder._pending or query in embedder._queries)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(SearchIndex, "search", lexical)
    monkeypatch.setattr(resident.model, "current", lambda: embedder)  # loaded
    answer, _ = resident._search({"root": str(project_store.root), "scope": "project",
                                  "query": query, "limit": 5})
    assert [hit[0] for hit in answer["hits"]] == ["reply-concise"]
    assert started == [True]  # already on its way when the lexical ranker ran
