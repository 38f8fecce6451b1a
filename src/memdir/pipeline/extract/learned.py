"""A learned second opinion for offline extraction: how likely a sentence is to last.

The rules of `memdir.pipeline.extract.rules` hear what they have words for; on sentences
written after them they hear about four in five durable ones, and the ones they miss are
mostly said in words no rule has ("I'm a retired postman.", "我们的用户基本都用纸质版。").
This is a logistic regression over hashed character and word n-grams, trained on the
labelled extraction set (`benchmarks.hearing` writes ``hearing.bin`` beside this module;
numpy is needed only there). Reading it needs nothing but the standard library.

It never overrides a rule that names what a sentence is (a question, temporary, small
talk, a report): it is asked only when the rules found no lasting instruction or fact
in a sentence, or took it for a request about the work at hand, and it hears the sentence
when the probability it gives is at least `HEAR_UNCUED` or `HEAR_TASK_LIKE`. The
admission policy then judges the candidate as it judges any other.

A second head, trained on the same features with facts against directives, types what was
heard (`kind`): the type cues leave most facts said in plain words as ``feedback``, an
instruction to the agent, where they are who the user is or what the project is.
"""

from __future__ import annotations

import json
import logging
import math
import unicodedata
import zlib
from array import array
from dataclasses import dataclass
from functools import cache
from importlib import resources

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import has_cue, prepare_sentence
from memdir.pipeline.admission.employer import about_the_person

LOG = logging.getLogger(__name__)

BUCKETS = 1 << 18
MAGIC = b"memdir-hearing 2\n"
MODEL_FILE = "hearing.bin"
# Chosen by leave-one-round-out cross-validation on the rounds the rules had not seen
# (`benchmarks.hearing --cv`): where the rules found nothing, a sentence is heard at 0.8;
# where they took it for a request about the work at hand (a temporary kind far more often
# than not), only at 0.95.
HEAR_UNCUED = 0.80
HEAR_TASK_LIKE = 0.95
# The fact model (a second head trained on the same features, facts against directives):
# a heard sentence at or above this is a fact, not an instruction (`kind`).
FACT = 0.60

_WORD = re.compile(r"[a-z0-9']+|[^\sa-z0-9']", re.IGNORECASE)


def folded(text: str) -> str:
    """``text`` as the features read it: NFKC-folded, lower-cased, trimmed."""
    return unicodedata.normalize("NFKC", text).lower().strip()


def feature_names(folded: str) -> tuple[list[str], list[str]]:
    """The names of the features of a `folded` text, before hashing: character 1- to
    4-grams (``c``; single ASCII characters left out) of the text between ``^`` and
    ``$``, its word unigrams (``w``) and bigrams (``b``), a Han or kana character a word;
    and the words they were read from, ``^`` first and ``$`` last."""
    names: list[str] = []
    marked = f"^{folded}$"
    for n in (1, 2, 3, 4):
        for i in range(len(marked) - n + 1):
            gram = marked[i:i + n]
            if n == 1 and gram.isascii():
                continue
            names.append("c" + gram)
    words = ["^", *(w for w in _WORD.findall(folded) if not w.isspace()), "$"]
    for i, word in enumerate(words):
        names.append("w" + word)
        if i + 1 < len(words):
            names.append(f"b{word} {words[i + 1]}")
    return names, words


def features(text: str) -> list[int]:
    """The hashed features of ``text`` (`feature_names` of it `folded`), each a bucket of
    ``BUCKETS`` by CRC-32, sorted, without repeats."""
    names, _ = feature_names(folded(text))
    return sorted({zlib.crc32(name.encode("utf-8")) % BUCKETS for name in names})


@dataclass(frozen=True)
class Model:
    """One head: weights in int8 with one scale, and the bias."""

    weights: array  # type: ignore[type-arg]  # array('b'), BUCKETS long
    scale: float
    bias: float

    def probability(self, text: str) -> float:
        total = sum(self.weights[i] for i in features(text))
        z = total * self.scale + self.bias
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def parse(data: bytes) -> dict[str, Model]:
    """The models in ``data`` by name (``MAGIC``; one JSON line with ``buckets`` and
    ``heads``, each a name with its ``scale`` and ``bias``, in the order of their weights;
    then ``BUCKETS`` int8 weights a head). Raises ValueError for anything else."""
    if not data.startswith(MAGIC):
        raise ValueError("not a memdir hearing model")
    header_end = data.index(b"\n", len(MAGIC))
    header = json.loads(data[len(MAGIC):header_end])
    if header.get("buckets") != BUCKETS:
        raise ValueError(f"model has {header.get('buckets')} buckets, expected {BUCKETS}")
    heads = header.get("heads") or []
    weights = array("b")
    weights.frombytes(data[header_end + 1:])
    if not heads or len(weights) != BUCKETS * len(heads):
        raise ValueError(f"model holds {len(weights)} weights, expected {BUCKETS} for each "
                         f"of {len(heads)} heads")
    return {head["name"]: Model(weights[k * BUCKETS:(k + 1) * BUCKETS], float(head["scale"]),
                                float(head["bias"]))
            for k, head in enumerate(heads)}


@cache
def models() -> dict[str, Model]:
    """The shipped models, read once; none (the rules alone, one warning in the log) when
    the install lacks them or they are damaged."""
    try:
        data = resources.files(__package__).joinpath(MODEL_FILE).read_bytes()
        return parse(data)
    except (OSError, ValueError, KeyError, TypeError, json.JSONDecodeError) as exc:
        LOG.warning("offline extraction runs on its rules alone: %s unreadable (%s)",
                    MODEL_FILE, exc)
        return {}


def hears(sentence: str, task_like: bool) -> bool:
    """Whether the model hears ``sentence`` as lasting, where the rules found nothing
    (``task_like`` False) or a request about the work at hand (True)."""
    found = models().get("lasting")
    if found is None:
        return False
    return found.probability(sentence) >= (HEAR_TASK_LIKE if task_like else HEAR_UNCUED)


def kind(sentence: str, cued: str) -> str:
    """The memory type of a heard ``sentence`` whose cues (`memdir.pipeline.classify.
    memory_type`) gave ``cued``: `retype` with the fact head's probability; ``cued`` when
    the model is missing."""
    found = models().get("fact")
    if cued != "feedback" or found is None:
        return cued
    return retype(sentence, cued, found.probability(sentence))


def retype(sentence: str, cued: str, fact_probability: float) -> str:
    """A sentence the cues left as ``feedback`` (what to do) that the fact head reads as a
    fact (``fact_probability`` at least `FACT`) is ``user`` when the user is its subject
    (`memdir.pipeline.admission.employer.about_the_person`, as the correction rules read it)
    ("I teach chemistry at a vocational school") and ``project`` otherwise ("Most of our
    customers pay in cash"). A change of mind ("我又改主意了,测试还是改用 pytest", "switch
    the tests to vitest") keeps the cues' type, the type of the record it corrects; so does
    every other answer of the cues."""
    if (cued != "feedback" or fact_probability < FACT
            or has_cue(prepare_sentence(sentence))):
        return cued
    return "user" if about_the_person(sentence) else "project"


__all__ = ["BUCKETS", "FACT", "HEAR_TASK_LIKE", "HEAR_UNCUED", "MAGIC", "MODEL_FILE", "Model",
           "feature_names", "features", "folded", "hears", "kind", "models", "parse",
           "retype"]
