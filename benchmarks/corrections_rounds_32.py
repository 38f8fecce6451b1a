"""The thirty-second fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_32 --------------------------------------------------------------------------
# A thirty-second fresh round (2026-12-07): written and committed before the rules ran on
# it; to be scored once, then read. 20 pairs a language (12 corrections, 8 look-alikes),
# on classes, cars, clubs, shops and carers the earlier rounds left out (when a user's
# life drawing class meets; what a user cycles to work on; where a pigeon club posts its race
# results; a vet nurse qualified as a vet in the same practice; what a hand car wash
# charges; who a user's tennis coach is; where a gymnastics club trains; when an ice
# cream van comes down the street; where a user keeps their recipes; where a butcher's
# lamb comes from; which care home a user's mother lives in; how often a tenants'
# association meets; who cuts a user's hair; where a 小区's 早市 stands; what a
# daughter's 古筝 lesson costs; a 客房服务员 made a restaurant 领班 in the same hotel;
# what a user keeps accounts in; when a father's 透析 is; where a 烧烤店's 羊肉 comes
# from; where a son's 象棋课 is held; who insures a user's car; when a company's
# 接驳车 leaves; who leads a 秧歌队; how often a user rides a bike; when a child's
# そろばん is; a タクシー driver who moved to a care home's minibus; what a 集会所 costs
# an hour; where a family's みかん is sold; which デイサービス a mother goes to; a
# workplace's nearest station; which carrier a user's スマホ is with; what a バレエ
# class's 月謝 is; who tunes a user's ピアノ; when the dog is walked; a 看護師 made 看護師長
# on the same ward; how a 回覧板 goes round). Corrections in several forms (terse:
# "Car wash is £14 now.", 古筝课涨到一节一百八了。, バレエの月謝、来月から6,600円です。;
# casual: "Sold the Brompton last week", 骑车我现在一周就一次了; polite: "Could you put my
# coach down as Bernie now?", 麻烦帮我改一下, お願いしています; two clauses with a reason
# after: the hall's got a quiz on Thursdays, 上午那班排不上号, 送迎の時間が合わなくて, 朝は
# 私が早番になったので; "doesn't come at four anymore", "don't go on Facebook anymore",
# 不找老刘了, 不做客房了, 不用随手记了, もう市場には出してなくて, 紙はもうやめ; 其实/実は;
# the subject in other words: Residents' meetings, 班车 for 接驳车, 剪头, 骑车, 母のデイ,
# 最寄り; what stays: Still at Greenside, 还是那家酒店, 病棟は同じ; amounts and times
# changed: £14, half five, 一百八, 二四六下午, 七点整, 700円, 6,600円; people replaced with
# the reason; a supplier, tool, carrier, place or method replaced; a user's role in the
# same place changed); each look-alike shares one surface feature with its stored record
# (a change verb: moved, gone up, left, 搬到, 改用, 改成, 変わりました, 移転, 変更; a time
# word or figure: Thursday evenings, 4 pm, £12, 周一三五上午, 150, 木曜の夕方, 1時間500円;
# a negation or the old value: still go on Facebook, 没换, 紙のままで, 市場に出さなく; the
# same person or place in another matter: Pete, 小林师傅, 老刘, ひまわり園, 山田楽器さん,
# 新宿; the role noun with another person: vet nurse, 客房服务员, タクシーの運転手) but
# leaves the record true.
# Each language written on its own.
EN_FRESH_32: Rows = (
    (U, P, "life-drawing-class-thursday-evenings",
     "The user's life drawing class is on Thursday evenings",
     "Life drawing's Fridays now - the hall's got a quiz on Thursdays."),
    (U, US, "user-cycles-to-work-on-a-brompton", "The user cycles to work on a Brompton",
     "Sold the Brompton last week, I'm on an e-bike now - the hill was killing me."),
    (U, R, "pigeon-club-results-on-facebook", "The pigeon club posts race results on Facebook",
     "Results don't go on Facebook anymore - the club's got its own website for them."),
    (U, US, "user-vet-nurse-at-greenside", "The user is a vet nurse at Greenside Vets",
     "I qualified as a vet at last! Still at Greenside, just on the other side of the "
     "consulting table now."),
    (U, P, "hand-car-wash-12-pounds", "The hand car wash charges £12 for the user's car",
     "Car wash is £14 now."),
    (U, R, "user-tennis-coach-pete", "The user's tennis coach is Pete",
     "Could you put my coach down as Bernie now? Pete kept cancelling, so I switched."),
    (U, R, "gym-club-trains-at-leisure-centre", "The gymnastics club trains at the leisure centre",
     "Actually the gym club's got its own unit on the industrial estate these days - we left "
     "the leisure centre in the summer."),
    (U, P, "ice-cream-van-street-4pm", "The ice cream van comes down the user's street at 4 pm",
     "The ice cream van doesn't come at four anymore, it's half five, after the school run."),
    (U, US, "user-recipes-in-paprika", "The user keeps their recipes in Paprika",
     "I've moved all my recipes out of Paprika into a Notion page so my sister can add hers."),
    (U, R, "butcher-lamb-from-dale-farm", "The butcher's lamb comes from Dale Farm",
     "We're getting our lamb from the Hendersons at Low Moor rather than Dale Farm, since "
     "Dale Farm gave up sheep."),
    (U, R, "user-mother-care-home-rosewood", "The user's mother lives at Rosewood House care home",
     "Mum's moved to Oakfield, the one with the nursing wing - she needs proper nursing now."),
    (U, P, "tenants-association-meets-monthly", "The tenants' association meets every month",
     "Residents' meetings are every six weeks from now on; the chair's only got so many "
     "evenings."),
    (N, P, "life-drawing-class-thursday-evenings-2",
     "The user's life drawing class is on Thursday evenings",
     "The watercolour group has moved to Thursday evenings."),
    (N, US, "user-cycles-to-work-on-a-brompton-2", "The user cycles to work on a Brompton",
     "My wife's sold her Brompton and gone electric."),
    (N, R, "pigeon-club-results-on-facebook-2", "The pigeon club posts race results on Facebook",
     "The club's put the race calendar on its new website; the results still go on Facebook."),
    (N, US, "user-vet-nurse-at-greenside-2", "The user is a vet nurse at Greenside Vets",
     "Greenside have taken on another vet nurse, a lad called Tom."),
    (N, P, "hand-car-wash-12-pounds-2", "The hand car wash charges £12 for the user's car",
     "The interior valet's gone up to £12."),
    (N, R, "user-tennis-coach-pete-2", "The user's tennis coach is Pete",
     "Pete's started running a cardio tennis session on Saturdays as well."),
    (N, R, "gym-club-trains-at-leisure-centre-2",
     "The gymnastics club trains at the leisure centre",
     "The swimming lessons have left the leisure centre for the school pool."),
    (N, P, "ice-cream-van-street-4pm-2", "The ice cream van comes down the user's street at 4 pm",
     "The bin lorry comes down our street at 4 pm now, not first thing."),
)

ZH_FRESH_32: Rows = (
    (U, R, "用户-理发-小林师傅", "用户一直找小区门口的小林师傅理发。",
     "小林师傅回老家了，我现在去商场里那家店剪头。"),
    (U, R, "小区早市-北门", "小区的早市在北门。",
     "早市搬到南门停车场了，北门那边改成消防通道了。"),
    (U, P, "女儿古筝课-一节150", "女儿的古筝课一节 150 元。", "古筝课涨到一节一百八了。"),
    (U, US, "用户-酒店客房服务员", "用户在酒店做客房服务员。",
     "我现在不做客房了，调到餐厅当领班，还是那家酒店。"),
    (U, US, "用户-记账-随手记", "用户记账用随手记。", "记账不用随手记了，改成自己拿Excel做表。"),
    (U, P, "爸爸透析-周一三五上午", "爸爸的透析排在周一、三、五上午。",
     "其实我爸的透析早就改成二四六下午了，上午那班排不上号。"),
    (U, R, "烧烤店-羊肉-内蒙老刘", "烧烤店的羊肉从内蒙古的老刘那里进。",
     "羊肉现在不找老刘了，换成本地屠宰场直供，运费省了一半。"),
    (U, R, "儿子象棋课-少年宫", "儿子的象棋课在少年宫上。",
     "象棋课搬到学校里上了，少年宫那个班停了。"),
    (U, US, "用户-车险-平安", "用户的车险在平安保险。",
     "麻烦帮我改一下，今年车险续的是人保，平安报价高了不少。"),
    (U, P, "公司接驳车-七点二十发车", "公司的接驳车每天早上七点二十发车。",
     "班车现在七点整就开了，晚一分钟都赶不上。"),
    (U, R, "秧歌队-领队-李阿姨", "社区秧歌队的领队是李阿姨。",
     "领队换成张姐了，李阿姨去外地带孙子了。"),
    (U, US, "用户-每周骑行三次", "用户每周骑行三次。", "骑车我现在一周就一次了，膝盖受不了。"),
    (N, R, "用户-理发-小林师傅-2", "用户一直找小区门口的小林师傅理发。",
     "小林师傅的店也开始做烫染了。"),
    (N, R, "小区早市-北门-2", "小区的早市在北门。", "夜市也搬到北门了。"),
    (N, P, "女儿古筝课-一节150-2", "女儿的古筝课一节 150 元。", "儿子的二胡课也是一节150。"),
    (N, US, "用户-酒店客房服务员-2", "用户在酒店做客房服务员。", "酒店客房部又招了两个服务员。"),
    (N, US, "用户-记账-随手记-2", "用户记账用随手记。", "我老婆记账改用随手记了。"),
    (N, P, "爸爸透析-周一三五上午-2", "爸爸的透析排在周一、三、五上午。",
     "我妈的理疗改成周一三五上午了。"),
    (N, R, "烧烤店-羊肉-内蒙老刘-2", "烧烤店的羊肉从内蒙古的老刘那里进。",
     "老刘说下礼拜羊肉要涨价。"),
    (N, US, "用户-车险-平安-2", "用户的车险在平安保险。", "家里房子的保险还是平安的，没换。"),
)

JA_FRESH_32: Rows = (
    (U, P, "子ども-そろばん教室-木曜夕方", "子どものそろばん教室は木曜の夕方。",
     "そろばん、火曜に変わりました。先生の都合で。"),
    (U, US, "ユーザー-タクシー運転手", "ユーザーはタクシーの運転手をしている。",
     "タクシーはもう降りて、今は介護施設の送迎ドライバーをしてます。"),
    (U, P, "集会所-利用料-1時間500円", "集会所の利用料は 1 時間 500 円。",
     "集会所、4月から1時間700円に上がります。"),
    (U, R, "実家-みかん-市場に出荷", "実家のみかんは市場に出荷している。",
     "実は、みかんはもう市場には出してなくて、ネットと直売所だけで売ってます。"),
    (U, R, "母-デイサービス-ひまわり園", "母が通っているデイサービスはひまわり園。",
     "母のデイ、ひまわり園からさくらの里に替えました。送迎の時間が合わなくて。"),
    (U, US, "ユーザー-会社の最寄り駅-新宿", "ユーザーの会社の最寄り駅は新宿。",
     "会社が移転して、最寄りは品川になりました。"),
    (U, US, "ユーザー-スマホ-ドコモ", "ユーザーのスマホはドコモで契約している。",
     "スマホ、ドコモから楽天モバイルに乗り換えました。"),
    (U, P, "娘-バレエ教室-月謝6000円", "娘のバレエ教室の月謝は 6,000 円。",
     "バレエの月謝、来月から6,600円です。"),
    (U, R, "ピアノ調律-山田楽器", "ピアノの調律は山田楽器に頼んでいる。",
     "調律なんですが、山田楽器さんがお店を閉められたので、今は個人の調律師さんにお願い"
     "しています。"),
    (U, US, "ユーザー-犬の散歩-朝6時", "ユーザーは犬の散歩に朝 6 時に行っている。",
     "犬の散歩は夕方にしました。朝は私が早番になったので。"),
    (U, US, "ユーザー-市民病院の看護師", "ユーザーは市民病院の看護師。",
     "看護師長になりました。病棟は同じです。"),
    (U, F, "回覧板-紙で回す", "町内の回覧板は紙で回している。",
     "回覧板、LINEグループに切り替えました。紙はもうやめです。"),
    (N, P, "子ども-そろばん教室-木曜夕方-2", "子どものそろばん教室は木曜の夕方。",
     "下の子のスイミングが木曜の夕方に変わりました。"),
    (N, US, "ユーザー-タクシー運転手-2", "ユーザーはタクシーの運転手をしている。",
     "兄がタクシーの運転手をやめて、今は路線バスに乗ってます。"),
    (N, P, "集会所-利用料-1時間500円-2", "集会所の利用料は 1 時間 500 円。",
     "市民プールの利用料も1時間500円です。"),
    (N, R, "実家-みかん-市場に出荷-2", "実家のみかんは市場に出荷している。",
     "隣の農家さんは野菜をもう市場に出さなくなりました。"),
    (N, R, "母-デイサービス-ひまわり園-2", "母が通っているデイサービスはひまわり園。",
     "ひまわり園の夏祭りの日程が変更になりました。"),
    (N, US, "ユーザー-会社の最寄り駅-新宿-2", "ユーザーの会社の最寄り駅は新宿。",
     "妹の会社が新宿に移転しました。"),
    (N, R, "ピアノ調律-山田楽器-2", "ピアノの調律は山田楽器に頼んでいる。",
     "山田楽器さんで娘のバイオリンを買い替えました。"),
    (N, F, "回覧板-紙で回す-2", "町内の回覧板は紙で回している。",
     "町内会の会計報告は紙のままで、LINEにはしません。"),
)

__all__ = ["EN_FRESH_32", "JA_FRESH_32", "ZH_FRESH_32"]
