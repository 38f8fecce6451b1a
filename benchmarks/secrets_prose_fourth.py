"""Secrets said in prose, the fourth round: forms the earlier rounds did not hold, in
English, Chinese and Japanese, written and committed before any rule ran on it.

The forms: a secret inside a chat message that says other things too; config snippets
(.env lines, YAML, JSON, TOML, `docker run -e`, `curl -u` and `-H "Authorization: Basic
…"`, Okta's SSWS header, `kubectl create secret --from-literal`, a WireGuard interface);
URLs that carry one (userinfo, percent-encoded, a git remote, `?token=`, a Jupyter link,
a Telegram bot URL, Slack and Discord webhooks inside other text); tokens of providers the
format corpus and the earlier rounds did not name (Datadog, Mailgun, OpenRouter,
ElevenLabs, Asana, Bitbucket, Buildkite, Figma, SonarQube, DeepSeek, Zhipu, DingTalk's
signing secret, Baidu Qianfan, Volcengine, Huawei Cloud, Moonshot, Netlify, Render,
freee, PAY.JP, SmartHR, Supabase's new secret keys); passwords said casually ('my name in
pinyin plus 0618', 'いつもの tanuki に 2024! を足したやつ'), Wi-Fi passwords, door,
locker and safe codes, backup and recovery codes.

Beside them, look-alikes a memory may well hold: commit SHAs, file digests, UUIDs, trace
and request ids, base64 of ordinary data (a page cursor, a sentence), placeholders
(<YOUR_…>, ${VAR}, ***, an empty value), environment variable names with no value, public
keys (WireGuard, age, VAPID, publishable payment keys), a documented example, version
strings, colour codes, Slack object ids, and talk about where secrets are kept and how
often they are rotated.

Every value here was made up for this file (random); none is a real credential.
"""

from __future__ import annotations

_WG_PRIVATE = "2KWYdh9LvONkTVVnpnxP86d9hlcGXLeV+du80kIu5Mg="
_WG_PUBLIC = "kAOo6TmfkaiurDfaWZDX60OghHeKZmjD2Khzup8DG9c="
_SLACK_HOOK = "https://hooks.slack.com/services/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"
_DISCORD_HOOK = ("https://discord.com/api/webhooks/124334017963125994/KXvVSMvShHZ9QH3xFip6ql"
                 "Y0pfodj0Wvt15ffzLWAqcFq1c8ageuxNA8AygqUgbAtXrs")
_OPENROUTER = "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"
_DINGTALK_SEC = "SECa471f51a97145b6ab2d7418cbdd7e51c23f8801732a6473acecd9edaa8ad9d31"
_PK_LIVE = ("pk_live_51vuZVL9ctXFO5A7Lk12f5cXQfCxvljmywpNxrsfaCNg5VoQApY3ri3Ra7erbvBK0XPZixPd"
            "1xbhsJ3KSAfjzQwuCUCOQwO3M4V")
_VAPID = ("BNlstoNrkbOhLz-HhuY1TZONOjpEyzYRg-SSnKwRApTAl096XMp8u6J6QwTzbUWt1jWw5LXuEcxoiSLdB3"
          "ooeOk")
_AGE_PUB = "age1nw7zafxm6dpcywumttc36p92e4g578l7sjvnnsgcfwvvhesmg57cqwnwzp"

