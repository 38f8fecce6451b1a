"""The classes fresh_50's misses and noise showed, each in en/zh/ja where the language has it,
beside look-alikes that must not change; and the class left alone after fresh_49: what the
user does with what happened after it, a bug seen or a step of the moment, stored as a lasting
fact or rule by the older rules that hear the doing (`facts.SELF_FACT`'s "I run", the habit of
"when I …").

What happens after the user's doing (`memdir.pipeline.extract.moment`): one refusal read by
`rules` before any rule that hears the doing, and by `facts.is_fact`.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.extract.facts import is_fact
from memdir.pipeline.extract.rules import judge


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # a bug seen: the user's doing, then what it did
    "I run npm install and it fails with EACCES.",
    "When I refresh the dashboard the chart disappears.",
    "Whenever I open the settings page, the sidebar vanishes.",
    "Every time I log in I get a blank page.",
    "I use the export button and it times out.",
    "我运行 npm install 就报 EACCES 错误。",
    "我一刷新仪表盘，图表就不见了。",
    "我每次刷新仪表盘，图表就不见了。",
    "npm install を実行すると EACCES で失敗します。",
    "ダッシュボードを更新すると、グラフが消えます。",
    # steps of the moment in a row
    "I use the staging db first, then the prod one.",
    "I check the logs first, then restart the worker.",
    "我先跑一下迁移，然后重启服务。",
    "まずマイグレーションを実行して、それからワーカーを再起動します。",
])
def test_what_happens_after_the_users_doing_stays_out(text: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)
    assert not is_fact(text)


@pytest.mark.parametrize("text", [
    "I run the tests before every push.",
    "I refresh the staging data every Monday.",
    "When I deploy, I tag the release first.",
    "Before every release I bump the version first, then tag it.",
    "I run a bakery and get up at four.",
    "I teach piano and the school pays me monthly.",
    "When we release, it goes to PyPI.",
    "我每周一刷新测试数据。",
    "我每次推送前都跑测试。",
    "我每次发版都先跑迁移，然后重启服务。",
    "毎週月曜にステージングのデータを更新しています。",
    "プッシュする前に毎回テストを実行しています。",
])
def test_what_the_user_does_that_lasts_is_still_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


def test_a_bug_seen_is_named_as_what_happens() -> None:
    assert judge("I run npm install and it fails with EACCES.") == (
        "says what happens, not what to do")
