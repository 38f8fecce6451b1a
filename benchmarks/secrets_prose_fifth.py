"""Secrets said in prose, the fifth round: forms the earlier rounds did not hold, in
English, Chinese (Simplified, a few Traditional) and Japanese, written and committed before
any rule ran on it.

The forms: what people paste to an assistant from their tools. A stack trace or a log line
that printed a DSN, a request URL's `appid=`, a framework's dumped parameters, a datasource
line; shell history (`history` output), a crontab line, PowerShell's `$env:X = "…"`; CI
configuration with a literal value (GitLab CI `variables:`, CircleCI `environment:`, a
GitHub Actions `with: token:`); a line of Python, JavaScript, Go or Java source that
hard-codes one; docker-compose `environment:`, a `--requirepass` command; SQL (`CREATE USER
… PASSWORD`, `ALTER ROLE … WITH PASSWORD`, MySQL's `IDENTIFIED BY`); `mysql -p<password>`
glued; `ssh -i` with the private key pasted after it, header and all; a JDBC string and a
SQLAlchemy URL with a percent-encoded password; a Kubernetes Secret's `stringData:`, `helm
--set auth.postgresPassword=`; pip.conf, Maven settings.xml, .yarnrc.yml, terraform.tfvars,
a `.git-credentials` line; an otpauth:// URI; keys of providers the format corpus and the
earlier rounds did not name (Cohere, Twitch, Pusher, Linode, Auth0, OpenWeather,
Razorpay, Weights & Biases, Gitea, Codecov, Fireworks, Together, Upstash, Mux, Zoom, Kakao,
Rakuten, ConoHa, UpYun, UCloud, JPush, Agora, Getui, Gitee, SiliconFlow, Baichuan);
passwords spelled out in words ('大写W，后面五个8，最后@qq', 'あおいうみ をローマ字で…'),
a phone's unlock PIN, a card's PIN, a phone-banking passphrase, a VPN login in Traditional
Chinese.

Beside them, look-alikes a memory may well hold: lockfile integrity strings, image digests,
git log output, build and run ids, CI references (`${{ secrets.X }}`, `$CI_REGISTRY_PASSWORD`,
`valueFrom: secretKeyRef`, `existingSecret`, `_FILE` variables, `op read`), source that
reads the environment, a `KeyError` traceback naming a variable, an access-denied log line,
`mysql -p` that prompts, redacted keys, SSH public keys, a public certificate and
fingerprints, fixtures marked fake, Wi-Fi network names, order, tracking, invoice and
business phone numbers, and talk about credentials with no value in it. One-time codes sent
by SMS are left out: the earlier rounds do not say how to label them.

Every value here was made up for this file (random); none is a real credential.
"""

from __future__ import annotations

