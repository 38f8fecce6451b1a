"""One-time codes and sessions: a code works once and briefly, a session ends as told."""

from __future__ import annotations

from memdir.web.sessions import CODE_SECONDS, MAX_CODES, Sessions


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_code_opens_one_session_once():
    sessions = Sessions()
    code = sessions.issue()
    opened = sessions.redeem(code)
    assert opened is not None
    session_id, session = opened
    assert sessions.get(session_id) is session and session.csrf
    assert sessions.redeem(code, current=session_id) is None  # used
    assert sessions.redeem("made-up") is None


def test_a_code_is_dead_after_its_minute():
    clock = Clock()
    sessions = Sessions(clock=clock)
    code = sessions.issue()
    clock.now += CODE_SECONDS + 0.1
    assert sessions.redeem(code) is None


def test_a_used_code_presented_by_another_ends_the_session_it_opened():
    # Whoever used the code first (a process that read the browser's command line) loses
    # the session as soon as the rightful browser arrives with the same code.
    sessions = Sessions()
    code = sessions.issue()
    first, _ = sessions.redeem(code)
    assert sessions.redeem(code) is None
    assert sessions.get(first) is None


def test_the_same_browser_reopening_its_link_keeps_its_session():
    sessions = Sessions()
    code = sessions.issue()
    mine, _ = sessions.redeem(code)
    assert sessions.was_opened_by(code, mine)
    assert not sessions.was_opened_by(code, "another")
    assert sessions.get(mine) is not None


def test_sessions_end_when_idle_too_old_or_their_owner_is_gone():
    clock = Clock()
    valid = {"reviewer"}
    sessions = Sessions(idle_seconds=60, max_seconds=100, clock=clock,
                        still_valid=lambda owner: owner in valid)
    idle, _ = sessions.redeem(sessions.issue("reviewer"))
    busy, _ = sessions.redeem(sessions.issue("reviewer"))
    clock.now += 50
    assert sessions.get(busy)
    clock.now += 20
    assert sessions.get(idle) is None and sessions.get(busy)
    clock.now += 40  # 110 s after it was opened, used 40 s ago
    assert sessions.get(busy) is None
    revoked, _ = sessions.redeem(sessions.issue("reviewer"))
    valid.clear()
    assert sessions.get(revoked) is None
    assert sessions.redeem(sessions.issue("reviewer")) is None


def test_ending_an_owner_ends_its_sessions_and_codes():
    sessions = Sessions()
    a, _ = sessions.redeem(sessions.issue("a"))
    b, _ = sessions.redeem(sessions.issue("b"))
    pending = sessions.issue("a")
    assert sessions.end_owner(lambda owner: owner == "a") == 1
    assert sessions.get(a) is None and sessions.get(b) is not None
    assert sessions.redeem(pending) is None


def test_codes_and_sessions_are_bounded_and_kept_as_digests():
    sessions = Sessions()
    codes = [sessions.issue() for _ in range(MAX_CODES + 5)]
    assert sessions.redeem(codes[0]) is None  # the oldest went first
    session_id, _ = sessions.redeem(codes[-1])
    kept = repr(vars(sessions))
    assert codes[-1] not in kept and session_id not in kept
