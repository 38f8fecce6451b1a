"""gitleaks' provider rules, applied to one text: the broad, maintained layer of the scan.

detect-secrets knows two dozen providers; gitleaks' default configuration is a rule set
of over 200 (Hugging Face, OpenAI, Anthropic, GitHub, GitLab, Slack, Stripe, AWS, GCP,
Azure and many more) that its maintainers keep current as providers add token formats.
``tools/gitleaks_rules.py`` converts the rules of a pinned gitleaks release into
``gitleaks_rules.json`` beside this module (with gitleaks' MIT licence in
``GITLEAKS-LICENSE``); this module loads them on first use and applies them as gitleaks
does: a rule runs only when one of its keywords is in the text, its secret (the rule's
secret group, else the first group that matched, else the whole match) must reach the
rule's entropy threshold, and the rule's and the global allow-lists (regular expressions
and stop-words that mark examples and placeholders) clear a match.

Left out: rules whose patterns backtrack without bound under Python's ``re`` (gitleaks
runs RE2, which never does), and ``generic-api-key``, which reads any "key ... value"
in prose as an assignment ("key fingerprint SHA256:..."); what they find, our own
patterns in `memdir.pipeline.admission.secret_detectors` find too (``curl -u``, an
Authorization header, ``api_key = ...`` assignments, high-entropy tokens).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from memdir.foundation import lazy_re as re

RULES_FILE = Path(__file__).with_name("gitleaks_rules.json")
# Patterns with nested unbounded repetition (".*?" inside a repeated group): quadratic or
# worse on hostile text under a backtracking engine.
SKIPPED_RULES = frozenset({"curl-auth-header", "curl-auth-user", "generic-api-key"})
# Two lazy runs in a row before the keyword ("[\w.-]{0,50}?(?i:[\w.-]{0,50}?okta"): the
# engine tried each split of the prefix, 2,500 per start, so a body of "okta" said 1,000
# times took 7 s to scan. One run of up to 100 finds the same shortest prefix, and so the
# same match (the flag group holds the rest of the pattern as before).
_NESTED_PREFIX = r"[\w.-]{0,50}?(?i:[\w.-]{0,50}?"
_ONE_PREFIX = r"(?i:[\w.-]{0,100}?"


def _compiled(regex: str) -> re.Pattern[str]:
    return re.compile(regex.replace(_NESTED_PREFIX, _ONE_PREFIX), re.ASCII)


@dataclass(frozen=True)
class _Allow:
    target: str  # "secret", "match" or "line"
    regexes: tuple[re.Pattern[str], ...]
    stopwords: tuple[str, ...]
    both: bool  # condition AND: a regex and a stop-word must both hold

    def clears(self, secret: str, match: str, line: str) -> bool:
        text = {"match": match, "line": line}.get(self.target, secret)
        by_regex = any(r.search(text) for r in self.regexes)
        low = secret.lower()
        by_word = any(w in low for w in self.stopwords)
        if self.both and self.regexes and self.stopwords:
            return by_regex and by_word
        return by_regex or by_word


@dataclass(frozen=True)
class _Rule:
    id: str
    pattern: re.Pattern[str]
    group: int
    entropy: float
    keywords: tuple[str, ...]
    allow: tuple[_Allow, ...]

    @property
    def kind(self) -> str:
        return f"a credential (gitleaks rule {self.id!r})"


@dataclass(frozen=True)
class RuleSet:
    rules: tuple[_Rule, ...]
    always: tuple[_Rule, ...]  # rules without keywords
    by_keyword: dict[str, tuple[_Rule, ...]]
    keywords: re.Pattern[str] | None
    allow: _Allow
    version: str


def _allow(raw: dict[str, Any], default_target: str = "secret") -> _Allow:
    return _Allow(raw.get("regexTarget", default_target) or default_target,
                  tuple(re.compile(r, re.ASCII) for r in raw.get("regexes", ())),
                  tuple(raw.get("stopwords", ())), raw.get("condition", "OR") == "AND")


@lru_cache(maxsize=1)
def rule_set() -> RuleSet:
    """The converted rules, compiled once per process."""
    data = json.loads(RULES_FILE.read_text(encoding="utf-8"))
    rules = tuple(
        _Rule(r["id"], _compiled(r["regex"]), int(r.get("secretGroup", 0)),
              float(r.get("entropy", 0.0)), tuple(r.get("keywords", ())),
              tuple(_allow(a) for a in r.get("allowlists", ())))
        for r in data["rules"] if r["id"] not in SKIPPED_RULES)
    by_keyword: dict[str, list[_Rule]] = {}
    for rule in rules:
        for kw in rule.keywords:
            by_keyword.setdefault(kw, []).append(rule)
    words = sorted(by_keyword, key=len, reverse=True)
    keywords = re.compile("|".join(map(re.escape, words))) if words else None
    return RuleSet(rules, tuple(r for r in rules if not r.keywords),
                   {k: tuple(v) for k, v in by_keyword.items()}, keywords,
                   _allow(data.get("allowlist", {})), data.get("gitleaks_version", "?"))


def shannon_entropy(text: str) -> float:
    """Bits per character, as gitleaks measures a secret."""
    if not text:
        return 0.0
    counts = Counter(text)
    return -sum(c / len(text) * math.log2(c / len(text)) for c in counts.values())


def _secret_of(match: re.Match[str], group: int) -> str:
    if group and group <= (match.re.groups or 0):
        return match.group(group) or ""
    for value in match.groups():
        if value:
            return value
    return match.group(0)


def _line_of(text: str, start: int, end: int) -> str:
    left = text.rfind("\n", 0, start) + 1
    right = text.find("\n", end)
    return text[left:right if right >= 0 else len(text)]


def rule_secret(text: str, placeholder: Callable[[str], bool] | None = None) -> str | None:
    """The kind of the first secret a gitleaks rule finds in ``text``, else None; a match
    ``placeholder`` says is a documented shape ("xoxb-your-token") does not count."""
    rs = rule_set()
    low = text.lower()
    candidates: dict[str, _Rule] = {r.id: r for r in rs.always}
    if rs.keywords is not None:
        for word in set(rs.keywords.findall(low)):
            for rule in rs.by_keyword[word]:
                candidates.setdefault(rule.id, rule)
    for rule in sorted(candidates.values(), key=lambda r: r.id):
        for m in rule.pattern.finditer(text):
            secret = _secret_of(m, rule.group)
            if not secret or (rule.entropy and shannon_entropy(secret) < rule.entropy):
                continue
            if placeholder is not None and placeholder(secret):
                continue
            line = _line_of(text, m.start(), m.end())
            if rs.allow.clears(secret, m.group(0), line) or any(
                    a.clears(secret, m.group(0), line) for a in rule.allow):
                continue
            return rule.kind
    return None
