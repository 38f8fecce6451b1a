"""The evaluation data set: memdir's JSONL format, read and checked in one place.

One JSON object per line, each with a ``kind``::

    {"kind": "dataset", "version": 1, "name": "my-notes"}                  (optional, first)
    {"kind": "record", "name": "test-runner", "description": "Use pytest, not unittest",
     "type": "feedback", "body": "..."}
    {"kind": "query", "query": "how do I run the tests?", "relevant": ["test-runner"],
     "category": "paraphrase", "language": "en", "answer": "with pytest"}

A **record** is a memory as memdir stores it: ``name`` and ``description`` are required,
``type`` is one of memdir's four (default ``project``), ``body`` is optional (the
detail, as in a record file). A **query** is what a user might say at the start of a
turn: ``relevant`` names the records that answer it (an empty list, or none given, makes
it *unanswerable*: the right answer is to recall nothing); ``category`` and ``language``
group the results (optional); ``answer`` is the expected answer for question answering
(``--qa``); ``id`` names it in the per-query output (default ``q1``, ``q2``... in file
order). Any other field of a query whose value is text or a number is kept as a *label*,
reported with the query and usable to choose queries (``memdir eval --where
split=held_out``).

``store`` (records and queries, optional) puts them into separate stores: the queries of
one conversation are answered from that conversation's records only. Without it every
record is in one store.

Bad input gets one error naming the line and what to change, and nothing is run: a label
naming a record that does not exist would otherwise score as a miss.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.errors import InvalidNameError, MemdirError
from memdir.foundation.record import MAX_DESCRIPTION_CHARS, MEMORY_TYPES, name_key, validate_name

FORMAT_VERSION = 1
DEFAULT_TYPE = "project"
UNCATEGORIZED = "uncategorized"
TOTAL = "all"  # the row of every category together; no category may take the name
_QUERY_FIELDS = frozenset({"kind", "id", "query", "relevant", "category", "language",
                           "answer", "store"})
_RECORD_FIELDS = frozenset({"kind", "name", "description", "type", "body", "store"})


@dataclass(frozen=True)
class EvalRecord:
    """A memory of the data set, written into its store before any query is asked."""

    name: str
    description: str
    type: str = DEFAULT_TYPE
    body: str = ""
    store: str = ""

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": "record", "name": self.name,
                               "description": self.description, "type": self.type}
        if self.body:
            out["body"] = self.body
        if self.store:
            out["store"] = self.store
        return out


@dataclass(frozen=True)
class EvalQuery:
    """A labelled query: what was asked, and which records of its store answer it."""

    id: str
    query: str
    relevant: tuple[str, ...] = ()
    category: str = UNCATEGORIZED
    language: str = ""
    answer: str | None = None
    store: str = ""
    labels: Mapping[str, str | int | float] = field(default_factory=dict)

    @property
    def answerable(self) -> bool:
        return bool(self.relevant)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": "query", "id": self.id, "query": self.query,
                               "relevant": list(self.relevant)}
        if self.category != UNCATEGORIZED:
            out["category"] = self.category
        if self.language:
            out["language"] = self.language
        if self.answer is not None:
            out["answer"] = self.answer
        if self.store:
            out["store"] = self.store
        out.update(self.labels)
        return out


@dataclass(frozen=True)
class Dataset:
    """Records and queries, checked: every relevant name is a record of the query's store."""

    records: tuple[EvalRecord, ...]
    queries: tuple[EvalQuery, ...]
    name: str = ""

    def stores(self) -> list[tuple[str, list[EvalRecord], list[EvalQuery]]]:
        """(store, its records, its queries) for every store that has a query, in the
        order its first query appears."""
        records: dict[str, list[EvalRecord]] = {}
        for rec in self.records:
            records.setdefault(rec.store, []).append(rec)
        queries: dict[str, list[EvalQuery]] = {}
        for q in self.queries:
            queries.setdefault(q.store, []).append(q)
        return [(store, records.get(store, []), qs) for store, qs in queries.items()]

    def where(self, conditions: Mapping[str, str]) -> Dataset:
        """The queries whose field or label equals each condition's value (as text)."""
        if not conditions:
            return self
        chosen = tuple(q for q in self.queries
                       if all(_field_text(q, k) == v for k, v in conditions.items()))
        if not chosen:
            shown = ", ".join(f"{k}={v}" for k, v in conditions.items())
            raise MemdirError(f"No query of the data set has {shown}; check the field names "
                              "and values (memdir eval --help).")
        return Dataset(self.records, chosen, self.name)

    def lines(self) -> Iterator[str]:
        """The data set as JSONL, a header line first."""
        header: dict[str, Any] = {"kind": "dataset", "version": FORMAT_VERSION}
        if self.name:
            header["name"] = self.name
        for item in (header, *(r.as_json() for r in self.records),
                     *(q.as_json() for q in self.queries)):
            yield json.dumps(item, ensure_ascii=False)

    def write(self, path: Path) -> None:
        with path.open("w", encoding="utf-8") as fh:
            for line in self.lines():
                fh.write(line + "\n")


