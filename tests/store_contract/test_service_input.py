"""What the service does with text and prompts at their edges, the same over every store
and over a server: a lone surrogate a model's JSON carried, a visitor's prompt with no
words of theirs.

Each test runs once per entry of ``SERVICES`` (conftest.py): `Memory` over the file store
and over PostgreSQL, and `RemoteMemory` over a real `memdir serve`."""

from __future__ import annotations

from memdir.foundation.candidate import Candidate

PROPOSING = {"model": "propose"}
LONE = "\ud800"  # JSON may carry "\ud800": no UTF-8 encodes it


def test_a_visitors_prompt_without_words_reads_the_published_catalog(services):
    """A turn with no text of the user (a first message of tools only, an empty one)
    still gets the published version's catalog. Through a server the client asked for
    the catalog alone, which a visitor token may not read: the prompt failed with a
    RoleError where the local library answered."""
    person = services.open("person")
    person.save(Candidate("shipping-norway", "We ship to Norway within three days",
                          "project", "Orders to Norway leave on Mondays."), origin="user")
    person.publish()
    visitor = services.visitor("visitor-quiet")
    for messages in ([], [{"role": "user", "content": "   "}]):
        prompt = visitor.system_prompt(messages)
        text = "\n".join(block.text for block in prompt)
        assert "shipping-norway" in text and prompt.recalled == []
