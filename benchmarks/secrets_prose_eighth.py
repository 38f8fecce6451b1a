"""Secrets said in prose, the eighth round: the places people paste them from, in English,
Chinese (Simplified) and Japanese, written and committed before any rule ran on it.

The places: a CI log line traced with `set -x`, `env` dumped by a pipeline, a `curl` line
in a GitHub Actions log; crash reports (a Python traceback with its local variables, a
HikariCP start-up failure that prints the JDBC URL, a PHP stack trace that prints the
arguments of `PDO->__construct`); configuration files (Spring and Nacos YAML, a
`config.toml`, `.my.cnf`, `gradle.properties`, `application.properties`, a
`kintone.properties`, `.env` and `.env.local`, a Kubernetes Secret's `stringData`, Helm
values files, an Ansible vault password file, a systemd unit's `Environment=`, a crontab
line with credentials in its URL or a header, `git remote -v` and `.git/config` with a
token, SMTP set-ups (Postfix `sasl_passwd`, `~/.msmtprc`, a QQ Mail authorisation code in
Spring's `spring.mail.password`), an iOS `Info.plist`, an Android `res/values` XML);
database DSNs (`postgres://`, `mysql2://`, Go's `user:pass@tcp(...)`, `mongodb+srv://`,
`redis://:pass@`, JDBC with `password=`); an HTTP `Authorization: Basic` header; OAuth
client secrets (Google's `client_secret.json`, freee); webhook signing secrets (Stripe,
Slack, a Feishu bot) and a WeCom bot webhook whose `key=` is the credential; TOTP seeds
(`otpauth://` and a grouped base32 seed); a one-time login code and temporary first-login
passwords said in chat; a debit card PIN, a cash card PIN, a bank card withdrawal
password, door codes; passwords read by OCR from a screenshot; a password hint that is the
password; keys of providers from several regions (Hetzner, Scaleway, DeepL, Mollie,
Mailgun EU; Huawei Cloud, Volcengine, Qiniu, Tencent Cloud, Baidu AI Cloud, WeChat Pay,
JPush, DeepSeek; LINE, PAY.JP, KOMOJU, Chatwork, kintone, Backlog, freee, Rakuten Web
Service), some of them shaped like UUIDs; passwords people choose (words and digits,
pinyin and a birthday, romaji), said casually or politely.

Beside them, look-alikes from the same places with no secret in them: a DSN that
authenticates by certificate or peer, `${VAR}` and ERB references, `existingSecret` in
Helm values, `EnvironmentFile=`, a crontab reading a netrc file, `<your-token>`,
`{channel access token}`, `sk-xxxx`, `changeme` documented as a placeholder, masked `***`
and `******` in logs; public keys and certificates (a CA certificate, an EC public key for
JWT verification, an Alipay public key), fingerprints (SSH host keys, a TLS certificate,
a PGP key); checksums (`sha256sum`, MD5, npm `integrity`), commit SHAs, UUID request ids,
a ULID, W3C and SkyWalking trace ids; base64 of ordinary data (a preferences cookie, an
API message, a MIME-encoded subject); values public by design (Stripe's and PAY.JP's
publishable keys, a Firebase `GoogleService-Info.plist`, WeChat AppIDs, a JPush AppKey, a
LINE channel id); tracking numbers, order and invoice numbers, an IBAN and a bank account
on invoices, a Chinese unified social credit code, a Japanese qualified-invoice
registration number, phone numbers, version strings and colour codes; password and PIN
policies, TOTP settings, where secrets are kept, and keys rotated or revoked, with no
value.

A one-time login code read out in chat (the vendor portal's, still valid for five minutes)
is labelled a secret here: whoever holds it while it is valid can log in, and a memory has
no reason to keep it afterwards.

Every value here was made up for this file (random); none is a real credential. UPS's
1Z999AA10123456784 is the documented example tracking number.
"""

from __future__ import annotations

