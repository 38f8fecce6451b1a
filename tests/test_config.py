"""`memdir.foundation.config`: one frozen snapshot of every MEMDIR_ variable, read in one module."""

from __future__ import annotations

import ast
import logging
import re
from pathlib import Path

import pytest
from source_tree import modules, nodes

from memdir.foundation import config as config_module
from memdir.foundation.config import Config

SRC = Path(config_module.__file__).parent
VARIABLE = re.compile(r"MEMDIR_[A-Z0-9_]*")


def _variable_names_in_code(path: Path) -> list[tuple[int, str]]:
    """String constants that are (or start) a MEMDIR_ variable name, docstrings aside:
    ``os.environ.get("MEMDIR_X")``, ``"MEMDIR_" + kind``, ``env["MEMDIR_X"] = ...``."""
    docstrings = {id(node.body[0].value) for node in nodes(path)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                       ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)}
    found = []
    for node in nodes(path):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and id(node) not in docstrings and VARIABLE.fullmatch(node.value.strip())):
            found.append((node.lineno, node.value))
    return found


def test_only_the_config_modules_name_a_memdir_variable():
    # config.py reads them into a Config; environment.py holds the names and the reads a
    # prompt's hook makes before it builds one (if it ever does).
    allowed = {SRC / "config.py", SRC / "environment.py"}
    offenders = [f"{path.relative_to(SRC.parent)}:{line}: {value!r}"
                 for path in modules(SRC.parent) if path not in allowed
                 for line, value in _variable_names_in_code(path)]
    assert offenders == []


def test_the_scan_sees_an_environment_read(tmp_path):
    module = tmp_path / "reader.py"
    module.write_text('"""MEMDIR_HOME in a docstring is prose."""\nimport os\n'
                      'home = os.environ.get("MEMDIR_HOME")\nkind = "MEMDIR_" + "X"\n'
                      'help_text = "default: MEMDIR_HOOK_SELECT, else offline"\n')
    assert _variable_names_in_code(module) == [(3, "MEMDIR_HOME"), (4, "MEMDIR_")]


def test_nothing_set_means_the_documented_defaults():
    assert Config.from_env({}) == Config()
    assert Config() == Config(home=None, project=None, provider=None, model=None,
                              ranker="lexical", semantic_model=None, hook_select="offline",
                              hook_timeout=8.0, hook_provider=None)


def test_every_variable_lands_in_its_field(tmp_path):
    env = {"MEMDIR_HOME": str(tmp_path / "h"), "MEMDIR_PROJECT": str(tmp_path / "p"),
           "MEMDIR_PROVIDER": "ollama", "MEMDIR_MODEL": " qwen3 ", "MEMDIR_RANKER": "Semantic",
           "MEMDIR_SEMANTIC_MODEL": "/models/mini", "MEMDIR_HOOK_SELECT": "LLM",
           "MEMDIR_HOOK_TIMEOUT": "2.5", "MEMDIR_HOOK_PROVIDER": "openai"}
    assert Config.from_env(env) == Config(
        home=tmp_path / "h", project=(tmp_path / "p").resolve(), provider="ollama",
        model="qwen3", ranker="fused", semantic_model="/models/mini", hook_select="llm",
        hook_timeout=2.5, hook_provider="openai")


def test_values_that_mean_nothing_fall_back_to_the_defaults():
    # A typo in a shell profile must not stop every hook.
    config = Config.from_env({"MEMDIR_HOOK_TIMEOUT": "soon", "MEMDIR_HOOK_SELECT": "magic",
                              "MEMDIR_RANKER": "vibes", "MEMDIR_PROVIDER": "  "})
    assert (config.hook_timeout, config.hook_select, config.ranker, config.provider) == (
        8.0, "offline", "lexical", None)


@pytest.mark.parametrize("value", ["inf", "1e400", "nan", "0", "-1"])
def test_a_hook_timeout_of_no_time_or_forever_is_the_default(value):
    # "inf" made every hook fail on an OverflowError (no context, one line on stderr),
    # and 0, a negative number or "nan" started no watchdog at all.
    assert Config.from_env({"MEMDIR_HOOK_TIMEOUT": value}).hook_timeout == 8.0


@pytest.mark.parametrize("value", ["inf", "nan"])
def test_a_time_that_is_not_finite_is_the_default(value):
    config = Config.from_env({"MEMDIR_SESSION_TTL": value, "MEMDIR_PG_POOL_TIMEOUT": value})
    assert (config.session_ttl, config.pg_pool_timeout) == (86400.0, 30.0)


@pytest.mark.parametrize("name", ["MEMDIR_REMOTE_TIMEOUT", "MEMDIR_PG_POOL_TIMEOUT"])
@pytest.mark.parametrize("value", ["1e12", "1e308", "86401", "30s"])
def test_a_wait_no_clock_can_count_to_or_not_a_number_is_the_default_said_once(
        name, value, caplog, monkeypatch):
    # MEMDIR_REMOTE_TIMEOUT=1e12 made every client of memdir serve fail on an
    # OverflowError (timestamp out of range) in the socket, and "30s" quietly meant 5.
    monkeypatch.setattr(config_module, "_warned", set())
    defaults = Config()
    with caplog.at_level(logging.WARNING, logger="memdir"):
        for _ in range(2):
            config = Config.from_env({name: value})
    field = {"MEMDIR_REMOTE_TIMEOUT": "remote_timeout",
             "MEMDIR_PG_POOL_TIMEOUT": "pg_pool_timeout"}[name]
    assert getattr(config, field) == getattr(defaults, field)
    assert [r.getMessage() for r in caplog.records] == [
        f"{name}={value!r} is not a number of seconds from 0 to 86400; "
        f"using {getattr(defaults, field):g}."]


