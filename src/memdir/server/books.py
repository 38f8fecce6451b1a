"""Which token book a server keeps: in PostgreSQL beside the memory, or in the data folder.

Above both books (`memdir.server.tokens`, `memdir.server.pg_tokens`), so neither imports
the other.
"""

from __future__ import annotations

from pathlib import Path

from memdir.server.tokens import TokenBook, Tokens


def open_token_book(data: Path, store: str | None = None) -> Tokens:
    """The server's tokens: in PostgreSQL beside the memory when ``store`` is a
    ``postgresql://`` URL (`memdir.server.pg_tokens`), else ``DATA/tokens.json``."""
    if store is None:
        return TokenBook(data)
    from memdir.server.pg_tokens import PgTokenBook
    from memdir.server.projects import check_store_url

    return PgTokenBook(check_store_url(store) or store)


__all__ = ["open_token_book"]
