"""Secret scanning: the one place that decides whether a record holds a secret.

Memory is sent to models and kept in files people commit, so a secret must never become
a memory, on any path: extraction, `Memory.save`, the MCP tools, the memory tool,
``memdir import``, ``memdir add``/``edit``. Each of them calls `scan_record` (or
`scan_fields`) and refuses with `Finding.sentence`, which names the field and the kind
of secret and never echoes the secret itself. Every string of a record is scanned:
name, description, body, type, the source and its quote, and every extra frontmatter key
(its name and its value, walked when nested). `audit` finds secrets already stored.

Whether one text holds a secret is `memdir.pipeline.admission.secret_detectors`' (detect-secrets'
plugins
and entropy, plus our patterns); its names are importable from here too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from memdir.foundation import lazy_re as re
from memdir.foundation.errors import Finding, SecretError
from memdir.foundation.record import name_key, parse_record
from memdir.pipeline.admission.secret_detectors import (
    ENTROPY_LIMIT,
    detect_secrets_version,
    find_secret,
    normalize,
)

_LABELS = {"name": "the name", "description": "the description", "body": "the body",
           "type": "the type", "quote": "the source quote", "supersedes": "the supersedes field",
           "superseded_by": "the superseded_by field", "valid_from": "the valid_from field",
           "valid_to": "the valid_to field", "created": "the created field",
           "updated": "the updated field"}
Find = Callable[[object], "str | None"]  # what kind of secret a text holds (`find_secret`)
_SAFE_KEY = re.compile(r"^[A-Za-z0-9_.\-]{1,40}$")


def _walk(value: Any, label: str, depth: int = 0) -> Iterator[tuple[str, str]]:
    """(label, text) for every string inside a frontmatter value, keys included."""
    if depth > 8:
        return
    if isinstance(value, Mapping):
        for key, item in value.items():
            key_text = str(key)
            shown = repr(key_text) if _SAFE_KEY.match(key_text) else "a key"
            yield f"a key name in {label}", key_text
            yield f"{label} (key {shown})", item if isinstance(item, str) else ""
            if not isinstance(item, str):
                yield from _walk(item, f"{label} (key {shown})", depth + 1)
    elif isinstance(value, list | tuple | set):
        for item in value:
            yield from _walk(item, label, depth + 1)
    elif value is not None and not isinstance(value, bool | int | float):
        yield label, str(value)
    elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        yield label, str(value)


def scan_fields(fields: Mapping[str, Any], find: Find = find_secret) -> Finding | None:
    """The first secret in named fields (name, description, body, quote, source, extra...).

    Strings are scanned as they are; a mapping or list (``source``, an extra frontmatter
    key) is walked, its keys included.
    """
    for field, value in fields.items():
        if value is None or value == "":
            continue
        if isinstance(value, str):
            kind = find(value)
            if kind:
                return Finding(_LABELS.get(field, f"the {field}"), kind)
            continue
        base = _LABELS.get(field, f"the {field}")
        for label, text in _walk(value, base):
            kind = find(text) if text else None
            if kind:
                return Finding(label, kind)
    return None


def scan_record(record: Any, find: Find = find_secret) -> Finding | None:
    """The first secret in any string a record holds: name, description, body, type,
    source, supersedes, superseded_by, the validity times and every extra frontmatter key
    (its name and its value)."""
    fields: dict[str, Any] = {"name": record.name, "description": record.description,
                              "body": record.body, "type": record.type,
                              **{key: getattr(record, key, None) for key in (
                                  "supersedes", "superseded_by", "valid_from", "valid_to")}}
    source = getattr(record, "source", None)
    if isinstance(source, Mapping):
        fields["quote"] = source.get("quote")
        fields["source"] = {k: v for k, v in source.items() if k != "quote"}
    elif source is not None:
        fields["source"] = source
    for key, value in (getattr(record, "extra", None) or {}).items():
        label = (f"frontmatter field {str(key)!r}" if _SAFE_KEY.match(str(key))
                 else "a frontmatter field")
        if find(str(key)):
            return Finding("a frontmatter key name", find(str(key)) or "a secret")
        fields[label] = value
    return scan_fields(fields, find)


def refuse_secret_name(name: object, prefix: str = "") -> None:
    """Raise `SecretError` (the field and the kind) when a name a writer asks for seems to
    hold a secret: checked before the name's rules, whose refusal quotes the name."""
    kind = find_secret(name) if isinstance(name, str) and name else None
    if kind:
        raise SecretError(Finding("the name", kind), prefix)


