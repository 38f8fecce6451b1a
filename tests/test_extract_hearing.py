"""What offline extraction hears in a sentence by its mood and scope (#24).

Each class below was missed (or wrongly kept) by the rules that listed phrases: a
request in an indirect frame, a preference, a lasting permission or plain negative, a
universal subject, the user as subject of a verb of state, a convention of the team;
and on the other side temporary scopes other than "this time", tasks on one definite
thing, events, apologies. `judge` is the rule `memdir extract` applies to each sentence.
"""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.policy import decide
from memdir.pipeline.admission.temporary import find_temporary
from memdir.pipeline.extract import extract_offline
from memdir.pipeline.extract.rules import judge


def _stored(text: str) -> bool:
    candidates = extract_offline([{"role": "user", "content": text}])
    return any(d.accepted for d in decide(candidates, []))


@pytest.mark.parametrize("text", [
    # a request inside a frame: the frame is the mood, the clause after it the rule
    "I'd like you to keep answers under ten lines.",
    "It would be great if you kept the changelog current.",
    "I'd appreciate it if you kept commit messages short.",
    "When writing shell scripts, quote every variable.",
    "返信は短めにしてほしいです。",
    "コメントは英語で。",
    # a preference
    "I like detailed commit messages.",
    "関数は短い方が好みです。",
    # a lasting permission or a plain negative
    "返事は丁寧語じゃなくていいです。",
    "eval は使わないで。",
    "No wildcard imports, ever.",
    # a universal subject
    "All new code needs tests.",
    "每个 PR 不超过 400 行。",
    # an embedded question inside a request
    "每次都说明一下改了哪些文件。",
    "コメントには「なぜ」を書いてください。",
])
def test_requests_in_any_mood_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "I live in Toronto.",
    "I speak Japanese natively.",
    "My OS is Arch Linux.",
    "I have ten years of Java experience.",
    "我住在北京。",
    "我会说日语和英语。",
    "我的系统是 Arch Linux。",
    "トロントに住んでいます。",
    "日本語が話せます。",
    "Rust を5年書いてきました。",
    "インフラチームに所属しています。",
    "Our frontend uses Svelte.",
    "提交信息遵循约定式提交。",
    "サービス間の通信は gRPC です。",
])
def test_facts_of_state_and_conventions_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "Skip the changelog until Monday.",
    "For the rest of the day, don't run the e2e tests.",
    "While I'm away, keep the branch as it is.",
    "During the migration, don't touch the schema.",
    "No new endpoints until the release is out.",
    "重构期间别改接口。",
    "等我回来再部署。",
    "周三之前别合并。",
    "这版发布之前别加依赖。",
    "金曜まではマージしないでください。",
    "会議中はデプロイしないでください。",
    "ひとまずテストは飛ばしてください。",
    "Keep the old endpoint until clients migrate.",
    "还不要推。",
])
def test_temporary_scopes_are_skipped_as_temporary(text):
    assert find_temporary(text)
    assert "temporary" in (judge(text) or "")
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    "Start the server.",
    "Push it.",
    "Keep going.",
    "Please check why the build is slow.",
    "把按钮改成蓝色。",
    "测试都过了。",
    "都可以。",
    "我觉得可以。",
    "誤字があったらすみません。",
    "ちょっと待ってください。",
    "Add error handling to the fetch call.",
    "给 fetch 调用加上错误处理。",
    "删掉没用的 import。",
    "缓存就用 Redis 吧。",
    "二つの関数に分けてください。",
    "Let's call it a day.",
])
def test_tasks_events_and_talk_are_skipped(text):
    assert judge(text) is not None
    assert not _stored(text)


def test_a_wh_question_with_should_is_still_a_question():
    assert judge("我应该从哪个分支部署") == "a question"


def test_durable_habits_are_not_taken_for_temporary():
    # "before" and "every" scopes hold every time; a date before a verb of the work
    # at hand does not.
    assert judge("提交前先跑 lint 再跑测试。") is None
    assert find_temporary("每周五之前提交周报。") is None
    assert find_temporary("一旦测试失败就停止部署。") is None
    # "while you're"/"while we're" say when a rule applies, not that it is for now;
    # "while I'm" is the user's own absence or meeting.
    assert find_temporary("While you're writing tests, prefer fixtures.") is None
    assert find_temporary("While we're on Python 3.9, avoid match statements.") is None


# --- the classes the fourth round (fresh_4) and the third's misses showed ----------------

@pytest.mark.parametrize("text", [
    # the user's lasting state without "I" first or without a verb of state
    "I've used Emacs for over ten years.",
    "I've lived in Lisbon since 2015.",
    "I maintain the payments SDK.",
    "I'm mildly dyslexic.",
    "Python is my primary language.",
    "Frontend is my area.",
    "My home server runs Proxmox.",
    "我日语说得很流利。",
    "我家的路由器用的是 OpenWrt。",
    "我做前端五年了。",
    "我从大学就开始用 Linux 了。",
    "我负责支付模块。",
    "我一般用 vim 写代码。",
    "这个仓库一直是我在维护。",
    "英语是我的第一语言。",
    "我的代码都放在 GitHub 上。",
    "ドイツ語が少し話せます。",
    "東京在住です。",
    "決済チームのメンバーです。",
    "このリポジトリのオーナーは私です。",
    "家では Mac で作業することが多いです。",
    "開発環境は WSL です。",
    "I'm partially sighted.",
    "I've been with the company for four years.",
    "我对前端不太熟。",
    "I only have an old ThinkPad laptop.",
])
def test_the_users_lasting_state_is_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # a rule with no verb of asking: "no exceptions", a prohibition with 不能/千万, how
    # much is enough, a universal after its topic, an adjective and 点
    "Lint errors must be fixed, no exceptions.",
    "Docstrings on every public class, no exceptions.",
    "密码不能硬编码在代码里。",
    "密钥千万不可以写进日志。",
    "回答详细一点。",
    "每个函数单独写测试。",
    "截图全部保存为 PNG。",
    "有一句话的总结就够了。",
    "ログはエラーだけあれば足ります。",
    # a negated resultative is a prohibition, not an edit
    "失败的测试不要直接删掉。",
    # a condition says when a rule applies
    "If a migration is irreversible, say so in the PR description.",
    "Unless I say otherwise, reply in German.",
    "Where possible, use dataclasses.",
    "Rebase your branch on main every now and then.",
    "Fixtures go beside the tests.",
    "Make log messages greppable.",
    "Our docs site is on Netlify.",
    "函数体不超过 50 行。",
    "エラーが出た場合は、ログを添付してください。",
    "型が合わないなら、キャストせずに設計を見直してください。",
    # "注释写为什么": the reason is what to write, not what is asked
    "提交信息写为什么改,不写改了什么。",
    # "this repo / このリポジトリ" is the scope of a lasting rule
    "このコードベースでは yarn を使ってください。",
    "这个代码库的注释一律用英文。",
])
def test_rules_without_a_verb_of_asking_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # until one named event ends, or after one meal or meeting
    "Don't deploy until I've checked the logs.",
    "Merge after the standup.",
    "评审结束前先别合并。",
    "等发布完再加依赖。",
    "我看完之前别动。",
    "开完会以后再部署。",
    "事故恢复之前不要发版。",
    "会議のあとでデプロイしてください。",
    "お昼のあとで続きをお願いします。",
    "会議が終わったら、マージしてください。",
])
def test_scopes_that_end_with_an_event_are_temporary(text):
    assert find_temporary(text), text
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    # praise by a verb of degree (干得漂亮 is no 得 "must"), a tool on one object
    "写得很好。",
    "做得不错!",
    "用正则重写这个校验函数。",
    "用 asyncio 改写下载模块。",
    # look-alikes of the new classes: a status, a past event, the agent praised
    "CI 不能跑了。",
    "页面不能加载。",
    "我的测试都在失败。",
    "我负责的那个服务挂了。",
    "这是我的主要问题。",
    "我等了三个月了。",
    "I've been stuck on this for two hours.",
    "I've worked on this bug all day.",
    "That is my fault.",
    "My tests are failing again.",
    "素晴らしいエンジニアです。",
    "Where did the config go",
    "Where should new fixtures live",
    "where is the log file",
    "这样就行了。",
    "時間があるなら、この関数を直してください。",
    "Remove the debug prints before we merge this.",
    "I have a question about the parser.",
    "I have a meeting in five minutes.",
])
def test_talk_tasks_and_status_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


# --- the classes fresh_5 and the earlier rounds' last misses showed ----------------------

