"""Secrets said in prose, the tenth round: providers and forms the earlier rounds held few
of, in English, Chinese (Simplified) and Japanese, written and committed before any rule ran
on it.

The formats: clouds and hosts (a Cloudflare API token in a `curl -H` and its global key in
`X-Auth-Key`, Cloudflare R2, a DigitalOcean `dop_v1_` token in PowerShell's `$env:`, a Heroku
key in a Windows `set` line, Netlify's `nfp_`, Supabase's new `sb_secret_` key in a code
fence, a Firebase CLI refresh token `1//0…` in a workflow, Tencent Cloud's SecretId and
SecretKey, Baidu AI Cloud's AK/SK in YAML and Qianfan's `bce-v3/ALTAK-` key, Huawei Cloud in
`$env:`, Alibaba Cloud in `set`, a Volcengine Ark key shaped like a UUID, a BaoTa panel login,
an ECS root password, an FTP account at a Japanese rental server); identity (Okta's
`okta.yaml`, an Auth0 client secret in `appsettings.json`, Google's `GOCSPX-` client secret, a
LINE Login channel secret, kintone's `X-Cybozu-Authorization` in base64); payments (Plaid with
an `access-production-` token, Braintree's private key, PayPal's client id and secret after
`curl -u`, Rakuten RMS's `serviceSecret` and `licenseKey`); messaging and mail (a LINE Messaging API
channel access token, Slack's `xapp-` app-level token, Chatwork from Google Apps Script,
Mailgun's newer key, a Brevo `xkeysib-` key split across a sentence, NetEase Yunxin, Tencent
Cloud IM, a WeChat Official Account's Token and EncodingAESKey, a Feishu
`tenant_access_token`); tools (PagerDuty, a Grafana `glsa_` token in HCL, an npm `_authToken`
in `.npmrc`, Notion's `ntn_`, Airtable's `pat…`, Trello's `ATTA` token, Backlog's `?apiKey=`,
microCMS, Shopify's `shpss_` app secret, Algolia's admin key, an Azure OpenAI key); AI
providers (an OpenAI `sk-svcacct-` key, an Anthropic admin key); consumer services (a Mapbox
`sk.` secret token in `~/.netrc`, a Dropbox `sl.` token, an X bearer token, an Instagram Graph
token, an Alibaba Cloud Drive refresh token, a Bilibili `SESSDATA` cookie, a 12306 login,
Douyin Open Platform, Baidu Translate, QWeather and Amap keys with Amap's signing key, NewsAPI
in a query string); configuration (an Ansible `ansible_become_pass`, `database.yml`, a SQL
Server connection string in JSON, `redis.conf`'s `requirepass` and `masterauth`, Kafka's SASL
`sasl.jaas.config` in Spring YAML); and what people keep for themselves (Google backup codes,
Microsoft and freee recovery codes, TOTP seeds in `otpauth://` with a percent-encoded Japanese
issuer, a BitLocker recovery key, Apple and Gmail app passwords, a lockbox code, a safe's dial
combination, a building's entry code, an SSH password said in keigo, passwords told with their
hint).

Beside them, look-alikes with no secret in them: values public by design (a Mapbox `pk.`
token, a Supabase anon key, an Algolia search-only key, a Firebase web `apiKey`, a Google
OAuth client id, an hCaptcha site key, a Twilio account SID alone, a WeChat mini program
AppID, an Alipay APPID, a Tencent Cloud APPID, a Feishu App ID alone, a LINE channel id and
LIFF id); identifiers (Cloudflare zone and account ids, Azure tenant and subscription ids, an
AWS role ARN, a commit from `git bisect`, ULIDs, a snowflake id, order, tracking and ISBN
numbers, a Japanese invoice registration number and corporate number, a Chinese unified social
credit code, an office address and phone number); bank accounts given for receiving a payment
(a UK IBAN, a Chinese corporate account, a Japanese 振込先) -- an account number to pay into,
like an invoice number, and no login; checksums (`poetry.lock`, `go.sum`, `Cargo.lock`, a Git
LFS pointer, a certificate fingerprint, an SSH host key fingerprint); secrets kept encrypted
(a sops `ENC[…]` value, an `ansible-vault` file, Rails' `credentials.yml.enc`), which hold no
secret without their key; documented examples (jwt.io's sample token, AWS's
`AKIAI44QH8DHBEXAMPLE` and `AKIAIOSFODNN7EXAMPLE`); masked keys (`sk-****`, `LTAI5t****`,
`xoxb-****`); references (`${NPM_TOKEN}`, variable names with no value); base64 of a pixel and
of a greeting; version strings; and talk about codes, PINs, hints and rotation with no value
in it.

Every value here was made up for this file (random, from Python's `secrets`); none is a real
credential. jwt.io's sample token and the two AWS keys are their documented examples.
"""

from __future__ import annotations

