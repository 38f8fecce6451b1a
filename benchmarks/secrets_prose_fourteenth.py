"""Secrets said in prose, the fourteenth round: credentials the earlier rounds held few of, as
people type them to an agent, in English, Chinese (Simplified) and Japanese, written and
committed before any rule ran on it.

The ways of saying: passwords made of words with no digit in them ('LanternMossOtterQuietly',
'tangerine-velvet-harbour, all lower case', qingshanluoshui, 'MeiHuaLuoRi，每个词首字母大写',
kumonoueniharukaze, Tsubame-Kaede-Shizuku); passphrases (an SSH key's and a GPG key's in
English words, a VeraCrypt volume's as a line of Chinese verse, a GPG key's in English words
with its spaces said in Japanese); dial-in numbers with a host's, a leader's or a meeting's
PIN (a board call, an incident bridge, a 400 number, a Beijing number with a meeting's
password, a Webex access code with its host PIN); codes said as number words (an alarm
panel's 'four nine two seven', a card PIN as 'oh four one nine', 三七九一零二, 幺五八拐三洞,
ゼロ、ハチ、サン、イチ, さん・なな・ぜろ・に); one-time codes read out in chat for someone
else to type (a bank's SMS code, an authenticator's code, 短信验证码, 確認コード, a one-time
password on a token);
providers no round named (Perplexity `pplx-`, NVIDIA `nvapi-`, LangSmith `lsv2_pt_`, Langfuse
`sk-lf-`, Shippo `shippo_live_`, Flutterwave `FLWSECK-`, Mercado Pago `APP_USR-`, a
`CLOUDINARY_URL`, Deepgram, Cerebras `csk-`, Voyage AI `pa-`, Jina `jina_`, Easemob's `YXA6`
client secret, ZEGO's ServerSecret, EZVIZ, Tuya, Kuaidi100, Juhe, Weibo, WxPusher's `AT_`,
Recruit's Hot Pepper, Gurunavi, SB Payment's hash key); private keys pasted in part (an
OpenSSH key's first lines, an RSA key's last lines before its END line, a PKCS#8 key's first
lines, an RSA key's body with no header at all); shell history lines (`sshpass -p`,
`smbclient -U user%pass`, `7z a -p…`, `argocd login --password`, `zip -P`, `openssl enc -k`,
`echo … | sudo -S`, `wget --password=`, `net use … /user:`); docker, Kubernetes and CI
snippets (`kubectl create secret docker-registry --docker-password=`, a Bitbucket Pipelines
`docker login -p`, RabbitMQ's `RABBITMQ_DEFAULT_PASS` in compose, a ConfigMap holding a
password, a Jenkinsfile `docker login -p`, `docker build --build-arg NPM_TOKEN=`, a GitHub
Actions `env:` literal); cookies and session ids (Django's `sessionid` with `csrftoken`,
Express's `connect.sid`, a `JSESSIONID`, a `PHPSESSID`, JD's `pt_key`, a Rails session cookie,
a `laravel_session`); webhook URLs whose path or query is the credential (Mattermost, IFTTT
Maker, Zapier's catch hook, a Netlify build hook, Gotify, Home Assistant, Typetalk); and
personal identity numbers of several countries (a Brazilian CPF, an Indian Aadhaar, a Spanish
DNI, a Singapore NRIC, an Australian TFN, a Swedish personnummer, a US passport number, a
Taiwanese national ID, a Hong Kong identity card, a Chinese passport and exit-entry permit, a
Korean resident registration number in Chinese and in Japanese, a Japanese residence card,
passport, driving licence, health insurance card and resident record code).

A one-time code read out for someone else to type while it is valid is labelled a secret, as
the eighth round labels one: whoever holds it then can log in or pay.

Beside them, look-alikes with no secret in them: commit ids, UUIDs, sha256 and MD5 checksums,
ETags, an SSH host key line and fingerprint, a public key for verifying webhooks, Langfuse's
public `pk-lf-` key alone; placeholders and documented examples (`pplx-xxxx…`, Slack's
`T00000000/B00000000/XXXX…` webhook, `https://chat.example.com/hooks/<generated-key>`,
`your_app_secret`, 'correct horse battery staple' named as the comic's example, a sandbox's
fixed `000000` code); documentation of formats (a CPF's `000.000.000-00`, Aadhaar's twelve
digits, 身份证号的第 7 到 14 位, 护照号的构成, 在留カード番号の桁, HKID's `A123456(7)`); dial-in
numbers given with no PIN, extensions and businesses' phone numbers; order, booking,
waybill, train and room numbers; version strings; published bank accounts to pay into (a UK
and a German IBAN on invoices, a Chinese company's 对公账户, a Japanese お振込先) and a VAT
and an EIN printed on invoices; cookies that hold only preferences or were cleared; shell
history, compose, Kubernetes and CI snippets that read their secrets from elsewhere; number
words that count things; and talk of passphrases, one-time codes and session timeouts with no
value in it.

Every value here was made up for this file (random characters of each provider's shape, from a
seeded Python `random`; CPF, Aadhaar, DNI, NRIC, TFN, personnummer, Taiwanese, Hong Kong and
Korean numbers pass their check digit, and IBANs their check digits, but belong to no one);
none is a real credential. Slack's `T00000000/B00000000` webhook is its documented example.
"""