_CA_CERT = (
    "-----BEGIN CERTIFICATE-----\n"
    "MIIDHTCCAgWfdPWIcd4B+vCfBh168OE3YxREsHS10GZ3yWcssAK9ADtlcDqzwOT4\n"
    "bIkhDnwTCEN5cQwDI9jVw7XSl4wODVvoEAWWtd7T76mBwDLTcMYjBwhAlWaJhc9D\n"
    "Rys4VU/qZ+iMcV1C5cuHpwin7bYrdx6n9MiqDcQoye7aAkKpEVwcIoay5rrQx35L\n"
    "FPcu7TbRXZ/TV7DSERcSnsMOpKUKB4K09aPQl/rFO5kYJ/HKQ5604gNU4+bQvnHB\n"
    "hHBKXaZ0iqIZX5vpXfiZRiLOzWXH7GYwATmMQirazYisoF8mlhLU+pkjfvnqQv6E\n"
    "Mpcz0rECK+Se2nUQbDgeX+PwaSDINYPdo+xly0Kp0O75gXiyOxnOpj1zcNUaR11+\n"
    "vIBJ/6OQCltoP3CznhgPvUnpV2/cDdPdSOXSuz12Ayn7nBjlfSC3i3XmLhmHevVk\n"
    "+/sadLIFoR8fMkiNYHxe/PrI4tCs8aUwwE3Rv3hZoGn2rtTHecxWGwYYwFutq8Dq\n"
    "HY50KEPqJoQY2CcgPjXajrkFRTRrb8P9/yT+gaSCcF15Gk0rEmlv5FB2+zPuh+Mv\n"
    "7jM5Pa1cO30oiJTWDSuENfDK7axbBEhZx2VZcWSfneOKhqWfL7WeqsCD6+EHZ7X5\n"
    "y/+XKqKbI9M9ZC7jEquuQXQ3Cj/4XFdVwqtErBpOYi717pH2Qg0dm5/jw/cyyVjK\n"
    "arHPUj/brhY5+9pdmzxCJrCLrfNTJ+iuTF/ZK8YG6BZrxksn5VmiqQ==\n"
    "-----END CERTIFICATE-----"
)
_EC_PUBLIC = (
    "-----BEGIN PUBLIC KEY-----\n"
    "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEii7hW7JAxDVzWkT/vyYoTxmFf9Ye\n"
    "JvrNRusNQyApTp8UZdTXXP48ohWuSL7fiaY8/fGMnW34/PP9aKrD/9gl8Q==\n"
    "-----END PUBLIC KEY-----"
)
_ALIPAY_PUBLIC = (
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAw03FcObbC1V/JW85OV+s"
    "2v4hJAHAN1YalYHPbFlbDrw4fQ8FndfLK2k12xyH5/0sgLVGkgW9V9hB85p8tyzU"
    "SXUxU2vvE5tXURKbJJTFfw6Jxyt7Sd7ybmJhlFqfh86hPXWatp3BKxPy7XU8PIkV"
    "c3hApQ1qyMWBGSDHNc9OYPXRKWka60ZXLM3JYM7v6zoB9shsiNrBUEqCOkj5J0la"
    "LDjKuS+mXUox1EhwFpCo+r0YVv9jHMXGJcz5XfBbL1XakLWz8zo6A1Y76Wgp6z4w"
    "RTTrL1qyIqlv8IRcUaVd8WXUxrhYZQQFsbiHPhD3NZMieoyeDAGJMSh23YNYVTsq"
    "awIDAQAB"
)
_LINE_TOKEN = (
    "FFRyadiMcpExuBDsxaQth4I6O+gbMX9BCVcDYsNiyL5DwHVwvb3Rq3GNINp1"
    "lsf0HUGEX2SaQQGaoayl1ZbJijlT4D0acqeJfuQeeg9h4XOHVcM2RN1SV3Rj"
    "fgkVpRhydElOMd8UdVoCNV7wM3Yvx/bMWKjyubMpGoV0CjInceTf="
)
_FREEE_SECRET = (
    "_gzvLhCtJ9FpQKJ3gYdoPt1hqdjTkhIxJueNSM8BMUg95c8ScJ-HCiR3SiixIt5x7Hm8RKmxiV0Wt-qrziHhtI"
)

