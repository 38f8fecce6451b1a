"""What the user does and what happens then: a bug they see or a step of the moment, never a
lasting fact about them or a standing rule, however a rule hears the doing.

A user tells an agent what they do all the time, and as often what they did a moment ago and
what it did ("I run npm install and it fails with EACCES", "When I refresh the dashboard the
chart disappears", 我一刷新仪表盘，图表就不见了, ダッシュボードを更新すると、グラフが消えます).
Several rules hear the doing itself: the closed verbs of `facts.SELF_FACT` ("I run", "I use"),
the open verb of `doing` ("I click Save …"), the habit of `lasting.HABITUAL` ("when I …",
"whenever I …"), 每次 and いつも. So the refusal is one concept, read by
`memdir.pipeline.extract.rules` before any of them (`says_what_happens`, a named reason the
learned model does not override) and by `facts.is_fact`:

- **a result after the doing** (`happens_after`): the user's verb, then what the thing did —
  it crashes, fails, hangs, disappears, goes blank, shows nothing, returns a 500, "… and
  nothing happens", "… and I get an empty body", "… fails with EACCES"; 我…就报错/不见了/没反应,
  …すると…消えます/失敗します/エラーになります. Even with a sign that it lasts ("Every morning
  I open the app and it crashes": a bug seen every morning). Not a step of the work that
  lasts ("I run the tests before every push", "I refresh the staging data every Monday",
  我每周一刷新测试数据, 毎週月曜にステージングのデータを更新しています), nor how a thing works
  when the user does something ("When we release, it goes to PyPI"). The result follows the
  doing directly: a reason or an alternative between them (because, since, otherwise, "or the
  …", 因为, 不然, 否则, ので, から), an order after the user's doing ("When I deploy, use …") or a
  preference opening it ("I prefer", "I never") makes the result the reason a rule or
  preference holds ("I use Postgres 15 because the app crashes on 16", 我总是锁定 numpy 版本，
  不然构建就失败), which is heard.
- **steps of the moment** (`a_step_of_the_moment`): the user's steps in a row ("I use the
  staging db first, then switch to prod", "… and get back to you", 我先跑一下迁移，然后重启服务,
  まず…を実行して、それから…) with no word that they are taken every time ("Before every
  release I bump the version first, then tag it" stays); `STEP_EN`, a result or steps after a
  doing said with any verb, is read by `doing`, which hears that doing only with a sign that
  it lasts.

- **where one problem of the moment is** (`where_one_problem_is`, read by `facts.is_fact`):
  "The bug lives on a shared Trello board", そのバグはTrelloの共有ボードにあります; not where a kind
  of record is kept ("Our bug reports live on a shared Trello board").

Beside the reports `cues.REPORT` and `cues.REPORT_CJK` already named ("The job always fails at
step 3", 每次都报错, いつもステップ3で落ちます), which `says_what_happens` includes.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.extract.cues import REPORT, REPORT_CJK, WISHED

# What a program or page does that the user sees go wrong, in the present.
_WENT_WRONG_EN = (
    r"(?:crash(?:es|ed)?|fail(?:s|ed)?|break(?:s)?|hang(?:s)?|freez(?:es|e)|disappear(?:s|ed)?"
    r"|vanish(?:es|ed)?|go(?:es)?\s+(?:blank|missing|white|black|grey|gray)"
    r"|error(?:s|ed)?(?:\s+out)?|throw(?:s)?\s+(?:an?\s+)?(?:error|exception|\d{3})"
    r"|times?\s+out|timed\s+out|stop(?:s|ped)?\s+(?:working|responding|loading)"
    r"|spin(?:s)?\s+forever|keeps?\s+(?:spinning|loading|crashing|failing)|flicker(?:s)?"
    r"|logs?\s+me\s+out|kicks?\s+me\s+out|redirects?\s+(?:me\s+)?(?:back|to\s+the\s+login)"
    r"|(?:is|are|comes?\s+back|shows?\s+up)\s+(?:empty|blank|gone|missing|broken|null|undefined)"
    r"|(?:does|do|did|wo|ca|is|are)(?:n't|\s+not)\s+(?:work|load|save|open|start|respond"
    r"|show|appear|connect|compile|build|sync|update|print|render|submit|upload)\w*"
    r"|returns?\s+(?:an?\s+)?(?:\d{3}|error|nothing|null|empty|blank)"
    r"|says\s+(?:it'?s\s+)?(?:invalid|wrong|an?\s+error|error|failed|denied|forbidden))\b")
_THE_THING_EN = (r"(?:it|that|this|they|everything|the\s+[\w'-]+(?:\s+[\w'-]+){0,3}?"
                 r"|my\s+[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(?:just\s+|still\s+|always\s+|immediately\s+"
                 r"|instantly\s+|then\s+)?")
_GOT_EN = (r"(?:i\s+)?get\s+(?:an?\s+|the\s+)?(?:\d{3}|error|empty|blank|white|exception"
           r"|warning|timeout|nothing|permission\s+denied|[\w-]+\s+error)\b")
# The user's doing in the present, then what happened: "I run npm install and it fails with
# EACCES", "When I refresh the dashboard the chart disappears", "Every time I log in I get a
# blank page", "I click Save and nothing happens".
RESULT_EN = re.compile(
    r"(?i)(?:^|[,;]\s*|\b(?:and|so|but)\s+)(?:(?:when(?:ever)?|every\s+time|each\s+time|if|once"
    r"|as\s+soon\s+as)\s+)?i\s+(?:just\s+|then\s+|always\s+)?(?!(?:was|am|will|would|can|could"
    r"|should|think|hope)\b)[a-z]{2,}(?<!ed)\b[^.;!?]{0,80}?"
    r"(?:\b(?:and|but|then)\s+(?:then\s+)?(?:" + _THE_THING_EN + _WENT_WRONG_EN
    + r"|" + _GOT_EN + r"|nothing\s+(?:happens|loads|shows|changes|works))"
    r"|[,\s]\s*" + _THE_THING_EN + _WENT_WRONG_EN
    + r"|[,\s]\s*" + _GOT_EN + r"|[,\s]\s*nothing\s+(?:happens|loads|shows|changes|works)\b"
    r"|\bfails?\s+with\b)")
# 我运行 npm install 就报 EACCES, 我一刷新仪表盘，图表就不见了, 我点保存没反应.
# (the user's doing, not a wish or a habit of theirs: "我比较希望你…别等 CI 挂了", "我习惯看完整的
# 报错栈"; the result after 就, 都, 又 or 结果)
RESULT_ZH = re.compile(
    r"(?:^|[，,。])(?:我|每次我|我每次|只要我|我只要|我一)(?![^，。,？?]*(?:希望|想|要|别|不要|请|让"
    r"|应该|习惯|喜欢|偏好))[^，。,？?]{1,24}?[，,]?[^，。,？?]{0,12}?"
    r"(?:(?:就|都|又|结果|立马|马上|直接)(?:会)?(?:报错|报[^，。,]{0,12}错|出错|挂了|挂掉|崩了|崩溃"
    r"|卡住|卡死|闪退|白屏|黑屏|失败|消失|不见了|没了|没反应|超时|打不开|跳回登录|被登出|退出登录"
    r"|一片空白|一直转圈)|没(?:有)?反应)")
# npm install を実行すると EACCES で失敗します, ダッシュボードを更新すると、グラフが消えます.
RESULT_JA = re.compile(
    r"(?:を|で|に)[^、。]{0,24}(?:すると|したら|したとき(?:に)?|する度に|した途端)[、,]?[^。]{0,30}?"
    r"(?:消え(?:ます|ました|て|る)|落ち(?:ます|ました|る)|失敗し|止まり|止まっ|固まり|固まっ"
    r"|エラーにな|エラーが出|真っ白にな|表示されな|開かな|開けな|動かな|クラッシュし|タイムアウトし"
    r"|ログアウトされ|反応しな|反応がな|何も起き)")
# A result or steps in a row after a doing said with any verb (`doing`, which hears it only
# with a sign that it lasts): "… and get an empty body", "… and the form says it's invalid",
# first, then, below, "… and get back to you".
STEP_EN = re.compile(
    r"(?i)\b(?:first|then|below|above|get\s+back\s+to)\b"
    r"|\band\s+(?:nothing\s+(?:happens|loads|shows|changes)|(?:i\s+)?get\b"
    r"|(?:it|that|the\s+[\w\s'-]{1,30}?)\s+(?:crash|fail|break|hang|freez|disappear|say"
    r"|show|return|throw|error|time|stop|spin|redirect)\w*)"
    r"|\bit\s+(?:crashes|fails|breaks|hangs|freezes|errors|throws|times\s+out)\b")


# Steps of the moment in a row, said by the user of their own doing ("I use the staging db
# first, then switch to prod", 我先跑一下迁移，然后重启服务, まず…を実行して、それから…), unless
# a word says they are taken every time (`_EVERY`: "Before every release I …").
STEPS_IN_A_ROW = re.compile(
    r"(?i)\bfirst\b[^.!?]{0,60}\bthen\b|\band\s+(?:then\s+)?get\s+back\s+to\s+you\b"
    r"|我[^，。]{0,6}先[^。]{1,30}(?:然后|再)|まず[^。]{1,30}(?:それから|次に|その後)")
_EVERY = re.compile(r"(?i)\b(?:every|each|always|whenever|usually|normally)\b"
                    r"|每次|每天|每周|每个|总是|一般|平时|毎回|毎日|毎週|いつも|普段|たびに")


def a_step_of_the_moment(sentence: str) -> bool:
    """Whether ``sentence`` lists steps in a row with no word that they are taken every time."""
    return bool(STEPS_IN_A_ROW.search(sentence) and not _EVERY.search(sentence))


# A reason or an alternative between the doing and the result, or an order or preference
# after the user's doing: the result is why a rule or preference holds ("I use Postgres 15
# because the app crashes on 16", "When I deploy, use the blue-green script since the old one
# times out", "… add the changelog label or the release bot fails", 我总是锁定 numpy 版本，不然
# 构建就失败, 我们用 Postgres 15，因为升到 16 应用就崩溃, …ので/から), never what the doing did.
_REASON = re.compile(
    r"(?i)\b(?:because|since|otherwise|or\s+(?:else|the|it|my|this|that|they|everything)"
    r"|so\s+that|as\s+the)\b"
    r"|,\s*(?:please\s+)?(?:use|pass|add|put|set|keep|make|run|always|never|don'?t|do\s+not"
    r"|avoid|remember)\b"
    r"|\bi\s+(?:prefer|'?d\s+rather|would\s+rather|never)\b"
    r"|因为|不然|否则|要不然|免得|以免|记得|ので|ため[、,に]|から[、,]")

# Japanese says the reason after the result, then what is done for it: スペースでインデントすると
# リンターが失敗するので、タブを使っています.
_WHY_JA = re.compile(r"(?:ので|から)[、,][^。]{0,40}?(?:ください|ています|にして|しましょう|ます)")


def happens_after(sentence: str) -> bool:
    """Whether ``sentence`` says what the user does and then what it did (see the module): the
    result follows the doing, with no reason, alternative or order between (`_REASON`)."""
    if any(found and not _REASON.search(found.group(0))
           for found in (RESULT_EN.search(sentence), RESULT_ZH.search(sentence))):
        return True
    found = RESULT_JA.search(sentence)
    return bool(found and not _REASON.search(found.group(0))
                and not _WHY_JA.search(sentence, found.end()))


# One problem of the moment and where it is ("The bug lives on a shared Trello board", "The
# crash is logged in Sentry", 这个bug在共享的Trello看板上, そのバグはTrelloの共有ボードにあります):
# the work at hand, not where the user's records are kept ("Our bug reports live on a shared
# Trello board", "The runbook lives on Confluence", バグはJiraで管理しています).
ONE_PROBLEM_WHERE = re.compile(
    r"(?i)^(?:the|this|that)\s+(?:[\w'-]+\s+)?(?:bug|issue|error|crash|problem|incident|ticket"
    r"|fix|regression|glitch|outage|typo)\s+(?:lives?|sits|is\s+(?:kept|tracked|logged|filed"
    r"|documented|reported|described|written\s+up)|goes)\s+(?:on|in)\b"
    r"|^(?:这个|那个|这次的)(?:bug|Bug|BUG|问题|故障|报错|工单)(?:现在)?(?:在|记在|挂在)"
    r"|^(?:その|この|あの|今回の)(?:バグ|不具合|エラー|障害|問題|チケット)は")


def where_one_problem_is(sentence: str) -> bool:
    """Whether ``sentence`` says where one problem of the moment is (`ONE_PROBLEM_WHERE`)."""
    return bool(ONE_PROBLEM_WHERE.search(sentence))


def of_the_moment(sentence: str) -> bool:
    """What `facts.is_fact` refuses: a bug seen, steps of the moment, where one problem is."""
    return (happens_after(sentence) or a_step_of_the_moment(sentence)
            or where_one_problem_is(sentence))


def says_what_happens(sentence: str) -> bool:
    """A report of what happens, no rule or fact: `cues.REPORT` (not a wish of what a thing
    says), `cues.REPORT_CJK`, the user's doing with what it did after it, or where one problem
    of the moment is."""
    return bool((REPORT.search(sentence) and not WISHED.match(sentence))
                or REPORT_CJK.search(sentence) or happens_after(sentence)
                or where_one_problem_is(sentence))


__all__ = ["ONE_PROBLEM_WHERE", "RESULT_EN", "RESULT_JA", "RESULT_ZH", "STEPS_IN_A_ROW",
           "STEP_EN", "a_step_of_the_moment", "happens_after", "of_the_moment", "says_what_happens",
           "where_one_problem_is"]
