"""The classes fresh_38's noise and rule misses showed, each in en/zh/ja beside look-alikes
that must not change.

Noise: praise of what the agent always does, with thanks ("You always catch the off-by-one
I miss. Thank you.", 你每次都这么耐心,谢谢啦, いつもながら説明がわかりやすくて助かります); a vow
or a wish about the user's own life, sighed (唉,以后再也不半夜上线了, 今後はもう…したくないなあ);
a habit stated as the background of the one-off after it (いつもはレビューを通してからマージして
ますが、今回は hotfix なので…; "The build server always goes down on Sunday nights. For tonight
just…"); a request on what the user pasted or attached (貼り付けた住所一覧から…); the dates of
one closure (休業日は 12 月 29 日から 1 月 3 日です).

Rule misses: what suffices ("three sentences is plenty", です・ます調で十分), the order of a
kind of document (写周报先列…,再列…; 議事録は…を冒頭に…、…はそのあとに), every one of a kind
and what it ships with, a kind named first and a way rather than another ("For UI state in
the Android app, model it as a sealed interface rather than an enum"), a way of working
decided (…に一本化することになりました), the user's career to the work (看護師からエンジニアに
転職して、今年で二年目です), a partner's part ("My co-founder owns all the billing code"), how
many the user's organisation has in words ("The courier co-op has twenty-three riders"), a
thing's schedule every other week, a document in 腾讯文档, what is written to the log (写到
日志里). What must stay out stays out with the learned second opinion and on the rules
alone; what must be heard is heard by the rules alone.
"""

from __future__ import annotations

import pytest
from heard import stored

import memdir.pipeline.extract.learned as learned
from memdir.pipeline.admission.temporary import find_temporary


