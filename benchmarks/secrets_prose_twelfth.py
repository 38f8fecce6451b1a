"""Secrets said in prose, the twelfth round: kinds and providers the eleventh round did not
lean on, in English, Chinese (Simplified) and Japanese, written and committed before any rule
ran on it.

The formats: package registries and observability (a PyPI `pypi-` token in `~/.pypirc`, an
npm `npm_` token on the `npm publish` line, Datadog's API and application keys as curl
headers, a self-hosted Sentry DSN of the old shape with its secret half); less common clouds
(a Linode token in `terraform.tfvars`, a Hetzner `HCLOUD_TOKEN`, Backblaze B2 key pairs in
`rclone.conf`, a Fly.io `FlyV1 fm2_` token, DigitalOcean Spaces keys given across a sentence,
a Vultr key read out in blocks of four, a Supabase `service_role` JWT, a Cloudflare Tunnel
token on `cloudflared service install`, Turso's token beside a `libsql://` URL, Upstash's REST
token, a PlanetScale `pscale_pw_` password in a MySQL URL, UCloud, Kingsoft Cloud KS3 and JD
Cloud key pairs); webhooks and triggers (a Stripe `whsec_` signing secret, a Microsoft Teams
incoming webhook, a GitLab `glptt-` pipeline trigger, a Google Chat space URL with its
`token`); databases in odd schemes (`amqps://`, `clickhouse://` with an `@` in the password,
`mqtt://`, Dameng's `jdbc:dm://` with `password=`, `neo4j+s://`, an LDAP bind `authtok`);
keys and key files (a WireGuard `PrivateKey` in `wg0.conf`, an age identity, a PuTTY `.ppk`,
an `EC PRIVATE KEY` for nginx, an APNs `.p8`, an Ethereum private key, a recovery phrase in
English words and one in Chinese characters); base64 of credentials (a Kubernetes `Secret`'s
`data`, a Docker `config.json` `auth`, a Harbor `.dockerconfigjson`); Chinese platforms (a
WeChat mini program's `secret` in `jscode2session`, Getui's MasterSecret, RongCloud, Agora's
App Certificate, Yunpian's `apikey`, Ronglian's AUTH TOKEN, Youzan, CODING, Kuaishou, a QQ
Mail SMTP authorisation code); Japanese services (Qiita, esa, Nature Remo, SwitchBot's token
and secret, LINE Notify, Square's `EAAA`, KOMOJU's `sk_live_`, fincode's `m_prod_`, BASE,
a Mastodon bot token); JWTs in a WebSocket query string and in a Postman environment; and
what people tell each other (credit card numbers with expiry and security code in all three
languages, a Chinese salary card, a Japanese bank account
with its online banking password, wifi passwords given as words run together, a phone PIN
and SIM PUK, an alarm code, an Alipay payment password, a smart lock's code, a cash card PIN,
GitHub, Discord and Bitwarden recovery codes, an Apple recovery key, 1Password's Secret Key,
a password built from a name, a year and a symbol and said in pieces).

Beside them, look-alikes with no secret in them: examples labelled as examples (AWS's
`AKIAIOSFODNN7EXAMPLE`, jwt.io's sample token, Stripe's `4242` test card); placeholders
(`<your-api-key>`, `pypi-xxxx…`, `your_app_secret_here`, `<アクセストークン>`, a
`hooks.example.com` URL with `XXXX`); a card's last four digits and a masked card number;
public crypto addresses and transaction hashes; commit SHAs, a tag's commit, UUIDs of
tickets, orders, requests and devices, sha256 and MD5 checksums, a Sentry event id, a
Cloudflare ray id, an SSH host key fingerprint; WireGuard public keys and a certificate; base64
pagination cursors; version strings; long product codes, service tags, a VIN, IMEIs, parcel
and order numbers, a postcode; APNs Key and Team ids alone; and talk of passwords, PINs,
recovery codes and recovery phrases with no value in it.

A UK account number and sort code given for a rent transfer was first labelled a secret and
is a look-alike now, as the sixth, eighth and tenth rounds label an account given to pay
into (an IBAN, which holds a sort code and an account number, a Chinese corporate account,
a Japanese 振込先): such numbers are given out to be paid, on invoices, payslips and
cheques, and open nothing; a card's number, an account's PIN or its online banking
password is refused for what goes with it.

Every value here was made up for this file (random characters of each provider's shape, from
Python's `secrets`; card numbers pass the Luhn check but belong to no one); none is a real
credential.
"""

from __future__ import annotations