from __future__ import annotations

# (language, text): each holds a secret.
FOURTEENTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "cabin wifi: the network is PineHollow-5G and the password is LanternMossOtterQuietly, "
           "capital letter on each word"),
    ("en", "my laptop login is just tangerine-velvet-harbour, all lower case with the dashes, if "
           "IT asks while I'm out"),
    ("en", "the passphrase on my ssh key is: the owls are not what they seem -- no capitals, no "
           "full stop"),
    ("en", "gpg keeps prompting when I sign tags, the passphrase is Saffron rivers under pale "
           "October moons"),
    ("en", "for the board call dial +1 312 555 0187, meeting ID 493 118 204, and the host PIN is "
           "7731# -- you'll have to start it, I'm flying"),
    ("en", "incident bridge is 1-877-555-0199, access code 8823914, leader PIN 4470 so you can "
           "mute the room"),
    ("en", "the alarm panel code is four nine two seven, then press Away and you have 60 seconds "
           "to get out"),
    ("en", "if the shop asks, the debit card PIN is oh four one nine"),
    ("en", "the bank just texted me 583920, can you put it in the verification box before it "
           "expires?"),
    ("en", "the authenticator shows 771 204 right now for the AWS console, be quick"),
    ("en", "the research agent calls Perplexity with "
           "PPLX_API_KEY=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"),
    ("en", "NIM endpoint works now, key is "
           "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 and the model "
           "is llama-3.1-70b-instruct"),
    ("en", "tracing goes to LangSmith, I exported "
           "LANGCHAIN_API_KEY=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 in the "
           "notebook"),
    ("en", "Langfuse keys for the eval project: public pk-lf-70c4e457-ee5e-468d-8a00-321a9e39f2fa, "
           "secret sk-lf-7324e3c2-30a8-4611-b970-e2637992a56c"),
    ("en", "labels print through Shippo, the live token is "
           "shippo_live_ba4b0fb5a109e1d8eecf08d7cb18a4a815c1c7ab"),
    ("en", "the Lagos storefront charges cards with Flutterwave, "
           "FLW_SECRET_KEY=FLWSECK-203f89f410411ef9637ebb77b3590b47-X"),
    ("en", "Mercado Pago production access token for the Buenos Aires shop: "
           "APP_USR-7400686804304891-829214-28914474b21e83146462b9f186ba88bf-622170209"),
    ("en", "images upload fine locally with "
           "CLOUDINARY_URL=cloudinary://829434954781366:DMllnqsY0rCnAVytWeDPjUhO21K@fernhollow "
           "but not on the server"),
    ("en", "transcription is curl -H \"Authorization: Token a9fc76e7ae57612cc09916743f84dd91a41e2f"
           "54\" --data-binary @call.wav https://api.deepgram.com/v1/listen"),
    ("en", "here's the start of the deploy key, I cut it after a few lines:\n"
           "-----BEGIN OPENSSH PRIVATE KEY-----\n"
           "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
           "QyNTUxOQAAACBn1vp4x1HwWx3yoTNAms30M7KY8IEEpd/zFdwvyClbcSJSnaaQe3gOt1pb\n"
           "WFMeRbJHjhA1LL8BxZuuj9L9zJVCb1MPwcbq2Pw13sD/1M5SKmlqQaKsNrH7F5pRt22tGR"),
    ("en", "the bottom of the key file looks like this, is it truncated?\n"
           "kpjMPRDOE2INtihBq2nq2atVqCWJvKups2iSRgJ7JQLRiFI2BCqNMJR0Pjor5hd5\n"
           "OBmPzStZ/RWjz0GUEV8RcEkFc9abYdR0GVQ3JFOtg3dxbcrpaAuUijPGo2sE47V3\n"
           "Gnf6R7HNPNE1eIYvkFnlWQ1NiYsHRL3ARPkRBw==\n"
           "-----END RSA PRIVATE KEY-----"),
    ("en", "from my history, this is what worked last time:\n"
           "  311  sshpass -p 'Quarry!Blue88' ssh root@10.4.0.21\n"
           "  312  exit"),
    ("en", "  1187  smbclient //nas01/scans -U backup%Tr0ut-Lake-44 -c 'ls'\n"
           "that's the line that still works, the mount doesn't"),
    ("en", "I zipped the payroll export with 7z a -pMarlowe#1921 -mhe=on payroll.7z payroll/ so "
           "send that one"),
    ("en", "argocd login argocd.fernhollow.io --username admin --password Vq8!nTz3Rk --grpc-web "
           "is in my shell history, the UI login is the same"),
    ("en", "the pull secret was made with kubectl create secret docker-registry regcred "
           "--docker-server=registry.fernhollow.io --docker-username=ci-pull "
           "--docker-password=Hb7$wQ2mZx9k"),
    ("en", "bitbucket-pipelines.yml step:\n"
           "  script:\n"
           "    - docker login -u fhci -p 9dK#x2Vq7Lmw registry.fernhollow.io\n"
           "    - docker push registry.fernhollow.io/api:$BITBUCKET_COMMIT"),
    ("en", "copied my cookie from devtools so you can load the Django admin as me: "
           "sessionid=k7zcldyttx3zb21n549647hpjvi9111j; "
           "csrftoken=cvzPbx8HwgxIr1xVG6jAM7GSCnZotfzm4XBGIy0SOieBdLj6mvQPtoZJPiAjhJSf"),
    ("en", "replay it with Cookie: connect.sid=s%3A0LP8xRiQ1m3phFCEmhGtc5FHf0X37DGA.iio5rpwwsI5IP"
           "gs59TCTXUd1zhVKoYfUZpZy8YUZ5Jq and you'll see the dashboard as the admin user"),
    ("en", "the build bot posts to https://chat.fernhollow.io/hooks/a9a34ivxptlri26oa1dqfxo0xj "
           "in the #releases channel"),
    ("en", "the doorbell applet fires https://maker.ifttt.com/trigger/door_open/with/key/xlJvkEoFq"
           "wIYmd5xctGmW5 whenever someone rings"),
    ("en", "the CMS rebuilds the site by POSTing to https://api.netlify.com/build_hooks/5925784652"
           "ba1de5fd257ca5"),
    ("en", "for the Brazil contractor paperwork, my CPF is 404.722.192-94"),
    ("en", "the visa agent needs my Aadhaar, 8508 9856 6501, and a scan of the front"),
    ("en", "my DNI is 46073479V if the clinic in Valencia asks for it"),
    ("en", "fill in the Singapore form with my NRIC S1125316D and my home address"),
    ("en", "the payroll onboarding wants my TFN: 832 606 641"),
    ("en", "personnummer 19880412-9479 is what Skatteverket has for me"),
    ("en", "book it under my passport, US passport number 977785626, expires 2031"),
    # Chinese
    ("zh", "家里 Wi-Fi 密码是 qingshanluoshui，全小写，没有空格"),
    ("zh", "电脑开机密码是 MeiHuaLuoRi，每个词首字母大写，IT 要的话告诉他"),
    ("zh", "加密盘 VeraCrypt 的口令是一句诗：明月松间照清泉石上流，中间没有标点"),
    ("zh", "周会电话接入 400-810-5729，会议号 63829104，主持人密码 6617#，你帮我先开起来"),
    ("zh", "电话入会：+86 10 8765 4321，会议号 728 316 459，会议密码 8833，客户那边没网"),
    ("zh", "保险箱密码是三七九一零二，转到零再开"),
    ("zh", "门锁临时密码：幺五八拐三洞，保洁阿姨用完我就删"),
    ("zh", "验证码 583920，你帮我在网页上填一下，五分钟内有效"),
    ("zh", "淘宝登录要短信验证码，刚收到的是 309185，帮我填上"),
    ("zh", "萤石开放平台：appKey 173599f8a38f4223a8a39c0fa253025c，appSecret "
           "499cc0e7f071aee445893c5f97029003，摄像头取流要用"),
    ("zh", "涂鸦云开发的 Access ID 96r3o4wn5kr7o6u568zr，Access Secret "
           "r8ttj8gpukb79mlowvwxg7xbvkvmlff8，智能插座接口用"),
    ("zh", "环信的 Client ID 是 YXA6f0bOq6ayVViWl6F6GV0aUc，Client Secret 是 "
           "YXA6yvaOqIb2jog8flRAW43Wj-STbT1，后台发消息要换 token"),
    ("zh", "即构的 AppID 1942855542，ServerSecret 7eb17c8bcd6dc615b782b0eea8c688c1，生成 "
           "Token 的服务里用"),
    ("zh", "快递100 的授权：customer A9F15852554167A606EA149A05D215C7，key Qybce1ZARM1mOlyf，"
           "查物流轨迹的接口"),
    ("zh", "聚合数据的天气接口 AppKey 是 23dec6e50ed93291c660a43377b164a3"),
    ("zh", "微博开放平台 App Key 3900084412，App Secret 97bfa426a647c0422a257bdc4858ed02，"
           "授权回调还没配"),
    ("zh", "私钥我只贴前几行，你看看格式对不对：\n"
           "-----BEGIN PRIVATE KEY-----\n"
           "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC5QAHhC6hkUefs\n"
           "tqq/YLbQRZhoC4+U0ujfFQDM7qXknhsJBJsY85t2nhZUVyUOkCVBUHXGT3HE3Abr\n"
           "（后面省略）"),
    ("zh", "history 里找到的：\n"
           "  1021  zip -P Hz2024#bak backup.zip *.sql\n"
           "  1022  openssl enc -aes-256-cbc -k 'Jk8#mQ2xLp' -in db.sql -out db.enc"),
    ("zh", "之前是这样重启的：echo 'Sudo#Pw91x' | sudo -S systemctl restart nginx"),
    ("zh", "docker-compose.yml 里的 MQ：\n"
           "  rabbitmq:\n"
           "    environment:\n"
           "      RABBITMQ_DEFAULT_USER: mq_admin\n"
           "      RABBITMQ_DEFAULT_PASS: Rb7#kQ2xMw9p"),
    ("zh", "有人把密码写进 ConfigMap 了：\n"
           "kind: ConfigMap\n"
           "data:\n"
           "  DB_HOST: 10.8.2.15\n"
           "  DB_PASSWORD: Pg#4412mkQv"),
    ("zh", "Jenkinsfile 里直接写的：sh 'docker login -u jenkins -p Jk#2291xQv "
           "harbor.songtao.cn'，要改成凭据"),
    ("zh", "京东签到脚本的 cookie：pt_key=AAJlQQJgle2glIUJVsUXkjOU1G-1wMvy7C5UvYCQgc2u92sAbAY7ft8p3"
           "LmmSzFinfGa8D7dEYiamsFeiVUqslnKOBS4G3bw;pt_pin=jd_songtao88;"),
    ("zh", "后台登录后的 PHPSESSID=o8s6mtro6e6sbm9lvbfng97m7v，你用这个 cookie 调一下导出接口"),
    ("zh", "Gotify 推送：curl \"https://push.songtao.cn/message?token=AODEzoV66PEW7io\" -F "
           "\"title=备份完成\""),
    ("zh", "WxPusher 的 appToken 是 AT_5wDI0ssDuuhb9lfBnTey2oqfAPJS1MDs，推送到我微信"),
    ("zh", "台湾同事的身分证字号 A157292682，订机票要填"),
    ("zh", "我的香港身份证号码是 P422127(7)，开户的时候要"),
    ("zh", "护照号 EX6040413，出生日期 1990 年 3 月 5 日，帮我订去东京的机票"),
    ("zh", "港澳通行证号码 CK1428922，办签注用"),
    ("zh", "韩国同事的居民登录号 850714-2245578，签证材料里要填"),
    ("zh", "路由器后台密码是 woshidaxiong，都是小写"),
    # Japanese
    ("ja", "Wi-Fi のパスワードは kumonoueniharukaze です。全部小文字です"),
    ("ja", "ノート PC のログインパスワードは Tsubame-Kaede-Shizuku です"),
    ("ja", "GPG のパスフレーズは blue heron at dusk under cedar です（単語の間にスペースあり）"),
    ("ja", "電話会議の番号は 03-4510-8821、会議 ID 7731 0284、主催者 PIN は 5590 です"),
    ("ja", "Webex の電話参加は 03-6625-1140、アクセスコード 2514 889 0123、ホスト PIN 6042 です"),
    ("ja", "金庫の暗証番号は、ゼロ、ハチ、サン、イチです"),
    ("ja", "自転車の鍵の番号は、さん・なな・ぜろ・に です"),
    ("ja", "さっき届いた確認コード 718204 を入力しておいてもらえますか"),
    ("ja", "ワンタイムパスワードはいま 402 917 と表示されています。急いでください"),
    ("ja", "ホットペッパーグルメの API キーは 7b2a9426b17fee71 です"),
    ("ja", "ぐるなび API の keyid は 4311baa30d305a3b3e8a80149c269830 です"),
    ("ja", "SB ペイメントの接続情報です。マーチャント ID 30132、ハッシュキー "
           "f74e29c55c5e4b816ac38262487203cbb37da576"),
    ("ja", "Cerebras の API キーを発行しました。CEREBRAS_API_KEY=csk-cjkkem0dywj3l6h7tos83nheqf"
           "xm9n8cw5abddpb6c9pgxe0"),
    ("ja", "埋め込みは Voyage AI に切り替えます。VOYAGE_API_KEY=pa-LmupXTHsfqPQT0ZN23nb0xUy9XU-yf"
           "im1C8xbfjg1ZB"),
    ("ja", "Jina Reader の API キーは jina_c64107104ed5c3fda9e3efdc9f59a35d80xWZc1AIwONMYGlqYl81"
           "3kTGHne です"),
    ("ja", "秘密鍵の中身（途中まで）です。\n"
           "MIIEowIBAAKCAQEAW98doV9mdApI4FQqsthAJRyJUmfUYmEU7HIz30297P59qfe/\n"
           "2/5Hl2lqRF5TpGxzaXyvwzPlINIYcJhxWjIav+WJAjX1RzXhP9LXcbM11kCDwFIt\n"
           "s8KUBjotLw+SFQopMaETastAoJm5XCMF2hiLDb8VbPv4KmtU18j/nS3z4DOaVv/B"),
    ("ja", "履歴に残っていました。\n"
           "  88  wget --user=aoba --password='W9#kLmq2x' https://files.aoba.jp/export.csv"),
    ("ja", "共有フォルダはこれでつながります。net use Z: \\\\fs01\\share Kx#2291aoba "
           "/user:AOBA\\tanaka"),
    ("ja", "イメージのビルドはこうしています。docker build --build-arg "
           "NPM_TOKEN=npm_x7Kq2LmPz9Vw4RtY8sBn3Hc6Jd1Fg5Ae0Uo2 -t aoba/web ."),
    ("ja", "GitHub Actions の workflow に直書きされています。\n"
           "    env:\n"
           "      DEPLOY_USER: aoba-deploy\n"
           "      DEPLOY_PASSWORD: Dp#7731xLmq"),
    ("ja", "ログイン済みのクッキーです。_aoba_session=4ZszIGt8zfHgs4IvV063rtPSoD3n0FKXpEoQ8boKgL3"
           "vykQosDmdzNE9+aidcP3208R5ka1RV4LeGs0cJ1RFAOBCdhGxjZ16ORDwV7zoT5VoUZ6t9Dea+DTbU/bGRtW"
           "R--38de29e6e5f620098db5a0120d04e14b73ffedfd"),
    ("ja", "管理画面の laravel_session=eyJpdiI6InFtVWhldWdKUitvd1g5UXdOMUFQRUE9PSIsInZhbHVlIjoib"
           "DRHRGRPTFAyNG9HUjQrL09FaUtXYXV4QnBoK2ZvdnRtTThFTGloN0xiRHdUQUYrNitNTDB0V0c3S0M2RWxR"
           "eiIsIm1hYyI6ImVhMjMxNjIyMzkxYzRiODlkODUyMTJlNDc3YjM3MWFjMjhmOWViY2VlNmM2N2ZiYTUzYTZh"
           "Mzg4YzA2Y2QwY2EiLCJ0YWciOiIifQ%3D%3D をそのまま使えば再現できます"),
    ("ja", "Home Assistant の Webhook は https://ha.aoba.jp/api/webhook/9f65e2b6147e3d90fa0f3d"
           "52846cf620d40bc1f483e9fb8a0b1bc47e86461f40 です。玄関センサーから呼びます"),
    ("ja", "Typetalk への通知は https://typetalk.com/api/v1/topics/184220?typetalkToken=HtNTXFb3"
           "BqK0fr870BnAo0UFOquDdcZHMm9WOhwOxPi9JuJqLU49i0HyEYzO5okl に POST しています"),
    ("ja", "在留カード番号は YF37729820BJ です。契約書に書いてください"),
    ("ja", "パスポート番号 TR2354937、生年月日 1987 年 6 月 2 日で予約してください"),
    ("ja", "運転免許証の番号は 302445617740 です。レンタカーの予約に使います"),
    ("ja", "健康保険証の記号は 1204、番号は 387 です。病院の問診票に書いてください"),
    ("ja", "住民票コードは 93160307306 です。年金の手続きで聞かれました"),
    ("ja", "韓国人スタッフの住民登録番号は 910305-1466521 です。ビザ申請に使います"),
    ("ja", "ルーターの管理画面のパスワードは、ひらがなで「はるのうみ」をローマ字にした harunoumi "
           "です"),
]

