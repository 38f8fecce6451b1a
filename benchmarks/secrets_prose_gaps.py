"""Secrets said in prose, the gaps round: formats and phrasings the earlier rounds did not
cover, in English, Chinese and Japanese, written before any rule changed for them.

The classes: a card number with its CVV or expiry, a national id given as a secret (a US
SSN, a Chinese resident id, a Japanese My Number), a dictionary word as a password (after
"password is", after a command's flag, in a URL), a private key pasted without its
header lines, connection strings of less common schemes (amqp, mongodb+srv, redis with a
user, ADO.NET), JWTs, webhook URLs that carry their secret in the path (Slack, Discord,
Teams, Feishu, WeCom, DingTalk), signed URLs (S3's X-Amz-Signature, GCS's
X-Goog-Signature, Azure SAS, Alibaba OSS), ``.netrc`` and ``.pgpass`` lines, ``export
VAR=...`` inside Chinese and Japanese prose, PINs and numeric payment passwords.

Beside them, look-alikes a memory may well hold: placeholders (``<YOUR_TOKEN>``, ``xxx``,
masked and redacted values, ``$VAR``), hashes, digests, trace ids and commit SHAs, UUIDs
of resources, documented example keys and test cards marked as such, formats described
("hostname:port:database:username:password"), and talk about passwords with none in it
("ask the front desk for the wifi password", "the password is case-sensitive").

Every value here was made up for this file (random, or built to a format's checksum);
none is a real credential.
"""

from __future__ import annotations