# (language, text): each holds a secret.
FOURTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "morning! standup moved to 10:30. for the demo use DD_API_KEY="
           "fd195f9eb82239f451a63680ae059071 and DD_APP_KEY="
           "b475fb42f89e8f06a45f2465f7ca2e5c1eb6c4ff, ping me after"),
    ("en", "docker run -d -e POSTGRES_USER=orders -e POSTGRES_PASSWORD=Quokka-Mint-4417 "
           "-p 5432:5432 postgres:16"),
    ("en", "kubectl create secret generic mailer "
           "--from-literal=MAILGUN_API_KEY=key-122bef15cfca25860836366ec1c9f296"),
    ("en", "git remote set-url origin https://x-access-token:"
           "ghp_FBFhGP1OV2nqXOYuChkC3uSRRcL9FbtXURHZ@github.com/acme/billing.git"),
    ("en", "the ops dashboard embed is https://metrics.acme.io/embed/ops?token="
           "SWCoQrHK1Jlc9m7RbHBFZKGNUZR26YPnsowlIgxl&theme=dark"),
    ("en", "notebook's running, open http://127.0.0.1:8888/lab?token="
           "2b37d55f871e9fac5fe99f06ac487a4eae62ec6fed2f2e3b"),
    ("en", "alerts post to https://api.telegram.org/bot5499439029:"
           "AAiA6ZemGpViE8ejzvs-EulvTd9Mp3MtMH8/sendMessage?chat_id=-1001867742031"),
    ("en", "settings.toml for the worker:\n[database]\nhost = \"db.internal\"\n"
           "password = \"Heron-Tidal-0925\""),
    ("en", "in the workflow file:\nenv:\n  SONAR_TOKEN: "
           "squ_cce75826040105c7c973d75467c8047991b6a366\n  SONAR_HOST_URL: https://sonar.acme.io"),
    ("en", "trigger it with curl -u ci-bot:x7Rq!mP2zT https://jenkins.acme.io/job/deploy/build"),
    ("en", "curl -H 'Authorization: Basic ZGVwbG95OktwNHYtTGFudGVybi0yOQ==' "
           "https://registry.acme.io/v2/_catalog"),
    ("en", "Okta admin calls need Authorization: SSWS 00w6TRctr0Bj8YolBAbc0uxOQZ-5YQXmL4JCOPlO_R"),
    ("en", f"my wg0.conf:\n[Interface]\nPrivateKey = {_WG_PRIVATE}\nAddress = 10.8.0.2/24"),
    ("en", f"switched the bot to OpenRouter, key is {_OPENROUTER} — tell me if the bill spikes"),
    ("en", "the gate code for the new office is 7291* and the bike room is the same"),
    ("en", "my Google backup codes: 3814 2271, 9902 1175, 6048 3357, 2219 8840"),
    ("en", "guest wifi at the offsite is Lakeside-Guest, the passphrase is bluegrass otter"),
    ("en", "put this in ~/.npmrc: //registry.npmjs.org/:_authToken="
           "npm_Vwd6lER5GTwwPCKtQYayLwsLuARb2eldUl8K"),
    ("en", f"notify config: {{\"channel\": \"#deploys\", \"webhook\": \"{_SLACK_HOOK}\"}}"),
    ("en", "ElevenLabs key for the voiceover script: "
           "sk_4d9a15dc49e8a71d062fba73e67acdb8c0e9f36eecb21746"),
    ("en", "Asana PAT for the sync job 2/12058430039830/1206600201645465:"
           "e124bb06a611a610ae8e161eb515e98f"),
    ("en", "Bitbucket app password for the mirror: ATBBtYkbjGC53kqObS21aZ5Sm9tunD7gV89QFD7B1B0E"),
    ("en", "buildkite agent uses bkua_645baf4e7d0e778ecdc0554b8c2f2326f210d3eb, don't lose it"),
    ("en", "Figma token for the icon export: figd_HZI9u-H3Do2DHtF_6T9o2sDD-3vADUgaSu9iYB8N"),
    # Chinese
    ("zh", "今天下午三点开会别忘了。另外测试环境的 redis 密码是 Yq7#pLm2，用完记得撤回消息"),
    ("zh", "登录密码是我名字的拼音 liuyang 加上 0618"),
    ("zh", "家里的 WiFi：名称 TP-LINK_5G_8A3C，密码 88886666lh"),
    ("zh", "楼下单元门密码是 1379#，来的时候自己按"),
    ("zh", "保险柜密码：36-12-48，左右左转"),
    ("zh", "项目的 .env 里：\nDEEPSEEK_API_KEY=sk-fb1f4552d1d1a04197d33108145558e1\n"
           "DEEPSEEK_BASE_URL=https://api.deepseek.com"),
    ("zh", "智谱的 API Key 是 0e7d1b7bdf7a52fd7e9e45ffa3b65e77.Gqqwblh8dLJGaAWB，别提交到仓库"),
    ("zh", f"钉钉机器人加签的密钥：{_DINGTALK_SEC}"),
    ("zh", "千帆的 API Key：bce-v3/ALTAK-RLYxtgKrN8CI9VI9Kfc9U/"
           "754b5d035469234d79c04ee7257edf6b0e8413cf"),
    ("zh", "火山引擎 AccessKeyId 是 AKLTewUl1hfG5sj3DiNWngo6ZiHDR8b9HeQyJJxBGAEm，"
           "SecretAccessKey 是 1DuISzfMlcDVNPr60rSuqPYLHVmdcWUP"),
    ("zh", "华为云 AK：01E1T0QJGG395ILEQW8E SK：bxfdX2MmGKsntrU1LM0jqsbjNpBbGm0WkaLsMIEU"),
    ("zh", "用这个起 MySQL：docker run -e MYSQL_ROOT_PASSWORD=Shanhai@2026 -d mysql:8"),
    ("zh", "先执行 kubectl create secret docker-registry regcred --docker-username=ops "
           "--docker-password=dckr_pat_3n1p67yPG6RE8yFFLN-rbJQ36gf 建拉镜像的凭证"),
    ("zh", "私有源地址 https://deployer:Mf8%23kq2z@nexus.acme.cn/repository/pypi/simple"),
    ("zh", "图床上传接口 https://img.acme.cn/upload?access_key=486ed59c57286e1622cdca1b"
           "&secret_key=Q2Z0u5S2OtX9jJPlYsv0UXcVtY5jrPvkTtvuSslr"),
    ("zh", "微软账号的恢复代码 Q7KD2-M9XVP-L4RTH-6NWCB-8JFGY 抄在这儿了"),
    ("zh", "application.yml 里这样配：\nspring:\n  datasource:\n    username: shop\n"
           "    password: Shop@Mysql#88"),
    ("zh", "Kimi 的 key 先借你用 sk-ZsUDw7KeukzFw6ds0z1nQfQOMsFpX4ZaPAD2vT45NzSloaVv，"
           "明天我就换掉"),
    # Japanese
    ("ja", "お疲れさまです。明日の打ち合わせは14時で。あと検証環境の管理画面は "
           "admin / Sakura#0402 で入れます"),
    ("ja", "パスは いつもの tanuki に 2024! を足したやつです"),
    ("ja", "会議室のWi-Fiは SSID: Meeting-5G、パスワード: ocha-no-mizu-77"),
    ("ja", "更衣室のロッカーの番号錠は 3-7-1-9 です"),
    ("ja", "Googleのバックアップコード：3814 2271 / 9902 1175 / 6048 3357"),
    ("ja", "frontend/.env.local に\nNEXT_PUBLIC_SITE=acme\n"
           "SUPABASE_SECRET_KEY=sb_secret_TMEnFOFuHfUexYDwiidYOYcaiJYD5fF-\nを追加しました"),
    ("ja", "netlify deploy --prod --auth nfp_DwAhtGwVs4btDv0aHdKQqEYMoVNLwlCuOrKm で"
           "デプロイしています"),
    ("ja", "RenderのAPIキーは rnd_2V85L9Q8so7KNs4BFzGdQIf7aXm2dvSV です"),
    ("ja", "freeeのアクセストークン tlXzoy4zd7zd21BNr67OsDRmOgHz_fhQrd2VOoSWEr2 を"
           "スプレッドシートに貼りました"),
    ("ja", "PAY.JPの本番の秘密鍵は sk_live_5aef947be717aaa793394510474facfe4d47b32f53496c8d です"),
    ("ja", "SmartHRのAPIトークン: shr_1dd7bd01445eb3536e638f44020ccb33e927"),
    ("ja", "docker run -e REDIS_PASSWORD=Tsuki-Usagi-55 -p 6379:6379 bitnami/redis で起動します"),
    ("ja", "kubectl create secret generic api --from-literal=token="
           "ghp_FBFhGP1OV2nqXOYuChkC3uSRRcL9FbtXURHZ を実行しておいてください"),
    ("ja", "社内Gitは https://tanaka:Hn3%21sora@git.acme.co.jp/infra/deploy.git から"
           "クローンできます"),
    ("ja", f"通知は Discord の {_DISCORD_HOOK} に飛ばしています"),
    ("ja", "config.toml はこれです:\n[smtp]\nuser = \"noreply@acme.co.jp\"\n"
           "pass = \"Kaze-Tori-2025\""),
    ("ja", "設定は {\"endpoint\": \"https://api.acme.jp\", \"apiKey\": "
           "\"1DuISzfMlcDVNPr60rSuqPYLHVmdcWUP\"} です"),
    ("ja", "curl -H 'X-API-Key: 8AVXw7ZXrOQqKCYsCnvhKk5Jkso2Jhb7' https://api.acme.jp/v1/orders "
           "で確認できます"),
    ("ja", "HFのトークン貼っとくね hf_1EPcwGWoK0AbyoDPNXF2rld6YRT7HHvLte 、モデル落としたら消して"),
]

