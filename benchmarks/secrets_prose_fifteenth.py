"""Secrets said in prose, the fifteenth round: credentials the earlier rounds did not cover, as
people type them to an agent, in English, Chinese (Simplified) and Japanese, written and
committed before any rule ran on it.

The ways of saying: passwords in kana or in the romaji of a word (sakuramochi, ミカンバコ,
「さくらもち」をローマ字入力した…, ひらがなの「ねこまんま」, xiaoxiongmao); passwords in quotes
inside a longer instruction ('log into the staging box as deploy with the password
'Fenwick_Tide' and then…', 密码是“Songtao@Lake”，然后…, パスワードは「Hinoki_Sora」です。そのあと
…); lists of recovery and backup codes (Bitwarden, Discord, an Apple ID recovery key, a
1Password secret key, a Steam Guard code, 两步验证的备用码, Nintendo のバックアップコード); a
secret split across two sentences (the account in one, its password in the next);
providers no round named: maps (Naver's search headers, HERE's apiKey, Tencent LBS's key,
Baidu Maps' server AK, Amap's securityJsCode), payment gateways (Omise, Xendit, Midtrans,
Paystack, Adyen, WeChat Pay's APIv3 key, PayPay, LINE Pay, Veritrans, Toss Payments, PortOne,
KakaoPay's admin key), messaging (Vonage, Plivo, Sendbird, RongCloud, Ronglian, SUBMAIL,
Channel Talk) and other SaaS (Youdao, Pinduoduo, Douyin, Shopee, Lazada, Coupang, Smaregi,
Sansan, esa, NAVER Cloud, microCMS); connection strings and shells of other databases
(`sqlserver://`, CouchDB over HTTP, `cqlsh -p`, an InfluxDB token, `jdbc:kingbase8://`,
openGauss' `gsql -W`, OceanBase's `obclient -p`, TiDB, `hdbsql -p`, Firebird's `isql
-password`, `vsql -w`, an ODBC `Pwd=`); basic auth in URLs (a private package index, an RTSP
camera, a Jenkins trigger, a staging site); signed URLs (CloudFront's `Signature` with its
`Key-Pair-Id`, a Qiniu private link's `token`, Tencent COS's `q-signature`, Huawei OBS'
`Signature`); licence keys (Windows and Office product keys, a licence key in five groups,
Navicat's registration code); Wi-Fi and router passwords (a `WIFI:` QR string, a router's
admin login, 光猫's super administrator, an Aterm's encryption key from its sticker); safe and
locker combinations (a dial's turns, a gym locker, 寄存柜的取件密码, コインロッカーの暗証番号);
bank and payment PINs (an ATM card's PIN, 取款密码, 支付密码, ゆうちょの暗証番号); and secrets in
JSON, YAML, TOML, `.env` and ini snippets (appsettings.json, a Helm values file, wrangler.toml,
supervisord.conf, odbc.ini, Beats' YAML, a config.toml's `[smtp]`, `.env.production`).

Beside them, look-alikes with no secret in them: commit ids, UUIDs, SHA-256 and MD5 checksums,
a GPG fingerprint, a certificate serial number; example and placeholder keys (AWS's documented
`AKIAIOSFODNN7EXAMPLE` pair, `sk_test_xxxxxxxx`, `.env.example` with `changeme`, a DSN with
`USER:PASSWORD`), Microsoft's published KMS client key for Windows 10 Pro, a payment
gateway's public client key; version strings; order, tracking and invoice numbers (UPS's
documented `1Z999AA10123456784`); businesses' phone numbers; published accounts to pay into;
descriptions of a format (a product key's five groups of five, Tencent LBS's 35 characters);
password policies that state no password; talk of Wi-Fi passwords, safes, PINs, backup codes,
licences and signed URLs with no value in it; snippets whose secrets come from elsewhere.

Every value here was made up for this file (random characters of each provider's shape, from a
seeded Python `random`); none is a real credential. `AKIAIOSFODNN7EXAMPLE` with its secret,
UPS's `1Z999AA10123456784` and the Windows 10 Pro KMS client key `W269N-WFGWX-YVC9B-4J6C9-
T83GX` are published examples and keys.
"""

