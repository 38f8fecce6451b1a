"""The extraction set: user sentences in en/zh/ja, labelled by what offline extraction must do.

Each item is one sentence a user types to a coding agent, with a label:

- ``directive``: a durable instruction about how to work, in any form a person uses:
  "from now on"-style, but also plain imperatives ("Use tabs in this repo."), polite
  requests ("Please always...", "请用中文回复我", "コミットメッセージは英語で書いてください"),
  prohibitions, conventions stated as facts ("Commit messages are in English here.").
- ``fact``: a durable fact about the user (role, background, language, how to address
  them) or a project decision the code does not show.
- ``temporary``: an instruction that holds for this task, this session or today only,
  or a one-off task request ("Fix the failing test in utils.py.").
- ``chitchat``: thanks, greetings, reactions, status remarks.
- ``question``: a question, even one about a convention.

``directive`` and ``fact`` must be heard (admitted); the other three must not.

The ``design`` part was written before the rules that hear plain requests and is what
they were built on. The ``held_out`` part was written after those rules, before they
were ever run on it, and is never used to change them: the benchmark reports it apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from .extraction_fresh2 import EN_FRESH_2, JA_FRESH_2, ZH_FRESH_2
from .extraction_fresh3 import EN_FRESH_3, JA_FRESH_3, ZH_FRESH_3
from .extraction_fresh4 import EN_FRESH_4, JA_FRESH_4, ZH_FRESH_4
from .extraction_fresh5 import EN_FRESH_5, JA_FRESH_5, ZH_FRESH_5
from .extraction_fresh6 import EN_FRESH_6, JA_FRESH_6, ZH_FRESH_6
from .extraction_fresh7 import EN_FRESH_7, JA_FRESH_7, ZH_FRESH_7
from .extraction_fresh8 import EN_FRESH_8, JA_FRESH_8, ZH_FRESH_8
from .extraction_fresh9 import EN_FRESH_9, JA_FRESH_9, ZH_FRESH_9
from .extraction_fresh10 import EN_FRESH_10, JA_FRESH_10, ZH_FRESH_10
from .extraction_fresh11 import EN_FRESH_11, JA_FRESH_11, ZH_FRESH_11
from .extraction_fresh12 import EN_FRESH_12, JA_FRESH_12, ZH_FRESH_12
from .extraction_fresh13 import EN_FRESH_13, JA_FRESH_13, ZH_FRESH_13
from .extraction_fresh14 import EN_FRESH_14, JA_FRESH_14, ZH_FRESH_14
from .extraction_fresh15 import EN_FRESH_15, JA_FRESH_15, ZH_FRESH_15
from .extraction_fresh16 import EN_FRESH_16, JA_FRESH_16, ZH_FRESH_16
from .extraction_fresh17 import EN_FRESH_17, JA_FRESH_17, ZH_FRESH_17
from .extraction_fresh18 import EN_FRESH_18, JA_FRESH_18, ZH_FRESH_18
from .extraction_fresh19 import EN_FRESH_19, JA_FRESH_19, ZH_FRESH_19
from .extraction_fresh20 import EN_FRESH_20, JA_FRESH_20, ZH_FRESH_20
from .extraction_fresh21 import EN_FRESH_21, JA_FRESH_21, ZH_FRESH_21
from .extraction_fresh22 import EN_FRESH_22, JA_FRESH_22, ZH_FRESH_22
from .extraction_fresh23 import EN_FRESH_23, JA_FRESH_23, ZH_FRESH_23
from .extraction_fresh24 import EN_FRESH_24, JA_FRESH_24, ZH_FRESH_24
from .extraction_fresh25 import EN_FRESH_25, JA_FRESH_25, ZH_FRESH_25
from .extraction_fresh26 import EN_FRESH_26, JA_FRESH_26, ZH_FRESH_26
from .extraction_fresh27 import EN_FRESH_27, JA_FRESH_27, ZH_FRESH_27
from .extraction_fresh28 import EN_FRESH_28, JA_FRESH_28, ZH_FRESH_28
from .extraction_fresh29 import EN_FRESH_29, JA_FRESH_29, ZH_FRESH_29
from .extraction_fresh30 import EN_FRESH_30, JA_FRESH_30, ZH_FRESH_30
from .extraction_fresh31 import EN_FRESH_31, JA_FRESH_31, ZH_FRESH_31
from .extraction_fresh32 import EN_FRESH_32, JA_FRESH_32, ZH_FRESH_32
from .extraction_fresh33 import EN_FRESH_33, JA_FRESH_33, ZH_FRESH_33
from .extraction_fresh34 import EN_FRESH_34, JA_FRESH_34, ZH_FRESH_34
from .extraction_fresh35 import EN_FRESH_35, JA_FRESH_35, ZH_FRESH_35
from .extraction_fresh36 import EN_FRESH_36, JA_FRESH_36, ZH_FRESH_36
from .extraction_fresh37 import EN_FRESH_37, JA_FRESH_37, ZH_FRESH_37
from .extraction_fresh38 import EN_FRESH_38, JA_FRESH_38, ZH_FRESH_38
from .extraction_fresh39 import EN_FRESH_39, JA_FRESH_39, ZH_FRESH_39
from .extraction_fresh40 import EN_FRESH_40, JA_FRESH_40, ZH_FRESH_40
from .extraction_fresh41 import EN_FRESH_41, JA_FRESH_41, ZH_FRESH_41
from .extraction_fresh42 import EN_FRESH_42, JA_FRESH_42, ZH_FRESH_42
from .extraction_fresh43 import EN_FRESH_43, JA_FRESH_43, ZH_FRESH_43
from .extraction_fresh44 import EN_FRESH_44, JA_FRESH_44, ZH_FRESH_44
from .extraction_fresh45 import EN_FRESH_45, JA_FRESH_45, ZH_FRESH_45
from .extraction_fresh46 import EN_FRESH_46, JA_FRESH_46, ZH_FRESH_46
from .extraction_fresh47 import EN_FRESH_47, JA_FRESH_47, ZH_FRESH_47
from .extraction_fresh48 import EN_FRESH_48, JA_FRESH_48, ZH_FRESH_48
from .extraction_fresh49 import EN_FRESH_49, JA_FRESH_49, ZH_FRESH_49
from .extraction_fresh50 import EN_FRESH_50, JA_FRESH_50, ZH_FRESH_50
from .extraction_fresh51 import EN_FRESH_51, JA_FRESH_51, ZH_FRESH_51
from .extraction_fresh52 import EN_FRESH_52, JA_FRESH_52, ZH_FRESH_52

DIRECTIVE, FACT, TEMPORARY, CHITCHAT, QUESTION = (
    "directive", "fact", "temporary", "chitchat", "question")
LABELS = (DIRECTIVE, FACT, TEMPORARY, CHITCHAT, QUESTION)
DURABLE = frozenset({DIRECTIVE, FACT})


@dataclass(frozen=True)
class Sentence:
    lang: str
    label: str
    text: str
    part: str = "design"  # "design", "held_out", or a fresh round: "fresh", "fresh_2"...

    @property
    def held_out(self) -> bool:
        return self.part != "design"

    @property
    def durable(self) -> bool:
        return self.label in DURABLE


D, F, T, C, Q = DIRECTIVE, FACT, TEMPORARY, CHITCHAT, QUESTION

# ------------------------------------------------------------------------- design part
EN: tuple[tuple[str, str], ...] = (
    # durable directives: plain imperatives, polite requests, prohibitions, conventions
    (D, "Please always use tabs in this repo."),
    (D, "Use tabs for indentation in this repo."),
    (D, "Please reply in Chinese."),
    (D, "Reply to me in English, even when I write in Japanese."),
    (D, "Write commit messages in the imperative mood."),
    (D, "Please write docstrings in Google style."),
    (D, "Don't use print for logging; use the logging module."),
    (D, "Do not add new dependencies without asking me."),
    (D, "Never push directly to main."),
    (D, "Prefer pathlib over os.path."),
    (D, "Use pnpm, not npm, for the frontend."),
    (D, "Keep functions short, under 40 lines if you can."),
    (D, "Please don't use emojis in your answers."),
    (D, "Name test files test_<module>.py."),
    (D, "Commit messages are written in English in this project."),
    (D, "Tests go in the tests folder, not next to the code."),
    (D, "We use ruff for linting and formatting."),
    (D, "Make sure every public function has type hints."),
    (D, "When you add a migration, also update the schema docs."),
    (D, "Answer briefly, without a summary at the end."),
    (D, "Please run the linter before you commit."),
    (D, "Put new API routes under /api/v2."),
    (D, "Be concise in code reviews."),
    (D, "From now on, use httpx for HTTP calls."),
    # facts about the user and the project
    (F, "I'm a backend engineer, mostly Go and Python."),
    (F, "I am new to Rust."),
    (F, "My name is Sam; call me Sam."),
    (F, "I work on the payments team."),
    (F, "I'm colorblind, so don't rely on red and green alone in charts."),
    (F, "English is not my first language."),
    (F, "We decided to drop Python 3.9 support."),
    (F, "The billing service is owned by the platform team."),
    (F, "I prefer short answers."),
    (F, "I usually work from Berlin, in CET."),
    # temporary: this time only, one-off tasks
    (T, "For now, skip the integration tests."),
    (T, "Don't run the tests this time."),
    (T, "Today, don't deploy anything."),
    (T, "Just this once, push without the hook."),
    (T, "Please fix the failing test in utils.py."),
    (T, "Use the debugger to find out why this crashes."),
    (T, "Rename this function to load_config."),
    (T, "Add a test for the parser."),
    (T, "Please look at the stack trace above."),
    (T, "Run the tests now."),
    (T, "Skip the slow tests until the CI is fixed."),
    (T, "Please use tabs in this file."),
    (T, "Write a script that converts the CSV to JSON."),
    (T, "Ignore the lint warnings for the moment."),
    (T, "Let's leave the docs for tomorrow."),
    (T, "Don't touch the migrations in this PR."),
    (T, "Please summarize the diff."),
    # chit-chat
    (C, "Thanks, that works!"),
    (C, "Great, looks good to me."),
    (C, "Hi there."),
    (C, "Ok, let's continue."),
    (C, "Nice, the build is green again."),
    (C, "Hmm, that's weird."),
    (C, "I'm back from lunch."),
    (C, "Sorry, I meant the other file."),
    (C, "That was fast, thank you."),
    (C, "I always forget how this works, haha."),
    (C, "Good morning!"),
    # questions
    (Q, "Should we always use pytest?"),
    (Q, "Can you reply in Chinese?"),
    (Q, "What does this error mean?"),
    (Q, "Why do we use tabs here"),
    (Q, "Could you always run the linter before committing?"),
    (Q, "Do you remember which database we use?"),
    (Q, "How do I run only one test"),
    (Q, "Is it better to use pathlib or os.path?"),
)

ZH: tuple[tuple[str, str], ...] = (
    (D, "请用中文回复我。"),
    (D, "以后注释一律用英文写。"),
    (D, "提交信息用英文写。"),
    (D, "请不要在代码里用 print 打日志,用 logging。"),
    (D, "不要直接推 main 分支。"),
    (D, "别用 var,用 const 或 let。"),
    (D, "前端包管理用 pnpm。"),
    (D, "写测试用 pytest,不要用 unittest。"),
    (D, "回答尽量简短,不要长篇大论。"),
    (D, "请在每个公共函数上写类型注解。"),
    (D, "新接口都放在 /api/v2 下面。"),
    (D, "变量命名用英文,不要用拼音。"),
    (D, "改完代码记得跑一下 ruff。"),
    (D, "请始终用四个空格缩进。"),
    (D, "代码评审意见写得具体一点。"),
    (D, "加依赖之前先问我。"),
    (D, "数据库迁移要同时更新文档。"),
    (D, "请用简体中文写文档。"),
    (D, "日志统一用 structlog。"),
    (D, "单元测试放在 tests 目录。"),
    (D, "回复的时候不要用表情符号。"),
    (D, "我们的提交信息用约定式提交格式。"),
    # facts
    (F, "我是后端工程师,主要写 Go。"),
    (F, "我刚开始学 Rust。"),
    (F, "叫我小王就行。"),
    (F, "我在支付团队工作。"),
    (F, "我们决定不再支持 Python 3.9。"),
    (F, "计费服务归平台组负责。"),
    (F, "我喜欢简短的回答。"),
    (F, "我的母语不是英语。"),
    (F, "我平时用 Neovim 写代码。"),
    (F, "我们团队在上海,用北京时间。"),
    # temporary
    (T, "目前先不要跑集成测试。"),
    (T, "这一次别跑测试。"),
    (T, "今天先别部署。"),
    (T, "这次先跳过 lint。"),
    (T, "暂时不要动数据库迁移。"),
    (T, "帮我修一下 utils.py 里失败的测试。"),
    (T, "把这个函数改名为 load_config。"),
    (T, "请看一下上面的报错。"),
    (T, "给解析器加一个测试。"),
    (T, "现在跑一下测试。"),
    (T, "先别提交,等我看完。"),
    (T, "这个文件里用 tab 缩进。"),
    (T, "写个脚本把 CSV 转成 JSON。"),
    (T, "这个 PR 里不要改迁移文件。"),
    (T, "帮我总结一下这次的改动。"),
    (T, "在 CI 修好之前先跳过慢测试。"),
    (T, "今晚先不上线。"),
    # chit-chat
    (C, "谢谢,可以了!"),
    (C, "好的,看起来没问题。"),
    (C, "你好。"),
    (C, "好,继续吧。"),
    (C, "不错,构建又绿了。"),
    (C, "嗯,有点奇怪。"),
    (C, "我吃完饭回来了。"),
    (C, "抱歉,我说的是另一个文件。"),
    (C, "太快了,谢谢。"),
    (C, "我总是记不住这个,哈哈。"),
    (C, "早上好!"),
    # questions
    (Q, "我们是不是应该一律用 pytest?"),
    (Q, "你能用中文回复吗?"),
    (Q, "这个报错是什么意思?"),
    (Q, "为什么这里用 tab 缩进"),
    (Q, "你还记得我们用的是什么数据库吗"),
    (Q, "怎么只跑一个测试?"),
    (Q, "pathlib 和 os.path 哪个更好?"),
    (Q, "以后能不能都用英文写注释?"),
)

JA: tuple[tuple[str, str], ...] = (
    (D, "コミットメッセージは英語で書いてください。"),
    (D, "返信は日本語でお願いします。"),
    (D, "今後はテストを pytest で書いてください。"),
    (D, "main ブランチに直接プッシュしないでください。"),
    (D, "ログには print ではなく logging を使ってください。"),
    (D, "インデントはスペース4つにしてください。"),
    (D, "依存関係を追加する前に必ず相談してください。"),
    (D, "フロントエンドのパッケージ管理は pnpm を使います。"),
    (D, "回答は簡潔にしてください。"),
    (D, "公開関数には型ヒントを付けてください。"),
    (D, "新しい API は /api/v2 の下に置いてください。"),
    (D, "変数名はローマ字ではなく英語にしてください。"),
    (D, "コードレビューのコメントは具体的に書いてください。"),
    (D, "絵文字は使わないでください。"),
    (D, "テストは tests ディレクトリに置きます。"),
    (D, "ドキュメントは日本語で書くこと。"),
    (D, "コミット前に ruff を実行してください。"),
    (D, "マイグレーションを追加したらスキーマのドキュメントも更新してください。"),
    (D, "説明はいつも箇条書きでお願いします。"),
    (D, "コメントは英語で書くようにしてください。"),
    (D, "日付は ISO 8601 形式で書いてください。"),
    (D, "HTTP クライアントには httpx を使うこと。"),
    # facts
    (F, "私はバックエンドエンジニアです。"),
    (F, "Rust は初心者です。"),
    (F, "田中と呼んでください。"),
    (F, "決済チームで働いています。"),
    (F, "Python 3.9 のサポートはやめることに決めました。"),
    (F, "課金サービスはプラットフォームチームの担当です。"),
    (F, "短い回答が好きです。"),
    (F, "英語は母語ではありません。"),
    (F, "普段は Neovim を使っています。"),
    (F, "私たちのチームは大阪にいます。"),
    # temporary
    (T, "今日はテストをスキップして。"),
    (T, "今回はテストを実行しないでください。"),
    (T, "とりあえず結合テストは飛ばしてください。"),
    (T, "今日はデプロイしないでください。"),
    (T, "utils.py の失敗しているテストを直してください。"),
    (T, "この関数の名前を load_config に変えてください。"),
    (T, "上のエラーを見てください。"),
    (T, "パーサーのテストを追加してください。"),
    (T, "今すぐテストを実行してください。"),
    (T, "CI が直るまで遅いテストはスキップしてください。"),
    (T, "このファイルではタブを使ってください。"),
    (T, "CSV を JSON に変換するスクリプトを書いてください。"),
    (T, "この PR ではマイグレーションを触らないでください。"),
    (T, "差分を要約してください。"),
    (T, "しばらくの間はリントの警告を無視してください。"),
    (T, "まだコミットしないでください。"),
    (T, "今夜はリリースしません。"),
    # chit-chat
    (C, "ありがとうございます、動きました!"),
    (C, "いいですね、問題なさそうです。"),
    (C, "こんにちは。"),
    (C, "では続けましょう。"),
    (C, "ビルドがまた通りました。"),
    (C, "うーん、変ですね。"),
    (C, "お昼から戻りました。"),
    (C, "すみません、別のファイルのことでした。"),
    (C, "速いですね、ありがとう。"),
    (C, "いつもこれを忘れてしまいます、笑。"),
    (C, "おはようございます!"),
    # questions
    (Q, "いつも pytest を使うべきですか?"),
    (Q, "日本語で返信できますか?"),
    (Q, "このエラーはどういう意味ですか?"),
    (Q, "なぜここではタブを使うのですか"),
    (Q, "どのデータベースを使っているか覚えていますか"),
    (Q, "テストを一つだけ実行するにはどうすればいい?"),
    (Q, "pathlib と os.path はどちらがいいですか?"),
    (Q, "今後はコメントを英語で書いてもらえますか?"),
)

# ----------------------------------------------------------------------- held-out part
# Written after the rules, never run against them before being added here.
EN_HELD_OUT: tuple[tuple[str, str], ...] = (
    (D, "Please always sign off emails with my full name."),
    (D, "Use snake_case for database column names."),
    (D, "Respond in German from here on."),
    (D, "Don't mock the database in integration tests."),
    (D, "Please keep the README in sync with the CLI flags."),
    (D, "Avoid abbreviations in public API names."),
    (D, "Error messages should be one sentence, no stack traces."),
    (D, "Prefer composition over inheritance in this codebase."),
    (D, "Migrations are written by hand, never autogenerated."),
    (D, "Put a blank line between imports and code."),
    (D, "Do not commit generated files."),
    (D, "Whenever you touch the API, bump the minor version."),
    (D, "Log timestamps in UTC."),
    (F, "I'm a frontend developer, mostly React."),
    (F, "I'm based in Tokyo, so mornings there are my working hours."),
    (F, "The search service is maintained by the discovery team."),
    (F, "Call me Alex."),
    (F, "We decided to move off Heroku by the end of the year."),
    (T, "For the time being, comment out the flaky test."),
    (T, "Please revert the last commit."),
    (T, "Add logging to this handler so we can see what happens."),
    (T, "Run the migration on staging now."),
    (T, "Don't merge until the review is done."),
    (T, "Explain the error in the output above."),
    (T, "Tonight, hold off on the release."),
    (T, "Just this once, skip the changelog."),
    (C, "Cool, thanks a lot!"),
    (C, "Oops, wrong window."),
    (C, "Alright, that makes sense."),
    (C, "Lol, I never remember that flag."),
    (C, "The coffee machine is broken again."),
    (Q, "Why is the build so slow?"),
    (Q, "Which branch should I deploy from"),
    (Q, "Could we always squash merge?"),
    (Q, "What does the --frozen flag do?"),
)
ZH_HELD_OUT: tuple[tuple[str, str], ...] = (
    (D, "请一直用简体中文跟我交流。"),
    (D, "数据库字段用下划线命名。"),
    (D, "集成测试里不要 mock 数据库。"),
    (D, "请保持 README 和命令行参数一致。"),
    (D, "公开接口的名字不要用缩写。"),
    (D, "错误信息只写一句话,不要带堆栈。"),
    (D, "迁移脚本手写,不要自动生成。"),
    (D, "生成的文件不要提交。"),
    (D, "每次改接口都要升一下次版本号。"),
    (D, "日志时间一律用 UTC。"),
    (D, "提交前先跑 lint 再跑测试。"),
    (D, "回复里少用术语。"),
    (D, "代码里的注释写成完整的句子。"),
    (F, "我是前端开发,主要写 React。"),
    (F, "我在东京办公。"),
    (F, "搜索服务由发现组维护。"),
    (F, "叫我阿杰。"),
    (F, "我们决定年底前迁出 Heroku。"),
    (T, "暂且把不稳定的测试注释掉。"),
    (T, "帮我回滚上一个提交。"),
    (T, "给这个处理函数加点日志。"),
    (T, "现在就在预发环境跑迁移。"),
    (T, "评审完成之前不要合并。"),
    (T, "解释一下上面输出里的错误。"),
    (T, "今晚先别发版。"),
    (T, "这一回跳过 changelog。"),
    (C, "酷,多谢!"),
    (C, "哎呀,窗口选错了。"),
    (C, "行,明白了。"),
    (C, "哈哈,我老是记不住那个参数。"),
    (C, "咖啡机又坏了。"),
    (Q, "构建为什么这么慢?"),
    (Q, "我应该从哪个分支部署"),
    (Q, "我们能不能一直用 squash 合并?"),
    (Q, "--frozen 参数是干什么的?"),
)
JA_HELD_OUT: tuple[tuple[str, str], ...] = (
    (D, "メールの署名は必ずフルネームにしてください。"),
    (D, "データベースのカラム名はスネークケースにしてください。"),
    (D, "結合テストではデータベースをモックしないでください。"),
    (D, "README は CLI のオプションと合わせておいてください。"),
    (D, "公開 API の名前に略語は使わないでください。"),
    (D, "エラーメッセージは一文で、スタックトレースは出さないこと。"),
    (D, "マイグレーションは手で書き、自動生成しないでください。"),
    (D, "生成されたファイルはコミットしないでください。"),
    (D, "API を変えたらマイナーバージョンを上げてください。"),
    (D, "ログのタイムスタンプは UTC でお願いします。"),
    (D, "返信では専門用語を控えめにしてください。"),
    (D, "コメントは完全な文で書いてください。"),
    (D, "インポートとコードの間には空行を入れてください。"),
    (F, "フロントエンド開発者で、主に React を書いています。"),
    (F, "東京を拠点にしています。"),
    (F, "検索サービスはディスカバリーチームの担当です。"),
    (F, "アレックスと呼んでください。"),
    (F, "年内に Heroku から移行することに決めました。"),
    (T, "当面は不安定なテストをコメントアウトしてください。"),
    (T, "直前のコミットを取り消してください。"),
    (T, "このハンドラにログを追加してください。"),
    (T, "今すぐステージングでマイグレーションを実行してください。"),
    (T, "レビューが終わるまでマージしないでください。"),
    (T, "上の出力のエラーを説明してください。"),
    (T, "今夜はリリースを見送ってください。"),
    (T, "今回だけ changelog を省略してください。"),
    (C, "いいですね、助かりました!"),
    (C, "あ、ウィンドウを間違えました。"),
    (C, "なるほど、わかりました。"),
    (C, "そのフラグはいつも忘れます、笑。"),
    (C, "コーヒーメーカーがまた壊れました。"),
    (Q, "ビルドはなぜこんなに遅いのですか?"),
    (Q, "どのブランチからデプロイすればいいですか"),
    (Q, "いつも squash マージにしませんか?"),
    (Q, "--frozen オプションは何をしますか?"),
)


# -------------------------------------------------------------------------- fresh part
# A second held-out part, written when the first had been seen: before any rule was
# changed and before the rules ever ran on it. Reported apart from both other parts.
EN_FRESH: tuple[tuple[str, str], ...] = (
    (D, "Please always write the changelog entry in past tense."),
    (D, "Stick to four-space indentation in Python files."),
    (D, "Keep pull requests small, one concern each."),
    (D, "Don't ever force-push to shared branches."),
    (D, "Use UTC everywhere in the backend."),
    (D, "Please answer in Spanish."),
    (D, "Variable names should be descriptive, not single letters."),
    (D, "Document every environment variable in docs/configuration.md."),
    (D, "Before merging, squash the commits into one."),
    (D, "Avoid global state in the services."),
    (D, "Always pin exact versions in requirements files."),
    (D, "Wrap lines at 100 characters."),
    (D, "Use double quotes for strings in Python."),
    (D, "Our API returns errors as JSON objects with an error field."),
    (D, "Give me the command first, then the explanation."),
    (F, "I'm the tech lead of the mobile team."),
    (F, "I mostly write TypeScript these days."),
    (F, "My time zone is Pacific Time."),
    (F, "The data pipeline belongs to the analytics team."),
    (F, "We chose PostgreSQL over MySQL for the new service."),
    (T, "Please read the changelog and tell me what changed."),
    (T, "Delete the temp folder."),
    (T, "Just for this PR, skip the type checks."),
    (T, "Bump the version to 2.3.1."),
    (T, "Translate this paragraph into French."),
    (T, "Make the button blue."),
    (T, "Wait with the deploy until I'm back."),
    (T, "Open a draft PR with these changes."),
    (C, "Awesome, that did it."),
    (C, "Brb, meeting."),
    (C, "Yeah, fine."),
    (C, "It's raining here today."),
    (Q, "Where do the fixtures live?"),
    (Q, "Should I use tabs or spaces?"),
    (Q, "Do we have a style guide"),
    (Q, "Any idea why CI is red?"),
)
ZH_FRESH: tuple[tuple[str, str], ...] = (
    (D, "请一律用 UTF-8 编码保存文件。"),
    (D, "缩进用两个空格。"),
    (D, "接口返回的错误都用 JSON 格式。"),
    (D, "变量名要有意义,别用单个字母。"),
    (D, "回答的时候先给命令,再解释。"),
    (D, "不要在共享分支上强推。"),
    (D, "依赖版本要锁死。"),
    (D, "每行不超过 100 个字符。"),
    (D, "Python 字符串用双引号。"),
    (D, "合并之前把提交压成一个。"),
    (D, "PR 尽量小,一个 PR 只做一件事。"),
    (D, "请用英文写提交说明。"),
    (D, "后端统一用 UTC 时间。"),
    (D, "服务里别用全局变量。"),
    (D, "请用西班牙语回答我。"),
    (F, "我是移动端的技术负责人。"),
    (F, "我最近主要写 TypeScript。"),
    (F, "我住在深圳。"),
    (F, "数据管道归分析团队管。"),
    (F, "新服务我们选了 PostgreSQL,没选 MySQL。"),
    (T, "帮我读一下 changelog,告诉我改了什么。"),
    (T, "把临时目录删掉。"),
    (T, "这个 PR 先不做类型检查。"),
    (T, "版本号改成 2.3.1。"),
    (T, "把这段翻译成法语。"),
    (T, "按钮改成蓝色。"),
    (T, "等我回来再部署。"),
    (T, "用这些改动开一个草稿 PR。"),
    (C, "太棒了,搞定了。"),
    (C, "我去开个会。"),
    (C, "行吧。"),
    (C, "今天下雨了。"),
    (Q, "测试数据放在哪里?"),
    (Q, "缩进用 tab 还是空格?"),
    (Q, "我们有代码规范吗"),
    (Q, "CI 为什么挂了?"),
)
JA_FRESH: tuple[tuple[str, str], ...] = (
    (D, "ファイルは必ず UTF-8 で保存してください。"),
    (D, "インデントはスペース2つです。"),
    (D, "API のエラーは JSON で返します。"),
    (D, "変数名は意味のある名前にして、一文字の名前は避けてください。"),
    (D, "答えるときはまずコマンドを示して、それから説明してください。"),
    (D, "共有ブランチに force push はしないでください。"),
    (D, "依存パッケージのバージョンは固定してください。"),
    (D, "1行は100文字以内にしてください。"),
    (D, "Python の文字列はダブルクォートで書きます。"),
    (D, "マージする前にコミットを一つにまとめてください。"),
    (D, "PR は小さく、一つの目的に絞ってください。"),
    (D, "変更履歴は過去形で書いてください。"),
    (D, "バックエンドでは時刻をすべて UTC で扱ってください。"),
    (D, "サービスでグローバル変数は使わないこと。"),
    (D, "スペイン語で答えてください。"),
    (F, "モバイルチームのテックリードをしています。"),
    (F, "最近は主に TypeScript を書いています。"),
    (F, "大阪に住んでいます。"),
    (F, "データパイプラインは分析チームが管理しています。"),
    (F, "新しいサービスには MySQL ではなく PostgreSQL を選びました。"),
    (T, "changelog を読んで、何が変わったか教えてください。"),
    (T, "一時フォルダを削除してください。"),
    (T, "この PR だけ型チェックを省いてください。"),
    (T, "バージョンを 2.3.1 に上げてください。"),
    (T, "この段落をフランス語に訳してください。"),
    (T, "ボタンを青にしてください。"),
    (T, "私が戻るまでデプロイは待ってください。"),
    (T, "この変更でドラフト PR を作ってください。"),
    (C, "最高です、解決しました。"),
    (C, "ちょっと会議に行ってきます。"),
    (C, "まあ、いいでしょう。"),
    (C, "今日は雨です。"),
    (Q, "フィクスチャはどこにありますか?"),
    (Q, "タブとスペースのどちらを使うべきですか?"),
    (Q, "スタイルガイドはありますか"),
    (Q, "CI はなぜ落ちているのでしょう?"),
)


def _expand(lang: str, rows: tuple[tuple[str, str], ...], part: str) -> list[Sentence]:
    return [Sentence(lang, label, text, part) for label, text in rows]


SENTENCES: tuple[Sentence, ...] = tuple(
    _expand("en", EN, "design") + _expand("zh", ZH, "design") + _expand("ja", JA, "design")
    + _expand("en", EN_HELD_OUT, "held_out") + _expand("zh", ZH_HELD_OUT, "held_out")
    + _expand("ja", JA_HELD_OUT, "held_out")
    + _expand("en", EN_FRESH, "fresh") + _expand("zh", ZH_FRESH, "fresh")
    + _expand("ja", JA_FRESH, "fresh")
    + _expand("en", EN_FRESH_2, "fresh_2") + _expand("zh", ZH_FRESH_2, "fresh_2")
    + _expand("ja", JA_FRESH_2, "fresh_2")
    + _expand("en", EN_FRESH_3, "fresh_3") + _expand("zh", ZH_FRESH_3, "fresh_3")
    + _expand("ja", JA_FRESH_3, "fresh_3")
    + _expand("en", EN_FRESH_4, "fresh_4") + _expand("zh", ZH_FRESH_4, "fresh_4")
    + _expand("ja", JA_FRESH_4, "fresh_4")
    + _expand("en", EN_FRESH_5, "fresh_5") + _expand("zh", ZH_FRESH_5, "fresh_5")
    + _expand("ja", JA_FRESH_5, "fresh_5")
    + _expand("en", EN_FRESH_6, "fresh_6") + _expand("zh", ZH_FRESH_6, "fresh_6")
    + _expand("ja", JA_FRESH_6, "fresh_6")
    + _expand("en", EN_FRESH_7, "fresh_7") + _expand("zh", ZH_FRESH_7, "fresh_7")
    + _expand("ja", JA_FRESH_7, "fresh_7")
    + _expand("en", EN_FRESH_8, "fresh_8") + _expand("zh", ZH_FRESH_8, "fresh_8")
    + _expand("ja", JA_FRESH_8, "fresh_8")
    + _expand("en", EN_FRESH_9, "fresh_9") + _expand("zh", ZH_FRESH_9, "fresh_9")
    + _expand("ja", JA_FRESH_9, "fresh_9")
    + _expand("en", EN_FRESH_10, "fresh_10") + _expand("zh", ZH_FRESH_10, "fresh_10")
    + _expand("ja", JA_FRESH_10, "fresh_10")
    + _expand("en", EN_FRESH_11, "fresh_11") + _expand("zh", ZH_FRESH_11, "fresh_11")
    + _expand("ja", JA_FRESH_11, "fresh_11")
    + _expand("en", EN_FRESH_12, "fresh_12") + _expand("zh", ZH_FRESH_12, "fresh_12")
    + _expand("ja", JA_FRESH_12, "fresh_12")
    + _expand("en", EN_FRESH_13, "fresh_13") + _expand("zh", ZH_FRESH_13, "fresh_13")
    + _expand("ja", JA_FRESH_13, "fresh_13")
    + _expand("en", EN_FRESH_14, "fresh_14") + _expand("zh", ZH_FRESH_14, "fresh_14")
    + _expand("ja", JA_FRESH_14, "fresh_14")
    + _expand("en", EN_FRESH_15, "fresh_15") + _expand("zh", ZH_FRESH_15, "fresh_15")
    + _expand("ja", JA_FRESH_15, "fresh_15")
    + _expand("en", EN_FRESH_16, "fresh_16") + _expand("zh", ZH_FRESH_16, "fresh_16")
    + _expand("ja", JA_FRESH_16, "fresh_16")
    + _expand("en", EN_FRESH_17, "fresh_17") + _expand("zh", ZH_FRESH_17, "fresh_17")
    + _expand("ja", JA_FRESH_17, "fresh_17")
    + _expand("en", EN_FRESH_18, "fresh_18") + _expand("zh", ZH_FRESH_18, "fresh_18")
    + _expand("ja", JA_FRESH_18, "fresh_18")
    + _expand("en", EN_FRESH_19, "fresh_19") + _expand("zh", ZH_FRESH_19, "fresh_19")
    + _expand("ja", JA_FRESH_19, "fresh_19")
    + _expand("en", EN_FRESH_20, "fresh_20") + _expand("zh", ZH_FRESH_20, "fresh_20")
    + _expand("ja", JA_FRESH_20, "fresh_20")
    + _expand("en", EN_FRESH_21, "fresh_21") + _expand("zh", ZH_FRESH_21, "fresh_21")
    + _expand("ja", JA_FRESH_21, "fresh_21")
    + _expand("en", EN_FRESH_22, "fresh_22") + _expand("zh", ZH_FRESH_22, "fresh_22")
    + _expand("ja", JA_FRESH_22, "fresh_22")
    + _expand("en", EN_FRESH_23, "fresh_23") + _expand("zh", ZH_FRESH_23, "fresh_23")
    + _expand("ja", JA_FRESH_23, "fresh_23")
    + _expand("en", EN_FRESH_24, "fresh_24") + _expand("zh", ZH_FRESH_24, "fresh_24")
    + _expand("ja", JA_FRESH_24, "fresh_24")
    + _expand("en", EN_FRESH_25, "fresh_25") + _expand("zh", ZH_FRESH_25, "fresh_25")
    + _expand("ja", JA_FRESH_25, "fresh_25")
    + _expand("en", EN_FRESH_26, "fresh_26") + _expand("zh", ZH_FRESH_26, "fresh_26")
    + _expand("ja", JA_FRESH_26, "fresh_26")
    + _expand("en", EN_FRESH_27, "fresh_27") + _expand("zh", ZH_FRESH_27, "fresh_27")
    + _expand("ja", JA_FRESH_27, "fresh_27")
    + _expand("en", EN_FRESH_28, "fresh_28") + _expand("zh", ZH_FRESH_28, "fresh_28")
    + _expand("ja", JA_FRESH_28, "fresh_28")
    + _expand("en", EN_FRESH_29, "fresh_29") + _expand("zh", ZH_FRESH_29, "fresh_29")
    + _expand("ja", JA_FRESH_29, "fresh_29")
    + _expand("en", EN_FRESH_30, "fresh_30") + _expand("zh", ZH_FRESH_30, "fresh_30")
    + _expand("ja", JA_FRESH_30, "fresh_30")
    + _expand("en", EN_FRESH_31, "fresh_31") + _expand("zh", ZH_FRESH_31, "fresh_31")
    + _expand("ja", JA_FRESH_31, "fresh_31")
    + _expand("en", EN_FRESH_32, "fresh_32") + _expand("zh", ZH_FRESH_32, "fresh_32")
    + _expand("ja", JA_FRESH_32, "fresh_32")
    + _expand("en", EN_FRESH_33, "fresh_33") + _expand("zh", ZH_FRESH_33, "fresh_33")
    + _expand("ja", JA_FRESH_33, "fresh_33")
    + _expand("en", EN_FRESH_34, "fresh_34") + _expand("zh", ZH_FRESH_34, "fresh_34")
    + _expand("ja", JA_FRESH_34, "fresh_34")
    + _expand("en", EN_FRESH_35, "fresh_35") + _expand("zh", ZH_FRESH_35, "fresh_35")
    + _expand("ja", JA_FRESH_35, "fresh_35")
    + _expand("en", EN_FRESH_36, "fresh_36") + _expand("zh", ZH_FRESH_36, "fresh_36")
    + _expand("ja", JA_FRESH_36, "fresh_36")
    + _expand("en", EN_FRESH_37, "fresh_37") + _expand("zh", ZH_FRESH_37, "fresh_37")
    + _expand("ja", JA_FRESH_37, "fresh_37")
    + _expand("en", EN_FRESH_38, "fresh_38") + _expand("zh", ZH_FRESH_38, "fresh_38")
    + _expand("ja", JA_FRESH_38, "fresh_38")
    + _expand("en", EN_FRESH_39, "fresh_39") + _expand("zh", ZH_FRESH_39, "fresh_39")
    + _expand("ja", JA_FRESH_39, "fresh_39")
    + _expand("en", EN_FRESH_40, "fresh_40") + _expand("zh", ZH_FRESH_40, "fresh_40")
    + _expand("ja", JA_FRESH_40, "fresh_40")
    + _expand("en", EN_FRESH_41, "fresh_41") + _expand("zh", ZH_FRESH_41, "fresh_41")
    + _expand("ja", JA_FRESH_41, "fresh_41")
    + _expand("en", EN_FRESH_42, "fresh_42") + _expand("zh", ZH_FRESH_42, "fresh_42")
    + _expand("ja", JA_FRESH_42, "fresh_42")
    + _expand("en", EN_FRESH_43, "fresh_43") + _expand("zh", ZH_FRESH_43, "fresh_43")
    + _expand("ja", JA_FRESH_43, "fresh_43")
    + _expand("en", EN_FRESH_44, "fresh_44") + _expand("zh", ZH_FRESH_44, "fresh_44")
    + _expand("ja", JA_FRESH_44, "fresh_44")
    + _expand("en", EN_FRESH_45, "fresh_45") + _expand("zh", ZH_FRESH_45, "fresh_45")
    + _expand("ja", JA_FRESH_45, "fresh_45")
    + _expand("en", EN_FRESH_46, "fresh_46") + _expand("zh", ZH_FRESH_46, "fresh_46")
    + _expand("ja", JA_FRESH_46, "fresh_46")
    + _expand("en", EN_FRESH_47, "fresh_47") + _expand("zh", ZH_FRESH_47, "fresh_47")
    + _expand("ja", JA_FRESH_47, "fresh_47")
    + _expand("en", EN_FRESH_48, "fresh_48") + _expand("zh", ZH_FRESH_48, "fresh_48")
    + _expand("ja", JA_FRESH_48, "fresh_48")
    + _expand("en", EN_FRESH_49, "fresh_49") + _expand("zh", ZH_FRESH_49, "fresh_49")
    + _expand("ja", JA_FRESH_49, "fresh_49")
    + _expand("en", EN_FRESH_50, "fresh_50") + _expand("zh", ZH_FRESH_50, "fresh_50")
    + _expand("ja", JA_FRESH_50, "fresh_50")
    + _expand("en", EN_FRESH_51, "fresh_51") + _expand("zh", ZH_FRESH_51, "fresh_51")
    + _expand("ja", JA_FRESH_51, "fresh_51")
    + _expand("en", EN_FRESH_52, "fresh_52") + _expand("zh", ZH_FRESH_52, "fresh_52")
    + _expand("ja", JA_FRESH_52, "fresh_52"))