# (language, text): each holds a secret.
GAPS_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "The wifi password at home is sunflower"),
    ("en", "guest network AcmeGuest, password bluebird"),
    ("en", "docker login -u deploy -p marmalade registry.acme.io"),
    ("en", "nmcli dev wifi connect AcmeHome password sunflower"),
    ("en", "My card for the AWS bill: 4539 3253 7352 7251, exp 09/28, CVV 417"),
    ("en", "my SSN is 521-38-4907, put it on the W-9 form for me"),
    ("en", "here's the deploy key body, paste it back when I ask: "
           "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQW0GwFS7RgcpDLHQOdaTMY0h1My"
           "ITmaMrKHrptegTceXbYE+yMSFZCT9dHAeV7Rx5"),
    ("en", "queue url amqp://ingest:rabbithole@mq.internal:5672/prod"),
    ("en", "The analytics cluster is mongodb+srv://app:Mongo%21Pass42@cluster0.ab1cd.mongodb.net/"
           "prod"),
    ("en", "cache lives at redis://default:cacheword@redis.internal:6379/0"),
    ("en", "call the reports API with -H 'X-Auth: eyJhbGciOiAiSFMyNTYiLCAidHlwIjogIkpXVCJ9."
           "eyJzdWIiOiAic3ZjLXJlcG9ydHMiLCAicm9sZSI6ICJhZG1pbiIsICJleHAiOiAxNzk4NzYxNjAwfQ."
           "Mc0nROhVZm6AMl9HwF_cvOigOSUz7c1lj4LIiExuqH3'"),
    ("en", "post deploy alerts to https://hooks.slack.com/services/TOF29QLM9/BP8M2WJMPAL/"
           "vbn55gec56zBBDlyh9HYG8xg"),
    ("en", "The Discord release channel hook: https://discord.com/api/webhooks/"
           "397508522837833391/FNkQFrVBCCr6SRWCZwGWe7xegDwSkJeYEAPKsbcdGnthSyC5-rRMQLvO5cpd6"
           "T20uxVe"),
    ("en", "share the Q3 export with this link: https://acme-exports.s3.amazonaws.com/q3.csv?"
           "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAY6MF4833N4NHMUS3%2F20261205"
           "%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261205T120000Z&X-Amz-Expires=604800"
           "&X-Amz-SignedHeaders=host&X-Amz-Signature=f7a5d2a94fd16dcbd9e13edb28b60504800f65"
           "33d8eeac897f83d71fdd2bea44"),
    ("en", "the GCS link for the auditors: https://storage.googleapis.com/acme-exports/q3.csv?"
           "X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40acme.iam."
           "gserviceaccount.com%2F20261205%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date="
           "20261205T120000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature="
           "a6b0bf4c2281cfeb93b2f2a3be7739c82399e82756a0a9683645a59ddf2d6b5a17ec0d297fafbd52"
           "92ac28fd6d40b0a624f31781b3cf00a4b41ed44455d7f3ad"),
    ("en", "add this to ~/.netrc: machine git.acme.io login octocat password marmalade7"),
    ("en", "my .pgpass line is db.internal:5432:prod:app:hunter2hunter"),
    ("en", "the GPG passphrase is correct horse battery staple"),
    ("en", "My debit card PIN is 4827"),
    ("en", "the secret access key that goes with it is 6nh23FvSdOF/pdGYNeW8yFmwup5O461yozWO8Qjf"),
    ("en", "PGPASSWORD=marmalade psql -h db.internal -U app prod"),
    ("en", "Teams hook for the on-call channel: https://acme.webhook.office.com/webhookb2/"
           "84edfe48-bfc1-1eae-db87-daabd330f964@72ba552c-ae10-ca58-ae15-37890cd3f613/"
           "IncomingWebhook/ba46a0dadb61964fc7cd7b0989995202/e38665a5-635d-0c75-fcc4-"
           "3d4df8453822/V2d_njRtqPautjXhqwC0eLnH-B15jEc_EqyZB-5soBDia0"),
    # Chinese
    ("zh", "家里 wifi 密码是 sunflower"),
    ("zh", "我的银行卡号 6222 0245 3331 4789 328，有效期 08/27，CVV 352"),
    ("zh", "我的身份证号是 110105198807230413，帮我填到表里"),
    ("zh", "私钥内容如下（没有头尾）：MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQW0GwFS"
           "7RgcpDLHQOdaTMY0h1MyITmaMrKHrptegTceXbYE+yMSFZCT9dHAeV7Rx5"),
    ("zh", "连接串 mongodb+srv://app:Mongo%21Pass42@cluster0.ab1cd.mongodb.net/prod"),
    ("zh", "消息队列用 amqp://ingest:rabbithole@mq.internal:5672/ 连"),
    ("zh", "先在终端里 export ZHIPU_AUTH=vuhfJXqIEnomef2mSJ5CMTIeg1ZTVnVv 再跑脚本"),
    ("zh", "告警发到这个地址：https://hooks.slack.com/services/TOF29QLM9/BP8M2WJMPAL/"
           "vbn55gec56zBBDlyh9HYG8xg"),
    ("zh", "飞书机器人地址 https://open.feishu.cn/open-apis/bot/v2/hook/"
           "d6d66e3a-9927-4cc3-848e-e77181a2ccfd"),
    ("zh", "企业微信群机器人：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key="
           "d6d66e3a-9927-4cc3-848e-e77181a2ccfd"),
    ("zh", "钉钉机器人 https://oapi.dingtalk.com/robot/send?access_token="
           "23e238e3b1c77fc4c011f1bd38f1f34920fbd01f40072e3cf347862554017cdf"),
    ("zh", "~/.pgpass 里加一行 db.internal:5432:prod:app:hunter2hunter"),
    ("zh", "在 .netrc 里写 machine git.acme.io login octocat password marmalade7"),
    ("zh", "用 redis-cli -a butterfly 连一下缓存"),
    ("zh", "GPG 私钥的密码短语是 correct horse battery staple"),
    ("zh", "测试用的登录态：eyJhbGciOiAiSFMyNTYiLCAidHlwIjogIkpXVCJ9.eyJzdWIiOiAic3ZjLXJlcG9y"
           "dHMiLCAicm9sZSI6ICJhZG1pbiIsICJleHAiOiAxNzk4NzYxNjAwfQ.Mc0nROhVZm6AMl9HwF_cvOigOS"
           "Uz7c1lj4LIiExuqH3"),
    ("zh", "支付密码 258369，别告诉别人"),
    ("zh", "这个下载链接给审计用：https://acmelogs.blob.core.windows.net/exports/q3.csv?"
           "sv=2022-11-02&ss=b&srt=o&sp=r&se=2027-01-31T00:00:00Z&spr=https&sig="
           "9xGeQjGtkUZzOJQ4Chz07B74XJ+OvLnm7eTBL+Gienc%3D"),
    ("zh", "缓存是 redis://default:cacheword@redis.internal:6379/0"),
    ("zh", "sshpass -p marmalade ssh backup@nas.local 每天跑一次备份"),
    ("zh", "我的信用卡 4539325373527251 安全码 417 过期时间 2028年9月"),
    # Japanese
    ("ja", "自宅のWi-Fiのパスワードは sunflower です"),
    ("ja", "クレジットカード番号 4539 3253 7352 7251、有効期限 09/28、セキュリティコード 417"),
    ("ja", "マイナンバーは 4821 5093 7161 です。書類に記入しておいて"),
    ("ja", "秘密鍵の中身（ヘッダーなし）: MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQW0"
           "GwFS7RgcpDLHQOdaTMY0h1MyITmaMrKHrptegTceXbYE+yMSFZCT9dHAeV7Rx5"),
    ("ja", "接続文字列は mongodb+srv://app:Mongo%21Pass42@cluster0.ab1cd.mongodb.net/prod です"),
    ("ja", "キューは amqp://ingest:rabbithole@mq.internal:5672/prod に繋いでください"),
    ("ja", "ターミナルで export DEEPL_AUTH=4gENAsIrsD3mbLFecbVjafQ4gGnRfXBkg8QysD4FIS0 を実行して"
           "から起動して"),
    ("ja", "リリース通知は https://discord.com/api/webhooks/397508522837833391/FNkQFrVBCCr6"
           "SRWCZwGWe7xegDwSkJeYEAPKsbcdGnthSyC5-rRMQLvO5cpd6T20uxVe に送ります"),
    ("ja", "当番チャンネルのフック: https://acme.webhook.office.com/webhookb2/84edfe48-bfc1-"
           "1eae-db87-daabd330f964@72ba552c-ae10-ca58-ae15-37890cd3f613/IncomingWebhook/"
           "ba46a0dadb61964fc7cd7b0989995202/e38665a5-635d-0c75-fcc4-3d4df8453822/V2d_njRtq"
           "PautjXhqwC0eLnH-B15jEc_EqyZB-5soBDia0"),
    ("ja", "監査用にこのURLで共有して: https://acme-exports.s3.amazonaws.com/q3.csv?X-Amz-"
           "Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAY6MF4833N4NHMUS3%2F20261205%2Fus-"
           "east-1%2Fs3%2Faws4_request&X-Amz-Date=20261205T120000Z&X-Amz-Expires=604800&X-"
           "Amz-SignedHeaders=host&X-Amz-Signature=f7a5d2a94fd16dcbd9e13edb28b60504800f6533d8"
           "eeac897f83d71fdd2bea44"),
    ("ja", "GCSの共有リンク https://storage.googleapis.com/acme-exports/q3.csv?X-Goog-"
           "Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40acme.iam.gserviceaccount."
           "com%2F20261205%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261205T120000Z&X-"
           "Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=a6b0bf4c2281cfeb93b2"
           "f2a3be7739c82399e82756a0a9683645a59ddf2d6b5a17ec0d297fafbd5292ac28fd6d40b0a624f3"
           "1781b3cf00a4b41ed44455d7f3ad"),
    ("ja", ".netrc に machine git.acme.io login octocat password marmalade7 と書いてあります"),
    ("ja", ".pgpass は db.internal:5432:prod:app:hunter2hunter です"),
    ("ja", "sshpass -p marmalade で入れます"),
    ("ja", "GPGのパスフレーズは correct horse battery staple です"),
    ("ja", "銀行の暗証番号は 4827 です"),
    ("ja", "ネットバンキングはID acme123、パスワード kumamon でログインします"),
    ("ja", "検証用のJWTは eyJhbGciOiAiSFMyNTYiLCAidHlwIjogIkpXVCJ9.eyJzdWIiOiAic3ZjLXJlcG9y"
           "dHMiLCAicm9sZSI6ICJhZG1pbiIsICJleHAiOiAxNzk4NzYxNjAwfQ.Mc0nROhVZm6AMl9HwF_cvOigOS"
           "Uz7c1lj4LIiExuqH3 です"),
    ("ja", "kubectl create secret generic db --from-literal=password=sakura2024 で作りました"),
    ("ja", "キャッシュは redis://default:cacheword@redis.internal:6379/0 です"),
    ("ja", "JCBカード 3569 8804 0723 8627 の裏のコードは 582"),
]