@pytest.mark.parametrize("text", [
    # a habitual or generic condition: the "it" of the main clause is the condition's
    # subject, not a thing in the conversation
    "Whenever a function grows past a screen, split it.",
    "Every time a test flakes, quarantine it.",
    "If a PR touches the schema, label it.",
    "When a module passes 500 lines, break it up.",
    # zh: a threshold or a universal condition with 就
    "函数超过一屏就拆开。",
    "文件超过 500 行就拆分。",
    "只要改了接口就同步更新文档。",
    "一旦发现密钥泄露就立即轮换。",
])
def test_a_habitual_condition_with_a_bare_main_clause_is_a_rule(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # one event of the work at hand: a definite subject, or the user's current work done
    "When the build finishes, deploy it.",
    "If the tests pass, merge it.",
    "When you're done, push it.",
    "Once you've finished, open a PR for it.",
    # a politeness frame for one request, and talk after a condition on any case
    "Whenever you're ready, go ahead.",
    "When you get a chance, look at the logs.",
    "If any questions come up, let me know.",
    "If a reviewer asks, I'll handle it.",
    "测试过了就合并吧。",
    "跑完就提交。",
    # ja: たら after one completion is a sequence of the work at hand, not a habit
    "終わったら、PR を作って。",
    "テストが通ったら、マージして。",
    "ビルドが済んだらデプロイしてください。",
    "レビューが片付いたら、リリースノートを書いて。",
])
def test_a_condition_on_one_event_is_no_rule(text):
    assert judge(text) is not None
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    # ja: a completion たら is no habit, but a condition on every case still is
    "マイグレーションを追加したら、スキーマのドキュメントも更新してください。",
    "関数が一画面を超えたら分割してください。",
    "新しいモジュールを作ったら、ドキュメントの目次に追加してください。",
])
def test_a_condition_on_every_case_stays_a_rule_in_japanese(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # a cleft: what the user does, said as "X is what I do"
    "Kotlin is what I write every day at work.",
    "Vim is what I use for everything.",
    "What I mostly write these days is Go.",
    "Go is the only language I use at work.",
    "我天天写的都是 Go。",
    "毎日書いているのは Kotlin です。",
    "仕事で使っているのは Go です。",
    # a state, then what it is about after a comma
    "我在读博,方向是编译器。",
    "我在上海,东八区。",
    "我在深圳,网络访问 GitHub 要走代理。",
    "我在读研,研究方向是数据库。",
    "I'm doing a PhD in compilers.",
    "博士課程で、コンパイラを研究しています。",
    # a span said approximately
    "运维我干了差不多八年。",
    "Go 我写了大概五年。",
    "前端我做了将近十年了。",
    "我用 Vim 快二十年了。",
])
def test_facts_in_a_cleft_after_a_comma_or_approximate_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # where the user works, in a place that is elsewhere a place of the moment
    "我在医院药剂科上班。",
    "我在机场上班。",
    "我在酒店前台工作。",
    "我在医院实习,主要写排班系统。",
])
def test_a_workplace_named_like_a_place_of_the_moment_is_a_fact(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "私は大阪に住んでいます。",
    "私は病院の薬剤部で働いています。",
    "私は疲れやすいので、返事は短めにしてください。",
])
def test_what_the_user_is_said_with_watashi_wa_is_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "That is what I meant.",
    "This is what I want to see.",
    "That's what I was looking for!",
    "我说的是另一个文件。",
    "我刚写的是测试。",
    "欲しかったのはこれです。",
    "我在外面,晚点再看。",
    "我在开会,等下回你。",
    "我在路上,马上到。",
    "我等了差不多半小时。",
    "这个 bug 我查了差不多一天。",
    "我在读博,好累啊。",
    "我在上海,下雨了。",
    # where the user is this moment: a café, a train, an airport, and the network there
    "我在一家咖啡店,网不好",
    "我在咖啡店,网不好。",
    "我在高铁上,信号很差。",
    "我在机场。",
    "我在酒店,只有手机。",
    "我在高铁上工作,信号很差。",
    "我在医院,等会儿再说。",
    # how the user feels this moment, said with 私は
    "私は少し混乱しています。",
    "私は今とても疲れています。",
    "私はちょっと焦っています。",
    # and a request said with it is for that moment
    "我在外面,回复简短点。",
    "我在星巴克,回复简短点。",
    "我在咖啡店,先别贴长代码。",
    "我在上海,网络不太好。",
    "This is the file I use.",
    "今使っているのはこれです。",
    # a condition on one event or on free time, or what happened
    "不到一秒就跑完了。",
    "只要有空就看看。",
    "一旦好了就告诉我。",
    "When a test fails, show me the output above.",
    "If any of these fail, ping me.",
])
def test_look_alikes_of_clefts_states_and_spans_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    # ja: a comparative preference ("X より Y を優先して") is how to work, not one task
    "ネストした if より早期リターンを優先して。",
    "速度より読みやすさを重視してください。",
    "継承より合成を優先して書いて。",
    # zh: a routine step's "before" (合并之前, 上线之前) holds before each one
    "合并之前把提交压成一个。",
    "上线之前先跑一遍压测。",
])
def test_preferences_and_routine_steps_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # an editing verb with a complement of degree (改得亲切一点) is an edit to make, not
    # 得 "must"
    "README 开头改得亲切一点。",
    "错误提示调得醒目一些。",
    "标题改得短一点。",
    # a preference look-alike on one thing, and "before" one thing is done
    "この関数を優先して直して。",
    "修好之前先别合并。",
    "这个功能完成之前别发版。",
])
def test_edits_of_degree_and_one_thing_first_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


def test_a_manner_of_writing_with_degree_stays_a_rule():
    assert judge("代码评审意见写得具体一点。") is None
    assert judge("回复写得简洁一点。") is None
    assert judge("以后提交信息都改得简短点。") is None


@pytest.mark.parametrize("text", [
    # what happens each time the user does something is a report of a bug
    "Every time I run it, it crashes.",
    "Whenever I open the app it freezes.",
    "When we deploy, everything breaks.",
    "When I run the tests, it hangs.",
])
def test_what_happens_each_time_is_a_report_not_a_rule(text):
    assert judge(text) == "says what happens, not what to do"
    assert not _stored(text)


def test_how_the_project_works_each_time_is_no_report():
    assert judge("When we release, it goes to PyPI.") != "says what happens, not what to do"
    # a trip is where the user is this week, not where they live
    assert not _stored("我在上海出差。")
    assert not _stored("我在上海出差,下周回。")


@pytest.mark.parametrize(("text", "heard"), [
    # a file named is where every one of a kind goes: a rule
    ("Document every environment variable in docs/configuration.md.", True),
    ("Add every new flag to README.md.", True),
    ("Keep all constants in settings.py.", True),
    # a file named with one thing, or all *the* things in it: the work at hand
    ("Please fix the failing test in utils.py.", False),
    ("Rename helpers.py to utils.py.", False),
    ("Check config.yaml for all the typos.", False),
    ("Fix every failing test in utils.py.", False),
])
def test_a_file_is_where_every_one_goes_or_the_work_at_hand(text, heard):
    assert (judge(text) is None) is heard, judge(text)
    assert _stored(text) is heard


# --- the classes fresh_6 showed ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    # a rule named as one
    "The rule here is one migration per pull request.",
    "Our rule is that every endpoint gets a contract test.",
    "House rule: no merge commits on main.",
    "我们的规矩是每个接口都要有契约测试。",
    "团队的约定是周五不发版。",
    "リリースは火曜日だけ、というのがルールです。",
    "ブランチ名は英語で書くのが決まりです。",
    # a schedule of the user's or the team's, said with its frequency
    "We release every second Tuesday.",
    "I'm on call every other week.",
    "We deploy to production weekly.",
    "我们每两周发一次版。",
    "我每隔一周值一次班。",
    "我们每周一上午开周会。",
    "隔週で当番をしています。",
    "毎週月曜日に定例があります。",
    # where the user's time goes
    "Most of my day goes into code review.",
    "我一天大部分时间都在写文档。",
    # what the product or the company is
    "Our product is a scheduling app for clinics.",
    "我们的产品是一个给诊所用的排班工具。",
    # an emphatic frame around a prohibition
    "Whatever you do, don't edit the generated files.",
    "No matter what, never log request bodies.",
    "generated 配下のファイルは何があっても編集しないでください。",
    "以下の手順は必ず守ってください。",
    # a habit asked for
    "Make it a habit to run the linter before every push.",
    "养成每次改接口都更新文档的习惯。",
    "テストを書いてからコミットすることを習慣にしてください。",
    # a convention with a plain verb, the subject what the code names
    "Branch names follow the feat/short-description pattern.",
    "Commit messages follow Conventional Commits.",
    # never, of the team's habits
    "我们周末从来不发版。",
    "我们从不在主分支上直接改代码。",
    # stop doing something, from now on
    "モックを使うのはもうやめてください。",
    "型ヒントを省くのはもうやめてください。",
    # how the user learned what they know
    "Rust は独学で覚えました。",
    "I taught myself Go.",
    "我的前端是自学的。",
])
def test_named_rules_schedules_habits_and_background_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # a rule talked about, not stated
    "The rule here is confusing.",
    "The rule in line 3 is wrong.",
    "这条规矩是谁定的?",
    "このルールはわかりにくいです。",
    # a frequency in a complaint, a past or a question
    "The build fails every other day.",
    "We broke production every week last month.",
    "I got paged every night this week.",
    "我每次跑都报错。",
    "毎日暑いですね。",
    "Do we release every Tuesday?",
    # the product's state, not what it is
    "Our product is down again.",
    "我们的产品是不是挂了?",
    # "next time" of one occasion
    "下次跑测试的时候把慢的也带上。",
    "下次部署的时候顺便把缓存清一下。",
    "次にビルドするときは、デバッグ情報も含めてください。",
    "Next time you run the build, add the verbose flag.",
    # a routine step's "before", with a pointer at this one
    "提交这个之前先格式化一下。",
    "合并这个之前先跑一遍测试。",
    "これをコミットする前にフォーマッタをかけてください。",
    # praise with 喜欢 and no object; a remark about oneself with "always"
    "现在看着清爽多了,我喜欢。",
    "这个写法我很喜欢。",
    "I always get lookbehinds wrong, ugh.",
    "I always mix up rebase and merge.",
    "後読みの正規表現はいつも間違えるんですよね。",
    "我总是搞混 rebase 和 merge。",
    # a place word inside a compound is no pointer, but a task stays a task
    "以下のエラーを見てください。",
    # stopping now, with nothing to stop doing
    "もうやめてください。",
    # never knowing, not a habit
    "我从来不知道还有这个参数。",
    # learning on one's own, said of a moment
    "独学は大変ですね。",
])
def test_look_alikes_of_those_classes_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    # "next time" with a prohibition or a reminder is a lesson, not one occasion
    "下次删文件之前先问我。",
    "次にファイルを消すときは、必ず確認してください。",
    "Next time you delete a file, ask me first.",
    # "before" a routine step, no pointer: a habit
    "提交之前先格式化一下。",
    "コミットする前にフォーマッタをかけてください。",
    # asking to be reminded of one's own slip is a request
    "I always forget the changelog, so remind me before a release.",
])
def test_lessons_and_habits_beside_those_look_alikes_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