_OPENSSH_KEY = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW/Vq/WnHX\n"
    "84Vm2W9AJ9JNCqaCAUY0l+jZt9Qsqy9TRzjxGeQFFbq5zy+dXh56q4NW3QGTb64KSLNvEk\n"
    "bOa9H9bRT+6MGh46d5+NPRw2LqZjC1WTfAOi6H8//T79PAwLXWqIrP1MrW84d4pZYbFy2r\n"
    "OUAA2qCigrilDS0HEmO9pSFi54H4e4zVCn6nv7GQiTnP3uEwjb8Vo7SfuB7z93xQCmPqf9\n"
    "-----END OPENSSH PRIVATE KEY-----"
)
_RSA_KEY = (
    "-----BEGIN RSA PRIVATE KEY-----\n"
    "MIIEpAIBAAKCAQEAIfgoDKtqtZ0oecu8PqiLMhf/0Vm0PK8nBkJ5XDzpO/WKtGmImo\n"
    "pKWRQxo80SoTnzEteWuXD+ZW/4eCUSnesOgGOmX0cRd5OPL+8qUbV6LF/AT6X47a\n"
    "+u4sHiIL6Yf08/N+CO19rrYNCErwDW4felx4wfYS5oPkcJjbjJVnstSkDWmV/Btr\n"
    "tzDSbC8/eVQ32gffUD0T5gQNHQsXXYy+A5KX5b0CguYezDQYBOBxWyVUuDoB3zjC\n"
    "-----END RSA PRIVATE KEY-----"
)
_CERT = (
    "-----BEGIN CERTIFICATE-----\n"
    "MIIDdzCCAl+gAwIBAgIUOyG6Glq5GMKf+yevPBic3qM/xip51DTirBS6xv+bc8EeEw\n"
    "091qBQ3aIrV90xNw1fuUtiM/Tc777Do3gycCJ+TKfPyQgZUs9If3N5jB9iVgKPCf\n"
    "h1YRjWqTb4vOtVrUuI7nhCJn19NaSejR40UhceSUI39jruzW5JC376eA7hkMnqBj\n"
    "-----END CERTIFICATE-----"
)
_SSH_RSA_PUB = (
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ9Sh3ypZlNxMlSSdqHwlSC49z/tw817F+hhlMi4eefx5DTcEiM"
    "58M8gM55P/AAywolfJvVGsN317WWQngkdDN8nQlFefDycSHffYoAGjWRV+bLjwskEn2EmZrcLFfq8ME0jIMl0Qo"
    "ORCrCGAPE31L5E1OQVFj1J1EvhzDOUE+J5vp3t1AzrPHhkjaAPtG/SV15eX9/VR3 mk@thinkpad"
)
_ECDSA_PUB = (
    "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBTmNyQf7xEyBVYfX9T"
    "zN7zsemSbkpydtpErCYyZ6tk5MO2urb3E6o2iRZR5GuS7ar5uxMS9coT/N+pPsHPhyQgjOK7kWfbZTpu50= "
    "wangwei@macbook"
)
_INTEGRITY_ZOD = ("sha512-uU/iTaQd5aTOrnSQKNWUk2iCK4uFWvqpFFDiu+So/0aQQOrrlzEYbWO3Rk3nTMJB0C352rVI/"
                  "XcdHgDG/AOOYF==")
_INTEGRITY_AXIOS = ("sha512-GAxbDXQHCzSU+j+0xqfPT29yoRAnWGbYf/4jqcLksk9WwamSTuXX2FUwhzlARgMBioTQzO"
                    "XRq4Vw5j1GcJJdOk==")
_INTEGRITY_DAYJS = ("sha512-TUMmGekvr1i4mCPb9laF/p2DRZj+6GCb5jgh8orMmXei3iwM2qVP6A3GVZHJhupGorpuxt"
                    "toshTJaGghqfF9w0==")