# (language, text): each holds a secret.
TWELFTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "twine upload keeps failing with 403, this is my ~/.pypirc:\n"
           "[distutils]\n"
           "index-servers = pypi\n"
           "\n"
           "[pypi]\n"
           "username = __token__\n"
           "password = pypi-AgEIcHlwaS5vcmcTDh8ZLyI5TIqzO1v-CEBk0fy_1A_9DwqUTOiEYLcIXbq8Uct13x9B55a"
           "B7tYRmFoYqJPj6TTUDcwiTyyP9I-za9FS-jHIEJephhhNUqx3V64yXytVBhrYRLpLOnOfdXnVX102xSeL-mQe4b"
           "kJaEaSH\n"
           "the project name is marrowby-geo, is the token scoped wrong?"),
    ("en", "publishing from my laptop works if I do "
           "NPM_TOKEN=npm_D7yxO0Rwt47e2urNrnkjcod6G2GEmqkeOzYB npm publish --access public but "
           "the same token in CI gets E404"),
    ("en", "the monitor import script sends these two headers and Datadog answers 403 Forbidden:\n"
           "-H \"DD-API-KEY: 211b70ca458025efec453574530f1870\"\n"
           "-H \"DD-APPLICATION-KEY: 899adf4b3235f39605982c290d9aac3f0959c2e2\"\n"
           "the site is datadoghq.eu, does that matter?"),
    ("en", "our self-hosted Sentry is still on the old DSN format with the secret half, the "
           "legacy worker has SENTRY_DSN=https://d4b9934126f409b5a607c506eec372f5:8b4d7fb267e134e"
           "12ec1302541f157e6@sentry.marrowby.internal/14 and events stopped arriving after the "
           "upgrade"),
    ("en", "terraform.tfvars for the Linode side of things:\n"
           "linode_token = \"24589f9171e470ca98e9bb429db1a12090bd4d76f52ef09922829bfca4932b62\"\n"
           "region       = \"eu-central\"\n"
           "plan fails with 'Invalid Token' though"),
    ("en", "I exported HCLOUD_TOKEN=CLZU2DUCnxkGZYUY8VQ0r4p2tpAWs3KvkPKfww7Kehd1CUfZwr8Z9YvJFo6B6"
           "Mtm before running hcloud server list and it still asks me to create a context"),
    ("en", "rclone.conf for the offsite backups:\n"
           "[b2-offsite]\n"
           "type = b2\n"
           "account = 0059b7abc8f34dc1c3eb142d8\n"
           "key = K005kd6zM9BHDwhZY2XVIWAT9IkAbTu\n"
           "hard_delete = false\n"
           "rclone lsd b2-offsite: hangs for a minute and then says unauthorized"),
    ("en", "deploys from the workflow die at the auth step, I set it as\n"
           "FLY_API_TOKEN=\"FlyV1 fm2_lJPECAAAAAAAAfQHtxuC1cSoeE7PNjQ4YlinDmKAh/xZRFTz008esUvxD/QAN"
           "hHnSs3/50MC9Y5/2ICWDeJlsTzvVFQm0sBAPyv6gCgDdqHQ4U2udpGehjQgUvWMQuqlrgyrW\"\n"
           "with the space in the middle, is that right?"),
    ("en", "signature verification fails on every Stripe event, the handler reads "
           "STRIPE_WEBHOOK_SECRET=whsec_S2Pbo8CHKzJd3SBiZCw2p2EsIH7DvFCt from the env and I "
           "copied it straight from the dashboard"),
    ("en", "for the on-call channel in Teams just POST the card to "
           "https://marrowby.webhook.office.com/webhookb2/35948389-5578-4119-8072-98e7f0a23d5e@f5"
           "fc45a6-3791-4bcb-b0af-665cd58b09ef/IncomingWebhook/b2ed5f1f27ef96086a2ef8b4087f9aa2/4"
           "1687f81-4ab4-491c-9989-c310a5f69322/V2tQUXwPEWwGl2jjw16FZOu6rTpKskSPsMbMUOWVNtCfh"),
    ("en", "the nightly docs build is kicked off from cron with\n"
           "curl -X POST -F token=glptt-3f8aade7abf91ab9c820cff44e5a4ca957e7f2e1 -F ref=main "
           "https://gitlab.marrowby.com/api/v4/projects/88/trigger/pipeline\n"
           "and since Tuesday it answers 404"),
    ("en", "my wg0.conf on the laptop, the tunnel comes up but no traffic passes:\n"
           "[Interface]\n"
           "PrivateKey = Ajq72EMAUuAupqvsV5nXP86kQednqjxIjY42iVE7Zi4=\n"
           "Address = 10.44.0.7/32\n"
           "DNS = 10.44.0.1\n"
           "\n"
           "[Peer]\n"
           "PublicKey = nDJ2QXmn3sijhA6m4H6EeVvwvQgwXm3Ryb3l4mhkgRk=\n"
           "Endpoint = vpn.marrowby.com:51820\n"
           "AllowedIPs = 10.44.0.0/16"),
    ("en", "the backups are encrypted with age, here's the identity from keys.txt so you can "
           "restore on the new box: AGE-SECRET-KEY-166LF3YE5K2WJ0Y04RPFNL7DAPUCR9590V0Q7D2XV5DCKL"
           "AGT6Y5Q6Q9HM0"),
    ("en", "WinSCP wants the key as a .ppk, this is the file the old admin left:\n"
           "PuTTY-User-Key-File-3: ssh-ed25519\n"
           "Encryption: none\n"
           "Comment: deploy@marrowby\n"
           "Public-Lines: 2\n"
           "AAAAC3NzaC1lZDI1NTE5AAAAIJrulgcQ/5pP60QM6VC4vsu\n"
           "yHVqj+3BANDHVc21GeXgjA==\n"
           "Private-Lines: 1\n"
           "2umh6M6t+OohBYQkTHb7GpeGoF2P1gmUJjf/aKMVVmWb+SQGTfLTKZScM/hF2e22\n"
           "Private-MAC: b6c06439e8667e83e26b79eb4b3cf92e613226dac27ff3a932aa844c7f995691"),
    ("en", "nginx refuses to start with 'key values mismatch', this is the key I put in "
           "/etc/ssl/private/tiles.key:\n"
           "-----BEGIN EC PRIVATE KEY-----\n"
           "MHcCAQEEIJYrissfZ/UKyBkN8G8n3A5EL3TDLYF1HA6XAgiApmyLoAoGCCqGSM49\n"
           "AwEHoUQDQgAE5ayiDABfG9G9mPP5sFkPvR/JS7UkdNa8rHJUrnLKMP6Yc+NkrSCa\n"
           "sxm131w2CO1MbA5ZXq5NFAOx6oR6SEt6YA==\n"
           "-----END EC PRIVATE KEY-----"),
    ("en", "can you book the Lisbon hotel on my card? it's 4475 2579 1914 4547, expires 09/28, "
           "the three digits on the back are 713, name as on the card is Priya N Haldane"),
    ("en", "the wifi at the cottage is called Larch Hollow and the password is three words run "
           "together with no spaces, all lower case: kettle, marigold, seventy -- so "
           "kettlemarigoldseventy"),
    ("en", "if the phone locks while you're holding it the PIN is 482916, and the SIM PUK is "
           "71038462 if it ever asks"),
    ("en", "the alarm panel is behind the coat rack, you've got thirty seconds: key in 7309 and "
           "press OFF, and if it starts beeping anyway key it in again"),
    ("en", "I'm switching phones, these are the GitHub recovery codes I saved, keep them somewhere "
           "safe for me:\n"
           "2524b-faf0a\n"
           "df69d-458f5\n"
           "24312-638ff\n"
           "b2caf-daa80\n"
           "1a95c-8187e\n"
           "10b1e-07dd0"),
    ("en", "import the hot wallet into MetaMask with the private key "
           "0x94aa0679c2920af42794d3f6208325fbf3b2a89a842e9ed73b8f7e911c1e99f5 and send the gas "
           "money to the faucet from it"),
    ("en", "the hardware wallet's recovery phrase, in order: velvet harbor timber oyster quantum "
           "sketch muffin ladder pistol orbit glue diesel -- please don't type it anywhere online"),
    ("en", "the secret the API pods mount:\n"
           "apiVersion: v1\n"
           "kind: Secret\n"
           "metadata:\n"
           "  name: tiles-db\n"
           "type: Opaque\n"
           "data:\n"
           "  username: dGlsZXNfYXBw\n"
           "  password: WnpCNExkbklKTWV2Q0Rvdg==\n"
           "and the pod logs say password authentication failed"),
    ("en", "the runner's ~/.docker/config.json, pulls from the private registry still fail:\n"
           "{\n"
           "  \"auths\": {\n"
           "    \"registry.marrowby.com\": {\n"
           "      \"auth\": \"ZGVwbG95LWJvdDpCZFVhRTM2VDFTelBwT3VNOGx3MQ==\"\n"
           "    }\n"
           "  }\n"
           "}"),
    ("en", "the Spaces key for the media bucket: access key DO005MD83T6VRKXZ91JU, and the secret "
           "-- careful, it has a slash and a plus in it -- "
           "Iqps4XTp20lz6S3O2CTRSjXJja+0ZWS/Ojj3ZFQsaS0"),
    ("en", "reading the Vultr key off my other screen in blocks of four: FAB2 EI7J 2TR7 D0HE "
           "0QDA 4BML N5GF F9PD H31V, join them up without the spaces"),
    ("en", "the edge function bypasses RLS because it uses the service role key:\n"
           "SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS"
           "IsInJlZiI6ImNldmFzcmZueWtmaWt6a3ZscmtsIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTc2MTk"
           "1NTIwMCwiZXhwIjoyMDc3NTMxMjAwfQ.b36Ljhu9b4ZJ-t3owMV9VQY7ytJqqD_g2kKcpywjTlQ"),
    ("en", "celery can't reach the broker, the URL is "
           "amqps://tiles_worker:qp%25miC-byo9teS@rabbit.marrowby.internal:5671/tiles and the "
           "vhost exists"),
    ("en", "the dashboard queries go through clickhouse://analyst:5Yj*ud@n6S7XVk@ch-01.marrowby.i"
           "nternal:9440/events?secure=true and I think the @ in the password is what breaks it"),
    ("en", "the edge replica is Turso, the app reads\n"
           "TURSO_DATABASE_URL=libsql://tiles-marrowby.turso.io\n"
           "TURSO_AUTH_TOKEN=eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJhIjoicnciLCJpYXQiOjE3OTY1NTQ"
           "4MDAsImlkIjoiYTVjM2VmZTctNGZjMy00N2RmLWE3OGItNGZmNjYwYTg2MjU4In0.VoIyWagWgEatow0Bwy53"
           "ZF_W7sE8Gj2meiI9HrPc5Y2uZXPS3-JEbvyo3rk35E31tSXvQjwSZPUFhiuXLbTlfd"),
    ("en", "sudo cloudflared service install eyJhIjoiZjRiNDdhYjdjYjllOTRkY2QyNDY1Y2U4YmI0YjAyNTki"
           "LCJ0IjoiODEwOWVmMmQtZWFhYS00NDk1LTkxYzgtYjQ2NDJhNjVmZDhmIiwicyI6IjYzTU5Eai9lWWMyVmZiR"
           "DhFaVdhOUQ4SmJmMnpXejg2Ym9rRDNIQ2wya1U9In0= -- that's what the dashboard told me to "
           "run on the NAS, the tunnel shows as inactive"),
    ("en", "Bitwarden's two-step login recovery code, in case I lose the authenticator on the "
           "trip: 513L WUNK W4SB 0CQB ES97 W4J8 RB1X 5DKJ"),
    # Chinese
    ("zh", "小程序登录换 openid 一直报 40125，请求是这样拼的：\n"
           "https://api.weixin.qq.com/sns/jscode2session?appid=wx8bb6d485ba5d9459&secret=6ba4bc51"
           "72bf5b27fa7d020d62e10116&js_code=${code}&grant_type=authorization_code"),
    ("zh", "个推的配置我发你：AppID 是 qinghe-app，AppKey 0r2jUSHb9bIaL9hpiJBURC，MasterSecret "
           "rgMropzFgNTPgrM47CbdpA，服务端鉴权要用 MasterSecret 算 sign"),
    ("zh", "融云的 App Key 是 ht0xngsc74qnl，App Secret 是 AcA6CF5XfOrp6E，获取用户 Token "
           "的接口返回 signature error"),
    ("zh", "声网后台建了个新项目，App ID 6ffcc532069848a0337f79da7e5f8730，主证书 "
           "4f04052077c3f0916f304a2224688e88，token 生成服务里就用这两个"),
    ("zh", "云片发验证码的脚本：\n"
           "curl -d \"apikey=9727119eb2977f7566a11e990a0fabe0&mobile=13800000000&text=【青禾】您的"
           "验证码是1234\" https://sms.yunpian.com/v2/sms/single_send.json\n"
           "返回说模板不匹配"),
    ("zh", "容联云的主账号：ACCOUNT SID 8dcda329bc7f9de67bd25617a70cfdf1，AUTH TOKEN "
           "79a190aa679a022d6904c7b4786ead60，语音验证码那边调不通"),
    ("zh", "有赞云的应用凭证：client_id 9ee92d7908398c0d6a，client_secret "
           "f28d8d8b9fae50dd6934a81bd1fc15bb，换 token 的时候 grant_type 填 silent"),
    ("zh", "UCloud 的 API 密钥：\n"
           "PublicKey: ajAIxF4XBa9+McjGtJoM+rqLHNNihUCzrqdSGeVU\n"
           "PrivateKey: kiI+27j7ZXyhQjv9K4QGi/M9PR57oPGBhlb9FDDR\n"
           "用 ucloud-cli 初始化的时候粘贴进去"),
    ("zh", "金山云 KS3 上传用的 AK 是 AKLTEq_h1-_mbgqWSGUoVpMKsS，SK 是 "
           "jfJySBi03Oiw1MveI8OPgAm4da57jeoykitn7DtS，桶在北京区"),
    ("zh", "京东云的 AccessKey ID: ACAF5C1C0D78082878DDE47356C0D75C\n"
           "AccessKey Secret: 2CE9EE285AD19BC1B59E9D057E276AD3\n"
           "我先放在 ~/.jdc/config 里了"),
    ("zh", "CODING 的接口这样调：curl -H \"Authorization: token "
           "07034d084f16414257c85ed13f6aa9144edbdf07\" "
           "https://e.coding.net/open-api?Action=DescribeCodingProjects ，提示权限不足"),
    ("zh", "家里的 wifi 叫 ChinaNet-7F2A，密码是 qinghe 加上门牌号 1502 "
           "再加一个感叹号，全小写，就是 qinghe1502!"),
    ("zh", "工资卡号是 6243 5917 3910 8470 "
           "152，招商银行杭州分行，户名周晓岚，报销的钱打到这张卡上"),
    ("zh", "帮我在官网订一下机票，用我的信用卡：卡号 6259 5531 2175 1575，有效期 "
           "11/29，背面安全码 406，持卡人周晓岚"),
    ("zh", "我支付宝的支付密码是 730561，你帮我把水电费交了，交完告诉我"),
    ("zh", "门锁我设了一个临时密码 83920174#，这周保洁阿姨用，周日之后就失效"),
    ("zh", "达梦数据库的连接串：jdbc:dm://10.20.1.5:5236?user=SYSDBA&password=rLa6Og7ZktK2@V&sche"
           "ma=QH_ERP ，迁移工具一直报网络通信异常"),
    ("zh", "设备上报用的 MQTT 地址：mqtt://iot_gateway:Zq3MnAQqjj1P1M@emqx.qinghe.cn:1883 "
           "，客户端 id 用设备序列号"),
    ("zh", "网关机器上的 WireGuard 配置：\n"
           "[Interface]\n"
           "PrivateKey = qs2TExi4UUxAyHYTcNPNnEsnwyRX0LHub4CJBB0yg4E=\n"
           "ListenPort = 51820\n"
           "对端连不上，是不是私钥贴错了"),
    ("zh", "前端连 WebSocket 的时候把 token 放在查询参数里：\n"
           "wss://push.qinghe.cn/ws?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VySWQiOjU4MjEz"
           "LCJyb2xlIjoib3BzIiwiaWF0IjoxNzk2NTU0ODAwLCJleHAiOjE3OTY2NDEyMDB9.znq_XSvUvhXR90iuAl25b7"
           "ilzvzCmmQVExaWXYW1Fts\n"
           "nginx 的 access log 里全是这个，要不要处理"),
    ("zh", "Harbor 的拉取凭证我做成了 secret：\n"
           "data:\n"
           "  .dockerconfigjson: eyJhdXRocyI6eyJoYXJib3IucWluZ2hlLmNuIjp7InVzZXJuYW1lIjoicm9ib3QkY2"
           "kiLCJwYXNzd29yZCI6IlZ0eEhuJiVxaHErLUFuIiwiYXV0aCI6ImNtOWliM1FrWTJrNlZuUjRTRzRtSlhGb2NTc"
           "3RRVzQ9In19fQ==\n"
           "部署的时候还是 ImagePullBackOff"),
    ("zh", "Apple ID 的恢复密钥我抄在这了，万一手机丢了要用：KCQE-GPVG-4NLV-5BDK-ZW7D-AWJX-JSE6"),
    ("zh", "冷钱包的助记词按顺序是：泳 谋 趋 栏 锻 澳 硬 柴 疆 悦 傲 秧，你帮我誊到那张钢板上"),
    ("zh", "快手开放平台的应用：app_key ks6875309215531，app_secret "
           "z7sOSMDTYJIArmZ1aiUsPN，回调地址已经配好了"),
    ("zh", "QQ 邮箱的 SMTP 授权码是 vqkbnmfxzrtejhdc，发件服务器 smtp.qq.com 端口 "
           "465，告警邮件就用这个发"),
    ("zh", "电话里说不清，我拆开说：服务器密码是我名字拼音 zhouxl，接着是 1987，最后一个 @ 符号"),
    # Japanese
    ("ja", "Qiita の API で記事一覧を取ろうとしています。\n"
           "curl -H \"Authorization: Bearer ff34b67c91dc8ecfb13c8bcfa69e91edbd2e1a84\" "
           "https://qiita.com/api/v2/authenticated_user/items\n"
           "401 が返ってきます"),
    ("ja", "esa の API トークンを発行しました。ESA_ACCESS_TOKEN=357y-yVjDYDSYhykGj4NZN5oi8JOUanbV"
           "wjga17b3ne をローカルの .env に入れて同期スクリプトを動かしてください"),
    ("ja", "Nature Remo のアクセストークンです。エアコンの自動化スクリプトで使います。\n"
           "REMO_TOKEN=UlNhOn_6F1r4YV_hmyte65T2tjKdB59WYp721uZ1EclfGPSTFCTvRDXYelbYICbi1Dra9fH25Q"
           "-Xb9fEPprcuCb"),
    ("ja", "SwitchBot アプリの開発者向けオプションで出たトークンとクライアントシークレットです。\n"
           "token: b5674f09a779b10b47aaf7d7ad2171d38c8e0e6b95eedb09299d002b468597c595f81b2b5c8e0162"
           "aeb395db75579b5f\n"
           "secret: 5fc0e376f691cc7dec29964417bbbae9"),
    ("ja", "在庫アラートは LINE で受け取っています。\n"
           "curl -X POST -H 'Authorization: Bearer JeA0wvnZD4uStSx43tJExywYa5Xu3FZ045G7DbCpJez' "
           "-F 'message=在庫が残り3点です' https://notify-api.line.me/api/notify"),
    ("ja", "Square の本番アクセストークンを POS 連携の設定画面に貼ってください。\n"
           "EAAARNA16WWKHH2THkf7ORLVWgQnOrEPiFd8lKoymvmlCR5wibVevd-KNLv8BaUE"),
    ("ja", "KOMOJU のシークレットキーは sk_live_orai8fwp8pykf43djfsz9b2i10mm90d6 "
           "です。コンビニ決済のテストが済んだら本番に切り替えます"),
    ("ja", "fincode の本番用シークレットキーを共有いたします。m_prod_fQl0ROFuGHh0fwHg3r9v96nj5okA"
           "nJPXp3HGbna1Psqdje2qIlbbKBhe "
           "でございます。サーバー側の環境変数にのみ設定してください。"),
    ("ja", "BASE の API アプリを登録しました。client_id は "
           "1f41ec78e2777bb4d352f700a35b8182、client_secret は cdd37838076d51075b1cabbd71668dc9 "
           "です"),
    ("ja", "お知らせ Bot のアカウントのアクセストークンです。MASTODON_ACCESS_TOKEN=-U0jWLFdSarpo0"
           "Rd5sWaJFiCu_hB6G44skprkQuAWlQ、インスタンスは mstdn.kaede.jp です"),
    ("ja", "事務所の Wi-Fi は KAEDE-OFFICE "
           "で、パスワードは「もみじ」をローマ字で書いて、そのあとに 2026 "
           "とビックリマーク、つまり momiji2026! です"),
    ("ja", "キャッシュカードの暗証番号は 0417 です。ATM で家賃を下ろしてきてもらえますか"),
    ("ja", "振込先は三井住友銀行 渋谷支店 普通 7204381 カエデ（カ "
           "で、ネットバンキングのログインパスワードは FmxX7aha@djK+p "
           "です。月末の支払いをお願いします"),
    ("ja", "出張のホテルは私のカードで押さえてください。JCB 3544 9400 9697 6133、有効期限 "
           "03/29、セキュリティコード 582、名義は TOMOYA ARAKI です"),
    ("ja", "写真のバックアップ先を B2 にしました。rclone の設定です。\n"
           "[b2-photos]\n"
           "type = b2\n"
           "account = 0041302bbd16a399da012ea3b\n"
           "key = K004KSihdYwmzvOzURgTtFirIu3gp6w"),
    ("ja", "グラフ DB への接続はこれです。\n"
           "NEO4J_URI=neo4j+s://neo4j:p3hlYtPhvQJxY*@4f1c9a2e.databases.neo4j.io"),
    ("ja", "社内 LDAP のバインド用パスワードを sssd.conf に書いています。\n"
           "ldap_default_bind_dn = cn=sssd,ou=services,dc=kaede,dc=local\n"
           "ldap_default_authtok = SOOT?xL?hTX0T4"),
    ("ja", "機種変更するので GitHub のリカバリーコードを控えておいてください。\n"
           "d41f8-0c9ab\n"
           "7e2c3-91d06\n"
           "b5a07-3fe42\n"
           "06cd9-a18e7"),
    ("ja", "1Password のエマージェンシーキットに書いてあるシークレットキーは "
           "A3-3RU2J4-6QP7CJ-45VAM-79N4X-QZ2PQ-6QMR8 です。マスターパスワードは別でお伝えします"),
    ("ja", "プッシュ通知用の APNs 認証キー（.p8）の中身です。Key ID は 7QH4K2ZP9M です。\n"
           "-----BEGIN PRIVATE KEY-----\n"
           "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgNw3Lk8v2Qf7aXc9R\n"
           "yT4mPb1sZe6HjK0uW5oDgVt3Ei2gCgYIKoZIzj0DAQehRANCAAQp8Xb1rKz4Nm7c\n"
           "-----END PRIVATE KEY-----"),
    ("ja", "Postman の環境変数に入れてあるリフレッシュトークンです。\n"
           "refresh_token: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJrYW5yaS0wMSIsInNjb3BlI"
           "joiYWRtaW4iLCJpYXQiOjE3OTY1NTQ4MDAsImV4cCI6MTc5NjU5ODAwMH0.njqv9ZsFVM3v1uG2JZl8Zdat5Q"
           "fEY2BvqqpJ__ZnUog"),
    ("ja", "スマートロックの暗証番号を 5 2 8 1 9 0 "
           "に変えました。来週の内見のときはこれで開けてください"),
    ("ja", "Upstash の Redis はこの設定です。\n"
           "UPSTASH_REDIS_REST_URL=https://apt-kaede-31415.upstash.io\n"
           "UPSTASH_REDIS_REST_TOKEN=AXkzASQgpW3WCPomZXwi1KJg1T8L1y2vIWqD8tcwyUD6HK1q"),
    ("ja", "PlanetScale の接続文字列です。\n"
           "DATABASE_URL=mysql://kaede_app:pscale_pw_hKrRK3bch30WheTiY69HlebTB9kkcYMp_S9r1g_nsgd@"
           "aws.connect.psdb.cloud/kaede?sslaccept=strict"),
    ("ja", "Google Chat の障害通知スペースに投げる URL です。\n"
           "https://chat.googleapis.com/v1/spaces/AAAAPoKH8qu/messages?key=AIzaSyIjP9HxpsnJfOSCQ9"
           "MG28vf4-_XXm0gh0P&token=PL30Ruos4QlYAFbljXwDv9mkBSMEr_LHNqNeofbfkYy"),
    ("ja", "Discord の二段階認証のバックアップコードです。k923or2j、k2injyqy、0v0fvgeg、2asbxpj2 "
           "のどれかで入れます"),
]