# --- the classes fresh_7 showed ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    # where every one of a kind lives, a file named: "and nowhere else", ことになっています
    "Secrets live in vault.yaml and nowhere else.",
    "環境変数は settings.py にだけ書くことになっています。",
    # texting spelling
    "when u add an endpoint pls write a test for it",
    "pls always reply in english",
    # a day the user does not work; how and where they work; a team's past switch
    "I don't work on Fridays.",
    "All my coding happens on a Linux VM.",
    "開発はいつも Mac の Docker の中でやっています。",
    "We moved logging from Papertrail to Datadog last year.",
    "监控这块我们去年从 Zabbix 换成了 Prometheus。",
    "ログ基盤は去年 Papertrail から Datadog に切り替えました。",
    # a deadline of the project
    "The launch has to happen by June 30.",
    # who owns what
    "Marco owns the billing service.",
    "支付服务是小王写的,现在也是他在管。",
    "我有阅读障碍,长段落读起来很慢。",
    # a routine step's "before" with 一定; a "why" the user wants told
    "部署之前请一定先让我确认。",
    "删数据的操作,先跟我说为什么再执行。",
    # a preference said as 宁可…也不, or より…の方がいい; a polite wish
    "我宁可多写几行,也不想用难懂的技巧。",
    "我宁可函数长一点,也不想拆得太碎。",
    "比起表格,我更喜欢你用列表来总结。",
    "短いコードをたくさん書くより、読みやすいコードの方がいいです。",
    "返事は英語より日本語でしてもらえるとありがたいです。",
    # a condition on every case (的话, なら without a pointer)
    "改了数据库结构的话,记得在 PR 描述里写一下迁移步骤。",
    "加新接口的话在文档里补一下说明哈",
    "ビルドが5分以上かかりそうなら、先に知らせてから進めてください。",
    # a topic, how not to do it (ずに), what to do instead
    "設定値は推測で書かずに、まずドキュメントを確認してください。",
    # our team (うちは)
    "うちはモノレポで、パッケージは全部 pnpm で管理しています。",
    "うちは Kubernetes を使っていなくて、全部 ECS 上で動いています",
])
def test_the_phrasings_fresh_7_showed_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # a rule scoped to this file, snippet or function is for the work at hand
    "In this file, please always use double quotes.",
    "Inside this function, never use print.",
    "这个文件里一律用双引号。",
    "この関数では常に早期リターンでお願いします。",
    # a degree complement is no "must"
    "服务器热得发烫。",
    "这段日志看得我头疼。",
    # a file named for the work at hand
    "Put the new flag in flags.yaml.",
    # a past switch said of just now
    "我刚把配置从 JSON 换成了 YAML。",
    # a condition on having time, or pointing at this one
    "時間があるなら、ドキュメントを見てください。",
    "可以的话帮我看一下日志。",
    "这样的话先改一下配置。",
    "うちは今日は早めに閉めます。",
    # thanks for a polite wish already granted
    "説明してもらえてありがたいです。",
])
def test_look_alikes_of_the_fresh_7_classes_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


def test_a_file_scope_is_temporary_on_every_path():
    assert find_temporary("In this file, please always use absolute imports.") == "In this file"
    assert find_temporary("Never edit this file by hand.") is None
    assert find_temporary("In this repo, always use absolute imports.") is None


# --- the classes fresh_8 showed ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    # a complaint about the agent's habit that carries a rule
    "You keep adding type: ignore everywhere; stop that.",
    "テストのたびにキャッシュを消すの、やめてね。",
    "ファイルを開くたびに全部整形するの、もうやめて。",
    "别每改一行就跑一遍全量测试啊。",
    # a hedged wish
    "I think it'd be better if you asked before adding a dependency.",
    "maybe default to pathlib rather than os.path",
    # a rule given with its reason
    "Our servers run Python 3.9, so don't use match statements.",
    "The staging box is tiny, so keep Docker images small.",
    "本番は Python 3.9 固定なので、それより新しい構文は使わないでください。",
    # a fragment with its scope, a contrast
    "kebab-case for file names, everywhere",
    "not requests — httpx, for anything async",
    "ログのフォーマットは JSON で統一",
    "npm じゃなくて pnpm ね、パッケージ管理は全部。",
    "コメントの書き方まで変えないでね",
    # a permission that lasts, "as is"
    "lint を回すのにいちいち聞かなくていいよ、そのまま実行して。",
    # facts said in passing
    "As the only frontend dev here, I review every UI change.",
    "我们组只有我一个做前端的,所以 UI 改动都是我看。",
    "フロントエンドは私一人なので、UI の変更は全部自分で見ています。",
    "Our largest client is a bank, which is why audits matter to us.",
    "The docs site isn't in this repo; it lives in a separate one.",
    "文档站不在这个仓库,在另一个仓库里。",
    "ドキュメントサイトはこのリポジトリではなく、別のリポジトリにあります。",
    "fwiw my only machine is an old ThinkPad",
    "顺便说一下,我就一台 14 寸笔记本。",
    "ちなみに画面はノートの 14 インチだけです。",
    "We dropped Kafka last year and went back to plain Postgres queues.",
    "前年我们把 Kafka 砍了,改回了 Postgres 队列。",
    "一昨年 Kafka はやめて、Postgres のキューに戻しました。",
    "Half of our team is in Lagos, so reviews often come in while I'm asleep.",
    "チームの半分はラゴスにいます。",
    "我一般下班以后才有空写代码。",
    "作業はだいたい早朝です。",
    "我不是做后端的,是个设计师,被临时拉来写接口。",
    "エンジニアではなく、開発を任されたデザイナーの人間です。",
])
def test_the_registers_fresh_8_showed_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # the habit words around one output, or a pointer at this one
    "You keep asking great questions.",
    "I think it'd be better to rename this function before we merge.",
    "この PR はレビューに出す前に二つに分けた方がいいと思います。",
    "You don't need to ask before each edit for the rest of this refactor.",
    # a reason about today
    "The VPN is flaky today, so keep the downloads small.",
    # contrast and fragments that are talk
    "Not bad, thanks.",
    "Not now, later.",
    "これじゃなくて、あっちのファイルです。",
    # "as is", "each", "than that" that still point at the work at hand
    "そのファイルはそのままにしておいて。",
    # a past event of one person, not a team's choice
    "我刚把 Kafka 砍了。",
    "さっき Kafka をやめて、Postgres に戻しました。",
    # while the user is in a meeting: for now
    "While I'm in the meeting, don't push anything.",
    # 临时 and 下班以后 of the work at hand (not 被临时拉来, 一般下班以后)
    "临时把这个检查关掉。",
    "下班以后帮我看一下日志。",
])
def test_look_alikes_of_the_fresh_8_registers_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


# --- the classes fresh_9 showed ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    # an order of what to give ("X first, Y after"; 先…再; …が先、…はあとで; から先に)
    "Tests first, implementation after; I review the tests more closely.",
    "先给结论再解释,我一般只看结论。",
    "結論が先、理由はあとで。",
    "要点から先に書いてください。",
    # a permission about how to talk, a wish after a clause
    "You can be direct with me; I'd rather hear the problem than a polite hint.",
    "遇到拿不准的地方,你按最合理的理解先做,做完告诉我就行。",
    "細かいところは聞かずに一番自然な解釈で進めて、仮定だけ教えてください。",
    "返事は短めにまとめてね、詳しく聞いたときだけ長くていいから。",
    "顔文字は使わないでほしいです、仕事の文書なので。",
    "チャットは日本語でいいですが、コードのコメントは英語で。",
    # where things are
    "If you write a postmortem, it goes on Confluence under OPS/Postmortems.",
    "The deploy runbook lives on Confluence, under OPS/Deploys.",
    "the preview env is at preview.acme.dev, behind the VPN",
    "告警规则在 Grafana 的 alerts 看板上。",
    "设计稿都在共享盘的“设计/2026”文件夹里。",
    "API の仕様は Notion の「API」ページにまとめてあります。",
    "ロゴは全部 Figma の「ブランド」ファイルに入っています。",
    # who the user is, in passing
    "I'm Priyanka, Pri to everyone here.",
    "社内では「タナケン」と呼ばれています。",
    "我人在柏林,比北京时间晚六到七个小时。",
    "I'm two years into my first engineering job.",
    "I'm still learning how Terraform modules fit together.",
    "入社三年目で、Rust はまだ勉強中です。",
    "我算是组里最资深的,不过 SQL 很菜。",
    "I report to Keiko, and it's just the three of us.",
    "上司は田中さんで、チームは私を入れて五人です。",
    # decisions with a date or an owner
    "The release freeze runs March 1 to March 10.",
    "迁移定在 9 月 1 日前完成,小李负责。",
    "旧 SDK は 3 月末で廃止することが、定例で決まりました。",
    "云服务的合同明年到期,采购那边已经决定不续了。",
])
def test_the_kinds_fresh_9_showed_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # an occasion's scope
    "For this demo, call me Professor Kim.",
    "発表の間だけ、私のことは「キム教授」と呼んでください。",
    "今朝のエラーについて、報告文の下書きをお願いします。",
    "この件はいつもより丁寧に説明してください。",
    # "X first" of the work at hand, a host that is a file
    "Fix the test first, then the docs.",
    "The bug is at utils.py line 40.",
    "先看看日志再说。",
    # a name that is a word, a place the user is for now
    "I'm Sorry, that was my fault.",
    "我人在路上,晚点回复。",
    # 很菜 of a thing, not of the user's skill
    "这个方案很菜。",
    # ので is "because", not a request; これでいい is about this one
    "これでいいです。",
    "バグが多いので。",
])
def test_look_alikes_of_the_fresh_9_kinds_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


# --- the classes fresh_10 (whole messages) showed -----------------------------------------

def _heard(text: str) -> list[str]:
    return [c.quote for c in extract_offline([{"role": "user", "content": text}])]


@pytest.mark.parametrize("text", [
    # a rule said as one for every session, "not just today"
    ("Ok, done. One rule for future sessions: config files get a short header comment. "
     "Next, the API."),
    "Morning! For every session, not just today: run the formatter before you show me code.",
    "早上好!说个长期的要求,不光是今天,只要改了接口,动手前先跟我说一声。",
    "おはようございます!今日だけじゃなくて毎回のお願いなんですが、変更の前に計画を見せてください。",
    # the repo's convention, then a task
    "In this repo, fixtures live next to the tests that use them, so this one goes in tests/api/.",
    "这个仓库里接口文档和代码放在一起,所以这个文件应该挪到 api/ 下面。",
    # facts said in passing, then a task
    "Thanks! By the way, I work nights as a nurse, so I answer late.",
    "顺便说下,我白天是中学老师,这个项目是业余做的。",
    "ちなみに昼間は中学の教員をしていて、これは趣味の開発です。",
    "The brand assets are in the Figma file 'Brand 2026', on the Logos page. Use the dark logo.",
    "Test credentials are in 1Password, in the vault called QA. Use them for the login test.",
    "图标都在 Figma 里一个叫 Icons 的文件里,Export 那一页。",
    "アイコンは Figma の「Icons 2026」というファイルの Export ページにあります。",
    "I only started here last month, so walk me through the billing module.",
    "我上个月才入职,给我讲讲计费模块。",
    "ここに入ってまだ1か月なので、請求モジュールを説明してください。",
    "顺便说一下,我们的部署在 Render 上,Procfile 只是以前留下的。",
    "周三开会定了,只支持 Node 20 以上,所以那段兼容代码可以删了。",
    "给你个背景,我们的客户大多在内网环境,访问不了外网。",
    "背景として、うちの iOS アプリは配信から大半のユーザーに届くまで2週間くらいかかります。",
    "跟你说一下,我是设计师,不是程序员,所以我问的多半是看起来怎么样,而不是怎么实现。",
    "生成されたファイルは絶対に手で直さないで、make gen で作り直して。",
])
def test_a_lasting_part_of_a_whole_message_is_heard(text):
    assert _heard(text), [judge(s) for s in [text]]


