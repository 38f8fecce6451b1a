"""Text a record could not keep as given (a NUL byte it drops, a byte of another encoding
it writes as U+FFFD), a JSON key given twice, and a field of the wrong type, at the edges
that take text from outside: an MCP session, `memdir add`'s arguments, `memdir import
--json` and a Claude Code hook's stdin. Each is one sentence and nothing is written. Real
processes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def _memdir(root, *args: str | bytes, input: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "memdir", *args], cwd=root, input=input,
                          capture_output=True, env={**os.environ, "MEMDIR_RESIDENT": "off"},
                          timeout=120)


def _names(root) -> list[str]:
    folder = root / ".memory"
    return sorted(p.stem for p in folder.glob("*.md") if p.stem != "MEMORY") \
        if folder.is_dir() else []


# A real `memdir mcp` (its helpers imported inside the test, which the marking does
# not read): slow.
@pytest.mark.slow
def test_a_nul_byte_over_mcp_is_refused_not_dropped(project):
    """memory_save with the body "Deploy with make\\0 ship" stored "Deploy with make
    ship", answered as saved (a name holding one was refused already)."""
    pytest.importorskip("mcp")
    from integrations.test_mcp_server import server, session

    async def script(client):
        return await client.call_tool("memory_save", {
            "type": "reference", "name": "deploy-cmd", "description": "How to deploy",
            "body": "Deploy with make\x00 ship"})

    nul = session(server(project), script)
    assert nul.structured_content["saved"] is False
    assert nul.structured_content["reason"] == (
        "The body holds a NUL byte; a record cannot keep it.")
    assert _names(project) == []


def test_a_byte_of_another_encoding_in_an_argument_is_refused_not_replaced(project):
    """'memdir add' with a Latin-1 'café' in its description (a shell in another locale)
    stored 'caf\\ufffd': Python reads such a byte as a lone surrogate."""
    done = _memdir(project, "add", "cafe-hours", "-t", "project", "-d",
                   "Deploys wait until the caf\xe9 opens".encode("latin-1"))
    assert done.returncode != 0
    assert b"holds text that is not Unicode" in done.stderr, done.stderr
    assert b"Traceback" not in done.stderr
    assert _names(project) == []
    done = _memdir(project, "add", "caf\xe9-hours".encode("latin-1"), "-t", "project",
                   "-d", "Deploys wait until the cafe opens")
    assert done.returncode != 0 and (  # said as what it is, not as a control character
        b"is not valid Unicode text: a lone surrogate U+DCE9 at character 4.") in done.stderr
    assert _names(project) == []
    assert _memdir(project, "add", "cafe-hours", "-t", "project", "-d",
                   "Deploys wait until the café opens").returncode == 0
    assert "café" in (project / ".memory" / "cafe-hours.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("text, said", [
    ('{"records": [{"name": "deploy-day", "type": "project", "description": "Deploys on '
     'Tuesdays", "description": "Deploys on Fridays"}]}',
     "- gives the key 'description' twice in one object; nothing was imported."),
    ('{"records": [{"name": "deploy-day", "type": "project", "description": "Deploys on '
     'Tuesdays", "extra": {"team": "blue", "team": "red"}}]}',
     "- gives the key 'team' twice in one object; nothing was imported."),
    ('{"records": [{"name": "deploy-day", "type": "project", "description": "Deploys",'
     ' "body": "Deploys on\\u0000 Tuesdays"}]}',
     "Import item #1 (deploy-day): body holds a NUL byte; nothing was imported."),
    ('{"records": [{"name": "deploy-day", "type": "project", "description": "Deploys '
     '\\udc00 on Tuesdays"}]}',
     "Import item #1 (deploy-day): description holds text that is not Unicode (a lone "
     "surrogate, or a byte of another encoding than UTF-8); nothing was imported."),
])
def test_an_import_that_a_record_could_not_keep_is_refused_whole(project, text, said):
    """The parser kept the last of two equal keys ("Deploys on Fridays" imported), a NUL
    byte was dropped and a lone surrogate written as U+FFFD, each imported as if whole."""
    done = _memdir(project, "import", "--json", "-", input=text.encode())
    assert done.returncode != 0, done.stdout
    assert done.stderr.decode().strip() == f"Error: {said}"
    assert _names(project) == []


def test_an_import_item_with_a_field_no_record_has_is_refused_whole(project):
    """A misspelt "bdy" was dropped (the record's body became its description) and
    "scop": "user" too (a person's record went to the project's store, which a team may
    commit); the import said "1 created"."""
    done = _memdir(project, "import", "--json", "-", input=(
        b'{"records": [{"name": "deploy-day", "type": "project", "description": "Deploys '
        b'on Tuesdays", "bdy": "After standup, never on holidays."}]}'))
    assert done.returncode != 0, done.stdout
    said = done.stderr.decode().strip()
    assert said.startswith("Error: Import item #1 (deploy-day): 'bdy' is no field of a "
                           "record (it takes body, created, "), said
    assert said.endswith("; nothing was imported.")
    assert _names(project) == []


def test_what_export_and_ls_write_is_imported_back(project):
    assert _memdir(project, "add", "deploy-day", "-t", "project", "-d",
                   "Deploys happen on Tuesdays").returncode == 0
    exported = _memdir(project, "export", "--json").stdout
    listed = _memdir(project, "ls", "--json").stdout
    assert _memdir(project, "rm", "deploy-day").returncode == 0
    for text in (exported, listed):
        done = _memdir(project, "import", "--json", "-", "--overwrite", input=text)
        assert done.returncode == 0, done.stderr
        assert _names(project) == ["deploy-day"]
