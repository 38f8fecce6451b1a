"""The extraction set's eighteenth fresh round: non-native writers and fast phone typing.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

No theme of topic, but one of voice: every sentence is written as by someone who does
not speak the language natively, or who is typing fast on a phone. The English comes
from Indian, Nigerian, German, Brazilian, Chinese and Japanese developers: dropped
articles, "kindly", "do the needful", "revert back", "then only", present-continuous
habits ("we are using Bitbucket"), "abeg" and "yaar", lowercase fragments without
punctuation ("tabs not spaces pls"). The Chinese comes from Taiwan and Hong Kong writers
typing Simplified characters with their own vocabulary (软体, 程式, 资料库, 伺服器, 专案,
字元, 个资, 唯读) and now and then Cantonese (咗, 嘅, 睇, 点解, 先可以). The Japanese
comes from learners (やさしい日本語, missing particles) and from engineers who mix English
heavily (カタカナ語, English nouns in Latin script: commit message, review, deploy). Each
language has very short fragments ("main 禁止直推", "テストは pytest で") and long rambling
messages, and about a quarter are two sentences. Lasting items cover code style, tests,
git, reviews, deployment, docs, how to talk to the user, the user's role, background,
hours and tools, project history and decisions (an outsourced start taken back in-house,
MySQL 5.7 kept for an old reporting tool, Rails to Django, a self-hosted GitLab), and
where things live (Vault, Figma, Notion). The temporary ones are one-off tasks and scoped
instructions (this ticket, today, until the demo, this sprint, while Jenkins or Slack is
down, on mobile data), several with "always", "never", 永远, 以后, いつも or 必ず inside
the scope; one chit-chat line says いつも too. One question per language is a polite
request asked as a question, which stays a question as the design part labels it.
Each language's forty were written on their own, not translated from another. Labels as
in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_18: tuple[tuple[str, str], ...] = (
    (D, ("Kindly write the unit test first and then only do the fix, this is how we are "
         "following in our team.")),
    (D, "tabs not spaces pls"),
    (D, ("Please don't revert back my changes in the config folder without asking me. It "
         "happened two times already.")),
    (D, ("We are using conventional commits in this repo, so commit message should start "
         "with feat: or fix: like that.")),
    (D, ("I am not native English speaker, so please explain with simple words and short "
         "sentence.")),
    (D, "no print() in final code, use logger only"),
    (D, ("Abeg every HTTP call you write must have timeout o, last year we had one outage "
         "where the payment service just hang for like 40 minutes and everybody was "
         "looking for who caused it, so timeout everywhere, no excuse.")),
    (D, ("When you write review comments for my team, be direct. Nobody here needs the "
         "compliments before the point.")),
    (D, "always rebase on develop before push, we dont want merge commits in history"),
    (D, "Dates in UI kindly show in DD-MM-YYYY format only, our users are all in India."),
    (D, "Don't add new dependency without ask me first, security team must approve every one."),
    (D, ("In the docs please put the examples in curl too, not only Python SDK, a lot of "
         "our clients is using PHP and Java.")),
    (D, ("If you are not sure, just say you are not sure. Don't give me confident answer "
         "that is wrong.")),
    (D, "deploy to prod only from tags, never from branch directly"),
    (F, "I'm in Lagos, WAT timezone, normally online 9 to 6 on weekdays."),
    (F, "I am backend developer mainly, frontend I know very little only."),
    (F, "We are using Bitbucket, not GitHub. The GitHub repo is only read-only mirror."),
    (F, ("This project was started in 2019 by vendor team from Pune and after that we took "
         "it in-house, so lot of old code is there and nobody is knowing why it is like "
         "that.")),
    (F, "I'm tech lead of payments squad, five devs are reporting to me."),
    (F, ("Prod DB is still MySQL 5.7. We could not upgrade because the old reporting tool "
         "is breaking on 8.")),
    (F, "All secrets are in Vault under secret/billing. Nothing is in env files."),
    (F, "mostly i chat with you from my phone on the bus so expect typos"),
    (T, "Please check the failing pipeline and do the needful."),
    (T, "today only skip the lint step, i need to push the hotfix fast"),
    (T, "Kindly revert back the last commit, it broke the login page."),
    (T, ("For this ticket PAY-4521 always use the v2 endpoint, v1 is not having the field "
         "we need.")),
    (T, "till the demo on thursday dont touch the styles, client already approved the look"),
    (T, "While Jenkins is down, run the tests locally. Paste me the output."),
    (T, ("Make one small script to export the users to CSV. It is one time thing for the "
         "audit, no need of tests.")),
    (T, ("This sprint we are never merging to main without QA sign-off, after the release "
         "we will relax it again.")),
    (T, "pls update readme with the new env variables i added yesterday"),
    (T, "I am on mobile data right now so dont run docker pull or anything heavy."),
    (C, "thanks yaar, that worked perfectly"),
    (C, "haha finally green build, weekend is saved"),
    (C, "Good morning! Today is big release day."),
    (C, "Sorry for late reply, I was in meeting whole afternoon."),
    (Q, "Why we are getting this CORS error only in Safari?"),
    (Q, "What is difference between useMemo and useCallback, can you explain simple way?"),
    (Q, "is it ok to store the jwt in localstorage or no?"),
    (Q, "Can you from now onwards add type hints in all the functions?"),
)
ZH_FRESH_18: tuple[tuple[str, str], ...] = (
    (D, "程式码缩排用两格空白,不要用 tab。"),
    (D, "以后 commit message 请用英文写,第一行不要超过 72 个字元。"),
    (D, "资料库的 migration 一定要可以 rollback。不然不要合进 main。"),
    (D, "main 禁止直推"),
    (D, "回覆我的时候专有名词请保留英文,不要硬翻。大陆那边的译名我看不懂。"),
    (D, "写测试请用 pytest,唔好再用 unittest 嘅 class 写法。"),
    (D, "每个 PR 至少要有一个人 approve 先可以 merge。"),
    (D, "变数命名不要用拼音。看了会头痛。"),
    (D, "跟我讲解的时候直接讲重点,不用客套。"),
    (D, "对外的 API 都要写文件,放在 docs/api 下面,用 OpenAPI 格式。"),
    (D, ("部署到正式机之前一定要先在测试机跑过一轮 smoke test,之前有一次直接上正式机,"
         "结果整个结帐流程坏掉两个钟头,老板到现在还在讲。")),
    (D, "log 里面不可以印出使用者的个资,电话、身分证字号这些都要遮掉。"),
    (D, "review 别人的程式时语气客气一点。我们团队有几个新人,比较玻璃心。"),
    (D, "前端的文案不要写死在元件里面,统一放 i18n 的档案。"),
    (F, "我系香港人,平时讲广东话多过普通话。所以打字可能有啲怪。"),
    (F, "我们的伺服器都放在 GCP 的台湾机房。region 是 asia-east1。"),
    (F, "这个专案原本是外包做的。2022 年才收回来自己维护。"),
    (F, "我是 PM 出身,程式是自学的。太深的 CS 理论我不太懂。"),
    (F, "资料库是 PostgreSQL 14,报表那边另外有一台唯读的 replica。"),
    (F, "我通常晚上九点到凌晨一点写 code,白天要顾店。"),
    (F, "我们用的是自架的 GitLab,CI 也是 GitLab CI,不是 GitHub Actions。"),
    (F, "设计稿都在 Figma 的「App 2.0」那个档案里面。"),
    (T, "帮我睇下呢段程式点解会 crash。"),
    (T, "今天先不要跑整合测试。测试机在升级。"),
    (T, "这张 ticket 里面金额永远用整数 (以分为单位) 处理。对方的 API 只收整数。"),
    (T, "demo 之前先把登入页面的动画拿掉,以后再说。"),
    (T, "伺服器挂掉这段时间,先用本机的 mock 资料开发。修好我再通知你。"),
    (T, "帮我把 README 翻成英文。"),
    (T, "到 demo 为止,以后每次改完 UI 都先截图给我看。"),
    (T, "头先嗰个 commit 帮我 revert 咗佢。"),
    (T, "把 utils.py 里面重复的函式整理一下,行为不要改。"),
    (T, "我这礼拜在出差,只能用手机看,回覆短一点。"),
    (C, "哇,终于过了,感恩!"),
    (C, "早安,今天又要加班了 orz"),
    (C, "好啦,今天先到这边,辛苦了。"),
    (C, "笑死,这个变数名是谁取的。"),
    (Q, "请问 Python 里 async 跟 thread 差在哪里?"),
    (Q, "点解 docker build 每次都要重新装晒啲套件?"),
    (Q, "我们专案有规定用哪个 formatter 吗?"),
    (Q, "以后可以帮我每个函式都加上 docstring 吗?"),
)
JA_FRESH_18: tuple[tuple[str, str], ...] = (
    (D, "テストは pytest で"),
    (D, "commit message は English で書いてください、チームに外国人 member いるので。"),
    (D, "コードの comment は日本語 OK、でも変数名は必ず English で。"),
    (D, "わたしは日本語まだ勉強中です。説明はやさしい日本語でおねがいします。"),
    (D, "PR は小さく、1 PR 1 feature でお願いします。大きいと review できない。"),
    (D, "main branch に直接 push は NG です。必ず PR 経由で。"),
    (D, "review の comment には、理由も一緒に書いてください。"),
    (D, "except: だけで握りつぶすの禁止"),
    (D, ("金曜日は deploy しないでください。週末に障害あっても、だれも対応できないので、"
         "前に一回それでたいへんなことになって、月曜の朝まで誰も気づかなかったです。")),
    (D, "docs は Markdown で、図は mermaid 使ってください。"),
    (D, "回答は結論から、長い前置き不要です"),
    (D, "型ヒントは全部の public function につけること。"),
    (D, ".env ファイルは commit しないで。secret は全部 1Password にあります。"),
    (D, "新しい library 入れる前に license 確認して、GPL はだめです。"),
    (F, "わたしはブラジル人で、日本の会社で backend エンジニアしてます。"),
    (F, "うちは monorepo で、frontend と backend 両方同じ repo にあります。"),
    (F, "本番は AWS ECS、staging は Cloud Run。歴史的な理由で分かれてます。"),
    (F, "私は朝型で、だいたい6時から14時まで仕事してます。"),
    (F, "このプロジェクト、最初は Rails でしたが去年 Django に移行しました。"),
    (F, "設計の資料は Notion の「Architecture」ページにまとめてある。古い図は無視して OK。"),
    (F, "エディタは Neovim です、VS Code はほとんど使ったことないです。"),
    (F, "決済まわりは佐藤さんの担当で、わたしは触らないことになってる。"),
    (T, "今日だけ lint エラー無視で OK です。hotfix 急ぎなので。"),
    (T, "この ticket の間は、いつも staging の DB につないでください。本番は絶対さわらないで。"),
    (T, "さっきの変更 revert して"),
    (T, "demo までは、UI 変更は必ず私に screenshot 見せてから commit して。"),
    (T, "CI 落ちてる原因、調べといて"),
    (T, "この関数の unit test 書いて、edge case もおねがい"),
    (T, "Slack 落ちてるあいだは、進捗はここに書いてください。復旧したら戻します。"),
    (T, "今週は sprint の最後なので refactoring はやらないで、bug fix だけにして。"),
    (T, "README の setup 手順に Windows 版も追加しておいて。"),
    (T, "いま電車なので、返事は短くおねがいします。"),
    (C, "おつかれさまです!今日もがんばりましょう"),
    (C, "やった、build 通った!"),
    (C, "ありがとう、とても助かりました。"),
    (C, "うーん、月曜日はいつも眠いです。"),
    (Q, "poetry と uv は何が違いますか?"),
    (Q, "なぜこの test は local では通るのに CI だと落ちるんですか?"),
    (Q, "うちの project の branch 名のルールってありますか?"),
    (Q, "これから、commit の前に必ず format かけてもらえますか?"),
)

__all__ = ["EN_FRESH_18", "JA_FRESH_18", "ZH_FRESH_18"]
