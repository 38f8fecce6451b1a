"""The extraction set's fifth fresh round (#24): the unseen round of this work's rules.

Sixty sentences, twenty a language (5 directives, 4 facts about the user, 5 temporary
instructions or requests about the work at hand, 3 chit-chat, 3 questions), written after
the last rule change of the round that read fresh_3 and fresh_4, and committed before the
rules ever ran on them; scored once and never used to change a rule. Labels as in
`benchmarks.extraction_data`.
"""

from __future__ import annotations

D, F, T, C, Q = "directive", "fact", "temporary", "chitchat", "question"

EN_FRESH_5: tuple[tuple[str, str], ...] = (
    (D, "Please mirror every CLI flag in the README's usage section."),
    (D, "Don't add new dependencies without checking with me."),
    (D, "Prefer early returns over nested ifs."),
    (D, "Commit messages in the imperative, lowercase, no trailing period."),
    (D, "Whenever a function grows past a screen, split it."),
    (F, "I'm a PhD student working on compilers."),
    (F, "I've been doing DevOps for about eight years."),
    (F, "I'm based in Toronto, Eastern time."),
    (F, "Kotlin is what I write every day at work."),
    (T, "Skip the type checks until the refactor lands."),
    (T, "Squash these three commits into one."),
    (T, "For the demo tomorrow, hardcode the API URL."),
    (T, "Let's leave the caching layer out for now."),
    (T, "Rewrite the README intro so it's friendlier."),
    (C, "haha, classic off-by-one."),
    (C, "Cheers, that fixed it."),
    (C, "My internet keeps dropping, sorry."),
    (Q, "How are these two approaches different?"),
    (Q, "Do we have a style guide somewhere"),
    (Q, "Is it safe to delete the old migrations?"),
)
ZH_FRESH_5: tuple[tuple[str, str], ...] = (
    (D, "README 要跟命令行参数保持一致。"),
    (D, "加新依赖之前先跟我说一声。"),
    (D, "能提前 return 就别嵌套 if。"),
    (D, "提交信息用祈使句,结尾不要句号。"),
    (D, "函数超过一屏就拆开。"),
    (F, "我在读博,方向是编译器。"),
    (F, "运维我干了差不多八年。"),
    (F, "我人在多伦多,用东部时间。"),
    (F, "平时上班写的都是 Kotlin。"),
    (T, "重构合进去之前先别跑类型检查。"),
    (T, "把这三个提交压成一个。"),
    (T, "明天演示,API 地址先写死。"),
    (T, "缓存层先不加。"),
    (T, "README 开头改得亲切一点。"),
    (C, "哈哈,经典的差一错误。"),
    (C, "好了,修好了,谢啦。"),
    (C, "我网一直断,不好意思。"),
    (Q, "这两种写法哪个更好?"),
    (Q, "我们有没有代码风格指南"),
    (Q, "旧的迁移文件能删吗?"),
)
JA_FRESH_5: tuple[tuple[str, str], ...] = (
    (D, "README は CLI のオプションと常に揃えておいてください。"),
    (D, "新しい依存を入れるときは、先に相談してください。"),
    (D, "ネストした if より早期リターンを優先して。"),
    (D, "コミットメッセージは命令形で、末尾にピリオドは付けないでください。"),
    (D, "関数が一画面を超えたら分割してください。"),
    (F, "コンパイラを研究している博士課程の学生です。"),
    (F, "インフラ運用の仕事を8年ほどやっています。"),
    (F, "トロント在住で、東部時間で動いています。"),
    (F, "仕事では毎日 Kotlin を書いています。"),
    (T, "リファクタリングが入るまで型チェックは飛ばしてください。"),
    (T, "この3つのコミットを1つにまとめてください。"),
    (T, "明日のデモ用に、API の URL をハードコードしておいて。"),
    (T, "キャッシュ層は今は入れないでおきましょう。"),
    (T, "README の冒頭をもう少し親しみやすく書き直してください。"),
    (C, "はは、よくある off-by-one ですね。"),
    (C, "直りました、ありがとう!"),
    (C, "回線が何度も切れてすみません。"),
    (Q, "この二つのやり方の違いは何ですか?"),
    (Q, "スタイルガイドってどこかにある"),
    (Q, "古いマイグレーションは消しても大丈夫?"),
)

__all__ = ["EN_FRESH_5", "JA_FRESH_5", "ZH_FRESH_5"]