# (language, text): none holds a secret.
FOURTEENTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "rebased onto main at 71decce9c8b50a0406c864fd8d774e1367e64ef1, please pull before "
           "you push"),
    ("en", "the failing upload is uploads/ab8adf3b-1ad7-4e57-8a13-8c5a7c4c23dc/avatar.png in the "
           "media bucket"),
    ("en", "sha256sum of the ISO is "
           "f3432e459896097b5a4b82d8baf6c131bbbc2ff0940f1f33487fdb8d39cdd0be, same as the "
           "download page"),
    ("en", "the Perplexity quickstart shows PPLX_API_KEY=pplx-xxxxxxxxxxxxxxxxxxxxxxxx, put your "
           "own key in .env"),
    ("en", "add this to known_hosts: git.fernhollow.io ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItb"
           "mlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBWqdgGbGYymE5KcUeUGDTWj6wgWrPFsXvBgTfuthxxEYhOnddLUk"
           "DmqhI2EsJ3OCpl7PvhAeSbPb9T+wooahZQ5Q="),
    ("en", "we're on Node 20.11.1, pnpm 8.15.4 and TypeScript 5.4.0-dev.20240301"),
    ("en", "the Etsy receipt is #3104928571 and the Shopify order is #1043, both shipped"),
    ("en", "the clinic's front desk is (415) 555-0132, they open at 8"),
    ("en", "please pay the invoice to GB48 NWBK 1676 4000 1138 55, reference INV-2291, "
           "Fernhollow Ltd"),
    ("en", "a CPF is written 000.000.000-00, the last two digits are check digits"),
    ("en", "Aadhaar numbers are 12 digits, printed as XXXX XXXX XXXX, and never start with 0 or "
           "1"),
    ("en", "the all-hands dial-in is +1 646 555 0143 but almost everyone joins by video"),
    ("en", "order two three-packs of the USB-C cables and one four-port hub for the new desks"),
    ("en", "the sandbox accepts 000000 as the SMS code for any test number, so the e2e tests "
           "never wait for a text"),
    ("en", "the site only sets theme=dark; lang=en-GB; cookie_consent=accepted, nothing that "
           "logs you in"),
    ("en", "this is what I ran before it broke:\n"
           "  498  kubectl get pods -n billing\n"
           "  499  kubectl logs -f billing-api-5d8c7 -n billing"),
    ("en", "the CI step is docker login -u ci --password-stdin registry.fernhollow.io < "
           "\"$CI_TOKEN_FILE\", so no password shows up in the log"),
    ("en", "Mattermost gives you a URL like https://chat.example.com/hooks/<generated-key>, "
           "paste yours into the bot config"),
    ("en", "Slack's docs use https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXX"
           "XXXXXXXX as the example webhook"),
    ("en", "the S3 ETag is \"de34698485fe58a6534cbc34b3acc3d0\", which is just the MD5 of the "
           "part"),
    ("en", "use a passphrase of four or five random words, it's easier to remember than symbols"),
    ("en", "the classic example is correct horse battery staple from the xkcd comic -- don't "
           "actually use that one"),
    ("en", "our VAT number GB 123 4567 89 goes on every invoice, and the EIN 12-3456789 is on the "
           "W-9"),
    ("en", "Langfuse's public key pk-lf-70c4e457-ee5e-468d-8a00-321a9e39f2fa can go in the "
           "browser SDK, the secret one stays on the server"),
    ("en", "the admin session times out after 30 minutes of nothing, and the one-time code is "
           "good for five"),
    # Chinese
    ("zh", "回滚到 a796cbe28584f2d11ad4617250d1473c387d7956 就行，那之后的提交都有问题"),
    ("zh", "中通快递单号 78519384620137，已经到杭州转运中心了"),
    ("zh", "淘宝订单号 3829471056283746159，退款还没到"),
    ("zh", "客服电话 400-820-8820，工作日 9 点到 18 点"),
    ("zh", "对公账户：户名 杭州松涛科技有限公司，开户行 招商银行杭州分行，账号 5719 0876 3410 "
           "802，货款打这个账户"),
    ("zh", "身份证号的第 7 到 14 位是出生日期，第 17 位单数是男、双数是女"),
    ("zh", "护照号是 E 开头，后面一位字母加 7 位数字，填的时候别漏了字母"),
    ("zh", "验证码 5 分钟内有效，输错三次要重新获取"),
    ("zh", "文档里的示例是 appSecret=your_app_secret，换成控制台里自己的"),
    ("zh", "接口验签用这个公钥：-----BEGIN PUBLIC KEY-----\n"
           "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAdg+7D5F+heUGVPgZCIs3AuL+65eRLLZhw/ojQZA6\n"
           "-----END PUBLIC KEY-----"),
    ("zh", "升级到 2.14.3 以后，内核还是 6.1.0-18-amd64"),
    ("zh", "工单 6d4d07df-d6a6-4256-a912-5e64a6e39ad1 的日志我导出来了"),
    ("zh", "两个包的 sha256 都是 a2f9454cb81870e8eab9c02ff1290ac2838af3f52145d422c2da06d6c8d5e81e"
           "，没传坏"),
    ("zh", "周会电话接入号 400-810-5729，会议号会前在群里发"),
    ("zh", "三五个人一组，每组七八个小时，周六前做完"),
    ("zh", "cookie 里只存了 lang=zh-CN 和 theme=dark，没有登录信息"),
    ("zh", "history 里只有这些：\n"
           "  1030  git pull\n"
           "  1031  docker compose up -d --build"),
    ("zh", "docker-compose 里写的是 RABBITMQ_DEFAULT_PASS_FILE: /run/secrets/mq_pass，"
           "密码在 secret 里"),
    ("zh", "k8s 的 Deployment 里 replicas: 3，image 是 harbor.songtao.cn/shop/api:1.8.2，"
           "资源限制 500m CPU"),
    ("zh", "流水线里用的是 $CI_JOB_TOKEN，GitLab 每个任务自动生成，不用配"),
    ("zh", "G1234 次列车，5 号车厢 12F，明早 7:05 发车"),
    ("zh", "前台分机 8021，找不到会议室就打这个"),
    ("zh", "酒店订单号 2031958847，入住人写我的名字"),
    ("zh", "香港身份证号码的格式是一个字母加六位数字，括号里是校验位，比如 A123456(7)"),
    ("zh", "我在 1502 室，电梯按 15 楼，出来右转"),
    # Japanese
    ("ja", "送り先は〒530-0001 大阪府大阪市北区梅田 2-4-9 です"),
    ("ja", "代表電話は 03-5412-7780 です。受付は 9 時からです"),
    ("ja", "お振込先：みずほ銀行 渋谷支店 普通 1234567 カ）アオバシステム。請求書にも載せています"),
    ("ja", "修正はコミット 54fa65b39f1d3a3cc29ecd04dcb434ca642fbc06 に入っています"),
    ("ja", "問い合わせ ID 2c2dd699-cf8a-44cd-9e7e-c965f38e58c4 で調べてください"),
    ("ja", "配布ファイルの MD5 は 9aba04cfc48978d19caea9d9f9e1ff90 です"),
    ("ja", "Python を 3.11.9 から 3.12.3 に上げました"),
    ("ja", "注文番号 A-20250311-0042 の発送をお願いします"),
    ("ja", "内線は 4021 です。席にいなければ総務にかけてください"),
    ("ja", "電話会議は 03-4510-8821 から参加できます。会議 ID は当日お送りします"),
    ("ja", "マイナンバーの最後の 1 桁はチェックデジットで、前の 11 桁から計算します"),
    ("ja", "在留カード番号は英字 2 文字、数字 8 桁、英字 2 文字の 12 桁です"),
    ("ja", "ワンタイムパスワードは 30 秒ごとに変わるので、メモしても意味がありません"),
    ("ja", "サンプルの API キーは your-api-key-here になっているので置き換えてください"),
    ("ja", "公開鍵です。ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI0T9ZWYOOXQbfSMXwys0o31uTqptkaSHZ2r6"
           "57Bnq0op sato@aoba をサーバーに登録してください"),
    ("ja", "ホストキーのフィンガープリントは SHA256:1TMASjbka1w4lgYbLL2qGtiFNtjEa3IVPGQx1kRilIE "
           "です。初回接続時に確認してください"),
    ("ja", "定員はよんじゅう名、お弁当はさんじゅう個で足ります"),
    ("ja", "Cookie には言語設定の lang=ja と表示件数の per_page=50 しか入っていません"),
    ("ja", "ログアウトすると Set-Cookie: _aoba_session=; Max-Age=0 が返ってきて消えます"),
    ("ja", "履歴はこれだけです。\n"
           "  90  cd /srv/app\n"
           "  91  bundle exec rails db:migrate"),
    ("ja", "compose では POSTGRES_PASSWORD_FILE: /run/secrets/pg_pass にしてあり、値はファイル"
           "にはありません"),
    ("ja", "workflow では ${{ secrets.DEPLOY_PASSWORD }} を参照しているだけです"),
    ("ja", "会議室は 7 階の 703 です"),
    ("ja", "ドイツの取引先の IBAN は DE52 8779 4879 1276 9786 75 で、請求書に書いてあります"),
    ("ja", "Webhook の URL は https://ha.example.com/api/webhook/<webhook_id> の形になります"),
]
