"""`memdir semantic fetch` and `status`: a model under terms is fetched only once they were
shown and accepted (by the flag or an interactive yes), recorded once; the disk it uses
is said first; status says which model, its size on disk and which ranker recall uses."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
pytest.importorskip("onnx")

import gemma_pack  # noqa: E402
from click.testing import CliRunner  # noqa: E402
from model_server import ModelServer, serve  # noqa: E402

from memdir.cli import cli  # noqa: E402
from memdir.cli import semantic as command  # noqa: E402
from memdir.foundation.config import Config  # noqa: E402
from memdir.providers.semantic import catalog, terms  # noqa: E402


@pytest.fixture(scope="module")
def release(tmp_path_factory):
    folder = gemma_pack.published_folder(tmp_path_factory.mktemp("tiny-gemma") / "release")
    return folder, gemma_pack.wheels(folder)


@pytest.fixture
def quality(release, monkeypatch, tmp_path):
    """The tiny model pinned as the quality model, on an index of 127.0.0.1; a cache dir
    of the test's own."""
    monkeypatch.setenv("MEMDIR_CACHE", str(tmp_path / "cache"))
    server = ModelServer(project=gemma_pack.PACKAGE, wheels=dict(release[1]))
    httpd = serve(server)
    spec = gemma_pack.spec(*release, index_url=server.index_url, hub_url=server.url,
                           name="embeddinggemma-300m")
    monkeypatch.setattr(catalog, "QUALITY", spec)
    monkeypatch.setattr(catalog, "MODELS", {**catalog.MODELS, spec.name: spec})
    monkeypatch.delenv("MEMDIR_SEMANTIC_MODEL")
    yield server
    httpd.shutdown()
    httpd.server_close()


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, ["semantic", *args], input=input)


def test_without_consent_nothing_is_fetched_and_the_default_stays(quality):
    result = run("fetch")
    assert result.exit_code == 1
    assert "Gemma Terms of Use" in result.output and "Prohibited Use Policy" in result.output
    assert "were not accepted" in result.output and "--accept-terms" in result.output
    assert quality.requests == []
    assert not terms.accepted(catalog.GEMMA_TERMS, Config.from_env())
    status = json.loads(run("status", "--json").output)
    assert status["model"].startswith("multilingual-e5-small")


@pytest.mark.parametrize(("answer", "accepted"), [("y\n", True), ("n\n", False),
                                                  ("\n", False)])
def test_an_interactive_answer_decides(quality, monkeypatch, answer, accepted):
    # A no is an answer, not a failure: exit code 0, as every confirmation's no.
    monkeypatch.setattr(command, "_interactive", lambda: True)
    result = run("fetch", input=answer)
    assert result.exit_code == 0, result.output
    assert "Do you accept the Gemma Terms of Use?" in result.output
    assert ("Nothing was fetched" in result.output) is not accepted
    assert terms.accepted(catalog.GEMMA_TERMS, Config.from_env()) is accepted
    assert bool(quality.requests) is accepted


def test_accepted_once_the_quality_model_is_fetched_and_becomes_the_model(quality):
    result = run("fetch", "--accept-terms")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    accepted = next(i for i, line in enumerate(lines) if line.startswith("Accepted;"))
    note = next(i for i, line in enumerate(lines) if "downloads 0.00 GB, needs" in line)
    assert accepted < note < next(i for i, line in enumerate(lines) if "Fetching" in line)
    assert lines[-2].startswith("tiny-gemma is ready: ") and lines[-2].endswith(" MB).")
    recorded = json.loads((Config.from_env().home_dir / terms.FILE).read_text())
    assert recorded["gemma"]["url"] == "https://ai.google.dev/gemma/terms"
    status = run("status").output.splitlines()
    assert status[0] == "model: tiny-gemma (embeddinggemma-300m)"
    assert status[1].startswith("ready: ") and status[1].endswith(" MB on disk)")
    again = run("fetch")  # accepted once: not asked again, nothing fetched again
    assert again.exit_code == 0 and "Terms" not in again.output


def test_from_a_path_takes_the_user_s_files(quality, release, tmp_path):
    (tmp_path / "wheels").mkdir()
    for name, data in release[1].items():
        (tmp_path / "wheels" / name).write_bytes(data)
    result = run("fetch", "--accept-terms", "--from", str(tmp_path / "wheels"))
    assert result.exit_code == 0, result.output
    assert quality.requests == []


def test_an_unknown_model_is_one_clear_error():
    result = run("fetch", "--model", "bert-large")
    assert result.exit_code == 2
    assert "'bert-large' is not a pinned model" in result.output