from __future__ import annotations

# (language, text): each holds a secret.
FIFTEENTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "the family tablet password is sakuramochi, just the romaji of the sweet, all lower "
           "case"),
    ("en", "log into the staging box as deploy with the password 'Fenwick_Tide' and then restart "
           "the worker and tail its logs for ten minutes"),
    ("en", "when you get to the Synology login use admin, then type \"Kestrel*Fog*81\" exactly "
           "(no quotes) and open Hyper Backup to check last night's job"),
    ("en", "my Bitwarden recovery code is XHFF UNF7 1VU1 0A98 SM3U TQY9 CR2M 3MW8, keep it in the "
           "safe note"),
    ("en", "Discord backup codes, each works once:\n"
           "n0s8q2i2\n"
           "k4nyq4z4\n"
           "xidbg9vm\n"
           "irsnkh19"),
    ("en", "the Apple ID recovery key is D2DX-0MSE-WEKB-ZWOC-2AAV-DDSP-VKSG, I'll need it if I "
           "lose both phones"),
    ("en", "1Password secret key from my emergency kit: A3-6X8L1K-EH5PK4-8A70B-C8VJS-CALWQ-R7T2M"),
    ("en", "the Steam Guard recovery code is R48213, in case the phone dies on the trip"),
    ("en", "the Korean search widget calls Naver with X-Naver-Client-Id: Z1U9ueHK7CN1w4zPbW1G and "
           "X-Naver-Client-Secret: BU4ysxqN6E"),
    ("en", "geocoding goes through HERE, the request carries "
           "apiKey=JG9CFRgdc2gRey_b_FjWPCOX-j_kZH5jKW_rElMmatf"),
    ("en", "the Bangkok store charges through Omise, secret key skey_live_uf7s4321pba20n4f79d"),
    ("en", "Xendit for the Jakarta payouts: "
           "xnd_production_DHg0KhXDcZUd1Nx33gsuERXmTVgjWmyQbbXfOpeFl7mca0DAAJTGZSJADQjZ"),
    ("en", "Midtrans server key is Mid-server-WIuO8PXJqY06DzsNliP10OTj, the client key can stay "
           "in the app"),
    ("en", "the Lagos backend reads PAYSTACK_SECRET_KEY=sk_live_cd7eff8545cddad44c3fa0170e061af36"
           "f236fa7 at start-up"),
    ("en", "Adyen's live X-API-Key is AQEyhmfxL4PJahZCw0m/n3Q5qf3VaY9UCJ1+XWZe9W27jmlZiv4PD4jhfNM"
           "ofnLr2K+e2ej7EMFdWw2+5HzctViMSCJMYAc=-2a+vIJd0g/1hkzXz4geVtC+Guj/FoO8rdP3IwhDMo="
           "-Wq7dE9h3kLm2"),
    ("en", "SMS alerts go out via Vonage, api_key 9d13d630 and api_secret oFa4swLIdrjjPjIT"),
    ("en", "Plivo auth id MA99ST78Q34AN2JPQWBP, auth token "
           "Snp8XStuWZ7OR5mdfUHMhj7Xys77gfA6OZVHrS3z"),
    ("en", "the moderation job sends Api-Token: 74a96225e173ded73f4f0ddc1f629a1dea9b3278 to "
           "Sendbird"),
    ("en", "the reporting job connects with "
           "sqlserver://sa:Quill%40Harbor77@10.2.0.14:1433?database=finance"),
    ("en", "replication target is http://admin:Birch-Lantern-62@couch.fernhollow.io:5984/orders"),
    ("en", "I open the cluster with cqlsh 10.3.1.7 -u cassandra -p 'Vellum#Pike29' and describe "
           "the keyspaces"),
    ("en", "Telegraf writes to InfluxDB with INFLUX_TOKEN=LuyH612CXs97uijBaI3Vq_pgbGVTgjhDfnX5j3s"
           "gQEsEz1LUN2L4BjHBWP9eiAr5bk8SyFbc_Lhj0UnXC_Qarl=="),
    ("en", "pip install --index-url https://ci-reader:Hollow9Quartz@pypi.fernhollow.io/simple/ "
           "fh-core"),
    ("en", "the driveway camera streams on "
           "rtsp://admin:Gr4nite!Owl@192.168.1.64:554/Streaming/Channels/101"),
    ("en", "this link works for a week: https://d3k8x2m1.cloudfront.net/reports/q3.pdf?Expires=17"
           "67225600&Signature=M_14Pez3-pVCYv9jt00GbtTsbCX6IuBT_IaKb6MZHivVc0EWpIrGOQ49DD36tdZTbb"
           "cS1r-7UhoY1fk7IGaV7StXbXVnGqZldbVstB5aOYrWWxssLzvFbUboTKZUzap825THP5YQZl5iYjJeYOI26"
           "zSwKmwB0zx4MRjOZ4tmnqRH__&Key-Pair-Id=K2JCJMDEHXQW5F"),
    ("en", "Windows 11 Pro key for the new desk PC: YK3XC-HJFD4-3GFJ2-YTRCG-9GGV3, it's retail so "
           "don't put it on a second machine"),
    ("en", "the licence key for the diagram tool is R96RT-RWFX3-H3P2F-7BKRY-7F36M, registered to "
           "Fernhollow Ltd"),
    ("en", "the guest network QR decodes to WIFI:T:WPA;S:Fernhollow-Guest;P:Mossy-Otter-2291;;"),
    ("en", "the router's admin page is 192.168.0.1, login admin / Heron7Lantern, the one on the "
           "sticker was changed"),
    ("en", "the office safe opens on 32 left, 14 right, 27 left"),
    ("en", "my gym locker combo is 0-4-8-1 in case I forget it again"),
    ("en", "my Chase ATM card PIN is 6093, Mum might need to take cash out while I'm in surgery"),
    ("en", "The NAS account is backup-svc. Its password, which I reset on Monday, is "
           "Marrow+Finch+12."),
    ("en", "appsettings.Production.json has {\"Smtp\": {\"Host\": \"smtp.fernhollow.io\", "
           "\"User\": \"noreply\", \"Password\": \"Tern#Valley55\"}}"),
    ("en", "values-prod.yaml:\n"
           "  redis:\n"
           "    auth:\n"
           "      password: Wicker9Sloe"),
    ("en", "wrangler.toml:\n"
           "[vars]\n"
           "ENVIRONMENT = \"production\"\n"
           "PAYMENT_SIGNING_SECRET = \"W0CIWcho1GlDUE0SNd5KqueS8Qjwkvg3TUo8NQQL\""),
    ("en", "supervisord.conf:\n"
           "[inet_http_server]\n"
           "port=127.0.0.1:9001\n"
           "username=ops\n"
           "password=Cobalt_Wren_48"),
    ("en", "the .env on the box:\n"
           "APP_ENV=production\n"
           "MAIL_PASSWORD=Juniper&Kite61\n"
           "MAIL_FROM=noreply@fernhollow.io"),
    # Chinese
    ("zh", "孩子平板的解锁密码是 xiaoxiongmao，拼音全小写"),
    ("zh", "你先用 ops 账号登录跳板机，密码是“Songtao@Lake”，然后进到 /data/logs 把昨天的日志"
           "打包发我"),
    ("zh", "光猫超级管理员账号 telecomadmin，密码 nE7jA%5m，改桥接要用"),
    ("zh", "客厅路由器的 5G Wi-Fi 叫 ChinaNet-8kQx，密码 Hx7#qing2025，访客网络不要给"),
    ("zh", "我的工行卡取款密码是 739156，你去帮我取两千块给房东"),
    ("zh", "支付密码 204817，你帮我把这个月的水电费付了"),
    ("zh", "办公室保险柜的密码是左转 36、右转 12、再左转 58"),
    ("zh", "超市寄存柜 23 号，取件密码 58230417，帮我把包拿出来"),
    ("zh", "两步验证的备用码存这里，每个只能用一次：px0pz-nsfe2 0o01p-j2cxc xwfuh-b482h "
           "0uel2-862tx uc4us-wo04x"),
    ("zh", "小程序里腾讯位置服务的 key 是 QYJN8-PQ3N3-4TBC7-ZR0SP-P0VBM-PPGUD，逆地址解析要用"),
    ("zh", "百度地图开放平台的服务端 AK：yoKLZ4aafN1iKAR5kL0vScwS2aMt0Wk4，别放前端"),
    ("zh", "高德 JS API 的安全密钥 securityJsCode 是 642881eee37a6a01293fef9e00cab98c，和 key "
           "一起配"),
    ("zh", "融云 App Key sbnoe69j2goj2n，App Secret HXSZEb6WU5，获取用户 token 时签名用"),
    ("zh", "容联云通讯的 ACCOUNT SID 是 f17d5c81a149726c72d799d8d087422d，AUTH TOKEN 是 "
           "9c23a56277a37e099994c3b0a03eeaf7，发短信验证码用"),
    ("zh", "有道智云翻译：应用ID 594c8d3571657a98，应用密钥 UCAVHylUjJHw4z2CLmvis2p0QxOivWPc"),
    ("zh", "SUBMAIL 短信的 appid 73512，appkey b0d88dc8ed3ca551ed2d3317277fa522"),
    ("zh", "微信支付商户号 1612345678，APIv3 密钥 H5iD56d1Ejx34fNUOwOLm0tlp8whccT1，回调解密要用"),
    ("zh", "拼多多开放平台 client_id 8e1f2a5d3c7b，client_secret "
           "be29640bcd7ea99d7ed93317922c773fd306bb50"),
    ("zh", "抖音开放平台的 client_key awk2qm8sx7f3d9，client_secret "
           "5ac001131972433e89dc1b2a53362ba7"),
    ("zh", "Shopee 店铺接口 partner_id 2004871，partner_key "
           "e2f3e2c27dc77cb13fe1577ca796f406b491da3c289c0d00bd50f6d502dc220d"),
    ("zh", "Lazada 的 App Secret：hy6Ptu9oQzGe4HUindOIzdOygRBKyOjm，AppKey 是 112233"),
    ("zh", "金仓数据库连接：jdbc:kingbase8://10.1.2.3:54321/erp?user=system&password=Kb#2024erp"),
    ("zh", "登录 openGauss 用 gsql -d postgres -h 10.1.2.9 -p 15400 -U gaussdb -W 'Gs@2025db' -r"),
    ("zh", "OceanBase 用 obclient -h10.2.3.4 -P2883 -uroot@sys#obcluster -p'Ob#Pw2291' 连"),
    ("zh", "TiDB 连接串 mysql://root:Ti%23db7788@tidb.songtao.cn:4000/shop，程序里就是这个"),
    ("zh", "这个七牛私有空间链接一小时内有效：https://cdn.songtao.cn/video/a.mp4?e=1767225600&token="
           "HKvyfeaf4vCXxDpK8ZUgZ_K11BjFLCIZzwrVLYMr:QxrKFVQo-0QIYPYnq9iXlegRviyS="),
    ("zh", "COS 临时下载地址：https://songtao-1250000000.cos.ap-guangzhou.myqcloud.com/backup.tar"
           ".gz?q-sign-algorithm=sha1&q-ak=AKIDOxVUutAxS817SyY6yc55MKadQgn7qpM7&q-sign-time=17672"
           "25600;1767229200&q-key-time=1767225600;1767229200&q-header-list=&q-url-param-list=&"
           "q-signature=861931a24be3d9eb515bff5718024607dfeaf150"),
    ("zh", "Navicat 的注册码 G986-72FM-K4RD-86RF 别外传，公司只买了一套"),
    ("zh", "办公室那台电脑的 Office 2021 产品密钥：QQ28Y-KFFG7-FKMMK-MJ3BM-7DQM4"),
    ("zh", "NAS 的账号是 songtao。密码我上周改了，现在是 Songtao-Nas-0917。"),
    ("zh", "config.json 里是这样的：{\"mail\": {\"user\": \"notice@songtao.cn\", \"authCode\": "
           "\"qpzrkvbmxtyhcdfa\"}}"),
    ("zh", "odbc.ini 里写死了：\n"
           "[erp]\n"
           "Driver=SQL Server\n"
           "Server=10.1.8.20\n"
           "UID=erp_ro\n"
           "PWD=Erp#Read2291"),
    ("zh", "部署机上的 .env：\n"
           "REDIS_HOST=10.1.2.5\n"
           "REDIS_PASSWORD=Rds!songtao88\n"
           "JWT_SECRET=OxVUutAxS817SyY6yc55MKad"),
    ("zh", "Jenkins 的触发地址带了账号：https://admin:Jk8%21songtao@ci.songtao.cn/job/deploy/"
           "build?token=deploy"),
    # Japanese
    ("ja", "実家のパソコンのパスワードはカタカナで「ミカンバコ」と打ちます"),
    ("ja", "プリンターの管理者パスワードは「さくらもち」をローマ字入力した sakuramochi です"),
    ("ja", "スマホのロックはパスワードにしていて、ひらがなの「ねこまんま」です"),
    ("ja", "検証サーバーには deploy ユーザーで入って、パスワードは「Hinoki_Sora」です。そのあと "
           "nginx を再起動してログを確認してください"),
    ("ja", "PayPay for Developers の本番 API キーは a_RDdFZ3TaXu_9etn、シークレットは "
           "5wUlkx+O2qxxneP2VJAe3AgyOTSeLvVY8VIbL+6ZpKlj です"),
    ("ja", "LINE Pay の Channel ID は 1657123456、Channel Secret Key は "
           "a438eb96637780e7fb2298c5e5196c2f です"),
    ("ja", "スマレジのアプリのクライアントシークレットは "
           "056a63199c635c2de4cce2cca413fe4d99356e3a333e44f2de94d59d8bea98f9 です"),
    ("ja", "ベリトランスのマーチャント CCID は A100000000000001234567cc、秘密鍵は "
           "748949fbbbe34cf489c3409514a063b26771 です"),
    ("ja", "Sansan の API キーは 4FsRHHuH6PB35FU5nDFgRoABgfuW8RE7 です。名刺データの取り込みに"
           "使います"),
    ("ja", "esa の個人アクセストークン XwR_fxTgIGU0NpHgiDm58gbQfJAI5ACu4aJ7iJfyjjQ を CI に入れ"
           "ました"),
    ("ja", "チャネルトークの Access Key は 64f0c1a2b3d4e5f60718、Access Secret は "
           "b734df84f34e717c41fcc80b90afbd86 です"),
    ("ja", "韓国の決済は Toss Payments で、シークレットキーは live_sk_zrZCzUXXXZvfATr6xzm9hnPr "
           "です"),
    ("ja", "PortOne の REST API Key は 2187858584884421、REST API Secret は "
           "CZZEfvwufQO9XM2XYcD2ul52IOFpMm4BiAONZ7nIvGDhAW1vyqNi4rOdBSeDPmoNO9Nlro2Wc6nVGO3c です"),
    ("ja", "カカオペイの Admin キーは c6642a8288c178e91616259d4a398e58 です（Authorization: "
           "KakaoAK の後ろに付けます）"),
    ("ja", "クーパンの Wing API のシークレットキーは 752acb08b47d88439b04f07a310c25ca2415ca48 "
           "です"),
    ("ja", "NAVER Cloud Platform のアクセスキーは G52OUJ5IC5HA3REYQ3AY、シークレットキーは "
           "zn2cq7GbEdlVG9indb0dfQFSXDpIGTMnGr8SDNJu です"),
    ("ja", "SAP HANA には hdbsql -n hana01:30015 -u SYSTEM -p Hn#Aoba2025 で入れます"),
    ("ja", "isql -user SYSDBA -password 'Fb#Aoba77' 10.0.0.5:/data/sales.fdb で接続しています"),
    ("ja", "分析 DB には vsql -h 10.0.3.2 -U dbadmin -w 'Vt!aoba2291' で入ります"),
    ("ja", "接続文字列は Driver={ODBC Driver 18 for SQL Server};Server=tcp:10.0.2.4,1433;"
           "Database=hr;Uid=hr_app;Pwd=Hr#Aoba5567; です"),
    ("ja", "共有用の署名付き URL です。https://aoba-share.obs.ap-southeast-1.myhuaweicloud.com/"
           "report.xlsx?AccessKeyId=HPUAQ7RZK2M8XW4NVB3T&Expires=1767225600&Signature=WZcKKfTBxnW"
           "Od4ksfBTnwQYryG7D%3D"),
    ("ja", "ステージングは https://aoba:Kame9Tsuru@stg.aoba.jp/ で見られます（Basic 認証付き）"),
    ("ja", "Windows のプロダクトキーは YKQMW-8TK2Q-H9DJK-T884Q-MBKMK です。シールが剥がれたので"
           "メモしておきます"),
    ("ja", "ルーター底面のシールにある暗号化キーは 4a7f3c91e2b58 です。SSID は aterm-5c21e1-g"),
    ("ja", "事務所の金庫はダイヤルを右に 3 回回して 45、左に 2 回で 18、右で 72 です"),
    ("ja", "駅のコインロッカーは 205 番、暗証番号は 8417 です。荷物を取っておいてください"),
    ("ja", "ゆうちょのキャッシュカードの暗証番号は 3920 です。通帳と一緒に渡します"),
    ("ja", "Nintendo アカウントのバックアップコードです。\n"
           "irsnkh19\n"
           "i2pcqlay\n"
           "k4nyq4z4\n"
           "xidbg9vm"),
    ("ja", "NAS のユーザー名は aoba-admin です。パスワードは先週変えて、いまは Sazanka-Mizore-3 "
           "になっています。"),
    ("ja", "filebeat.yml に平文で入っていました。\n"
           "output.elasticsearch:\n"
           "  hosts: [\"https://es.aoba.jp:9200\"]\n"
           "  username: beats_writer\n"
           "  password: Bt#Aoba4410"),
    ("ja", "config.toml の [smtp] です。\n"
           "[smtp]\n"
           "host = \"smtp.aoba.jp\"\n"
           "user = \"notify\"\n"
           "pass = \"Ntf!aoba2025\""),
    ("ja", ".env.production です。\n"
           "NEXT_PUBLIC_SITE=https://aoba.jp\n"
           "MICROCMS_API_KEY=YMdVVMl1NxqSIjFdgqWCQ9WvnVAaW0bA"),
    ("ja", "my_app.ini に書いてあります。\n"
           "[database]\n"
           "host=10.0.0.8\n"
           "user=app\n"
           "password=Ap#Aoba1234"),
]

