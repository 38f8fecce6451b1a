"""Secrets said in prose, the eighteenth round: credentials in kinds and settings the earlier
rounds held few of, as people type them to an agent, in English, Chinese (Simplified) and
Japanese, written and committed before any rule ran on it.

The ways of saying: home and IoT devices (an ESPHome API encryption key and OTA password, a
Mosquitto client's `-P`, zigbee2mqtt's MQTT login and its Zigbee `network_key` as a list of
bytes, cameras' RTSP URLs with their login, a Shelly plug's and a QNAP's web login, EMQX's
dashboard password, a smart lock's temporary code, a router's admin password); CI/CD variables
and stores of other tools than earlier rounds' (Jenkins credentials, Bitbucket Pipelines, an
Azure DevOps variable group, `drone secret add`, a `.travis.yml` left unencrypted, Bitrise and
Codemagic secrets, Tencent CODING's project token); database logins in odd dialects (a SQL
Server JDBC URL, an Oracle `sqlplus user/pass@`, `NEO4J_AUTH`, `cqlsh -p`, `isql-fb -password`,
an SQLAlchemy `mssql+pyodbc` URL with a percent-escaped password, Kingbase and TDengine,
`obclient -p`, `redis-cli --pass`, `db2 connect … using`, `cypher-shell -p`, `beeline -p`,
PolarDB, `.pgpass`-style lines); messaging bots (Viber, WhatsApp Cloud API, a Matrix `syt_`
token, a `zuliprc`, Rocket.Chat's auth header, a QQ bot's AppSecret, a KOOK bot token, LINE's
Messaging API and LINE WORKS, Misskey); game and streaming keys (a CS2 `rcon_password`, a
Factorio `token`, PlayFab's `X-SecretKey`, a Roblox Open Cloud key, a Facebook Live stream key,
Huya's and Kuaishou's push codes, a Niconico stream key, an ARK `ServerAdminPassword`, a Steam
login); one-time codes read aloud as words (four one seven, 七三九, ご・いち・はち); secrets
split over two sentences; secrets in Markdown tables, YAML, TOML, INI, `.env`, JSON and XML
(NuGet's `ClearTextPassword`, Tomcat's `keystorePass`, a `context.xml` Resource); secrets in
pasted logs; other countries' services and banking (a UK bank's memorable word, a Sparkasse
PIN, iyzico, YooKassa, PayFast's passphrase, HSBC Hong Kong, a Taiwanese bank, Japanese net
banks' login and transaction passwords, a My Number card's signing PIN, SB Payment's hash key,
Vpass).

Beside them, look-alikes with no secret in them: ids (a Matrix room id, a QQ bot's AppID, a
LINE channel id, a camera's serial number, a MAC address, a Zigbee `ext_pan_id`), hashes
(commit ids, image digests, file checksums, a Mosquitto password file's hash), public keys
(an age recipient, a WireGuard peer's PublicKey, Alipay's public key), placeholders and
examples from docs, masked and redacted values in logs and tables, a Travis `secure:` value,
references to a vault or a credentials id, connection strings with integrated or OS
authentication, talk about rotating a key or how long a code lives, order numbers, tracking
codes, bank accounts to pay into, version strings, promo codes meant for everyone, and
sentences split like the secrets' whose second half points elsewhere.

Every value here was made up for this file (random characters of each provider's shape, from a
seeded Python `random`); none is a real credential.
"""

from __future__ import annotations

