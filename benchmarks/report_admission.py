"""RESULTS.md sections of the admission benchmarks: offline extraction and secrets."""

from __future__ import annotations

from typing import Any

from .common import table

MISSED_NOTES = {
    "extraction": (
        "Ten rounds were scored on unseen terms. fresh_42 (workplaces mostly off the "
        "software path: a GP practice's front desk, a paralegal, freight dispatch, game "
        "modding, theses in LaTeX, indie game studios, a newspaper's night desk, translation "
        "agencies, on-call infrastructure, ML training, teachers, a small online shop's mail; "
        "registers varied hard), written before fresh_41's classes, first ran on them at "
        "durable 0.86 / 0.95 / 0.91 (by the rules alone 0.82 / 0.82 / 0.82); directives 13, "
        "13 and 13 of 14, facts 6, 8 and 7 of 8 (the rules alone: directives 12, 11 and 13, "
        "facts 6, 7 and 5). It was then read: its classes fixed (item 45: 'don't ever' as an "
        "order, anything from one source, which source wins, what the team trains or builds "
        "on, every piece of a kind named first, one way chosen over another, the lesson after "
        "a reproach of something done again, a condition with its kind or degree, the user's "
        "own shop, the job at a place's part, the department and the user's part) and its "
        "items added to the model's examples (1.00 / 1.00 / 1.00 after, by the rules alone "
        "too). "
        "fresh_41 (homes and hobbies with an agent "
        "beside freelancers, cafés, carpenters and software teams; some items voice-dictated "
        "or said as a complaint), written before fresh_40's classes, first ran on them at "
        "durable 0.91 / 0.95 / 0.95 (by the rules alone 0.82 / 0.91 / 0.91); directives 14, "
        "13 and 14 of 14, facts 6, 8 and 7 of 8 (the rules alone 5, 7 and 7). It was then "
        "read: its classes fixed (item 43: the household, the user's business of one, a "
        "record of the user's sport, what every new one of a kind is made with, a rule said "
        "again with the reminder that it was said before, an emoji typed as a full stop, a "
        "filler or a laugh before a fact) and its items added to the model's examples (1.00 "
        "/ 1.00 / 1.00 after, by the rules alone too). fresh_40 (people who use agents in their "
        "jobs inside and outside software: accountants, a paralegal, researchers, "
        "dispatchers, modders, analysts, teachers, shop owners, maintainers; about a quarter "
        "whole messages), written before fresh_39's classes, first ran on them at durable "
        "0.91 / 1.00 / 0.95 (by the rules alone 0.82 / 0.86 / 0.82); directives 14, 14 and "
        "14 of 14, facts 6, 8 and 7 of 8 (the rules alone 5, 6 and 4): the best first run of "
        "an unseen round, facts still the least heard. It was then read: its classes fixed "
        "(item 41: a role at its place, the job at a place said with 担当 or a verb of the "
        "trade that goes on, the shop the user runs, how many the workplace has, where the "
        "shop sells, the financial year; every piece of a kind of the user's own work named "
        "first with no comma; 我们这个… as the user's own project) and its items added to "
        "the model's examples (1.00 / 1.00 / 1.00 after, by the rules alone too). "
        "fresh_39 (everyday work beyond software: a "
        "dental front desk, a choir, a bike shop, a translator, farms, a school's parents, a "
        "small hotel, a wedding photographer; about a quarter whole messages), written after "
        "fresh_38's classes and training, first ran at durable 0.77 / 0.86 / 0.86 (by the "
        "rules alone 0.64 / 0.68 / 0.77); directives 13, 12 and 11 of 14, facts 4, 7 and 8 "
        "of 8: an English fact of such work was the least heard (4 of 8 with the model, 2 by "
        "the rules). It was then read: its classes fixed (item 40: the user's trade said in "
        "plain words, a dislike of a kind of wording with what to write instead, Japanese "
        "manner with お願い, today's things in a routine of every day) and its items added "
        "to the model's examples (1.00 / 1.00 / 1.00 after, by the rules alone too). "
        "fresh_38 (no theme, about a quarter whole "
        "messages, some directives inside a message about the draft in hand), written after "
        "fresh_37's classes and training, first ran at durable 0.86 / 0.95 / 0.86 (by the "
        "rules alone 0.73 / 0.86 / 0.82); directives 12, 13 and 13 of 14, facts 7, 8 and 6 "
        "of 8. It was then read: its classes fixed (item 38) and its items added to the "
        "model's examples (1.00 / 1.00 / 1.00 after, by the rules alone too). fresh_37 (no "
        "theme, a quarter of it whole "
        "messages), written after fresh_35 and fresh_36's rule classes, first ran at durable "
        "0.86 / 0.82 / 1.00 (by the rules alone 0.55 / 0.68 / 0.91); its facts were the "
        "least heard (en 5 of 8, zh 5 of 8). It was then read: its classes fixed (item 36) "
        "and its items added to the model's examples (1.00 / 1.00 / 1.00 after; the rules "
        "alone 0.95 / 1.00 / 1.00). fresh_33 and fresh_34 (no theme), never read and never "
        "trained on: with the model as shipped, pooled, durable 0.82 / 0.93 / 0.98 after "
        "fresh_42's classes and training (two items near the model's threshold fell under "
        "it, an English fact of fresh_33 and a Japanese directive of fresh_34, moved by "
        "fresh_42's examples and look-alikes; the rules answer them as before), 0.84 / 0.93 "
        "/ 1.00 after fresh_41's (two English items near the model's thresholds "
        "fell under them, a fresh_33 directive and the fresh_34 fact item 40's training had "
        "lost once before; 0.89 / 0.93 / 1.00 after fresh_40's, 0.84 / 0.93 / 1.00 after "
        "fresh_39's, 0.86 / 0.93 "
        "/ 1.00 after fresh_38's, 0.86 / 0.93 / 0.95 before them, 0.82 / 0.93 / 0.95 before "
        "fresh_37's; the English fact of fresh_34 the model trained with fresh_39 no longer "
        "heard is heard again, and one more English directive of fresh_33; by the rules "
        "alone 0.61 / 0.80 / 0.82 when first met, 0.64 / 0.89 / 0.84 now). "
        "fresh_35 and fresh_36 were first scored on the model at 0.91 / 0.68 / 0.95 and 0.91 "
        "/ 1.00 / 0.91 (the rules alone 0.55 / 0.50 / 0.73 and 0.55 / 0.82 / 0.82), then "
        "added to its examples and read. Left out one round at a time, the rules as each of "
        "fresh_18 to fresh_32 first met them heard 0.79 / 0.82 / 0.84 of its durable items, "
        "0.90 / 0.90 / 0.91 with a model trained on the other rounds ('Offline "
        "extraction's learned second opinion'). Facts said in plain words are the least "
        "heard by the rules and what the model adds most (fresh_37's English: 12 of 22 "
        "durable by the rules, 19 with it, when first met). What is left is about one "
        "durable sentence in eight on unseen text, facts the weakest, from a model of about "
        "5,000 short examples; more labelled rounds, or the model path's own admission, is "
        "what would go further."),
    "extraction_noise": (
        "fresh_42, the last unseen round, first ran at 4, 2 and 1 of 13 temporary "
        "or chit-chat admitted (0.31 / 0.15 / 0.08: en two temporary and two chit-chat items, "
        "zh one of each, ja one chit-chat item, by the rules and the model alike), and no "
        "question of 5: the highest noise of an unseen round's first run since fresh_38. It "
        "was then read and its classes fixed (item 45: a rule inside the weekend or week of "
        "one event, or until one event with its day; the old way back from a day named; "
        "thanks for what the agent always does, the thanks first or said with くれて, "
        "いつも英語で書いてくれてありがとう; what other people always ask; what happened once "
        "when something was done, …したら…超えました): 0 of 13 after, on the rules and with "
        "the model. "
        "fresh_41 first ran at 2, 0 and 1 of 13 temporary or "
        "chit-chat admitted (0.15 / 0.00 / 0.08: en one temporary and one chit-chat item, ja "
        "one chit-chat item, by the rules and the model alike), and no question of 5. It was "
        "then read and its classes fixed (item 43: the old way back said as a sentence of its "
        "own after a rule, 'Normal rules after that'; praise of what the agent always does "
        "opened by the thanks; thanks for what the agent always gives, named, and relying on "
        "it from now on, いつも的確なアドバイスありがとうございます, "
        "これからも頼りにしてます): 0 of 13 after, on the rules and with the model. "
        "fresh_40 first ran at 0, 2 and 2 of 13 temporary or "
        "chit-chat admitted (0.00 / 0.15 / 0.15: zh two chit-chat items, ja one temporary "
        "and one chit-chat, by the rules and the model alike), and no question of 5. It was "
        "then read and its classes fixed (item 41: a lament about what the user goes through "
        "again and again, said with a word of habit; the user's promise to come back to the "
        "agent; a document of what is ahead named as the topic before a request about one "
        "file at hand): 0 of 13 after, on the rules and with the model. "
        "fresh_39 first ran at 1, 0 and 0 of 14 temporary or "
        "chit-chat admitted (0.07 / 0.00 / 0.00: one English temporary item, by the rules "
        "and the model alike), and one Japanese question of 4. It was then read and its "
        "classes fixed (item 40: a time the message named, pointed back at, 'before then'; "
        "a question of what one forgot, …っけ, 来着): 0 of 14 and no question after, on the "
        "rules and with the model. Before it, "
        "fresh_38 first ran at 2, 2 and 5 of 14 temporary or "
        "chit-chat admitted (0.14 / 0.14 / 0.36: temporary en 1, ja 3 of 10, chit-chat en 1, "
        "zh 2, ja 2 of 4), the rules' and the model's alike: the highest noise of an unseen "
        "round since fresh_36. It was then read and its classes fixed (item 38: praise of "
        "what the agent always does, with thanks; a vow about the user's own life, sighed; "
        "a habit stated as the background of the one-off after it; a request on what the "
        "user pasted; one closure's dates), 0 of 14 after in each language, on the rules and "
        "with the model. Before it the rules admitted two Japanese chit-chat items of "
        "fresh_37 "
        "(2 of 14 temporary or chit-chat, 0.14: いつもありがとうございます, 今後ともよろしく"
        "お願いします, set phrases of thanks with a lasting word; read and fixed as a class in "
        "item 36, 0 after) and the learned second opinion one English temporary item of "
        "fresh_33; en and zh admitted none of fresh_37's. fresh_36's whole messages first-ran "
        "at 1, 2 and 4 of 14 by the rules "
        "(decoys: always or never in a pasted error, a scope that ends, 以后 or 今後 inside "
        "a question); those classes were then read and fixed (item 34), and no round's "
        "noise rose. Left out one round at a time, the model added 0.002 to the noise the "
        "rules admit (0.084 to 0.086 over fresh_18 to fresh_32 as first met)."),
    "corrections_true": (
        "A missed correction is stored as a second record (offline consolidation proposes "
        "which holds); a false update deletes a memory, so the rules stay strict: Chinese "
        "fell under the target when a Han chunk came to need more than half its bigrams "
        "to be covered, after '锁文件' had been taken for '配置文件' (fresh_8's false "
        "update). Met on all pairs after fresh_17's classes (en 0.90, zh 0.92, ja 0.92); "
        "under it again since fresh_18 joined unread (en 0.88, zh 0.89, ja 0.89: its first "
        "run, 5, 4 and 5 of 12, counts in); after fresh_18's classes en 0.89, zh 0.90, ja "
        "0.92 (English 209 of 235); fresh_19 joined unread and scored 1, 3 and 2 of 12 "
        "(all pairs en 0.85, zh 0.87, ja 0.88). Each unseen round first-runs at about 0.4 "
        "(fresh_15 to fresh_18) and fresh_19 at 0.17, with its one false update the first "
        "since fresh_15. fresh_19 was then read and its classes fixed (item 28 of 'How the "
        "correction rounds were used'; the first run stays the unseen figure): its false "
        "update is gone, fresh_19 en 3, zh 4, ja 7 of 12, all pairs en 0.86, zh 0.88, ja "
        "0.90 (extract path en 0.85, ja 0.89), no false update. fresh_20, written before "
        "fresh_19's classes and not read, first ran at 0, 0 and 4 of 12 (extract path 0, 0 "
        "and 3) with no false update on its 24 look-alikes; all 1,528 pairs en 0.82, zh 0.84, "
        "ja 0.87. fresh_20 was then read and its classes fixed (item 30; the first run stays "
        "the unseen figure): fresh_20 en 2, zh 3, ja 6 of 12 (extract path 2, 3 and 5), all "
        "pairs en 0.83, zh 0.86, ja 0.88 (extract path en 0.82, zh 0.86, ja 0.87), no false "
        "update; fresh_19's 老域名下周停掉 is read now. fresh_21 (everyday settings beside "
        "software: a bakery's suppliers, a clinic's hours, a choir's room, invoicing, a "
        "class), written before fresh_20's classes and not read, first ran at 1, 2 and 3 of "
        "12 on both paths, with no false update on its 24 look-alikes; all 1,588 pairs en "
        "0.79, zh 0.83, ja 0.85. fresh_21 was then read and its classes fixed (item 32; "
        "the first run stays the unseen figure): fresh_21 en 4, zh 5, ja 4 of 12 "
        "on both paths, all pairs en 0.80, zh 0.84, ja 0.86 (extract path en 0.80, "
        "zh 0.84, ja 0.85), no false update. fresh_22 (new subjects: a lab's freezer, a "
        "podcast, a warehouse shift, CI runners, a rate limit, the user's timezone and "
        "title, a citation style), written before fresh_21's classes and not read, first "
        "ran at 0, 1 and 4 of 12 on both paths, with no false update on its 24 look-alikes "
        "(item 33); all 1,648 pairs en 0.77, zh 0.81, ja 0.84. fresh_22 was then read and "
        "its classes fixed (item 34; the first run stays the unseen figure): fresh_22 en 3, "
        "zh 3, ja 7 of 12 (extract path 3, 3 and 6), all pairs en 0.78, zh 0.82, ja 0.85 "
        "(extract path en 0.78, zh 0.82, ja 0.84), no false update. fresh_23 (the user's "
        "own life, a kitchen, a sports club, a support desk, a shop, deploys and branches), "
        "written before fresh_22's classes and not read, first ran at 0, 0 and 1 of 12 on "
        "both paths, with two false updates in Chinese, 2 of its 8 look-alikes (item 35); "
        "all 1,708 pairs en 0.75, zh 0.79, ja 0.82. Its two false updates were then read "
        "and their classes fixed (item 36; the first run stays the unseen figure): no "
        "false update left, true updates unchanged. Its 35 missed corrections were then "
        "read and three classes fixed (item 37: a label's last word is what its value "
        "names, 'Deploy region: eu-west-1.'; a permission lifts what the record says is not "
        "done, 现在挺能吃辣的 against 用户不吃辣, 本番コードに残しても構いません against 使わない; "
        "a person who left with another doing it now, 'Dana's in sales now, so escalations "
        "land with Priyanka's team', 小赵调去做售前了,升级的工单现在都给孙工): fresh_23 en 2, "
        "zh 3, ja 3 of 12 (extract path ja 2), all pairs en 0.77, zh 0.80, ja 0.83 (extract "
        "path en 0.77, zh 0.80, ja 0.81), no false update; fresh_21's 'we're fine deploying "
        "on fridays now', fresh_20's Lena and fresh_22's Marcus, Helen, 老周 and 中村さん are "
        "read too. fresh_24 (an inn's check-in, a lab's sample labels, a send day, licence "
        "headers, a standup time, a glossary term, a print shop, a bot's temperature, a "
        "build cache, a meeting room), written before fresh_23's classes and not read, "
        "first ran at 2, 0 and 4 of 12 on both paths, with no false update on its 24 "
        "look-alikes (item 38); all 1,768 pairs en 0.75, zh 0.77, ja 0.81 (extract path ja "
        "0.80). Misses left as they "
        "are, fresh_19's to fresh_23's: a place said with no "
        "word of change ('Runbooks are in Notion "
        "now', 'Labels come out of the printer at the front desk now'), the person's main "
        "language said with 'these days' or 最近 and no verb of "
        "its own ('these days it's almost all kotlin for me', 最近基本都在写 Rust 了), a "
        "bound in another unit or by a noun of its own ('Clips can run up to three "
        "minutes now' against 'at most 90 seconds', 'Room bookings are capped at 90 "
        "minutes'), a label with the slot in other words ('Default page size: 25.', 'Last "
        "entry: 5 pm.'), a directive with no change word (レビューコメントは英語でお願い"
        "します, チラシはプリントパックで刷ってください, 文案里称呼顾客请用“您”: each also "
        "says its subject or value in other words), an old value let go in a clause of its "
        "own ('We dropped iOS 15 support, so the app needs iOS 16 or newer', 顺丰太贵了,"
        "我们签了京东物流), a name that starts its sentence ('Tomás signs off design "
        "reviews'), a compound of the record's words ('bookkeeping' against 'books are "
        "kept'), a prohibition lifted in other words or of a scope said otherwise (周日上午"
        "也开门看诊了 against 诊所周日不看诊, 朝ごはん、ちゃんと食べるようにしてます against "
        "朝食をとらない), the record's verb said "
        "another way (お願いしています against 仕入れている, 让小红倒 against 归小明), what "
        "stays said in a sentence of its own (支払いは翌月末のままです), a noun written in "
        "hiragana (あんぱん), a place moved in several new words ('the -80 in room 412', "
        "五楼那台新冰箱), a person replaced with the role said by another word ('Tanya runs "
        "the night shift now' against 'lead', 找李主管签字 against 审批), a term in quotes as "
        "the value (“云”, 「利用者」), a minimum or a rate said by a noun of its own ('the "
        "floor is Python 3.10', 'quota to 12,000 requests an hour', 3.11 以上が必須); "
        "fresh_23's: a person replaced where the record names more than one name or the "
        "old one goes by what they did ('Dr. Patel retired…; my GP is Dr. Okafor' against "
        "'… at the Elm Street practice', 陈先生把房子卖了,新房东姓黄), days moved with the "
        "old ones said as the reason or as a set "
        "(健身改到周一和周五了,周二周四晚上老加班, 'my gym days are tuesdays and saturdays', "
        "ジム通いは土日だけにしました, 練習は日曜の朝に移りました), a time written another way "
        "('quarter to four', 夕方五時半, 11 時 against 11 時半), a label of one Han chunk or "
        "whose old value is no value by its form (蔬菜供应商:鲜达农业, お米の仕入れ先:JA "
        "みなみ), a version without the record's qualifier (Node 20 against フロントエンドの"
        "… Node.js 16, 后端已经全部跑在 Java 21 上), a move said after its reason (災害対策"
        "のため、本番は大阪リージョンへ移設済みです), an amount in another unit or word "
        "('First-reply SLA is 90 minutes', 半天之内 against 24 小时内), the new way named and "
        "the old archived ('Opsgenie schedules; the sheet's been archived'). "
        "A learned second opinion over the pairs, cross-validated by round, "
        "gained nothing on fresh_18 at any threshold free of false updates ('A learned "
        "second opinion for corrections'). What is missed, by "
        "class: a directive that says no change at all about a "
        "name ('Use Mapbox for the store locator map', both stored by design; an amount "
        "replacing one of its measure, 'Make thumbnails 320 pixels wide', now says a "
        "change); a range of two amounts ('I start at 7 and log off around 15:00'); a "
        "subject said by another word (国际化 against 多语言文案, "
        "スクショ against スクリーンショット); a value glued into one Han chunk with the "
        "record's verb or head (走自建的 Keycloak, 深圳办公室 against 上海办公室上班); a "
        "change of the user's "
        "role and team said together (我调到搜索组了 and 異動 to a department are read "
        "since item 30, department.py); another verb of the same relation ('icons come from "
        "lucide' against 'Use Font Awesome for icons', 'time out' against 'expire'); the "
        "record's verb said as a noun of another verb (送信先 against 送っている); a value "
        "not by its form (人民币 inside a Han run); a capitalised name after a label "
        "('Surveys: Tally now.'). What would reach it: not a subject match by meaning "
        "with multilingual-e5-small's vectors beside the rules, which, cross-validated by "
        "round, added no true update free of false updates ('A subject match by meaning "
        "for corrections'); a model that reads the relation of a statement and a record "
        "rather than their nearness, measured the same way."),
    "corrections_unseen": (
        "The last round was written and committed before the rules it was first scored "
        "on; that first run is the unseen figure (in 'How the correction rounds were "
        "used'). Where some of its misses were then read to change a rule, the figure "
        "here is after that change, and the round counts as one more design split; its "
        "misses are listed in benchmarks/results/corrections.json (`memdir_wrong`)."),
    "secrets_look_alikes": (
        "A look-alike refused loses a memory; each one is read for its class (a masked "
        "key, a documented example, a placeholder written as a word) and the class kept."),
}