# (language, text): each holds a secret.
EIGHTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "the release job's log on run #4821 has this, did it break anything?\n"
           "2024-05-14T09:12:03.4411920Z + npm config set //registry.npmjs.org/:_authToken "
           "npm_dCmXYL2T3yXk9BoADgdpfgVU7oj8CGml46jR\n"
           "2024-05-14T09:12:04.0187731Z + npm publish --access public"),
    ("en", "crash report from last night's ETL worker:\n"
           "Traceback (most recent call last):\n"
           "  File \"/srv/etl/load.py\", line 88, in connect\n"
           "    conn = psycopg2.connect(host=host, user=user, password=password)\n"
           "psycopg2.OperationalError: connection to server at \"10.4.0.12\", port 5432 "
           "failed: timeout expired\n"
           "Local variables:\n"
           "  host = '10.4.0.12'\n"
           "  user = 'etl_loader'\n"
           "  password = 'Marmot-Quarry-5519'"),
    ("en", "here's the datasource block of application-prod.yml:\n"
           "spring:\n"
           "  datasource:\n"
           "    url: jdbc:postgresql://pg-prod.internal:5432/orders\n"
           "    username: orders_app\n"
           "    password: Wh1stle.Birch.2024"),
    ("en", "~/.gradle/gradle.properties on the release laptop:\n"
           "signing.keyId=4B1C9E22\n"
           "signing.password=hollow-Lantern-77\n"
           "signing.secretKeyRingFile=/Users/mia/.gnupg/secring.gpg\n"
           "ossrhUsername=mia.k\n"
           "ossrhPassword=Nq8#vTe2LwP5"),
    ("en", "ansible.cfg points vault_password_file at ~/.vault_pass.txt, and that file is "
           "one line: correct-walrus-Tinfoil-1983"),
    ("en", "values-prod.yaml for the redis chart:\n"
           "architecture: replication\n"
           "auth:\n"
           "  enabled: true\n"
           "  password: \"R3dis-Pr0d-Quokka!\"\n"
           "master:\n"
           "  persistence:\n"
           "    size: 8Gi"),
    ("en", "/etc/systemd/system/dns-sync.service:\n"
           "[Service]\n"
           "ExecStart=/usr/local/bin/dns-sync --zone northwind.dev\n"
           "Environment=HCLOUD_TOKEN="
           "ZnMp1rKwjgEWZoQBf9QGP6mn52BoHOYdf4sMvn9l8ehi4RjcPVyezvkYeEf45vMK\n"
           "Restart=on-failure"),
    ("en", "crontab -l on the backup box:\n"
           "*/30 * * * * curl -fsS -T /var/backups/db.tar.gz "
           "https://backup:Tarn-Goose-904@nas.home.arpa/webdav/db/ >/dev/null 2>&1"),
    ("en", "the BI tool wants a single line, so I gave it "
           "jdbc:sqlserver://reporting.corp.local:1433;databaseName=Sales;user=bi_reader;"
           "password=Pumice!Fern31;encrypt=true"),
    ("en", "MONGODB_URI=mongodb+srv://app_rw:lBm4qZ7xTn2vPd9K@cluster0.ab1cd.mongodb.net/shop"
           "?retryWrites=true&w=majority"),
    ("en", "this request works from Postman, copy it into the script:\n"
           "GET /api/v2/reports HTTP/1.1\n"
           "Host: erp.northwind.dev\n"
           "Authorization: Basic ZGVwbG95LWJvdDpLZXR0bGUhSGFyYm9yNDI="),
    ("en", "the client_secret.json Google gave us for the desktop app: "
           "{\"installed\":{\"client_id\":\"325782620901-ikvimgsac87xyuboglgo35ire2nwh0kf"
           ".apps.googleusercontent.com\",\"project_id\":\"ledger-sync\",\"client_secret\":"
           "\"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\",\"redirect_uris\":[\"http://localhost\"]}}"),
    ("en", ".env.local for the checkout app:\n"
           "STRIPE_WEBHOOK_SECRET=whsec_9yFSV3q9e3XLcICjLU2D1OIhmbwNmkin\n"
           "NEXT_PUBLIC_SITE_URL=https://shop.northwind.dev"),
    ("en", "the QR for the shared ops account decodes to "
           "otpauth://totp/Northwind:ops@northwind.dev?secret=XPSGUN3FGRQW2G3U3DJEVZBPQ3VWF26W"
           "&issuer=Northwind&digits=6&period=30 — add it to your authenticator"),
    ("en", "I'm at the vendor portal login for the shared account and the code just came "
           "to my phone: 739204. Can you type it in on your side? It's good for five minutes"),
    ("en", "PIN for the joint debit card is 8351, don't tell the kids"),
    ("en", "the side door of the studio has a keypad now, the code is 2716# — the cleaners "
           "have it too"),
    ("en", "text the OCR pulled from Dad's photo of the router sticker:\n"
           "SSID: Vodafone-7F3A\n"
           "Wireless Key: qhE7-Rm4k-9tZc\n"
           "Admin Password: 3xgNwTf8"),
    ("en", "my laptop's password hint is literally the password, Biscuit2019!, because I "
           "kept forgetting it"),
    ("en", "Scaleway API key for the terraform runner: access key SCW34F9L2SGWO7T0KTTD, "
           "secret key cbebcbc6-4ff2-4b78-aa38-a1773026f30c"),
    ("en", "DeepL free API, auth key fe2b3bbe-dda0-4911-ae8f-b299f32fdcad:fx — put it in the "
           "translation plugin's settings"),
    ("en", "Mollie switched us to live, the key is live_cZ9T8LA3Iqk6PIv8REN14D4E6mp2co, swap "
           "it for the test_ one in prod"),
    ("en", "wifi at the cabin is mooseantler1987, all lowercase"),
    ("en", "/etc/postfix/sasl_passwd:\n"
           "[smtp.eu.mailgun.org]:587 postmaster@mg.northwind.dev:"
           "939a13aa294b19e39d209015d8ac4ac7-bb5ac3c3-c815708b\n"
           "then postmap it and reload postfix"),
    # Chinese
    ("zh", "华为云下载的 credentials.csv 内容如下：\n"
           "User Name,Access Key Id,Secret Access Key\n"
           "ops-deploy,OUVY13C7ZYEPIGHB8AIN,VV5Ot7y3GVEJ0Hp6NYk3YYqkcdSkkhrcnPLi5D9p"),
    ("zh", "火山引擎的 AK 是 AKLTfJAMk8mZoxwZJbXzIXB2rekIGSIhLWkcl6vnJBWA，SK 是 "
           "94MzvxGcBZ7QlxleQ3nBOjUJ1D1s9RDt4vB0CJ84aXFB+vglRW5BfhEtAZzv，调方舟的接口要用"),
    ("zh", "上传工具里是这么写的：\n"
           "mac := qbox.NewMac(\"RNMJF1xWwYHS4NLwlyhL7PcNQCFEY2e_y_E2dfAk\", "
           "\"oY921SCyc-KO0YJgiVeE02ge8Mx1htck6lYA6YXn\")\n"
           "回头记得挪到配置里"),
    ("zh", "流水线日志里把环境变量全打出来了，这个项目还是公开的：\n"
           "$ env | grep TENCENT\n"
           "TENCENTCLOUD_SECRET_ID=AKIDApTsnEuFqXKF7ZTYpm1Su0rbspoj5eld\n"
           "TENCENTCLOUD_SECRET_KEY=TwWv6Pghn8RR8XLI7G39WTEPuREO7ALO"),
    ("zh", "config.toml 里百度智能云那段：\n"
           "[bce]\n"
           "endpoint = \"bj.bcebos.com\"\n"
           "access_key_id = \"c78dd35b24cb56634a2b639f5e4fb712\"\n"
           "secret_access_key = \"8d098f53dbb1671851a40733d627d06b\""),
    ("zh", "Nacos 上 order-service-prod.yaml 的数据源配置：\n"
           "spring:\n"
           "  datasource:\n"
           "    url: jdbc:mysql://10.20.1.8:3306/order\n"
           "    username: order_rw\n"
           "    password: Xiyang@0926db"),
    ("zh", "application.properties 里发邮件的配置：\n"
           "spring.mail.host=smtp.qq.com\n"
           "spring.mail.port=465\n"
           "spring.mail.username=2871564409@qq.com\n"
           "spring.mail.password=kosipyrjotcskehw\n"
           "最后那个是 QQ 邮箱的授权码"),
    ("zh", "缓存连的是 redis://:hz_cache_8812@10.10.2.15:6379/1，运维刚改过"),
    ("zh", "本地连测试库用的 DSN："
           "root:Lvcha2023!@tcp(192.168.31.20:3306)/mall?charset=utf8mb4&parseTime=True"),
    ("zh", "git remote -v 显示：\n"
           "origin  https://liwei:7c5c27ba9a7ab32427a97ce2c7ddbde2@gitee.com/hzteam/erp-web.git "
           "(fetch)\n"
           "当时是用私人令牌克隆的"),
    ("zh", "服务启动失败，日志里有这么一段：\n"
           "2024-06-03 10:21:44.118 ERROR 1 --- [main] com.zaxxer.hikari.pool.HikariPool : "
           "HikariPool-1 - Exception during pool initialization.\n"
           "jdbcUrl........jdbc:mysql://rm-bp1x9.mysql.rds.aliyuncs.com:3306/crm?"
           "user=crm_app&password=Crm#Rds2024q2\n"
           "帮我看看是不是白名单的问题"),
    ("zh", "安卓工程 res/values/config.xml 里是这么写的：\n"
           "<string name=\"wx_app_id\">wx8a3f5c2e9b1d4067</string>\n"
           "<string name=\"wx_pay_api_key\">ugm4DyGw2NsdKO6Wkr7yrspgIHnkEIUb</string>"),
    ("zh", "这个文件能直接提交吗？\n"
           "apiVersion: v1\n"
           "kind: Secret\n"
           "metadata:\n"
           "  name: push-gateway\n"
           "stringData:\n"
           "  JPUSH_APP_KEY: 328fc484ad06068fead6b0a3\n"
           "  JPUSH_MASTER_SECRET: 8184fa171fb829d4da8c8c0c"),
    ("zh", "对方接口要 Basic 认证，我抓包看到的请求头是 "
           "Authorization: Basic YXBpX3VzZXI6bHZ5ZTIwMjRASHo="),
    ("zh", "告警发到企业微信群机器人，地址是 "
           "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?"
           "key=71b25d83-94a2-49cf-b6b1-be06d45720e0"),
    ("zh", "飞书机器人开了签名校验，签名密钥是 Bc5OCI65ufTbW9ltOI6WC8，webhook 地址是 "
           "https://open.feishu.cn/open-apis/bot/v2/hook/538ebc94-9c4f-4af9-9971-2a7290a5f658"),
    ("zh", "我那张工行卡的取款密码是 730519，你去 ATM 帮我取两千"),
    ("zh", "楼下单元门的门禁密码是 1379#，别告诉外人"),
    ("zh", "我的邮箱密码是 zhangxiaomei19920816，当时我妈帮我设的"),
    ("zh", "路由器管理页面的密码提示我直接填的就是密码本身：tplink_Lh8826"),
    ("zh", "截图转出来的文字：\n"
           "账号：13857126604\n"
           "登录密码：qwe!2580zxc\n"
           "支付密码：147258\n"
           "这是我姐的淘宝，帮她看看订单"),
    ("zh", "IT 给我开的 OA 账号，初始密码是 Hz@Oa#6621，第一次登录要改"),
    ("zh", "/etc/systemd/system/chatbot.service 里加了一行 "
           "Environment=\"DEEPSEEK_API_KEY=sk-8e6aa0edd4fc2fcf8d60ff02c4b052b2\"，"
           "然后 daemon-reload 了"),
    ("zh", "堡垒机的二次验证密钥是 PX3U R74O 2P6A N6JY，换手机的时候在新的身份验证器里"
           "手动输入就行"),
    # Japanese
    ("ja", ".env に LINE の設定を入れました。\n"
           "LINE_CHANNEL_ID=2004718253\n"
           "LINE_CHANNEL_SECRET=42bc02809a4117ea572acfb90907ea97\n"
           f"LINE_CHANNEL_ACCESS_TOKEN={_LINE_TOKEN}"),
    ("ja", "config/settings/production.yml の決済まわりです。\n"
           "payjp:\n"
           "  public_key: pk_live_64e7d8c41d94cf323df129ee8f2189ad5350952d3374fadb\n"
           "  secret_key: sk_live_9c69220e8ed4887de34ae2d3e7c3a3af34a0ff35d87a07f4"),
    ("ja", "毎朝の通知は cron で回しています。\n"
           "0 9 * * 1-5 curl -s -X POST -H \"X-ChatWorkToken: ccc6f122108f4c1abe255a9fd8c9ccee\" "
           "-d \"body=本日の売上レポートです\" "
           "https://api.chatwork.com/v2/rooms/318842017/messages"),
    ("ja", "連携バッチの kintone.properties です。\n"
           "kintone.domain=northwind.cybozu.com\n"
           "kintone.app.id=128\n"
           "kintone.api.token=JQnL9b4W0dFtSQPs9oBb5kRWmwKhedEBGK8jlgfc"),
    ("ja", "GitHub Actions のログにこう出ていました。\n"
           "Run curl \"https://northwind.backlog.jp/api/v2/issues?apiKey="
           "Plktu8JGKqGupn8vQwKWaxasTYMUlpGTyulWZqg0r4lFPyCcHinMSTpE4UsDrfkD"
           "&projectId[]=41022\"\n"
           "  % Total    % Received % Xferd  Average Speed"),
    ("ja", "freee アプリの Client ID は "
           "7988b72c2b1068bad5d6b55982a7cad78635cf6f957be9963195ea2e291997d1、"
           f"Client Secret は {_FREEE_SECRET} です。コールバック URL は "
           "http://localhost:3000/callback にしてあります"),
    ("ja", "楽天ウェブサービスの設定（config.toml）です。\n"
           "[rakuten]\n"
           "application_id = \"1049382716254839201\"\n"
           "application_secret = \"b69b6dcba5443e18795ada40e754794017036981\""),
    ("ja", "~/.msmtprc の中身です。\n"
           "account default\n"
           "host smtp.lolipop.jp\n"
           "port 587\n"
           "auth on\n"
           "user info@yamada-koumuten.jp\n"
           "password Koumuten_2019mail"),
    ("ja", "Info.plist にこう書いてあるのですが、大丈夫でしょうか。\n"
           "<key>KomojuSecretKey</key>\n"
           "<string>sk_live_rKSRuYlptdr7rqg4Oj5x5zX9</string>"),
    ("ja", "ステージングの DB は postgres://stg_admin:Tsukimi-3a9F@stg-db.internal:5432/app です"),
    ("ja", "本番サーバーの環境変数に "
           "DATABASE_URL=mysql2://rails:Hoshizora77@db.local/kaikei_production?encoding=utf8mb4 "
           "を設定してください"),
    ("ja", "デプロイサーバーの .git/config を見たら url = https://"
           "github_pat_11RK472WN1JJ9HPQG4KJBO_"
           "V8UwoHJ8CSBYZ2LnT8UNtTAcJYp8w1D4tG1lEnvm1Uh4opWOEbfc6XL6Csh"
           "@github.com/northwind-jp/shop.git になっていました"),
    ("ja", "Slack アプリの Signing Secret は bf23fefaf81168a378555aab1b92a6b6 です。"
           "リクエストの検証に使います"),
    ("ja", "共有アカウントの 2 段階認証、QR コードの中身はこれです。"
           "otpauth://totp/AWS:shared-admin?secret=D4252RLYEXV4IW2RB7WC4XCHYDLCZTX6&issuer=AWS"),
    ("ja", "母のゆうちょのキャッシュカードの暗証番号は 0628 です。代わりに記帳をお願いできますか"),
    ("ja", "マンションのオートロックの暗証番号は 4819 です。来週の留守中、猫の世話をお願いします"),
    ("ja", "社内ポータルのパスワードは hanamizuki0401 にしました"),
    ("ja", "Windows のパスワードのヒントに「nekonoTama2020」とそのまま書いてしまいました。"
           "それがパスワードです"),
    ("ja", "スクショを OCR したテキストです。\n"
           "ログインID：yamada.k\n"
           "パスワード：Mk8#rLw2zQ\n"
           "※このメールは送信専用です"),
    ("ja", "新しいアカウントを作りました。仮パスワードは Kx7#mP2q です。初回ログイン時に"
           "変更してください"),
    ("ja", "本番でこのエラーが出ています。\n"
           "PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused "
           "in /var/www/html/lib/db.php:14\n"
           "Stack trace:\n"
           "#0 /var/www/html/lib/db.php(14): PDO->__construct('mysql:host=10.0.2.7;dbname=shop', "
           "'shop_user', 'Sakura#Mochi84')\n"
           "#1 /var/www/html/index.php(5): Db::connect()"),
    ("ja", "バックアップ用の ~/.my.cnf です。\n"
           "[client]\n"
           "user=backup\n"
           "password=Yuzu-Kosho-5150\n"
           "host=127.0.0.1"),
    ("ja", "values.yaml に Grafana の管理者パスワードを書いています。\n"
           "grafana:\n"
           "  adminUser: admin\n"
           "  adminPassword: Ginkgo-Leaf-2024"),
]