# (a literal list: `benchmarks.hearing.look_alikes` reads it as examples of what does not last)
@pytest.mark.parametrize("text", [
    # what the agent always does, praised with thanks
    "You always explain things so clearly. Thanks!",
    "you always spot the typo I miss, thank you",
    "你总是这么细心,谢谢!",
    "你每次都这么靠谱,多谢!",
    "いつも丁寧に答えてくれて助かります。",
    "いつもながら仕事が早くて助かります!",
    # a vow or a wish about one's own life, sighed
    "唉,以后再也不周五发版了。",
    "哎呀,以后再也不熬夜改 bug 了!",
    "これからはもう本番で直接作業したくないなあ。",
    "Ugh, I'm never deploying on a Friday again.",
    # a habit stated as the background of the one-off after it
    "Normally we squash-merge, but for this PR keep the individual commits.",
    "The staging box always reboots at midnight. For tonight just deploy to the spare one.",
    "平时都是先 review 再合并,这次直接合到 main。",
    "いつもは金曜にリリースしていますが、今回は木曜に出してください。",
    # a request on what the user pasted or attached
    "Sort the list I just pasted by last name.",
    "把我刚贴的日志看一下,找出报错原因。",
    "添付のファイルから、重複している行だけ抜き出してください。",
    "貼り付けたログから、エラーの行だけ拾ってください。",
    # the dates of one closure
    "We're closed from 24 December to 2 January.",
    "The office is closed Dec 24 through Jan 2.",
    "春节放假时间是 2 月 9 日到 2 月 17 日。",
    "12 月 29 日から 1 月 3 日まで休業します。",
    # look-alikes of the rules heard: how long a thing takes, a verdict on the thing at hand
    "Five minutes is enough.",
    "そのままで大丈夫です。",
    "Two of them are fine.",
    "That's enough for today.",
    "改三行就行了。",
    # the order of one task or one document, what one thing did
    "先看这个文件,再改那个函数。",
    "写这封邮件先说结论,再说原因。",
    "このメールは結論を冒頭にまとめて、詳細はそのあとに書いて。",
    "Every test failed on CI.",
    "For this bug, patch it rather than rewriting the module.",
    # one event, one task handed over, the things at hand, one plan
    "出張することになりました。",
    "My co-founder will fix this tomorrow.",
    "我同事负责这个 bug。",
    "Our team has two bugs left.",
    "The build has three warnings.",
    "下周计划先发我看看。",
])
def test_look_alikes_of_the_fresh_38_classes_stay_out(text: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert not stored(text)
    monkeypatch.setattr(learned, "models", lambda: {})  # and on the rules alone
    assert not stored(text)


@pytest.mark.parametrize("text", [
    # what the agent does, with no thanks, or a request with thanks
    "You always forget the type hints. Add them every time.",
    "Thanks! Always run the linter before pushing.",
    "你每次都这么写,以后别这样了。",
    "いつも日本語で返信してくれると助かります。",
    # a rule sighed is a rule
    "唉,以后别在半夜上线了。",
    "今後は締め切り前日に作業を入れないでください。",
    "Never deploy on a Friday.",
    # a habit said alone, asked, before what is no one-off, or a fact in its own words
    "いつもはレビューを通してからマージしています。",
    "平时都是先 review 再合并。",
    "Always review before merging, but this time push straight to main.",
    "The build server always goes down on Sunday nights. Plan releases around it.",
    "The nightly backup always runs at 2am. Tonight, skip it, I'm migrating the disk.",
    "普段は英語で書いていますが、今回だけ日本語でお願いします。",
    # a rule over every paste
    "ログを貼ったら、要点だけ教えてください。",
    "コードを貼り付けるときは、言語名を付けてください。",
    "Whenever I paste a stack trace, point to the first frame in our code.",
    # a span of dates with no closure, a closure of every week
    "会計年度は 4 月 1 日から 3 月 31 日までです。",
    "我们的财年是 4 月 1 日到次年 3 月 31 日。",
    "定休日は毎週水曜日です。",
])
def test_look_alikes_of_the_fresh_38_noise_classes_are_still_heard(rules_alone: None,
                                                                    text: str) -> None:
    assert stored(text)


@pytest.mark.parametrize("text", [
    # what suffices
    "Replies to members stay friendly; three sentences is plenty.",
    "Two examples are plenty.",
    "A one-line summary is enough.",
    "回复三句话就够了。",
    "返信は箇条書きで十分です。",
    "コメントは最低限で大丈夫です。",
    # the order of a kind of document
    "写会议纪要先写结论,再写讨论过程。",
    "做周报的时候先列数据,然后写分析。",
    "報告書は結論を冒頭に書いて、理由はそのあとにお願いします。",
    # every one of a kind and what it ships with; a kind named first, a way rather than another
    "Every release ships with a changelog entry.",
    "Each new endpoint comes with an OpenAPI example.",
    "For error handling in the API layer, return Result types rather than throwing.",
    "For dates in the UI, show relative times instead of timestamps.",
    # a way of working decided
    "社内チャットは Slack に統一することになりました。",
    "We settled on pnpm for every new repo.",
    # the user's career to the work, a partner's part
    "保育士から Web エンジニアに転職しました。",
    "我从会计转行做开发,今年是第三年。",
    "I switched careers from teaching two years ago.",
    "My business partner handles all the bookkeeping; I do the site.",
    "我合伙人负责所有财务的事,我只管技术。",
    "共同創業者が経理まわりを全部見ています。",
    # how many the organisation has, a thing's schedule every other week
    "Our clinic has four vets and two nurses.",
    "The studio has twelve members.",
    "Invoices arrive every other Monday from the printer.",
    "We get the translation files back every other Friday.",
    # a document in 腾讯文档, what is written to the log
    "设计稿在腾讯文档里,文件名叫《首页改版》。",
    "报错的细节写到日志里,页面上只显示一句话。",
])
def test_the_fresh_38_rules_are_heard(rules_alone: None, text: str) -> None:
    assert stored(text)


def test_next_weeks_plan_is_a_section_not_a_time() -> None:
    assert find_temporary("下周计划放最后") is None
    assert find_temporary("下周的工作计划写在最后") is None
    assert find_temporary("下周再说") == "下周"


def test_one_closures_dates_are_temporary() -> None:
    assert (find_temporary("休業日は 12 月 29 日から 1 月 3 日です。")
            == "休業日は 12 月 29 日から 1 月 3 日")
    assert find_temporary("We're closed from 24 December to 2 January.") is not None
    assert find_temporary("The fiscal year runs from 1 April to 31 March.") is None
    assert find_temporary("会計年度は 4 月 1 日から 3 月 31 日までです。") is None
    assert find_temporary("日付は 3 月 2 日のように書いてください。") is None