# (language, text): none holds a secret.
GAPS_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "Set the token with `export GITHUB_TOKEN=<YOUR_TOKEN>` in your shell."),
    ("en", "The API key in the screenshot is masked as sk-****************."),
    ("en", "Use xxx as the password in the example config; the real one is in Vault."),
    ("en", "Commit 8c02a847342a6a162b3b16dc90b258c31c0a7f66 fixed the login redirect."),
    ("en", "The release tarball's sha256 is "
           "a1fce4363854ff888cff4b8e7875d600c2682390412a8cf79b37d0b11148b0fa."),
    ("en", "The staging bucket's id is a0ccb7f7-d9e6-35d1-5bb8-913daa1e2a93; prod is "
           "ef7a1eb3-8198-4e4b-5d81-17b9e34f7c87."),
    ("en", "AWS's docs use AKIAIOSFODNN7EXAMPLE as the example access key id."),
    ("en", "Stripe's test card 4242 4242 4242 4242 works with any future expiry and any CVC."),
    ("en", "We store only the last four digits of a card (shown as •••• 4242)."),
    ("en", "The SSN field is formatted as ###-##-####."),
    ("en", "Ask Maria for the wifi password; it's on the fridge."),
    ("en", "The wifi password is the same as last year's."),
    ("en", "The password is case-sensitive."),
    ("en", 'docker login -u deploy -p "$REGISTRY_TOKEN" registry.acme.io'),
    ("en", "The Slack webhook URL lives in the SLACK_WEBHOOK_URL secret, never in code."),
    ("en", "Connection strings look like postgres://USER:PASSWORD@HOST:5432/DB."),
    ("en", "The JWT header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 decodes to HS256 and JWT."),
    ("en", "Presigned URLs expire after X-Amz-Expires seconds; we use 3600."),
    ("en", "The private key file is ~/.ssh/id_ed25519; never copy it off the laptop."),
    ("en", "A .pgpass line reads hostname:port:database:username:password."),
    ("en", "The trace id of the failed checkout was 4bf92f3577b34da6a3ce929d0e0e4736."),
    ("en", "Run `openssl rand -hex 32` to make a new secret and put it in Vault."),
    ("en", "The image digest is sha256:b26b70b9aa8cdd8bd4391ffb387226242347c3513452fb92f82944"
           "19f1fa93cf."),
    ("en", "Our order ids look like ord_8f3a2c91d4e7b6a05c1f."),
    # Chinese
    ("zh", "token 写成 export GITHUB_TOKEN=<你的token>，不要写真实值。"),
    ("zh", "截图里的 key 已经打码成 sk-xxxxxxxx 了。"),
    ("zh", "示例配置里的密码写 xxx 就行，真实的在 Vault 里。"),
    ("zh", "提交 8c02a847342a6a162b3b16dc90b258c31c0a7f66 修复了登录跳转。"),
    ("zh", "安装包的 sha256 是 a1fce4363854ff888cff4b8e7875d600c2682390412a8cf79b37d0b11148b0fa。"),
    ("zh", "测试桶的 ID 是 a0ccb7f7-d9e6-35d1-5bb8-913daa1e2a93。"),
    ("zh", "身份证号字段要校验 18 位，最后一位可能是 X。"),
    ("zh", "银行卡号只保存后四位。"),
    ("zh", "wifi 密码问前台要。"),
    ("zh", "wifi 密码和去年一样。"),
    ("zh", "密码区分大小写。"),
    ("zh", "Stripe 测试卡号 4242 4242 4242 4242，有效期随便填一个将来的日期。"),
    ("zh", "钉钉机器人的 webhook 地址放在 DINGTALK_WEBHOOK 环境变量里。"),
    ("zh", "连接串格式：mongodb+srv://<user>:<password>@<host>/<db>"),
    ("zh", "私钥文件在 ~/.ssh/id_ed25519，不要拷出来。"),
    ("zh", "预签名 URL 的有效期是 3600 秒。"),
    ("zh", "订单号形如 ord_8f3a2c91d4e7b6a05c1f。"),
    ("zh", "用 openssl rand -hex 32 生成新密钥，然后放进 Vault。"),
    ("zh", "JWT 的过期时间设成 15 分钟。"),
    ("zh", "AWS 文档里的示例 key 是 AKIAIOSFODNN7EXAMPLE。"),
    ("zh", 'redis-cli -a "$REDIS_PASSWORD" 连接缓存。'),
    ("zh", "支付密码是 6 位数字。"),
    # Japanese
    ("ja", "トークンは export GITHUB_TOKEN=<YOUR_TOKEN> のように設定してください。"),
    ("ja", "スクリーンショットのキーは sk-**** とマスクしてあります。"),
    ("ja", "サンプル設定のパスワードは xxx にしておいて、本物は Vault にあります。"),
    ("ja", "コミット 8c02a847342a6a162b3b16dc90b258c31c0a7f66 でログインのリダイレクトを"
           "直しました。"),
    ("ja", "リリースの sha256 は a1fce4363854ff888cff4b8e7875d600c2682390412a8cf79b37d0b11148b0fa"
           " です。"),
    ("ja", "ステージングのバケットIDは a0ccb7f7-d9e6-35d1-5bb8-913daa1e2a93 です。"),
    ("ja", "マイナンバーは12桁の数字です。"),
    ("ja", "カード番号は下4桁だけ保存します。"),
    ("ja", "Wi-Fiのパスワードは受付で聞いてください。"),
    ("ja", "Wi-Fiのパスワードは去年と同じです。"),
    ("ja", "パスワードは大文字と小文字を区別します。"),
    ("ja", "Stripe のテストカード 4242 4242 4242 4242 を使ってください。"),
    ("ja", "Slack の Webhook URL は SLACK_WEBHOOK_URL に入れてあります。"),
    ("ja", "接続文字列の形式は postgres://USER:PASSWORD@HOST:5432/DB です。"),
    ("ja", "秘密鍵は ~/.ssh/id_ed25519 にあり、外に出さないこと。"),
    ("ja", "署名付きURLの有効期限は1時間です。"),
    ("ja", "トレースIDは 4bf92f3577b34da6a3ce929d0e0e4736 でした。"),
    ("ja", "新しいシークレットは openssl rand -hex 32 で作って Vault に入れてください。"),
    ("ja", "AWS のドキュメントの例では AKIAIOSFODNN7EXAMPLE を使っています。"),
    ("ja", "docker login -p ${REGISTRY_PASSWORD} のように変数で渡してください。"),
    ("ja", "暗証番号は4桁です。"),
    ("ja", "イメージのダイジェストは sha256:b26b70b9aa8cdd8bd4391ffb387226242347c3513452fb92f8"
           "294419f1fa93cf です。"),
]

