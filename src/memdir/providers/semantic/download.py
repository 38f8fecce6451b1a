"""Files over HTTP(S) with urllib: resumable, checked by sha256, one progress bar.

No pip: pip's command-line flags differ between versions (pip 23.2, what Python 3.11's
``venv`` installs, has no ``--progress-bar raw``), and a user may have no pip at all. A
download goes to ``<sha256>.part`` in the downloads folder and is resumed from where it
stopped (an HTTP range request; a server that ignores it sends the whole file again),
checked against its pinned sha256 and size, then renamed to ``<sha256>``: a file there
is always complete and right, whichever run fetched it. The index's simple API (PEP 691
JSON, else PEP 503 HTML) names the files of a project. Proxies come from the usual
``https_proxy`` variables (urllib's own handling).
"""

from __future__ import annotations

import hashlib
import http.client
import os
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

from memdir.foundation import json_text
from memdir.foundation.errors import FetchError
from memdir.foundation.terminal import safe_console
from memdir.providers.semantic.catalog import Pin

TIMEOUT = 30.0  # seconds without a byte before a connection counts as dead
BLOCK = 1 << 20
USER_AGENT = "memdir (model fetch)"


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(BLOCK):
            digest.update(chunk)
    return digest.hexdigest()


class Progress:
    """One progress bar on stderr for everything a fetch downloads (``total`` bytes), or
    nothing when not shown. Bytes already on disk (a resumed download) count as done."""

    def __init__(self, label: str, total: int, shown: bool) -> None:
        self._bar = None
        self.done = 0
        if shown:
            from rich.progress import (
                BarColumn,
                DownloadColumn,
                TaskProgressColumn,
                TextColumn,
                TransferSpeedColumn,
            )
            from rich.progress import (
                Progress as RichProgress,
            )

            # A label names a file or a model an index or a folder gave: shown as
            # written, never read as markup ("[link=...]") or an emoji code.
            self._bar = RichProgress(TextColumn(f"Fetching {label}", markup=False),
                                     BarColumn(), TaskProgressColumn(), DownloadColumn(),
                                     TransferSpeedColumn(), console=safe_console(stderr=True))
            self._task = self._bar.add_task(label, total=total or None)

    def __enter__(self) -> Progress:
        if self._bar is not None:
            self._bar.start()
        return self

    def advance(self, n: int) -> None:
        self.done += n
        if self._bar is not None:
            self._bar.update(self._task, completed=self.done)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()


def _open(url: str, headers: dict[str, str] | None = None) -> http.client.HTTPResponse:
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT,
                                                   **(headers or {})})
    response: http.client.HTTPResponse = urllib.request.urlopen(  # noqa: S310 - http(s) only
        request, timeout=TIMEOUT)
    return response


def _reason(exc: BaseException) -> str:
    if isinstance(exc, urllib.error.HTTPError):
        return f"HTTP {exc.code} {exc.reason}"
    if isinstance(exc, urllib.error.URLError):
        return str(exc.reason)
    if isinstance(exc, http.client.IncompleteRead):
        return "the connection closed before the end of the file"
    return str(exc) or type(exc).__name__


def fetch(url: str, pin: Pin, downloads: Path, progress: Progress,
          headers: dict[str, str] | None = None) -> Path:
    """``downloads/<sha256>``: the file at ``url``, resumed if a part is there, checked
    against ``pin``; raises `FetchError` (one sentence) when it cannot be had or is not
    the pinned file (the part is then deleted: a wrong file is never resumed)."""
    final = downloads / pin.sha256
    if final.is_file():
        progress.advance(pin.size)
        return final
    downloads.mkdir(parents=True, exist_ok=True)
    part = downloads / f"{pin.sha256}.part"
    have = part.stat().st_size if part.exists() else 0
    if pin.size and have > pin.size:
        part.unlink()
        have = 0
    try:
        if not pin.size or have < pin.size:
            have = _transfer(url, part, have, progress, headers)
        else:
            progress.advance(have)
    except (OSError, urllib.error.URLError, http.client.HTTPException) as exc:
        kept = part.exists() and part.stat().st_size > 0
        raise FetchError(f"{pin.name} could not be downloaded from "
                         f"{urllib.parse.urlsplit(url).netloc} ({_reason(exc)})"
                         + ("; what came is kept and the next fetch resumes from there."
                            if kept else ".")) from exc
    if (pin.size and have != pin.size) or sha256_of(part) != pin.sha256:
        part.unlink(missing_ok=True)
        raise FetchError(f"{pin.name} from {urllib.parse.urlsplit(url).netloc} is not the "
                         "pinned file (its sha256 differs); it was deleted.")
    os.replace(part, final)
    return final


