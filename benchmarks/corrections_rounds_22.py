"""The twenty-second fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_22 --------------------------------------------------------------------------
# A twenty-second fresh round (2026-12-06): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on lab, studio, warehouse and office settings as well as software (a lab's sample
# freezer, a podcast's recording day, a warehouse shift lead, a translation glossary rule,
# the CI runners' OS, a library's minimum Python version, a partner API's rate limit, a
# newsletter's send time, the user's timezone, pronouns and title, a citation style, who
# approves expense claims). Corrections in several registers (terse "CI runners:
# ubuntu-24.04.", lowercase and casual, keigo and plain Japanese, Chinese with 了/啦/吧, two
# sentences with the old value going away, the new value only with no change word, a
# person replaced, a place moved, a number changed in the same or another unit (requests
# a minute to an hour or a second), a preference reversed, facts about the user changed
# (timezone, pronouns, title)); each look-alike shares one surface feature with its stored
# record (a change verb such as moved/改用/変更, "instead"/代わりに, a time word such as
# now/以后/今後, the same noun in another role, the same person doing something else, a
# number and unit of another thing, a one-off exception, a question about the record, a
# second thing added beside the first) but leaves the record true. Each language written
# on its own.
EN_FRESH_22: Rows = (
    (U, R, "samples-freezer-b", "Patient plasma samples are stored in freezer B on the third floor",
     "Freezer B failed over the weekend. All the plasma samples are in the -80 in room 412 now."),
    (U, P, "podcast-records-wednesday", "The podcast is recorded on Wednesday evenings",
     "we record on thursdays now, wednesdays clash with my new evening class"),
    (U, R, "night-shift-lead-marcus", "The warehouse night shift lead is Marcus",
     "Marcus went over to days last week. Tanya runs the night shift now, so call her."),
    (U, F, "glossary-dashboard-untranslated",
     "Glossary rule: leave 'dashboard' untranslated in the German strings",
     "Glossary update: 'dashboard' becomes 'Übersicht' in German; no more English there."),
    (U, R, "ci-runners-ubuntu-2004", "The CI runners run Ubuntu 20.04",
     "CI runners: ubuntu-24.04."),
    (U, P, "lib-min-python-38", "The library supports Python 3.8 and newer",
     "We dropped 3.8 and 3.9 in the 4.0 release, so the floor is Python 3.10 now."),
    (U, R, "partner-api-100-per-min", "The partner API allows 100 requests per minute",
     "The partner bumped our quota to 12,000 requests an hour."),
    (U, P, "newsletter-tuesday-8am", "The newsletter goes out on Tuesdays at 8am",
     "Let's send the newsletter at 6:30 on Tuesdays; the early sends get far better opens."),
    (U, US, "user-pacific-time", "The user lives on Pacific time (Los Angeles)",
     "I relocated to Lisbon last month, so please put my meetings on Lisbon time."),
    (U, US, "user-she-her", "The user uses she/her pronouns",
     "quick thing: i go by they/them these days, could you update that?"),
    (U, F, "citations-apa", "Format the user's citations in APA style",
     "I've gone off APA. Use Chicago author-date for everything of mine from here on."),
    (U, R, "expenses-approver-helen", "Expense claims are approved by Helen in finance",
     "Send expense claims to Raj for sign-off. Helen doesn't approve them anymore."),
    (N, R, "samples-freezer-b-2",
     "Patient plasma samples are stored in freezer B on the third floor",
     "I moved the reagent kits out of freezer B to make room for more plasma."),
    (N, P, "podcast-records-wednesday-2", "The podcast is recorded on Wednesday evenings",
     "Just this once we're recording on Friday; this week's guest can't do Wednesday."),
    (N, R, "night-shift-lead-marcus-2", "The warehouse night shift lead is Marcus",
     "Marcus is also running the forklift refresher course next month."),
    (N, R, "ci-runners-ubuntu-2004-2", "The CI runners run Ubuntu 20.04",
     "Are the CI runners still on 20.04, or did somebody bump them?"),
    (N, R, "partner-api-100-per-min-2", "The partner API allows 100 requests per minute",
     "The partner API takes payloads of up to 10 MB per request now."),
    (N, P, "newsletter-tuesday-8am-2", "The newsletter goes out on Tuesdays at 8am",
     "From now on the newsletter gets a short jobs section at the bottom."),
    (N, US, "user-pacific-time-2", "The user lives on Pacific time (Los Angeles)",
     "My brother moved to Boston, so our calls are on Eastern time for him."),
    (N, F, "citations-apa-2", "Format the user's citations in APA style",
     "Instead of footnotes, put the APA references in one list at the end of the chapter."),
)

ZH_FRESH_22: Rows = (
    (U, R, "细胞样本-2号冰箱", "细胞样本存放在三楼的 2 号 -80 度冰箱。",
     "2 号冰箱压缩机坏了,样本都挪到五楼那台新冰箱里了。"),
    (U, P, "播客-周六下午录", "播客每周六下午录音。", "录音改周日晚上啦,周六嘉宾老是约不上。"),
    (U, R, "早班班长-老周", "仓库早班的班长是老周。", "老周上个月退休了。早班现在归刘姐带。"),
    (U, F, "术语表-cloud-云端", "术语表规定 cloud 统一译作“云端”。",
     "术语表更新:cloud 一律译成“云”,别再用“云端”了。"),
    (U, R, "CI-CentOS7", "CI 的 runner 跑在 CentOS 7 上。", "CI runner 系统:Rocky Linux 9。"),
    (U, P, "最低-Python-3.7", "这个库最低支持 Python 3.7。",
     "2.0 已经发了,最低支持版本提到 Python 3.9 了。"),
    (U, R, "短信接口-每秒20次", "短信接口每秒最多调用 20 次。",
     "短信接口的限流调成每分钟 600 次了。"),
    (U, P, "公众号-晚9点推送", "公众号文章每天晚上 9 点推送。",
     "以后推送放中午 12 点吧,晚上的打开率太低了。"),
    (U, US, "用户-北京时间", "用户在北京时间(UTC+8)。",
     "我已经搬到温哥华了,约时间按太平洋时间来。"),
    (U, US, "称呼-王老师", "用户希望被称呼为“王老师”。", "我评上教授了,以后叫我王教授就行。"),
    (U, F, "参考文献-GB-T7714", "论文的参考文献用 GB/T 7714 格式。",
     "参考文献别用 GB/T 7714 啦,以后统一按 IEEE 来。"),
    (U, R, "报销审批-张经理", "报销单由财务部张经理审批。", "报销审批换人了,现在找李主管签字。"),
    (N, R, "细胞样本-2号冰箱-2", "细胞样本存放在三楼的 2 号 -80 度冰箱。",
     "2 号冰箱里的试剂盒我挪到四楼冷库去了,给样本腾地方。"),
    (N, P, "播客-周六下午录-2", "播客每周六下午录音。", "这周六的录音临时取消一次,下周照常。"),
    (N, R, "早班班长-老周-2", "仓库早班的班长是老周。", "老周下个月还要带新人做叉车培训。"),
    (N, F, "术语表-cloud-云端-2", "术语表规定 cloud 统一译作“云端”。",
     "术语表里新加了一条:edge 译作“边缘”。"),
    (N, R, "CI-CentOS7-2", "CI 的 runner 跑在 CentOS 7 上。",
     "咱们 CI 的 runner 现在还是 CentOS 7 吗?"),
    (N, R, "短信接口-每秒20次-2", "短信接口每秒最多调用 20 次。",
     "短信内容最长 70 个字,超了会拆成两条发。"),
    (N, US, "用户-北京时间-2", "用户在北京时间(UTC+8)。",
     "我爸妈搬到温哥华了,给他们打电话得按那边的时间。"),
    (N, F, "参考文献-GB-T7714-2", "论文的参考文献用 GB/T 7714 格式。",
     "我改用 Zotero 管理文献了,格式还是 GB/T 7714。"),
)

JA_FRESH_22: Rows = (
    (U, R, "検体-冷凍庫C", "検体は 2 階の冷凍庫 C に保管している。",
     "冷凍庫 C が故障したため、検体はすべて地下の超低温フリーザーへ移しました。"),
    (U, P, "収録-火曜夜", "ポッドキャストの収録は毎週火曜の夜。",
     "収録、木曜の夜にずらすことにした。"),
    (U, R, "遅番リーダー-中村さん", "倉庫の遅番リーダーは中村さん。",
     "中村さんは本社に異動になりました。遅番リーダーは今月から小林さんです。"),
    (U, F, "用語集-user-ユーザー", "用語集では user を「ユーザー」と訳す。",
     "用語集のルールが変わって、user は「利用者」と訳すことになりました。"),
    (U, R, "CI-WindowsServer2019", "CI のランナーは Windows Server 2019。",
     "CI ランナー、Windows Server 2022 に上げておきました。"),
    (U, P, "対応Python-3.9以上", "ライブラリの対応 Python は 3.9 以上。",
     "3.9 のサポートは打ち切りです。次のリリースから 3.11 以上が必須になります。"),
    (U, R, "決済API-毎分300", "決済 API のレート制限は 1 分あたり 300 リクエスト。",
     "決済 API のレート制限、毎秒 10 リクエストまでになったそうです。"),
    (U, P, "メルマガ-金曜朝7時", "メルマガは毎週金曜の朝 7 時に配信する。",
     "メルマガの配信は、今後は金曜の夕方 6 時にします。"),
    (U, US, "ユーザー-日本時間", "ユーザーは日本時間(JST)で予定を組んでいる。",
     "先週シンガポールに引っ越しました。予定はシンガポール時間でお願いします。"),
    (U, US, "肩書き-主任研究員", "ユーザーの肩書きは「主任研究員」。",
     "4 月付で研究グループ長になりました。"),
    (U, F, "参考文献-SIST02", "参考文献は SIST02 形式で書く。",
     "参考文献、やっぱり APA で書いてください。SIST02 はもう使いません。"),
    (U, R, "経費承認-吉田部長", "経費精算の承認者は総務の吉田部長。",
     "経費の承認は吉田部長ではなく、経理の森さんに回してください。"),
    (N, R, "検体-冷凍庫C-2", "検体は 2 階の冷凍庫 C に保管している。",
     "冷凍庫 C の隣に、もう 1 台フリーザーを置くことになりました。"),
    (N, P, "収録-火曜夜-2", "ポッドキャストの収録は毎週火曜の夜。",
     "今週だけ収録を水曜にずらします。ゲストの都合です。"),
    (N, R, "遅番リーダー-中村さん-2", "倉庫の遅番リーダーは中村さん。",
     "中村さん、来週の棚卸しも担当してくれるそうです。"),
    (N, F, "用語集-user-ユーザー-2", "用語集では user を「ユーザー」と訳す。",
     "user の訳語って、用語集ではどうなってましたっけ?"),
    (N, R, "決済API-毎分300-2", "決済 API のレート制限は 1 分あたり 300 リクエスト。",
     "決済 API のタイムアウトを 30 秒に変更しました。"),
    (N, P, "メルマガ-金曜朝7時-2", "メルマガは毎週金曜の朝 7 時に配信する。",
     "今後、メルマガにはアンケートのリンクも載せます。"),
    (N, US, "ユーザー-日本時間-2", "ユーザーは日本時間(JST)で予定を組んでいる。",
     "来週の打ち合わせは相手がロンドンなので、議事録の時刻は UTC で書いておきます。"),
    (N, F, "参考文献-SIST02-2", "参考文献は SIST02 形式で書く。",
     "図表番号は章ごとの番号の代わりに、全体の通し番号にしてください。"),
)
