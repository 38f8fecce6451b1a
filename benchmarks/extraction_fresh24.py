"""The extraction set's twenty-fourth fresh round: ordinary sessions across every kind of project.

120 items, 40 a language (14 directives, 8 facts about the user or the project,
10 temporary instructions or one-off tasks, 4 chit-chat, 4 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the fifteenth round it has no theme: a uniform sample of what users of a coding agent
type, this time spread on purpose over kinds of project and of user rather than over
topics of code style: web and mini-program front ends, iOS and Android apps, data
analysis and warehouses, model training on shared clusters, Terraform and Kubernetes,
microcontroller firmware, Unity and Godot games, Fortran and numerical solvers,
open-source maintainers answering issues, students and researchers, small agencies
handing code over to clients. Directives cover conventions the code cannot show (British
spelling for the users, no heap after init, seeds logged with results, float64 in the
solver, licences of suggested libraries, an internal package mirror, no services blocked
in mainland China, 西暦 not 和暦, plain words in documents for clients, casual speech
instead of 敬語). Facts are who the user is (a teacher, a second-year graduate student,
an accountant turned programmer, red-green colour blindness, hearing impairment, coding
from an iPad) and decisions or constraints of the project (a platform team owns the
cluster, iOS 15 kept for a hospital customer, Redux dropped, MongoDB tried and reverted,
GraphQL abandoned, a review board before a model ships, a Switch port, backups every
Friday night). About a third are messages of two or three sentences. Temporary items
include one-off tasks and always/never/以后/必ず/いつも held inside a scope of now (while
debugging this leak, for this prototype, during this data migration, until this refactor
is done, during this incident, until next week's conference talk); the chit-chat and the
questions are written as people really type them, in every register from lowercase
fragments to polite Japanese. Each language's forty were written on their own, not
translated from another. Labels as in `benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_24: tuple[tuple[str, str], ...] = (
    (D, ("Use British spelling in every user-facing string; most of our customers are in "
         "the UK and Australia.")),
    (D, "in the firmware nothing allocates on the heap after init, everything is static"),
    (D, ("When you write a migration for the Rails app, make it safe to run while the old "
         "code is still serving traffic.")),
    (D, ("Prefer plain SQL over pandas for anything that runs against the warehouse. The "
         "data team reviews those queries and they don't read Python.")),
    (D, "Seed the random generators in experiment scripts and log the seed next to the results."),
    (D, ("Leave the vendored Lua in third_party/ alone. Patches go upstream first, then we "
         "re-vendor.")),
    (D, ("Explain the reasoning behind a change instead of just handing me code, I actually "
         "need to learn this for my course.")),
    (D, ("In the Godot project, signals are for UI events only; gameplay code calls methods "
         "directly.")),
    (D, ("On client projects never put the agency's name in comments or commit messages. "
         "The repos get handed over to the client at the end.")),
    (D, ("Use float64 throughout the solver. float32 accumulation errors once cost us weeks "
         "to track down.")),
    (D, ("When you triage issues, label each one bug, feature or question, and close "
         "duplicates with a link to the original.")),
    (D, ("Every Terraform change goes through a plan that I read first. Don't ever run apply "
         "yourself.")),
    (D, ("When you suggest a library, tell me its license. We can't ship anything GPL in the "
         "mobile apps.")),
    (D, "If a change needs a new environment variable, add it to .env.example in the same commit."),
    (F, "I'm a high school teacher and I mostly code small tools for my students."),
    (F, ("Our Kubernetes clusters belong to a separate platform team, so we can't change any "
         "cluster config ourselves.")),
    (F, ("The iOS app still supports iOS 15. A big hospital customer hasn't upgraded their "
         "iPads.")),
    (F, "I'm red-green colorblind, so diffs that rely only on red and green are hard for me."),
    (F, "We're a three-person agency and most of our clients run WordPress or Shopify."),
    (F, ("Training runs go to the university's shared SLURM cluster. We get at most four "
         "GPUs per job.")),
    (F, ("I maintain this library alone, on weekends. Issues get slow answers and that's "
         "fine.")),
    (F, ("We dropped Redux last year in favour of React Query; a few old screens still have "
         "leftover slices.")),
    (T, "Bump the version to 3.2.0-rc1 and tag it, but don't push the tag yet."),
    (T, "While I'm chasing this memory leak, always start the server with --inspect."),
    (T, "Turn the notebook into a script that takes the input path as an argument."),
    (T, "can you port the collision check from the old C# prototype to GDScript"),
    (T, ("For this prototype, never bother with error handling. It gets thrown away after "
         "Thursday's demo.")),
    (T, ("Go through the three open issues about the Windows installer. Ask each reporter for "
         "their install log.")),
    (T, "Staging's database is down at the moment, so run the tests against the local container."),
    (T, "Profile the FFT step and tell me where the time goes. Don't optimize anything yet."),
    (T, "I've got a client call in twenty minutes, just give me the short version of what broke."),
    (T, "Write a Dockerfile for this Flask app so I can hand it to ops this afternoon."),
    (C, "ha, the linter is more opinionated than my manager"),
    (C, "Finally got the board to blink an LED. Small wins."),
    (C, "ok that worked, you're a lifesaver"),
    (C, "Long day. Signing off, talk tomorrow."),
    (Q, "Is it worth switching from Poetry to uv for a project this small?"),
    (Q, "why does my useEffect run twice in dev? it doesn't happen in the prod build"),
    (Q, "Do we have a convention for naming feature flags, or is it a free-for-all?"),
    (Q, "Should I use a Kalman filter here, or is a moving average good enough?"),
)
ZH_FRESH_24: tuple[tuple[str, str], ...] = (
    (D, "小程序里的请求统一走我们封装的 request.js,别直接调 wx.request。"),
    (D, "写 Python 都加上类型注解,函数签名里尤其不能省。"),
    (D, ("跟我解释算法的时候多画点示意图,用 ASCII 画就行。"
         "我是看图才能理解的那种人。")),
    (D, "爬虫每次请求之间至少隔一秒,别把人家网站搞挂了。"),
    (D, "训练用的超参数一律写在 yaml 配置里,别在代码里写死。"),
    (D, "游戏里给玩家看的文字都要走多语言表,不要直接写中文字符串。"),
    (D, ("单片机这边别用 printf 调试。串口太慢,会影响时序。"
         "要打点就翻转 GPIO。")),
    (D, "新加的接口都要在 Apifox 里同步更新文档,前端同事是照着那个对接的。"),
    (D, "回复我用简体中文,代码注释可以用英文。"),
    (D, "用户上传的文件一定要先校验类型和大小,再传到 OSS。"),
    (D, "别给我推荐需要翻墙才能用的服务,我们的东西都部署在国内。"),
    (D, "shell 脚本开头都加上 set -euo pipefail。"),
    (D, ("给我数据分析结果的时候,附上样本量和时间范围。"
         "不然我没法拿去跟业务方讲。")),
    (D, "开源仓库的 issue 一律用英文回复,哪怕提问的人是用中文写的。"),
    (F, "我是研二的学生,方向是计算流体力学,代码主要是 Fortran,加一点 Python。"),
    (F, "公司服务器都在内网,装依赖只能走公司自己的 PyPI 镜像。"),
    (F, "这个项目是给客户做的外包。交付日期合同里写死了,三月底。"),
    (F, "我们的游戏主要在东南亚上线,安卓低端机占了七成以上。"),
    (F, "我平时用 iPad 连远程服务器写代码,本地没有开发环境。"),
    (F, "之前试过把数据库换成 MongoDB。性能反而更差,后来又切回了 MySQL。"),
    (F, "我们团队前端就我一个人,后端有四个。"),
    (F, "模型上线要先过算法评审委员会。一般要排队两周左右。"),
    (T, "先把这个 Vue 2 组件改成 Vue 3 的写法,别的文件暂时不动。"),
    (T, "这次迁移数据的过程中,以后每跑完一步都先停下来让我确认。"),
    (T, "帮我把这个 CSV 里重复的手机号去掉,导出一个新文件。"),
    (T, "服务器今晚维护,部署的事明天再说。"),
    (T, "先别提交。我还要再看一眼。"),
    (T, "帮我写个脚本,把 logs 目录下上个月的日志打包压缩一下。"),
    (T, "这个需求赶着上线。这两天评审意见先记下来,不用马上改。"),
    (T, "给 train.py 加个 --resume 参数,从最近的 checkpoint 接着训。"),
    (T, "我在高铁上,网不好。回复尽量短一点。"),
    (T, "把第三章的图重新画一下,坐标轴标签改成英文,导师要求的。"),
    (C, "终于编译过了。泪目。"),
    (C, "哈哈哈你这变量名起得比我还随便"),
    (C, "辛苦了。今天就到这儿吧。"),
    (C, "又是周一,又是一堆工单。"),
    (Q, "Rust 的生命周期到底该怎么理解啊?"),
    (Q, "这个接口为什么要加幂等键?不加会怎样?"),
    (Q, "咱们项目里日志级别是怎么约定的?"),
    (Q, "中后台项目用 Tailwind 还是 CSS Modules 比较合适?"),
)
JA_FRESH_24: tuple[tuple[str, str], ...] = (
    (D, "変数名はローマ字ではなく、ちゃんとした英語でつけてください。"),
    (D, "組み込み側のコードでは浮動小数点を使わないでください。FPU のないマイコンなので。"),
    (D, "解析スクリプトが出す図は、論文にそのまま貼れるように PDF で保存してください。"),
    (D, "お客さんに渡す資料では、技術用語をできるだけ避けて書いてください。"),
    (D, "回答の最後に、次に私が確認すべきことを箇条書きで添えてください。"),
    (D, "日付の表示は和暦ではなく西暦で統一してください。"),
    (D, "外部 API のキーはコードに書かずに、環境変数から読むようにしてね。"),
    (D, ("pandas で大きいデータを読むときは、先に dtype を指定してください。"
         "そうしないとメモリが足りなくなります。")),
    (D, "OSS のほうでは、破壊的変更はメジャーバージョンを上げるときにだけ入れてください。"),
    (D, "敬語はいらないです。タメ口で話してくれたほうが気楽なので。"),
    (D, "CSS は既存のユーティリティクラスで書いて、新しいクラスは最小限にしてください。"),
    (D, "ログに個人情報を出さないこと。メールアドレスもマスクしてください。"),
    (D, "Swift では強制アンラップを使わないでください。"),
    (D, ("シェルのコマンドを提案するときは、macOS と Linux で挙動が違うものに"
         "注意書きをつけてください。")),
    (F, "私は経理部から異動してきたばかりで、プログラミング歴はまだ半年です。"),
    (F, "本番のデータベースは毎週金曜の夜に必ずバックアップを取っています。"),
    (F, "このゲームは Switch 版も出す予定です。なのでメモリには特に厳しいです。"),
    (F, "研究室の計算機はみんなで共有しているので、GPU は夜しか使えません。"),
    (F, "うちは受託開発の会社で、案件ごとにコーディング規約がバラバラです。"),
    (F, ("以前 GraphQL を入れようとしたんですが、チームの学習コストが高すぎました。"
         "結局 REST に戻しています。")),
    (F, "耳が聞こえにくいので、打ち合わせはいつもチャットでやっています。"),
    (F, "アプリの利用者はほとんどが地方の農家さんで、スマホに慣れていない方が多いです。"),
    (T, "このリファクタリングが終わるまでは、必ず1ファイルずつコミットしてください。"),
    (T, "いまの障害調査のあいだは、いつもタイムスタンプ付きでメモを残しておいて。"),
    (T, "この CSV を読み込んで、都道府県ごとの件数をグラフにしてください。"),
    (T, "さっきの変更、やっぱり元に戻しておいて。"),
    (T, "来週の学会発表が終わるまでは、新しい機能には手をつけないでおきましょう。"),
    (T, "PR #482 についたレビューコメントに対応してください。終わったら教えて。"),
    (T, "今夜中に Android のビルドが通るようにしておいてもらえると助かります。"),
    (T, "いま出先でスマホから見ています。コードは短めに抜粋してください。"),
    (T, "テスト用のダミーデータを100件くらい作って。名前は日本人っぽいものでお願い。"),
    (T, "このノートブックの結果が再現できるか、最初から全部実行して確かめてください。"),
    (C, "おはようございます。今日もよろしくお願いします。"),
    (C, "え、これで動くの?すごい。"),
    (C, "今日はここまでにします。お疲れさまでした!"),
    (C, "締め切り前なのに全然終わる気がしない…"),
    (Q, "TypeScript の enum って使わないほうがいいんですか?"),
    (Q, "Docker のイメージが妙に大きいんですが、何が原因だと思いますか?"),
    (Q, "このプロジェクト、なんで Makefile と npm scripts が両方あるんだろう?"),
    (Q, "非同期処理は async/await と then のどっちで書くのがうちの流儀ですか?"),
)

__all__ = ["EN_FRESH_24", "JA_FRESH_24", "ZH_FRESH_24"]
