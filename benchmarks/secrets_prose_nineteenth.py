"""Secrets said in prose, the nineteenth round: credentials in kinds and settings the earlier
rounds held few of, as people type them to an agent, in English, Chinese (Simplified) and
Japanese, written and committed before any rule ran on it.

The ways of saying: regional clouds and SaaS (Yandex Cloud's OAuth token, static key and API
key, Zoho's refresh token and client secret, Okta's `SSWS` header, an Auth0 client secret in
code, PagerDuty's REST key and Events routing key, a Datadog agent's `-e DD_API_KEY` and
an application key, a Sentry user token given to
`sentry-cli`, Twilio and Mailgun credentials in code and curl, Naver's client secret header,
Naver Cloud's `ncloud configure`, Kakao's `KakaoAK` header, Rakuten RMS's `ESA` header, a
Chatwork token, Atlassian's API token in `curl -u`, SendGrid in C#, Alibaba Cloud's AcsClient,
Tencent Cloud's credential in Go, Qiniu's `qshell account`, Volcengine, Baidu Cloud and Huawei
Cloud key pairs, WeChat Pay's APIv3 key, WeCom's `corpsecret`); signing keys and webhook
secrets (a webhook secret inside `hmac.new`, a JWT signing key as Go bytes, Square's webhook
signature key, Rails' `master.key`, an App Store Connect `.p8` body and an Alipay application
private key without their headers, LINE's channel secret in code); a kubeconfig's
`client-key-data` and token, docker `config.json` auth blobs; SSH and PGP private key
fragments without their armour; JWTs and session cookies pasted from a browser's tools (a
request header, a devtools cookie row, Bilibili's `SESSDATA`, Rails' `_session_id`); connection
strings and logins in Java, Go and C# code (`DriverManager.getConnection`, `setPassword`,
`sql.Open`, `UseSqlServer`, `MySqlConnection`, `redis.Options`, `ftp.Login`,
`NetworkCredential`, JavaMail's `transport.connect`); passwords said in a sentence with no
label, or joined to a user name by 'and', 和 or と; secrets inside a shell history and curl
commands (`curl -u`, `lftp -u`, a token in a header or a query); recovery codes and seed
phrases (Google backup codes, an Apple recovery key, a wallet's words in English, Chinese
characters and Japanese kana, a Nintendo account's backup codes); Wi-Fi QR strings and a key
read off a router's sticker, door keypad codes and a key box's dial; one person's ID
numbers (a US SSN, a passport, a Hong Kong identity card, a Japanese driving licence and
basic pension number); one-time codes both read aloud and in digits; a Stripe test-mode key
of one's own account.

Beside them, look-alikes with no secret in them that share their shape: public keys (ssh,
an EC `PUBLIC KEY` body) and PGP fingerprints and key ids, commit SHAs, UUIDs, file hashes and
checksums, placeholders and redacted values, docs' examples (Stripe's published test key,
jwt.io's sample token), a key's name or rotation talk without its value, client ids and
account ids that are public, credentials read from the environment, a docker `credsStore`, a
kubeconfig's `exec` plugin, anonymous FTP, prices, order and tracking numbers, version
strings, colour codes, user names joined by 'and' with no password, numbers said aloud that
are no code, and talk of door codes, Wi-Fi and seed phrases that gives none.

Every value here was made up for this file (random characters of each provider's shape, from a
seeded Python `random`); none is a real credential. Stripe's `sk_test_4eC39HqLyjWDarjtT1zdp7dc`
and jwt.io's sample token are those providers' own published examples.
"""

from __future__ import annotations