# (language, text): each holds a secret.
TENTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "why does this come back with \"Invalid API Token\"? I copied it straight from the "
           "dashboard\n"
           "curl -s https://api.cloudflare.com/client/v4/user/tokens/verify \\\n"
           "  -H \"Authorization: Bearer Vds8By1kzfJ6zH3Jg7Ss_w8LRZ0A9e0TqyBU1ZMO\""),
    ("en", "the old purge script still uses the global key:\n"
           "headers = {\n"
           "    \"X-Auth-Email\": \"ops@larkspur.io\",\n"
           "    \"X-Auth-Key\": \"3161048e3311afa2a0c362ef6bb18df6d6db0\",\n"
           "}\n"
           "can you move it to a scoped token?"),
    ("en", "in PowerShell I did\n"
           "$env:DIGITALOCEAN_ACCESS_TOKEN = \"dop_v1_f19e4263d7cfa54c5062bcdd7b662ab15bfe7ac66b098"
           "c2a313d8bfbaa4ebb7a\"\n"
           "and doctl compute droplet list still says unable to authenticate you"),
    ("en", "on the Windows build agent:\n"
           "set HEROKU_API_KEY=8189d20d-d738-49c8-a02e-3c0448eb9d9f\n"
           "heroku container:release web -a larkspur-api\n"
           "it still asks me to log in, is set the wrong command?"),
    ("en", "netlify deploy --prod --dir=dist --auth nfp_ncmsnsKZpNFhRV7VjT5t3h43aqiZMtM562Yu "
           "--site ff254dc0-fe60-4cf5-95de-f6ff81a02437 -- that's what the release job runs, it "
           "hangs at \"Waiting for deploy\""),
    ("en", "server-side client for the cron worker:\n"
           "```ts\n"
           "import { createClient } from \"@supabase/supabase-js\";\n"
           "const admin = createClient(\"https://egikloevpwgloxvpoxuu.supabase.co\",\n"
           "  \"sb_secret_hdwmh4O6GcJyfbg34r4I4-_1zYfWfwu\");\n"
           "```\n"
           "does this bypass row level security the way the old service_role key did?"),
    ("en", "the deploy step in .github/workflows/hosting.yml:\n"
           "      - name: Deploy\n"
           "        run: npx firebase-tools deploy --only hosting --token "
           "\"1//0gzsakC-4uKDVqvS_7zExrxu_CkRzjorq4q_QeIOh2ABlTXi0wo20G2kXWE_UQqbxSXseoHZyY_O69dVqN"
           "d2X0vgbY5EGez38u9X4\""),
    ("en", "for the iOS SDK download Mapbox wants this in ~/.netrc:\n"
           "machine api.mapbox.com\n"
           "login mapbox\n"
           "password sk.eyJ1IjoibGFya3NwdXItbWFwcyIsImEiOiJjZGd5aHE5cXhzczJrMDZiaXJ4NnlmZWRnIn0.Wbr"
           "o5a8WU-s8LDF8WtegyD"),
    ("en", "~/.okta/okta.yaml on the provisioning box:\n"
           "okta:\n"
           "  client:\n"
           "    orgUrl: https://larkspur.okta.com\n"
           "    token: 00FcauV7fIhXF7fQMI_SHoFdxd-XAwjNW2baGjNtBQ"),
    ("en", "appsettings.Production.json, the login redirect loops forever:\n"
           "{\n"
           "  \"Auth0\": {\n"
           "    \"Domain\": \"larkspur.eu.auth0.com\",\n"
           "    \"ClientId\": \"AvYCnzTP2oHKvcAl2nzdPYJl2vtQVtrW\",\n"
           "    \"ClientSecret\": \"8wowOMC9KUCXVg7YLSeksyHeXkptfzoXIdOhjrGK_QSM1RFPS51MOt-qrlI-0rp"
           "9\"\n"
           "  }\n"
           "}"),
    ("en", "curl https://api.pagerduty.com/incidents?statuses[]=triggered -H \"Authorization: "
           "Token token=y_A82DBLiZURdab-kOPE\" -H \"Accept: application/vnd.pagerduty+json;version="
           "2\""),
    ("en", "here's the provider block, terraform plan says 401:\n"
           "```hcl\n"
           "provider \"grafana\" {\n"
           "  url  = \"https://larkspur.grafana.net\"\n"
           "  auth = \"glsa_9oAEMG2LsBrbywwi4xICNxJcAbFg1tp5_46b8b327\"\n"
           "}\n"
           "```"),
    ("en", "my ~/.npmrc, publishing the scoped package fails with E404:\n"
           "@larkspur:registry=https://registry.npmjs.org/\n"
           "//registry.npmjs.org/:_authToken=npm_eMk9R8mBhFd56DxxSmom9U0EFHAm7BtnKEQv"),
    ("en", "const { Client } = require(\"@notionhq/client\");\n"
           "const notion = new Client({ auth: \"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"
           "\" });\n"
           "// the integration is shared with the Roadmap page but query returns 404"),
    ("en", "from pyairtable import Api\n"
           "api = Api(\"patY90zwRT2m1x2Kk.e4193c33993f35664bbeba859b874c62ac253178b7e05690acf22fb92"
           "91f87d0\")\n"
           "table = api.table(\"appX7kq2LfW9dTz3a\", \"Volunteers\")"),
    ("en", "curl -s --user 'api:ecddf1abda4a73cfddfedefa618b3672-344d75c1-1107830e' "
           "https://api.eu.mailgun.net/v3/mg.larkspur.io/messages -F from='Larkspur "
           "<hi@larkspur.io>' -F to=test@larkspur.io -F subject=ping -F text=ping"),
    ("en", "the body I post to /transactions/sync, Plaid keeps returning INVALID_FIELD:\n"
           "{\n"
           "  \"client_id\": \"90573fc477d8c5de1982a51e\",\n"
           "  \"secret\": \"28c28892e9ee3bb7ada1b7b2c1861f\",\n"
           "  \"access_token\": \"access-production-17541b3e-007a-42e9-bd8a-0693e5c82a81\",\n"
           "  \"count\": 250\n"
           "}"),
    ("en", "gateway = braintree.BraintreeGateway(braintree.Configuration(\n"
           "    environment=braintree.Environment.Production,\n"
           "    merchant_id=\"ow5ohxiez2ubggpn\",\n"
           "    public_key=\"jxoj0ez53j0i80qu\",\n"
           "    private_key=\"0674097b486b7a040f72f4322627fbb3\",\n"
           "))"),
    ("en", "curl -u \"A55czmi73Z-pTNoDc4O4McM2-IL7vI02RPNhRCwR96Q2RaWYSpYFVPD3YXv3HpuQLjCsABjxmxBoY"
           "sas:EXoo_7uJfbRkK6fgTYcswyqXZ5ZIEUj0BYWZ39fEPGrrvjXaNin3wajmxMpskGd_cgjlKXmHeLEWFZkp\" "
           "-d grant_type=client_credentials https://api-m.paypal.com/v1/oauth2/token -- returns "
           "invalid_client, are the id and secret the wrong way round?"),
    ("en", "the Brevo key is xkeysib-fb16b161c12d97ffbf8ab1505519ba909f09045c and then, sorry, the "
           "chat window cut it, it carries on 55ef335060a368a25cddddb8-C11srv0hp4AyivYo with no "
           "space in between"),
    ("en", "https://newsapi.org/v2/top-headlines?country=gb&category=science&apiKey=a42e65d6ba268ec"
           "a672b3a0db48895b2 works in the browser but the widget gets a 426"),
    ("en", "for the plant-sitter: the lockbox by the back door opens with 7 3 0 9, the spare key "
           "and the alarm fob are in it"),
    ("en", "Google gave me these backup codes, keep them with my notes in case my phone dies:\n"
           "7883 1499\n"
           "8206 1539\n"
           "1486 9539\n"
           "5244 4103\n"
           "0595 1965\n"
           "1606 8704\n"
           "9170 0802\n"
           "7821 1091\n"
           "5766 4671\n"
           "0363 3364"),
    ("en", "scan this into the authenticator on the new phone: "
           "otpauth://totp/Larkspur%20VPN:kwame%40larkspur.io?secret=EXGH22LZFPY32LNXY6GBZLRALPOGU5"
           "GM&issuer=Larkspur%20VPN&algorithm=SHA1&digits=6&period=30"),
    ("en", "the shared streaming account: the hint says \"the cat plus the year we moved in\", so "
           "it's Biscuit2019! with the exclamation mark"),
    ("en", "if the laptop asks for the BitLocker recovery key again it's "
           "142307-624096-148423-484011-320947-006545-114136-554510 (key ID starts with 4F1A)"),
    ("en", "the app-specific password Apple made for Thunderbird is qxbf-tful-apoa-suak, use it "
           "instead of my Apple ID password"),
    ("en", "```python\n"
           "from openai import OpenAI\n"
           "client = OpenAI(api_key=\"sk-svcacct-JLQPAnpR5SO6_t8mGx3gAHuk18pnqp82bkytnZSDeT0V0_Im_K"
           "JtXfea-faptahHMLR6s7BFzVT3BlbkFJ_f9Gs3ZlhmHWAWVpkdhKuONBoDAj2nqVyKFUpoQH5ANxeDAUkulmWuW"
           "mGrjKVLzLSEbrHQm04M\")\n"
           "```\n"
           "that's the service account for the nightly tagger, does it need a project header too?"),
    ("en", "usage report script: ANTHROPIC_ADMIN_KEY=sk-ant-admin01-WOnVfH-PeGQoF8nQ-XVo7ROu_dgIUeA"
           "lyaz7DvJjdKl11MVRIHfeL7eKSlZOdqh5Pkl6WAD9PrOcQziGAuB27vLkOXiynAA python "
           "usage_report.py --month 2026-11"),
    ("en", "inventory/production.yml, the play fails at the become step:\n"
           "all:\n"
           "  hosts:\n"
           "    web1.larkspur.io:\n"
           "      ansible_user: deploy\n"
           "      ansible_become_pass: \"13nrCs-Esjdft\""),
    # Chinese
    ("zh", "腾讯云 COS 的初始化代码，为什么一直报 AuthFailure？\n"
           "```python\n"
           "from tencentcloud.common import credential\n"
           "cred = credential.Credential(\"AKID6R0qKBEGq1xU5dsSl3LMxENlwtNk7aO1\", "
           "\"H5s5yccDi5ICtSF0AtI95CuZXNACVZeV\")\n"
           "```"),
    ("zh", "百度智能云的配置文件 bce.yml：\n"
           "bce:\n"
           "  access_key_id: b7ff9ecc8f81b7eb34a9e84dbf7c833f\n"
           "  secret_access_key: c2ab0b7975b9a06a8eaac4dffe11eba8\n"
           "  endpoint: bj.bcebos.com"),
    ("zh", "千帆新版的 API Key 这么用对吗？\n"
           "curl https://qianfan.baidubce.com/v2/chat/completions \\\n"
           "  -H \"Authorization: Bearer bce-v3/ALTAK-nKYTSTYPrjjGGqqCdDwi8/918e06ae0abc27eeaa0f5fb"
           "62daf4aa78fe73dc3\" \\\n"
           "  -H \"Content-Type: application/json\" -d @req.json"),
    ("zh", "在 PowerShell 里设了华为云的密钥，SDK 还是读不到：\n"
           "$env:HUAWEICLOUD_SDK_AK = \"OOE6CJOTGFE0QK7CGKDL\"\n"
           "$env:HUAWEICLOUD_SDK_SK = \"dGwHqsHpRfMARllD9GkeMnOy7Q9xbRg3X3Ga7bQV\""),
    ("zh", "火山方舟的 .env：\n"
           "ARK_API_KEY=c3e97e04-9e3a-4cd6-810f-3f829967fe93\n"
           "ARK_MODEL=doubao-1-5-pro-32k-250115"),
    ("zh", "Windows 的 cmd 里是这样设的：\n"
           "set ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5t1smJjJv10ia7OQQtBI\n"
           "set ALIBABA_CLOUD_ACCESS_KEY_SECRET=MrkIU1Y5KmuNvzTXjmHU5B2mECKW17\n"
           "然后 aliyun oss ls 提示 InvalidAccessKeyId"),
    ("zh", "网易云信的 AppKey 是 42f80723dcca0477ea862472beee560c，AppSecret 是 "
           "d37ec6b05f9a，服务端发消息要用它们算 CheckSum"),
    ("zh", "腾讯云 IM 的 config.json：\n"
           "{\n"
           "  \"SDKAppID\": 1400192669,\n"
           "  \"SecretKey\": \"5f8daa42a9a9c9ffb9bb9ef1be1970c3fab4003a9a783d4a52fbe9c99d86d806\","
           "\n"
           "  \"Identifier\": \"administrator\"\n"
           "}"),
    ("zh", "公众号服务器配置填的是：URL https://wx.qinghe.cn/callback，Token "
           "QZeJnF5ERECqJqSCNitYzpSN，EncodingAESKey XGfsmhPITYYmrBaDltR6nHVoCxauVvuTmwQliLxXx6U，"
           "消息加解密方式选了安全模式"),
    ("zh", "git clone https://zhangwei:b60cd6d1825c13fd87bed1dda7a5f039a39c75af@e.coding.net/qinghe"
           "/backend/api.git 这样克隆会提示认证失败，个人令牌是刚生成的"),
    ("zh", "宝塔面板地址 http://203.0.113.46:8888/36qbn54l，用户名 zpl9i54y，密码 "
           "GW6C8TM8HpXo，帮我看看网站为什么打不开"),
    ("zh", "高德 Web 服务的 key 是 01e1a28418b8b80de1cba22763ade70a，数字签名的私钥是 "
           "fe7b00989388cd94fc863e1de0a341a1，签名要把参数排序后拼上私钥再算 MD5"),
    ("zh", "阿里云盘的 refresh_token 是 f8083b8e59ec69a4470866150395a2f0，挂载到 alist 上用"),
    ("zh", "B 站的 cookie 里 SESSDATA=8881de50%2C1783818383%2Cde3fb%2A70j7u5jnFM2zy3I0d2tLIbD-U1vn5"
           "8ZfzPY5GLmXxN，帮我用它抓一下收藏夹"),
    ("zh", "帮我抢周五回家的票，12306 账号是 qh_unmcti，密码 Hz123379@home，选二等座靠窗"),
    ("zh", "办公室保险柜的密码是 36-12-58，先往右转三圈到 36，再往左到 12，最后往右到 58"),
    ("zh", "微软账户的恢复代码，换手机的时候要用：2XAEX-3K8RF-HVO92-3UWD9-ZPHN4"),
    ("zh", "阿里云的 MFA 换手机了，这是导出的：otpauth://totp/aliyun:zhangwei@5230035967562442?secr"
           "et=AUD2YNEKA724CXKV2KA7ULASYAN6RKSS7W2QV6RXOYOT5UZ2NKZWYTMIZ5V7LYQF&issuer=Aliyun"),
    ("zh", "密码提示写的是“我家狗的名字+生日”，其实就是 doudou0521，你登录家里的 NAS 帮我看看"),
    ("zh", "redis.conf 里改了这两行，从库还是连不上主库：\n"
           "requirepass 3nNTx0Rfzlm5MRgdGQNy\n"
           "masterauth PsJAylqf0XviogZybV0z"),
    ("zh", "飞书接口返回 99991663，我用的是 Authorization: Bearer "
           "t-g10492iysdpvw0afc66dwmPf17Ty9ZxIuDamWHM8，是不是过期了？"),
    ("zh", "抖音开放平台的配置：\n"
           "{\n"
           "  \"client_key\": \"aw2kspt356limmnt\",\n"
           "  \"client_secret\": \"1129ea7923a9872703902d4b78477720\",\n"
           "  \"redirect_uri\": \"https://qinghe.cn/oauth/douyin\"\n"
           "}"),
    ("zh", "application.yml 里 Kafka 的 SASL 配置：\n"
           "spring:\n"
           "  kafka:\n"
           "    properties:\n"
           "      sasl.mechanism: PLAIN\n"
           "      sasl.jaas.config: org.apache.kafka.common.security.plain.PlainLoginModule "
           "required username=\"qh-app\" password=\"nlV4IrXAKU3FNuGKsOyS9bET\";"),
    ("zh", "https://devapi.qweather.com/v7/weather/now?location=101010100&key=e93fab1bb7ea81a863c4b"
           "0ec85f92c19 在浏览器里能返回，放到小程序里就报 403"),
    ("zh", "那台阿里云 ECS（47.84.127.18）的 root 密码是 Qh#rfO9APz27q，你登上去看看 nginx "
           "为什么挂了"),
    ("zh", "百度翻译开放平台：APP ID 90525674600487034，密钥 "
           "MsHr3OwHb2htSvYHsbxq，帮我写个批量翻译的脚本"),
    # Japanese
    ("ja", "プッシュ送信が 401 になります。\n"
           "curl -X POST https://api.line.me/v2/bot/message/push \\\n"
           "  -H \"Authorization: Bearer mDm23qiHZUuHhe8avuOgXpi0YC6KwHquHH0aQNXG2afopL2e06t3gjMj0w"
           "2fOWZT7uXrTS/qjffwZ1hgV5ntp3M0LXeLcopYuN2FGbNPjDjxhjLZumSMJQ+937Ah2KQd6aw04/8XaZDriMuDa"
           "G/JonaNiVdKq9xn0+jpti7AhcI=\" \\\n"
           "  -H \"Content-Type: application/json\" -d @push.json"),
    ("ja", "LINE ログインのチャネル ID は 2047426607、チャネルシークレットは "
           "78f5182356574509f4fc03ccad000378 でございます。ご確認のほどよろしくお願いいたします。"),
    ("ja", "楽天 RMS の API 認証情報です。serviceSecret は SP900217_JbJR8RUXeAP67uQ1、licenseKey "
           "は SL107545_z1Dz3WRhvXxrvm5t です。受注取得のバッチに設定してください。"),
    ("ja", "kintone のパスワード認証で叩いています。\n"
           "curl -X GET 'https://kaede.cybozu.com/k/v1/records.json?app=12' \\\n"
           "  -H 'X-Cybozu-Authorization: c2F0by5rOkthZWRlS09KbWRLYTA='"),
    ("ja", "Backlog の課題一覧は https://kaede.backlog.jp/api/v2/issues?apiKey=MlUeQCgBYCOMFvnXTryj"
           "mGjSxHOzdNigx8q7M7rDO64N4EsEpcQaSbIAN7ULYW8v&projectId[]=1073 で取っています"),
    ("ja", "GAS から Chatwork に通知するコードです。\n"
           "UrlFetchApp.fetch(\"https://api.chatwork.com/v2/rooms/\" + ROOM_ID + \"/messages\", {\n"
           "  method: \"post\",\n"
           "  headers: { \"X-ChatWorkToken\": \"f1f8d272207d26ebabdd4319e76275af\" },\n"
           "  payload: { body: \"日次レポートを更新しました\" },\n"
           "});"),
    ("ja", "microCMS から記事を取る部分です。\n"
           "const res = await fetch(\"https://kaede.microcms.io/api/v1/blogs\", {\n"
           "  headers: { \"X-MICROCMS-API-KEY\": \"r3Rx5a6l01Z0CHsznoACh6t7KgC5y2Zydnkk\" },\n"
           "});"),
    ("ja", "お手数をおかけいたしますが、検証サーバーへは ssh deploy@203.0.113.24 "
           "でお入りください。パスワードは「Kaede_6SUJAv9S」でございます。"),
    ("ja", "マンションのオートロックの暗証番号は 1794# です。宅配の方が来たら開けてあげてください"),
    ("ja", "freee の二段階認証のリカバリーコードです。スマホをなくしたとき用に控えておいてください"
           "。\n"
           "oqkb-y7lu\n"
           "7ukj-nvnu\n"
           "cpnn-0rd0\n"
           "8947-49wq\n"
           "l6lz-1x34\n"
           "ifok-wsvi\n"
           "aq2m-ruv5\n"
           "qq34-2mty"),
    ("ja", "新しい iPhone の認証アプリに登録してください: otpauth://totp/%E7%A4%BE%E5%86%85VPN:sato"
           "?secret=GK5GBPBSR2JYRAOZSMFITP3NYRJ2QM35&issuer=%E7%A4%BE%E5%86%85VPN"),
    ("ja", "共有 PC のパスワードのヒントは「猫の名前と誕生日」で、答えは mikan0801 です"),
    ("ja", "Gmail のアプリパスワードはこれです。ncka gxnk uhzg omik(スペースは無視してください)"),
    ("ja", "PowerShell でこう設定しました。\n"
           "$env:AZURE_OPENAI_API_KEY = \"263b109930aafe1755e709d11d814c3b\"\n"
           "$env:AZURE_OPENAI_ENDPOINT = \"https://kaede-openai.openai.azure.com/\""),
    ("ja", "config/database.yml の production です。\n"
           "production:\n"
           "  adapter: mysql2\n"
           "  host: db-prod.kaede.internal\n"
           "  username: kaede_app\n"
           "  password: cxn0tyFEKn4Pu5t9"),
    ("ja", "appsettings.json の接続文字列です。\n"
           "{\n"
           "  \"ConnectionStrings\": {\n"
           "    \"Default\": \"Server=sql01.kaede.local;Database=Sales;User "
           "Id=sa;Password=qL6Lv9mdU0!62;TrustServerCertificate=True\"\n"
           "  }\n"
           "}"),
    ("ja", "```python\n"
           "import dropbox\n"
           "dbx = dropbox.Dropbox(\"sl.Bh7Ue1r3Q-KlbwOwb_us_wRbc8efiyYI2VgUBneRKp1nIhAfcs8pzalPVuwg"
           "zHrHAwYEL8Y99Gq1DoLnQuxygRea3gvOY14Ur9_sPWc6mwl7FNw_7FtxhJQqBYC4zBpRjvuWuNLU\")\n"
           "dbx.files_list_folder(\"/経理\")\n"
           "```\n"
           "で AuthError になります"),
    ("ja", ".env に入れている X API のベアラートークンです。\n"
           "X_BEARER_TOKEN=AAAAAAAAAAAAAAAAAAAAAP2yPAAAAAAAMyKzg9RF6v2KUybv%2BnblC0Usanr%3D2QUIfTKr"
           "QfU3hrPp3Eq98Awsfo1Pnivkz44x9Tuiad92r3fYLq"),
    ("ja", "Instagram グラフ API のアクセストークン、60 日有効のやつです: "
           "IGQWRqhURltxrslza8dxjbbLbNnY_by0e44r6rXk7ae5D_n_9Df00ag93DoMj7ju5o0T3HMGq8EP_WXgctqepTJ"
           "C_WLgNhfOVX325Blt6iwat1A9ZJsHGhQV4c3q9HTEICVLUB5Pfw6hZfoy5GmmzYdsbKOw0GcZZ0ooHW9EqOduOs"
           "rAW0dwG_xr8"),
    ("ja", "Trello の API キーは aa0c48119bc4f0663dfca5fe527be032、トークンは "
           "ATTA0b224f7065972668289fd17e80e6e3ec8372fcc9966dc8a7b13087e5a3c221cfAF2B6787 です"),
    ("ja", "Bolt の Socket Mode で起動しています。\n"
           "app = App(token=os.environ[\"SLACK_BOT_TOKEN\"])\n"
           "SocketModeHandler(app, \"xapp-1-A0PE7JFTWU4-9099882498862-6da24b54ecfec5780cc15637daebc"
           "c5098df86499cceb1c5b180e34bf69384b6\").start()"),
    ("ja", "Google の OAuth クライアントシークレットは 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 "
           "です。クライアント ID と一緒に Cloud Run の環境変数に入れてください"),
    ("ja", "Shopify アプリの API シークレットキーは 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 "
           "です。Webhook の署名検証に使います"),
    ("ja", "Algolia の Admin API Key は fa5327dc97e7ae6aecfafe8fc5a0803c "
           "です。インデックスの再構築スクリプトで使ってください"),
    ("ja", "R2 の API トークンを作りました。\n"
           "アクセスキー ID: 62dbe6de1d6580482234952da099d43c\n"
           "シークレットアクセスキー: 719977c38b976f5b1c8a14673baa53de45a49731174081bd04949575066ae"
           "15c\n"
           "エンドポイント: https://bc3dca38304fc3a8db039082a337bd86.r2.cloudflarestorage.com"),
    ("ja", "エックスサーバーの FTP です。ホスト sv36649.xserver.jp、ユーザー "
           "kaede@kaede.co.jp、パスワード RX1DEwC8b6vO"),
]