# (language, text): none holds a secret.
TWELFTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "the AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY "
           "in every snippet, so if you see those in a config someone copied the example"),
    ("en", "paste the sample token from jwt.io, "
           "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9l"
           "IiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c, into the "
           "parser test; it's the debugger's default example"),
    ("en", "in test mode use Stripe's card 4242 4242 4242 4242 with any future date and any CVC, "
           "it never charges anything"),
    ("en", "the card ending in 1881 was charged twice for the same order, can you refund one of "
           "them?"),
    ("en", "donations go to our public address 0xd5BBE799F60Dbae6A82F0eA05399165eA47acF0E, it's "
           "on the website footer"),
    ("en", "the payout went through, etherscan shows transaction "
           "0x80949608cc2b637bf5bd1b0dde44f4f6d8d2cc3497da225978fa3adbe9855e27 with twelve "
           "confirmations"),
    ("en", "cherry-pick eee7455d893176edddfa49bb18587ae34bcafd48 onto the release branch, it's "
           "only the tile cache fix"),
    ("en", "the incident that keeps reopening is 77d251fb-b275-4432-8be9-571552509388, I linked "
           "it to the postmortem"),
    ("en", "release checksum for marrowby-geo 3.2.0: "
           "bb98f33fff13d82eb77e83897d3f1a67abba0fdbbba08c15fae49a467a04bbbc"),
    ("en", "pin datadog==0.50.2 and sentry-sdk==2.19.2, the newer sentry-sdk breaks our logging "
           "integration"),
    ("en", "the .env.example has DD_API_KEY=<your-api-key> and DD_SITE=datadoghq.eu, copy it to "
           ".env and fill it in"),
    ("en", "in the publish workflow the input is PYPI_TOKEN=pypi-xxxxxxxxxxxxxxxxxxxxxxxx, the "
           "real one comes from the repository secret"),
    ("en", "the wifi password is on a card stuck to the fridge, I'll show you when you get there"),
    ("en", "I changed my bank card PIN yesterday and no, I'm not going to text it to anyone, not "
           "even you"),
    ("en", "the server's WireGuard public key is nDJ2QXmn3sijhA6m4H6EeVvwvQgwXm3Ryb3l4mhkgRk=, "
           "put it in the [Peer] section of your config"),
    ("en", "the laptop's service tag is 7KQ2X93 and the express service code is 16350219087, "
           "Dell support asks for one of them"),
    ("en", "the lost phone's IMEI is 356938035643809, the police report needs it and so does the "
           "carrier"),
    ("en", "the 502s all carry cf-ray 8f2a61c7bd3e4a19-LHR, Cloudflare support asked for a few "
           "of them"),
    ("en", "Sentry event 63a59ec1fd584cdd10f2091381dd1246 has the full stack trace for the tile "
           "timeout"),
    ("en", "the list endpoint returns next_cursor=eyJvZmZzZXQiOjIwMCwic29ydCI6ImNyZWF0ZWQifQ== "
           "and you pass it back unchanged to get the next page"),
    ("en", "GitHub gave me sixteen recovery codes when I turned on two-factor; I printed them "
           "and they're in the fireproof box"),
    ("en", "the README's webhook example is https://hooks.example.com/services/XXXX/YYYY/ZZZZ, "
           "replace the three parts with your own"),
    ("en", "a twelve-word recovery phrase carries 128 bits of entropy and the last word is "
           "partly a checksum, which is why you can't pick all twelve yourself"),
    ("en", "the host key fingerprint is SHA256:Qp3yV8nR0fK2xWm7LtZ9cHb4sJ1uDg6eAo5iTq8NvYk, "
           "compare it before you type yes"),
    # An account number to pay into (moved here from the secrets: see the docstring).
    ("en", "for the rent transfer: account 36341158, sort code 20-45-77, Haldane P, and put flat "
           "4 as the reference"),
    # Chinese
    ("zh", "把 97d4e238cabf6eb146f9c05e78b71521ab9da5b5 这个提交 cherry-pick 到 release "
           "分支，只改了导出的 bug"),
    ("zh", "订单号 09933eaa-b13c-4ca4-b369-4881c0c0193f 的用户说没收到货，帮忙查一下物流"),
    ("zh", "活动的收款地址是 0xd5BBE799F60Dbae6A82F0eA05399165eA47acF0E，公众号文章里也写了"),
    ("zh", "转账已经上链了，交易哈希 0x80949608cc2b637bf5bd1b0dde44f4f6d8d2cc3497da225978fa3adbe9"
           "855e27"),
    ("zh", "尾号 8814 的信用卡这个月被扣了两次会员费，我已经打电话给银行了"),
    ("zh", "银行卡号在后台只显示后四位，比如 **** **** **** 0152，完整卡号不落库"),
    ("zh", "中通快递单号 78493021655318，预计周四送到"),
    ("zh", "App 现在是 4.7.2 版本，iOS 的 build 号是 4702013"),
    ("zh", "配置模板里写的是 APP_SECRET=your_app_secret_here，上线前换成真实的"),
    ("zh", "文档示例里的 AccessKeyId 是 AKIAIOSFODNN7EXAMPLE，只是演示用的，不能真的调用"),
    ("zh", "wifi 密码贴在路由器背面，你自己看一下就行"),
    ("zh", "支付密码千万别告诉任何人，客服也不会问你要"),
    ("zh", "这款的型号是 QH-AC-3509-R32-WIFI-WHT-CN，京东上搜型号就能找到"),
    ("zh", "安装包的 SHA256 是 0c5ad416d3e12781f08e2022bb16f47a3b807fb0dbcf5f91b7bcb77c3dc5bb3d，"
           "下载完对一下"),
    ("zh", "两个文件 MD5 都是 4e389e9eab136d96b4299e7949596666，说明没传坏"),
    ("zh", "车险续保要填车架号 LSVAU2180N2183294，发动机号 EA211-6128830"),
    ("zh", "手机丢了，报案要 IMEI：869517046312958，盒子上印着"),
    ("zh", "接口分页返回 cursor=eyJwYWdlIjozLCJzaXplIjo1MH0=，下次请求原样带上就行"),
    ("zh", "服务端的 WireGuard 公钥是 nDJ2QXmn3sijhA6m4H6EeVvwvQgwXm3Ryb3l4mhkgRk=，填到你的 "
           "Peer 里"),
    ("zh", "助记词一定要抄在纸上放好，千万别截图，也别存在网盘里"),
    ("zh", "工单 6c8d594b-4d0a-4a07-8f76-cb5bc291ed48 已经转给运维，今天下班前回复"),
    ("zh", "证书我贴一下公钥部分：\n"
           "-----BEGIN CERTIFICATE-----\n"
           "MIIDdzCCAl+gAwIBAgIEbB7TmTANBgkqhkiG9w0BAQsFADBsMRAwDgYDVQQGEwdV\n"
           "-----END CERTIFICATE-----\n"
           "这个可以公开"),
    ("zh", "新的密码规则：支付密码必须六位数字，不能是连续或重复的数字，比如 123456、888888 "
           "都不行"),
    # Japanese
    ("ja", "コミット 6d16e227b57597a4ac4c783df58b51e85f19357b で在庫表示のバグを直しました"),
    ("ja", "リクエスト ID 426b5d5b-1786-4c33-b43a-61da135804c0 "
           "のログを確認したところ、タイムアウトでした"),
    ("ja", "配布ファイルの SHA-256 は 1df5faa6bac85926963d90e9270da29adb50bcda03ba7fd3c5d1a21f8a4"
           "b0d90 です"),
    ("ja", "本番は 2.14.0、ステージングは 2.15.0-rc.2 を動かしています"),
    ("ja", ".env.sample には QIITA_TOKEN=<アクセストークン> "
           "と書いてあるので、各自発行したものに置き換えてください"),
    ("ja", "AWS のドキュメントに出てくる AKIAIOSFODNN7EXAMPLE "
           "はあくまで例なので、そのまま使っても動きません"),
    ("ja", "テスト環境ではテスト用カード番号 4242 4242 4242 4242 "
           "を使ってください。実際には請求されません"),
    ("ja", "下 4 桁が 6133 のカードで二重に決済されているようです。ご確認をお願いします"),
    ("ja", "振込先の口座は請求書の右下に記載しています。ご不明な点があればご連絡ください"),
    ("ja", "Wi-Fi のパスワードはルーターの裏のシールに書いてあります"),
    ("ja", "暗証番号に誕生日や電話番号の一部を使うのはやめましょう"),
    ("ja", "テレビの型番は KJ-55X85L、製造番号は 7104386 です。修理受付で聞かれます"),
    ("ja", "新しい住所は〒150-0002 東京都渋谷区渋谷 2-21-1 です"),
    ("ja", "サーバーの WireGuard 公開鍵は nDJ2QXmn3sijhA6m4H6EeVvwvQgwXm3Ryb3l4mhkgRk= "
           "です。[Peer] に書いてください"),
    ("ja", "パーサーのテストには jwt.io のサンプル eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiO"
           "iIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4f"
           "wpMeJf36POk6yJV_adQssw5c を使っています。公開されている例です"),
    ("ja", "一覧 API の次ページは next=eyJwYWdlIjoyfQ== をそのまま渡せば取れます"),
    ("ja", "リリースタグ v2.14.0 は 4133a1c6a9ad21bc0d9c374ed19931d7702ff931 を指しています"),
    ("ja", "APNs の Key ID は 7QH4K2ZP9M、Team ID は 9X3B7KQ2LW です。どちらも識別子なので Slack "
           "に書いても大丈夫です"),
    ("ja", "Nature Remo のデバイス ID は 576ecde9-9390-4064-b80d-3caf03f502d4 です"),
    ("ja", "SwitchBot の温湿度計のデバイス ID は C1A2B3C4D5E6 "
           "で、アプリの設定画面から確認できます"),
    ("ja", "注文番号 KD-20261204-00318 の発送が完了しました"),
    ("ja", "送金のトランザクションハッシュは 0x80949608cc2b637bf5bd1b0dde44f4f6d8d2cc3497da225978"
           "fa3adbe9855e27 です"),
    ("ja", "GitHub のリカバリーコードは印刷して金庫に入れました。画面には残していません"),
]
