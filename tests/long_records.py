"""A long record whose only passage about replying is far past its first chunk, the
queries that mean that passage (no word in common with it) and the short records beside it:
shared by the chunk tests of both stores (test_semantic_chunks, test_store_postgres_vectors).
"""

from __future__ import annotations

from memdir.foundation.record import Record

FILLER = [
    "The office plants on the third floor are watered on Tuesdays and Fridays.",
    "Parking permits for the east garage are renewed every January.",
    "Lunch orders for the team offsite go through the shared spreadsheet.",
    "The printer near the kitchen jams when the paper tray is overfilled.",
    "Visitors sign in at the front desk and wear a badge at all times.",
    "The quarterly town hall moved from the auditorium to the big meeting room.",
    "Bicycle racks are behind the building, next to the loading dock.",
    "The coffee machine is descaled by the facilities staff once a month.",
    "Holiday decorations go up in the first week of December.",
    "Fire drills happen twice a year and take about twenty minutes.",
    "The wifi password for guests is posted on the noticeboard.",
    "Desk bookings for hot desks open two weeks in advance.",
]
# Past the first 3,000 characters: no word of the queries below.
NEEDLE = ("How to reply: keep answers short. Put the code first and add an explanation "
          "only when asked. Skip preambles and summaries; two sentences beat ten. Brevity "
          "is preferred in every reply. A terse answer is better than a thorough essay. "
          "Keep each message concise and to the point.")
LONG_BODY = " ".join(FILLER * 4) + "\n\n" + NEEDLE + "\n\n" + " ".join(FILLER[:6])
QUERIES = ["how long should my responses be?", "how much should I write in a response?"]
TOPICS = [
    ("deploy-command", "Deploy to production with make release from main after CI is green"),
    ("db-postgres", "The database is PostgreSQL 15; use its JSONB columns for settings"),
    ("prefer-pytest", "Tests in this project use pytest, never unittest"),
    ("commit-style", "Commit messages in English, imperative mood, under 72 characters"),
    ("oncall-pager", "The on-call rotation changes every Monday; page via the incident bot"),
    ("cache-redis", "Sessions are cached in Redis with a one hour expiry"),
]


def record(name: str, description: str, body: str = "") -> Record:
    return Record(name=name, type="project", description=description, body=body)


def long_record() -> Record:
    return record("office-notes", "Notes kept about the office", LONG_BODY)
