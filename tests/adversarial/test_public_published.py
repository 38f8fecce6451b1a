"""What is published for visitors carries no trace of who said what: no session id that
would name a contributor's notes, no quote of anyone's words."""

from __future__ import annotations

from memdir.foundation.record import Record
from memdir.service.memory import Memory
from memdir.service.public import Published, published_text
from memdir.store.files.store import FileStore


def test_a_published_version_holds_no_session_message_or_quote(tmp_path):
    store = FileStore(tmp_path / ".memory", scope="project")
    store.upsert(Record("ships-to-norway", "We ship to Norway within 5 days", "project",
                        source={"session": "visit-contributor-7", "message": 3,
                                "quote": "I'm Anna, call me on +47 912 34 567",
                                "visitor": True, "redacted": ["phone"]}))
    store.upsert(Record("owner-career", "The owner is the CTO of Acme", "project"))
    with Memory(store, user=False, provider="offline") as memory:
        version = memory.publish()
    published = Published(store)
    served = published.store(version)
    texts = [text for _, text in served.record_texts()]
    served.close()
    assert len(texts) == 2
    for text in texts:
        assert "visit-contributor-7" not in text and "Anna" not in text
        assert "quote" not in text and "message:" not in text
    assert any("visitor: true" in t for t in texts)  # who wrote it stays known


def test_a_record_without_a_conversation_source_is_published_byte_for_byte():
    text = Record("owner-career", "The owner is the CTO of Acme", "project").to_text()
    assert published_text(text) == text
