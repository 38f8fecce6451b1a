"""Where fresh_46's classes reached past what they name, on a person's own ``memdir add`` and
on offline extraction alike.

- A scope word (这批, 改道的时候, 封路时, 通行止め中, "this lot", この便) in a sentence that says
  every time or from now on (以后, 每次, always, every, いつも, 毎週) is a rule for every such
  occasion, not temporary; 改道 and 封路 are one diversion only with a route named (14路).
- A capability asked ("Can you always answer in under a second?"), an ask with no reason
  ("Just curious.") or with a reason about one item ("It's going on a slide.") is no rule.
- Who holds a role ("It's always the client who signs off…"), or a remark with an order
  after it ("…, so double-check it", "… swamped - always put two people on the rota"), is
  no small talk.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from heard import stored
from write_paths import PATHS

from memdir.pipeline.admission.temporary import find_temporary

LASTING_SCOPES = [
    "以后每次进货都要把这批的批号和上一批对一下。",
    "公交改道的时候，记得提前在群里通知大家。",
    "道路封路时，所有配送改走东门。",
    "雪で通行止め中は、配達はいつも裏道を使ってください。",
    "For this lot, always use formal English – they're all lawyers.",
    "この便は毎週月曜の朝に出ます。",
]


@pytest.mark.parametrize("text", LASTING_SCOPES)
@PATHS
def test_a_scope_word_said_for_every_occasion_is_lasting_on_every_write_path(
        decided: Callable[[str, str], str], text: str) -> None:
    assert find_temporary(text) is None
    assert decided("Releases go out on Tuesdays.", text) == "store"


@pytest.mark.parametrize("text", [
    "以后每次进货都要把这批的批号和上一批对一下。",
    "公交改道的时候，记得提前在群里通知大家。",
    "雪で通行止め中は、配達はいつも裏道を使ってください。",
    "For this lot, always use formal English – they're all lawyers.",
])
def test_offline_extraction_keeps_a_scope_word_said_for_every_occasion(
        rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # a route named, one batch of things, a batch with no word of every time
    "14路改道的时候，都跟家长说在教堂停车场接。",
    "3路公交改道时，记得通知大家。",
    "14番が工事で迂回している間は、お迎えはいつも教会の駐車場とご案内してください。",
    "While the 14 is diverted, always tell parents pick-up is at the church.",
    "这批请柬，名字都要烫金。",
    "这批货每一箱都要贴标签。",
    "For this batch of invitations, always put gold foil on every name.",
    "For this lot, use the formal letterhead.",
    "このロットは、全部ラベルを貼ってください。",
    "この便は遅れています。",
])
def test_one_named_diversion_and_one_batch_stay_temporary(text: str) -> None:
    assert find_temporary(text)


@pytest.mark.parametrize("text", [
    "Could you always do that? Just curious.",
    "Could you always do that? I was wondering.",
    "Can you always answer in under a second? Our last tool was really slow.",
    "Can you always handle PDFs? Our last tool couldn't.",
    "Can you always run offline? The site has no signal.",
    "Can you keep it under 200 words? It's going on a slide.",
    "Could you keep it formal? It's for the board.",
])
def test_a_capability_or_a_one_off_ask_is_no_rule(rules_alone: None, text: str) -> None:
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "Could you always use British spelling? Our readers are in the UK.",
    "Could you always answer in French? Our clients are in Quebec.",
    "Can you keep it under 200 words? Nobody reads past that.",
])
def test_a_rule_asked_with_a_lasting_reason_is_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    "It's always the client who signs off the final proof, never the designer.",
    "It's always the on-call engineer who approves hotfixes.",
    ("It's always the last invoice of the month that goes missing, so double-check it before "
     "closing."),
    "Fridays are swamped at the counter - always put two people on the rota.",
])
def test_a_role_or_an_order_beside_a_remark_is_no_small_talk(rules_alone: None,
                                                            text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    "It's always the last job of the day that overruns.",
    "It's always the wedding dresses that come in the day before the wedding.",
    "Every time it snows, the slopes are packed.",
    "Fridays are always swamped, always have been.",
])
def test_the_remarks_themselves_stay_small_talk(rules_alone: None, text: str) -> None:
    assert not stored(text)


@pytest.mark.parametrize("text", [
    "以后每次进货都要把这批的批号和上一批对一下。",
    "公交改道的时候，记得提前在群里通知大家。",
])
def test_memdir_add_keeps_a_person_s_own_rule_for_every_occasion(tmp_path: Path,
                                                                   text: str) -> None:
    home, root = tmp_path / "home", tmp_path / "p"
    home.mkdir()
    (root / ".git").mkdir(parents=True)
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMDIR_")},
           "MEMDIR_HOME": str(home), "MEMDIR_RESIDENT": "off"}
    script = Path(sys.executable).parent / "memdir"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "memdir"]
    added = subprocess.run([*command, "add", "stock-rule", "-t", "feedback", "-d", text],
                           capture_output=True, text=True, cwd=root, env=env, timeout=120)
    assert added.returncode == 0, added.stderr
    assert text in (root / ".memory" / "stock-rule.md").read_text(encoding="utf-8")