# (language, text): none holds a secret.
EIGHTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "the reporting service connects with "
           "postgres://reporting@pg-prod.internal:5432/orders?sslmode=verify-full — there's no "
           "password, it authenticates with its client certificate"),
    ("en", "values-prod.yaml for redis now reads:\n"
           "auth:\n"
           "  enabled: true\n"
           "  existingSecret: redis-auth\n"
           "  existingSecretPasswordKey: redis-password\n"
           "so the chart takes the password from the cluster secret"),
    ("en", "/etc/systemd/system/dns-sync.service after the cleanup:\n"
           "[Service]\n"
           "EnvironmentFile=/etc/dns-sync/env\n"
           "Environment=LOG_LEVEL=info\n"
           "Environment=HCLOUD_ENDPOINT=https://api.hetzner.cloud/v1\n"
           "ExecStart=/usr/local/bin/dns-sync --zone northwind.dev"),
    ("en", "run #4822 looks fine now, the token is masked:\n"
           "2024-05-15T08:01:17.2210473Z + npm config set //registry.npmjs.org/:_authToken ***\n"
           "2024-05-15T08:01:18.0042165Z + npm publish --access public"),
    ("en", "the README says to run curl -H \"Authorization: Bearer <your-token>\" "
           "https://api.northwind.dev/v1/me to check your setup"),
    ("en", "docker-compose.example.yml has POSTGRES_PASSWORD: changeme as a placeholder, and "
           "the docs say the stack refuses to start in production until you replace it"),
    ("en", "sha256sum northwind-cli-2.14.0-linux-amd64.tar.gz\n"
           "c3fba3da7cc177a0ed7543cb67c002324dc97b26808e9478d09c58ae0772ca7c  "
           "northwind-cli-2.14.0-linux-amd64.tar.gz\n"
           "matches the one on the release page"),
    ("en", "package-lock.json has \"integrity\": \"sha512-DPBHUO0Rp2gZhxVqbyWZvbDpypU1ORxU1eOGX"
           "gjTfbBFDsUwl0HjBecocnBcuELj2kv45rU9xhvHg+6BlAV2Nw==\" for that package, which is why "
           "npm ci failed after they republished it"),
    ("en", "crash report from the checkout worker:\n"
           "TypeError: Cannot read properties of undefined (reading 'currency')\n"
           "    at formatTotal (/app/dist/cart.js:212:31)\n"
           "    at renderSummary (/app/dist/cart.js:340:12)\n"
           "traceparent: 00-abb8b2ccf531c85ebee663ef8ac3ac04-36c53cbe8d0c93bc-01\n"
           "release: checkout@2.14.0"),
    ("en", "the prefs cookie is just base64: "
           "eyJ0aGVtZSI6ImRhcmsiLCJsYW5nIjoiZW4tR0IiLCJzaWRlYmFyIjp0cnVlfQ== decodes to "
           "{\"theme\":\"dark\",\"lang\":\"en-GB\",\"sidebar\":true}"),
    ("en", f"here's the CA certificate of the office proxy, add it to your trust "
           f"store:\n{_CA_CERT}"),
    ("en", "when you first ssh to the new bastion it should say ED25519 key fingerprint is "
           "SHA256:JOY7nFhSWViQXpcIwvExmF+idwEv7oNRxmhwpkpR3M0 — if it says anything else, stop"),
    ("en", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51w2F4D5UCPZwWTdVwuTuxr6AD4PJVcVLTyH85lpt0eb"
           "iu1jgHBL20uoBQDMcHC3F3KNz3kK7WDPp6GF4w7GcBxqv9wPLg9KXsD goes in the frontend env; it's "
           "the publishable key, meant to ship to the browser"),
    ("en", "GoogleService-Info.plist from the Firebase console:\n"
           "<key>API_KEY</key>\n"
           "<string>AIzapCLuNASx4w6wBboq8aGGuFAs31fJSAYmM5j</string>\n"
           "<key>GCM_SENDER_ID</key>\n"
           "<string>325782620901</string>\n"
           "<key>BUNDLE_ID</key>\n"
           "<string>dev.northwind.app</string>\n"
           "Firebase says this file ships inside the app and isn't secret; access is guarded by "
           "the security rules"),
    ("en", "new policy from IT: passwords at least 12 characters, no reuse of the last five, and "
           "door PINs can't be four of the same digit"),
    ("en", "the Hetzner token for DNS sync is in 1Password, vault Infra, item \"hcloud "
           "dns-sync\" — ask Priya for access"),
    ("en", "I rotated the Mailgun SMTP password this morning and revoked the old one; the new "
           "one is only in the secrets manager"),
    ("en", "UPS tracking is 1Z 999 AA1 01 2345 6784 for order #NW-20481, it should arrive "
           "Thursday"),
    ("en", "invoice INV-2024-0193 from the Dutch studio: EUR 4,250.00, pay to IBAN "
           "NL89 INGB 0007 1234 56, BIC INGBNL2A, due 30 June"),
    ("en", "jdbc:sqlserver://reporting.corp.local:1433;databaseName=Sales;user=bi_reader;"
           "password=${BI_DB_PASSWORD};encrypt=true — the BI tool fills in the variable at "
           "runtime"),
    ("en", "ship 2.14.0-rc.3 with the new brand colours: primary #1F6FEB, accent #F78166"),
    ("en", "our 2FA is TOTP with SHA1, 6 digits and a 30-second period; everyone enrolls their "
           "own device, there's no shared seed"),
    ("en", "*/30 * * * * curl -fsS --netrc-file /root/.nas-netrc -T /var/backups/db.tar.gz "
           "https://nas.home.arpa/webdav/db/ — the login comes from the netrc file now, not the "
           "URL"),
    # Chinese
    ("zh", "内网缓存地址是 redis://10.10.2.16:6379/0，没有设密码，只允许集群内部访问"),
    ("zh", "docker-compose.yml 里写的是 MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD}，实际的值"
           "放在服务器上的 .env 里，不进仓库"),
    ("zh", "文档里的示例配置：\n"
           "access_key_id = \"<你的AccessKeyId>\"\n"
           "access_key_secret = \"<你的AccessKeySecret>\"\n"
           "照着填上自己的就行"),
    ("zh", "把示例代码里的 api_key=\"sk-xxxxxxxxxxxxxxxxxxxxxxxx\" 换成你在控制台申请的 key"),
    ("zh", "日志里的连接串已经脱敏了："
           "jdbc:mysql://rm-bp1x9.mysql.rds.aliyuncs.com:3306/crm?user=crm_app&password=******"),
    ("zh", "安装包 erp-setup-3.2.1.exe 的 MD5 是 9af8ea57d6dab7074c83d2845e720486，下载后先校验"
           "一下"),
    ("zh", "调用失败时阿里云返回的 RequestId 是 2E3D40A6-1D9C-4BE8-9BCA-D5531326D249，提工单的"
           "时候带上"),
    ("zh", "顺丰单号 SF1428837560213，明天上午到"),
    ("zh", "发票已经开了，发票号码 24332000000127845106，购方税号 91330106MA2H7KQ35M，"
           "金额 12,800.00 元"),
    ("zh", f"这是支付宝开放平台给的支付宝公钥，配在验签那里：\n{_ALIPAY_PUBLIC}"),
    ("zh", "线上问题是 b2683bc 引入的，完整哈希 b2683bc5e7d41fbb387bd864ff289b4b33f62249，"
           "已经回滚了"),
    ("zh", "订单超时那次请求的 SkyWalking TraceId 是 "
           "84b09266501016cf8ab0b90cf0957d55.109.17150014071953，你在链路里搜一下"),
    ("zh", "新版 v3.2.1 的主色改成了 #FF6A00，按钮圆角 4px"),
    ("zh", "公司要求密码至少 12 位，必须包含大小写字母、数字和特殊字符，90 天强制更换一次"),
    ("zh", "火山引擎的 AK/SK 放在 KMS 里了，应用启动时去取，代码里不写"),
    ("zh", "泄露的那对腾讯云密钥昨天已经禁用并删除了，新的只发给了运维"),
    ("zh", "接口返回的 msg 字段是 base64："
           "5qyi6L+O5L2/55So77yM5aaC5pyJ6Zeu6aKY6K+36IGU57O76L+Q57u057uE，"
           "解出来是“欢迎使用，如有问题请联系运维组”"),
    ("zh", "网关证书的 SHA-256 指纹是 "
           "08:15:75:42:40:C1:6A:1C:4A:8C:72:06:A1:5B:95:1A:AF:97:B5:D3:E9:FC:BA:0F:0A:83:25:02:"
           "AF:4B:E8:2F，客户端做证书锁定用"),
    ("zh", "values.yaml 里 mysql 那段：\n"
           "auth:\n"
           "  existingSecret: mysql-credentials\n"
           "  password: \"\"\n"
           "密码由集群里的 Secret 提供"),
    ("zh", "物业客服电话 0571-8765 4321，维修师傅的手机 138 0013 8000"),
    ("zh", "公众号的原始 ID 是 gh_3f2a9c81b7d4，AppID 是 wx8a3f5c2e9b1d4067"),
    ("zh", "极光的 AppKey 328fc484ad06068fead6b0a3 写在 App 里没关系，Master Secret 只放在"
           "服务端"),
    # Japanese
    ("ja", "本番は DATABASE_URL=postgresql:///app?host=/var/run/postgresql で、peer 認証なので"
           "パスワードはありません"),
    ("ja", "LINE のドキュメントでは Authorization: Bearer {channel access token} と書いてある"
           "ので、そこを自分のトークンに置き換えます"),
    ("ja", "README のサンプルにある ADMIN_PASSWORD=changeme はプレースホルダーです。そのまま"
           "だと起動時にエラーになります"),
    ("ja", "ログでは password=**** と伏せ字になっているので、値はわかりません"),
    ("ja", "問題のコミットは a5a1220d9bb2f26d2b7affb4588933eb3a34afbf です。revert しました"),
    ("ja", "ubuntu-24.04-live-server-amd64.iso の SHA256 は "
           "f7e1eccf96ddb881978d332e120d7a36f0c809b4b5e5f98155c5c972d4d0b7a5 です。ダウンロード"
           "後に照合してください"),
    ("ja", "注文レコードの ID は 01HX0QP4WPMNC4ZZX3QY1990R1 です（ULID なので作成日時順に"
           "並びます）"),
    ("ja", "ヤマトの伝票番号は 4321-8765-0193 です。明日の午前中に届く予定です"),
    ("ja", "請求書番号 INV-2406-0032、登録番号 T9701001042811、振込先はみずほ銀行 渋谷支店 "
           "普通 1234567 です"),
    ("ja", "お問い合わせは 03-1234-5678（平日 9 時〜18 時）までお願いします"),
    ("ja", f"JWT の検証に使う公開鍵です。\n{_EC_PUBLIC}"),
    ("ja", "フロントで使う PAY.JP の公開鍵 "
           "pk_live_64e7d8c41d94cf323df129ee8f2189ad5350952d3374fadb は公開しても問題ありません"),
    ("ja", "パスワードは 8 文字以上で、英大文字・小文字・数字を含めてください。暗証番号は"
           " 4 桁です"),
    ("ja", "共有アカウントのパスワードは Bitwarden の「経理」コレクションに入っています。"
           "必要なら申請してください"),
    ("ja", "漏えいした Chatwork の API トークンはすでに再発行して、古いものは無効になって"
           "います"),
    ("ja", "v1.8.2 からテーマカラーを #00A3AF に変えました"),
    ("ja", "500 エラーの画面に X-Request-Id: 037fb795-802e-47c4-be11-bf2aaa2c6c2b と出て"
           "いました。サーバーログで検索してください"),
    ("ja", "メールの件名が =?UTF-8?B?44GU5Yip55So44GC44KK44GM44Go44GG44GU44GW44GE44G+44GZ?= に"
           "なっていますが、デコードすると「ご利用ありがとうございます」です"),
    ("ja", "リリースに署名している鍵のフィンガープリントは "
           "0753 A503 521C 1676 9B9C  D86B 13FB FD1E 174B CBD4 です。公開鍵サーバーから"
           "取得できます"),
    ("ja", "database.yml では password: <%= ENV['DATABASE_PASSWORD'] %> と書いて、値は "
           "systemd の EnvironmentFile=/etc/kaikei/env から渡しています"),
    ("ja", "LINE の Channel ID は 2004718253 です。Channel secret とアクセストークンは"
           "Secrets Manager に入っています"),
    ("ja", "初回接続で表示されるホスト鍵のフィンガープリントは "
           "SHA256:qLAFCg9BXADX73pWEbjVlwUUrhBeUryQKAXgT2NWBgg です。違っていたら接続しないで"
           "ください"),
]
