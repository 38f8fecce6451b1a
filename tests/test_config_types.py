"""`Config`'s folder fields, as a strict type checker sees them: text or a Path in
(``Config(home="~/agent")``, as docs/configuration.md shows it), a Path out."""

import subprocess
import sys
from pathlib import Path

USAGE = '''
import os
from pathlib import Path
from typing import assert_type

from memdir.foundation.config import Config

config = Config(home="~/agent", project=Path("."), cache=None)
assert_type(config.home, Path | None)
assert_type(config.project, Path | None)
assert_type(Config(cache=os.path.join("a", "b")).cache, Path | None)


class Somewhere(os.PathLike[str]):
    def __fspath__(self) -> str:
        return "/tmp/somewhere"


assert_type(Config(project=Somewhere()).project, Path | None)
folder: Path = Config(home="x").home or Path.home()
'''


def test_a_strict_type_checker_takes_text_for_a_folder_and_gives_a_path(tmp_path):
    usage = tmp_path / "usage.py"
    usage.write_text(USAGE, encoding="utf-8")
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary",
                           "--python-version", "3.11", "--config-file", "",
                           "--cache-dir", str(root / ".mypy_cache"), str(usage)],
                          cwd=root, capture_output=True, text=True, timeout=600)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_a_folder_given_as_text_is_a_path_as_from_env_reads_it(tmp_path, monkeypatch):
    from memdir.foundation.config import Config

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    config = Config(home="~/agent", project=".", cache=tmp_path / "c")
    assert (config.home, config.project, config.cache) == \
        (tmp_path / "agent", tmp_path.resolve(), tmp_path / "c")
    assert config == Config.from_env({"MEMDIR_HOME": "~/agent", "MEMDIR_PROJECT": ".",
                                      "MEMDIR_CACHE": str(tmp_path / "c")})
    assert Config().home is None and Config(home=None).home is None
