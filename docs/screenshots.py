"""Screenshots of the review page for docs/review.md (PNGs in docs/img/).

Builds a small example store in a temporary folder, serves the review page on a loopback
port and photographs each page with the system's Chromium (never a downloaded browser):

    .venv/bin/python docs/screenshots.py
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlencode

from memdir import Memory, Record
from memdir.foundation.candidate import Candidate
from memdir.store import FileStore
from memdir.web import review_app
from memdir.web.server import running
from memdir.web.sessions import Sessions

OUT = Path(__file__).with_name("img")
WIDTH, HEIGHT = 1200, 760

EXAMPLES = [
    ("test-runner", "feedback", "Tests run with pytest, never unittest",
     "Use pytest with plain functions and fixtures.\nNo unittest.TestCase.", "user"),
    ("deploy-target", "reference", "Deploys go to the staging cluster first",
     "Staging: k8s context `staging-eu`. Production only after a green staging run.",
     "model"),
    ("api-freeze", "project", "Public API frozen until the 2.0 release",
     "Decided in the planning meeting: no breaking change to memdir.Memory before 2.0.",
     "user"),
    ("issue-tracker", "reference", "Bugs are tracked in the INFRA project in Linear",
     "Linear project INFRA; label `memdir`.", "import"),
    ("hostile-example", "project", '<script>alert("memory text is hostile")</script>',
     "Shown as text, never run.", "visitor"),
]


def build(root: Path) -> Memory:
    project = FileStore(root / "project" / ".memory", scope="project")
    user = FileStore(root / "user", scope="user")
    project.init()
    user.init()
    for name, rtype, description, body, origin in EXAMPLES:
        project.upsert(Record(name, description, rtype, body, origin=origin),
                       expected_hash="absent", actor="example")
    user.upsert(Record("prefers-short-answers", "The user wants short answers, no recap",
                       "user", "Answer in a few lines; no closing summary.",
                       origin="user"), expected_hash="absent", actor="example")
    runner = project.get("test-runner")
    project.upsert(runner.evolve(body="Use pytest with plain functions and fixtures.\n"
                                      "No unittest.TestCase.\nRun them with `make test`."),
                   expected_hash=runner.hash, actor="session 4f2a9c")
    memory = Memory(project, user=user, provider="offline", session="screenshots")
    # Two copies of one lesson, merged by (offline) consolidation and approved: a change
    # the Changes page can undo, with its tombstone.
    for name in ("lint-before-commit", "ruff-first"):
        project.upsert(Record(name, "Run ruff before every commit", "feedback",
                              "Run `ruff check` before every commit.", origin="user"),
                       expected_hash="absent", actor="example")
    memory.consolidate()
    for proposal in memory.inbox():
        memory.approve(proposal.id)
    memory.remember("From now on, always use uv to create Python environments.")
    # What a person reviews: a correction of an existing record, and a new one.
    memory.save(Candidate(name="deploy-target", description="Deploys go to the staging "
                          "cluster first", type="reference",
                          body="Staging: k8s context `staging-us` since the move to "
                               "us-east-1.\nProduction only after a green staging run.",
                          quote="we moved staging to us-east-1 last week"), origin="visitor")
    memory.save(Candidate(name="support-hours", description="Support answers 9:00-17:00 CET",
                          type="project", body="Support answers on weekdays, 9:00-17:00 CET.",
                          quote="our support is open nine to five"), origin="visitor")
    return memory


def shoot(page, url: str, name: str, full_page: bool = False) -> None:
    page.goto(url)
    page.screenshot(path=str(OUT / f"{name}.png"), full_page=full_page)
    print(f"docs/img/{name}.png")


def main() -> int:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        print("chromium is not installed (apt-get install chromium)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    OUT.mkdir(exist_ok=True)
    sessions = Sessions()
    with tempfile.TemporaryDirectory() as tmp, build(Path(tmp)) as memory, \
            running(review_app(memory, sessions=sessions)) as base, sync_playwright() as pw:
        def url(path: str, **params: str) -> str:
            # A one-time link that lands on the page (`memdir review` opens one like it).
            target = f"{path}?{urlencode(params)}" if params else path
            return f"{base}/open?{urlencode({'code': sessions.issue(), 'next': target})}"

        browser = pw.chromium.launch(executable_path=chromium, headless=True,
                                     args=["--headless", "--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
        shoot(page, url("/inbox"), "review-inbox", full_page=True)
        shoot(page, url("/memories"), "review-memories")
        shoot(page, url("/changes"), "review-changes")
        shoot(page, url("/record", scope="project", name="test-runner"), "review-history")
        shoot(page, url("/questions"), "review-questions")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