# (language, text): each holds a secret.
EIGHTEENTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "living-room.yaml for the ESPHome sensor:\n"
           "api:\n"
           "  encryption:\n"
           "    key: \"XtgDqiLN6joPRLouao9Xamyem8Mm0w4FpU0GtcLvyq4=\"\n"
           "ota:\n"
           "  - platform: esphome\n"
           "    password: \"d64ddb67904b6edf610a9e3c5003a902\""),
    ("en", "testing the broker with mosquitto_pub -h 192.168.1.20 -u sensors -P 'Wren#Brook61' "
           "-t home/temp -m 21"),
    ("en", "zigbee2mqtt's configuration.yaml:\n"
           "mqtt:\n"
           "  server: mqtt://192.168.1.20\n"
           "  user: z2m\n"
           "  password: Heron!Cliff38"),
    ("en", "the garage camera streams at rtsp://tapocam:Fennel7Gorse@192.168.1.44:554/stream1 "
           "if you want it in Frigate"),
    ("en", "the Shelly plug in the shed has web login admin and Clover!Brook3, I turned on "
           "auth last week"),
    ("en", "the Jenkins credential nexus-deploy is user ci with password Tamarind%Sky29, the "
           "release job uses it"),
    ("en", "I added a secured repository variable in Bitbucket Pipelines: DOCKERHUB_PASSWORD, "
           "value Kestrel_Fjord_14"),
    ("en", "az pipelines variable-group variable create --group-id 7 --name NUGET_KEY "
           "--value oy2fIwn76YOzYL0IRWHaiXS24fEz0zlyAirTzRSxjvvU2N --secret true"),
    ("en", "drone secret add --repository quill/app --name ssh_password --data 'Pebble#Run58'"),
    ("en", "the old .travis.yml still has it in the clear:\n"
           "env:\n"
           "  global:\n"
           "    - FTP_USER=deploy\n"
           "    - FTP_PASSWORD=Marram_Dune_72"),
    ("en", "reports connect with jdbc:sqlserver://db01:1433;databaseName=ledger;user=report;"
           "password=Juniper!Tide40;encrypt=true"),
    ("en", "sqlplus hr/Ochre_Bay_27@//db.quillfield.io:1521/ORCLPDB1 gets you in as hr"),
    ("en", "the graph container has NEO4J_AUTH=neo4j/Larch-Meadow-83 in docker-compose"),
    ("en", "cqlsh 10.0.4.11 -u cassandra -p 'Spruce!Ash33' then DESCRIBE KEYSPACES"),
    ("en", "SQLALCHEMY_DATABASE_URI = \"mssql+pyodbc://etl:Cobble%23Pike42@sql01/warehouse?"
           "driver=ODBC+Driver+18+for+SQL+Server\""),
    ("en", "the Viber bot's auth token is 4453b6ac12345678-e02c5f12174805f9-daec9cbb5448c51f"),
    ("en", "curl -X POST https://graph.facebook.com/v21.0/1122334455/messages -H 'Authorization: "
           "Bearer EAAGm0PX4ZCpsBAEI3b5KBjXkNVZP5BaGJJ0DJgaXMXqBVzENJE3A1415Yjol2Yl9xUOtFdX0f7wWIV"
           "l2Hj7nq8ek1KSYoi7tgLxewvfMr7wUkzSZD' -d @msg.json"),
    ("en", "the Matrix bot logs in with access token syt_cXVpbGxib3Q_kRzYgNQzAvEXjPgolOyh_2kP9Xq"),
    ("en", "~/.zuliprc for the standup bot:\n"
           "[api]\n"
           "email=standup-bot@quillfield.zulipchat.com\n"
           "key=A1GAVHTar7BZVcKqzrfnskxiSRPCfgW1\n"
           "site=https://quillfield.zulipchat.com"),
    ("en", "Rocket.Chat wants two headers: X-User-Id: kRzYgNQzAvEXjPgol and X-Auth-Token: "
           "u1RqX1JXDHKfoTe3D4X8ukWUfox3I7OFHX6GXy2zRtD"),
    ("en", "server.cfg on the CS2 box: hostname \"Quill LAN\", rcon_password \"Gravel_Kite_66\", "
           "sv_lan 1"),
    ("en", "Factorio's server-settings.json has \"username\": \"quillmarlow\", \"token\": "
           "\"fa492d2edb629789d3aec6856e90a9\" so it can list publicly"),
    ("en", "PlayFab admin calls need the header X-SecretKey: "
           "EdHMTYwGdNDsZSsT6NamQO3HK4nbkt1pmAe1J3lbDIOpDfVS1FEnmWCu"),
    ("en", "Facebook Live stream key for Saturday: FB-1122334455667788-0-AbwLKHr0rMTtJhsEK7GjFR"),
    ("en", "the code they texted me is four one seven, nine nine two; type it in before it "
           "times out"),
    ("en", "The staging Redis has a password now. It's Bracken!Loom91, case-sensitive."),
    ("en", "the shared logins, as a table:\n"
           "| service | user  | password      |\n"
           "|---------|-------|---------------|\n"
           "| grafana | admin | Plume#Garnet4 |\n"
           "| kibana  | ops   | Sedge!Moor70  |"),
    ("en", ".env for the Cape Town shop:\n"
           "PAYFAST_MERCHANT_ID=10004002\n"
           "PAYFAST_MERCHANT_KEY=q1cd2rvr5g1zs\n"
           "PAYFAST_PASSPHRASE=Tern-Harbour-52"),
    ("en", "from the API log:\n"
           "2026-12-06 09:14:02 DEBUG POST /login body={\"username\":\"ops\","
           "\"password\":\"Cinder#Vale18\"}\n"
           "2026-12-06 09:14:02 INFO 200 OK"),
    ("en", "my memorable word for the Nationwide login is heronsgate, they ask for three of "
           "its letters"),
    ("en", "the Sparkasse online banking PIN is 58213, the TANs come to the pushTAN app"),
    ("en", "iyzico live keys: API key 4yS8wWq61FtmsKbSyRoWWR9TzcHMg2Qw, secret key "
           "25eA4NTR865wEw2Jm7RBZtIzK5pTZWHf"),
    ("en", "YooKassa shopId 204815, secret key "
           "live_ZqBwRuI4xKwTLQlslcubT2myXpuJ8FgE2t0u1jOf"),
    ("en", "NuGet.config has <packageSourceCredentials><quill><add key=\"Username\" "
           "value=\"ci\" /><add key=\"ClearTextPassword\" value=\"Nuget!Fern22\" />"
           "</quill></packageSourceCredentials>"),
    # Chinese
    ("zh", "虎牙直播的推流码是 to9ro4SAAnehAuuvYNnU04b5fYNR7JNK，开播前填到 OBS 里"),
    ("zh", "快手直播伴侣的推流密钥：GNn9AzoviQL5yBdIy3nF5Su6DRND，别截图发群里"),
    ("zh", "建行网银登录密码 Jh@2025lina，交易密码 739204，都帮我记着"),
    ("zh", "海康 NVR 的取流地址 rtsp://admin:Hik12345lina@192.168.1.64:554/Streaming/Channels/101"),
    ("zh", "ESPHome 固件的 ota 配置：\n"
           "ota:\n"
           "  - platform: esphome\n"
           "    password: \"esp#lina88\""),
    ("zh", "威联通 NAS 的 admin 密码我改成了 Qnap@lina0815"),
    ("zh", "zigbee2mqtt 的 network_key: [23, 187, 4, 91, 160, 77, 12, 209, 48, 133, 250, 6, 71, "
           "199, 30, 142]，换协调器要用同一个"),
    ("zh", "EMQX 控制台的 admin 默认密码 public 我改成了 Emqx#lina2025"),
    ("zh", "凯迪仕智能锁的临时密码 836104，今天有效，阿姨来了就用这个"),
    ("zh", "Jenkins 凭据 nexus-cred：用户名 deploy，密码 Nx@lina77"),
    ("zh", "CODING 的项目令牌：用户名 ptl8x2kq9w，密码 1f6415728520a7f7f0549c00cd16b9d3"),
    ("zh", "金仓数据库连接：jdbc:kingbase8://10.0.0.5:54321/test?user=system&password=Kb#lina88"),
    ("zh", "TDengine 用 taos -h 10.0.0.6 -u root -pTd#lina2025 连上去看"),
    ("zh", "OceanBase：obclient -h10.0.0.8 -P2881 -uroot@sys -p'Ob#lina66' -Doceanbase"),
    ("zh", "哨兵节点：redis-cli -h 10.0.0.8 -p 26379 --user admin --pass Rd#lina2025"),
    ("zh", "mongosh \"mongodb://admin:Mg%40lina2025@10.0.0.9:27017/?authSource=admin\""),
    ("zh", "QQ 官方机器人 AppID 102083456，AppSecret npIiTPub8ioTTCrbHBR7VGkrAi5FNpNr"),
    ("zh", "KOOK 机器人的 token 是 1/MTk4NzY=/OhbR0dbhtvr9tD9Ij4vz0s==，放在 .env 里"),
    ("zh", "验证码我念一下：七三九，二零四，你快填"),
    ("zh", "数据库账号是 report。密码的话，是 Rpt#lina0815，大小写别弄错。"),
    ("zh", "各系统账号：\n"
           "| 系统 | 账号 | 密码 |\n"
           "| ---- | ---- | ---- |\n"
           "| OA | lina | Oa@2025lina |\n"
           "| 报销 | lina | Bx#lina0815 |"),
    ("zh", "nacos 的配置：\n"
           "spring:\n"
           "  cloud:\n"
           "    nacos:\n"
           "      username: nacos\n"
           "      password: Nc@lina66"),
    ("zh", "supervisord.conf：\n"
           "[inet_http_server]\n"
           "port=*:9001\n"
           "username=lina\n"
           "password=Sv#lina123"),
    ("zh", "日志里打出来了：2026-12-06 10:21:33 ERROR 登录失败 user=lina pwd=Lg#lina0815 "
           "ip=10.0.3.7"),
    ("zh", "context.xml 里：<Resource name=\"jdbc/oa\" auth=\"Container\" username=\"oa\" "
           "password=\"Ctx#lina77\" url=\"jdbc:mysql://10.0.0.3:3306/oa\"/>"),
    ("zh", "Steam 账号 lina_gz，密码 St@lina0815，令牌在我手机上"),
    ("zh", "汇丰香港网上理财：登入名称 lina_hk，密码 Hs#lina2025"),
    ("zh", "台湾那边的网银，使用者代号 LINA0815，密码 Tw#lina88"),
    ("zh", "拼多多开放平台的 client_secret 是 3c2334d7be0c3f6258e4433506a10b24499dbf9d"),
    ("zh", "网易将军令上现在显示的动态密码是 482 913"),
    ("zh", "Drone 里加 secret：drone secret add --repository lina/app --name docker_password "
           "--data Dr#lina2025"),
    ("zh", "PolarDB 的连接串 mysql://polar_admin:Pl#lina2025@pc-2ze8x.rwlb.rds.aliyuncs.com:"
           "3306/shop"),
    ("zh", ".env 文件：\n"
           "WECHAT_MCH_ID=1600012345\n"
           "WECHAT_APIV3_KEY=Bwmc7sn0p8lNjw0OmbLciJZ8Yu8jdpQY"),
    ("zh", "Codemagic 的环境变量组 signing 里 CM_KEYSTORE_PASSWORD 的值是 Cm#lina2025"),
    # Japanese
    ("ja", "住信SBIネット銀行の WEB ログインパスワードは Sbi#Net0707、WEB 取引パスワードは "
           "Trd#Net0707 です"),
    ("ja", "楽天銀行のログイン ID は kaede0707、暗証番号は 5821 です"),
    ("ja", "マイナンバーカードの署名用電子証明書の暗証番号は Myna0707AB です"),
    ("ja", "ニコニコ生放送のストリームキーは lv3452098?key=OhbR0dbhtvr9tD9Ij4vz です"),
    ("ja", "ATOM Cam の RTSP は rtsp://atom:Atom0707kaede@192.168.0.21/live で見られます"),
    ("ja", "Aterm の管理者パスワードは初期設定のときに Aterm#Sato77 にしました"),
    ("ja", "Bitrise の Secrets に KEYSTORE_PASSWORD = Btr#Kaede2025 を追加しました"),
    ("ja", "~/.pgpass に db.kaede.jp:5432:sales:kaede:Pg#Kaede0707 と書いてあります"),
    ("ja", "db2 connect to SAMPLE user db2inst1 using Db2#Kaede55 で接続してください"),
    ("ja", "cypher-shell -a bolt://localhost:7687 -u neo4j -p 'Neo#Kaede33' で入れます"),
    ("ja", "beeline -u jdbc:hive2://hive.kaede.jp:10000 -n etl -p Hive#Kaede21 で Hive に"
           "つなぎます"),
    ("ja", "LINE Messaging API のチャネルシークレットは d3ee1037c0242eaa4c3c2ec5bd265711 です"),
    ("ja", "LINE WORKS の Bot Secret は I3b5KBjXkNVZP5BaGJJ0DJga です。Bot ID は 7012345 です"),
    ("ja", "Misskey のアクセストークンは Ohyv1eGBQhrOlRTduYcItnAlmZi8TEDN です"),
    ("ja", "認証コードは、ご、いち、はち、ぜろ、さん、なな です。読み上げたのでメモしてください"),
    ("ja", "本番の管理画面のパスワードを共有します。中身は Adm#Kaede2026 です。"),
    ("ja", "アカウント一覧です。\n"
           "| サービス | ID | パスワード |\n"
           "|---|---|---|\n"
           "| 勤怠 | sato | Knt#Sato0707 |\n"
           "| 経費 | sato | Kei!Sato88 |"),
    ("ja", "docker-compose.yml の environment:\n"
           "  RABBITMQ_DEFAULT_USER: kaede\n"
           "  RABBITMQ_DEFAULT_PASS: Rmq#Kaede42"),
    ("ja", "config.toml に\n"
           "[smtp]\n"
           "host = \"smtp.kaede.jp\"\n"
           "user = \"noreply\"\n"
           "pass = \"Smtp#Kaede19\"\n"
           "と書いています"),
    ("ja", "ログを貼ります:\n"
           "[2026-12-06 09:14:02] ERROR SMTP auth failed user=noreply@kaede.jp "
           "pass=Smtp!Kaede88\n"
           "[2026-12-06 09:14:03] WARN retrying in 30s"),
    ("ja", "server.xml の Connector に keystoreFile=\"conf/kaede.jks\" "
           "keystorePass=\"Tls#Kaede66\" を設定しました"),
    ("ja", "ARK の GameUserSettings.ini に ServerAdminPassword=Ark#Kaede01 と書いてあります"),
    ("ja", "Roblox の Open Cloud API キーは "
           "OhtAMtv9FvelRGygSo1eurf9Gmhok+qwRn+wxrcpxVQK+LbjnfTZ48GKzOZG+4aAL です"),
    ("ja", "SBペイメントのハッシュキーは cb9d4aee250f6ab1ea3242479c079dea683d0649 です"),
    ("ja", "Vpass の ID は kaede_sato、パスワードは Vp#Sato0707 です"),
    ("ja", "Shelly のウェブ管理画面は admin / Shl#Kaede12 で入れます"),
    ("ja", "appsettings.json の \"Smtp\": { \"User\": \"noreply\", \"Pass\": \"Apps#Kaede31\" } "
           "を使ってください"),
    ("ja", "ワンタイムパスワードを読み上げます。はち、に、きゅう、いち、ぜろ、よん です"),
    ("ja", "Codemagic の環境変数 CM_KEY_PASSWORD に Cmg#Kaede08 を入れました"),
    ("ja", "isql-fb -user SYSDBA -password Fb#Kaede2025 employee.fdb で開けます"),
    ("ja", "Wi-Fi ルーターのゲスト用の暗号化キーは kaede-guest-0707 です。"
           "お客さんに伝えてください"),
    ("ja", "YooKassa のシークレットキーは live_Lu2H0Lv3qs8woExAAxZIYhrDjR72nFxoDsZmEjqt です"),
    ("ja", "Sparkasse のオンラインバンキングの PIN は 47120 です"),
]