# Written after the rules for the round above were done and committed, before they ran on
# it; scored once (the unseen figure of this round's classes, and of others beside them).
_KEY_BODY = ("MIIEowIBAAKCAQEA1EMOx8KkjF78DPBQT/M9DUBIXKw+V3l35B+MrAKjVqy2yc6k\n"
             "nVWw+InhKPSDVVWQ9o4rM8Hc7vF1/XI15NTXcX+6bsMrnh5uM9gEDNtogdv5b9i0")
_JWT = ("eyJhbGciOiAiSFMyNTYiLCAidHlwIjogIkpXVCJ9.eyJzdWIiOiAic3ZjLXJlcG9ydHMiLCAicm9sZSI6IC"
        "JhZG1pbiIsICJleHAiOiAxNzk4NzYxNjAwfQ.oDo3JD61rztPeHmI1g6pD96mjTwnxvAP6VGYqLZdwMg")
GAPS_FRESH_SECRETS: list[tuple[str, str]] = [
    ("en", "Office wifi: SSID Acme-5G, key lemonade"),
    ("en", "The password for my laptop is goldfish"),
    ("en", "Amex 3782 698959 73381 exp 04/27 CID 4417"),
    ("en", "use the corporate card 5425 9864 8499 6646 cvc 118 for the domain renewal"),
    ("en", "Social security: 521-38-4907"),
    ("en", "My passport number is 533380006, expires 2031"),
    ("en", f"the old server key, body only:\n{_KEY_BODY}"),
    ("en", "amqps://billing:trout-season@rabbit.prod:5671/%2f"),
    ("en", "mongodb+srv://reporting:marigold@cluster1.x7y8z.mongodb.net"),
    ("en", "rediss://worker:sandcastle@cache.acme.io:6380"),
    ("en", f"set the cookie session={_JWT} to skip the login"),
    ("en", "Workflow trigger: https://hooks.slack.com/triggers/T02ABCD1E/5623456789012/"
           "bf39768915e2ed4a22437740af0dc481"),
    ("en", "https://discordapp.com/api/webhooks/1122334455667788990/tddxg7qACPVsOnA66cKIFTmxrrjt"
           "jVmd4xI0zvy4Zr9moEHZhNX2xGqc_fQ7ZvqsP3CC"),
    ("en", "machine api.acme.io\n  login bot\n  password greenhouse"),
    ("en", "localhost:*:*:admin:pelican88"),
    ("en", "For the bank app, the PIN is 3141"),
    ("en", "Our staging basic auth is qa:blueberry"),
    ("en", "mysql -u root -psunflower shop"),
    ("en", "psql 'postgresql://app:harvestmoon@db:5432/app?sslmode=require'"),
    ("en", "the keystore pass is wildflower"),
    ("zh", "公司 wifi：Acme-5G，密码 lemonade"),
    ("zh", "我笔记本的开机密码是 goldfish"),
    ("zh", "信用卡 5425 9864 8499 6646，CVV 118，12/28 到期"),
    ("zh", "护照号码 E83920176，下个月出差订票要用"),
    ("zh", "我身份证 310115199203145626"),
    ("zh", f"旧服务器的私钥正文：\n{_KEY_BODY}"),
    ("zh", "amqps://billing:trout-season@rabbit.prod:5671/"),
    ("zh", "报表库 mongodb+srv://reporting:marigold@cluster1.x7y8z.mongodb.net"),
    ("zh", "把 export ARK_API_KEY=0f9e8d7c-6b5a-4f3e-9d2c-1b0a9f8e7d6c 写进 .bashrc"),
    ("zh", "钉钉加签的 secret 是 SECee214e69886dd9078d3fe0a0887bee1afbfa45289e0082c3584523589"
           "02ff317"),
    ("zh", "告警机器人 https://open.feishu.cn/open-apis/bot/v2/hook/0b1c2d3e-4f50-4a6b-8c7d-"
           "9e0f1a2b3c4d"),
    ("zh", "导出链接 https://acme.oss-cn-hangzhou.aliyuncs.com/q3.csv?OSSAccessKeyId=LTAI5tQ8mZ"
           "x2Lr7Vb4Nc9W&Expires=1798761600&Signature=aHyx49wQOmCb5k5pbS2Sd6CRSH2D6oqM79%2BO36jKkv%3D"),
    ("zh", "machine git.acme.io login ci password greenhouse 写到 .netrc"),
    ("zh", "localhost:*:*:admin:pelican88 是 .pgpass 的内容"),
    ("zh", "用 sshpass -p 'harvest' scp 备份到 NAS"),
    ("zh", "支付宝支付密码：147258"),
    ("zh", "银行卡密码 369258"),
    ("zh", "堡垒机账号 ops 密码 pelican"),
    ("zh", f"接口调试用的 JWT：{_JWT}"),
    ("zh", "Basic 认证用 qa:blueberry"),
    ("ja", "オフィスのWi-FiはAcme-5G、パスワードは lemonade"),
    ("ja", "ノートPCのログインパスワードは goldfish です"),
    ("ja", "VISA 4539 3253 7352 7251 / 09/28 / CVV 417 で決済して"),
    ("ja", "パスポート番号は TZ1234567 です"),
    ("ja", "マイナンバー 482150937161 を入力して"),
    ("ja", f"旧サーバーの秘密鍵（本文のみ）:\n{_KEY_BODY}"),
    ("ja", "amqps://billing:trout-season@rabbit.prod:5671/ に接続"),
    ("ja", "キャッシュは rediss://worker:sandcastle@cache.acme.io:6380 です"),
    ("ja", "環境変数 ANTHROPIC_KEY に AP6VGYqLZdwMg4ixYF0oXMCr5AFh を入れて export しておいて"),
    ("ja", "通知先 https://hooks.slack.com/services/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"),
    ("ja", "Teams の通知先は https://acme.webhook.office.com/webhookb2/0b1c2d3e-4f50-4a6b-8c7d-"
           "9e0f1a2b3c4d@1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/IncomingWebhook/bf39768915e2ed4a"
           "22437740af0dc481/2b3c4d5e-6f70-4a8b-9cad-1e2f3a4b5c6d です"),
    ("ja", "GCSのリンク https://storage.googleapis.com/acme/q3.csv?X-Goog-Algorithm=GOOG4-RSA-"
           "SHA256&X-Goog-Credential=exp%40acme.iam.gserviceaccount.com%2F20261205%2Fauto%2F"
           "storage%2Fgoog4_request&X-Goog-Date=20261205T120000Z&X-Goog-Expires=900&X-Goog-"
           "SignedHeaders=host&X-Goog-Signature=ee214e69886dd9078d3fe0a0887bee1afbfa45289e00"
           "82c358452358902ff317"),
    ("ja", "localhost:*:*:admin:pelican88 を .pgpass に追記"),
    ("ja", ".netrc は machine api.acme.io login bot password greenhouse です"),
    ("ja", "暗証番号 0428 で開きます"),
    ("ja", "redis-cli -a sandcastle で入ってください"),
    ("ja", "Basic 認証は qa:blueberry です"),
    ("ja", "パスフレーズ: tiny brave otter dances"),
    ("ja", f"テスト用のJWT {_JWT}"),
    ("ja", "キャッシュカードの暗証番号は1357"),
]

