"""What the project's system is, read by offline extraction beside the facts of
`memdir.pipeline.extract.facts`: the parts of its stack named ("The warehouse is Snowflake",
"我们线上数据库是 TiDB", "ボードは STM32 で"), what a part is by its kind, where it runs and
how it is reached ("The reporting database is a read replica", "Prod is on-prem", VPN 経由でし
か入れません), and who the product is for and who uses it ("Most of our users are on cheap
Android phones", 主要给护士用, 自治体向け), how many ("The plugin has around 40,000 active
installs", 全国の調剤薬局およそ300店舗で使われています) and where the orders come from
(订单大部分来自携程和美团), and what the user's own shop or firm is (公司主要接测绘项目,
我们店在台中, "we're a two-van locksmith business"), what it has (我們羽球館一共八面場地), a
machine of it kept off the network, an old system it still runs, who built it, and what it
must run on. None of it is in the code, and all of it shapes
what the code must keep doing.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# What a part of the project's stack is, named ("The warehouse is Snowflake, not Postgres",
# "我们线上数据库是 TiDB", "ボードは STM32 で、OS は FreeRTOS です"): a part of a system and
# a product's name (a capital or a digit first), not a state ("The database is down").
STACK = re.compile(
    r"(?i)(?:^|:\s*)(?:(?:the|our)\s+)?(?:[\w-]+\s+)?(?:warehouse|database|db|queue|broker|cache|cluster"
    r"|board|mcu|microcontroller|chip|os|ci|runtime|frontend|backend|orm|framework|cloud"
    r"|registry|prod|production|search\s+engine|message\s+bus|data\s+lake|orchestrator|scheduler|cdn"
    r"|identity\s+provider|idp|payment\s+provider|email\s+provider|bundler|test\s+runner"
    r"|package\s+manager|build\s+system|monorepo\s+tool)s?\s+(?:is|are|runs?\s+on|sits?\s+on)\s+"
    r"(?:still\s+|now\s+|currently\s+|all\s+)?(?:an?\s+)?(?-i:[A-Z0-9])[\w.+-]*"
    r"|(?:^|[，,])(?:我们|公司|咱们)?(?:的|这边的?)?(?:线上|生产|生产环境|测试环境)?的?(?:数据库|资料库|数仓|数据仓库|消息队列"
    r"|队列|缓存|集群|板子|开发板|目标板|芯片|单片机|操作系统|框架|后端|前端|注册中心|配置中心|网关|CI"
    r"|云服务|编辑器|ORM|搜索引擎|打包工具|构建工具|包管理器?|(?:核心|业务|后台)?系统)"
    r"(?:到现在|到今天|至今|现在|目前|一直|都|还|仍然|依然|仍){0,2}(?:用的)?是\s*[A-Za-z0-9][\w.+-]*"
    r"(?![^。，,]*[吗呢？?])"
    r"|(?:データベース|DB|データウェアハウス|DWH|キュー|キャッシュ|クラスタ|ボード|マイコン|チップ|OS"
    r"|CI|フレームワーク|バックエンド|フロントエンド|クラウド|ORM|ビルドツール|パッケージマネージャー?|本番"
    r"|本番環境|ステージング|staging|検証環境|開発環境|基幹システム|システム|インフラ)"
    r"\s*は\s*(?:今は?|現在は?|いまは|まだ|今も|いまだに)?\s*(?!OK|NG|ok)[A-Za-z0-9][\w.+-]*(?:\s+[A-Za-z0-9][\w.+-]*)?(?:\s*の[^、。]{1,12})?\s*"
    r"(?:で[、,]|です|を使|ではなく|[、,]|[。]?$)")


# What a part of the system is by its kind, where it runs and how it is reached ("The
# reporting database is a read replica that lags ten minutes behind prod", "the nightly
# jobs still run on a Jenkins box", "Half our CI moved to GitHub Actions last spring",
# "Prod is on-prem", 本番サーバーはオンプレで, VPN 経由でしか入れません); not a state
# ("The backend is a mess").
# A product a kind of the work goes through, named (kintone, Airリザーブ, ヤマト, 食べチョク: a kana
# or two may open it), no code or identifier (7QH4K2ZP9M).
_PRODUCT_JA = (r"[\u3040-\u309f\u4e00-\u9fff]{0,3}?(?:(?!(?-i:[A-Z\d]{5,})\b)[A-Za-z][\w.-]*"
               r"|[\u30a1-\u30fa\u30fc]{2,})")
SYSTEM = re.compile(
    r"(?i)^(?:the|our)\s+(?:[\w-]+\s+)?(?:database|db|backend|frontend|api|app|service|site|cache"
    r"|server|warehouse|admin\s+panel|dashboard)\s+is\s+(?:just\s+|basically\s+|still\s+)?(?:a|an)\s+"
    r"(?:[\w-]+\s+){0,2}(?:read\s+replica|replica|mirror|monolith|static\s+site|spa|wrapper|proxy"
    r"|fork|snapshot|cron\s+job|lambda|serverless\s+function|microservice)\b"
    # a system or a site by who made it or what product it is ("The booking site is WordPress
    # with Bookly", 图书馆的系统是外包的套装软件, 図書館のシステムは業者のパッケージで; not "The
    # booking site is down", この画面は…)
    r"|^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:site|website|system|shop|store|app|software)\s+is\s+"
    r"(?:an?\s+)?(?:off-the-shelf\b|vendor\b|third-party\b|bespoke\b|in-house\b"
    r"|(?-i:[A-Z])[\w.+-]*\s+(?:with|plus|and|on)\s+(?-i:[A-Z]))"
    r"|^(?!这|那)[^，。,]{0,10}(?:系统|软件|网站|后台)(?:是|用的是)(?:外包|外面买|买来|现成|厂商|供应商"
    r"|第三方|别人家|自己开发|定制)"
    r"|^(?!この|その|あの)[^、。]{0,10}(?:システム|ソフト|サイト)は(?:[^、。]{0,6}の)?(?:業者|ベンダー|外部"
    r"|市販|既製|パッケージ|自社開発|内製|外注)"
    # the tools a piece of the work goes through, by their products ("The launderette's card
    # machines log into a Google Sheet through Zapier", 在庫管理は、Googleスプレッドシートと
    # 自作のGASでやっています, 库存管理用的是飞书表格和自己写的脚本; not "Log into the VPN
    # through Okta today", この集計は Excel でやっています)
    r"|^(?:the|our)\s+[^.?!]{1,40}?\b(?:logs?|syncs?|feeds?|posts?|goes|go|pushes|push|writes?"
    r"|flows?)\s+(?:in)?to\s+(?:a|an|the|our)\s+(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?\s+"
    r"(?:through|via|using)\s+(?-i:[A-Z])(?![^.?!]*\b(?:today|now|this)\b)"
    r"|^(?![^。]*(?:今日|今回|この|その))[^、。]{1,16}(?:管理|集計|記録|予約|会計|受付|在庫|名簿)は[、,]?\s*"
    r"[^、。]{0,12}?(?:[A-Za-z][\w.-]*|スプレッドシート|エクセル)[^、。]{0,16}で(?:やって|管理して|回して"
    r"|つけて)(?:い)?ます"
    # (or each kind of the work by its product, listed: 予約はAirリザーブ、会計はfreee、…;
    # not この件はA、あの件はB)
    # (the product may open with a kana or two, 食べチョク, and the last pair end in です:
    # 注文は食べチョク、顧客管理はkintone、配送はヤマトのクール便です)
    r"|^(?![^。]*(?:今日|今回|この|その|あの))(?:[^、。]{1,16}は\s*" + _PRODUCT_JA
    + r"[^、。]{0,8}、){2,}"
    r"|^(?![^。]*(?:今日|今回|この|その|あの))(?:[^、。]{1,16}は\s*" + _PRODUCT_JA
    + r"[^、。]{0,8}、)[^、。]{1,16}は\s*" + _PRODUCT_JA + r"[^、。]{0,12}です[。]?$"
    r"|^(?![^。]*(?:今天|这次|这个|这份))[^，。,]{1,10}(?:管理|记账|库存|预约|排班|名单)(?:都)?(?:用的是|用|靠)"
    r"[^，。,]{0,8}(?:[A-Za-z][\w.-]*|表格|小程序)[^，。,]{0,12}(?:管|做|记|弄)(?:的)?(?=[，,。!！]|$)"
    # (or where each kind of the work comes in and is done, by product: "The hostel's bookings
    # come through Cloudbeds, reviews through Hostelworld", "I do the staff rota in Deputy";
    # not "This booking came through Airbnb", "I'll do the rota in Deputy today")
    r"|^(?:(?:the|our|my|all\s+(?:the|our))\s+)?(?:[\w'\u2019-]+\s+){0,2}?(?:bookings|orders|reviews"
    r"|payments|enquiries|inquiries|invoices|reservations|tickets|leads|sales|calls|messages)\s+"
    r"(?:all\s+)?(?:come|go|arrive)\s+(?:in\s+)?(?:through|via|from|on)\s+(?-i:[A-Z])[\w.-]*"
    r"(?![^.?!]*\b(?:today|now|this\s+(?:week|time)|yesterday)\b)"
    r"|^i\s+(?:do|keep|run|manage)\s+(?:the|our|my|all\s+the)\s+(?:[\w-]+\s+)?(?:rota|rotas"
    r"|schedule|books|accounts|payroll|bookings|invoices|stock|inventory|timesheets)\s+(?:in|on"
    r"|through|with)\s+(?-i:[A-Z])[\w.-]*(?![^.?!]*\b(?:today|now|this|tomorrow)\b)"
    # what the user's place lacks ("There's no internet in the youth club hall", 活动室里没有网,
    # ホールにはネットがありません; not "There's no internet in the hall today", 今天没网)
    r"|^there(?:'s|\s+is)\s+no\s+(?:internet|wi-?fi|signal|phone\s+signal|mobile\s+signal|power"
    r"|electricity|printer|parking|lift|heating|running\s+water)\s+(?:in|at|on)\s+(?:the|our|my)\s+"
    r"(?![^.?!]*\b(?:today|tonight|now|this\s+week|at\s+the\s+moment)\b)"
    r"|^(?![^。]*(?:今天|现在|这会儿|这几天|暂时))[^，。,]{1,12}(?:里|上)?(?:没有|没)(?:网|网络|信号|wifi|WiFi"
    r"|电|打印机|停车位|电梯)(?=[，,。!！]|$)"
    r"|^(?![^。]*(?:今日|今は|いま|しばらく))[^、。]{1,16}(?:には|は)(?:ネット|インターネット|Wi-?Fi|電波|電源"
    r"|プリンター|駐車場|エレベーター)が(?:ない|ありません|通っていません|入りません)"
    r"|\blags?\s+(?:about\s+|roughly\s+|around\s+|up\s+to\s+)?[\w-]+\s+(?:seconds?|minutes?|hours?)"
    r"\s+behind\b"
    r"|\bstill\s+(?:runs?|lives?|sits?|deploys?|builds?)\s+(?:on|in)\s+(?:an?\s+)?(?:old\s+)?"
    r"(?-i:[A-Z])"
    r"|\b(?:moved|migrated|switched)\s+(?:over\s+)?(?:to|off)\s+(?:[\w.-]+\s+){1,2}(?:last\s+(?:year"
    r"|spring|summer|fall|autumn|winter|quarter|month)|in\s+(?:19|20)\d\d|back\s+in|(?:a\s+few|two|three|\d+)\s+(?:years?|months?)\s+ago)\b"
    r"|\b(?:is|are|runs?|lives?)\s+(?:all\s+|still\s+|fully\s+)?(?:on[\s-]prem(?:ise)?s?|self[\s-]hosted)\b"
    r"|\b(?:only\s+)?(?:reachable|accessible)\s+(?:only\s+)?(?:over|via|through|from\s+inside)\s+"
    r"(?:the\s+|our\s+|a\s+)?(?:vpn|bastion|jump\s*(?:box|host)|office\s+network|intranet)\b"
    r"|オンプレ(?:ミス)?(?:で[、,]|です|に(?:あ|置)|環境)|自建机房|私有化部署"
    r"|しか(?:入れ|アクセスでき|つなが|繋が|接続でき|ログインでき)(?:ません|ない)"
    # where the product is published ("我们的游戏发在微信小游戏平台上", "Steam で配信しています")
    r"|(?:发|发布|上架|上线)在[^，。,]{1,16}(?:平台|商店|应用市场|市场)"
    r"|(?:で|に)(?:配信|販売)して(?:い)?(?:ます|る)"
    # a site with no network, and the one way data gets out ("现场基本没网,数据只能靠 LoRa 传
    # 回来", "There's no internet on site", 現場はネットにつながりません, air-gapped)
    r"|(?:现场|设备|机房|车间|工厂|客户现场|生产环境|大棚)[^，。,]{0,4}(?:基本|完全|根本)?(?:没(?:有)?网"
    r"|不能(?:上|联)网|无法联网|连不上(?:外)?网)|只能(?:靠|依靠|借助)\s*[A-Za-z]"
    r"|(?:現場|端末|機器|工場|客先)[^、。]{0,8}(?:ネット|ネットワーク|インターネット)(?:に|へ|は)?"
    r"(?:つながら|繋がら|接続でき|出られ)(?:ない|ません)|オフライン環境"
    r"|\bno\s+(?:internet|network|connectivity)\s+(?:on[\s-]site|at\s+the\s+site|in\s+the\s+field"
    r"|on\s+the\s+(?:devices?|floor|farm))\b|\bair[\s-]gapped\b"
    # a machine of the project kept off the network ("The telescope PC … can't go on the
    # network", 这台电脑不能联网, 制御用の PC はネットにつながりません; not "I can't get online
    # at the hotel", the user's moment)
    r"|^(?!i\b|i'm\b|we\b|we're\b)[^.]{0,80}\b(?:can'?t|cannot|must\s+not|mustn'?t|never)\s+(?:go|be"
    r"|get)\s+(?:online|on(?:to)?\s+the\s+(?:network|internet|net)|connected\s+to\s+the\s+"
    r"(?:network|internet))\b"
    r"|(?:电脑|主机|机器|服务器|工控机|上位机)[^，。,]{0,4}(?:不能|不准|不许|没法|无法)(?:上网|联网|连网|接入网络)"
    r"|(?:PC|パソコン|端末|サーバー?)[^、。]{0,8}(?:ネット|ネットワーク|インターネット)(?:に|へ)?"
    r"(?:つなげ|繋げ|つなが|繋が|接続でき|出せ)(?:ない|ません)"
    # an old system the project still runs, named with its version ("still runs Windows XP",
    # "still uses SQL Server 2008", 数据库到现在还是 SQL Server 2008 is `STACK`; not "the job
    # still runs Monday")
    r"|\bstill\s+(?:runs?|uses?|is\s+on|are\s+on)\s+(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)"
    r"(?:an?\s+)?(?:old\s+)?(?-i:[A-Z])[\w.+-]*\s+(?:(?-i:[A-Z])[\w.+-]*|\d[\w.]*)"
    # who built the system: an outside firm, and when (售后系统是十年前外包做的, "was built by
    # an outside agency", 十年前に外注で作ったシステム, 地元のベンダーが作ったもので)
    r"|\b(?:was|were)\s+(?:built|written|made|developed|put\s+together)\s+(?:[^.]{0,30}\s)?by\s+"
    r"(?:an?\s+)?(?:outside\s+|external\s+|third[\s-]party\s+)?(?:agency|contractor|vendor"
    r"|freelancer|consultancy|supplier)\b"
    r"|(?:系统|系統|后台|網站|网站|小程序|软件|軟體|平台|项目|App|APP|app)是[^，。,]{0,8}(?:外包|找人|供应商"
    r"|第三方|乙方)[^，。,]{0,4}(?:做|写|开发|搭)的"
    r"|(?:外注|委託|業者|ベンダー|制作会社|外部の会社)[^、。]{0,6}(?:作った|作って|作られた|開発した"
    r"|開発された)(?:システム|もの|アプリ)"
    # what the product must run on ("…, so the VR build has to run well on those", 游戏必须在
    # 千元机上流畅运行, Quest 2 で快適に動く必要があります)
    r"|(?:^|,\s*(?:so|and|which\s+means)\s+)(?:the|our|my)\s+(?:[\w-]+\s+){0,3}(?:build|app|game"
    r"|site|website|product|tool|software|firmware|exhibit|client|kiosk)s?\s+(?:has|have|needs?"
    r"|must)\s+(?:to\s+)?(?:run|work|load|play)\s+(?:well\s+|smoothly\s+|fine\s+|fast\s+)?on\b"
    r"|(?:游戏|App|APP|app|系统|页面|网页|小程序|程序|软件|固件)(?:必须|得|要|需要)(?:能)?在[^，。,]{1,16}上"
    r"(?:流畅|顺畅|正常)?(?:地)?(?:跑|运行|打开)"
    r"|[^。]{1,16}で(?:快適に|問題なく|ちゃんと|サクサク|スムーズに)?動く(?:必要が(?:あります|ある)"
    r"|ようにしないと)")


# Who the product is for and who uses it ("Most of our users are on cheap Android phones",
# "这个系统主要给医院的护士用", "このサービスは自治体向けなので…", "この API は外部のパートナー
# 企業も使っている"): what the code must keep working for, which the code does not show.
AUDIENCE = re.compile(
    r"(?i)^(?:most|many|half|nearly\s+all|almost\s+all|all|some|a\s+lot|lots|the\s+majority"
    r"|a\s+third|a\s+quarter|\d{1,3}\s*%|\d{1,3}\s+percent)\s+(?:of\s+)?(?:our|my)\s+(?:[\w'-]+\s+){0,2}"
    r"(?:users|customers|clients|visitors|players|readers|students|patients|members|subscribers"
    # (who comes to the user's trade: "most of our ski school's pupils", "our call-outs")
    r"|pupils|call-?outs|callers|guests|residents|families|listeners|viewers|volunteers|tenants"
    r"|parents|learners|trainees|attendees|donors|passengers|diners|buyers|shoppers|households"
    r"|parishioners|audiences?)"
    r"\s+(?:are|use|come|live|have|run|speak|access|browse|sit|work|read|get|want|need|book|pay"
    r"|call)\b"
    r"|^(?:this|our|the)\s+(?:app|product|service|site|website|system|api|tool|platform|library"
    r"|sdk|portal)\s+is\s+(?:(?:mostly|mainly|primarily|only|also|largely|used|built|made|meant"
    r"|designed|intended)\s+){1,2}(?:for|by)\s+(?!(?:now|today|the\s+demo|this|that|it)\b)"
    r"|^(?:这个|我们的?|咱们的?)\s*(?:系统|产品|服务|应用|app|APP|网站|平台|小程序|工具|库|SDK|sdk"
    r"|接口|API|api)\s*(?:是)?(?:主要|专门|只|基本上?|大多)?(?:是)?(?:给|为|供)[^，。,]{1,16}(?:用|使用)"
    r"的?(?=[，,。!！]|$)"
    r"|(?:大部分|大多数|多数|一半|绝大多数|很多|不少)的?(?:用户|客户|使用者)(?:是|都是|都在|在|都用|用)"
    r"|(?:用户|客户|使用者|玩家|甲方|顾客|客人|学员|病人|患者|会员|读者|家长|居民|住户|粉丝|听众|观众"
    r"|买家|房客|租户|来[^，。,]{1,6}的)"
    r"(?:大多|大部分|大多数|多半|几乎都|基本上?都|主要|[一二三四五六七八九]成)(?:是|都是|都在|在|来自|用)"
    # another team that reads our data or calls our code ("The analytics team queries our event
    # tables directly", 数据组直接查我们的表, 分析チームがうちのテーブルを直接参照しています)
    r"|^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:team|teams|department|partners?|customers?|clients?)\s+"
    r"(?:(?:all|also|still|directly)\s+)?(?:quer(?:y|ies)|reads?|uses?|consumes?|calls?|pulls?\s+from"
    r"|scrapes?|depends?\s+on|relies?\s+on|builds?\s+on)\s+(?:our|my)\b"
    r"|(?:组|团队|部门|那边)[^，。,]{0,4}(?:直接|也|都)?(?:查|读|用|调用?|依赖)(?:我们|咱们)的"
    r"|(?:チーム|部署|部門|会社)(?:が|は|も)[^、。]{0,16}(?:うち|弊社|こちら|私たち|我々)の[^、。]{1,20}を"
    r"(?:直接)?(?:参照|利用|使って|読んで|叩いて)"
    r"|(?:サービス|アプリ|システム|API|ツール|製品|プロダクト|サイト|ライブラリ|SDK)\s*は"
    r"(?:[^、。]{1,16}向け(?:の[^、。]{1,10})?(?:なので|なんで|で[、,]|です|だから)"
    r"|[^、。]{1,20}(?:も|が)(?:使って|利用して)(?:いる|います|る))"
    r"|(?:ユーザー|利用者|お客さん|お客様|顧客|会員|生徒|患者|檀家|門徒|入居者|参加者|読者|視聴者"
    r"|リスナー|住民|受講生|児童)(?:さん|様)?(?:の|は)(?:大半|ほとんど|多く|半分|[0-9一二三四五六七八九十]割)"
    r"(?:は|が)(?![^。]*(?:まだ|ていません|でした))"
    # the product's reach, counted ("The plugin has around 40,000 active installs", "Our app
    # is used in over 300 pharmacies", 我们的 App 有二十万用户, 全国の調剤薬局およそ300店舗で使わ
    # れています; not "The table has 40,000 rows", "This function is used in 3 places")
    r"|^(?:the|our|my)\s+(?:[\w-]+\s+)?(?:plugin|extension|app|product|site|website|service|library"
    r"|package|game|tool|api|sdk|newsletter|channel|podcast|blog)\s+has\s+(?:around|about|roughly|over"
    r"|nearly|almost|some|more\s+than|just\s+under|~)?\s*[\d,.]+\s*[km]?\+?\s+(?:active\s+|daily\s+"
    r"|monthly\s+|paying\s+|registered\s+)?(?:installs|users|downloads|customers|subscribers|players"
    r"|readers|listeners|members)\b"
    r"|\b(?:is|are)\s+(?:used|installed|deployed|running)\s+(?:in|at|by|across)\s+(?:about|around|over"
    r"|nearly|almost|some|more\s+than)?\s*[\d,]+\+?\s+(?:[\w-]+\s+)?(?:pharmacies|stores|shops|schools"
    r"|hospitals|clinics|companies|restaurants|hotels|offices|branches|libraries|municipalities)\b"
    r"|\b(?:goes|go|is\s+sent|are\s+sent|gets\s+sent|is\s+mailed)\s+(?:out\s+)?to\s+(?:about|around"
    r"|roughly|over|nearly|almost|some|more\s+than)?\s*[\d,]+\+?\s+(?:[\w-]+\s+)?(?:households|homes"
    r"|subscribers|families|members|readers|parishioners|addresses|customers|schools|stores)\b"
    r"|(?:发|寄|送)(?:给|到)[^，。,]{0,4}[\d一二两三四五六七八九十百千万]+多?(?:户|家|位|名)"
    # (a number from its first digit: a long run of digits was tried from each of them)
    r"|(?<![\d０-９一二三四五六七八九十百千万])[\d０-９一二三四五六七八九十百千万]+"
    r"(?:世帯|軒|名|人|社)(?:ほど|くらい|ぐらい)?に(?:配って|届けて"
    r"|送って|配布して|郵送して)(?:い)?ます"
    r"|(?:插件|应用|App|app|APP|产品|小程序|网站|服务|游戏|平台|系统)\s*(?:大概|大约|目前|已经)?有[^，。,]{0,6}"
    r"[\d一二两三四五六七八九十百千万]+[^，。,]{0,3}(?:活跃|付费|注册)?(?:用户|安装|下载|客户|玩家|订阅)"
    r"|(?:システム|サービス|アプリ|製品|プラグイン|ツール)は[、,]?[^。]{0,30}[\d０-９一二三四五六七八九十百千万]+"
    r"\s*(?:店舗|社|校|病院|施設|自治体|拠点)で(?:使われて|利用されて|導入されて|採用されて)"
    # where the business's orders come from ("Most of our bookings come from Booking.com",
    # 订单大部分来自携程和美团, 予約の大半は楽天トラベル経由です; not 这批订单…)
    r"|^(?:most|many|half|nearly\s+all|almost\s+all|a\s+lot|the\s+majority|\d{1,3}\s*%)\s+of\s+"
    r"(?:our|my)\s+(?:orders|bookings|reservations|sales|revenue|traffic|leads|sign-?ups)\s+"
    r"(?:comes?|is|are)\s+(?:from|through|via)\b"
    r"|^(?![^，。]*(?:这|那|今天|昨天))[^，。]{0,6}(?:订单|预订|流量|收入|客源|销量)(?:大部分|大多数?|主要|多半"
    r"|基本上?)(?:是|都是)?(?:来自|从|通过)"
    r"|(?:予約|注文|売上|アクセス|流入|集客)の(?:大半|ほとんど|多く|半分|[0-9一二三四五六七八九十]割)(?:は|が)")


# What the user's own shop, class or firm is, where it is and how many work in it ("公司主要接
# 测绘项目", "我们店在台中,…", "我们班是中班", "修理厂就我跟两个师傅"); not what it is doing this
# moment (我们店在装修, 我们组在开会).
ORGANISATION = re.compile(
    r"^(?:我们|我們|咱们|咱們|我)?的?(?:公司|店|工作室|厂|廠|诊所|診所|医院|醫院|学校|學校|事务所|事務所)"
    r"(?:基本上?)?(?:主要|专门|專門|一直|只|就只|只是)(?:接|做|卖|賣|经营|經營|承接|服务|服務)"
    r"|^(?:我们|我們|咱们|咱們)的?(?:班|店|公司|厂|廠|学校|學校|诊所|診所|工作室|馆|館|组|組|科)(?:是|在)"
    r"(?![^，。,]{0,6}(?:装修|忙|放假|搬|开会|加班|休息|吗|呢|[?？]))[^，。,]{1,8}(?:[，,。!！]|$)"
    r"|(?:就|只有)我(?:跟|和)[^，。,]{0,4}[一二两三四五六七八九十\d]+个"
    # how much the shop has (我們羽球館一共八面場地, 我们诊所有三个医生; not 我们馆有八面旗子
    # 被吹倒了)
    r"|^(?:我们|我們|咱们|咱們)的?[^，。,]{0,4}(?:店|馆|館|公司|厂|廠|诊所|診所|学校|學校|工作室|园|園|中心"
    r"|医院|醫院)(?:一共|总共|總共|共)?有?[一二两兩三四五六七八九十百\d]+(?:个|個|张|張|面|间|間|家|名|位"
    r"|台|臺|辆|輛|块|塊)(?![^。]*了[。!！]?$)"
    # the trade, said of "we" (我们是养蜂的, 我们是做外贸的; not 我们是开玩笑的)
    r"|^(?:我们|我們|咱们)是(?!开玩笑|開玩笑|说着玩)(?:做|养|養|开|開|卖|賣|搞|跑|修|教|种|種)[^，。,]{1,10}的"
    r"(?=[，,。!！]|$)"
    # where the user's shop sells (我们店在拼多多和抖音上都开了,主要卖…; "We sell on Etsy and
    # Shopify"; not 我们店在装修, "We sell on Etsy today only")
    r"|^(?:我们|我們|咱们|咱們)的?(?:小|网|網)?(?:店|店铺|店鋪|工作室|公司)在[^，。,今这那]{1,20}都?(?:开了|開了"
    r"|开的|開的|有店|上架了|卖|賣)(?![^。]*(?:今天|刚|剛|现在|現在))"
    r"|(?i:^(?:we|i)\s+(?:mostly\s+|mainly\s+|only\s+|also\s+)?sell\s+(?:[\w-]+\s+){0,3}?(?:on|through"
    r"|via)\s+(?-i:[A-Z])[\w.-]+(?![^.?!]*\b(?:today|tonight|this\s+week|now|anymore)\b))"
    # the organisation's financial year ("The practice's financial year ends on 30 June", 我们
    # 公司的财年到六月底结束)
    r"|(?i:^(?:the|our|my)\s+(?:[\w'&-]+\s+){0,2}(?:financial|fiscal|tax|accounting)\s+year\s+"
    r"(?:ends|starts|begins|runs|closes|is)\b)"
    r"|(?:财年|財年|会计年度|會計年度|财政年度|財政年度|财务年度|財務年度)(?:是|从|從|在|到|于|於|截止|结束"
    r"|結束|开始|開始|为|為)"
    # what the business is, in English ("We're a two-van locksmith business", "we're a
    # single-screen independent cinema"; not "We're a business day away", "We're a mess")
    r"|(?i:^we'?re\s+(?:just\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,4}?(?:business|firm|practice|clinic|charity"
    r"|cinema|theat(?:re|er)|museum|library|co-?op|cooperative|farm|bakery|restaurant|caf[eé]"
    r"|kitchen|salon|garage|hotel|hostel|pharmacy|surgery|parish|church|temple|station|newsroom"
    r"|magazine|newspaper|publisher|label|club|gym|lab|outfit|brewery|winery|store|nursery"
    r"|observatory|hospice|food\s+bank)\b(?!\s+(?:day|days|hours?|trip|call|card|case|plan"
    r"|model|decision|meeting|short|down|behind)\b))"
    # how many the user's organisation has, in words ("The courier co-op has twenty-three
    # riders", "Our practice has 12 staff"; not "Our team has two bugs left")
    r"|(?i:^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:co-?op|cooperative|business|firm|practice|clinic"
    r"|shop|studio|company|agency|charity|restaurant|bakery|gym|school|lab|office|team|library"
    r"|orchestra|hotel|inn|b&b|ryokan|choir|band|club|troupe|congregation|farm|orchard|dairy"
    r"|guesthouse|hostel|surgery|parish|league|squad|vineyard|ranch|warehouse|depot|ward|fleet"
    r"|factory|plant|yard|department)\s+has\s+(?:about\s+|around\s+|roughly\s+|over\s+|just\s+"
    r"|only\s+)?(?:\d+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen"
    r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a\s+hundred)(?:-[a-z]+)?)\s+(?:[\w-]+\s+)?"
    r"(?:riders|drivers|couriers|members|staff|people|employees|developers|engineers|designers"
    r"|nurses|vets|doctors|dentists|teachers|volunteers|partners|owners|musicians|players"
    r"|stores|branches|locations|shops|rooms|beds|vans|trucks|tables|seats|courts|lanes|singers"
    r"|voices|cows|goats|sheep|hens|horses|acres|hectares|trees|pupils|students|children|kids"
    r"|families|patients|guests|chairs|hygienists|mechanics|chefs|cooks|docks|bays|windows|shifts"
    r"|forklifts|routes|doors|lines|dispatchers|pickers|porters|carers|midwives)\b"
    r"(?![^.?!]*\b(?:stuck|left|down|broken|missing|sick|late|waiting|today|tonight|this\s+week"
    r"|right\s+now)\b))"
    # how many it has, in Chinese with no verb or with 有 (我们合唱团四十来个人, 我们民宿一共六间
    # 房; not 我们合唱团今天来了四十个人, 我们店五个人都病了)
    r"|^(?:我们|我們|咱们|咱們)的?[^，。,今这那]{0,4}(?:合唱团|合唱團|乐队|樂隊|乐团|樂團|剧团|劇團|俱乐部"
    r"|協會|协会|民宿|客栈|客棧|旅馆|旅館|酒店|农场|農場|果园|果園|牧场|牧場|车行|車行|店|馆|館|诊所|診所"
    r"|工作室|公司|团队|團隊|社团|社團|球队|球隊|病房|病区|病區|科室|仓库|倉庫|车队|車隊|门诊|門診)(?:一共"
    r"|总共|總共|共|大概|差不多|大约|大約)?有?"
    r"[一二两兩三四五六七八九十百千\d]+(?:来|來|多)?(?:个人|個人|人|名|位|间房|間房|间|間|头|頭|亩|畝"
    r"|张床|張床|(?:个|個|名|位)?(?:护士|護士|医生|醫生|司机|司機|员工|員工|师傅|師傅|工人|护工|護工))(?![^。]*了[。!！]?$)(?![^。]*(?:病|走|没来|沒來|请假|請假))")


def is_system_fact(sentence: str) -> bool:
    return bool(STACK.search(sentence) or SYSTEM.search(sentence) or AUDIENCE.search(sentence)
                or ORGANISATION.search(sentence))


__all__ = ["AUDIENCE", "ORGANISATION", "STACK", "SYSTEM", "is_system_fact"]