# (language, text): each holds a secret.
NINETEENTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "set up the yc CLI on the build box: yc config set token "
           "y0_N3HEGCmt1VhPUABy11nAqppgt-2tzDZ5ShTDxX65KPwQ8wrPsCit5O6"),
    ("en", "the Yandex Object Storage static key for backups is YCAJEVGxWP5bZczrDHUWQS-0o, its "
           "secret YCM9wnOh4iM0Mk8KsXm1NWZ_H34xGqazCIMSe_LW"),
    ("en", "Yandex Cloud service account for the translator job, api key "
           "AQVNPkNyg7nwDkQuyAegOBjl-uD6g5Twsrx5lT0B"),
    ("en", "this is how the CRM sync gets a token:\n"
           "curl -X POST \"https://accounts.zoho.eu/oauth/v2/token?refresh_token="
           "1000.d9f453a21d5f443b64abf95049f065ee.4c696922062bf4939bfcb9c1964e59c9"
           "&client_id=1000.6O9AWAWYZEBBSH6UGUXU8Z3COD&client_secret="
           "2uHkQkyAFpNQodiWOHYews1rqqitZrMH2zXxOW06&grant_type=refresh_token\""),
    ("en", "curl -H 'Authorization: SSWS 00GzRBkSs5yzQMl542k_mAtbkP8u73C629fXkQRe74' "
           "https://dev-41823.okta.com/api/v1/users?limit=5"),
    ("en", "const auth0 = new AuthenticationClient({\n"
           "  domain: 'kestrel.eu.auth0.com',\n"
           "  clientId: 'ea0a9ImohupuCbMDIH0BXrP3Ix',\n"
           "  clientSecret: '8jm8bPvrZcSHVFqZB-ji4DuH_uiaBY9xVjzY5o1XL6fIdOGbgTJNjJjAms6uPPOw',\n"
           "});"),
    ("en", "PagerDuty REST key for the on-call rota script: u+WOCNTcqDeevwlAgebc"),
    ("en", "docker run -d --name dd-agent -e DD_API_KEY=a3d3f548f47c697c78f9c2e149bb9374 "
           "-e DD_SITE=datadoghq.eu gcr.io/datadoghq/agent:7"),
    ("en", "sentry-cli login --auth-token "
           "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"),
    ("en", "client := twilio.NewRestClientWithParams(twilio.ClientParams{\n"
           "    Username: \"AC9316e06f6be084dee3a9fb7dca294700\",\n"
           "    Password: \"6d28b2816f0f7f874e85ddc39c22c9f0\",\n"
           "})"),
    ("en", "curl -s --user 'api:ca50572d0e74564189d631692803b9d3-4c1d2a7b-91e3f0aa' "
           "https://api.eu.mailgun.net/v3/mg.kestrel.io/messages -F to=ops@kestrel.io"),
    ("en", "Square's webhook signature key for the prod subscription is 57iOjMOKmvQU1sHOe66yYz, "
           "paste it into the verifier"),
    ("en", "our Shopify webhook check:\n"
           "digest = hmac.new(b\"4690144c3ce5959b9305cc91efdd8ec6\", body, "
           "hashlib.sha256).digest()"),
    ("en", "var jwtKey = []byte(\"Larch-Velvet-Ox-7731\")  // signs the session tokens"),
    ("en", "the CI user in my kubeconfig:\n"
           "users:\n"
           "- name: ci-deployer\n"
           "  user:\n"
           "    token: RBr6tPFyJ7ShL4wzumDXC0JvrFZOWeYtWJjcNYjX7d7y3jH04K9W"),
    ("en", "~/.docker/config.json on the runner:\n"
           "{\"auths\": {\"registry.gitlab.kestrel.io\": {\"auth\": "
           "\"Y2ktYm90OkZlcnJvdXMhTGFrZTgy\"}}}"),
    ("en", "these are the lines after the header of the deploy key I pasted wrong:\n"
           "b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABDMxCsPREbVSjKOKwFqKg33j\n"
           "PkKBF2Qtn0j+HvpUZF75q9e5MsfpsoRaGHLS8bN2kMdaRFl3Xwgb4c1zqiAeDl+p"),
    ("en", "from the Network tab, request headers:\n"
           "accept: application/json\n"
           "authorization: Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6Ims3In0.eyJpc3MiOiJodHRwczovL3RlbmF"
           "udC5hdXRoMC5jb20vIiwiYXVkIjoiaHR0cHM6Ly9hcGkuc2hvcCIsInN1YiI6ImF1dGgwfDY1NzFjMyIsImV"
           "4cCI6MTc5NjYyMDgwMH0.uk_xaP-PWtlhGFQktNjYKqqWp9f7wPtewsgYqvBJQTdJV1tX5heQwepFLG8Z_Zu"
           "Xg8EckArd0UFSPwmQfTIGOR"),
    ("en", "copied from devtools so you can reproduce it logged in: connect.sid="
           "s%3AjV8kH081eAC7WlekwXwJm2YgAe1hMUmt.qPQPC3q42bKUwoxAg6fv1B2KrZQ4fWfNKflv9Wfz8Pm"),
    ("en", "Connection conn = DriverManager.getConnection(\n"
           "    \"jdbc:mysql://db.internal:3306/shop\", \"shop_app\", \"Tamarind#908\");"),
    ("en", "db, err := sql.Open(\"mysql\", \"ledger:Quill_Harbor_44@tcp(10.0.3.7:3306)/ledger\")"),
    ("en", "services.AddDbContext<ShopContext>(o => o.UseSqlServer(\"Server=sql01;Database=Shop;"
           "User Id=shop_web;Password=Brisk-Otter-3390;TrustServerCertificate=True\"));"),
    ("en", "HikariDataSource ds = new HikariDataSource();\n"
           "ds.setUsername(\"reports\");\n"
           "ds.setPassword(\"Saffron$River21\");"),
    ("en", "changed mine to Cobalt!Meadow62 after the reset email, so use that on the shared "
           "laptop"),
    ("en", "log in to the kiosk as operator and Juniper22, then open the till"),
    ("en", "my shell history from yesterday:\n"
           "  512  cd /srv/search\n"
           "  513  curl -u elastic:Marten7Glade http://10.0.0.5:9200/_cat/indices\n"
           "  514  exit"),
    ("en", "curl \"https://openapi.naver.com/v1/search/blog.json?query=kimchi\" "
           "-H \"X-Naver-Client-Id: 6Yc764zd668ZAORDzn81\" "
           "-H \"X-Naver-Client-Secret: aqUPnv52Cg\""),
    ("en", "Google gave me these when I turned on 2-step, keeping them here: 4127 8830, "
           "5591 2046, 7713 0982, 3308 6615"),
    ("en", "the hardware wallet's twelve words, in order: orbit lunar velvet candy siren quote "
           "absorb glove pepper tribe evil wagon"),
    ("en", "the side door keypad at the studio takes 7193 then the bell key"),
    ("en", "print this as the QR for the lobby: WIFI:T:WPA;S:Kestrel-Guest;P:Sunny-Otter-42;;"),
    ("en", "my SSN for the lease form is 521-44-8307"),
    ("en", "the staging checkout runs on our own test-mode key, sk_test_51tRwM03Gz0jRtbdoWR78VaLq"
           "WoPFgXhsgv1MgOvVlWKETs0OLTVwZsU4rO9CCFizvzt2a9nuUMeGmgSc6h3BtgZFuU2VeRTDX9Ow"),
    ("en", "the bank texted a code, it's four eight one, two nine three, type it before it "
           "times out"),
    ("en", "the bank texted a code, it's 481293, type it before it times out"),

    # Chinese (Simplified)
    ("zh", "阿里云短信用的是这段：\n"
           "client = AcsClient('LTAI5tg1ZFTutgO9u7UVOzXN', '2O0VEdFBg17ACZGq2Mmd9JWkkH92oh', "
           "'cn-hangzhou')"),
    ("zh", "腾讯云的 Go SDK 这样初始化：credential := common.NewCredential("
           "\"AKIDa2dIGAvtcz5INzueMnRSYAC4vFRMkc8m\", \"YhJbJgLxJaqVcGry2xhJ2kdn677GV5Zn\")"),
    ("zh", "七牛的账号我在服务器上配好了：qshell account zFXhRt3UErDsTPsUHEt_LdLBcNctRKq9SZXj-goC "
           "vBZiXGnteOS7eDmM9Iu-2UVbrYR_wWnIMtvc0I2g prod"),
    ("zh", "火山引擎的 AK 是 AKLTwUvgJ6x6zZLgRRNBY8vrDoohikG9Pt629tPtW7lc，SK 是 "
           "NmY5ZDVmYTM5N2VmOGNkMDFiYjg0NDkxZmNmYzVhMTc="),
    ("zh", "百度智能云那边给的一对：ALTAKjZt48tuUN3Fp9V8FqN0c / ff5d1d3848b2fdaf315f44c50ff44fb6"),
    ("zh", "华为云 OBS 用这个 AK：8Z3COD00K8MFHYHAAKZ4，"
           "SK：o0Ql8DC0iOW7NEbiUoTyVxyywiIjBuFyU8sBgZif"),
    ("zh", "微信支付商户平台上 APIv3 密钥设成了 xshGPaY42gsjgGAk9fAol7uWpcNUmpQ2"),
    ("zh", "企业微信拿 token 的地址：https://qyapi.weixin.qq.com/cgi-bin/gettoken?"
           "corpid=ww1a2b3c4d5e6f7a8b&corpsecret=cA1RHDDWLTT6qDZkWUZCWlR6yyzPiE-Kx9Q"),
    ("zh", "这是我 kubeconfig 里的那段：\n"
           "- name: dev-admin\n"
           "  user:\n"
           "    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n"
           "    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVB"
           "cjIwZlNtazloSGp1NlNjMERqdm9JR3laMGhhRzBNTkpXRVBvUndMNQ=="),
    ("zh", "docker login 之后 config.json 变成这样了：\n"
           "{\"auths\": {\"registry.cn-hangzhou.aliyuncs.com\": {\"auth\": "
           "\"ZGVwbG95OlF1YXJ0ei1NaWxsLTUxNTA=\"}}}"),
    ("zh", "从浏览器复制的 Cookie：SESSDATA=c1b07e1c%2C1796620800%2Cb0e7b*c1; "
           "bili_jct=358be65c3c4cebb2a241481b1ecd0275; DedeUserID=3546871"),
    ("zh", "我从控制台 Application 里拷出来的，直接放到请求头里就能调接口：eyJhbGciOiJIUzI1NiJ9."
           "eyJ1aWQiOjkwMiwicm9sZSI6ImFkbWluIiwiZXhwIjoxNzk2NjIwODAwfQ.HPjNXhgjtOmj4n0iX0R7M_nn"
           "oTNjUVurMg3P8m9FYe6"),
    ("zh", "我把路由器后台改成 Lanting@2026mz 了，别忘了"),
    ("zh", "登录用 admin 和 Qingshan#58 就行"),
    ("zh", "FTP 上传我一直这样连：lftp -u ftpuser,Cangshu@77 ftp.huanghe.cn"),
    ("zh", "钱包助记词：森 乘 柱 霞 吐 渐 艰 宫 惊 旦 辉 捕"),
    ("zh", "单元门按 6093# 就能开，快递员也知道"),
    ("zh", "家里 wifi 叫 TP-LINK_5G_3F，连的时候输 huanghe1987abc"),
    ("zh", "我的护照号是 E53817264，订机票的时候要填"),
    ("zh", "我的香港身份证号码是 R512345(7)"),
    ("zh", "Apple 账户的恢复密钥：7GQK-2MXD-PL9V-R4TN-8HBW-CJ6E-Y3ZS"),
    ("zh", "短信验证码是 四八一二九三，五分钟内有效"),
    ("zh", "短信验证码是 481293，五分钟内有效"),
    ("zh", "我们 Stripe 测试环境用的是自己账号的 sk_test_51cGPiRr7cES0IfRYMorvPmvKq2Wd8xT"),
    ("zh", "HikariConfig config = new HikariConfig();\n"
           "config.setUsername(\"erp\");\n"
           "config.setPassword(\"Baiyun#3321\");"),
    ("zh", "var conn = new MySqlConnection(\"Server=10.0.0.8;Uid=erp;Pwd=Liuli_2026!;"
           "Database=erp\");"),
    ("zh", "rdb := redis.NewClient(&redis.Options{Addr: \"10.0.0.9:6379\", "
           "Password: \"Hongyan*520\"})"),
    ("zh", "私钥中间那几行我贴一下，帮我看看格式对不对：\n"
           "lQdGBGVYE9jtn7nk/MyQtARLVVCUw7T3iNfuQ0nSD/E0rOUJjtp4o7wB9G9jkiQK\n"
           "eK0C9xZyio+wuvEMjmnI3uXiYYOD8gtxLOTUubwkuEddW/b4vCf5pNPg/2i5hsly"),
    ("zh", "支付宝开放平台的应用私钥（没带头尾）：MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEA"
           "AoIBAQCzGbk/K2lfI5YicodchYyYg2g61hG9wgCtAscN1rKNuHBQ3Vw2EV1VcTIDdiRK0Y49"),
    ("zh", "飞书机器人的签名校验 secret 我放这儿：rMpGldLJOMkSeav1pX5CsZ"),
    ("zh", "小区大门的临时通行码是 820417，今天有效"),
    ("zh", "Nacos 控制台的账号 nacos，口令我改成了 Qiushui_Nacos9"),
    ("zh", "Datadog 那边新建的应用密钥：010a5c129b74dbe19a22cc83b3a195d7a0e46ecd，给看板脚本用"),
    ("zh", "PagerDuty 的 Events API 集成密钥 d2d824e6559104d13adb8f56776abd4b，告警脚本要用"),

    # Japanese
    ("ja", "LINE ログインの設定はこうです:\n"
           "const config = {\n"
           "  channelId: '2006541238',\n"
           "  channelSecret: 'ce9da7d4c0082ea369146efa619a5a2d',\n"
           "};"),
    ("ja", "楽天 RMS の API はこのヘッダーで呼んでいます: Authorization: ESA "
           "U1AzODg0MTFfTjQ4TXlVUnlETlFUU2txZ3VoMFRnV3Y2bGk3R2NiejA6U0wzODg0MTFfaUtkTVdVTE9KWlg3OVpk"
           "dmVKcWI4VEJ0eVQ4OVE2RkU="),
    ("ja", "curl -H \"Authorization: KakaoAK 358be65c3c4cebb2a241481b1ecd0275\" "
           "\"https://dapi.kakao.com/v2/local/search/address.json?query=Shibuya\""),
    ("ja", "ncloud configure で Access Key ID に 0rVxEwfaXODpEPZZGk0I、Secret Key に "
           "Z6maVK0ehk493bo3pm9JqrvAkOicg4gLfL1IYIAm を入れました"),
    ("ja", "Zoho CRM のリフレッシュトークンは "
           "1000.4c696922062bf4939bfcb9c1964e59c9.d9f453a21d5f443b64abf95049f065ee です"),
    ("ja", "Jira の API を叩くときはこれです: curl -u sato@kaede.jp:ATATT3xFfGF0AWAxOJPsHocb8ymEB0B"
           "wSsXgMq3rFrD9nzAWNn0NzpRbMcr81SNGU4fEhFNJhs-Q0wkpw5VWfQhpbB4AvL7aKUPTe1AxK4pW2lhn6Hv"
           "RI15z7PT_a4c2Ss7cHKXJgWJVuTCedae-AorPLnN9nNRBX1TbBIWpBH1E=A3926F06 "
           "https://kaede.atlassian.net/rest/api/3/myself"),
    ("ja", "var client = new SendGridClient(\"SG.iRYsEtPOQO-Uwz92-nKnQs."
           "va9gshRHw--pE7QpHF_DvCHQ_foOPiWTgzicJ9GXY4z\");"),
    ("ja", "curl https://api.chatwork.com/v2/me -H \"X-ChatWorkToken: "
           "9316e06f6be084dee3a9fb7dca294700\""),
    ("ja", "ブラウザの開発者ツールからコピーした Cookie です: _session_id=gccncuuRCqIExoOeY4"
           "3gCUrrcFfzKJPzPYCqUIpamMor18dj7vV6Y24d4BoKOTVYQ5DH1XrcXFasdUdW0iO6Df75CYmZfgQR--4f9cad16a62d8b36a"
           "72198b36016165180d44d8f"),
    ("ja", "Postman の Authorization タブに Bearer で入れたのはこれです: eyJhbGciOiJIUzI1NiIsInR5"
           "cCI6IkpXVCJ9.eyJzdWIiOiJ1XzQ4MjEzIiwibmFtZSI6Ik1pa2EgVGFuIiwiaWF0IjoxNzk2NTM0NDAwLCJle"
           "HAiOjE3OTY2MjA4MDB9.tnssQNMkdkOsDbzZ3qAAEW8-HZqJLGgmnvmdCUpbWYi"),
    ("ja", "Transport transport = session.getTransport(\"smtp\");\n"
           "transport.connect(\"smtp.kaede.jp\", \"noreply\", \"Tsubaki*2026\");"),
    ("ja", "if err := c.Login(\"uploader\", \"Kaede-Hatsu-83\"); err != nil {"),
    ("ja", "var cred = new NetworkCredential(\"svc-print\", \"Momiji!0915\");"),
    ("ja", "ルーターの管理画面は admin と Sakura#7721 で入れます"),
    ("ja", "今朝 Kiri-Mado-552 に変えたので、共有 PC でもそれを使ってください"),
    ("ja", "history の出力です:\n"
           "  209  cd ~/jenkins\n"
           "  210  curl -u admin:Hinoki8Tsuki http://192.168.0.10:8080/api/json\n"
           "  211  ls"),
    ("ja", "Nintendo アカウントのバックアップコード: 48213907 59017362 20948615 77301846"),
    ("ja", "ウォレットの復元ワード: あいこくしん あおぞら いきおい うけもつ えらぶ おうさま "
           "かいけつ きぼう くうき けいさつ こうえん さとう"),
    ("ja", "裏口のテンキーは 7193# で開きます"),
    ("ja", "Wi-Fi は aterm-7c1f2e-g で、裏のシールの 4c8e2a1f9b3d7 を入れればつながります"),
    ("ja", "私の運転免許証番号は 301234567890 です"),
    ("ja", "基礎年金番号は 4321-567890 です。年末調整の書類に書いてください"),
    ("ja", "認証コードは よん、はち、いち、に、きゅう、さん です"),
    ("ja", "認証コードは 481293 です"),
    ("ja", "ステージングの決済は自分のアカウントのテスト用キー sk_test_51Pq8LmZr2VxK7tNb3GhY6cWd9"
           "Fs4JkQ1Ae5RuT0oXy で動かしています"),
    ("ja", "id_ed25519 の中身の 2 行目からです:\n"
           "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB\n"
           "eK0C9xZyio+wuvEMjmnI3uXiYYOD8gtxLOTUubwkuEddW/b4vCf5pNPg/2i5hsly"),
    ("ja", "AuthKey_7QX3K2LM9P.p8 のヘッダーの次の行: "
           "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgdC63UQf1Fx45LGQifZyIxRolPnA6AhBf547KyOLD"),
    ("ja", "config/master.key の中身は 4690144c3ce5959b9305cc91efdd8ec6 です"),
    ("ja", "~/.docker/config.json の auths です: {\"ghcr.io\": {\"auth\": "
           "\"c2F0bzpnaHBfZzFCU3FMVnBhYTdBTUp0eGI3bzNybzZFY3VFVFJrNGh4R1Qw\"}}"),
    ("ja", "Backlog の API は https://kaede.backlog.jp/api/v2/space?apiKey="
           "vwNZG6kLPPllqlsD10XmJG4mZCWYnqa3Rt8KpZ2Lw9XeQmUo4Bn6Jc1Hd5Fs7Gv0 で叩けます"),
    ("ja", "宅配ボックスの暗証番号は 0719 にしておきました"),
    ("ja", "PagerDuty の routing_key は 6a3afaf7d739184c43dc06e37d9d94cd です。監視スクリプトに"
           "入れてください"),
    ("ja", "部屋のキーボックスは右に 3、左に 7、右に 1 で開きます"),
]

