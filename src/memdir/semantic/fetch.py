"""The pinned default model: fetched on first use, verified by sha256, cached.

A file is written under a temporary name, hashed while it downloads, and renamed into the
cache only if its sha256 is the pinned one; anything else is deleted and refused (a proxy's
error page, a truncated download or a swapped file is never loaded as a model).
"""

from __future__ import annotations

import hashlib
import os
import sys
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from ..errors import MemdirError


@dataclass(frozen=True)
class PinnedModel:
    """A model by name, with each file's URL and sha256."""

    name: str
    files: tuple[tuple[str, str, str], ...]  # (file name, url, sha256)


# No default is pinned yet: a multilingual model must first be chosen by measurement on
# the quality set. Until then the semantic ranker uses an explicit or shipped model.
DEFAULT_MODEL: PinnedModel | None = None


class SemanticUnavailable(MemdirError):
    """No embedding model or runtime; the lexical ranker is used instead."""


class FetchError(SemanticUnavailable):
    """A pinned model could not be fetched, or was not the pinned file."""


def cache_root() -> Path:
    """Where models and converted graphs are kept (the user's cache dir)."""
    import platformdirs

    return Path(platformdirs.user_cache_dir("memdir")) / "models"


def fetch_pinned(model: PinnedModel, root: Path | None = None, *,
                 progress: bool = True) -> Path:
    """The folder holding ``model``'s files, downloading those missing; raises
    `FetchError` (one sentence) if one cannot be fetched or its sha256 differs."""
    folder = (root or cache_root()) / model.name.replace("/", "--")
    folder.mkdir(parents=True, exist_ok=True)
    for filename, url, sha256 in model.files:
        target = folder / filename
        if target.exists():
            continue  # verified when it was renamed into place
        tmp = target.with_name(f".{filename}.{os.getpid()}.part")
        digest = hashlib.sha256()
        try:
            with urllib.request.urlopen(url, timeout=30) as resp, open(tmp, "wb") as out:
                total = int(resp.headers.get("Content-Length") or 0)
                done = 0
                while chunk := resp.read(1 << 20):
                    out.write(chunk)
                    digest.update(chunk)
                    done += len(chunk)
                    if progress:
                        _progress(filename, done, total)
            if progress:
                sys.stderr.write("\n")
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise FetchError(f"Could not fetch {model.name} ({filename}) from {url}: {exc}; "
                             "recall uses the lexical ranker.") from exc
        if digest.hexdigest() != sha256:
            tmp.unlink(missing_ok=True)
            raise FetchError(f"{filename} of {model.name} from {url} is not the pinned file "
                             f"(sha256 {digest.hexdigest()[:12]}..., expected "
                             f"{sha256[:12]}...); it was deleted.")
        os.replace(tmp, target)
    return folder


def _progress(name: str, done: int, total: int) -> None:
    if total:
        width = 30
        filled = width * done // total
        sys.stderr.write(f"\r{name} [{'#' * filled}{'.' * (width - filled)}] "
                         f"{done / total:4.0%} of {total / 1e6:.0f} MB")
    else:
        sys.stderr.write(f"\r{name} {done / 1e6:.1f} MB")
    sys.stderr.flush()