# (language, text): each holds a secret.
FIFTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "the nightly load died with this:\nTraceback (most recent call last):\n"
           "  File \"etl/load.py\", line 88, in connect\n    conn = psycopg2.connect(DSN)\n"
           "psycopg2.OperationalError: connection refused "
           "(dsn=postgresql://etl:Gravel-Pansy-83@10.0.3.12:5432/warehouse)"),
    ("en", "2025-03-11 09:14:02,551 INFO httpx: HTTP Request: GET https://api.openweathermap.org"
           "/data/2.5/weather?q=Oslo&appid=9b3d701c1c23750cf879ec595df20c9b \"HTTP/1.1 200 OK\""),
    ("en", "here's my shell history from before it broke:\n  501  cd ~/bots/summariser\n"
           "  502  export CO_API_KEY=QTLfOfpTMT1GGT6dsSNo1SLA9Pp9HVf7OfBHMhBx\n"
           "  503  python run.py --dry-run"),
    ("en", ".gitlab-ci.yml:\nvariables:\n  TWITCH_CLIENT_SECRET: pnxloq64rp89gosl43acikzii78d7m\n"
           "  DOCKER_DRIVER: overlay2\nstages: [build, deploy]"),
    ("en", "wandb.login(key=\"7ce8303e3c76b1594a96aefdef1bcead36648d7b\")  "
           "# TODO move this out before pushing"),
    ("en", "const pusher = new Pusher({ appId: \"1783402\", key: \"a17a6e2f3d30ef15f818\", "
           "secret: \"7d2bfc545e2e6d3d1761\", cluster: \"eu\" });"),
    ("en", "in main.go the Linode client is built with ts := oauth2.StaticTokenSource(&oauth2.Token"
           "{AccessToken: \"4451f7fc66d0c1f0837debe5424693a67f0fe5c924b784b8e3fdfeef73d15050\"})"),
    ("en", "docker-compose.yml:\nservices:\n  db:\n    image: mariadb:11\n    environment:\n"
           "      MARIADB_USER: wiki\n      MARIADB_PASSWORD: Orchid-Lantern-716"),
    ("en", "CREATE USER reporting WITH LOGIN PASSWORD 'Tinsel#Quarry58' VALID UNTIL '2026-06-30';"),
    ("en", "connect with mysql -h db1.internal -u admin -pW4lrus_Ink_19 inventory and run the "
           "migration from there"),
    ("en", f"ssh -i ~/.ssh/bastion_ed25519 ubuntu@203.0.113.40 gets you in; the key, if you don't "
           f"have it yet:\n{_OPENSSH_KEY}"),
    ("en", "the ledger service reads jdbc:postgresql://ledger-db.acme.io:5432/ledger?user=ledger_app"
           "&password=Pl%40typus%2177&ssl=true"),
    ("en", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: auth0\ntype: Opaque\nstringData:\n"
           "  AUTH0_CLIENT_ID: so8RYZ35T1Bju530sw9AwIGNQKf0EHGy\n  AUTH0_CLIENT_SECRET: "
           "5T8IKpJff-t_NTKw0PmS8fntnpY2numtS_LOYyyvfDPuoMKckvrNwE92ybxgq6O8"),
    ("en", "pip.conf on the build box:\n[global]\n"
           "index-url = https://ci-reader:Tamarind-Owl-2291@pypi.acme.io/simple/"),
    ("en", "my ~/.git-credentials has just one line: "
           "https://mkowalski:dab7cc14c2764d9c03fe01afc8825df41ac90255@gitea.acme.dev"),
    ("en", "the NAS admin password is copper walrus thirty one, lowercase, joined with dashes"),
    ("en", "if my phone dies on the trip and you need to get into it, the unlock PIN is 604219"),
    ("en", "when the bank calls to check it's me, the phone-banking passphrase is "
           "'lighthouse keeper'"),
    ("en", "terraform.tfvars:\nrazorpay_key_id     = \"rzp_live_GSt35K7EIEOquG\"\n"
           "razorpay_key_secret = \"YiWVIB55mu4QEb1mbmTcjgsU\""),
    ("en", "- uses: codecov/codecov-action@v4\n  with:\n"
           "    token: a344d9fa-bd6e-4bee-98d6-74bc6a2f54a6\n    fail_ci_if_error: true"),
    ("en", "crontab -l shows 0 3 * * * mysqldump -u backup --password=Fennel.Rook.44 shop "
           "> /backups/shop.sql"),
    # Chinese
    ("zh", "线上日志里打出来了：\n2025-04-02 10:21:33.418 INFO [main] c.a.o.DataSourceConfig - "
           "url=jdbc:mysql://10.20.1.7:3306/order, username=order_rw, password=Qz!8vLm3#t"),
    ("zh", ".gitlab-ci.yml 里这样写的：\nvariables:\n  UPYUN_OPERATOR: deploy\n"
           "  UPYUN_PASSWORD: ILqvQyjvefZD0mDTjhe4kcxR8Qctdxt1\n然后用 upx 传静态资源"),
    ("zh", "UCloudConfig 里写死了：\nprivate static final String PUBLIC_KEY = "
           "\"0PNQEakYqY9GwxGIFAwPJp1HhBEgYyYZ2YONuSBI\";\nprivate static final String PRIVATE_KEY"
           " = \"Rcf3zvOjR3AJ2Cdy99ggrEDyMc8Lx5wNjTW1C45G\";"),
    ("zh", "极光推送的 AppKey 是 111aa54ce7666ed3dabd9574，Master Secret 是 "
           "10183c5633579c5d1942c3d1，后端推送要用"),
    ("zh", "ALTER USER 'root'@'localhost' IDENTIFIED BY 'Hx#2025qaz!'; 改完记得 FLUSH PRIVILEGES"),
    ("zh", "连生产库：mysql -h10.20.1.7 -P3306 -uadmin -pLx93!kdQw order"),
    ("zh", "history 里翻到的：\n 1021  redis-cli -h 10.0.8.3 -a 'Rd@9xK2m' info replication\n"
           " 1022  exit"),
    ("zh", "docker-compose.yml 的 redis 服务：\n  redis:\n    image: redis:7\n"
           "    command: redis-server --requirepass Mx7pQ2vL9k"),
    ("zh", "~/.git-credentials 里就这一行：https://zhangwei:c71cbac35202e5dfadc18a454e23fbd8"
           "@gitee.com"),
    ("zh", "声网的 App ID da435e650b2b39920b6527b6c359207d，App Certificate "
           "42398d3402611a55e3512f45031d9e5b，生成 RTC token 用的"),
    ("zh", "个推后台的 MasterSecret：QsCdkOhUcCOWiqPJKcAbAI，服务端鉴权要用"),
    ("zh", "路由器管理密码是大写W，后面五个8，最后是@qq"),
    ("zh", "帮我记一下，招行卡的取款密码 736204"),
    ("zh", "settings.xml 里配的私服账号：\n<server>\n  <id>acme-releases</id>\n"
           "  <username>deployer</username>\n  <password>Nx$4kP9w!z</password>\n</server>"),
    ("zh", "helm install pg bitnami/postgresql --set auth.postgresPassword=Pg_Sh4nghai_77 "
           "-n data"),
    ("zh", "GitLab 两步验证的二维码解出来是 otpauth://totp/GitLab:wanglei?"
           "secret=6UK6THF5MXSAGMLWI7CXTRMKBZ3D64IY&issuer=GitLab"),
    ("zh", "client = OpenAI(api_key=\"sk-nzlaufipjpvmhhrfhosjqeoqqfucsnqiqkfmvzraofvjimcj\", "
           "base_url=\"https://api.siliconflow.cn/v1\")"),
    ("zh", "const BAICHUAN_KEY = 'sk-2ff8d1e72242fd050876ebe50e47affe';  // 先这样跑通再说"),
    ("zh", "这个 Secret 直接 apply：\nkind: Secret\nmetadata:\n  name: oss\nstringData:\n"
           "  accessKeySecret: yzELebBMycOp4IuysygiBtDBFnSzDc"),
    ("zh", "公司 VPN 帳號 chen.ym，密碼 Tp!9wqXe，連不上再跟我說"),
    ("zh", "我手機的解鎖密碼是 251309，萬一我不在可以幫我開機"),
    # Japanese
    ("ja", "本番ログにこれが出ていました:\nProcessing by SessionsController#create as HTML\n"
           "  Parameters: {\"email\"=>\"k.ito@acme.co.jp\", \"password\"=>\"Hoshi-Zora-812\"}"),
    ("ja", ".circleci/config.yml の一部です:\n    environment:\n"
           "      ZOOM_ACCOUNT_ID: Zgpx0hu3XaDO\n"
           "      ZOOM_CLIENT_ID: qYTgcUZrMoBakOYHUTHAs6\n"
           "      ZOOM_CLIENT_SECRET: J8RwoewulLqY7sBvxZAcWul2xoYEJGdY"),
    ("ja", "main.go の先頭に const kakaoAdminKey = \"3e50002cd8eabb35794691073d06c283\" と"
           "書いてあります"),
    ("ja", "bot.js は new tmi.Client({ identity: { username: 'mochi_bot', password: "
           "'oauth:3piqnj3nqsz9wcbzmhiafmo8r63pwi' } }) で接続しています"),
    ("ja", "compose.yaml の postgres はこうです:\n    environment:\n      POSTGRES_USER: keiri\n"
           "      POSTGRES_PASSWORD: Kaede#Momiji-2291"),
    ("ja", "CREATE USER 'batch'@'%' IDENTIFIED BY 'Natsu_Matsuri!58'; を流してから GRANT して"
           "ください"),
    ("ja", "ALTER ROLE app_user WITH PASSWORD 'Uguisu-Mochi-903'; でパスワードを変えました"),
    ("ja", f"ssh -i ~/.ssh/stg.pem ec2-user@198.51.100.23 で入れます。鍵はこれです:\n{_RSA_KEY}"),
    ("ja", "engine = create_engine(\"mysql+pymysql://app:Yu%40gure%2325@10.1.2.3:3306/shop\") "
           "で接続しています"),
    ("ja", ".yarnrc.yml に\nnpmRegistryServer: \"https://npm.pkg.github.com\"\n"
           "npmAuthToken: \"ghp_ewmkYv0H5SCkOS5xJ7eYhUGUJUAO5OniY50P\"\nと書きました"),
    ("ja", "楽天ウェブサービスのアプリケーションシークレット "
           "517c44458d654391e5d81d38109badac5b3eb379 を設定ファイルに入れてください"),
    ("ja", "パスワードは「あおいうみ」をローマ字にして、最後に 39 を付けたものです"),
    ("ja", "キャッシュカードの暗証番号は 5821 です。忘れそうなので覚えておいてください"),
    ("ja", "銀行に電話したときの本人確認の合言葉は「ひまわり畑」で登録してあります"),
    ("ja", "PowerShell で $env:FIREWORKS_API_KEY = \"fw_aHxwPADA4qvWnBIXxWA8sOY9\" を実行してから"
           "起動してください"),
    ("ja", "~/.git-credentials に https://suzuki:glpat-WNwtrJAFsNbnEnQqk6Zx@gitlab.acme.co.jp を"
           "書いておけば毎回聞かれません"),
    ("ja", "cron は 0 2 * * * lftp -u backup,Tsubame_31 -e 'mirror -R /var/backup /in; quit' "
           "ftp.acme.co.jp です"),
    ("ja", "ConoHa の API ユーザー gncu48826c54 のパスワードは vz8bwtbM7r3U です"),
    ("ja", "settings.py に TOGETHER_API_KEY = "
           "\"ef1129ebbb541f0eac95af652b3635e1857e658162d7a91725c8a7bcff66c0d0\" "
           "と直書きしています"),
    ("ja", "2025-05-20T03:11:45Z WARN upstash: request failed url=https://apn1-crisp-owl-30211"
           ".upstash.io token=AXyNK1Z6rEURMI8rNA4vXIbLR5z9sr80KGVCFt9AGLPI04sZfCrqqKYskFA1Pj"),
    ("ja", "Mux のトークン ID は 7e3c63a23bebd0801678ac965c09221c、シークレットは "
           "LMSCK9Vm7Etba9K/Kh3pWQd+imJvxB4l1VDspTnY0DzqGcbPqaRFHNRYhGBjiXaKNbE5UeF9/V5 です"),
]

