"""The extraction set's eleventh fresh round (#24): whole messages, unseen by the rules.

120 items, 40 a language (12 directives, 6 facts about the user or the project,
10 temporary instructions or one-off tasks, 6 chit-chat, 6 questions), written and
committed before the rules ever ran on them; scored once and never used to change a rule.

Like the tenth round, each item is a whole user message, here of one to three sentences
(about a third a single sentence), as people write to a coding agent during everyday work.
Written around what the earlier rounds had few of. Corrections of the agent: some last
("No, not like that: we never throw plain strings in this codebase", "不对,我们这儿
从来不抛字符串", "違います、このコードベースでは…"; the same mistake as last week, money in
cents; a branch name "not how we name branches here"), others belong to the moment ("No
no, wrong function", "不是这个分支", "伝わってなかったかも", "my bad, I told you the wrong
column"). Negative facts and absences: no admin rights on a work laptop, no staging
environment, nobody on Windows, Docker blocked by IT, CI logs the user cannot see. The
agent's tools and environment: no global pip install, uv rather than pip or poetry, the
global git config left alone, the .env file not even read, the test database started
before pytest, drafts before ready PRs. Teammates and third parties: a colleague who owns
deploys, a colleague who signs off public API changes, design checks sent to 佐藤さん, the
database or the test environment owned by another team ("测试环境归运维管"), the one
person with access to the build server. Short messages both ways: lasting ("Always ask me
before deleting a file", "以后都用中文回我", "敬語なしでいいよ") and one-off ("run it
again", "再跑一遍", "もう一回お願い"). The temporary messages are the look-alikes: sudo
for one command, a colleague out today, no commit until the user has looked, a hardcoded
path in a script that is about to be deleted, tests skipped this time. The chit-chat and
the questions use memory words ("I always forget", "还记得", "いつも", "Do you remember",
"你能记住…吗", "覚えていられるんですか") without asking for anything lasting. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_11: tuple[tuple[str, str], ...] = (
    (D, ("No, not like that: we never throw plain strings in this codebase, it's always an "
         "Error subclass. Fix that one and keep it in mind for the rest of the code.")),
    (D, "never pip install anything globally on this machine, it all goes in the project's .venv"),
    (D, ("Please don't touch my global git config, ever. If something needs setting, set it "
         "per repo.")),
    (D, "always uv for python stuff, never plain pip or poetry"),
    (D, ("Anything to do with deploys goes through Priya, she owns the pipeline. Don't trigger "
         "one yourself; tell me and I'll ping her.")),
    (D, "Leave the .env file alone, don't even read it; ask me if you need a value from it."),
    (D, ("That's not how we name branches here. It's always initials then the ticket, like "
         "jk/PLAT-88, and the bots rely on it. Rename this one please.")),
    (D, ("Remember for next time: the test database has to be started with make db-up before "
         "pytest, otherwise everything just times out.")),
    (D, ("Anything that changes the public API needs a sign-off from Hannah on the platform "
         "team. When a PR does that, say so at the top of its description.")),
    (D, "Always ask me before deleting a file."),
    (D, ("ok that fixed it. going forward, open PRs as drafts first so CI can run before "
         "anyone gets pinged")),
    (D, ("Wrong again, and it's the same mistake as last week: money columns are integers in "
         "cents, never floats. Please remember that for good.")),
    (F, ("I don't have admin rights on this work laptop, so anything that needs an installer "
         "is out.")),
    (F, ("There's no staging server, honestly, it's my laptop and then production. Scary, I "
         "know.")),
    (F, "Nobody on the team uses Windows; we're all on Macs except Jun, who's on Linux."),
    (F, ("The database belongs to the data platform team. We can read from it, but any schema "
         "change is their call and goes through a ticket in their queue.")),
    (F, ("Docker isn't available on this machine, corporate IT blocks it. Could you run the "
         "failing test straight with pytest?")),
    (F, ("fyi I can't see the CI logs myself, only Ravi has access to the build server, which "
         "is why I keep pasting screenshots")),
    (T, "No no, wrong function. I meant parse_header, the one in the middle of the file."),
    (T, "run it again"),
    (T, ("Not that branch, I'm on feature/export-csv right now. Switch over and redo the "
         "diff.")),
    (T, "Skip the tests this time, I just want to see whether it compiles."),
    (T, ("Hmm, you misread me. I wanted the button disabled, not hidden. Just change that "
         "one line.")),
    (T, "Use sudo for this one command, it's fine, the port is below 1024."),
    (T, ("Alice is out today, so if the deploy question comes up, leave a note in the PR for "
         "her and move on.")),
    (T, "Hold off on committing, I want to look over all of it once you're done."),
    (T, ("For this script only it's fine to hardcode the path, it gets deleted right after "
         "the migration.")),
    (T, ("Actually, undo that last change. My bad, I told you the wrong column name, it's "
         "created_at.")),
    (C, "ha, I always forget which way rebase goes, every single time"),
    (C, ("Funny, I still remember when this build took forty minutes. Feels like ages "
         "ago.")),
    (C, "Thanks, you're a lifesaver. I never would have spotted that typo on my own."),
    (C, ("The fire alarm test is going off in our building. Give me a minute, I can't hear "
         "myself think.")),
    (C, "Oh nice, green tests for once. Never thought I'd see the day!"),
    (C, "What a week. I'm so ready for the weekend, honestly."),
    (Q, ("Do you remember what we did with the cache keys yesterday? I've lost track of "
         "it.")),
    (Q, ("Is there a way to make pytest always show local variables on a failure, or do I "
         "have to pass a flag every time?")),
    (Q, "Who usually reviews changes to the auth module, do you know?"),
    (Q, "Why does this need sudo at all? Shouldn't a user-level install work?"),
    (Q, "Can you remember things between our chats, or does everything reset each time?"),
    (Q, ("What's the actual difference between uv sync and uv pip install? I keep mixing "
         "them up.")),
)
ZH_FRESH_11: tuple[tuple[str, str], ...] = (
    (D, ("不对,我们这儿从来不抛字符串当异常,一律用 Error 的子类。这个改一下,"
         "以后也记住。")),
    (D, "别往全局 pip install 任何东西,包都装到项目的 .venv 里"),
    (D, "我的全局 git 配置千万别动。需要设置的话就按仓库单独设。"),
    (D, "Python 这边一律用 uv,别用 pip 也别用 poetry。"),
    (D, ("部署的事都归 Priya 管,流水线是她负责的。你别自己触发部署,"
         "跟我说一声,我去找她。")),
    (D, "别动 .env 文件,看都别看,需要里面哪个值直接问我。"),
    (D, ("我们这儿分支名不是这么起的。一律是姓名缩写加工单号,比如 jk/PLAT-88,"
         "机器人要靠它识别。把这个改一下吧。")),
    (D, "下次记得,跑 pytest 之前要先 make db-up 把测试库起起来,不然全部超时。"),
    (D, ("凡是改动对外 API 的,都要平台组的 Hannah 签字。"
         "遇到这种 PR,在描述最上面写清楚。")),
    (D, "以后都用中文回我。"),
    (D, "好了,修好了。以后开 PR 一律先开 draft,等 CI 跑完再转正式,免得一开就通知一堆人"),
    (D, ("又错了,跟上周一样的毛病:金额字段都是以分为单位的整数,绝对不能用浮点。"
         "这次请你真的记住。")),
    (F, "这台公司电脑我没有管理员权限,所以需要装安装包的东西都用不了。"),
    (F, "我们没有 staging 环境,说白了就是我本地然后直接上生产。挺吓人的,我知道。"),
    (F, "测试环境归运维管,我们这边改不了配置,要改得找他们提工单。"),
    (F, "团队里没人用 Windows,都是 Mac,只有小军用 Linux。"),
    (F, "这台机器上用不了 Docker,公司 IT 禁掉了。你先直接用 pytest 跑一下那个挂掉的测试?"),
    (F, ("跟你说一下,CI 的日志我自己看不到,只有 Ravi 有构建服务器的权限,"
         "所以我老是贴截图")),
    (T, "不对,我说的是另一个函数,parse_header 那个,在文件中间。"),
    (T, "再跑一遍"),
    (T, "不是这个分支,我现在在 feature/export-csv 上。切过去把 diff 重新出一下。"),
    (T, "这次先别跑测试,我只想看看能不能编译过。"),
    (T, "嗯,你理解错了。我是要把按钮禁用,不是隐藏。就改那一行。"),
    (T, "这条命令用 sudo 没关系,端口小于 1024。就这一次。"),
    (T, "老王今天请假了,要是碰到部署的问题,就先在 PR 里给他留个言,接着往下做。"),
    (T, "先别提交,等你全部改完我要整体过一遍。"),
    (T, "这个脚本里路径写死没关系,迁移一完就删了。"),
    (T, "撤回刚才那个改动吧。怪我,列名说错了,应该是 created_at。"),
    (C, "哈哈,rebase 到底是往哪边接,我每次都记不住"),
    (C, "想起这个构建以前要跑四十分钟,现在真是恍如隔世。"),
    (C, "谢谢,救命了。那个拼写错误我自己肯定看不出来。"),
    (C, "楼里在测试火警,吵得要命。等我一下,我脑子都转不动了。"),
    (C, "哇,测试居然全绿了。从来没想过会有这一天!"),
    (C, "这周可算熬过去了。周末我要好好睡一觉。"),
    (Q, "你还记得上次那个缓存 key 冲突的 bug 最后是怎么修的吗?"),
    (Q, "有没有办法让 pytest 失败时总是显示局部变量,还是每次都得手动加参数?"),
    (Q, "认证模块的改动一般是谁来 review,你知道吗?"),
    (Q, "这个为什么要 sudo?用户级安装不行吗?"),
    (Q, "你能记住我们之前聊过的东西吗,还是每次都从头开始?"),
    (Q, "uv sync 和 uv pip install 到底有什么区别?我老是搞混。"),
)
JA_FRESH_11: tuple[tuple[str, str], ...] = (
    (D, ("違います、このコードベースでは文字列をそのまま throw することはなくて、"
         "必ず Error のサブクラスです。ここを直して、今後も覚えておいてください。")),
    (D, "グローバルに pip install するのは禁止で、入れるならプロジェクトの .venv に"),
    (D, ("私のグローバルな git 設定は絶対に触らないでください。"
         "必要ならリポジトリごとに設定してね。")),
    (D, "Python まわりは全部 uv で、pip や poetry は使わないで。"),
    (D, ("デプロイ関係は全部 Priya さんの担当で、パイプラインも彼女が見ています。"
         "自分でデプロイは走らせずに、言ってくれれば私から頼みます。")),
    (D, ".env ファイルには触らないで、中を見るのもなしで。値が必要なら聞いてください。"),
    (D, ("うちのブランチ名はそういう付け方じゃないんです。いつもイニシャルとチケット番号で、"
         "jk/PLAT-88 みたいにします、ボットがそれを見ているので。これも直してください。")),
    (D, ("次回のために覚えておいてほしいんですが、pytest の前に make db-up でテスト用 DB を"
         "起動しないと、全部タイムアウトします。")),
    (D, ("画面の見た目を変えたら、デザインの確認は佐藤さんに回してください。"
         "マージはそのあとで。")),
    (D, "敬語なしでいいよ、これからずっと。"),
    (D, ("OK、直った。今後は PR はまずドラフトで出して、CI が回ってからレビュー依頼に"
         "してください、いきなり全員に通知が飛ぶので")),
    (D, ("また間違ってます、先週と同じミスです。金額のカラムは円単位の整数で、"
         "浮動小数点は絶対に使いません。今度こそ覚えておいてください。")),
    (F, "この会社のノートPCには管理者権限がないので、インストーラーが要るものは使えません。"),
    (F, "うちには staging 環境がなくて、ローカルの次はもう本番です。怖いのは分かってます。"),
    (F, "うちは Windows の人はいません、みんな Mac で、純さんだけ Linux です。"),
    (F, ("DB はデータ基盤チームの持ち物で、こっちは読むだけです。スキーマ変更は"
         "向こうのキューにチケットを切って依頼することになってます。")),
    (F, ("このマシンは docker が使えない環境です、会社の IT に止められているので。"
         "落ちているテストを pytest で直接回してもらえますか?")),
    (F, ("ちなみに CI のログは私からは見られなくて、ビルドサーバーに入れるのは Ravi さん"
         "だけなんです、だからいつもスクショを貼ってます")),
    (T, ("違います、そっちの関数じゃなくて parse_header のほう、"
         "ファイルの真ん中あたりにあるやつです。")),
    (T, "もう一回お願い"),
    (T, ("そのブランチじゃないです、いま feature/export-csv にいます。"
         "切り替えて diff を出し直してください。")),
    (T, "今回はテストは飛ばしていいです、コンパイルが通るかだけ見たいので。"),
    (T, ("うーん、伝わってなかったかも。ボタンは非表示じゃなくて無効化したかったんです。"
         "そこの一行だけ変えてください。")),
    (T, "このコマンドだけは sudo で大丈夫です、1024番未満のポートなので。"),
    (T, ("田中さんが今日は休みなので、デプロイの話が出たら PR にメモだけ残して"
         "先に進めてください。")),
    (T, "まだコミットしないでください、全部終わったらまとめて見たいので。"),
    (T, "このスクリプトだけはパスをハードコードしていいです、移行が終わったら消すので。"),
    (T, ("さっきの変更、取り消してもらえますか。すみません、カラム名を間違えて"
         "伝えてました、created_at です。")),
    (C, "rebase がどっち向きなのか、いつも忘れるんですよね笑"),
    (C, "このビルドが40分かかってた頃を思い出すと、ずいぶん遠くまで来たなあ。"),
    (C, "ありがとう、助かりました。あのタイポは自分じゃ絶対見つけられなかった。"),
    (C, "ビルで火災報知器のテストをやっていて、うるさくて頭が回りません。ちょっと待ってね。"),
    (C, "おお、珍しくテストが全部グリーン。こんな日が来るとは思わなかった!"),
    (C, "長い一週間だった。週末が待ち遠しいです。"),
    (Q, "昨日キャッシュのキーまわりで何をしたか覚えてますか?ちょっと記憶があいまいで。"),
    (Q, ("pytest で失敗したときにいつもローカル変数を表示させる方法ってありますか、"
         "それとも毎回フラグを付けるしかない?")),
    (Q, "認証モジュールの変更って、普段は誰がレビューしてるか分かりますか?"),
    (Q, "これってそもそもなんで sudo が要るんですか?ユーザー単位のインストールじゃだめ?"),
    (Q, "前の会話の内容って覚えていられるんですか、それとも毎回リセットされる?"),
    (Q, "uv sync と uv pip install って結局何が違うんですか?いつもごっちゃになって。"),
)

__all__ = ["EN_FRESH_11", "JA_FRESH_11", "ZH_FRESH_11"]