# (language, text): none holds a secret.
TENTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "map.js sets mapboxgl.accessToken = \"pk.eyJ1IjoibGFya3NwdXItbWFwcyIsImEiOiJjb2ZkOGpqbWF"
           "sMTl0ODY3cDlpcXYxemR3In0.7LebmJWSR-fIHilFK1uT26\"; that's the default public token, "
           "it's URL-restricted and meant to ship in the page"),
    ("en", "the browser client uses the anon key, which Supabase says is fine to expose because "
           "row level security does the guarding:\n"
           "NEXT_PUBLIC_SUPABASE_URL=https://egikloevpwgloxvpoxuu.supabase.co\n"
           "NEXT_PUBLIC_SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFz"
           "ZSIsInJlZiI6ImVnaWtsb2V2cHdnbG94dnBveHV1Iiwicm9sZSI6ImFub24iLCJpYXQiOjE3ODgyMjA4MDAsImV"
           "4cCI6MjEwMzc5NjgwMH0.99ugZV00OqmupaqhMW6H9iI8BFi2BdY16q3hIWWn5sI"),
    ("en", "InstantSearch on the docs site uses app id FOTT13XT69 and the search-only key "
           "3bdf0bd289af1c35cb2a5f8a8954f72e; it can only query the public docs index, the admin "
           "key never leaves CI"),
    ("en", "git bisect says 6177b6bfd52da06be95d7faefb100c1d707fa7aa is the first bad commit, it's "
           "the one that switched the date parser"),
    ("en", "event 01M90744BJKEWN7AMVTE0ARKH0 in the audit log is the duplicate charge, the retry "
           "is 01M9087FAG5CZYN6RAB46D821B"),
    ("en", "the favicon fallback is inlined as data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAA"
           "ABCAYAAAAfFcSJAAAADUlEQVR4nGOQz3/9HwAEowJ5adwt2AAAAABJRU5ErkJggg== -- a single blue "
           "pixel, fine to keep in the CSS"),
    ("en", "poetry.lock changed only this line for certifi:\n"
           "    {file = \"certifi-2026.11.28-py3-none-any.whl\", hash = "
           "\"sha256:e6dfef5a67e8f190198b31bda0375488d5768cc1070cb93fced79fc296268d07\"},"),
    ("en", "the slide shows jwt.io's sample token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIx"
           "MjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJ"
           "f36POk6yJV_adQssw5c, the John Doe one everybody has seen"),
    ("en", "the API keys page lists mine as sk-****aW5m, created 2 Oct, last used yesterday; I "
           "can't see the rest any more"),
    ("en", "the workflow needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID set as repository "
           "secrets before the Pages deploy will run"),
    ("en", "please rotate the Okta API token before Friday, the old one belonged to Dana's account "
           "and she leaves at the end of the month"),
    ("en", "staging runs 4.18.0-rc.2+build.9027.b4fadbf, production is still on 4.17.3"),
    ("en", "UPS says 1ZZKJM0H4247128129 is out for delivery, the return label is for the other "
           "box"),
    ("en", "please pay invoice LS-2026-0412 to Larkspur Ltd, IBAN GB19 BARC 6454 5463 0055 92, "
           "reference LS0412"),
    ("en", "our Twilio account SID is AC0d7fab241ebc3669501ffef38c0ef7c3, it goes in the support "
           "form; the auth token stays in the vault"),
    ("en", "the deploy role is arn:aws:iam::207130265224:role/github-deploy, trust policy limited "
           "to the larkspur org"),
    ("en", "secrets.enc.yaml is encrypted with sops, this is what the file looks like in git:\n"
           "db_password: ENC[AES256_GCM,data:eCJOR9VPZMHBmxGZXOdDXME4,iv:W8ki0qUMJW/hrCvsUt5HpvFIkI"
           "+kcgQ2AwtM02fWPC0=,tag:SY5wRSUifvnfXfxRTSo0eA==,type:str]"),
    ("en", "tenant id 4e286d21-0b1d-4400-af99-a7a298cade08, subscription "
           "46eba0bc-982d-460b-99bd-c39d6263e688; both go in the Terraform backend block, the "
           "login itself is through OIDC"),
    ("en", "first ssh to the new box shows ED25519 key fingerprint is "
           "SHA256:Wg5RJJcCnmvA8c11Z4yX907By/knAWJklfekD1VK+K8 -- does that match what the console "
           "printed?"),
    ("en", "the Google sign-in button is configured with client ID "
           "079170246184-f039m3ztbc404zazll89pxldga6eukbq.apps.googleusercontent.com, the one for "
           "the web origin"),
    ("en", "the signup form embeds hCaptcha with data-sitekey=\"a6891a0b-5bcd-4a4e-b77e-8b85063d4a2"
           "e\""),
    ("en", "the .npmrc in the repo only says //registry.npmjs.org/:_authToken=${NPM_TOKEN}, the "
           "token comes from the CI secret"),
    ("en", "the office door code changes on the first of every month, reception sends it by text"),
    ("en", "I printed my recovery codes and put them in the fire safe with the passports"),
    # Chinese
    ("zh", "小程序的 AppID 是 wx50084be3bed6cb6f，这个是公开的，填到 project.config.json 里就行"),
    ("zh", "支付宝开放平台的 APPID 是 2021932952930180，审核通过了"),
    ("zh", "开票信息：青禾科技有限公司，统一社会信用代码 91110108MA016RD345，地址北京市海淀区"),
    ("zh", "请把货款转到我们的对公账户：招商银行北京分行，账号 1109 6741 8674 "
           "052，户名青禾科技有限公司"),
    ("zh", "中通快递单号 732589116035708，三天了还在杭州转运中心"),
    ("zh", "京东订单号 290907132618 的发票还没开出来"),
    ("zh", "git log 显示 f6b0d49d88129beb796b437b2e444b0bb93ac9b1 "
           "是张伟上周提交的，改了登录页的样式"),
    ("zh", "订单 ID 是雪花算法生成的，比如 1225361290526955344，前端用 number 存会丢精度"),
    ("zh", "教程里用的是 AWS 文档的示例密钥 AKIAIOSFODNN7EXAMPLE，本来就不能用"),
    ("zh", "控制台里只显示 AccessKey ID 是 LTAI5t****qNsS，Secret 只能在创建时看到一次"),
    ("zh", "需要在 CI 里配置 TENCENTCLOUD_SECRET_ID 和 TENCENTCLOUD_SECRET_KEY "
           "两个变量，值找运维要"),
    ("zh", "上周把百度云的 AK/SK 轮换了，旧的已经禁用，新的放在 KMS 里"),
    ("zh", "测试环境升级到 2.3.0-beta.2+36708388，正式环境还是 2.2.7"),
    ("zh", "go.sum 里这一行变了：\n"
           "golang.org/x/crypto v0.31.0 h1:nYzUTAc1xI1FCy4d0u0WBOf0gVn1HJla9HWzRaUqa10="),
    ("zh", "vars/prod.yml 是用 ansible-vault 加密过的，提交上去的内容是这样：\n"
           "$ANSIBLE_VAULT;1.1;AES256\n"
           "61306538363161343731393462616161356236303661646361616330626165336534366338363665\n"
           "39316632346138663562653032613739653865386165383131316162353533343733633061623861\n"
           "39333137336664306566643330343831666361303738353732376663303236666438643739326333\n"
           "38343431313737646164656131306634316235666361653832373036393761666231313366346131"),
    ("zh", "和风天气北京的城市代码是 101010100，key 放在环境变量 QWEATHER_KEY 里"),
    ("zh", "支付密码是 6 位数字，别告诉任何人，客服也不会问你要"),
    ("zh", "腾讯云账号的 APPID 是 1256424289，建存储桶的时候名字后面要带上它"),
    ("zh", "飞书应用的 App ID 是 cli_a6331f4da981ed25，这个可以写在文档里，App Secret 在 Vault"),
    ("zh", "家里的 Wi-Fi 叫 ChinaNet-5G-8A2C，密码贴在路由器背面"),
    ("zh", "证书的 SHA-256 指纹是 B6:AA:D0:29:F0:1F:89:62:B2:63:51:96:EF:04:39:1E:9D:A1:82:3F:B4:9F"
           ":CE:60:1B:87:71:2A:A2:68:E8:E9"),
    ("zh", "公司的坐标是 116.397428,39.90923，地图组件默认缩放 15 级"),
    ("zh", "小程序的占位图直接写成了 data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAf"
           "FcSJAAAADUlEQVR4nGOQz3/9HwAEowJ5adwt2AAAAABJRU5ErkJggg==，就是一个蓝色像素"),
    # Japanese
    ("ja", "適格請求書発行事業者の登録番号は T7532832554171 "
           "です。請求書のフッターに入れてください"),
    ("ja", "法人番号 4233306400843 で国税庁のサイトから検索できます"),
    ("ja", "振込先は 三菱UFJ銀行 渋谷支店 普通 5232654 カ)カエデショウジ です"),
    ("ja", "佐川の問い合わせ番号 836976578585 で、明日の午前着になっています"),
    ("ja", "楽天の注文番号 051142-20261201-9975422298 の商品がまだ届きません"),
    ("ja", "LINE のチャネル ID は 2085194829、LIFF ID は 2001159152-V4rG72fO "
           "です。どちらもフロントに書いて問題ありません"),
    ("ja", "Firebase のウェブ設定です。apiKey はクライアントに埋め込む前提の値です。\n"
           "const firebaseConfig = { apiKey: \"AIzaSy4fW07flcjvLjh8OZYmQZPgQ2JtQyQ8mMi\", "
           "authDomain: \"kaede-app.firebaseapp.com\", projectId: \"kaede-app\" };"),
    ("ja", "コミット 36f38a6d5af50bfe0ef0457809f482a553f298e0 "
           "をリバートしたら、ログイン画面の崩れが直りました"),
    ("ja", "このジョブの実行 ID は 01M92T9PQDQCF0RSVQY9HF9D3B です。ログを見てもらえますか"),
    ("ja", "Cargo.lock の serde の行です。\n"
           "checksum = \"592c6d3845c6fb438dda8a7f8cf1038ec3738c7104fe2f863a27339db275ae52\""),
    ("ja", "Slack の管理画面ではトークンが xoxb-****-****-hmrM と表示されています"),
    ("ja", "LINE_CHANNEL_SECRET と LINE_CHANNEL_ACCESS_TOKEN を Secret Manager "
           "に登録してからデプロイしてください"),
    ("ja", "kintone の API "
           "トークンを再生成しました。新しい値はパスワードマネージャーに入れてあります"),
    ("ja", "iOS 18.2、アプリは 4.12.0 (build 6644) で再現しました"),
    ("ja", "AWS のドキュメントに載っているサンプルの AKIAI44QH8DHBEXAMPLE と "
           "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY を研修資料に使っています。実在しないキーです"),
    ("ja", "Cloudflare のゾーン ID は cfa6565ed54f3229d1ee846afa830fd5、アカウント ID は "
           "77421e137da579d80f4c5af0a2655577 です。どちらも秘密の値ではありません"),
    ("ja", "credentials.yml.enc は暗号化されているのでコミットして大丈夫です。master.key "
           "は別管理です。\n"
           "lqmPwo0AUBZlHcVR/GKgxYgustQnlKLWmTXBvlel7/e0gzt/au3VMD1TLSkW8bnhu9zUjNK3gX/2k7P7ocy+eci"
           "2aSgaiBTYxhSTp6Fi+5I0OKikp/UA4Iomb96mymG5--3smyOOHdDQ3oKcF9--M0673gQShdMWI60QDJdmjg=="),
    ("ja", "パスワードのヒントは設定しないでください。ヒントから推測されることがあります"),
    ("ja", "キャッシュカードの暗証番号は 4 桁で、生年月日や電話番号の下 4 桁は使えません"),
    ("ja", "本社は 〒150-0002 東京都渋谷区渋谷 2-21-1、代表電話は 03-5555-0142 です"),
    ("ja", "「おはよう」を base64 にすると 44GK44Gv44KI44GG になります"),
    ("ja", "Git LFS のポインタファイルの中身です。\n"
           "version https://git-lfs.github.com/spec/v1\n"
           "oid sha256:d244362d34050449b0911f986b87901a8758ec8ceb1a2b27c4025bfeb8b98614\n"
           "size 28820588"),
    ("ja", "ISBN 9784548326358 の本を経費で買いました。領収書は別途送ります"),
]