def language_of(text: str) -> str:
    """The language a converted question is asked in, by its script (the public formats
    name none): ``ja`` with kana, ``zh`` with Han characters and no kana, ``ko`` with
    Hangul, else ``en``. It is what per-language figures (unanswerable prompts
    recalling anything) are grouped by."""
    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    if re.search(r"[\uac00-\ud7af]", text):
        return "ko"
    if re.search(r"[\u4e00-\u9fff\u3400-\u4dbf]", text):
        return "zh"
    return "en"


def _field_text(q: EvalQuery, key: str) -> str | None:
    if key in ("category", "language", "store", "id"):
        return str(getattr(q, key))
    value = q.labels.get(key)
    return None if value is None else str(value)


def parse_conditions(items: Iterable[str]) -> dict[str, str]:
    """``KEY=VALUE`` strings (``--where``) as a dict; one error for a malformed one."""
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise MemdirError(f"--where takes FIELD=VALUE (e.g. category=paraphrase), not "
                              f"{item!r}.")
        out[key.strip()] = value.strip()
    return out


class _Problem(Exception):
    """One line's problem, turned into the one error naming the file and line."""


def read_jsonl(path: Path) -> Dataset:
    """The data set in a memdir JSONL file.

    Raises:
        MemdirError: the first problem, as "FILE, line N: what is wrong"; or a file
            without a query.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise MemdirError(f"{path} is not UTF-8 text ({exc.reason} at byte {exc.start}).") \
            from exc
    except OSError as exc:
        raise MemdirError(f"Cannot read {path}: {exc.strerror or exc}.") from exc
    return parse_lines(text.splitlines(), str(path))


def parse_lines(lines: Sequence[str], where: str = "the data set") -> Dataset:
    """The data set in these JSONL lines (see the module docstring); see `read_jsonl`."""
    builder = _Builder()
    number = 0
    try:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                item = json_text.loads(line)
            except json.JSONDecodeError as exc:
                raise _Problem(f"not JSON ({exc.msg} at column {exc.colno})") from exc
            if not isinstance(item, dict):
                raise _Problem("each line must be a JSON object")
            builder.add(item, number)
        number = 0
        return builder.finish()
    except _Problem as exc:
        at = f", line {number}" if number else ""
        raise MemdirError(f"{where}{at}: {exc}.") from None


def from_items(records: Iterable[EvalRecord], queries: Iterable[EvalQuery],
               name: str = "") -> Dataset:
    """A data set built in code (the converters), checked like a file."""
    builder = _Builder(name)
    for rec in records:
        builder.record(rec.as_json(), 0)
    for q in queries:
        builder.query(q.as_json(), 0)
    try:
        return builder.finish()
    except _Problem as exc:
        raise MemdirError(f"The converted data set is not valid: {exc}.") from None


class _Builder:
    def __init__(self, name: str = "") -> None:
        self.name = name
        self.records: list[EvalRecord] = []
        self.queries: list[EvalQuery] = []
        self.names: dict[tuple[str, str], str] = {}  # (store, name key) -> name
        self.ids: set[str] = set()
        self.pending: list[tuple[EvalQuery, int]] = []

    def add(self, item: dict[str, Any], line: int) -> None:
        kind = item.get("kind")
        if kind == "dataset":
            if self.records or self.queries:
                raise _Problem('the "dataset" header must be the first line')
            version = item.get("version", FORMAT_VERSION)
            if version != FORMAT_VERSION:
                raise _Problem(f"format version {version!r} is not one this memdir reads "
                               f"({FORMAT_VERSION})")
            self.name = _text(item, "name", required=False)
        elif kind == "record":
            self.record(item, line)
        elif kind == "query":
            self.query(item, line)
        else:
            raise _Problem('"kind" must be "record", "query" or "dataset"')

    def record(self, item: dict[str, Any], line: int) -> None:
        unknown = sorted(set(item) - _RECORD_FIELDS)
        if unknown:
            raise _Problem(f"a record has no field {unknown[0]!r} (fields: "
                           f"{', '.join(sorted(_RECORD_FIELDS - {'kind'}))})")
        try:
            name = validate_name(_text(item, "name"))
        except InvalidNameError as exc:
            raise _Problem(str(exc).rstrip(".")) from None
        description = _text(item, "description")
        if not description.strip():
            raise _Problem(f"the description of {name!r} is empty")
        if len(description) > MAX_DESCRIPTION_CHARS:
            raise _Problem(f"the description of {name!r} is longer than "
                           f"{MAX_DESCRIPTION_CHARS} characters; put the rest in the body")
        rtype = _text(item, "type", required=False) or DEFAULT_TYPE
        if rtype not in MEMORY_TYPES:
            raise _Problem(f"type {rtype!r} is not one of {', '.join(MEMORY_TYPES)}")
        store = _text(item, "store", required=False)
        key = (store, name_key(name))
        if key in self.names:
            raise _Problem(f"two records are named {name!r}" +
                           (f" in store {store!r}" if store else "") +
                           " (names are compared without case)")
        self.names[key] = name
        self.records.append(EvalRecord(name, description, rtype,
                                       _text(item, "body", required=False), store))

    def query(self, item: dict[str, Any], line: int) -> None:
        text = _text(item, "query")
        if not text.strip():
            raise _Problem("the query is empty")
        relevant = item.get("relevant", [])
        if not isinstance(relevant, list) or not all(isinstance(r, str) for r in relevant):
            raise _Problem('"relevant" must be a list of record names')
        category = _text(item, "category", required=False) or UNCATEGORIZED
        if category == TOTAL:
            raise _Problem(f'category "{TOTAL}" is the total of every category; name it '
                           "otherwise")
        answer = item.get("answer")
        if answer is not None and not isinstance(answer, (str, int, float)):
            raise _Problem('"answer" must be text')
        qid = _text(item, "id", required=False) or f"q{len(self.queries) + 1}"
        if qid in self.ids:
            raise _Problem(f"two queries have the id {qid!r}")
        self.ids.add(qid)
        labels: dict[str, str | int | float] = {}
        for key, value in item.items():
            if key in _QUERY_FIELDS:
                continue
            if not isinstance(value, (str, int, float)) or isinstance(value, bool):
                raise _Problem(f"the query's field {key!r} must be text or a number")
            labels[key] = value
        q = EvalQuery(qid, text, tuple(dict.fromkeys(relevant)), category,
                      _text(item, "language", required=False),
                      None if answer is None else str(answer),
                      _text(item, "store", required=False), labels)
        self.queries.append(q)
        self.pending.append((q, line))

    def finish(self) -> Dataset:
        # Relevant names are checked once every record is read: a file may list its
        # queries first.
        for q, line in self.pending:
            for name in q.relevant:
                if (q.store, name_key(name)) not in self.names:
                    where = f" of store {q.store!r}" if q.store else ""
                    at = f"line {line}: " if line else ""
                    raise _Problem(f"{at}query {q.id!r} names {name!r} as relevant, but no "
                                   f"record{where} has that name")
        if not self.queries:
            raise _Problem('there is no query (a line with "kind": "query")')
        named = [EvalQuery(q.id, q.query, tuple(self.names[(q.store, name_key(n))]
                                                for n in q.relevant),
                           q.category, q.language, q.answer, q.store, q.labels)
                 for q, _ in self.pending]
        return Dataset(tuple(self.records), tuple(named), self.name)


def _text(item: Mapping[str, Any], key: str, *, required: bool = True) -> str:
    value = item.get(key)
    if value is None:
        if required:
            raise _Problem(f'"{key}" is missing')
        return ""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise _Problem(f'"{key}" must be text')
    return str(value)


__all__ = ["Dataset", "EvalQuery", "EvalRecord", "FORMAT_VERSION", "TOTAL", "UNCATEGORIZED",
           "from_items", "language_of", "parse_conditions", "parse_lines", "read_jsonl"]