@pytest.mark.parametrize("text", [
    # the rest of a temporary message: when the scope ends, who does what next
    "Until the migration is done, never deploy on Fridays. It should be done by Friday.",
    "迁移完成之前不要部署。应该周五能弄完。",
    "移行が終わるまではデプロイしないで。金曜には終わる予定です。",
    "とりあえずステージングのキーを使ってください。戻ったら言います。",
    # an occasion with its day
    "For Friday's demo everything has to be in light mode. Switch it back after.",
    "周五演示的时候全部都用浅色模式。演示完再切回来。",
    "金曜のデモでは全部ライトモードにしないといけません。",
    "このセッションの間は、毎回ファイル全体を見せてください。",
    # a step of the work at hand, a question announced
    "Start with the first step",
    "Quick question before we go on. Why do we keep two lockfiles?",
    "進める前にひとつ質問です。なぜ lockfile が二つあるんですか?",
    "設定ファイルのどこにも見当たらなくて。",
])
def test_a_temporary_or_talking_message_leaves_nothing(text):
    assert _heard(text) == []


def test_a_bare_request_continues_the_work_before_it_unless_it_opens_a_new_topic():
    assert _heard("この関数には全部型ヒントが必要です。一通り見て付けてください。") == []
    assert _heard("Fix the login redirect. Keep the diff small.") == []
    assert _heard("Fix the login redirect. Also, reply in Chinese.") == ["Also, reply in Chinese."]
    assert _heard("Please reply in Chinese.") == ["Please reply in Chinese."]
    # a decision taken at one meeting is a fact, not that meeting's scope
    assert _heard("月曜の会議で Node 18 以降だけをサポートすることに決まりました。")


# --- the classes fresh_11 showed ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Anything that touches billing needs a review from Sam.",
    "I don't have admin rights on this laptop, so no installers.",
    "There's no staging server; it's my laptop and then production.",
    "Nobody on the team uses Linux; we're all on Macs.",
    "Docker isn't available on this machine, IT blocks it.",
    "I can't see the deploy logs myself, only Maria has access.",
    "这台电脑我没有管理员权限。",
    "我们没有预发环境,本地之后就是生产。",
    "这台机器上用不了 Docker,公司禁掉了。",
    "只有小王有构建服务器的权限。",
    "うちには検証環境がなくて、ローカルの次は本番です。",
    "DB はインフラチームの持ち物で、こっちは読むだけです。",
    "スキーマ変更はチケットで依頼することになってます。",
    "このマシンは docker が使えない環境です。",
    "别动 .env 文件,需要里面哪个值直接问我。",
])
def test_absences_owners_and_the_fresh_11_kinds_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "No no, wrong file.",
    "ha, I always forget how cherry-pick works",
    "Funny, I still remember when deploys were manual.",
    "I never would have found that bug on my own.",
    "Never thought I'd see a green build!",
    "我是要把输入框禁用,不是删掉。",
    "输入框は非表示じゃなくて無効化したかったんです。",
    "这条命令用 sudo 没关系。",
    "想起以前手动部署的日子,真是恍如隔世。",
    "外面在修路,吵得要命。",
    "cherry-pick がどっち向きなのか、いつも忘れるんですよね笑",
    "いつもごっちゃになって。",
])
def test_the_moment_s_corrections_and_memories_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


# --- the classes fresh_12 showed ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Report durations in seconds, not milliseconds.",
    "I have RSI, so I dictate most of what I type.",
    "After some back and forth we settled on Postgres for the event store.",
    "Lena on the platform team owns the deploy pipeline.",
    "接口的命名我希望能一眼看出用途。",
    "README 麻烦按公司模板的格式来写。",
    "返事は英語でお願いします、そのほうが速く読めるので。",
    "腱鞘炎なので、ここに送る文章はほとんど音声入力です。",
    "社内ツールは、長い議論のすえ Go で書くと決めました。",
])
def test_the_fresh_12_kinds_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "Could you run the tests again?",
    "It's the config, not the code.",
    "Until the flaky payment test is fixed, always rerun it once.",
    "这个分支里可以先用 print 调试。",
    "このブランチでは print を使っていいです。",
    "麻烦你看一下这个报错。",
])
def test_look_alikes_of_the_fresh_12_kinds_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


def test_a_request_asked_as_a_question_stays_a_question():
    # The labelled set's design part says so ("Could you always run the linter before
    # committing?" is a question); fresh_12 labels two such sentences as directives, and
    # they count as misses rather than the rule changing under the earlier labels.
    assert judge("Could you always put file paths in backticks?") == "a question"
    assert judge("ログは毎回別のコードブロックに分けてもらえますか。") == "a question"


# --- the classes fresh_13 showed ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "In notebooks, keep plotting code in its own cell.",
    "In the API reference, write parameter names in code font.",
    "Set the log level at the top of each service's main file.",
    "每个服务的入口都把日志级别设好。",
    "Changelogs are for users: write them in plain words, not commit hashes.",
    "Our Android app still supports Android 10; the product team decided that last year.",
    "I make mods in Unity in my free time, my day job is teaching.",
    "We dropped the old admin dashboard last spring because nobody used it.",
    "kubectl delete 千万别自己跑,把命令发给我。",
    "我们的服务都跑在 GKE 的 asia-east1。",
    "Android には Gradle のプラグインをもう追加しないで、今の構成でいきます。",
    "ドキュメントは現在形で、未来形は NG で。",
    "リリースノートはユーザー向けなんで、普通の言葉でよろ。",
    "物流会社でデータエンジニアやってて、毎日 Spark っす。",
    "趣味で一人でアプリ作ってて、本業は営業っす。",
    "テクニカルライターなんで、コードは読むほうが多いです。",
    "情報系の大学3年で、これが初めてのチーム開発です。",
    "サービスは全部 GKE の asia-east1 で動いています。",
])
def test_the_fresh_13_kinds_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "In the meantime, fix the failing test.",
    "The build passed in five minutes, that never happens.",
    "demo 包里先用假数据。",
    "Fix the typo in the README.",
    "You put a comment on every line of that last function, take them out.",
    "In the demo build, hard-code the prices.",
])
def test_look_alikes_of_the_fresh_13_kinds_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


# --- the classes fresh_14 showed ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "When the build breaks twice in a row, stop and check in with me.",
    "一次要是要改超过十个文件,先停下来跟我说。",
    "Any change to the billing tables in production gets a second review.",
    "Tracking code goes behind the consent banner; nothing may run before consent.",
    "We're a fintech startup, so everything touching payments falls under PCI.",
    "Our monthly cloud budget is 5,000 dollars.",
    "We only support the last two versions of iOS.",
    "我们只支持最近两个版本的 iOS,这是写进合同里的。",
    "サポート対象は iOS の直近2バージョンです。",
    "Our contract promises 99.95% uptime for the API.",
    "Besides coding I'm our security champion, so audits land on my desk.",
    "我除了写代码还兼任公司的安全负责人。",
    "開発と兼任でセキュリティ責任者もやっています。",
    "Customer data is stored only in our Dublin region.",
    "顧客データは東京リージョンにしか置いていません。",
    "The platform team rotates all database passwords every 30 days.",
    "运维团队每 30 天会把数据库密码全部轮换一次。",
    "データベースのパスワードは、運用チームが30日ごとにすべて更新しています。",
    "We passed our ISO 27001 audit in March.",
    "存储桶一律私有,哪怕临时测一下也不许公开。",
    "上线新的付费服务之前,先给我估一下每月成本。",
    "依存ライブラリは MIT ライセンスのものに限ります、GPL は不可です。",
    "バケットは非公開が原則です、ちょっとしたテストでも公開しないこと。",
])
def test_autonomy_and_outside_constraints_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "Check the lockfile for AGPL dependencies and list any you find.",
    "帮我看一下日志里有没有报错,有的话列出来。",
    "Standups always take twice as long as planned.",
    "跟客户开会永远比预计的长。",
    "我下周休假,有问题先记下来。",
    "来週は休暇なので、質問はまとめておいてください。",
    "リリースフリーズの間は、main にはマージしないでください。",
    "Explain GDPR to me.",
])
def test_look_alikes_of_autonomy_and_constraints_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


# --- the classes fresh_15 (no theme) showed -----------------------------------------------

@pytest.mark.parametrize("text", [
    "In the Rust crates, builder structs are the norm, not long constructors.",
    "It's a team of five: me, three backend devs and a designer.",
    "我们组一共八个人,四个在上海,四个在深圳。",
    "The preview environment gets rebuilt every night at 3am.",
    "接口里别返回 null,有哪些字段就返回哪些字段。",
    "给我讲新工具的时候,先用一句话说它解决什么问题,再讲怎么用。",
    "このリポジトリは2年前に別のチームから引き継いだものです。",
    "検証環境は営業のデモにも使われています。",
    "Web もモバイルも React で一本化しています。",
    "子育て中なので、夕方6時以降はほとんど返信できません。",
])
def test_the_fresh_15_kinds_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "Figure out why yesterday's deploy failed, but tell me before you change anything.",
    "接下来半个小时我要开会。",
    "有问题先攒着,一会儿一起问。",
    "下午四点之前别跑全量测试。",
])
def test_look_alikes_of_the_fresh_15_kinds_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


def test_a_daily_time_limit_stays_a_rule():
    assert judge("每天下午四点之前别部署。") is None
    assert judge("我白天上班,晚上九点以后才有空写代码。") is None


# --- the classes fresh_16 (no theme) and fresh_17 (session messages) showed ---------------