def quotable_name(name: object, default: str = "no name") -> str:
    """A name as a refusal of something else about its record may quote it: not when it
    seems to hold a secret ("a name not shown")."""
    if not isinstance(name, str) or not name:
        return default
    return "a name not shown" if find_secret(name) else name


def refuse_secrets(record: Any, *, allow: bool = False, prefix: str = "") -> Finding | None:
    """Raise `SecretError` when ``record`` holds a secret.

    With ``allow`` (a person's explicit ``--allow-secret``) a secret outside the name is
    returned instead of refused; a name is never allowed one, since names are listed in
    MEMORY.md, file names and every catalog shown to a model.
    """
    name_kind = find_secret(getattr(record, "name", ""))
    if name_kind:
        raise SecretError(Finding("the name", name_kind), prefix)
    finding = scan_record(record)
    if finding is not None and not allow:
        raise SecretError(finding, prefix)
    return finding


SECRET_MARK = "[secret]"
_WORD = re.compile(r"\S+")
_MAX_ROUNDS = 8  # secrets taken out of one line before the whole line is


def redact_secrets(text: str) -> str:
    """``text`` with each secret the scanner finds (`find_secret`, the scan of every
    write) replaced by ``[secret]``: for what memdir keeps of words it does not store
    as memory (a public agent's visitor logs and unanswered questions). Line by line,
    the word that makes a line hold a secret is taken out (the key, or the value a cue
    such as "my password is" names); a line still holding one after that is taken out
    whole, and so is the whole text when what it holds spans lines."""
    if not text or not find_secret(text):
        return text
    out = "\n".join(_redact_line(line) if find_secret(line) else line
                     for line in text.split("\n"))
    return SECRET_MARK if find_secret(out) else out


def _redact_line(line: str) -> str:
    """One line holding a secret, each secret word in it replaced (see
    `redact_secrets`). The word that ends the shortest start of the line holding a
    secret is the secret's last: found by halving, so a long line costs a few scans."""
    for _ in range(_MAX_ROUNDS):
        words = list(_WORD.finditer(line))
        low, high = 0, len(words) - 1
        while low < high:
            mid = (low + high) // 2
            if find_secret(line[:words[mid].end()]):
                high = mid
            else:
                low = mid + 1
        if not words:
            break
        word = words[low]
        masked = line[:word.start()] + SECRET_MARK + line[word.end():]
        if masked == line or find_secret(masked[:word.start() + len(SECRET_MARK)]):
            break  # that word was not it alone: the line goes whole
        line = masked
        if not find_secret(line):
            return line
    return SECRET_MARK


@dataclass(frozen=True)
class StoredSecret:
    """A secret already in a store: in a record (``entries`` 0), in ``entries`` entries
    of its history log, or ``where`` else the store keeps the record's text (a published
    version, a proposal). ``name`` is what ``memdir rm NAME --purge`` takes; for a
    secret only in a proposal, ``proposal`` is what ``memdir purge --proposal ID`` takes
    (that erases the proposal's texts alone: a purge of the name would erase the memory
    it is about, and its history, with it)."""

    name: str
    finding: Finding
    entries: int = 0
    where: str = ""
    proposal: str = ""
    scope: str = ""  # the store it is in: a purge of the name without it erases both's

    def detail(self) -> str:
        import shlex

        where = (f"in {self.entries} history entr{'y' if self.entries == 1 else 'ies'}, "
                 if self.entries else "") + (f"in {self.where}, " if self.where else "")
        scope = f" --scope {self.scope}" if self.scope else ""
        command = f"memdir purge --proposal {shlex.quote(self.proposal)}" if self.proposal \
            else f"memdir rm {shlex.quote(self.name)} --purge{scope}"
        return (f"{where}{self.finding.field} seems to contain {self.finding.kind}; "
                f"'{command}' erases it for good")