# (language, text): none holds a secret.
NINETEENTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "add this to authorized_keys on the bastion: ssh-ed25519 "
           "AAAAC3NzaC1lZDI1NTE5AAAAIxkIWqpj15ufMMXG238bQsWQP1gWS9YNUV9jqEJrDoj2 mika@laptop"),
    ("en", "my PGP fingerprint is 3A1F 9C2E 77B4 0D15 8E6A  C904 51B7 2F3D 9E08 A6C4, check it "
           "before you encrypt"),
    ("en", "the fix for the Okta redirect was reverted in "
           "7fc2571c6f39ddfcf80d6e78205426a17c84928b"),
    ("en", "Okta's system log shows request id b755e8a0-8914-4cdd-90f7-7c3850cc886f for the "
           "failed login"),
    ("en", "the Twilio account SID is AC540d9ec3c3a3c0cd7f6fbe14bf7e8ff7; the auth token is "
           "in 1Password"),
    ("en", "Stripe's API reference uses sk_test_4eC39HqLyjWDarjtT1zdp7dc in every curl example; "
           "it's their published sample, not one of ours"),
    ("en", "curl -H \"Authorization: SSWS ${OKTA_API_TOKEN}\" "
           "https://dev-41823.okta.com/api/v1/groups"),
    ("en", "Datadog only shows the key as ••••••••••••••••••••••••••••8ec6 in the UI"),
    ("en", "Mailgun's quickstart says curl --user 'api:YOUR_API_KEY' and we never changed the "
           "docs page"),
    ("en", "sha256sum of the agent installer: "
           "89f4d668e42fa42846a0a3d10191a61856adc30bb81065a16a13094f029eab23"),
    ("en", "rotate the PagerDuty integration key after the vendor offboarding on Friday"),
    ("en", "Shopify order #SQ-4482-1193 came to $1,249.00 with shipping"),
    ("en", "upgrade the Datadog agent from 7.52.1 to 7.58.2 before the freeze"),
    ("en", "the brand colours are #3FA7C2 and #F2B705, the dark one is #1D2B36"),
    ("en", "the door code for the studio changes every month; ask reception"),
    ("en", "the guest Wi-Fi is Kestrel-Guest and it's open, no password"),
    ("en", "password := os.Getenv(\"DB_PASSWORD\")\n"
           "db, err := sql.Open(\"mysql\", fmt.Sprintf(\"ledger:%s@tcp(10.0.3.7:3306)/ledger\", "
           "password))"),
    ("en", "~/.docker/config.json only has {\"auths\": {\"ghcr.io\": {}}, \"credsStore\": "
           "\"desktop\"}"),
    ("en", "the kubeconfig user runs an exec plugin: command: aws, args: [eks, get-token, "
           "--cluster-name, prod]"),
    ("en", "GitHub gives you 16 recovery codes; print them and keep them off the laptop"),
    ("en", "SSNs are written as three, two and four digits, like XXX-XX-XXXX"),
    ("en", "log in as admin and open Settings > Users to add the new hire"),
    ("en", "the standup moved to four thirty, room two one five"),
    ("en", "Auth0 SPA settings for the front end: domain kestrel.eu.auth0.com, client id "
           "ea0a9ImohupuCbMDIH0BXrP3Ix (public, it ships in the bundle)"),
    ("en", "jwt.io's sample token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkw"
           "IiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_"
           "adQssw5c decodes to John Doe"),

    # Chinese (Simplified)
    ("zh", "把这个公钥加到服务器上：ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQsiRvsQeR1SHzStchFHjPcQVby"
           "Ye/FRm/CyFXkZgJZZR47Nn8v8g5Uq9R96qC deploy@ci"),
    ("zh", "这个问题在 540d9ec3c3a3c0cd7f6fbe14bf7e8ff7c708b5ee 里修好了"),
    ("zh", "订单号 202612071234567890，已经发货"),
    ("zh", "设备 ID 是 69334fcc-4feb-4d48-ade5-e6aea0e05c0d，报修的时候要提供"),
    ("zh", "阿里云的 AccessKey ID 都以 LTAI 开头，Secret 只在创建时显示一次"),
    ("zh", "client = AcsClient('<your-access-key-id>', '<your-access-key-secret>', 'cn-hangzhou')"),
    ("zh", "日志里显示 SecretKey=****，已经脱敏了"),
    ("zh", "SDK 升级到 v3.0.1024 之后签名方法变了"),
    ("zh", "主色用 #E60012，辅助色 #333333"),
    ("zh", "这台显示器现在卖 ￥1,299.00，比上周便宜"),
    ("zh", "顺丰单号 SF1234567890123，明天到"),
    ("zh", "下周一统一轮换所有 AccessKey，旧的会在周三停用"),
    ("zh", "门禁密码每月初会在业主群里更新"),
    ("zh", "公司访客 wifi 不需要密码，连上后网页认证"),
    ("zh", "身份证号是 18 位，最后一位可能是 X"),
    ("zh", "SESSDATA 这个 cookie 有效期一个月，过期要重新扫码"),
    ("zh", "rdb := redis.NewClient(&redis.Options{Addr: \"10.0.0.9:6379\", "
           "Password: os.Getenv(\"REDIS_PASSWORD\")})"),
    ("zh", "文件的 MD5 是 d41d8cd98f00b204e9800998ecf8427e，就是个空文件"),
    ("zh", "用 admin 和 guest 两个账号各登录一次看看权限"),
    ("zh", "助记词一定要手抄在纸上，别截图"),
    ("zh", "微信支付平台证书序列号是 5157F09EFDC096DE15EBE81A47057A7232F1B8E1"),
    ("zh", "config.setPassword(System.getenv(\"DB_PASS\"));"),
    ("zh", "公司的 GPG 公钥指纹：3A1F9C2E77B40D158E6AC90451B72F3D9E08A6C4"),
    ("zh", "会议改到三点半，在三零二会议室"),
    ("zh", "飞书机器人开了签名校验，secret 在飞书后台的安全设置里"),

    # Japanese
    ("ja", "踏み台に登録する公開鍵です: ssh-ed25519 "
           "AAAAC3NzaC1lZDI1NTE5AAAAIxkIWqpj15ufMMXG238bQsWQP1gWS9YNUV9jqEJrDoj2 sato@mbp"),
    ("ja", "GPG の鍵 ID は 0x51B72F3D9E08A6C4 です"),
    ("ja", "その修正は 872b8a2eca2a27446073af144ea9c0b02da9ed26 で入りました"),
    ("ja", "楽天の注文番号は 388411-20261207-0012345678 です"),
    ("ja", "税込 3,980 円で、送料は無料でした"),
    ("ja", "iOS 18.2 にしてから LINE の通知が遅れます"),
    ("ja", "ボタンの色は #FF6F61 に変えてください"),
    ("ja", "問い合わせ番号は 9da290c6-dca3-46bb-993d-21172ca03a4c です"),
    ("ja", "channelSecret: 'YOUR_CHANNEL_SECRET' のところを自分の値に置き換えてください"),
    ("ja", "本番のシークレットキーは sk_live_••••••••4f2a と表示されています"),
    ("ja", "Kakao の REST API キーは来月再発行します"),
    ("ja", "オートロックの暗証番号は管理会社に聞いてください"),
    ("ja", "ゲスト用 Wi-Fi の SSID は kaede-guest です"),
    ("ja", "マイナンバーは 12 桁です"),
    ("ja", "インストーラーの SHA-256 は "
           "240243870bc0191177aa687e0adeaaa437a34a543667440c7e46e45dbe793bf8 でした"),
    ("ja", "Cookie の名前は _session_id で、有効期限は 2 週間です"),
    ("ja", "admin と guest の二つのアカウントがあります"),
    ("ja", "内線は 2045 です"),
    ("ja", "password := os.Getenv(\"FTP_PASSWORD\")"),
    ("ja", "~/.docker/config.json には \"credsStore\": \"osxkeychain\" しかありません"),
    ("ja", "復元ワードは紙に書いて金庫に保管しています"),
    ("ja", "公開の FTP なので c.Login(\"anonymous\", \"anonymous\") で入れます"),
    ("ja", "var cred = new NetworkCredential(user, password);"),
    ("ja", "これは公開鍵です: -----BEGIN PUBLIC KEY-----\n"
           "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEkE7DtFRnRcjtCL+O8cthclCJOXb0u3r3Vom2B8HlAinFMViVuOLtZ"
           "OWtastG\n"
           "-----END PUBLIC KEY-----"),
    ("ja", "Stripe のドキュメントの例に出てくる sk_test_4eC39HqLyjWDarjtT1zdp7dc は公開されている"
           "サンプルです"),
]