@pytest.mark.parametrize("text", [
    "Please squash fixup commits before merging from here on.",
    "It's been decided that the admin app stays on Vue 2 until 2027.",
    "dont ever print secrets in CI logs",
    "im a data engineer, mostly Spark and Airflow",
    "It would be nice if the error messages you write told the user what to do next.",
    "会社の規定で、顧客データは国内のリージョンに置かないといけません。",
    "写 SQL 的时候,顺手查一下哪些索引会被用到。",
    "The build cache is also shared with the release pipeline.",
    "Our models are trained on the lab's GPU cluster.",
    "The message queue is RabbitMQ, not Kafka.",
    "我们的缓存是 Redis 集群。",
    "キャッシュは Redis で、セッションもそこに置いています。",
    "I'm in Berlin and usually work mornings CET.",
    "This is a side project I hack on at night.",
    "这个库是给内部数据平台用的。",
    "我们前年从 Jenkins 换到了 GitLab CI。",
    "一昨年オンプレから GCP に移行しました。",
    "我平时晚上十点以后才写代码。",
    "代码改完记得跑一遍单测。",
    "另外,接口有变动要同步改文档,别等我说。",
    "我这周刚接手这个项目,很多背景还不清楚。",
])
def test_the_fresh_16_and_17_kinds_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "While the outage is ongoing, don't merge anything to main.",
    "Until the hotfix is tagged, always branch from release/2.4.",
    "For this load-test run, always use 50 workers.",
    "I'm out all afternoon, so just leave notes in the PR.",
    "这个 PR 以后就按这个格式写吧。",
    "客户晚上要看演示版。",
    "これから1時間ほど外出するので、その間はデプロイしないでください。",
    "getting this when I start the server:",
    "先把接口写完。",
    "把这个测试改完再说。",
    "The database is down again.",
    "The error is TypeError.",
    "这个报错是 NullPointerException。",
    "数据库是 MySQL 吗",
    "等我回来再合并。",
    "我在上海出差。",
    "This is a bug in the parser.",
])
def test_look_alikes_of_the_fresh_16_and_17_kinds_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


def test_a_weekly_afternoon_stays_a_rule():
    assert judge("我每周三下午要带实习生,那段时间找不到我。") is None
    assert judge("每天下午要开站会,三点到三点半别找我。") is None


# --- the classes fresh_18 (non-native writers) and fresh_19 (a general assistant) showed --

@pytest.mark.parametrize("text", [
    # who the user is outside the work: health, diet, family, pets, long goals
    "I'm allergic to shellfish, so skip those recipes.",
    "I'm lactose intolerant.",
    "We have two dogs and a toddler.",
    "My son is 9 and loves dinosaurs.",
    "I'm training for the Berlin marathon in September.",
    "Spanish is my second language.",
    "我对花生过敏。",
    "家里养了两只猫。",
    "我有两个孩子,老大上初中了。",
    "我儿子今年上二年级,拼音还不太熟。",
    "我在准备今年十二月的雅思考试。",
    "卵アレルギーがあります。",
    "猫を二匹飼っています。",
    "娘は5歳です。",
    "来年の春に応用情報技術者試験に受かるのが目標です。",
    # registers of non-native and phone typing
    "We are using Poetry for dependency management.",
    "Kindly keep all API responses in camelCase.",
    "I'm in Nairobi, EAT, normally online from 8 to 5.",
    "mostly i code from my tablet so keep snippets short",
    "Prod DB is still Postgres 12.",
    "This project was inherited from another team in 2021.",
    "日志里不可以打出用户的手机号,邮箱、住址这些都要遮掉。",
    "这个专案原本是外包写的。",
    "资料库是 MySQL 8,另外有一台只读的备库。",
    "わたしはインド出身で、東京でエンジニアをしています。",
    "本番は GKE、検証環境は Cloud Run。",
    "このアプリ、最初は Flutter でしたが今年 React Native に移行しました。",
    "設計メモは Notion の「Backend」ページにまとめてある。",
])
def test_the_fresh_18_and_19_kinds_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "I'm tired today, keep it short.",
    "My parents are visiting this weekend.",
    "For this trip, always pick aisle seats.",
    "Never use the word 'leverage' in this one.",
    "Until my interview on Friday, always end with a practice question.",
    "It's a one-off script for the audit, no tests needed.",
    "Make one quick script that dumps the table.",
    "I'm always tired on Mondays.",
    "这封邮件就别写那么正式了。",
    "到月底为止,每次都先给我看截图。",
    "考试之前每天给我出三道题。",
    "这张 ticket 里金额一律用分。",
    "这礼拜我在出差。",
    "登录动画先拿掉,以后再说。",
    "この ticket の間は、いつも staging につないでください。",
    "デモまでは、UI の変更は必ず見せてください。",
    "月曜日はいつも眠いです。",
    "議題は来期の採用の件です。",
    "把这些文件都删掉。",
])
def test_look_alikes_of_the_fresh_18_and_19_kinds_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


# --- the classes fresh_20 (very short and long messages) and fresh_21 (grammar) showed ----

@pytest.mark.parametrize("text", [
    "replies in Japanese even if I write English",
    "commit messages: type(scope): summary",
    "One feature flag per experiment.",
    "一个接口一个文件。",
    "1 PR 1 チケット。",
    "Tag releases like this: v2.3.1-rc1.",
    "提交信息按这个格式写: fix(支付): 修复重复扣款。",
    "Force pushes to shared branches aren't allowed here.",
    "Everything goes through the staging cluster first.",
    "只要改了数据库表结构,就在 PR 里附上迁移脚本。",
    "改了接口就得同步更新 openapi.yaml。",
    "設定は頼んだときだけ変えてください。",
    "Prod is on Hetzner, not AWS.",
    "I'm on Linux with a tiling window manager.",
    "The demo environment is a weekly snapshot of production.",
    "The settings are kept in YAML because the deploy tool reads nothing else.",
    "このサービスは元々別会社が作ったものです。",
    "本番は GCP の大阪リージョン。",
    "開発環境は毎朝リセットされます。",
    "旧的短信接口已经在 2024 年 12 月 31 日下线了。",
    "2023年10月に、ログ基盤を自前の ELK から Datadog に移行しました。",
    "去年、iPad 版はほとんど使われていなかったので廃止しました。",
    "我们每周发一次版,都是周三下午上线。",
    "レビューは二人以上にお願いすること、自分でマージしないこと。",
])
def test_the_fresh_20_and_21_kinds_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "The deploy job always fails at the migrate step with 'never got a lock'.",
    "That flag is always true, someone hard-coded it.",
    "The old team always said the monolith couldn't be split.",
    "I've never seen a stack trace that long.",
    "Look at `if (debug || true)`: the else branch never ran once.",
    "定时任务每次都卡在获取锁那一步,从来没有一次跑完过。",
    "这个判断永远为真,所以每个人都能看到管理菜单。",
    "我发现它每次启动都会重新下载依赖。",
    "夜間バッチがいつもステップ2で落ちます。",
    "ignore に入れても一度も効いたことがありません。",
    "こんなに長いログは見たことがありません。",
    "毎回 API を呼んでいることに気づきました。",
    "ほかのテストは後で自分で直します。",
    "其他的配置我以后再自己整理。",
    "我现在只要一行命令就行。",
])
def test_look_alikes_of_the_fresh_20_and_21_kinds_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


def test_quoted_words_are_not_the_users_rule():
    # the quote's "always" and "never" are an error message, not an order
    assert judge("The log says 'always retry: never give up' and then it hangs.") is not None
    # an order around a quote is still one
    assert judge("Never use the word 'leverage' in docs.") is None
    assert judge("Always prefix commit messages with `feat:` or `fix:`.") is None


# --- the classes fresh_22 (a year of sessions) and fresh_23 (long conversations) showed ---

@pytest.mark.parametrize("text", [
    # news of one's life and work, told to someone who knew the old state
    "Quick update: I left Acme and started at a robotics startup.",
    "I moved to Lisbon in May.",
    "I got promoted to tech lead, so more reviews and fewer commits.",
    "We had a baby boy last month!",
    "I don't cycle anymore since the accident.",
    "I swim four times a week now.",
    "I'm on an M2 Air with 16 GB of RAM.",
    "我上个月跳槽到一家做游戏的公司了。",
    "我升职当经理了,手下有八个人。",
    "我戒酒半年了。",
    "我现在主要用 Kotlin 写后端。",
    "先月で会社を辞めて、今はフリーランスでやっています。",
    "先週、息子が生まれました。",
    "四月からテックリードになりました。",
    "会社支給の Mac を使っていて、管理者権限はありません。",
    # the project's state and history
    "Every endpoint has to return errors in the problem+json format.",
    "Design files are in Figma under Mobile/Onboarding.",
    "The data team owns the warehouse models.",
    "fyi we dropped Jenkins for Buildkite last year.",
    "Just so your notes are right: the production database is Postgres 16 now.",
    "去年因为成本问题把 Elasticsearch 换成了 OpenSearch。",
    "我们的后端已经全部从 Java 迁到 Go 了。",
    "我们两周发一次版,一般是周四上线。",
    "回答は、まず結論を一行で、その後に理由をお願いします。",
])
def test_the_fresh_22_and_23_kinds_are_heard(text):
    assert judge(text) is None, judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "While we're debugging this, always print the SQL.",
    "For this migration, never drop a column.",
    "I'm on vacation next week, no need to ping me.",
    "For today's session, answer in bullet points.",
    "Please rerun the load test you ran yesterday with the same settings.",
    "我在高铁上,信号不好。",
    "原因が分かったら戻します。",
    "I left the laptop at the office.",
    "我现在在开会。",
])
def test_look_alikes_of_the_fresh_22_and_23_kinds_stay_out(text):
    assert judge(text) is not None
    assert not _stored(text)


# --- the classes fresh_24 (no theme) and fresh_25 (first sessions, end of day) showed -----