GAPS_FRESH_ORDINARY: list[tuple[str, str]] = [
    ("en", "The wifi key is printed on the bottom of the router."),
    ("en", "Ask IT for the laptop password if you get locked out."),
    ("en", "Use `redis-cli -a <password>` only on your own machine."),
    ("en", "Card payments go through Stripe; we never see the number."),
    ("en", "The test Amex is 3782 822463 10005."),
    ("en", "Our DSN format: amqps://USER:PASS@HOST:5671/VHOST"),
    ("en", "The cluster id is 7f3c2a9e-1b4d-4c8e-9a6f-2d5e8b1c0f37."),
    ("en", "Rebase onto 3f9a1c7e2b8d4f60a5c1e9b7d3f2a8c6e4b0d1f9 before merging."),
    ("en", "The JWT's payload carries sub, role and exp."),
    ("en", "Slack incoming webhooks look like https://hooks.slack.com/services/T000/B000/XXXX."),
    ("en", "Pre-signed links are created by the export job and expire in an hour."),
    ("en", "netrc files must be chmod 600."),
    ("en", "Put the password in ~/.pgpass instead of the connection string."),
    ("en", "The SSN column is encrypted at rest."),
    ("en", "PIN entry is disabled after five wrong tries."),
    ("en", "The passphrase must be at least four words."),
    ("en", "The Twilio docs' sample SID is ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX."),
    ("en", "Version 2.14.3 fixed the password reset flow."),
    ("en", "The md5 of 'hello' is 5d41402abc4b2a76b9719d911017c592."),
    ("en", "docker login -u ci --password-stdin < token.txt"),
    ("en", "The user's password is never logged, only its hash."),
    ("en", "sshpass -p is discouraged; use keys."),
    ("zh", "wifi 密码贴在路由器底部。"),
    ("zh", "电脑密码忘了找 IT 重置。"),
    ("zh", "redis-cli -a <密码> 只在本机用。"),
    ("zh", "信用卡号我们不存，只存 Stripe 返回的 token id。"),
    ("zh", "测试卡 4000 0566 5566 5556 用于借记卡场景。"),
    ("zh", "连接串写成 amqps://用户名:密码@主机:5671/vhost。"),
    ("zh", "集群 ID 是 7f3c2a9e-1b4d-4c8e-9a6f-2d5e8b1c0f37。"),
    ("zh", "合并前先 rebase 到 3f9a1c7e2b8d4f60a5c1e9b7d3f2a8c6e4b0d1f9。"),
    ("zh", "JWT 里带 sub、role 和 exp。"),
    ("zh", "飞书机器人 webhook 的格式是 https://open.feishu.cn/open-apis/bot/v2/hook/<token>。"),
    ("zh", "预签名链接由导出任务生成，一小时后过期。"),
    ("zh", ".netrc 文件权限要设成 600。"),
    ("zh", "密码放到 ~/.pgpass 里，不要写在连接串里。"),
    ("zh", "身份证号字段加密存储。"),
    ("zh", "支付密码输错五次会锁定。"),
    ("zh", "密码短语至少四个单词。"),
    ("zh", "版本 2.14.3 修复了重置密码的流程。"),
    ("zh", "md5 值是 5d41402abc4b2a76b9719d911017c592。"),
    ("zh", "docker login 用 --password-stdin 从文件读密码。"),
    ("zh", "用户密码只存哈希，不写日志。"),
    ("zh", "银行卡密码是 6 位数字。"),
    ("ja", "Wi-Fiのパスワードはルーターの裏に書いてあります。"),
    ("ja", "PCのパスワードを忘れたら情シスに連絡してください。"),
    ("ja", "redis-cli -a <パスワード> は手元の環境だけで使うこと。"),
    ("ja", "カード番号は保存せず、Stripe のトークンIDだけ持ちます。"),
    ("ja", "テストカード 5555 5555 5555 4444 を使ってください。"),
    ("ja", "接続文字列は amqps://ユーザー:パスワード@ホスト:5671/vhost の形式です。"),
    ("ja", "クラスタIDは 7f3c2a9e-1b4d-4c8e-9a6f-2d5e8b1c0f37 です。"),
    ("ja", "マージ前に 3f9a1c7e2b8d4f60a5c1e9b7d3f2a8c6e4b0d1f9 にリベースしてください。"),
    ("ja", "JWTのペイロードには sub と role と exp が入ります。"),
    ("ja", "Teams の Webhook URL は TEAMS_WEBHOOK に入れています。"),
    ("ja", "署名付きURLはエクスポートジョブが作り、1時間で失効します。"),
    ("ja", ".netrc のパーミッションは 600 にしてください。"),
    ("ja", "パスワードは接続文字列ではなく ~/.pgpass に書いてください。"),
    ("ja", "マイナンバーの列は暗号化して保存します。"),
    ("ja", "暗証番号を5回間違えるとロックされます。"),
    ("ja", "パスフレーズは4単語以上にしてください。"),
    ("ja", "バージョン 2.14.3 でパスワードリセットの不具合を直しました。"),
    ("ja", "md5 は 5d41402abc4b2a76b9719d911017c592 です。"),
    ("ja", "docker login は --password-stdin でファイルから読ませます。"),
    ("ja", "ユーザーのパスワードはハッシュだけ保存し、ログには出しません。"),
    ("ja", "パスワードは英数字8文字以上です。"),
]
