"""When a record holds (memdir.foundation.validity), and what --as-of means."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from memdir.foundation.record import Record
from memdir.foundation.validity import (
    InvalidTimeError,
    as_of,
    closed,
    instant,
    interval,
    record_name,
    shown_day,
)
from memdir.pipeline.extract.dates import meant_time

NOW = datetime(2026, 11, 18, 10, tzinfo=UTC)


def words(text: str) -> date | datetime | None:
    return meant_time(text, NOW)


def test_record_times_are_compared_as_utc_instants() -> None:
    assert instant("2026-11-02") == "2026-11-02T00:00:00Z"
    assert instant("2026-11-02T10:00:00+09:00") == "2026-11-02T01:00:00Z"
    assert instant(date(2026, 11, 2)) == "2026-11-02T00:00:00Z"
    assert instant("next tuesday") is None and instant(3) is None and instant("") is None


def test_a_closed_interval_holds_up_to_its_end_and_not_at_it() -> None:
    old = interval("2026-01-01", "2026-11-02T10:00:00Z")
    assert old.holds_at("2026-11-02T09:59:59Z") and not old.holds_at("2026-11-02T10:00:00Z")
    assert not old.holds_at("2025-12-31T23:59:59Z")
    new = interval("2026-11-02T10:00:00Z", None)
    assert new.holds_at("2030-01-01T00:00:00Z") and not new.closed and old.closed


def test_without_valid_from_a_record_holds_from_its_creation() -> None:
    assert not interval(None, None, "2026-12-01T00:00:00Z").holds_at("2026-03-31T23:59:59Z")
    assert interval(None, None, None).holds_at("1990-01-01T00:00:00Z")
    # Unreadable times leave that side open rather than hide the record.
    assert interval("someday", "never", None).holds_at("2026-01-01T00:00:00Z")


def test_supersedes_names_a_record_unless_it_is_an_old_content_hash() -> None:
    assert record_name("node-version") == "node-version"
    assert record_name("3f9c2a1b7d4e5f60") is None
    assert record_name(None) is None and record_name("  ") is None


@pytest.mark.parametrize(("text", "expected"), [
    ("2026-03-15", "2026-03-15T23:59:59Z"),  # the whole day: that day's corrections count
    ("2026-03-15T10:00", "2026-03-15T10:00:00Z"),
    ("2026-03-15T10:00+09:00", "2026-03-15T01:00:00Z"),
    ("last March", "2026-03-31T23:59:59Z"),
    ("上个月", "2026-10-31T23:59:59Z"),
    ("先週", "2026-11-15T23:59:59Z"),
    ("9999-12-31", "9999-12-31T23:59:59Z"),  # the calendar's last day: no day after it
    ("0001-01-01", "0001-01-01T23:59:59Z"),
])
def test_as_of_reads_dates_times_and_relative_words(text: str, expected: str) -> None:
    assert as_of(text, words) == expected


@pytest.mark.parametrize("text", ["", "2026-02-30", "soon", "last week and next week",
                                  "2026-13-01T10:00", "10000-01-01",
                                  "0001-01-01T00:00+01:00"])
def test_as_of_refuses_what_it_cannot_read_in_one_sentence(text: str) -> None:
    with pytest.raises(InvalidTimeError) as caught:
        as_of(text, words)
    assert str(caught.value).count(".") >= 1 and "\n" not in str(caught.value)


def test_shown_day_is_the_date_part() -> None:
    assert shown_day("2026-11-02T10:00:00Z") == "2026-11-02" and shown_day(None) == ""


def test_a_year_before_1000_is_written_in_four_digits_and_sorts_as_a_time() -> None:
    # strftime's %Y wrote year 999 as "999", which sorts after "2026" as text: a record
    # closed in 999 read as still holding.
    from memdir.foundation import frontmatter

    assert instant("0999-05-01") == "0999-05-01T00:00:00Z"
    assert instant("0999-05-01T00:00:00Z") < instant("2026-01-01") < instant("9999-12-31")
    loaded = frontmatter.load(["valid_to: 0999-05-01T00:00:00Z"])["valid_to"]
    assert frontmatter.as_text(loaded) == "0999-05-01T00:00:00Z"
    assert closed(Record(name="ancient", description="d", type="project",
                         valid_to=frontmatter.as_text(loaded)))