@pytest.mark.parametrize("text", [
    "Hi, I'm Dana, I maintain the billing service.",
    "你好,先立个规矩:删除任何文件之前都要先问我。",
    "まずルールをひとつ:本番の DB には直接つながないでください。",
    "背景交代一下:这个项目是给医院用的排班系统。",
    "这个仓库是从老的单体应用里拆出来的。",
    "I've mostly written Java, so go easy on the Rust idioms.",
    "If a change needs a new config key, document it in the same commit.",
    "The Android app still supports Android 9.",
    "Nightly builds go to the internal S3 bucket.",
    "We get at most two preview environments per team.",
    "学校のサーバーは共有なので、重いジョブは週末しか使えません。",
    "公司电脑都在内网,装包只能走内部镜像。",
    "之前试过 Redis Cluster,后来又切回了单机 Redis。",
    "以前 Kubernetes を入れようとしたんですが、結局 ECS に戻しています。",
    "写 Go 都加上 context 参数。",
    "新加的接口都要写集成测试。",
    "回答の最後に、参考にしたドキュメントのリンクを付けてください。",
    "敬語はなしでいいよ。",
    "金曜日はデプロイしない、これはチームの約束です。",
    "実は産休明けで、最近の変更はあまり追えていません。",
    "Seed every random generator in the experiment scripts.",
])
def test_the_fresh_24_and_25_kinds_are_heard(text):
    assert judge(text) is None or _stored(text), judge(text)
    assert _stored(text)


@pytest.mark.parametrize("text", [
    "For this first ticket, ask me before you run anything.",
    "さっきの変更、やっぱり元に戻しておいて。",
    "まとまったら私が整理します。",
    "障害調査のあいだは、ログを全部残してください。",
    "Hi, can you look at the failing test?",
    "目前跑测试都加上 -x。",
    "把这个函数的返回值都加上类型。",
    "The same bug again, see the log above.",
])
def test_look_alikes_of_the_fresh_24_and_25_kinds_stay_out(text):
    assert not _stored(text)


@pytest.mark.parametrize("message", [
    "回复简短点。我在高铁上,网不好。",
    "コードは短めに抜粋してください。いま出先でスマホから見ています。",
    "Keep answers short. I'm on my phone right now.",
])
def test_a_request_for_the_moment_said_with_its_reason_stays_out(message):
    assert not _stored(message)


def test_a_request_with_a_lasting_reason_is_kept():
    assert _stored("Keep answers short. I read them on my phone.")


# --- the classes fresh_26 (no theme) and fresh_27 (minimal pairs) showed -----------------

@pytest.mark.parametrize("text", [
    "SQL migrations get written by hand; we don't trust the generator.",
    "给用户看的文案要简单直白。",
    "我日语不太好,日文文档看得很慢。",
    "My English isn't great, so keep sentences simple.",
    "長い前置きは要らないので、結論から書いてください。",
    "本番の API は AWS ではなく、さくらのクラウドで動いています。",
    "週に3日は在宅で、その日は VPN 経由です。",
    "Put risky changes behind a flag, that's how we ship here.",
    "Our team is just me and a designer.",
    "We pinned Python to 3.11 because a C extension breaks on 3.12.",
    "我常驻杭州,团队在上海。",
    "生产环境的 MySQL 是 5.7,不支持窗口函数。",
    "这次的代码注释写得很好,以后都按这个风格写。",
    "毎朝テストが遅いので、朝イチでキャッシュを消してから始めてください。",
    "社内の手順書は全部 Notion にあります。",
    "このアプリの主なユーザーは小学校の先生です。",
])
def test_the_fresh_26_and_27_kinds_are_heard(text):
    assert _stored(text), judge(text)


@pytest.mark.parametrize("text", [
    "在我回复之前,别合并任何 PR。",
    "又要改需求了,唉。",
    "Put the new billing endpoint behind a flag, we'll turn it on after Friday's launch.",
    "The cache got wiped last night, so warm it up before you run the benchmarks.",
    "提交前跑一下 lint,刚才那个改动我不放心。",
    "I've been staring at this error for ten minutes.",
    "到上线为止,以后每次改完都先给我看。",
    "毎日暑いですね。",
    "Remember we decided the billing module moves out next month.",
])
def test_look_alikes_of_the_fresh_26_and_27_kinds_answer_as_they_should(text):
    lasting = text.startswith("Remember")
    assert _stored(text) is lasting


# --- the classes fresh_28 (no theme) showed ------------------------------------------------

@pytest.mark.parametrize("text", [
    "Production is MySQL 8 on Aurora.",
    "公司内网连不上 npm 官方源。",
    "镜像都是从内部的 Harbor 拉的。",
    "这个网站的前端是外包公司做的。",
    "老板已经定了,明年之前不做 App。",
    "リリースは月に一度、金曜の夜にやっています。",
])
def test_the_fresh_28_kinds_are_heard(text):
    assert _stored(text), judge(text)


@pytest.mark.parametrize("text", [
    "跑一次就行,不用加到 crontab 里。",
    "このスクリプト、ローカルで動くか試してみてください。",
    "落ちているところだけ直してください。",
    "毎回どっちのコマンドか迷います。",
])
def test_look_alikes_of_the_fresh_28_kinds_stay_out(text):
    assert not _stored(text)


# --- the classes fresh_29 (no theme) showed ------------------------------------------------

@pytest.mark.parametrize("text", [
    # one source for every one of a kind, said with "only"
    "Secrets come from Vault only.",
    "Config is only loaded from environment variables.",
    "Packages come from our internal mirror only.",
    # "No" before a dotfile is a prohibition, not an answer
    "No .env files checked in, not even for local dev.",
    "No .DS_Store files in commits.",
    # a constraint from outside the code: a contract, an agreement, a regulation
    "The public API shape is fixed by a contract with our biggest customer until 2027.",
    "The response format is locked by an agreement with the bank.",
    # who the product is for and who uses it
    "Most of our users are on cheap Android phones with slow connections.",
    "Half of our customers use the app offline.",
    "This app is mostly used by nurses on night shifts.",
    "这个系统主要给医院的护士用,晚上用的人也很多。",
    "我们的产品主要给中小学老师用。",
    "大部分用户都用安卓手机。",
    "このサービスは自治体向けなので、IE 相当の古いブラウザの利用者もまだいます。",
    "この API は外部のパートナー企業も使っているので、勝手に仕様を変えられません。",
    "ユーザーの大半はスマホから使っています。",
    # who does which part of the project
    "前端是外包团队在做,我们只负责后端。",
    "移动端是另一个组在做。",
    # eyes and ears that shape how the user reads
    "我眼睛不太好,屏幕字号开得很大,一行放不下太长的代码。",
    "我是高度近视,看小字很吃力。",
    "My eyesight is poor, so keep code blocks narrow.",
    "I'm short-sighted, so big fonts help.",
    "私は目が悪いので、長い行は読みづらいです。",
    # a norm proposed: …ようにしましょう, …ことにしましょう
    "設定値はハードコードせず、環境変数から読むようにしましょう。",
    "ログには個人情報を出さないことにしましょう。",
])
def test_the_fresh_29_kinds_are_heard(text):
    assert _stored(text), judge(text)


@pytest.mark.parametrize("text", [
    # a thing made to be used once
    "帮我写一个脚本,把昨天的订单导出成表格发给财务。就用一次。",
    "这个脚本是一次性的,随便写写。",
    "このスクリプトは一回しか使わないので、雑でいいです。",
    "変換スクリプトは使い捨てなので、テストは要りません。",
    # during one lunch break
    "昼休みの間に、遅いテストの上位10件を調べておいてもらえると嬉しいです。",
    "昼休み中に、このブランチのテストを回しておいてください。",
    "During lunch, rerun the flaky suite and tell me which ones fail.",
    "午休的时候帮我把测试跑一遍。",
    # "let's" of the moment, an answer, one thing, the body this moment, questions
    "今日はここまでにしましょう。",
    "そうしましょう。",
    "No, not that one.",
    "The error only comes from the parser.",
    "My eyes are tired, let's stop here.",
    "我眼睛有点累,先休息一下。",
    "这个系统主要给谁用?",
    "Which of our users are on Android?",
])
def test_look_alikes_of_the_fresh_29_kinds_stay_out(text):
    assert not _stored(text)


def test_a_throwaway_script_named_as_a_kind_is_no_one_off():
    # "even in throwaway scripts": every script of the kind, a rule
    assert _stored("今後、ユーザーに見える文字列は使い捨てのスクリプトでも全部 t() を通すこと。")


# --- the classes fresh_30 (no theme) showed ------------------------------------------------

@pytest.mark.parametrize("text", [
    # when the user can work at all
    "我每天只有下班后一两个小时能写代码。",
    "我平时只有周末能写代码。",
    "我工作日只有晚上有时间写代码。",
    "平日の昼間は本業があるので、開発できるのは夜と週末だけです。",
    "作業できるのは週末だけです。",
    "I can only work on this in the evenings.",
    "I only have weekends for this project.",
    # the team's size said as who is in it; what the company is
    "Our on-call rotation is just me and one other engineer.",
    "Our backend team is just me and Priya.",
    "我们是一家做跨境电商的小公司,技术这边一共就三个人。",
    "我们是一家做医疗软件的创业公司。",
    "后端这边就两个人。",
    # what a part of the system is, where it runs, how it is reached, a move half done
    "The reporting database is a read replica that lags about ten minutes behind prod.",
    "Our admin panel is just a static site.",
    ("Half our CI moved to GitHub Actions last spring; the nightly data jobs still run on a "
     "Jenkins box nobody wants to touch."),
    "We migrated to Postgres in 2022.",
    "half our ci moved to github actions last spring",
    "The nightly jobs still run on a Jenkins box.",
    "Prod is on-prem.",
    "The staging cluster is only reachable over the VPN.",
    "本番サーバーはオンプレで、社外からは VPN 経由でしか入れません。",
    "本番 DB は社内からしかアクセスできません。",
    "生产服务器在自建机房。",
    # a rule from outside the code
    "Legal requires us to keep audit logs for seven years. That's why the events table is so huge.",
    "GDPR requires us to delete user data within 30 days.",
    "法务要求我们日志至少保留五年。",
    "監査のためにログの保存が法律で義務付けられています。",
    # a part done outside the team, or shared with another one
    "決済まわりは外部ベンダーに委託しているので、こちらにはコードがありません。",
    "Our payments are handled by an external vendor.",
    "支付是外包给了一家第三方公司。",
    "测试环境的数据库是和另一个团队共用的。",
    "検証環境は他のチームと共用しています。",
    # a long work of the user's
    "I'm writing a fantasy novel, about 90k words so far, working title The Salt Road.",
    "I'm working on my thesis.",
    "我正在写博士论文。",
    # new to the work: 今回が初めて, 这是我第一次 are no scope of this time
    "私は組み込み系の出身で、Web の開発は今回が初めてです。",
    "Web の開発は今回が初めてです。",
    "这是我第一次写前端。",
    # ja: as far as possible, a manner; にくい is no particle of a task
    "カタカナ語ばかりだと分かりにくいので、なるべく普通の日本語で説明してください。",
    "できるだけ専門用語を使わずに説明してください。",
    "読みにくいので、変数名は省略しないでください。",
])
def test_the_fresh_30_kinds_are_heard(text):
    assert _stored(text), judge(text)


