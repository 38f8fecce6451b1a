"""A record's postings: the terms a search looks it up by, in ``memdir_postings``.

A search reads the postings of its query's terms and nothing else (`search`): one row per
(tenant, scope, term, record), found through the table's primary key by equality, or for
a katakana word by a range of terms. Comparisons of text are *leakproof*, so PostgreSQL
uses that index under row-level security, where it could not use a GIN index for ``@@``.

What a record is posted under, computed here from its fields' tokens (`field_terms`, the
offline ranker's tokens, as the file store indexes them):

- every token a query term can equal (`memdir.providers.ranking.is_query_token`: no
  hiragana), marked ``in_key`` when the name or the description holds it (evidence
  counts it whole) and not when only the body does;
- for katakana *phrases*, the suffixes of katakana runs. A query's katakana word of three
  characters or more is matched where its bigrams stand in a row (`ranking.is_phrase`), so
  ラーメン is not found in エラーメッセージ. A field's consecutive tokens that are katakana
  bigrams, each sharing a character with the next, spell a string (a *chain*); a phrase
  stands in a row exactly where it is a substring of a chain, that is the beginning of one
  of its suffixes. Each suffix of three characters or more (cut at ``MAX_TOKEN``, a query
  word's longest) is posted, so a phrase is found by the range of terms it begins
  (`phrase_range`): one posting per character of katakana, where posting every substring
  would cost the square of a run's length. SQLite FTS5's phrase queries in the file store
  match the same records.

Postings are written by the database (a trigger on ``memdir_search``, `search_schema`) from
the two term lists a write stores beside the record, so every writer keeps them in step,
and a deleted record's postings go with its row.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memdir.providers.ranking import MAX_TOKEN, is_query_token

# ranking's katakana (a query's phrase is made of it), two of them: a bigram token.
_KATAKANA_BIGRAM = re.compile("[\u30a1-\u30fa\u30fc-\u30ff\u31f0-\u31ff]{2}")
# Above every katakana character (UTF-8 E3 xx xx): the end of the range of terms that
# begin with a phrase, in the "C" collation of the postings' terms.
_PAST_KATAKANA = "\uffff"


def _chains(tokens: list[str]) -> Iterator[str]:
    """The strings spelled by runs of consecutive katakana bigram tokens that overlap."""
    chain = ""
    for token in tokens:
        if _KATAKANA_BIGRAM.fullmatch(token):
            if chain and chain[-1] == token[0]:
                chain += token[1]
                continue
            if len(chain) > 2:
                yield chain
            chain = token
        else:
            if len(chain) > 2:
                yield chain
            chain = ""
    if len(chain) > 2:
        yield chain


def suffixes(tokens: list[str]) -> set[str]:
    """The phrase postings of a field's tokens: every suffix of three characters or more
    of each chain, cut at ``MAX_TOKEN`` characters."""
    return {chain[i:i + MAX_TOKEN] for chain in _chains(tokens)
            for i in range(len(chain) - 2)}


def phrase_range(term: str) -> tuple[str, str]:
    """The terms (from, to: excluded) whose postings hold the phrase ``term``."""
    return term, term + _PAST_KATAKANA


def posting_terms(fields: tuple[str, str, str]) -> tuple[list[str], list[str]]:
    """(the terms of the name and description, the terms only the body holds), each
    sorted: what a write stores in ``memdir_search`` for the trigger to post."""
    name_t, desc_t, body_t = (f.split() for f in fields)
    key = {t for t in (*name_t, *desc_t) if is_query_token(t)}
    key |= suffixes(name_t) | suffixes(desc_t)
    body = {t for t in body_t if is_query_token(t)} | suffixes(body_t)
    return sorted(key), sorted(body - key)


__all__ = ["phrase_range", "posting_terms", "suffixes"]