def _once() -> Find:
    """`find_secret` asked of each distinct text once: an audit meets one body in the
    record, in its history's entries and in its published versions (a 1 MB body took
    about 2 s a scan, and doctor scanned it up to seven times)."""
    seen: dict[str, str | None] = {}

    def find(text: object) -> str | None:
        key = text if isinstance(text, str) else "" if text is None else str(text)
        if key not in seen:
            seen[key] = find_secret(key)
        return seen[key]
    return find


def _text_secret(text: Any, scanned: dict[str, Finding | None], find: Find
                 ) -> Finding | None:
    """The secret in a record's text: in its fields, else in what no field holds
    (frontmatter that no longer parses, a comment in it), each text scanned once. The body
    is a field: past the frontmatter only its start, where the two meet, is read again."""
    if not isinstance(text, str) or not text.strip():
        return None
    if text not in scanned:
        rec = parse_record(text)
        cut = text.rfind(rec.body) if rec.body.strip() else -1
        rest = text if cut < 0 else text[:cut + 300]
        scanned[text] = scan_record(rec, find) or (
            Finding("the file text", kind) if (kind := find(rest)) else None)
    return scanned[text]


def audit(store: Any) -> list[StoredSecret]:
    """Secrets already stored: in the records of ``store``, its history log (the text
    before and after every change), its published versions and its proposals (every
    text of what they would write, and the words they came from): everywhere a purge
    erases. Never echoes a secret."""
    if not store.exists():
        return []
    find = _once()
    found = [StoredSecret(rec.name, f) for rec in store.list()
             if (f := scan_record(rec, find)) is not None]
    scanned: dict[str, Finding | None] = {}  # a text repeats across entries: scan it once
    in_history: dict[str, tuple[Finding, int]] = {}
    for entry in store.history():
        finding = next((f for text in (entry.before, entry.after)
                        if (f := _text_secret(text, scanned, find)) is not None), None)
        if finding is not None:  # one entry counts once
            first, count = in_history.get(entry.name, (finding, 0))
            in_history[entry.name] = (first, count + 1)
    found += [StoredSecret(name, f, n) for name, (f, n) in in_history.items()]
    for number in store.published().versions:
        for file, text in store.published_version(number):
            if (finding := _text_secret(text, scanned, find)) is not None:
                found.append(StoredSecret(parse_record(text, file).name, finding,
                                          where=f"published version {number}"))
    # A secret only in a proposal goes with the proposal's texts; where the memory it is
    # about holds one too, purging the name erases both (its proposals with it).
    named = {name_key(s.name) for s in found}
    found += [s if not s.name or name_key(s.name) not in named else replace(s, proposal="")
              for data in store.proposals() if (s := _in_proposal(data, scanned, find))]
    # The name may be held in the other store too, which the purge would erase as well.
    return [replace(s, scope=str(getattr(store, "scope", "") or "")) for s in found]


def _in_proposal(data: dict[str, Any], scanned: dict[str, Finding | None], find: Find
                 ) -> StoredSecret | None:
    """A secret in a proposal: in the text one of its operations writes or was based
    on, its candidate, the words it came from or the command it kept."""
    ops = [op for op in data.get("ops") or [] if isinstance(op, dict)]
    finding = next((f for op in ops for key in ("text", "base_text")
                    if (f := _text_secret(op.get(key), scanned, find)) is not None), None)
    for field in ("candidate", "source", "command"):
        if finding is None and isinstance(data.get(field), Mapping):
            finding = scan_fields(data[field], find)
    if finding is None:
        return None
    return StoredSecret(str(ops[0].get("name") if ops else ""), finding,
                        where=f"proposal {data.get('id')}", proposal=str(data.get("id")))


__all__ = ["ENTROPY_LIMIT", "SECRET_MARK", "Finding", "SecretError", "StoredSecret", "audit",
           "detect_secrets_version", "find_secret", "normalize", "quotable_name",
           "redact_secrets", "refuse_secret_name", "refuse_secrets", "scan_fields",
           "scan_record"]