# (language, text): none holds a secret.
FOURTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "Rotate the Datadog API key every 90 days; the current one is in 1Password under "
           "'CI / datadog'."),
    ("en", ".env.example:\nDD_API_KEY=<YOUR_DD_API_KEY>\nDD_SITE=datadoghq.eu"),
    ("en", "docker run -e POSTGRES_PASSWORD=${POSTGRES_PASSWORD} -p 5432:5432 postgres:16"),
    ("en", "kubectl create secret generic mailer --from-env-file=.env.mailer (the file is "
           "gitignored)"),
    ("en", "git clone https://github.com/acme/billing.git and check out "
           "c525c8db26fee5234f7b41371e7855b8cf4efda8"),
    ("en", "The trace id f69b13604149d675c5e998b9f0405e3c and span 08d1ed1b45e5288c show the "
           "slow query."),
    ("en", "The next page is ?cursor=eyJwYWdlIjozLCJwZXJfcGFnZSI6NTB9 (base64 of the page "
           "number)."),
    ("en", f"WireGuard peer:\n[Peer]\nPublicKey = {_WG_PUBLIC}\nEndpoint = vpn.acme.io:51820"),
    ("en", f"Stripe publishable key for checkout.js: {_PK_LIVE}"),
    ("en", "Set OPENROUTER_API_KEY, ELEVENLABS_API_KEY and FIGMA_TOKEN in your shell; the app "
           "reads them at start."),
    ("en", "The brand colours are #1E90FF, #ff6f61 and #2e2e2eCC."),
    ("en", "Bumped pydantic to 2.9.2 and node to v22.11.0."),
    ("en", "The password shows as ******** in the screenshot, so the form masks it."),
    ("en", "BotFather's docs show a token as 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11."),
    ("en", "The release tarball's sha256 is "
           "aae32cb6770cc03ec47d8fb0be7ccc91d4b2fd68e17b4dfba3e5c2f97471953c."),
    ("en", "Sentry issue 08fca607-0492-4466-b572-7cbdbefaedb9 has the request id in the "
           "X-Request-Id header."),
    ("en", f"age public key for encrypting the backups: {_AGE_PUB}"),
    ("en", "The logs print the header as Authorization: Bearer ***, masked."),
    ("en", "The deploy channel is C04JB7QH8XA and the bot user is U05XPHOXVA1."),
    # Chinese
    ("zh", "API Key 每 90 天轮换一次，新的放在公司 1Password 的“CI”保险库里。"),
    ("zh", "密钥统一放在 Vault 的 secret/prod/payment 路径下，代码里只读环境变量。"),
    ("zh", ".env.example 里只写 DEEPSEEK_API_KEY=<你的密钥>，不要写真值。"),
    ("zh", "docker run -e MYSQL_ROOT_PASSWORD=${MYSQL_ROOT_PASSWORD} -d mysql:8，"
           "密码从环境变量传。"),
    ("zh", "这次发布的 commit 是 0a7cadd9aa46431bf1b9f3163fb90b101c81cb15，tag 是 v2.8.1。"),
    ("zh", "安装包 md5：cbdb3f5de5f366e573e2b80ced2f36cf，下载后核对一下。"),
    ("zh", "工单号 a6f43766-5472-4b38-a9df-f5a5d832735a，客服已经在跟进。"),
    ("zh", "6YOo572y5a6M5oiQ77yM6K+35qOA5p+l5pel5b+X 解码出来是“部署完成，请检查日志”。"),
    ("zh", "主题色用 #3370FF，辅助色 #FF7D00。"),
    ("zh", "密码至少 12 位，必须包含大小写字母和数字。"),
    ("zh", "WiFi 密码贴在前台的牌子上，访客自己看。"),
    ("zh", "钉钉机器人的加签密钥以 SEC 开头，在机器人安全设置里能看到。"),
    ("zh", "日志里密码显示成 ******，已经脱敏了。"),
    ("zh", "华为云的 AK/SK 要在“我的凭证”里创建，别用主账号的。"),
    ("zh", "需要配置的环境变量：ZHIPU_API_KEY、QIANFAN_AK、QIANFAN_SK。"),
    ("zh", f"Web Push 的 VAPID 公钥是 {_VAPID}，前端要用。"),
    ("zh", "门禁密码下周一统一更换，到时候群里通知。"),
    ("zh", "部署脚本里的 curl -H 'Authorization: Bearer <TOKEN>' 记得换成自己的。"),
    ("zh", "私有源地址是 https://nexus.acme.cn/repository/pypi/simple，账号找运维开。"),
    # Japanese
    ("ja", "トークンは1Passwordの「CI」保管庫に入っています。"),
    ("ja", "APIキーは90日ごとにローテーションする運用です。"),
    ("ja", ".env.sample には SUPABASE_SECRET_KEY= とだけ書いて、値は空にしておいてください。"),
    ("ja", "docker run -e REDIS_PASSWORD -p 6379:6379 bitnami/redis（値はシェルの環境変数から"
           "渡します）"),
    ("ja", "kubectl create secret generic api --from-file=./token.txt でファイルから作ります。"),
    ("ja", "コミット c525c8d で直っています。"),
    ("ja", "ファイルのSHA-256は 80c1c72c7aab4b6a1fec86e12448d5359690ed33af273882b5e0e37925dd83e7 "
           "で、配布ページと一致しました。"),
    ("ja", "問い合わせ番号は 4fdbc3f7-cead-4fe4-8605-cdc6c268a604 です。"),
    ("ja", "5piO5pel44Gu5Lya6K2w44GvMTDmmYLjgYvjgonjgafjgZk= は「明日の会議は10時からです」の"
           "Base64です。"),
    ("ja", "テーマカラーは #E60033 と #00A0E9 です。"),
    ("ja", "Node は v20.18.0、Python は 3.12.7 に揃えてください。"),
    ("ja", "パスワードは ******** と表示されるので画面共有しても大丈夫です。"),
    ("ja", "ドアの暗証番号は来週変わるので総務からの連絡を待ってください。"),
    ("ja", "Wi-Fiのパスワードは受付の掲示を見てください。"),
    ("ja", "PAY.JPの公開鍵 pk_live_486ed59c57286e1622cdca1b はフロントに置いて大丈夫です。"),
    ("ja", "環境変数 NETLIFY_AUTH_TOKEN と RENDER_API_KEY を設定してください。"),
    ("ja", "curl -H \"X-API-Key: $API_KEY\" https://api.acme.jp/v1/orders で確認できます。"),
    ("ja", f"WireGuardの公開鍵は {_WG_PUBLIC} です。サーバー側に登録してください。"),
    ("ja", f"age の公開鍵 {_AGE_PUB} で暗号化してください。"),
]