@pytest.mark.parametrize("text", [
    "I can only work on it this evening.",
    "I can only code after work today.",
    "我今天只有下午能写代码。",
    "我下班后再看。",
    "今日作業できるのは夜だけです。",
    "It's just me and my cat tonight.",
    "The problem is just me and my typos.",
    "我们是一个团队。",
    "The backend is a mess.",
    "It still runs on my machine.",
    "The meeting moved to Thursday.",
    "I moved the file to Downloads last night.",
    "The prod server is down, can you check the VPN?",
    "Legal requires us to take this page down.",
    "法务要求把这个页面下线。",
    "把这块外包给第三方吧。",
    "Share the staging database with another team.",
    "I'm writing a test for the parser.",
    "I'm writing an email to my boss.",
    "我在写论文的第三章,帮我看看这段。",
    "这是我第一次用这个命令,怎么回滚?",
    "这次先别跑测试。",
    "今回はテストを飛ばしてください。",
    "なるべく早くこのバグを直してください。",
    "なるべくこの関数を短くしてください。",
    "このファイルを読みにくいので整形して。",
])
def test_look_alikes_of_the_fresh_30_kinds_stay_out(text):
    assert not _stored(text)


# --- the classes fresh_31 (no theme) showed ------------------------------------------------

@pytest.mark.parametrize("text", [
    # a condition on any case: "above it" is beside the condition's subject
    "If a firmware function can be called from an interrupt, say so in the comment above it.",
    "If a function can throw, say so in the docstring above it.",
    "When a migration can't be undone, put a warning comment right above it.",
    "If a test is skipped, write the reason in a comment below it.",
    # zh: every case of a kind said first (凡是, 但凡), a condition that the code is changed
    "凡是删库、清表的命令,先发给我看。我点头了你再执行。",
    "凡是涉及线上数据的操作,先跟我确认。",
    "但凡要改数据库结构,先把方案发给我看。",
    "如果改到了公共组件,就在 PR 描述里列出会受影响的页面。",
    "如果动了数据库表结构,记得同步更新 ER 图。",
    "要是新增了环境变量,就在 README 里写一下。",
    # a part of the stack named in the plural, with an article, or after 现在 / 今
    "The sensor boards run on a Cortex-M0 with 32 KB of flash. There's simply no room for printf.",
    "Our build agents run on an ARM64 fleet.",
    "The databases are all Postgres 15.",
    "数据仓库现在是 ClickHouse,原来那套 Hive 已经下线了。",
    "数据库现在是 PostgreSQL 15。",
    "我们的核心系统是 Java 写的。",
    "弊社の基幹システムは COBOL で、夜間バッチの結果を CSV で受け取っています。",
    "基幹システムは今 Java です。",
    # another team that reads our data or calls our code
    ("The analytics team queries our event tables directly, so their dashboards depend on our "
     "column names."),
    "The support team reads our changelog before every release.",
    "Our partners call our public API directly.",
    "数据组直接查我们的表。",
    "財務チームがうちの API を直接叩いています。",
    # who the customers mostly are (Traditional characters read as Simplified)
    "我們公司在台中,客戶大多是傳統製造業的工廠。",
    "客户大多是中小企业。",
    "用户大多来自东南亚。",
    # where the product is published; a site with no network and the one way data gets out
    "我们的游戏发在微信小游戏平台上,主包已经 3.8MB 了,离 4MB 的上限很近。",
    "我们的 App 上架在华为应用市场和 App Store。",
    "Steam と Switch で配信しています。",
    "这批设备装在农业大棚里。现场基本没网,数据只能靠 LoRa 传回来。",
    "车间里完全没网。",
    "数据只能靠 U 盘拷回来。",
    "現場の端末はネットにつながりません。",
    "There's no internet on site, so everything syncs over LoRa.",
    "The plant is air-gapped.",
    # a role said against another; what the user studies; the one use made of a tool
    "I'm a paralegal, not a lawyer.",
    "I'm a nurse, not a developer, so keep it simple.",
    "I'm a designer, not an engineer.",
    "大学院で言語学を研究していて、Python はコーパスの処理にしか使ったことがありません。",
    "研究室で画像認識を研究しています。",
    "Go しか書いたことがありません。",
    # every piece of a kind reviewed by someone
    "Anything you help me draft still gets reviewed by an attorney before it goes out.",
    "Every PR gets reviewed by two people.",
    # a contract that binds the project
    "決済代行は GMO ペイメントゲートウェイと契約していて、契約上あと一年は変えられません。",
    "契約上、ログは五年保存します。",
    "按合同,数据必须存在国内。",
    "我们跟阿里云签了三年的合同。",
    "We have a three-year contract with Datadog.",
    "We're under contract with Twilio until 2026.",
    # the project's old home or tool, and the new one
    "以前は Heroku で動かしていましたが、無料枠がなくなったのを機に Render へ移しました。",
    "前は Jenkins でしたが、去年 GitHub Actions に切り替えました。",
    "We used to run on Heroku but moved to Render.",
    "We used to use Jest and then switched to Vitest.",
    "原来那套 Hive 已经下线了。",
    "之前用的 Redis 集群已经停用了。",
])
def test_the_fresh_31_kinds_are_heard(text):
    assert _stored(text), judge(text)


@pytest.mark.parametrize("text", [
    # "above" / "below" alone still points at the output at hand
    "If a test fails, show me the output above.",
    "If a build breaks, check the log above.",
    "When a test fails, paste the trace below.",
    "Put the docstring above it.",
    # 凡是 of what happened; 如果 of one state of the work
    "凡是能试的办法都试过了。",
    "凡是他写的代码,都得重写了吧。",
    "这些删库的命令,先发给我看。",
    "如果改完了,就提交吧。",
    "如果改了这个文件,就跑一下测试。",
    "如果还报错,就把日志贴给我。",
    "如果改到了公共组件,就说一声吧。",
    # a state, not a part named
    "The boards are a mess.",
    "The boards run on batteries.",
    "数据库现在是空的。",
    # another team, once or now
    "The analytics team queried our tables yesterday and found a bug.",
    "The analytics team is querying our tables right now.",
    # no network this once; 只能靠 of a person
    "我这边没网了,晚点再说。",
    "这次只能靠你了。",
    "No internet at home today, I'm on my phone.",
    "今日はネットにつながりません。",
    "我们的周报发在群里了。",
    # not a role against a role
    "I'm a bit tired, not a big deal.",
    "I'm a fan of Go, not a zealot.",
    "It's a bug, not a feature.",
    "このコマンドは一度しか使ったことがないので、使い方を教えてください。",
    # reviewed once, or rejected
    "Everything I tried gets rejected by the linter.",
    "Everything got reviewed by Sam yesterday.",
    "契約書を翻訳してください。",
    "Sign the contract with the vendor today.",
    # a past state that is not a move
    "以前は動いていましたが、今は落ちます。",
    "さっきは main にいましたが、今は feature ブランチに移りました。",
    "原来的 bug 已经修好了。",
    "刚才那个服务下线了。",
    # for now, keep doing so; the user's own step after one event (every write path)
    "测试服务器今天在维护。你先用本地的 mock 数据跑着。",
    "你先用本地的 mock 数据跑着。",
    "先这么用着吧。",
    "这个分支上 prettier 的检查可以先跳过。等重构完了我再统一格式化。",
    "等重构完了我再统一格式化。",
    "发版完我再补文档。",
])
def test_look_alikes_of_the_fresh_31_kinds_stay_out(text):
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    "先照着 PEP 8 来,别自己发明格式。",
    "给我讲新概念的时候先举个例子,再讲定义。",
    "每次代码写完了我来 review。",
    "以后功能做完了我再统一验收。",
    "代码写好了再提交,别提交半成品。",
])
def test_first_and_a_later_step_that_last_are_still_heard(text):
    assert _stored(text), judge(text)


# --- the classes fresh_32 (no theme) showed ------------------------------------------------

@pytest.mark.parametrize("text", [
    # a scope of a kind with its addressee, four words long
    ("In letters to opposing counsel, keep the tone flat and factual, with no adjectives about "
     "their client's conduct."),
    "In emails to the landlord's agent, always sign off with my full name.",
    "In replies to reviewers, quote the line you are answering.",
    # zh: every one of a kind written for the user (and in English)
    "给我写的 SQL 里,表名和字段名都加上反引号。",
    "给我写的脚本里,路径都用绝对路径。",
    "你帮我写的邮件里,称呼都用\"您\"。",
    "In any SQL you write for me, quote table names with backticks.",
    # zh: 不能出现在 is "must not appear in", no 现在 ("now")
    "护士的工号不能出现在导出的排班 Excel 里。",
    "密码不能出现在日志里。",
    "客户的手机号不能出现在任何报表里。",
    # ja: a topic, how, and a bare て-form; おねがい in kana
    "楽譜のデータは MusicXML で書き出して。PDF だけもらっても編集できないので。",
    "ログは JSON 形式で出して。",
    "日付は ISO 8601 で書いて。",
    "変数名はローマ字じゃなくて英語でおねがい",
    "コメントは日本語でおねがい。",
    # a trade outside the list of roles, with how it is held or what it works on
    "I'm a freelance translator working from Japanese and German into English, mostly patents.",
    "I'm a self-employed bookkeeper.",
    "I'm a pharmacist working in a hospital in Leeds.",
    "I'm a journalist based in Nairobi.",
    # where the user works or studies, and who built the system
    "我在一家三甲医院的信息科,排班系统是我们科自己开发的。",
    "我在一家律所做知识产权。",
    "我在一家物流公司上班。",
    "我在读博,课题是城市热岛,数据主要是遥感影像。",
    "我在读研,方向是推荐系统。",
    "这个后台是我们组自己写的。",
    # ja: the user's family business, and what the user keeps
    "実家が温泉旅館で、予約システムの保守を私が本業の合間にやっています。",
    "実家が農家で、出荷管理のスプレッドシートを作っています。",
    "社内サイトの運用を私が一人でやっています。",
    "経理システムの保守を私が担当しています。",
    # the product's reach, counted
    ("The plugin has around 40,000 active installs, and a lot of them are on cheap shared hosts "
     "still running PHP 7.4."),
    "Our app has over 200,000 monthly users.",
    "The newsletter has about 3,000 subscribers.",
    "Our software is used in over 300 pharmacies across the country.",
    "我们的 App 有二十万活跃用户。",
    "这个插件大概有四万个安装。",
    "弊社のシステムは、全国の調剤薬局およそ300店舗で使われています。",
    "このアプリは全国の50校で導入されています。",
    # where the business's orders come from
    "我们民宿在大理,一共八间房。订单大部分来自携程和美团,很少有人直接找我们订。",
    "我们的流量主要来自搜索引擎。",
    "Most of our bookings come from Booking.com.",
    "予約の大半は楽天トラベル経由です。",
    # how long the project has run, from a year
    ("The panel survey has run since 2011, but the income question was reworded in 2019, so "
     "earlier answers aren't directly comparable."),
    "Our newsletter has been published since 2015.",
    "这份调查从 2011 年开始做,每年一次。",
    "この調査は2011年から続いています。",
    # a part of the stack still on an old version (还是, まだ)
    "公司的数据库还是 MySQL 5.7。升级 8.0 的计划因为一个老系统的兼容问题一直卡着。",
    "我们的消息队列仍然是 RabbitMQ。",
    "データベースはまだ MySQL 5.7 です。",
    # a manner said alone, or with a word that it lasts, after the moment's state
    "長いコードは貼らずに、方針だけ教えてください。",
    "今日は外出先です。今後も、長いコードは貼らずに方針だけ教えてください。",
    "I read everything on my phone. Don't paste long code, just outline it.",
])
def test_the_fresh_32_kinds_are_heard(text):
    assert _stored(text), judge(text)


