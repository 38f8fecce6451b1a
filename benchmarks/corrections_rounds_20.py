"""The twentieth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_20 --------------------------------------------------------------------------
# A twentieth fresh round (2026-12-06): written and committed before the rules ran on it;
# to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes), on
# subjects no round used (the bookkeeping tool, event ticketing, where shipping labels
# print, the user's accountant and job, how to address the user, British or American
# spelling, the weekly sync, a museum's last entry, meeting room bookings, free fabric
# swatches, who signs off design reviews; the shared cloud drive, stocktaking day, the
# user's job and shop hours, who approves expenses, membership validity, the customer
# hotline, the dispatch warehouse, the courier, daily reports, the minimum order for
# delivery, addressing customers in copy; the shared calendar, the morning meeting, who
# handles accounting questions, the user's department and class, the photo studio, the
# cancellation fee, the flyer printer, the blog's register, how bookings are taken, the
# free trial, the drawing software). Corrections in several registers (terse "Last entry:
# 5 pm.", lowercase and casual, polite requests, two sentences with the old value going
# away, the new value only with no change word, a directive that simply states the other
# rule, a person replaced, a place moved, an amount changed in the same unit, in another
# unit of the same measure (2 hours against 90 minutes, 1 週間 against 10 日間) or in
# words (50% against 全額), changes about the user (accountant, job, team role, shop hours,
# department, class)); each look-alike shares one surface feature (a change verb such
# as moved/改成/になりました, "instead", a time word, the record's value as its own
# subject, the same person, a project noun, a number and unit) with the stored record
# but leaves it standing, and at least two a language set an amount of another thing.
# Each language written on its own.
EN_FRESH_20: Rows = (
    (U, R, "books-in-xero", "The company's books are kept in Xero",
     "We've moved the bookkeeping over to QuickBooks; the Xero subscription ends this month."),
    (U, R, "tickets-on-eventbrite", "Event tickets are sold through Eventbrite",
     "ticket sales go through tito these days, eventbrite's fees got silly"),
    (U, R, "labels-print-back-office", "Shipping labels print on the back office's Zebra",
     "Labels come out of the printer at the front desk now. The Zebra went to the warehouse."),
    (U, US, "user-accountant-helen", "The user's accountant is Helen Baxter",
     "I switched accountants in the summer, Ravi Shah does my books now."),
    (U, US, "user-office-manager", "The user is the office manager",
     "I got promoted to operations director; Kemi took over as office manager."),
    (U, F, "address-user-dr-kowalczyk", "Address the user as Dr. Kowalczyk",
     "Please just call me Marta, no need for the title."),
    (U, F, "docs-american-spelling", "Use American spelling in the documentation",
     "Docs should be in British English: colour, organise, licence as a noun."),
    (U, P, "weekly-sync-tuesday-10", "The weekly team sync is on Tuesdays at 10:00",
     "We moved the weekly sync to Thursday afternoons, 2 pm."),
    (U, P, "museum-last-entry-1630", "Last entry to the museum is at 4:30 pm",
     "Last entry: 5 pm."),
    (U, P, "meeting-rooms-max-2-hours", "Meeting rooms can be booked for at most 2 hours",
     "Room bookings are capped at 90 minutes from next week."),
    (U, P, "free-swatches-5", "Customers can order up to 5 free fabric swatches",
     "Five free swatches was costing us too much in postage, it's three per order now."),
    (U, P, "design-signoff-lena", "Design reviews are signed off by Lena",
     "Lena has left the company; Tomás signs off design reviews."),
    (N, R, "books-in-xero-2", "The company's books are kept in Xero",
     "Xero raised its prices again this year."),
    (N, R, "tickets-on-eventbrite-2", "Event tickets are sold through Eventbrite",
     "Please use the Eventbrite attendee export instead of the old spreadsheet for name "
     "badges."),
    (N, US, "user-accountant-helen-2", "The user's accountant is Helen Baxter",
     "Helen sent over the VAT return, it's in my inbox."),
    (N, F, "docs-american-spelling-2", "Use American spelling in the documentation",
     "Error messages should be in plain English, no jargon."),
    (N, P, "weekly-sync-tuesday-10-2", "The weekly team sync is on Tuesdays at 10:00",
     "We moved the retro to Thursday afternoons."),
    (N, P, "museum-last-entry-1630-2", "Last entry to the museum is at 4:30 pm",
     "The museum café closes at 5 pm now."),
    (N, P, "meeting-rooms-max-2-hours-2", "Meeting rooms can be booked for at most 2 hours",
     "Parking permits are capped at 90 minutes from next week."),
    (N, P, "design-signoff-lena-2", "Design reviews are signed off by Lena",
     "Lena is presenting the new design system at Friday's all-hands."),
)

ZH_FRESH_20: Rows = (
    (U, R, "共享资料-百度网盘", "团队资料都存在百度网盘里。",
     "资料都挪到阿里云盘了,百度网盘的会员不续了。"),
    (U, P, "盘点-每月最后周日", "库存盘点在每月最后一个周日。", "盘点改到每月 1 号做。"),
    (U, US, "职位-前端组长", "我是前端组的组长。", "我现在转去带测试组了,前端那边交给小周。"),
    (U, US, "在店时间-白天", "我白天在店里,九点到六点。",
     "我现在上晚班了,下午四点才到店,一直待到打烊。"),
    (U, P, "报销审批-王姐", "报销由王姐审批。", "报销现在找财务的小刘签字。"),
    (U, P, "会员有效期-一年", "会员卡有效期一年。", "会员有效期延长到 18 个月了。"),
    (U, R, "客服热线-400", "客服热线是 400-820-1234。",
     "客服热线换成 400-660-5678 了,旧号码月底停用。"),
    (U, P, "发货仓-义乌", "发货仓在义乌。", "仓库已经搬到嘉兴,以后都从嘉兴发货。"),
    (U, R, "快递-顺丰", "快递统一发顺丰。", "顺丰太贵了,我们签了京东物流。"),
    (U, P, "日报-每天18点前", "日报每天 18 点前发到群里。",
     "日报不用天天发了,每周五交一份周报就行。"),
    (U, P, "起送价-20元", "外卖满 20 元起送。", "起送价现在是 25。"),
    (U, F, "文案称呼-你", "写文案的时候称呼顾客用“你”。", "文案里称呼顾客请用“您”。"),
    (N, R, "共享资料-百度网盘-2", "团队资料都存在百度网盘里。",
     "百度网盘那个分享链接过期了,你再发我一次。"),
    (N, P, "盘点-每月最后周日-2", "库存盘点在每月最后一个周日。", "团建改到下个月 1 号了。"),
    (N, US, "职位-前端组长-2", "我是前端组的组长。", "我们前端组新来了一个实习生。"),
    (N, P, "会员有效期-一年-2", "会员卡有效期一年。", "优惠券有效期改成 60 天了。"),
    (N, P, "发货仓-义乌-2", "发货仓在义乌。", "退货请统一寄回义乌仓,别寄到办公室。"),
    (N, R, "快递-顺丰-2", "快递统一发顺丰。", "生鲜那几款以后用顺丰冷运,别走普通件。"),
    (N, P, "起送价-20元-2", "外卖满 20 元起送。", "配送费现在是 3 块。"),
    (N, F, "文案称呼-你-2", "写文案的时候称呼顾客用“你”。",
     "写客服回复的时候,开头别用“亲”。"),
)

JA_FRESH_20: Rows = (
    (U, R, "予定共有-サイボウズ", "社内の予定共有はサイボウズ Office を使う。",
     "予定の共有は Google カレンダーでやることになりました。サイボウズは来月で解約です。"),
    (U, P, "朝礼-8時45分", "朝礼は 8 時 45 分から。", "朝礼、9 時開始になりました。"),
    (U, P, "経理窓口-佐藤さん", "経理のことは佐藤さんに聞く。",
     "経理まわりの質問は、今後は田中さんにお願いします。"),
    (U, US, "所属-営業部", "私は営業部に所属している。",
     "10 月付けでマーケティング部に異動になりました。"),
    (U, US, "担任-2年生", "私は 2 年生の担任をしている。",
     "今年度は 5 年 1 組を受け持っています。"),
    (U, P, "スタジオ-渋谷", "撮影スタジオは渋谷にある。", "スタジオ、中目黒に引っ越しました。"),
    (U, P, "キャンセル料-前日50%", "前日のキャンセルはキャンセル料 50%。",
     "前日キャンセルは全額いただくことにしました。"),
    (U, R, "チラシ印刷-ラクスル", "チラシの印刷はラクスルに出す。",
     "チラシはプリントパックで刷ってください。"),
    (U, F, "ブログ-ですます調", "ブログはです・ます調で書く。",
     "ブログはだ・である調でお願いします。"),
    (U, P, "予約-電話のみ", "予約は電話でのみ受け付けている。",
     "予約、LINE からも受けられるようにしたよ"),
    (U, P, "無料体験-1週間", "無料体験の期間は 1 週間。", "無料体験は 10 日間に延ばしました。"),
    (U, F, "図面-autocad", "図面は AutoCAD で描く。",
     "AutoCAD のライセンスは更新しないので、図面は Vectorworks に移ってください。"),
    (N, R, "予定共有-サイボウズ-2", "社内の予定共有はサイボウズ Office を使う。",
     "サイボウズのスケジュールに、来週の健康診断を入れておきました。"),
    (N, P, "朝礼-8時45分-2", "朝礼は 8 時 45 分から。", "月次の全体会議は 9 時開始になりました。"),
    (N, P, "経理窓口-佐藤さん-2", "経理のことは佐藤さんに聞く。",
     "佐藤さんがまとめてくれた経費精算の手順書、わかりやすいですね。"),
    (N, P, "スタジオ-渋谷-2", "撮影スタジオは渋谷にある。",
     "渋谷のスタジオ、来週の火曜は床の張り替えで使えません。"),
    (N, P, "キャンセル料-前日50%-2", "前日のキャンセルはキャンセル料 50%。",
     "前日までのご予約の日時変更は無料にしました。"),
    (N, R, "チラシ印刷-ラクスル-2", "チラシの印刷はラクスルに出す。",
     "名刺はプリントパックで刷ることにしました。"),
    (N, F, "ブログ-ですます調-2", "ブログはです・ます調で書く。",
     "社内報の記事はだ・である調でお願いします。"),
    (N, P, "無料体験-1週間-2", "無料体験の期間は 1 週間。", "返品の受付期間は 10 日間にしました。"),
)
