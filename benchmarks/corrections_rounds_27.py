"""The twenty-seventh fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_27 --------------------------------------------------------------------------
# A twenty-seventh fresh round (2026-12-07): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on yards, vans, counters and quiet rooms the earlier rounds left out (an optician's
# glazing lab; a riding school's farrier; a funeral director's hearse; a motor insurer's
# compulsory excess; how referees are paid; a heating firm's boiler service reminders; a
# tattoo studio's deposit; a kennel's walks; a pool's early lanes; a radio club's net
# night; a retained firefighter's station and how the user likes to be reached; a 老年食堂's
# lunch price; who a 电梯维保 engineer deals with; a 搬家公司's vans; 宠物寄养 pick-ups; a
# 游泳馆's closing day; a 献血屋's hours; how 手语翻译 is quoted; a 牧场's milkings; how a
# 针灸馆 takes bookings; a 跆拳道馆's grading; a user who left a 殡仪馆 and one whose day
# off moved; a 子ども食堂's days; a 消防団's 分団長; a 将棋教室's clocks; a 写真館's
# delivery; a 鍼灸院's last booking; a 茶道教室's teacher; a 損保 report's dates; an
# 引越し firm's estimates; a 献血ルーム's closing day; a ペットホテル's vet; a user who is
# no longer a beginner rider and one who set up on their own). Corrections in several
# forms (terse "Deposits are £80 now.", 定休日、木曜になりました。, the new value with no
# change word, a change said relative to the old value (up by fifty quid, half an hour
# earlier, 涨了两块, 30 分早めて), a day changed with frequency and time said to stay the
# same, a person replaced with the reason, a supplier or tool replaced, a rule reversed
# (no pick-ups -> pick-ups, cash -> bank transfer, visits only -> online too, text ->
# ring), a move said only as the new place, a user's level or job said in other words);
# each look-alike shares one surface feature with its stored record (a time word such as
# 7 am / Tuesdays at 20:00 / 每周一 / 第 2 土曜 / 19 時 / 水曜, instead, 改用, 改成, に変更,
# the same person in another matter, a project noun with another part changed, an
# exception with its own amount, a fee raised beside the one the record is about) but
# leaves the record true. Each language written on its own.
EN_FRESH_27: Rows = (
    (U, P, "lens-orders-to-norville-lab", "Lens orders go to Norville's glazing lab",
     "We've switched glazing labs - lens orders go to Rx Direct in Bradford now. Norville "
     "kept missing the five-day turnaround."),
    (U, R, "farrier-dan-hughes", "The riding school's farrier is Dan Hughes",
     "Dan's retired. Kerry Blake does our shoeing from this month, same day of the week."),
    (U, P, "hearses-hired-from-baxters", "The funeral home hires its hearses from Baxter's",
     "We bought a hearse of our own in the end, so no more hiring from Baxter's."),
    (U, R, "motor-compulsory-excess-350",
     "The compulsory excess on the insurer's motor policies is £350",
     "The compulsory excess went up by fifty quid across the board in the new policy wording."),
    (U, F, "referee-fees-cash-on-the-day", "Referees are paid their match fee in cash on the day",
     "No more cash on the day - match fees go by bank transfer within the week. The league "
     "wants a paper trail."),
    (U, P, "boiler-reminders-at-11-months",
     "Boiler service reminders go out 11 months after the last service",
     "Send the service reminders at ten months instead; people kept leaving it too late to "
     "get a slot."),
    (U, P, "tattoo-deposit-50", "The studio takes a £50 deposit to book a tattoo",
     "Deposits are £80 now."),
    (U, P, "kennel-dogs-walked-twice-daily", "Boarding dogs at the kennels are walked twice a day",
     "We've taken on another walker, so every boarder gets three walks a day."),
    (U, P, "pool-early-lanes-7am", "Early lane swimming at the pool starts at 7 am",
     "Early lanes open at half six from Monday - the commuters asked for it."),
    (U, R, "radio-net-tuesday-2000", "The radio club's weekly net is on Tuesdays at 20:00",
     "Net night's Thursday now. Same frequency, same time."),
    (U, US, "user-firefighter-holsworthy", "The user is a retained firefighter at Holsworthy",
     "I've transferred to Bude - it's nearer home and they were short of daytime cover."),
    (U, US, "user-prefers-texts", "The user would rather get a text than a phone call",
     "Ring me rather than texting, please. I never see messages when I'm out on the yard."),
    (N, P, "lens-orders-to-norville-lab-2", "Lens orders go to Norville's glazing lab",
     "We've switched frame suppliers to Ray Optical; lenses stay with Norville."),
    (N, R, "farrier-dan-hughes-2", "The riding school's farrier is Dan Hughes",
     "Dan's put his prices up to £95 a full set."),
    (N, P, "hearses-hired-from-baxters-2", "The funeral home hires its hearses from Baxter's",
     "We've started hiring the limousines from Coleman's instead."),
    (N, R, "motor-compulsory-excess-350-2",
     "The compulsory excess on the insurer's motor policies is £350",
     "For windscreen-only claims the excess is £95."),
    (N, F, "referee-fees-cash-on-the-day-2",
     "Referees are paid their match fee in cash on the day",
     "Match fees for adult games go up to £40 next season."),
    (N, P, "pool-early-lanes-7am-2", "Early lane swimming at the pool starts at 7 am",
     "From 7 am the teaching pool is kept for parent-and-baby sessions."),
    (N, R, "radio-net-tuesday-2000-2", "The radio club's weekly net is on Tuesdays at 20:00",
     "On Tuesdays at 20:00 the clubroom's let to the chess club, so the net runs from Mike's "
     "shack."),
    (N, US, "user-firefighter-holsworthy-2", "The user is a retained firefighter at Holsworthy",
     "Holsworthy's getting a new appliance in the spring; the old one's going to Bude."),
)

ZH_FRESH_27: Rows = (
    (U, P, "老年食堂-午餐-12元", "社区老年食堂的午餐一份 12 元。",
     "老年食堂午饭涨了两块，现在一份十四。"),
    (U, R, "电梯维保-对接人-物业张工", "电梯维保的对接人是物业的张工。",
     "张工调到别的小区去了，以后维保的事找物业新来的刘经理。"),
    (U, P, "搬家公司-车-依维柯", "搬家公司的车用的是依维柯。",
     "依维柯都卖了，现在跑的全是江铃的厢货。"),
    (U, P, "宠物寄养-不提供接送", "宠物寄养不提供上门接送。",
     "寄养现在可以上门接送了，五公里以内免费。"),
    (U, P, "游泳馆-周一闭馆", "游泳馆每周一闭馆。",
     "闭馆日挪到周三了，周一来游的人太多，关不得。"),
    (U, P, "献血屋-营业到晚上六点", "市中心的献血屋营业到晚上六点。",
     "献血屋延长到晚上八点了，方便下班的人过来。"),
    (U, F, "手语翻译-按半天报价", "手语翻译按半天报价。",
     "以后手语翻译改成按小时报价，半天起步的那套不用了。"),
    (U, P, "牧场-一天挤两次奶", "牧场一天挤两次奶。",
     "换了转盘以后，我们一天挤三次了。"),
    (U, P, "针灸馆-电话预约", "针灸馆只接受电话预约。",
     "现在预约都在公众号上约，电话那边只管答疑。"),
    (U, P, "跆拳道馆-每季度考级", "跆拳道馆每个季度考一次级。",
     "考级改成半年一次了，太频繁家长有意见。"),
    (U, US, "用户-在殡仪馆工作", "用户在殡仪馆工作。",
     "我从殡仪馆出来了，现在在区民政局管殡葬这一块。"),
    (U, US, "用户-周日休息", "用户每周日休息。",
     "我现在轮休，每周二休，周日反倒要上班。"),
    (N, P, "老年食堂-午餐-12元-2", "社区老年食堂的午餐一份 12 元。",
     "老年食堂的晚饭也开起来了，一份十块。"),
    (N, R, "电梯维保-对接人-物业张工-2", "电梯维保的对接人是物业的张工。",
     "张工说三号楼那台梯要换曳引机，报价下周给。"),
    (N, P, "搬家公司-车-依维柯-2", "搬家公司的车用的是依维柯。",
     "打包用的纸箱改用加厚的了，原来那种一压就扁。"),
    (N, P, "游泳馆-周一闭馆-2", "游泳馆每周一闭馆。",
     "每周一闭馆的时候，顺便把过滤器清洗一下。"),
    (N, P, "针灸馆-电话预约-2", "针灸馆只接受电话预约。",
     "电话预约的时候，记得问一下客人有没有糖尿病。"),
    (N, P, "跆拳道馆-每季度考级-2", "跆拳道馆每个季度考一次级。",
     "考级费从一百二改成一百五了。"),
    (N, P, "牧场-一天挤两次奶-2", "牧场一天挤两次奶。",
     "挤奶厅的消毒液改用碘制剂了。"),
    (N, US, "用户-在殡仪馆工作-2", "用户在殡仪馆工作。",
     "我们殡仪馆新盖了一个告别厅，下个月启用。"),
)

JA_FRESH_27: Rows = (
    (U, P, "子ども食堂-第2第4土曜", "子ども食堂は第 2・第 4 土曜に開く。",
     "子ども食堂、来月から毎週土曜にやることになりました。"),
    (U, R, "消防団-分団長-佐藤さん", "消防団の分団長は佐藤さん。",
     "佐藤さんが退団されたので、四月から分団長は木村さんです。"),
    (U, P, "将棋教室-対局時計-アナログ", "将棋教室の対局時計はアナログ式。",
     "対局時計は全部デジタルに買い替えました。"),
    (U, P, "写真館-データ納品-DVD", "写真館のデータ納品は DVD で行う。",
     "データはDVDではなく、ダウンロード用のURLでお渡しすることにしました。"),
    (U, P, "鍼灸院-最終受付-19時", "鍼灸院の最終受付は 19 時。",
     "最終受付を 30 分早めて、18 時半にしました。"),
    (U, R, "茶道教室-山田先生", "茶道教室の先生は山田先生。",
     "山田先生がご高齢で引退されて、今はお弟子さんの小川先生に習っています。"),
    (U, F, "査定報告書-日付-和暦", "査定報告書の日付は和暦で書く。",
     "報告書の日付は西暦でお願いします。システムが和暦に対応しなくなったので。"),
    (U, P, "引越し-見積もり-訪問のみ", "引越しの見積もりは訪問でしか出さない。",
     "見積もりはオンラインでも受けることにしました。ビデオ通話で部屋を見せてもらう形です。"),
    (U, P, "献血ルーム-水曜休み", "献血ルームは水曜が休み。", "定休日、木曜になりました。"),
    (U, R, "ペットホテル-提携病院-さくら", "ペットホテルの提携病院はさくら動物病院。",
     "夜間も診てくれるので、提携先を駅前のみどり動物病院に切り替えました。"),
    (U, US, "ユーザー-乗馬初心者", "ユーザーは乗馬の初心者。",
     "もう初心者じゃないですよ、先月、乗馬の三級を取りました。"),
    (U, US, "ユーザー-植木屋の見習い", "ユーザーは植木屋で見習いをしている。",
     "この春に独立して、今は自分の屋号でやっています。"),
    (N, P, "子ども食堂-第2第4土曜-2", "子ども食堂は第 2・第 4 土曜に開く。",
     "第 2 土曜は、食堂のあとに学習支援もやることになりました。"),
    (N, R, "消防団-分団長-佐藤さん-2", "消防団の分団長は佐藤さん。",
     "佐藤さんから、来月の訓練は日曜の朝に変更だと連絡がありました。"),
    (N, P, "写真館-データ納品-DVD-2", "写真館のデータ納品は DVD で行う。",
     "アルバムの表紙を布張りから革に変更しました。"),
    (N, P, "鍼灸院-最終受付-19時-2", "鍼灸院の最終受付は 19 時。",
     "19 時以降は、院の前の駐車場が使えなくなります。"),
    (N, R, "茶道教室-山田先生-2", "茶道教室の先生は山田先生。",
     "山田先生のお稽古、来月から会場が公民館に変わります。"),
    (N, P, "引越し-見積もり-訪問のみ-2", "引越しの見積もりは訪問でしか出さない。",
     "訪問見積もりのときは、必ず二人で伺うようにしてください。"),
    (N, P, "献血ルーム-水曜休み-2", "献血ルームは水曜が休み。",
     "水曜は休みなので、在庫の確認は火曜の夕方にまとめてやります。"),
    (N, US, "ユーザー-植木屋の見習い-2", "ユーザーは植木屋で見習いをしている。",
     "見習いのうちは、脚立の作業を一人でやらないように言われています。"),
)

__all__ = ["EN_FRESH_27", "JA_FRESH_27", "ZH_FRESH_27"]