@pytest.mark.parametrize("text", [
    "In a few minutes, check the deploy.",
    "In the meantime, fix the failing test.",
    "In letters like this one, the tone is usually flat.",
    "刚才给我写的那段 SQL 里,表名写错了。",
    "给我写的 SQL 里有个错。",
    "给我写的脚本里,路径错了。",
    "In the SQL you wrote for me, there's a typo.",
    "这个页面现在打不开。",
    "出现在日志里的那个报错是什么意思?",
    "密码出现在日志里了。",
    "この関数は Rust で書き直して。",
    "今日のレポートは PDF で送って。",
    "ビルドは CI で落ちちゃって。",
    "テストはローカルで落ちてて。",
    "I'm a full-time mess this week.",
    "I'm a full-time mess.",
    "I'm a bit tired working on this.",
    "I'm waiting for the translator.",
    "我在一家医院,排队呢。",
    "我在一个会议室,马上开会。",
    "我在读博的路上,晚点说。",
    "这是我们自己写的吗?",
    "这个 bug 是我们自己写的。",
    "今それを私がやっています。",
    "このバグの調査を私がやっています。",
    "いまそのテストを私が見ています。",
    "実家が遠いです。",
    "The table has 40,000 rows.",
    "The plugin has 3 open bugs.",
    "This function is used in 3 places.",
    "The app had 200,000 users yesterday.",
    "这个表有四万行数据。",
    "この関数は3か所で使われています。",
    "这批订单大部分来自携程。",
    "今天的订单大部分来自美团。",
    "Most of our bookings got cancelled.",
    "The build has been running since 10am.",
    "The server has been down since Monday.",
    "数据库还是挂了。",
    "数据库用 MySQL 还是 PostgreSQL?",
    "データベースはまだ落ちています。",
])
def test_look_alikes_of_the_fresh_32_kinds_stay_out(text):
    assert not _stored(text)


@pytest.mark.parametrize("message", [
    # the moment's state said first: the request after it is for that moment
    "今日は外出先です。長いコードは貼らずに、方針だけ教えてください。",
    "今日は出先なので、コードは貼らずに要点だけでお願いします。",
    "いま出先です。ログは貼らずに、結論だけ教えてください。",
    "今日はスマホです。コードは短めにしてください。",
    "I'm on my phone today. Don't paste long code, just outline it.",
    "我今天在外面。代码别贴太长,说思路就行。",
])
def test_a_request_after_the_moments_state_stays_out(message):
    assert not _stored(message)


# --- the classes fresh_35 and fresh_36 (whole messages mid-session) showed -----------------

@pytest.mark.parametrize("text", [
    # a lasting word beside a scope that ends stays lasting when nothing ends it
    "From now on, copy me on every change to the access-control list.",
    "以后所有要上线的改动都先发我过一遍。",
    "今後、本番のデータベースを触る前に毎回私に確認してください。",
    "毎月の請求書は PDF で送ってください。",
    "每个月底记得提醒我对账。",
    "出错以后就恢复原来的配置,再告诉我。",
    # the memory words asked of the agent still ask
    "Never push to main.",
    "Remember that staging is shared with the data team.",
    "提交前记得跑测试。",
    "このリポジトリの命名規則を覚えておいてください。",
    "I've never used Docker, so explain the commands you give me.",
    # a polite request in でしょうか, and a request that lasts after a question
    "今後、コードには変更箇所ごとに理由を一言添えていただけますでしょうか。",
    "why do you keep wrapping everything in try/except? stop, let the errors propagate",
    # each of a kind, a before with a step to do every time
    "Add a docstring to each function you write.",
    "Terraform を変更するときは、apply の前に必ず plan の結果を見せてください。",
    "説明は箇条書きより、文章でしてもらえるとありがたいです。",
    # a permission that lasts, and a report's word inside a rule
    "git の基本的な説明は省いてもらって大丈夫です。",
    "Always quote the error message exactly.",
    "The error message should always name the file.",
    "Always tell me when a test is skipped.",
    "レビューでいつも言われるので、型ヒントは必ず付けてください。",
    "エラーメッセージは必ず日本語で出してください。",
    # what the user is, said bare; a lasting thing of theirs
    "I'm a nurse.",
    "I'm an accountant.",
    "我是护士。",
    "My laptop is a ThinkPad.",
    # a scope over every one of a kind, named as a rule, or said to be more than this one
    "For all my manga work, keep -san and -kun in the English instead of translating them.",
    "For all my client emails, sign off with my first name.",
    "For anything going to the coaching staff, use per-90 figures, not season totals.",
    "Standing rule for this codebase: no try/rescue for control flow.",
    ("Every container spec you write for us sets memory requests equal to limits, that's our "
     "standard everywhere, not just for this job."),
    "我所有的漫画翻译里,敬称都保留原文。",
    "漫画の翻訳では、敬称はすべて原文のまま残してください。",
    # zh: the user's own shop or class, who comes, how many work in it
    "我们班是中班,二十六个孩子,都是四到五岁。",
    "公司主要接国土和水利的测绘项目,甲方基本都是政府部门。",
    "我们店在台中,节日的订单大概是平常的十倍。",
    "修理厂就我跟两个师傅,来修车的多半是跑网约车的。",
    "来上课的大多是考研的学生,白天上班,晚上才有时间听课。",
    "Most of our customers are farmers.",
    "お客様の大半は海外からの観光客です。",
])
def test_the_fresh_35_and_36_kinds_are_heard(text):
    assert _stored(text), judge(text)


@pytest.mark.parametrize("text", [
    # a scope that ends: "until the audit's over", までの span, the old way back after it
    ("From now on until the audit's over, copy me on every change to the access-control list. "
     "After that it's back to normal."),
    "Until the migration's done, run the backfill by hand.",
    "After that it's back to normal.",
    "这周五之前,所有要上线的改动都先发我过一遍。审计结束以后就恢复原来的流程。",
    "审计结束以后就恢复原来的流程。",
    "監査が終わるまでの二週間は、本番のデータベースを触る前に毎回私に確認してください。",
    "終わったら元の運用に戻します。",
    # this month, and a reminder for one month's end
    "今月の値札だけ一律一割上げた表を作って。",
    "This month, send the invoices as PDFs.",
    "月底记得提醒我把促销那行拿掉。",
    # the user's memory and understanding, beside a question
    "I've never really understood the difference.",
    "I can't remember the reasoning.",
    "I don't remember why we pinned it.",
    "我不记得当时为什么这么定了。",
    "理由はもう覚えていません。",
    # a question without a mark, a request for its answer, what a log says
    "今後、社内のログインは全部パスキーに移行したほうがいいんでしょうか。",
    "保険が使えるケースと使えないケースって何が違うんですか?教えてもらえると助かります。",
    "Why is the import so slow? Explain it to me.",
    "为什么这里要加锁?跟我解释一下。",
    "The log says 'worker never started: port 8080 already in use', but nothing should be on 8080.",
    "日志里写着\"以后的版本将不再支持 Node 16\",但我们已经升级了。",
    "ログに「今後このAPIは廃止されます」と出ていますが、うちはもう使っていません。",
    # what others always said, in the past
    "My old boss always told me to squash everything, and I never questioned it.",
    "以前的同事总说 rebase 半年前的分支是不可能的,我还真信了。",
    "前の会社では半年放置したブランチのリベースは絶対無理っていつも言われてたので、ちょっと感動してます。",
    # each of the things at hand; the user's own wish; a verdict on the work at hand
    "Suggest a commodity code for each and I'll check them against the tariff myself.",
    "休憩の前にブラームスを持ってきたいです。",
    "ほかはそのままで大丈夫です。",
    "これで結構です。",
    # a request with a scope that ends, then one more in no lasting words
    "この ticket の間は、いつも staging の DB につないでください。本番は絶対さわらないで。",
    # "for all my" as despite, a scope of today, a standing thing that is no rule
    "For all my worrying, it worked.",
    "For all of our sakes, fix this.",
    "For anything going out today, use the new logo.",
    "Standing room only at the meetup, lol.",
    "今天发出去的稿子都用新模板。",
    "今日出す原稿は全部新しいテンプレートで。",
    # a passing state, and what the user thinks of themselves
    "My coffee is cold.",
    "My battery is low.",
    "My train is late.",
    "I'm a mess.",
    "I'm a bit lost.",
    "I'm a big fan.",
    "我的咖啡凉了。",
    "コーヒーが冷めちゃった。",
    # zh: the shop this moment
    "我们店在装修,下周才开门。",
    "我们组在开会,晚点回你。",
])
def test_look_alikes_of_the_fresh_35_and_36_kinds_stay_out(text):
    assert not _stored(text)