LANGS = ("en", "zh", "ja")
_COUNT = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
SECTIONS = {"hearing": ("## Offline extraction's learned second opinion", None)}
# The last extraction round's first run, before its misses were read (the JSON of a run
# holds only today's answers).
# fresh_39 as first scored on the rules and the learned second opinion after fresh_38's
# classes and training (e0efd2b; the rules alone: en 14, zh 15, ja 17 of 22 durable, noise
# 1, 0 and 0 of 14); then read, its classes fixed, and added to the model's examples (item
# 40). fresh_33 and fresh_34 stay held out (`benchmarks.hearing.HELD_OUT`): the MISSED_NOTES
# give their figure. fresh_38's own first run: en 19, zh 21, ja 19 of 22 durable with the
# model, noise 2, 2 and 5 of 14; read and trained on since (item 38).
# fresh_40 as first scored on the rules and the learned second opinion after fresh_39's
# classes and training (cc2a09e; the rules alone: en 18, zh 19, ja 18 of 22 durable, noise
# 0, 2 and 2 of 13); then read, its classes fixed, and added to the model's examples (item
# 41). fresh_33 and fresh_34 stay held out.
# fresh_41 as first scored on the rules and the learned second opinion after fresh_40's
# classes and training (660c133; the rules alone: en 18, zh 20, ja 20 of 22 durable, noise
# 2, 0 and 1 of 13); then read, its classes fixed, and added to the model's examples (item
# 43). fresh_33 and fresh_34 stay held out.
# fresh_42 as first scored on the rules and the learned second opinion after fresh_41's
# classes and training (a0ac055; the rules alone: en 18, zh 18, ja 18 of 22 durable, noise
# 4, 2 and 1 of 13); then read, its classes fixed, and added to the model's examples (item
# 45). fresh_33 and fresh_34 stay held out.
LAST_FIRST_RUN: dict[str, Any] = {
    "rounds": ("fresh_42",),
    "durable": {"en": 19 / 22, "zh": 21 / 22, "ja": 20 / 22},
    "noise": {"en": 4 / 13, "zh": 2 / 13, "ja": 1 / 13},
    "read": True,
    "trained": True,
}


