"""The held-out part of the relative-time set: written before the resolver, never tuned on.

Same format and conventions as `benchmarks.relative_dates_data` (read its docstring).
The resolver was designed and tuned on that set only; this one is scored beside it so
the report shows how far the rules carry to sentences they were not written for.
"""

from __future__ import annotations

from .relative_dates_anchors import A, B, C, D, E, F

# (now, text, expected values in order of appearance)
EN: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (A, "We moved the staging database to Frankfurt last week.", ("2026-11-09/2026-11-15",)),
    (A, "The design review is next Tuesday.", ("2026-11-24",)),
    (B, "We switched to pnpm two months ago.", ("2026-01-01/2026-01-31",)),
    (C, "Since last year the API has used OAuth only.", ("2025-01-01/2025-12-31",)),
    (D, "The incident happened yesterday.", ("2026-06-13",)),
    (E, "The contract with the vendor ends next month.", ("2026-03-01/2026-03-31",)),
    (F, "Our fiscal year closed last Friday.", ("2027-01-01",)),
    (A, "Three days ago we agreed to drop Python 3.9.", ("2026-11-15",)),
    (A, "The freeze starts the day after tomorrow.", ("2026-11-20",)),
    (D, "This weekend the CI runners get new disks.", ("2026-06-13/2026-06-14",)),
    (A, "Bob joined the team last March.", ("2026-03-01/2026-03-31",)),
    (A, "In three weeks we cut the 2.0 branch.", ("2026-12-07/2026-12-13",)),
    (A, "The deploy is tomorrow at 4pm.", ("2026-11-19T16:00",)),
    (A, "I rotated the keys two hours ago.", ("2026-11-18T08:00",)),
    (B, "The migration finished last night.", ("2026-03-30",)),
    (C, "Next week we start using the new on-call rotation.", ("2026-01-05/2026-01-11",)),
    (E, "This Friday's release was moved.", ("2026-02-27",)),
    (F, "A year ago we still deployed by hand.", ("2026-01-01/2026-12-31",)),
    (A, "Every Friday we run the full benchmark.", ()),
    (A, "Last time the build broke because of the cache.", ()),
    (A, "The next step is to remove the flag.", ()),
    (A, "We will revisit this at the end of next month.", ("2026-12-31",)),
    (D, "The old cluster was shut down this morning.", ("2026-06-14",)),
    (B, "The price change takes effect next quarter.", ("2026-04-01/2026-06-30",)),
    (C, "A week ago we moved the wiki to Notion.", ("2025-12-22/2025-12-28",)),
)

ZH: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (A, "我们上周把预发布数据库迁到了法兰克福。", ("2026-11-09/2026-11-15",)),
    (A, "设计评审定在下周二。", ("2026-11-24",)),
    (B, "两个月前我们换成了 pnpm。", ("2026-01-01/2026-01-31",)),
    (C, "从去年开始 API 只支持 OAuth。", ("2025-01-01/2025-12-31",)),
    (D, "事故是昨天发生的。", ("2026-06-13",)),
    (E, "和供应商的合同下个月到期。", ("2026-03-01/2026-03-31",)),
    (F, "上周五财年结账了。", ("2027-01-01",)),
    (A, "三天前我们决定不再支持 Python 3.9。", ("2026-11-15",)),
    (A, "后天开始代码冻结。", ("2026-11-20",)),
    (D, "这周末 CI 机器换新硬盘。", ("2026-06-13/2026-06-14",)),
    (A, "老王是今年三月入职的。", ("2026-03-01/2026-03-31",)),
    (A, "三周后我们切 2.0 分支。", ("2026-12-07/2026-12-13",)),
    (A, "明天下午四点上线。", ("2026-11-19T16:00",)),
    (A, "两个小时前我轮换了密钥。", ("2026-11-18T08:00",)),
    (B, "迁移昨晚完成了。", ("2026-03-30",)),
    (C, "下周起启用新的值班表。", ("2026-01-05/2026-01-11",)),
    (E, "本周五的发布推迟了。", ("2026-02-27",)),
    (F, "一年前我们还在手工部署。", ("2026-01-01/2026-12-31",)),
    (A, "每周五跑一次完整基准测试。", ()),
    (A, "上次构建失败是因为缓存。", ()),
    (A, "下一步是删除这个开关。", ()),
    (A, "下个月底再回顾这件事。", ("2026-12-31",)),
    (D, "旧集群今天早上下线了。", ("2026-06-14",)),
    (B, "价格调整下季度生效。", ("2026-04-01/2026-06-30",)),
    (C, "上个月我们把 wiki 迁到了 Notion。", ("2025-12-01/2025-12-31",)),
)

JA: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (A, "先週、ステージングのDBをフランクフルトに移しました。", ("2026-11-09/2026-11-15",)),
    (A, "設計レビューは来週の火曜日です。", ("2026-11-24",)),
    (B, "2か月前に pnpm に切り替えました。", ("2026-01-01/2026-01-31",)),
    (C, "昨年から API は OAuth のみです。", ("2025-01-01/2025-12-31",)),
    (D, "障害は昨日起きました。", ("2026-06-13",)),
    (E, "ベンダーとの契約は来月で終わります。", ("2026-03-01/2026-03-31",)),
    (F, "先週の金曜日に会計年度を締めました。", ("2027-01-01",)),
    (A, "3日前に Python 3.9 のサポートをやめると決めました。", ("2026-11-15",)),
    (A, "明後日からコードフリーズです。", ("2026-11-20",)),
    (D, "今週末に CI のディスクを交換します。", ("2026-06-13/2026-06-14",)),
    (A, "田中さんは今年の3月に入社しました。", ("2026-03-01/2026-03-31",)),
    (A, "3週間後に 2.0 のブランチを切ります。", ("2026-12-07/2026-12-13",)),
    (A, "明日の午後4時にデプロイします。", ("2026-11-19T16:00",)),
    (A, "2時間前に鍵をローテーションしました。", ("2026-11-18T08:00",)),
    (B, "移行は昨夜終わりました。", ("2026-03-30",)),
    (C, "来週から新しい当番表を使います。", ("2026-01-05/2026-01-11",)),
    (E, "今週の金曜日のリリースは延期になりました。", ("2026-02-27",)),
    (F, "1年前はまだ手作業でデプロイしていました。", ("2026-01-01/2026-12-31",)),
    (A, "毎週金曜日にベンチマークを回します。", ()),
    (A, "前回のビルド失敗はキャッシュが原因でした。", ()),
    (A, "次回はフラグを削除します。", ()),
    (A, "来月末にもう一度見直します。", ("2026-12-31",)),
    (D, "古いクラスタは今朝停止しました。", ("2026-06-14",)),
    (B, "再来月から価格が変わります。", ("2026-05-01/2026-05-31",)),
    (C, "先月 wiki を Notion に移しました。", ("2025-12-01/2025-12-31",)),
)

HELD_OUT = {"en": EN, "zh": ZH, "ja": JA}