# (language, text): none holds a secret.
EIGHTEENTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "the ESPHome config reads the key from secrets.yaml:\n"
           "api:\n"
           "  encryption:\n"
           "    key: !secret api_encryption_key"),
    ("en", "mosquitto's password file only keeps hashes, a line looks like "
           "sensors:$7$101$Xb4qSTuvWx0yZ1a2$f09148351d06fbbe18163c56b9c09c09ba3b292ac6814eec"),
    ("en", "the Jenkinsfile only says credentialsId: 'nexus-deploy', the password lives in "
           "Jenkins"),
    ("en", ".travis.yml keeps it encrypted:\n"
           "env:\n"
           "  global:\n"
           "    - secure: \"3bprr5BZi6c8J3FHArQd++7NDswVIZNI5q8l3yfCSrU=\""),
    ("en", "reports connect with jdbc:sqlserver://db01:1433;databaseName=ledger;"
           "integratedSecurity=true;encrypt=true"),
    ("en", "on the db host, sqlplus / as sysdba logs you in with the OS account"),
    ("en", "the CI log shows DOCKERHUB_PASSWORD=******** so the masking works"),
    ("en", "order 114-3941689-8772232 shipped, UPS tracking 1Z999AA10123456784"),
    ("en", "upgraded zigbee2mqtt to 1.42.0, commit 7387607f5ac3689a900c71648147ee3438bc2f8e"),
    ("en", "pin the image by digest: quill/api@sha256:cc31f3781e54f54ef58090f196abb2f4c86c93a9"
           "c53c6e69aa117c3c4198f2ae"),
    ("en", "the YooKassa docs' example uses secret key test_XXXXXXXXXXXXXXXXXXXX, swap in your "
           "own"),
    ("en", "encrypt the backup to age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p, "
           "that's my public key"),
    ("en", "the peer section of wg0.conf:\n"
           "[Peer]\n"
           "PublicKey = OhtAMtv9FvelRGygSo1eurf9Gmhok+qwRn+wxrcpxVQ=\n"
           "AllowedIPs = 10.8.0.2/32"),
    ("en", "I rotated the Viber bot token after the leak, the webhook has to be set again"),
    ("en", "the bank texts a six-digit code each time and it expires after five minutes"),
    ("en", "The staging Redis has a password now. It's in the vault under redis/staging."),
    ("en", "the shared logins, as a table:\n"
           "| service | user  | 2FA |\n"
           "|---------|-------|-----|\n"
           "| grafana | admin | yes |\n"
           "| kibana  | ops   | no  |"),
    ("en", "from the API log:\n"
           "2026-12-06 09:14:02 DEBUG POST /login body={\"username\":\"ops\","
           "\"password\":\"[REDACTED]\"}"),
    ("en", "pay the invoice into GB33BUKB20201555555555, reference QF-2291"),
    ("en", "the Matrix room is !kJdNqOWbGvsPzqTRaw:matrix.org, the bot is @standup:quillfield.io"),
    ("en", "the camera's stream is rtsp://192.168.1.44:554/stream1, Frigate adds the login from "
           "its own config"),
    ("en", "Factorio 2.0.23, the map seed is 3948201177 if you want the same world"),
    ("en", "use SPRING20 at checkout for 20% off, it's on the shop's front page for everyone"),
    ("en", "the Shelly's MAC is 34:94:54:7A:1C:E2 and it has firmware 1.4.4"),
    ("en", "PayFast's sandbox merchant id 10000100 and merchant key 46f0cd694581a are in their "
           "docs for testing"),
    # Chinese
    ("zh", "顺丰单号 SF1402839475612，明天到"),
    ("zh", "订单号 240612118734562910，已经申请退款"),
    ("zh", "版本号是 v2.4.17-rc.3，commit 1db8a7befea85a4e302bec960320742d111897d9"),
    ("zh", "金仓连接串 jdbc:kingbase8://10.0.0.5:54321/test，用户名密码从配置中心读"),
    ("zh", "日志里已经打码了：user=lina pwd=*** ip=10.0.3.7"),
    ("zh", "官方文档里的示例 client_secret=your_client_secret，记得换成自己的"),
    ("zh", "支付宝公钥 MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1RqX1JXDHKfoTe3D4X8ukWUfox3"
           "I7OFHX6GXy2zRtDWbGP771mQnbfzQ 配在验签那里"),
    ("zh", "企业微信机器人的 webhook key 上周换了，旧的已经失效"),
    ("zh", "海康摄像头序列号 DS-2CD2T47G2-L20231207AACHE12345678，保修要用"),
    ("zh", "验证码 5 分钟内有效，别告诉任何人"),
    ("zh", "数据库账号是 report。密码在 KeePass 里。"),
    ("zh", "各系统负责人：\n"
           "| 系统 | 账号 | 负责人 |\n"
           "| ---- | ---- | ---- |\n"
           "| OA | lina | 王工 |"),
    ("zh", "双十一优惠码 SAVE50，所有人都能用，满 200 减 50"),
    ("zh", "对公账户 6222 0210 0112 3456 789，开户行工商银行杭州分行"),
    ("zh", "QQ 机器人的 AppID 是 102083456，沙箱频道已经建好了"),
    ("zh", "OceanBase 升到 4.2.1.8 了，TDengine 还是 3.3.2.0"),
    ("zh", "安装包的 MD5 是 90cd089526e2092e64fea988ba964ab6，下载完核对一下"),
    ("zh", "zigbee2mqtt 的 pan_id: 6754，ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]"),
    ("zh", "推流服务器地址是 rtmp://live-push.huya.com/huyalive/，推流码每次开播都会变"),
    ("zh", "EMQX 控制台默认账号 admin，默认密码 public，首次登录会要求修改"),
    ("zh", "智能锁的临时密码可以在 App 里生成，过期自动作废"),
    ("zh", "建行网银的交易密码输错三次会被锁"),
    ("zh", "Drone 的 secret 用 drone secret ls --repository lina/app 可以列出来，值看不到"),
    ("zh", "nacos 的配置：\n"
           "spring:\n"
           "  cloud:\n"
           "    nacos:\n"
           "      username: ${NACOS_USER}\n"
           "      password: ${NACOS_PASSWORD}"),
    ("zh", "mongosh \"mongodb://10.0.0.9:27017/?authMechanism=MONGODB-X509\" 用证书登录，不用密码"),
    # Japanese
    ("ja", "ヤマトの伝票番号は 4912-3456-7890 です"),
    ("ja", "注文番号 250-8841920-5566012 の商品が届きました"),
    ("ja", "Node.js は v22.11.0、pnpm は 9.14.2 です"),
    ("ja", "LINE のチャネル ID は 2001234567 です。公開しても問題ありません"),
    ("ja", "パスワード欄は ●●●●●●●● と表示されています"),
    ("ja", "ドキュメントの例では SBPS_HASH_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx になって"
           "います"),
    ("ja", "SBペイメントのハッシュキーは年に一度変更することになっています"),
    ("ja", "本番の管理画面のパスワードを共有します。Bitwarden の共有フォルダを見てください。"),
    ("ja", "アカウント一覧です。\n"
           "| サービス | ID | 権限 |\n"
           "|---|---|---|\n"
           "| 勤怠 | sato | 管理者 |"),
    ("ja", "ログを貼ります:\n"
           "[2026-12-06 09:14:02] ERROR SMTP auth failed user=noreply@kaede.jp pass=********"),
    ("ja", "ファイルの SHA-256 は f09148351d06fbbe18163c56b9c09c09ba3b292ac6814eecaa2bace8e92d6561 "
           "です"),
    ("ja", "振込先は楽天銀行 第一営業支店 普通 7654321 です"),
    ("ja", "認証コードは SMS で届き、10 分で失効します"),
    ("ja", "署名用電子証明書の暗証番号は英数字 6〜16 文字です"),
    ("ja", "クーポンコード WELCOME500 は初回注文ならどなたでも使えます"),
    ("ja", "ATOM Cam のシリアル番号は AC2-2JP1234567 です"),
    ("ja", "db2 connect to SAMPLE user db2inst1 と打つとパスワードを聞かれます"),
    ("ja", "~/.pgpass の書式は hostname:port:database:username:password です"),
    ("ja", "Misskey のノート ID は 9o4k2x1abc です"),
    ("ja", "Wi-Fi の SSID は aterm-5d1e2f-g です"),
    ("ja", "Bitrise の Secrets に KEYSTORE_PASSWORD を追加しました。値は 1Password から"
           "貼りました"),
    ("ja", "受付番号は A-20261207-0042 です"),
    ("ja", "ストリームキーは配信のたびにリセットしています"),
    ("ja", "Roblox の Open Cloud API キーは昨日失効させて、新しいものはまだ作っていません"),
    ("ja", "ゲスト用 Wi-Fi には暗号化キーを設定していません。誰でもつなげます"),
]