def _transfer(url: str, part: Path, have: int, progress: Progress,
              headers: dict[str, str] | None) -> int:
    """Append the rest of ``url`` to ``part``; the bytes it holds after. A connection
    closed before the length the server announced raises `http.client.IncompleteRead`
    (urllib's reads return short instead), what came before it kept."""
    extra = dict(headers or {})
    if have:
        extra["Range"] = f"bytes={have}-"
    with _open(url, extra) as response:
        if have and response.status != 206:  # the server sends it all again
            have = 0
        length = response.headers.get("Content-Length")
        expected = have + int(length) if length and length.isdigit() else None
        progress.advance(have)
        with open(part, "ab" if have else "wb") as out:
            try:
                while block := response.read(BLOCK):
                    out.write(block)
                    have += len(block)
                    progress.advance(len(block))
            except http.client.IncompleteRead as cut:
                out.write(cut.partial)
                have += len(cut.partial)
                raise
            finally:
                out.flush()
                os.fsync(out.fileno())
    if expected is not None and have < expected:
        raise http.client.IncompleteRead(b"", expected - have)
    return have


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        href = dict(attrs).get("href")
        if tag == "a" and href:
            name = urllib.parse.unquote(urllib.parse.urlsplit(href).path.rsplit("/", 1)[-1])
            self.links[name] = href


def project_files(index_url: str, project: str) -> dict[str, str]:
    """file name -> absolute URL of a project's files on a simple index."""
    page = f"{index_url.rstrip('/')}/{project}/"
    try:
        with _open(page, {"Accept": "application/vnd.pypi.simple.v1+json, "
                                    "text/html;q=0.1"}) as response:
            kind = response.headers.get("Content-Type", "")
            body = response.read()
            base = response.geturl()
    except (OSError, urllib.error.URLError, http.client.HTTPException) as exc:
        raise FetchError(f"The package index at {urllib.parse.urlsplit(page).netloc} "
                         f"could not be read ({_reason(exc)}).") from exc
    if "json" in kind:
        return _json_files(body, base, urllib.parse.urlsplit(page).netloc)
    parser = _Links()
    parser.feed(body.decode("utf-8", "replace"))
    return {name: urllib.parse.urljoin(base, href) for name, href in parser.links.items()}


def _json_files(body: bytes, base: str, host: str) -> dict[str, str]:
    """file name -> absolute URL from a PEP 691 JSON page; anything else (not JSON, not
    an object, a file without its name or URL) is the index's failure, said as one."""
    try:
        page = json_text.loads(body)
        files = page.get("files", []) if isinstance(page, dict) else None
        if not isinstance(files, list):
            raise ValueError("no list of files")
        return {f["filename"]: urllib.parse.urljoin(base, f["url"]) for f in files}
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise FetchError(f"The package index at {host} answered with a page that is not "
                         "a list of files (not the simple API's JSON).") from exc


def index_url() -> str:
    """The package index: pip's ``PIP_INDEX_URL`` when set (a mirror), else PyPI."""
    return os.environ.get("PIP_INDEX_URL", "").strip() or "https://pypi.org/simple"


Fetcher = Callable[[str, Pin], Path]
