"""The pinned judge of end-to-end question answering (``memdir eval --qa``).

A question-answering score means something only next to the judge that gave it: peers'
published LoCoMo numbers differ as much by judge model and prompt as by memory system. So
everything that decides a score is in one versioned file shipped with memdir
(``judges/memdir-judge-1.json``): the answering prompt the model under test gets, the judge
model and its settings, the judge's prompt, and how its reply is scored. A run reports
the file's ``id`` and sha256; a file of your own (``--judge FILE``) gets its own hash, so
it can never pass for the shipped one.

The judge replies with a JSON object (``{"label": "CORRECT"}``); the label's score comes
from ``scoring.labels``. A reply with no label the file knows is *unjudged*: reported,
never counted as right or wrong.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from memdir.foundation import json_text
from memdir.foundation.errors import MemdirError
from memdir.pipeline.model_output import find_json_object

DEFAULT_JUDGE = "memdir-judge-1"
PLACES = ("{question}", "{expected}", "{answer}")


@dataclass(frozen=True)
class Judge:
    """A judge configuration, checked (see the module docstring)."""

    id: str
    sha256: str
    answer_system: str
    answer_max_tokens: int
    provider: str
    model: str
    temperature: float | None
    max_tokens: int
    system: str
    user: str
    key: str
    labels: dict[str, float]
    source: str

    def prompt(self, question: str, expected: str, answer: str) -> str:
        """The judge's user message for one answer (placeholders filled once each, so an
        answer containing "{expected}" cannot pull the expected answer into itself)."""
        out, rest = "", self.user
        values = {"{question}": question, "{expected}": expected, "{answer}": answer}
        while True:
            found = [(rest.find(p), p) for p in PLACES if p in rest]
            if not found:
                return out + rest
            at, place = min(found)
            out += rest[:at] + values[place]
            rest = rest[at + len(place):]

    def verdict(self, reply: str) -> tuple[str, float | None]:
        """(label, score) of the judge's reply; ("", None) when it gave no known label."""
        label = _label(reply, self.key)
        if label is None:
            bare = reply.strip().strip(".\"'` \n").upper()
            label = bare if bare in self.labels else None
        if label is None or label.upper() not in self.labels:
            return "", None
        label = label.upper()
        return label, self.labels[label]

    def described(self) -> dict[str, Any]:
        return {"id": self.id, "sha256": self.sha256, "provider": self.provider,
                "model": self.model, "source": self.source}


def _label(reply: str, key: str) -> str | None:
    found = find_json_object(reply, lambda value: isinstance(value.get(key), str))
    return None if found is None else str(found[key]).strip()


def load_judge(path: Path | None = None) -> Judge:
    """The shipped judge (default) or the one in ``path``.

    Raises:
        MemdirError: the file cannot be read, is not JSON, or lacks a setting.
    """
    if path is None:
        data = resources.files("memdir.evaluation").joinpath(
            f"judges/{DEFAULT_JUDGE}.json").read_bytes()
        source = f"memdir:{DEFAULT_JUDGE}"
    else:
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise MemdirError(f"Cannot read the judge file {path}: {exc.strerror or exc}.") \
                from exc
        source = str(path)
    try:
        raw = json_text.loads(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise MemdirError(f"The judge file {source} is not JSON: {exc}.") from exc
    try:
        return _judge(raw, hashlib.sha256(data).hexdigest(), source)
    except (KeyError, TypeError, ValueError) as exc:
        raise MemdirError(f"The judge file {source} is incomplete or malformed ({exc}); "
                          f"start from memdir's {DEFAULT_JUDGE}.json.") from exc


def _judge(raw: dict[str, Any], sha: str, source: str) -> Judge:
    answer, judge, scoring = raw["answer"], raw["judge"], raw["scoring"]
    labels = {str(k).upper(): float(v) for k, v in dict(scoring["labels"]).items()}
    if not labels:
        raise ValueError("scoring.labels is empty")
    user = str(judge["user"])
    missing = [p for p in PLACES if p not in user]
    if missing:
        raise ValueError(f"judge.user lacks {', '.join(missing)}")
    temperature = judge.get("temperature")
    return Judge(id=str(raw["id"]), sha256=sha, answer_system=str(answer["system"]),
                 answer_max_tokens=int(answer["max_tokens"]), provider=str(judge["provider"]),
                 model=str(judge["model"]),
                 temperature=None if temperature is None else float(temperature),
                 max_tokens=int(judge["max_tokens"]), system=str(judge["system"]), user=user,
                 key=str(scoring["key"]), labels=labels, source=source)


__all__ = ["DEFAULT_JUDGE", "Judge", "load_judge"]