def extraction(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    from .hearing import HELD_OUT

    res = d["results"]
    langs = ", ".join(f"{n} {lang}" for lang, n in d["per_language"].items())
    rounds = sorted((s for s in res if s.startswith("fresh_")), key=lambda s: int(s[6:]))
    splits = [s for s in ("design", "held_out", "fresh", *rounds, "all") if s in res]
    # The newest round was written before the last round of rule changes; its first run
    # (recorded in LAST_FIRST_RUN, since its misses were read after it) is the unseen figure.
    last = list(LAST_FIRST_RUN["rounds"])
    first_run = LAST_FIRST_RUN if rounds[-len(last):] == last else None
    newest = last if first_run else rounds[-1:] or ["held_out"]
    unseen = " and ".join(newest)
    read = rounds[-len(newest) - 1] if len(rounds) > len(newest) else "fresh"
    out.append(f"## Offline extraction: which user sentences become memories ({d['date']})\n")
    out.append(
        f"{d['sentences']} labelled sentences ({langs}; {d['held_out']} outside the design "
        f"part; benchmarks/extraction_data.py and extraction_fresh2.py to extraction_"
        f"{newest[-1].replace('_', '')}.py), "
        "each the only user message of a turn, through offline extraction and the admission "
        "policy on an empty store, as `memdir extract` runs without a model. Labels: "
        "directive and fact must be admitted; temporary (this time only, or a request about "
        "the work at hand), chit-chat and questions must not. *design*: what the first "
        f"rules were built on; *held_out*, *fresh* to *{read}*: each written and committed "
        "before the rules that then changed were run on it (scored once, then read); "
        f"*{unseen}*: written and committed before the last round of rule changes and scored "
        "then: that first run is the unseen figure ("
        + ("pooled, " if len(newest) > 1 else "")
        + ("durable " + " / ".join(f"{first_run['durable'][lang]:.2f}" for lang in LANGS)
           + ", noise " + " / ".join(f"{first_run['noise'][lang]:.2f}" for lang in LANGS)
           + " en / zh / ja)" + ("; its misses were then read and fixed by class"
                                 + (" and it was added to the learned second opinion's "
                                    "examples" if first_run.get("trained") else "")
                                 + ", so the table shows it after them. "
                                 if first_run.get("read", True)
                                 else "; not read, then added to the learned second opinion's "
                                 "examples, so the table shows it after that. "
                                 if first_run.get("trained")
                                 else "; the table shows the same rules: not read yet. ")
           if first_run else "never read to change a rule). ")
        +
        f"The rounds outside the {_COUNT.get(len(HELD_OUT), len(HELD_OUT))} held out "
        f"({' and '.join(HELD_OUT)}) are also "
        "what the learned second opinion "
        "was trained on (next section), so their rows are partly figures on its training "
        "data. Before the first rule set (\"from now on\"-style cues "
        "only) the design part admitted 0.21 of en, 0.22 of zh and 0.19 of ja durable "
        "sentences; each round's first-run figures are in the section after this one.\n")
    rows = []
    for split in splits:
        for lang in ("en", "zh", "ja", "all"):
            r = res[split][lang]
            rows.append((split, lang, r["durable"]["n"], r["directive"]["rate"],
                         r["fact"]["rate"], r["durable"]["rate"], r["temporary"]["rate"],
                         r["chitchat"]["rate"], r["question"]["rate"]))
    out.append(table(["split", "lang", "durable n", "directive", "fact", "durable admitted",
                      "temporary admitted", "chit-chat admitted", "questions admitted"],
                     rows))
    out.append("")
    worst_durable = min(res["all"][lang]["durable"]["rate"] for lang in ("en", "zh", "ja"))
    worst_noise = max(res["all"][lang]["temporary_or_chitchat"]["rate"]
                      for lang in ("en", "zh", "ja"))
    held = (min(first_run["durable"].values()) if first_run else
            min(res[newest[-1]][lang]["durable"]["rate"] for lang in LANGS))
    held_noise = (max(first_run["noise"].values()) if first_run else
                  max(res[newest[-1]][lang]["temporary_or_chitchat"]["rate"] for lang in LANGS))
    where = f"{unseen}'s first run" if first_run else unseen
    targets.append(("extraction: durable admitted >= 90% per language (all; unseen round)",
                    f"{worst_durable:.2f} worst language ({held:.2f} worst in {where})",
                    worst_durable >= 0.90 and held >= 0.90, "extraction"))
    targets.append(("extraction: temporary or chit-chat admitted <= 3% per language",
                    f"{worst_noise:.2f} worst language ({held_noise:.2f} worst in {where})",
                    worst_noise <= 0.03 and held_noise <= 0.03, "extraction_noise"))


def hearing(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    """The learned second opinion of offline extraction (`benchmarks.hearing`)."""
    out.append(f"## Offline extraction's learned second opinion ({d['date']})\n")
    model = d.get("model", {})
    out.append(
        "`memdir.pipeline.extract.learned`: a logistic regression over hashed character 1- to "
        "4-grams and word uni- and bigrams (2^18 buckets, int8 weights, "
        f"{model.get('bytes', 0):,} bytes with the fact head below, read with the standard "
        "library), trained by "
        f"`python -m benchmarks.hearing --write` on {model.get('examples', {}).get('lasting', 0):,}"
        " sentences "
        "(the labelled set but its two held-out rounds, and the look-alikes the hearing "
        "tests require to stay out). It is asked only where the rules found no lasting "
        "instruction or fact (heard at 0.80) or took a sentence for a request about the "
        "work at hand (0.95); a question, small talk, a temporary scope or a report stays "
        "what the rules named it. *Leave one round out*: each round of fresh_18 to fresh_32 "
        "as a user first met it, the rules of the commit where it was first scored (a git "
        "worktree), before and after a model trained on every other round (`--cv`); the "
        "share of items admitted.\n")
    cv = d.get("cross_validation", {})
    rows = [(lang, cv[f"{lang}/durable"]["items"], f"{cv[f'{lang}/durable']['before']:.3f}",
             f"{cv[f'{lang}/durable']['after']:.3f}", cv[f"{lang}/noise"]["items"],
             f"{cv[f'{lang}/noise']['before']:.3f}", f"{cv[f'{lang}/noise']['after']:.3f}")
            for lang in (*LANGS, "all") if f"{lang}/durable" in cv]
    out.append(table(["lang", "durable items", "durable heard, rules", "with the model",
                      "noise items", "noise admitted, rules", "with the model"], rows))
    out.append("")
    kinds = d.get("kinds", {})
    if kinds:
        out.append(
            "*The fact head* (`kind`): facts against directives on the same features. The type "
            "cues (`memdir.pipeline.classify.memory_type`) leave a sentence with none of their "
            "words as `feedback`, an instruction to the agent; where the fact head reads it at "
            "0.60 or more and it holds no word of change (a change of mind keeps the type of "
            "the record it corrects) it is `user` (the user its subject) or `project`. Each "
            "fresh round's "
            "lasting items said in one sentence (fresh_33 and fresh_34 aside), a head trained "
            "on every other round: a fact mistyped is one left as `feedback`, a directive "
            "mistyped one typed anything else.\n")
        rows = [(lang, kinds[f"{lang}/fact"]["items"],
                 f"{kinds[f'{lang}/fact']['wrong_before']:.3f}",
                 f"{kinds[f'{lang}/fact']['wrong_after']:.3f}",
                 kinds[f"{lang}/directive"]["items"],
                 f"{kinds[f'{lang}/directive']['wrong_before']:.3f}",
                 f"{kinds[f'{lang}/directive']['wrong_after']:.3f}")
                for lang in (*LANGS, "all") if f"{lang}/fact" in kinds]
        out.append(table(["lang", "facts", "mistyped, cues", "with the fact head", "directives",
                          "mistyped, cues", "with the fact head"], rows))
        out.append("")


def secrets(d: dict[str, Any], out: list[str], targets: list[tuple[str, str, bool, str]]):
    out.append(f"## Secrets: credential formats and look-alikes ({d['date']})\n")
    out.append(
        f"{d['formats']} credential formats of {d['providers']} providers "
        "(benchmarks/secrets_data.py, each in a sentence with no keyword around it) and "
        f"{d['look_alikes']} look-alikes (package names, placeholders, hashes, prefixes named "
        "in prose), through `find_secret`, the check of every write path and of `doctor`: "
        "our patterns, detect-secrets' plugins and gitleaks' 221 provider rules. Before "
        "gitleaks' rules and the new patterns: 96 of 129 formats, with a letters-only "
        "Hugging Face token among the misses.\n")
    rows = sorted(d["by_provider"].items())
    out.append(table(["provider", "formats", "caught"], [(k, v[0], v[1]) for k, v in rows]))
    out.append("")
    if d["missed"]:
        out.append("Missed: " + "; ".join(d["missed"]) + ".\n")
    if d["flagged_texts"]:
        out.append("Look-alikes refused: " + "; ".join(repr(t) for t in d["flagged_texts"])
                   + ".\n")
    if d.get("prose"):
        _secrets_in_prose(d["prose"], out, targets)
    targets.append(("secrets: every format of Hugging Face, OpenAI, Anthropic, GitHub, GitLab,"
                    " Slack, Stripe, AWS, GCP, Azure caught",
                    f"{d['caught']}/{d['formats']} caught overall, named providers missed: "
                    f"{len(d['required_missed'])}", not d["required_missed"], ""))
    targets.append(("secrets: no look-alike refused",
                    f"{len(d['flagged'])}/{d['look_alikes']}", not d["flagged"],
                    "secrets_look_alikes"))


# First runs of each round (the rules of their day), for the record beside today's run.
PROSE_FIRST_RUNS = (
    "Before the rule for a credential named in a sentence, the design round was caught "
    "7/17, 4/14, 5/12 (en, zh, ja) and the fresh round 8/15, 8/15, 7/15, with one "
    "ordinary Japanese sentence refused ('パスワードは argon2id でハッシュ化…'). The fresh "
    "round's first run with the rule (written after it, scored once): caught 14/15, "
    "14/15, 14/15, ordinary refused 0/15, 0/15, 1/15 (the same argon2id sentence); its "
    "misses — a value before its word ('use <key> as the bearer'), 'ak' for access key, "
    "a pair after 認証 — and the algorithm names were then fixed as classes. *commands "
    "and second factors* (passwords given to `docker login -p`, `sshpass -p`, `redis-cli "
    "-a`, `htpasswd -b`; TOTP seeds, backup codes, recovery phrases) were all missed "
    "before their rules and guided them.\n\n"
    "*gaps* (benchmarks/secrets_prose_gaps.py: card numbers with a CVV or expiry, national "
    "ids given as a secret, dictionary-word passwords after their name or a command's "
    "flag, private keys without their header lines, amqp / mongodb+srv / redis-with-a-user "
    "connection strings, JWTs, Slack / Discord / Teams / Feishu / WeCom / DingTalk webhooks, "
    "S3 / GCS / Azure signed URLs, .netrc and .pgpass lines, `export VAR=…` in Chinese and "
    "Japanese prose; beside placeholders, masked and example keys, hashes, UUIDs, commit "
    "SHAs, test cards and talk about passwords) was written and committed before any rule "
    "changed for it. First run, on the rules of that day: caught 12/22, 11/21, 13/21 (en, "
    "zh, ja), ordinary refused 3/24, 1/22, 4/22 (AWS's documented EXAMPLE key, 'The password "
    "is case-sensitive.', 'postgres://USER:PASSWORD@HOST', 'トークンは export "
    "GITHUB_TOKEN=<YOUR_TOKEN> …', 'sk-****'). Its misses and false alarms were then fixed "
    "as classes (`secret_personal.py`: cards by Luhn and a card word, SSNs, Chinese "
    "resident ids by their check character, My Numbers, PINs; `secret_named.py`: a plain "
    "word chosen as a password, a passphrase of words; `secret_detectors.py`: a plain word "
    "after sshpass -p / docker login -p / redis-cli -a / nmcli password, .netrc and .pgpass "
    "lines, webhook and signed URLs, masked and EXAMPLE keys as placeholders). *gaps, "
    "fresh* (60 secrets, 64 look-alikes) was written after those rules, committed, and "
    "scored once: caught 16/20, 18/20, 18/20, ordinary refused 1/22, 1/21, 1/21 — the "
    "unseen figure (the rules before the gaps round: 9/20, 10/20, 11/20 caught, 2/22, "
    "1/21, 1/21 refused). Its misses (a wifi network's 'key' and a keystore's 'pass' with a "
    "plain word, passport numbers, a basic-auth 'qa:blueberry' pair) and false alarms (a "
    "Slack webhook ending in XXXX, '用户名:密码@主机' in a URL) were then fixed as classes "
    "too, so both gaps rounds are design data now.\n\n"
    "*gaps, third* (benchmarks/secrets_prose_third.py, 68 secrets, 66 look-alikes: "
    "passwords of Han characters or kana, security questions' answers given as answers, "
    "OpenSSH and EC key bodies without headers, tokens of providers the earlier rounds did "
    "not name (npm, PyPI, Databricks, Twilio, SendGrid, Shopify, Linear, Notion, Doppler, "
    "Vault, Cloudflare, Vercel, Supabase, Sentry DSNs with their secret, Tencent Cloud, "
    "WeChat, LINE, Chatwork, kintone, Backlog...), TOTP seeds and recovery codes, wallet "
    "seed phrases, Kubernetes Secret values, keys in JSON / YAML / .env snippets, bearer "
    "tokens in curl, connection strings in Chinese and Japanese prose; beside placeholders, "
    "documented examples, digests, fingerprints, public keys, wallet addresses, ids, "
    "versions, base64 of ordinary text and talk about passwords, 2FA and security "
    "questions) was written and committed after the *gaps, fresh* rules and before any "
    "rule ran on it, and scored once: caught 17/22, 17/22, 17/24 (en, zh, ja), ordinary "
    "refused 3/22, 1/22, 2/22 — the unseen figure. Its misses: passwords of Han or kana "
    "('密码是 床前明月光', 'パスワードは「ねこまんま」です'), every security answer, a TOTP "
    "seed in the groups an app shows, GitHub's hex recovery codes, a seed phrase after 'is' "
    "or 復元フレーズ; its false alarms: 'use JBSWY3DPEHPK3PXP as their example secret', a "
    "lockfile's sha512- integrity digest, a Stripe price_ id, '<用户>:<密码>@<主机>' in a "
    "URL, 'NOTION_TOKEN=your-notion-token'. They were then fixed as classes "
    "(`secret_literals.py`: a password of Han, kana or hangul marked off as a literal — "
    "quoted, set apart by spaces or ending in digits, never a length, a rule or where it "
    "is written — and a security question's answer, the same fact only mentioned being "
    "kept; grouped base32 seeds, hex and long recovery codes, numbered seed phrases; "
    "placeholders in angle brackets in any script and 'your-…-token'; digests, API object "
    "ids, crypt hashes, certificates, public keys and addresses named as such), with "
    "probes of the same classes beyond the round (not scored as a round): a private key's "
    "body known by how its format opens in base64, a door's or an alarm's code, Oracle's "
    "user/password@db, 私钥 and 秘密鍵, an id named as one. So *gaps, third* is design data "
    "now too; the next unseen figure needs a fresh round.\n\n"
    "*fourth* (benchmarks/secrets_prose_fourth.py, 61 secrets, 57 look-alikes: secrets "
    "inside chat messages that say other things too; config snippets — .env, YAML, JSON, "
    "TOML, `docker run -e`, `curl -u`, Basic and SSWS headers, `kubectl create secret "
    "--from-literal`, a WireGuard interface; URLs that carry one — userinfo, "
    "percent-encoded, a git remote, `?token=`, Jupyter and Telegram bot links, Slack and "
    "Discord webhooks inside other text; providers the format corpus does not name — "
    "Datadog, Mailgun, OpenRouter, ElevenLabs, Asana, Bitbucket, Buildkite, Figma, "
    "SonarQube, DeepSeek, Zhipu, DingTalk's signing secret, Qianfan, Volcengine, Huawei "
    "Cloud, Moonshot, Netlify, Render, freee, PAY.JP, SmartHR, Supabase's sb_secret_; "
    "casual passwords, Wi-Fi passwords, door, locker and safe codes, backup and recovery "
    "codes; beside commit SHAs, digests, UUIDs, trace ids, base64 of ordinary data, "
    "placeholders, variable names with no value, public keys — WireGuard, age, VAPID, "
    "publishable payment keys —, a documented example, versions, colours and talk about "
    "where secrets are kept) was written and committed after the *gaps, third* rules and "
    "before any rule ran on it, and scored once: caught 22/24, 17/18, 17/19 (en, zh, ja), "
    "ordinary refused 2/19, 0/19, 2/19 — the unseen figure. Its misses: a two-word Wi-Fi "
    "passphrase after 'the passphrase is', an Asana personal access token (2/…/…:hex), a "
    "password said as a recipe ('我名字的拼音 liuyang 加上 0618', 'いつもの tanuki に 2024! を"
    "足したやつ'), a locker's combination ('番号錠は 3-7-1-9'); its false alarms: a page "
    "cursor that is base64 of JSON, a Stripe publishable key (pk_live_, public by design), "
    "'SUPABASE_SECRET_KEY=' with no value, base64 of a Japanese sentence. They were then "
    "fixed as classes (tests/test_secret_shapes.py, each with look-alikes that must be "
    "kept): a password said as its parts joined, one part written out, never a rule, a "
    "length, a question or a path; a passphrase of two words a person could choose ('too "
    "short', 'kept offline' are kept); a lock's combination in a dial's groups beside a "
    "lock word, 番号錠 or 密码锁 ('2-3 times', a shortcut's combo are kept); Asana's token; "
    "base64 that decodes to JSON or prose holding no secret and no random token; "
    "publishable pk_live_ / pk_test_ keys; 'KEY= ' followed by a Chinese or Japanese "
    "sentence. With them, the classes the third round's probes had left: an answer after "
    "an arrow, a dash or 'A:' (one Han character too: '答：王'), a watchword of one "
    "character ('合言葉は「森」'), a seed phrase named after its words ('the words for my "
    "Trezor are …', '復元用の12単語'); kept now: Twilio's account SID alone (its auth token "
    "and API key SIDs are still refused) and JWTs whose claims are a documentation's "
    "example (jwt.io's John Doe). Still missed: a password of plain Han characters after a "
    "Chinese colon ('密码：床前明月光' reads as '密码：见群公告' does) and a watchword of one "
    "character written without a space or quotes ('合言葉は山です'). So *fourth* is design "
    "data now too; the next unseen figure needs a fresh round.\n\n"
    "*fifth* (benchmarks/secrets_prose_fifth.py, 63 secrets, 60 look-alikes: what people "
    "paste from their tools — a log line or stack trace that printed a DSN or an `appid=`, "
    "a framework's dumped parameters, shell history, a crontab line, PowerShell's `$env:`, "
    "CI configuration with a literal value, a line of Python, JavaScript, Go or Java that "
    "hard-codes one, docker-compose `environment:` and `--requirepass`, SQL (`CREATE USER "
    "… PASSWORD`, `ALTER ROLE`, MySQL's `IDENTIFIED BY`), `mysql -p<password>`, `ssh -i` "
    "with the key pasted after it, JDBC and SQLAlchemy URLs, a Kubernetes `stringData:`, "
    "`helm --set`, pip.conf, Maven settings.xml, .yarnrc.yml, terraform.tfvars, "
    ".git-credentials, an otpauth:// URI; providers no earlier round named — Cohere, "
    "Twitch, Pusher, Linode, Auth0, OpenWeather, Razorpay, Weights & Biases, Gitea, "
    "Codecov, Fireworks, Together, Upstash, Mux, Zoom, Kakao, Rakuten, ConoHa, UpYun, "
    "UCloud, JPush, Agora, Getui, Gitee, SiliconFlow, Baichuan; passwords spelled out in "
    "words, a phone's unlock PIN, a card's PIN, a VPN login in Traditional Chinese; beside "
    "lockfile integrity strings, image digests, git log output, build and run ids, CI "
    "references to a secret (`${{ secrets.X }}`, `secretKeyRef`, `existingSecret`, `_FILE` "
    "variables, `op read`), source that reads the environment, a `KeyError` naming a "
    "variable, `mysql -p` that prompts, redacted keys, SSH public keys, a certificate, "
    "fixtures marked fake, Wi-Fi network names, order and phone numbers and talk about "
    "credentials; one-time codes sent by SMS left out) was written and committed after the "
    "*fourth* rules and before any rule ran on it, and scored once: caught 19/21, 16/21, "
    "19/21 (en, zh, ja), ordinary refused 0/20, 1/20, 0/20 — the unseen figure. Its misses: "
    "a password in SQL after `IDENTIFIED BY` (MySQL's `ALTER USER` and `CREATE USER`), "
    "`redis-server --requirepass` in a compose file, `lftp -u user,password` in a crontab, "
    "a Maven settings.xml `<password>` element, OpenWeather's `appid=` in a logged URL, "
    "Agora's App Certificate beside its App ID, a password spelled out in words ('copper "
    "walrus thirty one, lowercase, joined with dashes', '大写W，后面五个8，最后是@qq'); its "
    "false alarm: `helm … --set auth.existingSecret=pg-auth`, the name of a Secret that "
    "holds the password. They were then fixed as classes (tests/test_secret_pasted.py, each "
    "with look-alikes that must be kept): SQL's `IDENTIFIED BY` with a literal (a "
    "placeholder, `PASSWORD '*hash'`, `IDENTIFIED WITH` a plugin, a bind variable and "
    "'identified by their employee number' are kept); a server's or a client's password "
    "flag (`--requirepass`, `--masterauth`, `lftp`/`smbclient -u user,password`, `keytool "
    "-storepass`, `openssl -passin pass:`; a variable, a prompt, an `env:` or `file:` "
    "source and the JDK's `changeit` are kept); a secret as an XML element's text (a "
    "reference, a path, `<passwordPolicy>` are kept); OpenWeather's `appid=` of 32-64 hex "
    "in a URL's query (WeChat's wx… app id is kept); Agora's App Certificate named as a "
    "key; a password spelled out as how it is typed, each part named (a rule about kinds "
    "of characters — 'lowercase letters', 大写字母, 8位 — or about a person's facts is "
    "kept); Helm's `existingSecret` naming a Kubernetes object. With them, two look-alikes "
    "beyond the round that were refused: a key's fingerprint in hex after its name ('the "
    "signing key fingerprint 5e8f…') and 'the password is lowercase'. Left as the round "
    "labels them: Codecov's upload token shaped like a UUID is a secret (refused after "
    "`token:`, as a UUID after a token's key always was; a UUID alone is kept), Agora's App "
    "ID is refused only beside its App Certificate, and one-time codes sent by SMS are not "
    "in the round. So *fifth* is "
    "design data now too; the next unseen figure needs a fresh round.\n\n"
    "*sixth* (benchmarks/secrets_prose_sixth.py, 72 secrets, 65 look-alikes: credential "
    "files pasted whole — a service-account JSON, `.netrc`, `.pgpass`, Docker's "
    "`config.json` auths, a kubeconfig's client-key-data or token, `~/.aws/credentials` "
    "with a session token, `~/.aliyun/config.json`; headers and bodies — httpie's Bearer, "
    "`Set-Cookie` and `Cookie:` sessions, `X-ChatWorkToken`, `X-Cybozu-API-Token`, a JSON "
    "login body; connection strings — Azure's `AccountKey=` and `SharedAccessKey=`, a "
    "Sentry DSN with its secret; a Dockerfile's `ENV`/`ARG`, a Makefile, a Jupyter cell, "
    "YAML anchors, a key wrapped over two lines, a password in a query string or told with "
    "no label, recovery codes, seed phrases in BIP-39's English, Chinese and Japanese "
    "words, a card with its CVV, a forwarded mail, and keys of providers no earlier round "
    "named; beside values public by design — a Firebase web config, a Sentry DSN with its "
    "public key only, a reCAPTCHA site key, Square's applicationId, an Alipay public key —, "
    "documented examples, credential files holding no secret, placeholders, environment "
    "references, company bank details printed on invoices, registration numbers, lockfile "
    "hashes and ids) was written and committed after the *fifth* rules and before any rule "
    "ran on it, and scored once: caught 21/25, 19/23, 21/24 (en, zh, ja), ordinary refused "
    "7/24, 5/21, 3/20 — the unseen figure. Its misses: a password told with no label ('if "
    "IT needs to get into my laptop…, it's …', '开机输的是 …', '… で入ってます'), a seed "
    "phrase of twelve BIP-39 words in English, Chinese and Japanese (a Ledger's recovery "
    "phrase, 中文助记词, 復元フレーズ), a key wrapped over two lines (Groq, DashScope, "
    "Gemini), GitHub's recovery codes, a `Cookie:` header's JSESSIONID and SESSION in a "
    "curl command; its false alarms: a Firebase web config's apiKey, AWS's documented "
    "example keys, an unsigned JWT (`alg: none`, en and zh), a kubeconfig whose user runs "
    "an `exec` plugin (en, zh), a reCAPTCHA site key, the placeholder `gsk_...`, `getpass` "
    "in a Jupyter cell (en, ja), go.sum's hashes, a Dockerfile's build-secret mount, the "
    "WeCom documentation's example webhook key, a Notion page's URL, Square's "
    "applicationId. They were then fixed as classes (tests/test_secret_unlabelled.py, "
    "tests/test_secret_public.py, each with look-alikes that must be kept): a seed phrase "
    "in the words of any BIP-39 wordlist (the reference implementation's lists, the "
    "`mnemonic` package: English, Chinese, Japanese, Korean…) a few words after its name, "
    "at least eight distinct (run-together Han, twelve words with no name before them and "
    "BIP-39's `abandon` test vector are kept); a password told with no word for it as "
    "what is typed to get into a computer or a phone ('it's …' at the lock screen, 开机输的"
    "是 …, … で入ってます; a hash, a user at a host, a VPN, a door, 'Windows11 が入ってます' "
    "are kept); a session cookie in a `Cookie:` or `Set-Cookie:` header (a cleared one, a "
    "language, a variable are kept); a key wrapped over lines, joined and read by the "
    "provider formats; Groq's `gsk_` key by its format; recovery codes named by their "
    "file. Kept now: a Firebase web config's apiKey (an `AIza` key anywhere else is still "
    "refused), a CAPTCHA's site key, Square's application id, an unsigned JWT, a key's "
    "prefix and an ellipsis, a call whose result is the token (`getpass`), go.sum's "
    "`h1:` checksums, Docker's build-secret options, a host and its path or an API "
    "version read as 'user / password', a UUID's shape with letters past f (a "
    "documentation's made-up key), a Notion page's URL. No label of the round was changed. "
    "So *sixth* is design data now too; the next unseen figure needs a fresh round.\n\n"
    "*seventh* (benchmarks/secrets_prose_seventh.py, 75 secrets, 68 look-alikes: keys of "
    "providers no earlier round named — Heroku's `HRKU-` key, a Fly.io `FlyV1` token, PlanetScale "
    "and Neon passwords, Snowflake, Clerk, Terraform Cloud, Pulumi, Expo, Algolia's admin key, "
    "Sanity, Contentful, CircleCI, Jenkins, RubyGems, crates.io, NuGet, Azure DevOps, an Azure "
    "service principal, Kingsoft and JD Cloud, iFlytek, MiniMax, Zhipu, Umeng, the app secrets of "
    "a WeChat mini program, DingTalk and WeCom, GMO PG, Sakura Cloud, Salesforce's security "
    "token; framework secrets — Django's `SECRET_KEY`, Rails' `master.key`, Laravel's `APP_KEY`, "
    "a Flask key in bytes, a JWT HMAC secret; key files of other kinds — a PuTTY `.ppk`, a PGP "
    "private block, an age secret key, an App Store Connect `.p8`, a keytab in base64, an "
    "encrypted PKCS#8 key with its passphrase; fish, PowerShell and `setx` exports, `docker login "
    "--password-stdin`, `az login`, `sqlcmd -P`; a key said in two halves or in base64, a Wi-Fi "
    "QR code's text, an alarm's code, online-banking logins, a 支付密码 in Chinese numerals, My "
    "Number card PINs, a password spelled letter by letter; beside public keys — ssh-ed25519, "
    "PuTTYgen's SSH2 block, a PGP public block, an age recipient, a minisign key —, values public "
    "by design — Algolia's search-only key, a Clerk publishable key, a mini program's AppID, a "
    "Font Awesome kit —, Stripe's test card, digests and ids, base64 of harmless text, an open "
    "network's QR text, `.env.example` with empty values, placeholders, references and password "
    "policies) was written and committed after the *sixth* rules and before any rule ran on it, "
    "and scored once: caught 20/24, 23/26, 22/25 (en, zh, ja), ordinary refused 6/24, 0/22, 1/22 "
    "— the unseen figure. Its misses: a Wi-Fi QR code's `P:` field (en, zh), an alarm panel's "
    "code as what to type and a security company's 解除番号, a password spelled letter by letter "
    "(en, ja), a key said in two halves far from its name (a Jenkins token, a Rails master.key), "
    "a 支付密码 in Chinese numerals (三八二九一七), `sqlcmd -P`; its false alarms: PuTTYgen's "
    "SSH2 public key block, Algolia's search-only key, a Clerk publishable key in one run with "
    "its variable's name, a minisign public key, `.env.example`'s empty lines (en, ja: the next "
    "line read as the value, the lines joined as a wrapped key), Terraform's `token = var.…`. "
    "They were then fixed as classes (tests/test_secret_spoken.py, tests/test_secret_public.py, "
    "each with look-alikes that must be kept): a key in two halves where the text names a "
    "credential, the halves joined reading as a generated key (dates, scores, counts, a commit's "
    "halves, a JWT's parts described are kept); a password spelled letter by letter — an aside "
    "before the verb ('letter by letter:'), a kind of character named right before the character "
    "('the digits 4 4', '数字の 2 2'), symbols said by name (a rule about kinds of characters is "
    "kept); a PIN in Chinese numerals read one digit each (三千二百, 二〇二四年 are kept); an "
    "alarm's or a keypad's code as what to type, 解除番号 (an alarm clock's time, 'type your own "
    "code' are kept); a Wi-Fi QR code's password (nopass, an empty `P:`, a placeholder are kept); "
    "`-P` of sqlcmd, bcp, osql, isql and sqsh (a variable, a prompt are kept); a PuTTY key file's "
    "private lines and ssh.com's four-dash private block (the `.ppk` header named in prose is "
    "kept). Kept now: a key named search-only, a publishable key with its variable's name, a "
    "minisign or signify public key (by its shape, 42 bytes from 'Ed', or after `minisign … -P`), "
    "an SSH public key in RFC 4716's block, an assignment with nothing after it on its line, a "
    "line that only names a variable inside a wrapped key, Terraform's `var.`, `local.`, `data.`, "
    "`module.` references. No label of the round was changed; its minisign value was made 57 "
    "characters long (a real key has 56), so it is kept by where it stands, a real key by its "
    "shape too. Left alone: an assignment naming a search-only key "
    "(`ALGOLIA_SEARCH_ONLY_API_KEY=…`) is still refused by gitleaks' Algolia rule. So *seventh* "
    "is design data now too; the next unseen figure needs a fresh round.\n\n"
    "*eighth* (benchmarks/secrets_prose_eighth.py, 71 secrets, 67 look-alikes: the places "
    "people paste them from — a CI log traced with `set -x`, `env` dumped by a pipeline, a "
    "Python traceback with its locals, a HikariCP failure printing its JDBC URL, a PHP stack "
    "trace printing `PDO->__construct`'s arguments; Spring, Nacos and Helm YAML, `config.toml`, "
    "`.my.cnf`, `gradle.properties`, a Kubernetes Secret's `stringData`, an Ansible vault "
    "password file, systemd's `Environment=`, crontab lines, `git remote -v`, Postfix's "
    "`sasl_passwd`, `~/.msmtprc`, a QQ Mail authorisation code, an iOS plist and an Android "
    "XML; DSNs of several kinds (Go's `user:pass@tcp(…)` among them), a Basic header, OAuth "
    "client and webhook signing secrets, TOTP seeds, a one-time login code read out in chat, "
    "PINs and door codes, OCR text, a hint that is the password, keys of providers from "
    "Europe, China and Japan; beside them certificates and public keys, fingerprints, "
    "checksums, trace ids, base64 of ordinary data, values public by design — Stripe's and "
    "PAY.JP's publishable keys, a Firebase `GoogleService-Info.plist`, a JPush AppKey —, "
    "tracking, invoice and bank numbers, placeholders, masked logs, policies and keys "
    "rotated with no value) was written and committed after the *seventh* rules and before "
    "any rule ran on it, and scored once: caught 17/24, 22/24, 21/23 (en, zh, ja), ordinary "
    "refused 3/23, 1/22, 1/22 — the unseen figure. Its misses: an Ansible vault password "
    "file's one line, a one-time login code 'just came to my phone: …, can you type it in', "
    "'PIN for the joint debit card is …', 'has a keypad now, the code is 2716#', a password "
    "hint said to be the password (en, zh, ja), 'wifi at the cabin is …, all lowercase', a "
    "Postfix `sasl_passwd` line, Go's MySQL DSN, the password among `PDO->__construct`'s "
    "arguments in a PHP stack trace; its false alarms: a CA certificate whose base64 spelled "
    "'…ssAK9AD…' (read as an AK and its value), a Firebase `GoogleService-Info.plist`'s "
    "`API_KEY`, a password policy ('passwords at least 12 characters' read 'characters' as "
    "a password), a JPush AppKey beside its Master Secret, PAY.JP's `pk_live_` key of hex. "
    "They were then fixed as classes (tests/test_secret_eighth.py, each with look-alikes "
    "that must be kept): what a password file holds ('that file is one line: …', 密码文件里只"
    "有一行, パスワードファイルの中身は, `echo '…' > ~/.vault_pass.txt`; a file said to be "
    "gitignored, `echo $VAULT_PASS`, an htpasswd file's crypt hashes are kept); a "
    "`sasl_passwd` line where the text names Postfix or the map (a relay host alone, a "
    "`${…}` reference are kept); Go's DSN (an empty password is kept); a connection call's "
    "password argument, printed or written (PHP 8.2's `Object(SensitiveParameterValue)`, "
    "variables, '' are kept); a PIN named with what it opens and a keypad's or a lockbox's "
    "code said after it ('PIN for the card is 4 digits' is kept); a one-time code that "
    "came, is to be typed or is good for minutes (an error's, a tracking or an order's code, "
    "'code review, PR 4821', a TOTP setting are kept); a hint the text says is the password "
    "(a hint that is not, a rule about hints are kept); a Wi-Fi given a value with how to "
    "type it or with a symbol (a network's name such as Starlink-5G, CMCC-8A2C is kept). "
    "Kept now: a credential's word inside a run of base64 (a certificate's body); Firebase's "
    "iOS and Android configs (`API_KEY` beside `GCM_SENDER_ID` or `GOOGLE_APP_ID`, "
    "`current_key` beside `mobilesdk_app_id`; a plist's `GMSApiKey` is still refused); a "
    "word right after a number, that number's unit; an AppKey named with its app's Master "
    "Secret or AppSecret (the secret is still refused by its own word); a publishable "
    "`pk_live_` / `pk_test_` key of hex (`sk_live_` of the same shape is still refused). No "
    "label of the round was changed. The new rules look their words up as substrings first: "
    "the 1,245 prose sentences scan at 0.230 ms each against 0.225 before, and "
    "benchmarks/secret_scan.py's runs for them grow linearly. Left alone: an AppKey named "
    "alone (极光的 AppKey 是 …) is still refused, though an app ships it; 'the wifi at the "
    "cabin is …' with no way of typing it said is kept (a network's name reads the same); "
    "a bare 'the code is 482913' with nothing saying it just came is kept; a Google key "
    "said to be 'not secret' outside its Firebase config is still refused (what a text "
    "claims of a key is not read). So *eighth* is design data now too; the next unseen "
    "figure needs a fresh round.\n\n"
    "*ninth* (benchmarks/secrets_prose_ninth.py, 83 secrets, 71 look-alikes: provider prefixes "
    "of clouds, CI and code hosts, payments, messaging, AI providers, package registries and "
    "monitoring; connection strings and command lines with a password, private key blocks, "
    "JWTs, basic-auth clone URLs, `.env` and compose lines, passwords said in prose, keys with "
    "only a label; beside them hashes, UUIDs, checksums, placeholders said to be fake, masked "
    "values, references, public keys, values public by design) was written and committed after "
    "the *eighth* rules and before any rule ran on it, and scored once: caught 30/30, 23/26, "
    "25/27 (en, zh, ja), ordinary refused 0/26, 0/23, 0/22 — the unseen figure. Its misses: "
    "mysql's `-p'…'` and redis-cli's `--pass` on a command line, a 163 Mail SMTP authorisation "
    "code after a colon, a VPN password said with にしたよ, a GMO-PG shop password "
    "(ショップパスワード). They were then fixed as classes (tests/test_secret_ninth.py, each "
    "with look-alikes that must be kept): a password given to a database's or a cache's client "
    "by its flag — `mysql -p'…'` (mysqldump, mariadb …), `redis-cli --pass` as `-a`, `mongosh "
    "-p` (a flag that prompts, `--askpass`, `-p''`, `-p\"$MYSQL_PWD\"`, a placeholder, a "
    "sentence after the flag are kept); a mail account's authorisation code or app password, "
    "sixteen letters of one case or four groups of four after its name and a colon or a verb "
    "('SMTP 授权码：…', 'Gmail app password: …', 'メールの認可コードは … です'; what the code "
    "is like, where it is, XXXX…, a variable, OAuth's authorization code and its flow are "
    "kept); a password said as what it was set to a few words after its name ('VPN 密码改成了 "
    "…', 'the VPN password, I set it to …', 'パスワード、… にしたよ'; a length, a rule, a "
    "plan, a reference and what was set of the password's own — its field, its hash — are "
    "kept); a password named by a compound word whose value a system issued, lower case with "
    "one number inside ('ショップパスワード wgx21gcc', '店铺密码 …', 'shop password …'; where "
    "it is, its length, ********, 'the admin password is sha256 hashed', a name before a word "
    "are kept), and a site's password is no site key (サイトパスワード was read as reCAPTCHA's "
    "public one). Kept now: 'PGPASSWORD= psql -h db' (a variable left empty before its "
    "command) and 'the app password is SMTP_APP_PASSWORD in the env' (a variable's name in "
    "prose). No label of the round was changed. The 1,399 prose sentences scan at 0.228 ms "
    "each against 0.225 before, and benchmarks/secret_scan.py's runs for the new rules grow "
    "linearly. Left alone: an issued value followed by an English word ('shop password "
    "wgx21gcc for the live shop') is kept, as a name before a word is; 授权码 with sixteen "
    "letters and no mail named is kept (OAuth's code reads the same); a plain word a password "
    "was set to ('changed the wifi password to sunflower') is kept. So *ninth* is design data "
    "now too; the next unseen figure needs a fresh round.\n\n"
    "*tenth* (benchmarks/secrets_prose_tenth.py, 82 secrets, 70 look-alikes: providers and "
    "forms the earlier rounds held few of — Cloudflare, DigitalOcean in PowerShell's `$env:`, "
    "Heroku and Alibaba Cloud in a Windows `set` line, Supabase's `sb_secret_`, Tencent, "
    "Baidu, Huawei and Volcengine clouds, Okta, Auth0, Google's `GOCSPX-`, LINE, kintone, "
    "Plaid, Braintree, PayPal, Rakuten RMS, Slack's `xapp-`, Chatwork, Brevo, WeChat and "
    "Feishu, Grafana in HCL, `.npmrc`, Notion, Airtable, Trello, Backlog, Shopify, Algolia's "
    "admin key, OpenAI's `sk-svcacct-`, Mapbox's `sk.` in `~/.netrc`, Bilibili's `SESSDATA`, "
    "`database.yml`, `redis.conf`, Kafka's `sasl.jaas.config`; backup and recovery codes, "
    "TOTP seeds, a BitLocker recovery key, app passwords, lockbox, safe and entry codes, "
    "passwords told with their hint; beside them values public by design — a Mapbox `pk.` "
    "token, a Supabase anon key, an Algolia search-only key, a Twilio account SID alone —, "
    "identifiers, bank accounts given for paying in, checksums, values kept encrypted (sops, "
    "`ansible-vault`, Rails' `credentials.yml.enc`), documented examples, masked keys, "
    "references) was written and committed after the *ninth* rules and before any rule ran "
    "on it, and scored once: caught 26/30, 23/26, 23/26 (en, zh, ja), ordinary refused 3/24, "
    "0/23, 1/23 — the unseen figure. Its misses: a lockbox that 'opens with 7 3 0 9', a "
    "password told with its hint ('so it's …', 其实就是 …, 答えは … です), a BitLocker "
    "recovery key, an Apple app-specific password, a Microsoft account's recovery code "
    "(恢复代码), `redis.conf`'s `requirepass` and `masterauth`, kintone's "
    "`X-Cybozu-Authorization` header, a Gmail app password given as 'これです。' and four "
    "groups of four; its false alarms: a Mapbox `pk.` token, a Supabase anon key, a sops "
    "`ENC[…]` value, the body of Rails' `credentials.yml.enc`. They were then fixed as "
    "classes (tests/test_secret_tenth.py, each with look-alikes that must be kept): a lock's "
    "code said as what it opens with, as a run or digit by digit ('the lockbox opens with 7 3 "
    "0 9'), and a lockbox's or a key safe's code named ('opens with a four-digit code', "
    "'1 1 1 1', '30 seconds of beeping', '4 digits' are kept); a password told as its hint's "
    "answer after a password's hint or a hint where an account or a login is named ('so it's "
    "…', 其实就是 …, 答案是 …, 答えは …, つまり …; 'so it's easy to guess', a version, a plain "
    "word are kept); a BitLocker recovery key, eight groups of six digits each a multiple of 11 "
    "below 720896, named or not (other numbers of that shape and its key ID are kept); a "
    "recovery code of five groups of five after its name (Microsoft's); redis.conf's "
    "`requirepass` and `masterauth` lines, `CONFIG SET requirepass`, Sentinel's `auth-pass` (a "
    "commented line, `${…}`, `\"\"`, prose about the directive are kept); a header named "
    "`X-…-Authorization` holding base64 of user:password (kintone's; base64 of a user alone or "
    "of the placeholder user:password is kept); an app password with who made it between its "
    "name and its verb ('the app-specific password Apple made for Thunderbird is …') or "
    "pointed at before it is given (はこれです。…, 如下：…, 'is this: …'; 'is gone, make a new "
    "one', directions to make one are kept). Kept now: a Mapbox public token (`pk.eyJ1…`; "
    "`sk.` is still refused), Supabase's anon key (a JWT Supabase issued with role anon; its "
    "`service_role` key is still refused), a value sops encrypted (`ENC[AES256_GCM,…]`; a plain "
    "password beside it is still refused) and the body of Rails' encrypted credentials where "
    "the text names a `.yml.enc` file (the same data--iv--tag shape in a session cookie is "
    "still refused). The round labels these four ordinary and they are kept so: each is public "
    "by design or ciphertext committed by design, as Stripe's and PAY.JP's publishable keys, "
    "Firebase's configs and `ansible-vault` files were kept before; its other contestable "
    "look-alikes — an Algolia search-only key, a Twilio account SID alone, bank accounts given "
    "for paying in — were kept on the first run already, and a user would expect none of them "
    "refused. No label of the round was changed. The 1,551 prose sentences scan at 0.22–0.23 ms "
    "each, as before (within the spread of repeated runs), and benchmarks/secret_scan.py's "
    "runs for the new rules grow linearly. Left alone: a hint's answer of lower-case letters "
    "and one to three digits ('yangzhou88') is kept, as such a value reads as a name elsewhere "
    "(server01); a hint with no account, login or password named is not read ('the hint says "
    "…, so it is …'); Rails' data--iv--tag with no `.yml.enc` named is still refused, though "
    "the text says it is encrypted (what a text claims of a value is not read); a key safe's "
    "code with no word for code or opening ('the key safe: 5816') is kept. So *tenth* is design "
    "data now too; the next unseen figure needs a fresh round.\n\n"
    "*eleventh* (benchmarks/secrets_prose_eleventh.py, 82 secrets, 70 look-alikes: providers "
    "and forms the tenth round's header did not name — Hugging Face on `huggingface-cli "
    "login`, OpenAI's `sk-proj-`, Anthropic in a code fence, DeepSeek, Zhipu, Moonshot, "
    "DashScope, GitHub's `github_pat_` and `ghp_` in remote URLs, Gitee, GitLab's `glpat-` and "
    "`glrt-`, Docker Hub's `dckr_pat_`, Vercel, Linear, Sentry's `sntrys_`, Vault's `hvs.`, "
    "1Password's `ops_`, Doppler's `dp.st.`, AWS session credentials, a GCP service-account "
    "JSON, Azure connection strings and SAS URLs, Databricks, Qiniu, Upyun, Sakura Cloud, "
    "ConoHa, Slack, Discord and Discord webhooks, Telegram, DingTalk, WeCom, Feishu, Chatwork, "
    "JPush, LINE WORKS, Zoom, Twilio, SendGrid, Stripe's `rk_live_`, Shopify, WeChat Pay, "
    "Alipay, PAY.JP, GMO-PG, freee, Money Forward, kintone, SmartHR; keys split across two "
    "messages or read out in groups of four, passwords spelled letter by letter, JWTs, "
    "private key blocks, database URLs, basic auth; beside them commit hashes, UUIDs, "
    "checksums, image digests, npm integrity, long file paths, order and parcel numbers, "
    "placeholders, masked values, version strings, base64 of images, policies, values public "
    "by design, public keys and fingerprints) was written and committed after the *tenth* "
    "rules and before any rule ran on it, and scored once: caught 28/30, 25/26, 23/26 (en, "
    "zh, ja), ordinary refused 0/24, 0/23, 1/23 — the unseen figure. Its misses: a Twilio "
    "auth token given to `Client()` beside its account SID, a NAS root password spelled "
    "letter by letter in English ('capital Q, seven, lower-case v, hash, …') and a server's "
    "in Chinese (数字九、小写 h、…), a Hugging Face token split in two halves (前半は hf_… / "
    "後半は …), an OpenAI `sk-proj-` key read out after its prefix in groups of four with "
    "spaces, a VPN's initial password given in keigo (初期パスワードは … です); its false "
    "alarm: a VS Code `workspaceStorage` path with a space in it and a hex folder name. They "
    "were then fixed as classes (tests/test_secret_eleventh.py, each with look-alikes that "
    "must be kept): a Twilio auth token beside its account SID, in a client's call or a pair "
    "(`Client(\"AC…\", \"…\")`, `AC…:…`; a SID alone, or beside a messaging service's MG… "
    "id, is kept); a password read out one character at a time after its name, six "
    "characters or more set apart by commas, each a letter, a digit, a number's word or a "
    "symbol's name, the case of two letters said ('capital Q, seven, lower-case v, hash, …', "
    "数字九、小写 h、…, 大文字の W、小文字の k、…; a rule naming kinds of characters — "
    "'capital letters, digits', 大写字母、小写字母 —, a list with no case said, a run with no "
    "password named before it are kept); a provider's key given in pieces, the pieces "
    "joined and read by the provider formats only (a new module, secret_pieces): said in two "
    "halves whatever the text says around them (前半は hf_… / 後半は …; halves of a commit "
    "are kept), or read out after its prefix in groups of one length set apart by spaces or "
    "line breaks (sk-proj- のあとに fs9Y eTZB …, 'ghp_ then 4f9a Kd82 …'; a GPG fingerprint "
    "or an IBAN in groups, 'ghp_ tokens are 40 chars', 'sk-proj- keys are read out in groups' "
    "are kept); a password of letters only in mixed case after its Chinese or Japanese name "
    "when it reads as random — the case turning up twice inside it and five consonants in a "
    "row across a turn of case (初期パスワードは VGSNghJAwIzm です, 初始密码是 …; PostgreSQL, "
    "getElementById, XMLHttpRequest, KeePassXC are kept), as an English sentence already "
    "refused it. Kept now: a path whose long segments are hashes or UUIDs "
    "(`workspaceStorage/<md5>/`, a container's id), as a hash alone was kept; a random key in "
    "a path's place is still refused. No label of the round was changed. The 1,703 prose "
    "sentences scan at 0.33 ms each with the new rules against 0.32–0.35 without them in the "
    "same runs (the shared machine was busier than for the tenth round's 0.22–0.23), and "
    "benchmarks/secret_scan.py's runs for the new rules grow linearly. Left alone: in Chinese "
    "and Japanese, a password of mixed-case letters with no such run of consonants "
    "('KaRoTeMiSuNa') is kept, as a CamelCase name reads the same; groups read out with no "
    "provider's prefix before them ('the key is 4f9a Kd82 …') are not joined, as a "
    "fingerprint, an IBAN or a licence key reads the same; characters read out with no case "
    "said ('q, 7, v, #, …') are kept; a 32-hex auth token with no SID beside it and no word "
    "naming it is kept (an MD5 has its shape). So *eleventh* is design data now too; the "
    "next unseen figure needs a fresh round.\n\n"
    "*twelfth* (benchmarks/secrets_prose_twelfth.py, 85 secrets, 70 look-alikes: kinds the "
    "eleventh round held few of — registry and observability tokens (PyPI, npm, Datadog, a "
    "legacy Sentry DSN with its secret), less common clouds (Linode, Hetzner, Backblaze B2, "
    "Fly.io, Spaces, Vultr, Supabase `service_role`, Cloudflare Tunnel, Turso, Upstash, "
    "PlanetScale, UCloud, KS3, JD Cloud), webhook and trigger secrets, databases in odd URL "
    "schemes, key files (WireGuard, age, PuTTY, EC, APNs, wallet keys and recovery phrases), "
    "base64 of credentials, Chinese and Japanese platforms, and what people tell each other: "
    "cards, bank accounts, wifi passwords in words, PINs, door and alarm codes, recovery "
    "codes; beside them labelled examples, placeholders, masked cards, public addresses, "
    "hashes, ids, public keys, cursors, product codes and talk of passwords with no value) "
    "was written and committed after the *eleventh* rules and before any rule ran on it, and "
    "scored once: caught 29/33, 21/26, 23/26 (en, zh, ja), ordinary refused 0/24, 0/23, "
    "0/23 — the unseen figure. Its misses: a UK account number and sort code given for a "
    "rent transfer, a cottage's wifi password told as three words run together ('… -- so "
    "kettlemarigoldseventy'), a Vultr key read out in blocks of four with no prefix ('join "
    "them up without the spaces'), a Bitwarden recovery code in eight groups of four set "
    "apart by spaces, Agora's App Certificate (主证书) beside its App ID, a home wifi "
    "password told in pieces then whole (… 再加一个感叹号，全小写，就是 …), an Apple ID "
    "recovery key (恢复密钥) in seven groups of four, a cold wallet's recovery phrase of "
    "twelve Chinese characters of which four are not in BIP-39's list, a server password "
    "dictated in pieces (拼音 zhouxl，接着是 1987，最后一个 @ 符号), an office wifi password "
    "told in words then whole (…、つまり momiji2026! です), sssd.conf's "
    "`ldap_default_authtok`, a smart lock's PIN said digit by digit (暗証番号を 5 2 8 1 9 0 "
    "に変えました); no false alarm. They were then fixed as classes "
    "(tests/test_secret_twelfth.py, each with look-alikes that must be kept): a recovery "
    "code or key in groups after its name, three to eight groups of four or five set apart "
    "by dashes or, in capitals and digits, by spaces (Bitwarden's `513L WUNK …`, Apple's "
    "恢复密钥 / 復旧キー of seven; 'the recovery key is escrowed in Intune', 'recovery codes: "
    "KEEP THEM SAFE' are kept); a recovery phrase of twelve single Chinese characters or more "
    "set apart after its name, eight of them distinct, whether or not each is in BIP-39's "
    "list, as English words after the name were read by their shape ('助记词一共 12 个字' is "
    "kept); a key read out in groups with no prefix after a key's or a token's name where the "
    "text says it is read in blocks or to be joined, four groups or more of one length, the "
    "joined run read as a generated key (a fingerprint or an IBAN in groups, digits alone, "
    "words in capitals, groups with nothing saying they are one are kept); a password told "
    "in pieces (a new module, secret_dictated): its make-up then the whole after 'so', 'i.e.', "
    "就是, 也就是, つまり — letters only when they are the words said before run together, a "
    "chosen value when it holds a piece said before ('1502', '2026') and was not said whole "
    "before ('the password for ci-runner01 expired, so ci-runner01 …', 'so it's hard to "
    "guess', 'abc123 のような', 'Abc12345 这种' are kept) —, or dictated piece by piece in "
    "Chinese or Japanese with words of order between (接着是, 再加, 最后一个, そのあとに; "
    "symbols said by name: 感叹号, 井号, アットマーク …; '接着是 8 位数字' is a rule and kept); "
    "Agora's App Certificate named 主证书, 副证书 or App 証明書 (the English 'App Certificate' "
    "was already read; '主证书过期之前…', its fingerprint are kept); an LDAP bind password in "
    "its config file, with a reason of its own: sssd's `ldap_default_authtok`, nslcd's and "
    "pam_ldap's `bindpw`, slapd's `rootpw`, Dovecot's `dnpass` (`ldap_default_authtok_type`, "
    "a `{SSHA}` hash, prose about the setting are kept); a PIN said digit by digit after its "
    "name and a verb or a particle (暗証番号を 5 2 8 1 9 0 に変えました, 支付密码是 7 3 0 5 6 1; "
    "'暗証番号は 4 桁', 'PIN 1 2 3 4 on the header' are kept). Found beside them and fixed: "
    "'my backup codes are printed and stored together somewhere safe' was refused, two "
    "lower-case words of eight letters or more after 'backup codes' read as two codes; such "
    "a code needs a digit now. No label of the round was changed, and no sentence of the "
    "extraction, correction or consolidation sets is refused or let through otherwise than "
    "before (14,921 texts swept with the old and the new rules). The new rules cost 0.01 ms "
    "(told in pieces) and 0.02 ms (groups joined) a prose sentence; whole scans of the 1,858 "
    "prose sentences ran at 0.28–0.71 ms each with them against 0.43–0.52 without, the "
    "shared machine's spread; benchmarks/secret_scan.py's runs for the new rules grow "
    "linearly. Left alone: the UK account number and sort code given for a rent transfer — "
    "the round labels it a secret, but the sixth and tenth rounds label an account given to "
    "pay into (a UK IBAN, which holds the same sort code and account number, a Chinese "
    "corporate account, a Japanese 振込先) ordinary, and refusing one while keeping the "
    "other would answer the same fact two ways; it needs one label for both, not a rule. "
    "Also left alone: groups after a key's name with nothing saying they are one key; a "
    "password dictated in pieces in English, where every word is an ASCII run ('the "
    "password is your surname then 1987'); a recovery phrase of kana words not in the list. "
    "So *twelfth* is design data now too; the next unseen figure needs a fresh round.")


def _secrets_in_prose(prose: dict[str, Any], out: list[str],
                      targets: list[tuple[str, str, bool, str]]) -> None:
    out.append(
        "Secrets said in prose (benchmarks/secrets_prose.py, secrets_prose_gaps.py, "
        "secrets_prose_third.py, secrets_prose_fourth.py, secrets_prose_fifth.py, "
        "secrets_prose_sixth.py, secrets_prose_seventh.py, secrets_prose_eighth.py, "
        "secrets_prose_ninth.py, secrets_prose_tenth.py, secrets_prose_eleventh.py, "
        "secrets_prose_twelfth.py): keys without a provider "
        "prefix, hex keys and passwords a person chose, named in an English, Chinese or "
        "Japanese sentence ('the geocoding API key: …', '数据库密码是 …', 'キーは…です', "
        "'login admin / …'), beside sentences that only talk about credentials ('the token "
        "limit is 8000', '主键是 user_id', 'パスワードは12文字以上'). *design* guided the "
        "rule; *fresh* was written after it.\n")
    rows = [(name, lang, f"{r['caught']}/{r['secrets']}", f"{r['flagged']}/{r['ordinary']}")
            for name, row in prose.items() for lang, r in row.items()]
    out.append(table(["round", "language", "credentials refused", "ordinary sentences refused"],
                     rows))
    out.append("")
    out.append(PROSE_FIRST_RUNS + "\n")
    caught = sum(r["caught"] for row in prose.values() for r in row.values())
    total = sum(r["secrets"] for row in prose.values() for r in row.values())
    flagged = sum(r["flagged"] for row in prose.values() for r in row.values())
    targets.append(("secrets: no ordinary sentence about credentials refused (prose rounds)",
                    f"{caught}/{total} credentials refused, {flagged} ordinary refused",
                    flagged == 0, ""))


_ONE = {"duplicate": "a near-duplicate", "contradiction": "a contradiction",
        "unrelated": "an unrelated pair"}
CONSOLIDATION_NOTE = (
    "In Japanese を marks the object of any verb, not only of 使う, so two jobs run in CI "
    "read as two values of one slot; 'prefer X over Y' is a repeat of 'prefer X, not Y', "
    "not its negation. What would fix them: を as a value only before 使う, 'over' after "
    "'prefer' as the negation it is, tried on a new held-out set (this one has been seen).")


def consolidation(d: dict[str, Any], out: list[str],
                  targets: list[tuple[str, str, bool, str]]) -> None:
    from .consolidation import rows_of

    langs = ", ".join(f"{n} {lang}" for lang, n in d["per_language"].items())
    out.append(f"## Offline consolidation: near-duplicates and contradictions ({d['date']})\n")
    out.append(
        f"{d['pairs']} labelled pairs of stored memories ({langs}; {d['held_out']} held out; "
        "benchmarks/sets/consolidation.jsonl): near-duplicates, contradictions (one subject, "
        "another value, or negated; the newer must hold) and unrelated look-alikes that "
        "share a subject, a value, a verb or a time word. Each pair is two records in a "
        "fresh store; `memdir consolidate` runs without a model and the inbox is read back. "
        "A proposal is right when it is of the labelled kind (a contradiction must close "
        "the older record); a wrong one costs a person a rejection, never a memory (every "
        "finding is a proposal). *held_out*: written after the rules, scored once. Before "
        "this, offline consolidation proposed nothing for any of these pairs (it merged "
        "exact duplicates only).\n")
    out.append(table(*rows_of(d["results"])))
    out.append("")
    wrong = [w for w in d["wrong"] if w["got"] != "unrelated"]
    if wrong:
        out.append("Wrong proposals: " + "; ".join(
            f"{w['a']!r} / {w['b']!r} ({w['split'].replace('_', ' ')}, {_ONE[w['label']]} "
            f"proposed as a {w['got']})" for w in wrong) + ". "
            + CONSOLIDATION_NOTE + "\n")
    for split in ("all", "held_out"):
        r = d["results"][split]["all"]
        worst = min(r[k]["precision"] or 0.0 for k in ("duplicate", "contradiction"))
        label = "all pairs" if split == "all" else "held out"
        targets.append((f"consolidation: offline proposals right >= 90% per kind ({label})",
                        f"near-duplicates {r['duplicate']['precision']:.2f}, contradictions "
                        f"{r['contradiction']['precision']:.2f}; look-alikes proposed "
                        f"{r['unrelated']['false_proposal_rate']:.2f}",
                        worst >= 0.90, ""))