# (language, text): none holds a secret.
FIFTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", f"package-lock.json has \"node_modules/zod\": {{\"version\": \"3.23.8\", "
           f"\"integrity\": \"{_INTEGRITY_ZOD}\"}}"),
    ("en", "image: ghcr.io/acme/api@sha256:1d35ff049a02903bb7289b48beb0015e5ae669d73344bab93bfba3"
           "2e3c9f66c3 — pin it by digest so the rollback is exact"),
    ("en", "commit 679571baf6d0d2489aa190c7e8411822e7966e3c\nAuthor: Dana Lee <dana@acme.io>\n"
           "Date:   Tue Mar 11 09:12:44 2025 +0100\n\n    Retry on 429 from the geocoder"),
    ("en", "env:\n  MISTRAL_API_KEY: ${{ secrets.MISTRAL_API_KEY }}\n  LOG_LEVEL: debug"),
    ("en", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
           "        name: ledger-db\n        key: password"),
    ("en", "I revoked the old Cohere key (the dashboard shows it as ...x7Qa) and made a new one."),
    ("en", f"add my public key to authorized_keys on the bastion: {_SSH_RSA_PUB}"),
    ("en", f"the CA certificate for the internal registry, goes in /etc/docker/certs.d:\n{_CERT}"),
    ("en", "API_KEY = os.environ[\"CO_API_KEY\"]  # read at start, never hard-coded"),
    ("en", "Traceback (most recent call last):\n  File \"app.py\", line 12, in <module>\n"
           "    secret = os.environ[\"RAZORPAY_KEY_SECRET\"]\nKeyError: 'RAZORPAY_KEY_SECRET'"),
    ("en", "history shows:\n  733  export MISTRAL_API_KEY=$(op read op://dev/mistral/credential)\n"
           "  734  python chat.py"),
    ("en", "docker-compose.yml:\n    environment:\n"
           "      MARIADB_PASSWORD_FILE: /run/secrets/db_pw\n"
           "    secrets:\n      - db_pw"),
    ("en", "//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN} is all the .npmrc needs; CI fills "
           "it in."),
    ("en", "Build 20250311.4 (run 8201746339) failed on lint; the artifact id is 1937745021."),
    ("en", "tests/fixtures.py: DUMMY_TOKEN = \"dummy-4414ec60397a2b93\"  # fake, for the "
           "redaction tests only"),
    ("en", "The office Wi-Fi network is Acme-Staff-5G; guests join Acme-Visitor and sign in "
           "through the portal."),
    ("en", "Amazon order 112-4938201-7734019 should arrive Thursday; UPS tracking "
           "1Z4F7W2E0394417265, signature required."),
    ("en", "The payroll vendor's support line is +1 415 555 0142, weekdays 9 to 5 Pacific."),
    ("en", "Who has the staging DB password? I need to rerun the seed script, DM me rather "
           "than posting it here."),
    ("en", "mysql -h db1.internal -u admin -p inventory prompts for the password, so nothing "
           "lands in the shell history."),
    # Chinese
    ("zh", f"pnpm-lock.yaml 里：\n  /axios@1.7.7:\n"
           f"    resolution: {{integrity: {_INTEGRITY_AXIOS}}}"),
    ("zh", "生产用的镜像是 registry.cn-hangzhou.aliyuncs.com/acme/order@sha256:"
           "f2ecef358f8f7c11d522042603f4c2ba0585cd9fb732ab2bd520249942c6adfb，回滚就用这个"),
    ("zh", "报错 java.sql.SQLException: Access denied for user 'order_rw'@'10.20.1.15' "
           "(using password: YES)，应该是改了密码没同步到配置中心"),
    ("zh", "before_script 里是 docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD "
           "$CI_REGISTRY，变量在项目设置里配"),
    ("zh", "顺丰单号 SF1498273650412，明天下午到，记得有人签收"),
    ("zh", "淘宝订单号 3894102957716403921，已经申请退款了"),
    ("zh", "供应商的客服热线 400-820-3917，工作日 9 点到 18 点"),
    ("zh", "控制台里只显示 LTAI****************Qx9，完整的 AccessKey Secret 只在创建时出现一次"),
    ("zh", f"把这个公钥加到服务器的 authorized_keys：{_ECDSA_PUB}"),
    ("zh", "git log --oneline -3 的输出：\nf7ad2d5 修复订单重复提交\n"
           "2a969cc 升级 spring boot 到 3.3.4\n"
           "1292ff2 合并 release/2.8"),
    ("zh", "Jenkins 第 2841 次构建失败了，流水线 ID 是 order-service-2841，日志在附件里"),
    ("zh", "单测里 appSecret 写的是 test_0000_fake_secret，是假的，不用管"),
    ("zh", "家里的 WiFi 名字叫 CMCC-8F2A，5G 那个信号更好"),
    ("zh", "数据库密码谁有？我去找运维要一下，别在群里发"),
    ("zh", "配置里写成 spring.datasource.password=${DB_PASSWORD}，由 K8s 注入"),
    ("zh", "mysql -uroot -p 回车以后再输密码，这样不会留在 history 里"),
    ("zh", "helm install pg bitnami/postgresql --set auth.existingSecret=pg-auth，密码放在已有的 "
           "Secret 里"),
    ("zh", "keytool 打出来的 SHA1 指纹 4F:2A:91:C7:0B:E3:58:16:AD:72:9F:04:6C:D1:33:8E:B5:27:"
           "E0:4A，要填到高德开放平台"),
    ("zh", "密碼請勿透過即時通訊傳送，一律用公司的密碼管理器分享。"),
    ("zh", "發票號碼 QX-48207315，統一編號 24536810，報帳時記得附上。"),
    # Japanese
    ("ja", f"yarn.lock の dayjs は integrity {_INTEGRITY_DAYJS} になっています"),
    ("ja", "docker pull nginx@sha256:84d7df694e81fef3713c048c9ca6d956867c58c6fd6f788262a331c8f54"
           "2a647 でダイジェスト固定にしました"),
    ("ja", "git log の先頭は commit f7ad2d570e0d33a27a81ffadc7728f08ea013497 (HEAD -> main) です"),
    ("ja", "ワークフローでは env: に ZOOM_CLIENT_SECRET: ${{ secrets.ZOOM_CLIENT_SECRET }} と"
           "書いています"),
    ("ja", "Deployment 側は valueFrom.secretKeyRef で mux-credentials の token-secret を"
           "参照しています"),
    ("ja", "末尾が …9f3c の古いキーはもう失効させました"),
    ("ja", "SSH のホスト鍵のフィンガープリントは "
           "SHA256:EVXh2m/U4BvEUBNZd70E2gxaoZqr4dDwkRCIoO6xM3w です。初回接続時に確認してください"),
    ("ja", "注文番号は 250311-0042-8731 です。発送は来週の予定です"),
    ("ja", "ヤマトのお問い合わせ伝票番号は 4829-1736-0051 です"),
    ("ja", "サポート窓口は 0120-694-218（平日 10 時〜17 時）です"),
    ("ja", "自宅の Wi-Fi の SSID は aterm-3f9a2c-g で、5GHz 帯のほうを使っています"),
    ("ja", "検証環境の DB パスワードは誰に聞けばいいですか？チャットには貼らないでください"),
    ("ja", "テストでは DUMMY_API_KEY = \"dummy-0000-not-real\" を使っています。本物ではありません"),
    ("ja", "GitHub Actions の run 9123456789 が失敗しました。ジョブ ID は 25501173402 です"),
    ("ja", "PowerShell では $key = Read-Host -AsSecureString で入力させるようにしました"),
    ("ja", "mysql -u root -p と打つとパスワードを聞かれるので、そこで入力してください"),
    ("ja", "CREATE USER 'batch'@'localhost' IDENTIFIED WITH auth_socket; ならパスワードは"
           "要りません"),
    ("ja", ".yarnrc.yml は npmAuthToken: \"${NPM_TOKEN}\" にして、値は CI の環境変数から"
           "入れます"),
    ("ja", "リクエスト ID は 01J2XZT7ADZW7WHHHZZ0MVYTDV です。ログ検索に使ってください"),
    ("ja", "請求書にはインボイス登録番号 T4810273659014 を記載してください"),
]