# (language, text): none holds a secret.
FIFTEENTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "the regression came in with 5f2b9296a720d0eb0f6d3d033ad648ac8e24fd11, revert that "
           "one first"),
    ("en", "the tenant id in the logs is 164205f2-9db9-4775-a5ab-241482e332f0, that's the Osaka "
           "office"),
    ("en", "checksum for the release tarball: "
           "f2f79ad6872f7c5ad5c7a8bfc32e2346d367a2b001341afe8c4295b70d40ad47"),
    ("en", "AWS's docs use AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as "
           "the example pair"),
    ("en", "the KMS client key for Windows 10 Pro is W269N-WFGWX-YVC9B-4J6C9-T83GX, Microsoft "
           "publishes it on its activation docs page"),
    ("en", "Midtrans' client key Mid-client-WIuO8PXJqY06DzsN is meant for the Snap popup in the "
           "browser, it's the public one"),
    ("en", "we're pinned to PostgreSQL 16.4, Redis 7.2.5 and Kafka 3.7.1"),
    ("en", "UPS tracking 1Z999AA10123456784 says it's in Louisville"),
    ("en", "the hotel front desk is +1 (212) 555-0176, ask them for a late checkout"),
    ("en", "pay the deposit to Fernhollow Lettings, sort code 20-00-00, account 83749261, "
           "reference FLAT4B"),
    ("en", "Windows product keys are 25 characters in five groups of five, like "
           "XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"),
    ("en", "the new password policy: at least 14 characters, none of the last 5 again, and a "
           "change every 90 days"),
    ("en", "the guest Wi-Fi password is on the card at reception, it changes every Monday"),
    ("en", "the safe has a four-number dial and facilities keeps the combination, not me"),
    ("en", "GitHub gives you 16 recovery codes; print them and keep them somewhere offline"),
    ("en", "the DSN format is sqlserver://USER:PASSWORD@HOST:1433?database=NAME, fill in your "
           "own"),
    ("en", "the curl docs show https://user:password@example.com/ as the basic-auth form"),
    ("en", "the report lives at https://d3k8x2m1.cloudfront.net/reports/q3.pdf, it needs signing "
           "before you send it out"),
    ("en", "the bank says never to write the PIN on the card, and it locks after three wrong "
           "tries"),
    ("en", "Amazon order 114-3941689-8772232 arrived damaged, I've asked for a return"),
    ("en", "we have 25 seats on the JetBrains licence, renewed every March"),
    ("en", "package.json has {\"name\": \"fh-web\", \"version\": \"2.3.1\", \"private\": true}"),
    ("en", ".env.example:\n"
           "DATABASE_URL=postgres://user:password@localhost:5432/app\n"
           "SECRET_KEY=changeme"),
    ("en", "the Stripe docs' test card is 4242 4242 4242 4242 with any future expiry and any CVC"),
    ("en", "the locker code resets when you open it, so just pick any four digits each time"),
    # Chinese
    ("zh", "问题是 5c200a91434d7464e9b4dd575fbaf8323ff0b84e 这次提交引入的"),
    ("zh", "设备 ID 9842b1ab-29bd-4ab2-8991-8b2e3b5db02a 的那台摄像头掉线了"),
    ("zh", "安装包的 MD5 是 33ea46aba1f491c1f31821f6bcf002c4，和官网一致"),
    ("zh", "顺丰单号 SF1428837465021，明天下午到"),
    ("zh", "京东订单号 289341756203，发票开公司抬头"),
    ("zh", "物业电话 0571-8765 2310，水管坏了打这个"),
    ("zh", "学费转到学校账户：户名 杭州市松涛中学，开户行 建设银行西湖支行，账号 3305 0161 6270 "
           "0000 0123"),
    ("zh", "Nginx 升到 1.26.2，OpenSSL 还是 3.0.13"),
    ("zh", "新系统密码要求至少 12 位，包含大小写字母、数字和特殊字符，90 天更换一次"),
    ("zh", "文档示例里写的是 password: <你的密码>，别直接复制"),
    ("zh", "Windows 产品密钥是 25 位，分 5 组，每组 5 个字符"),
    ("zh", "保险柜密码只有财务主管知道，要用找她"),
    ("zh", "银行卡取款密码连续输错三次会被锁，要带身份证去柜台"),
    ("zh", "访客 Wi-Fi 不用密码，连上以后在网页上用手机号登录"),
    ("zh", "腾讯位置服务的 key 是 35 位，分六段，用短横线隔开"),
    ("zh", "微信支付平台证书序列号 5157F09EFDC096DE15EBE81A47057A7232F1B8E1，验签时按它找证书"),
    ("zh", "备用验证码用完了就到安全设置里重新生成一组"),
    ("zh", "配置写 {\"timeout\": 30, \"retry\": 3, \"region\": \"ap-guangzhou\"} 就够了"),
    ("zh", ".env 里只有 APP_ENV=prod 和 LOG_LEVEL=info，密钥都在 KMS 里"),
    ("zh", "连接串格式：jdbc:kingbase8://主机:端口/库名?user=用户名&password=密码"),
    ("zh", "COS 的永久链接 https://songtao-1250000000.cos.ap-guangzhou.myqcloud.com/logo.png "
           "是公有读的"),
    ("zh", "Office 是公司统一批量激活的，不用自己输密钥"),
    ("zh", "发票号码 24332000000012345678，开票日期 12 月 3 日"),
    ("zh", "寄存柜是扫码开的，不用记密码"),
    ("zh", "路由器的默认管理地址是 192.168.1.1，登录密码印在背面标签上"),
    # Japanese
    ("ja", "このバグは cc1617986197de233967933d0a96f5c4ab995544 で入りました。git bisect で特定"
           "しました"),
    ("ja", "予約 ID 7fdf0be5-f2dc-4712-b0d4-196eaa6dcdc4 の件で問い合わせが来ています"),
    ("ja", "インストーラーの SHA-256 は "
           "3ce4ea692f0461eff27e250f47d1e7ef471076e078addd4e7834d741db4834aa で、公式と"
           "一致しました"),
    ("ja", "ヤマトの送り状番号は 4829-1736-5520 です。明日の午前に届きます"),
    ("ja", "クリニックの予約電話は 06-6345-2281 です。土曜は午前のみです"),
    ("ja", "お振込先：三井住友銀行 梅田支店 普通 7654321 カ）アオバ。振込手数料はご負担ください"),
    ("ja", "Node.js は 22.11.0、Next.js は 15.0.3 に上げました"),
    ("ja", "パスワードは 8 文字以上で、英大文字・小文字・数字を 1 文字ずつ含めてください"),
    ("ja", "公式ドキュメントのサンプルでは API キーが sk_test_xxxxxxxx になっています"),
    ("ja", "ニックネームはローマ字で haruno にしました。ひらがなだと検索に引っかからないので"),
    ("ja", "金庫の番号は総務部長しか知りません"),
    ("ja", "暗証番号を 3 回間違えるとカードがロックされます"),
    ("ja", "ゲスト用 Wi-Fi のパスワードは受付で聞いてください"),
    ("ja", "Office は会社のアカウントでサインインすればライセンス認証されます"),
    ("ja", "私の GPG 公開鍵のフィンガープリントは 8C8D 4319 AB40 814A 9FC7 733B 08EF 73D3 CA66 "
           "349B です"),
    ("ja", "ライセンスキーは 5 文字ずつ 5 つのブロックに分かれた 25 文字です"),
    ("ja", "楽天の注文番号 281734-20251203-0012345678 の返品手続きをしました"),
    ("ja", "会社の代表番号 0120-123-456 はフリーダイヤルです"),
    ("ja", "接続文字列は Server=<ホスト>;Database=<DB 名>;Uid=<ユーザー>;Pwd=<パスワード>; の形"
           "です"),
    ("ja", "docker-compose.yml は image: postgres:16 と ports: 5432:5432 だけです"),
    ("ja", ".env では DB_PASSWORD=${DB_PASSWORD} としていて、値は CI のシークレットから入ります"),
    ("ja", "署名付き URL の有効期限は 15 分に設定しています"),
    ("ja", "バックアップコードは 10 個発行されて、使うたびに 1 つ消えます"),
    ("ja", "コインロッカーは 1 日 500 円で、暗証番号式です"),
    ("ja", "部屋番号は 1205、チェックインは 15 時からです"),
]