@pytest.mark.parametrize("value", ["1e12", "86401", "30s"])
def test_a_hook_timeout_no_clock_can_count_to_is_the_default_said_nowhere(
        value, caplog, monkeypatch):
    # A hook writes nothing on stderr: Claude Code shows it to the user on every prompt.
    monkeypatch.setattr(config_module, "_warned", set())
    with caplog.at_level(logging.WARNING, logger="memdir"):
        assert Config.from_env({"MEMDIR_HOOK_TIMEOUT": value}).hook_timeout == 8.0
    assert caplog.records == []


def test_a_day_is_a_wait_a_visitor_session_may_be_longer():
    config = Config.from_env({"MEMDIR_REMOTE_TIMEOUT": "86400",
                              "MEMDIR_SESSION_TTL": str(30 * 86400)})
    assert (config.remote_timeout, config.session_ttl) == (86400.0, 30 * 86400.0)


def test_the_config_cannot_be_changed_once_read():
    with pytest.raises(AttributeError):
        Config().home = Path("/elsewhere")  # type: ignore[misc]


def test_the_old_project_name_still_works_with_one_warning(tmp_path, caplog, monkeypatch):
    monkeypatch.setattr(config_module, "_warned", set())
    with caplog.at_level(logging.WARNING, logger="memdir"):
        first = Config.from_env({"MEMDIR_PROJECT_DIR": str(tmp_path)})
        second = Config.from_env({"MEMDIR_PROJECT_DIR": str(tmp_path)})
    assert first.project == second.project == tmp_path.resolve()
    assert [r.getMessage() for r in caplog.records] == [
        "MEMDIR_PROJECT_DIR is deprecated; set MEMDIR_PROJECT instead (it names the same "
        "project folder)."]


def test_the_one_name_wins_over_the_old_one_silently(tmp_path, caplog, monkeypatch):
    monkeypatch.setattr(config_module, "_warned", set())
    with caplog.at_level(logging.WARNING, logger="memdir"):
        config = Config.from_env({"MEMDIR_PROJECT": str(tmp_path / "new"),
                                  "MEMDIR_PROJECT_DIR": str(tmp_path / "old")})
    assert config.project == (tmp_path / "new").resolve()
    assert caplog.records == []


def test_the_platform_home_is_used_only_when_none_is_set(tmp_path):
    assert Config(home=tmp_path).home_dir == tmp_path
    assert Config().home_dir.name == "memdir"


def test_a_memory_server_is_configured_and_its_token_never_shown():
    config = Config.from_env({"MEMDIR_URL": " http://127.0.0.1:8765 ",
                              "MEMDIR_TOKEN": "mdt_secret-value"})
    assert (config.url, config.token) == ("http://127.0.0.1:8765", "mdt_secret-value")
    assert "mdt_secret-value" not in repr(config)
    assert Config.from_env({"MEMDIR_TOKEN": "mdt_x"}).url is None


def test_a_user_name_and_password_in_the_servers_address_never_shown():
    config = Config.from_env({"MEMDIR_URL": "https://bob:hunter2@memory.example:8765/m",
                              "MEMDIR_TOKEN": "mdt_x"})
    # Kept as given (a program may read it), but a logged Config names only the server.
    assert config.url == "https://bob:hunter2@memory.example:8765/m"
    assert "hunter2" not in repr(config) and "bob" not in repr(config)
    assert "url='https://memory.example:8765/m'" in repr(config)
    assert "url=None" in repr(Config())


def test_the_servers_store_is_configured_and_its_password_never_shown():
    url = "postgresql://memdir:s3cret-pw@db.internal/memdir"
    config = Config.from_env({"MEMDIR_STORE": f" {url} "})
    assert config.store == url
    assert "s3cret-pw" not in repr(config)
    assert Config.from_env({}).store is None


def test_a_folder_given_as_text_is_a_folder(tmp_path, monkeypatch):
    # docs/configuration.md: `Memory(config=Config(home=...))`. A home given as text
    # failed at the first store opened ("unsupported operand type(s) for /").
    from memdir import Memory

    monkeypatch.setenv("HOME", str(tmp_path))
    project = tmp_path / "shop"
    (project / ".memory").mkdir(parents=True)
    config = Config(home="~/agent-home", project=str(project / "."), cache=str(tmp_path / "c"))
    assert config.home == tmp_path / "agent-home"
    assert (config.project, config.cache) == (project, tmp_path / "c")
    with Memory(config=config, provider="offline") as memory:
        memory.remember("I am a data scientist who prefers R")
        assert memory.sizes() == {"project": 0, "user": 1}
    assert (tmp_path / "agent-home" / "memory").is_dir()


def test_the_remote_clients_wait_is_the_configured_one(tmp_path):
    """MEMDIR_REMOTE_TIMEOUT: how long a `RemoteMemory` waits for `memdir serve` (5 s
    unset); a value that is no positive finite number is the default, and a timeout
    given in code wins."""
    from memdir.service.remote.memory import RemoteMemory

    home = {"MEMDIR_HOME": str(tmp_path)}
    for value, seconds in (("", 5.0), ("45", 45.0), ("0.5", 0.5), ("0", 5.0), ("-3", 5.0),
                           ("inf", 5.0), ("nan", 5.0), ("soon", 5.0)):
        config = Config.from_env({**home, "MEMDIR_REMOTE_TIMEOUT": value})
        assert config.remote_timeout == seconds, value
        memory = RemoteMemory("http://127.0.0.1:9", "mdt_x", config=config)
        assert memory.server.timeout == seconds, value
    config = Config.from_env({**home, "MEMDIR_REMOTE_TIMEOUT": "45"})
    assert RemoteMemory("http://127.0.0.1:9", "mdt_x", config=config,
                        timeout=2).server.timeout == 2
