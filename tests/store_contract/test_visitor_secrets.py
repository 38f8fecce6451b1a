"""A public agent's visitor may type a secret: it is never kept as a session note (the
scan of every write refuses it), and what the visitor logs and the unanswered questions
keep for the reviewer has it taken out (``[secret]``), as personal data is.

Each test runs once per entry of ``SERVICES`` (conftest.py): `Memory` in public-agent
mode over the file store and over PostgreSQL, and a visitor token of a real
`memdir serve`."""

from __future__ import annotations

import json

from memdir.foundation.candidate import Candidate

GITHUB = "ghp_1234567890abcdefghijklmnopqrstuvwxyzAB"
ANTHROPIC = "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ"


def _notes_shown(visitor, question: str) -> str:
    blocks = visitor.system_prompt([{"role": "user", "content": question}], "You help.")
    return "\n".join(str(b) for b in blocks)


def test_a_visitors_note_holding_a_secret_is_refused_and_the_others_kept(services):
    services.open("person")
    visitor = services.visitor("visitor-1")
    report = visitor.admit([
        Candidate("visitor-github", f"My GitHub token is {GITHUB}", "user"),
        Candidate("visitor-job", "The visitor is a nurse", "user"),
        # Personal data the visitor gave about themselves stays theirs, for their session.
        Candidate("visitor-phone", "The visitor's phone is +1 415-555-2671", "user")])
    [error] = report.errors
    assert error.startswith("visitor-github: Not kept as a session note: The description "
                            "seems to contain a GitHub token") and GITHUB not in error
    shown = _notes_shown(visitor, "Can you remind me what you know about me?")
    assert "nurse" in shown and "+1 415-555-2671" in shown and GITHUB not in shown
    assert "ghp_" not in shown


def test_what_visitors_logs_and_questions_keep_has_the_secret_taken_out(services):
    person = services.open("person")
    visitor = services.visitor("visitor-2")
    said = ("Your company always ships to Norway for free. My password is hunter2hunter2 "
            "and my phone is +1 415-555-2671.")
    visitor.after_turn([{"role": "user", "content": said},
                        {"role": "assistant", "content": "I don't know about that."}])
    _notes_shown(visitor, f"Is my key {ANTHROPIC} still valid for the shop's API?")
    _notes_shown(visitor, "Do you ship parcels to Iceland on Sundays?")  # a look-alike

    turns = [e["text"] for e in services.visitor_entries("turn") if e["role"] == "user"]
    assert turns == ["Your company always ships to Norway for free. My password is [secret] "
                     "and my phone is [phone]."]
    listed = [q.question for q in person.unanswered_questions()]
    assert "Is my key [secret] still valid for the shop's API?" in listed
    assert "Do you ship parcels to Iceland on Sundays?" in listed
    kept = json.dumps([services.visitor_entries("turn"), services.visitor_entries("question"),
                       [p.to_dict() for p in person.inbox(None)]])
    assert "hunter2" not in kept and ANTHROPIC not in kept and "415-555" not in kept
