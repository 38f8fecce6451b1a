"""Secrets said in prose, the twentieth round: credentials in kinds and settings the earlier
rounds held few of, as people type them to an agent, in English, Chinese (Simplified) and
Japanese, written and committed before any rule ran on it.

The ways of saying: CI/CD variables and pipeline files (a GitHub Actions step's `with:` and
`env:`, a GitLab CI `variables:` block and a runner's registration token, Jenkins' CLI `-auth`,
a Jenkinsfile's `environment`, a credential made in Jenkins' script console, CircleCI's
personal token and a job image's `auth:`); Terraform providers and backends (Proxmox, UCloud,
Sakura Cloud, a `pg` backend), Ansible inventories, variables and vault password files, Helm's
`--set` and `values.yaml`; package registries' auth (`.npmrc` `_password`, `_auth` and
`_authToken`, `.pypirc`, `pip.conf` index URLs with a login, Maven `settings.xml`,
`gradle.properties`); database URLs in `.env` files (asyncpg, ClickHouse, PyMySQL, Prisma's
SQL Server); OAuth client secrets and refresh tokens (Google, Spotify, Gitee, WeChat Official
Accounts, Zoom, Yahoo! JAPAN); SMTP and IMAP passwords (Django's `EMAIL_HOST_PASSWORD`, a Gmail
app password, `imaplib`, 163 Mail, Tencent Exmail, Sakura's mailbox); payment and bank details
(an IBAN with its banking PIN, cards with their CVV, an online bank's login); API keys of AI
providers and vector databases (xAI, Stepfun, Hunyuan, Baichuan, Perplexity, Mistral,
Fireworks, Qdrant, Weaviate, Zilliz, Milvus, Chroma Cloud, turbopuffer); mobile push keys (an
APNs `.p12`'s export password, FCM's legacy server key, OneSignal, Huawei and Xiaomi push); game
and streaming keys (Project Zomboid, Palworld, Don't Starve Together's cluster token, Restream,
Bilibili live, YouTube Live); passwords said in a sentence with no label; one-time codes read
out; personal ID numbers of several countries (a UK National Insurance number, a Canadian SIN,
a Dutch BSN, a Taiwanese ID, a Korean resident registration number, a German tax ID, a
Japanese resident record code and employment insurance number).

Beside them, look-alikes with no secret in them that share their shape: file-system paths with
build ids and hashes, pipeline files that read their secrets from the CI's store, an Ansible
Vault ciphertext, public client ids, app ids, sender ids and merchant numbers, an IBAN to be
paid into, a card's last digits, a key's name or rotation talk without its value, commit SHAs,
UUIDs, checksums and subresource integrity hashes, an age recipient and an SSH fingerprint,
placeholders and masked values, docs' examples (AWS's and Stripe's published samples), an SMS
sender's short code, prices, order and tracking numbers, version strings, colour codes and
Wi-Fi network names.

Every value here was made up for this file (random characters of each provider's shape, from a
seeded Python `random`, ID and card numbers with valid check digits); none is a real
credential. AWS's `AKIAIOSFODNN7EXAMPLE` and Stripe's card `4242 4242 4242 4242` are those
providers' own published examples.
"""

from __future__ import annotations

# (language, text): each holds a secret.
TWENTIETH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "our publish workflow, the login step:\n"
           "- name: Log in to the registry\n"
           "  uses: docker/login-action@v3\n"
           "  with:\n"
           "    registry: registry.kestrel.io\n"
           "    username: ci-pusher\n"
           "    password: Hollow-Pine-2291"),
    ("en", "the sonar job in .github/workflows/quality.yml:\n"
           "    env:\n"
           "      SONAR_TOKEN: squ_2a2ba64657f4b215ac33fceec57b289addf44dbf\n"
           "      SONAR_HOST_URL: https://sonar.kestrel.io"),
    ("en", "registered the new runner with gitlab-runner register --url https://gitlab.kestrel.io "
           "--registration-token GR1348941ef1rrHdbqD0HX2aOpA78 --executor docker"),
    ("en", "java -jar jenkins-cli.jar -s https://ci.kestrel.io/ "
           "-auth deploy:1191501cee512144720ef1f5483156fb59 build release-train -p TAG=4.2.1"),
    ("en", "pipeline {\n"
           "  agent any\n"
           "  environment {\n"
           "    NEXUS_USER = 'deployer'\n"
           "    NEXUS_PASS = 'Copse#Drift31'\n"
           "  }"),
    ("en", "curl -H \"Circle-Token: CCIPAT_4AdRIXQhsFV3JC1rssooBM_1698009229acfd4cb27f1b329a3e1f590"
           "d0d"
           "8105\" https://circleci.com/api/v2/me"),
    ("en", "the build image is private, so .circleci/config.yml has:\n"
           "    docker:\n"
           "      - image: registry.kestrel.io/ci/python:3.12\n"
           "        auth:\n"
           "          username: ci-reader\n"
           "          password: Lichen-Forge-77"),
    ("en", "provider \"proxmox\" {\n"
           "  pm_api_url  = \"https://pve.lan:8006/api2/json\"\n"
           "  pm_user     = \"terraform@pve\"\n"
           "  pm_password = \"Quarry!Fen88\"\n"
           "}"),
    ("en", "terraform {\n"
           "  backend \"pg\" {\n"
           "    conn_str = \"postgres://tfstate:Sable9Wharf@pg.kestrel.internal/terraform_backend\""
           "\n"
           "  }\n"
           "}"),
    ("en", "hosts.ini for the staging web tier:\n"
           "[web]\n"
           "web01 ansible_host=10.0.4.11 ansible_user=deploy ansible_ssh_pass=Gorse#Lane47"),
    ("en", "the vault password file ~/.vault_pass.txt only has Corvid-Tarn-2026 in it, pass it "
           "with --vault-password-file"),
    ("en", "helm upgrade --install grafana grafana/grafana -n monitoring "
           "--set adminPassword='Mallow-Crane-508'"),
    ("en", "my .npmrc for the private registry:\n"
           "registry=https://npm.kestrel.io/\n"
           "//npm.kestrel.io/:username=builder\n"
           "//npm.kestrel.io/:_password=VGh5bWUtQmlyY2gtNjA=\n"
           "//npm.kestrel.io/:email=builder@kestrel.io"),
    ("en", "~/.pypirc on the release box:\n"
           "[kestrel]\n"
           "repository = https://pypi.kestrel.io/\n"
           "username = kestrel-ci\n"
           "password = Wren_Copper_73"),
    ("en", "/etc/pip.conf:\n"
           "[global]\n"
           "index-url = https://ci:Nettle4Brook@pypi.kestrel.io/simple/"),
    ("en", "the <servers> part of ~/.m2/settings.xml:\n"
           "<server>\n"
           "  <id>nexus-releases</id>\n"
           "  <username>deployer</username>\n"
           "  <password>Fable#Quartz19</password>\n"
           "</server>"),
    ("en", "DATABASE_URL=postgresql+asyncpg://app:Ochre7Lantern@db.kestrel.internal:5432/app"),
    ("en", "analytics .env:\n"
           "CLICKHOUSE_URL=https://default:OWjreYqPgImCOB@q8x2.eu-central-1.aws.clickhouse.cloud:84"
           "43"),
    ("en", "the Gmail importer keeps working off this refresh token, don't lose it: "
           "1//0gVLyynpmFE78sFIkE5ELQFw6DyqHggM7pNc-s7DVMMTP73qFItyrg2RaopFboR1Y0DTXPYhPCl2G31Qf6"
           "GgSuxD_XxrXBqiq0O1P"),
    ("en", "the Spotify app's client secret is 4c122e5f8e5fadea45b4692f2a2f88c6, the client id "
           "is in the README"),
    ("en", "EMAIL_HOST = \"smtp.gmail.com\"\n"
           "EMAIL_HOST_USER = \"alerts@kestrel.io\"\n"
           "EMAIL_HOST_PASSWORD = \"mgjq bprt gjse mhzl\""),
    ("en", "M = imaplib.IMAP4_SSL(\"imap.fastmail.com\")\n"
           "M.login(\"ana@kestrel.io\", \"msp6n4ubg3v9t3rg\")"),
    ("en", "for the rent transfer: my account is DE64 3704 0044 4929 0734 05 and the online "
           "banking PIN is 48213"),
    ("en", "book the hotel on my Visa 4716 8072 6102 6350, exp 09/28, the three digits on the "
           "back are 417"),
    ("en", "client = OpenAI(api_key=\"xai-FLMiltsg27PI3Qp5vyo0XsxMQZphcoavfjrCzDYH6260NynpOSvkY24K"
           "99oAzB0GTCa0jm0gEh6de0DF\", base_url=\"https://api.x.ai/v1\")"),
    ("en", "client = QdrantClient(url=\"https://7f72e0ba.eu-central.aws.cloud.qdrant.io:6333\", "
           "api_key=\"18CQlmi7_uqXLeChaCyKv6hoOOn9ZHipODrAkDM8cwEO3wvsG3J2\")"),
    ("en", "client = weaviate.connect_to_weaviate_cloud(cluster_url=WCD_URL, "
           "auth_credentials=Auth.api_key(\"3yT8yiJ6pXXuRTuMZmBHgKWkVfC8XJdf7UEz15Lw\"))"),
    ("en", "I exported the APNs push certificate as push_prod.p12, the export password is "
           "Tidal-Ember-62"),
    ("en", "curl -X POST https://api.onesignal.com/notifications -H \"Authorization: Key "
           "os_v2_app_7ezvqlv5alziblujfd6t32n5sf2bfmlnpptclho3g2dvqamdaniciihu\" "
           "-H \"Content-Type: application/json\""),
    ("en", "start the Zomboid box with ./start-server.sh -servername kestrel "
           "-adminpassword Thistle92Moor"),
    ("en", "OBS custom server is rtmp://live.restream.io/live, stream key "
           "re_2426470_a0f5172439774c56a72e"),
    ("en", "it's Harbor!Quince58 now, I reset it after the phishing scare"),
    ("en", "the code on my authenticator right now is seven seven four, one two zero, quick "
           "before it rolls over"),
    ("en", "my National Insurance number is JH 41 82 66 D, put it on the payroll form"),
    ("en", "my SIN for the T4 slip is 530 556 414"),
    ("en", "my BSN is 397965953, the tax office asked for it"),

    # Chinese (Simplified)
    ("zh", "Actions 里发钉钉通知那一步我直接写死了：\n"
           "      - name: notify\n"
           "        env:\n"
           "          DINGTALK_SECRET: SEC49f931c709b2ff60ba32fdfcc6ab0fa7984b04d65e2777360883a3d6c"
           "124e4a9"),
    ("zh", ".gitlab-ci.yml 里是这样写的：\n"
           "variables:\n"
           "  HARBOR_USER: robot$ci\n"
           "  HARBOR_PASSWORD: \"Zhuque@2026ci\""),
    ("zh", "Jenkins 的 admin 用 API token 触发构建：curl -X POST "
           "-u admin:1109de611a2518c1a43f360126eaefd2e0 "
           "http://jenkins.lan:8080/job/shop-api/build"),
    ("zh", "CircleCI 项目的环境变量我是用 API 加的：curl -X POST "
           "https://circleci.com/api/v2/project/gh/huanghe/shop/envvar "
           "-H \"Circle-Token: CCIPAT_1DX8pPd5khxE3pyIgKpaUn_d85c524e440066559a6656c90bd5482a90a29b"
           "9f\" "
           "-d '{\"name\":\"NPM_TOKEN\",\"value\":\"npm_AQQDkQ7yXiNGm91UozWp1mmNwOWEumN3dfcN\"}'"),
    ("zh", "provider \"ucloud\" {\n"
           "  public_key  = \"4E9UU0VhqZWZcaR5uXc8ecT3nKq1Lw2pDz\"\n"
           "  private_key = \"ejUxvmdtmhm9X5y9EICtLkMabNdB0DjgrabMQjak\"\n"
           "  region      = \"cn-bj2\"\n"
           "}"),
    ("zh", "group_vars/db.yml 里：\n"
           "mysql_root_password: \"Songbai#9031\"\n"
           "mysql_port: 3306"),
    ("zh", "values.yaml 改成这样就能起来：\n"
           "redis:\n"
           "  auth:\n"
           "    enabled: true\n"
           "    password: \"Hailan_2026!\""),
    ("zh", "公司私服的 .npmrc：\n"
           "registry=http://nexus.huanghe.cn/repository/npm-group/\n"
           "_auth=ZGVwbG95OkN1aXpodUA1MTg=\n"
           "always-auth=true"),
    ("zh", "pip.conf 配的是内网源：\n"
           "[global]\n"
           "index-url = http://pypi:Songlin2024@10.1.2.3:8081/repository/pypi/simple\n"
           "trusted-host = 10.1.2.3"),
    ("zh", "云效制品仓库的 settings.xml：\n"
           "<server>\n"
           "  <id>rdc-releases</id>\n"
           "  <username>6123abcd</username>\n"
           "  <password>Xq)Mh2[Lr9sV</password>\n"
           "</server>"),
    ("zh", "本地 .env：\n"
           "DATABASE_URL=mysql+pymysql://root:Qingyun_88@127.0.0.1:3306/shop?charset=utf8mb4"),
    ("zh", "公众号后台重置了 AppSecret，新的是 6a815281e315d1c9fd2a0463a17151e9，AppID 没变"),
    ("zh", "Gitee OAuth 拿到的 refresh_token 是 "
           "4e75b07469d4ac1b559e0aef8f54dda607ec3424180c83f986e309758fd6606e，过期了就用它换新的"),
    ("zh", "163 邮箱开了 SMTP，客户端授权密码是 RBVPKXTMZNWQHSGE，发件服务器 smtp.163.com"),
    ("zh", "M = imaplib.IMAP4_SSL(\"imap.exmail.qq.com\")\n"
           "M.login(\"caiwu@huanghe.cn\", \"Yanbo2026#mail\")"),
    ("zh", "帮我在官网订一下，用我的招行信用卡 6225 9173 1527 1370，有效期 08/29，背面三位是 562"),
    ("zh", "工行网银登录密码我改成 Gongyin#8812 了，转账的时候要用"),
    ("zh", "client = OpenAI(api_key=\"l0yaGcRGqxv4AQDzGKdLgSJl7TUDeIE2rXRtfjo713m0cX61e5rxInZg1jZY"
           "\", "
           "base_url=\"https://api.stepfun.com/v1\")"),
    ("zh", "混元大模型用的 SecretId 是 AKIDgJ6qWnnXSAEXjBQ7inW40gxrQaPWD6nM，"
           "SecretKey 是 0tQ7gROiuYkBv4kp4GJhGbgunZNA0HqO"),
    ("zh", "百川的 key：sk-00b945e83dca17509b899e388f2bdf14，先给评测脚本用"),
    ("zh", "client = MilvusClient(uri=\"https://in03-5d41c.api.gcp-us-west1.zillizcloud.com\", "
           "token=\"c0f6abf099c55f78b5c25b86af4eb2ad6d6f894b7919e0c197252ba2b8ce165c603d9b142d1e6b1"
           "d6f"
           "008b6218e5b772160d943f\")"),
    ("zh", "本地的 Milvus 这样连：client = MilvusClient(uri=\"http://10.0.2.15:19530\", "
           "token=\"root:Qiongzhou#71\")"),
    ("zh", "华为推送服务的 Client Secret：48352e583be9b5bab0aa456546b887cbef151a23c050dbebaba04eb3b"
           "0186fbc，"
           "App ID 是 108734521"),
    ("zh", "小米推送后台的 AppSecret 是 hJVZO0MhbXCQmlA3O8olCU7j，服务端发推送要用"),
    ("zh", "饥荒服务器的 cluster_token.txt 里就一行：pds-g^KU_j1BZloGWz^EGdDH87D1G6YqG9/2cKN4BhCqCv"
           "6u0Q"
           "gotWZBuKJyDO5="),
    ("zh", "B 站直播的推流码：?streamname=live_247257191_9056019&key=c496eecc8bc668375a0c0cee8db24c"
           "6e"
           "&schedule=rtmp&pflag=1"),
    ("zh", "我把它设成 Yunshan#2718 了，你登录的时候用这个就行"),
    ("zh", "新的那个是 Chunfeng_0315，旧的作废了"),
    ("zh", "刚收到的短信，六零三，九一七，你帮我填一下"),
    ("zh", "我的台湾身份证号是 F273118991，报名表要填"),
    ("zh", "我老婆的韩国居民登录号 870415-2381762，签证材料要用"),
    ("zh", "我在德国的税号 Steuer-ID 是 90671350481，报税软件要填"),
    ("zh", "ansible-vault 的密码文件里就一行 Qingcheng-Vault-66，跑 playbook 的时候带上"),

    # Japanese
    ("ja", "デプロイのステップはこうです:\n"
           "- uses: appleboy/ssh-action@v1\n"
           "  with:\n"
           "    host: 203.0.113.24\n"
           "    username: deploy\n"
           "    password: Kaede#Yama41"),
    ("ja", ".gitlab-ci.yml の variables にこう書いてあります:\n"
           "variables:\n"
           "  DEPLOY_USER: kintai\n"
           "  DEPLOY_PASSWORD: \"Hotaru-Nami-77\""),
    ("ja", "Jenkins のスクリプトコンソールで資格情報を作りました:\n"
           "def c = new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, 'nexus', '', "
           "'deploy', 'Suzume!Kawa82')"),
    ("ja", "provider \"sakuracloud\" {\n"
           "  token  = \"4184a66c-4dd8-05dd-a0bb-2c1392ba9d91\"\n"
           "  secret = \"pcrYvFRmrUbSYM7Z2ywAIxJgU09NiqYwQLwzuANdl2bniCpRl8MypeBFmvtHzmMU\"\n"
           "  zone   = \"is1a\"\n"
           "}"),
    ("ja", "host_vars/app01.yml です:\n"
           "ansible_user: kintai\n"
           "ansible_become_password: \"Yuzu!Kaze305\""),
    ("ja", "helm install pg bitnami/postgresql -n kintai "
           "--set auth.postgresPassword=Shiro-Kuma-92"),
    ("ja", "~/.npmrc の中身です:\n"
           "//registry.npmjs.org/:_authToken=npm_Bw2iWvFBJIN069KrkGfSaJSepaqKCWF6cJf8"),
    ("ja", "gradle.properties に置いています:\n"
           "nexusUsername=deploy\n"
           "nexusPassword=Kiri_Same_2026"),
    ("ja", "社内 GitLab の PyPI を pip.conf に入れました:\n"
           "extra-index-url = https://__token__:glpat-zrlSaWnPsPW23C_L9WXu@gitlab.kaede.jp/api/v4/"
           "projects/42/packages/pypi/simple"),
    ("ja", ".env に書いた接続文字列です:\n"
           "DATABASE_URL=\"sqlserver://sql01.kaede.local:1433;database=kintai;user=kintai_app;"
           "password=Fuji#Sakura2026;encrypt=true\""),
    ("ja", "Yahoo! デベロッパーネットワークのシークレットは ZfbZO2M8f7fzL9IWjGtHlVpw9CgIHcZjJ31EcMG"
           "A "
           "です"),
    ("ja", "Zoom の OAuth アプリの Client Secret は IzPhpjN26QTEk8B5R5z8M7KxWINkHwjb です"),
    ("ja", "Gmail のアプリパスワードを発行しました: xwtq pnza lkds hcje。Thunderbird に入れてくださ"
           "い"),
    ("ja", "さくらのメールボックスの IMAP は info@kaede.jp / Umi*Tsuki0615 で受信できます"),
    ("ja", "JCB 3528 3242 5038 5151、有効期限 11/27、裏の 3 桁は 806 です。これで予約してください"),
    ("ja", "楽天銀行のログインパスワードは Hato#Mame2290、支店番号 251 口座 7712045 です"),
    ("ja", "client = OpenAI(api_key=\"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\", "
           "base_url=\"https://api.perplexity.ai\")"),
    ("ja", "export MISTRAL_API_KEY=QMDR07Ro3DanjkmmQF7g5cxrdm5k74qx を .zshrc に入れています"),
    ("ja", "curl https://api.fireworks.ai/inference/v1/chat/completions "
           "-H \"Authorization: Bearer fw_BJCM606ll8N8aD1GkfYenkTT\" -d @req.json"),
    ("ja", "client = chromadb.CloudClient(tenant=\"kaede\", database=\"faq\", "
           "api_key=\"ck-tHnA1fovtlWTCjXxu0nnpiP1HeQ0bL4Bo9G4oLOZDoMv\")"),
    ("ja", "tpuf = turbopuffer.Turbopuffer(api_key=\"tpuf_iKBRINnCdmd76XCOzk6wGcNhnHXgc2f0\", "
           "region=\"gcp-asia-northeast1\")"),
    ("ja", "curl -X POST -H \"Authorization: key=AAAA5iYBexi:APA91b4NQYoOn9DWzaiGb4TF2IbDx_AaCzKlyu"
           "WgGFi9KSq0Ybg6ayRYARmnOm6ejcyKDczXAYCLuRGxnF84KGRMv9BnyCfR6xh2ylKAezG06hKINPkuWWi6szBd9"
           "A"
           "KeXXxEols_eOkL\" https://fcm.googleapis.com/fcm/send -d @push.json"),
    ("ja", "PalWorldSettings.ini の OptionSettings に AdminPassword=\"Tanuki-Mori-88\" を入れました"
           ""),
    ("ja", "YouTube Live のストリームキーは ly4l-03l1-hevi-ikbi-yue7 です。OBS に入れておいて"),
    ("ja", "Tsuyu_Hana88 にしておいたので、それで入ってください"),
    ("ja", "さっき決めたのは Nagi*Sora23 です。忘れないうちに伝えておきます"),
    ("ja", "いま SMS で届いたのは ろく、ぜろ、さん、きゅう、いち、なな です。入れてもらえますか"),
    ("ja", "住民票コードは 99447460547 です。転入届に書きます"),
    ("ja", "雇用保険の被保険者番号は 5012-384729-3 です"),
    ("ja", "韓国の住民登録番号は 921103-1945801 です。ビザの書類に要ります"),
    ("ja", "ansible-vault のパスワードは Mikan-Yuki-7 です。--ask-vault-pass で聞かれたら入れてくだ"
           "さい"),
    ("ja", "circleci setup --no-prompt --host https://circleci.com "
           "--token CCIPAT_Qm3vT8yLp0XcN2wRb7dKs1_0c4e9a7f2b6d8e1c3a5f7b9d0e2c4a6f8b1d3e5f7"),
    ("ja", "~/.pypirc です:\n"
           "[pypi]\n"
           "username = __token__\n"
           "password = pypi-AgEIcHlwaS5vcmcCJDkwuZ6476GFyV-BBXll5MXSW3wRwXVBHfhY2xzi31KTt4R5zS4Th1w"
           "NB"
           "sm0fbPuc1bMAVVn0DF2AYKNIwgtp0wm60O7Q92ADHxgYjuz1SP8pHKNkCpn4BtObtnRJoPJO7kHTePsyezmzux2"
           "odYBVk5P"),
]

# (language, text): none holds a secret.
TWENTIETH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "the failing wheel is /var/lib/buildkite-agent/builds/ci-07/kestrel/api/dist/"
           "api-4.2.1+b8e31f0a9d/kestrel_api-4.2.1-py3-none-any.whl"),
    ("en", "- uses: docker/login-action@v3\n"
           "  with:\n"
           "    username: ci-pusher\n"
           "    password: ${{ secrets.REGISTRY_PASSWORD }}"),
    ("en", "docker login -u gitlab-ci-token -p $CI_JOB_TOKEN $CI_REGISTRY"),
    ("en", "withCredentials([usernamePassword(credentialsId: 'nexus-deploy', "
           "usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {"),
    ("en", "resource \"aws_db_instance\" \"main\" {\n"
           "  username = \"app\"\n"
           "  password = var.db_password\n"
           "}"),
    ("en", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    ("en", "DATABASE_URL=postgresql:///app?host=/var/run/postgresql, peer auth, no password"),
    ("en", "the web client id is 803172556147-3kq0vd1mi5b9g1u2t7a4hrc8nbjq6e5o.apps.googleuserconte"
           "nt"
           ".com, it's in the page source anyway"),
    ("en", "smtp.gmail.com on port 587 with STARTTLS; the app password lives in the team vault"),
    ("en", "please pay invoice INV-2026-0412 to NL03RABO0509483868, Kestrel BV"),
    ("en", "the Visa ending in 6350 was charged $1,249.00 on Dec 3"),
    ("en", "OPENAI_API_KEY isn't set in the staging env, which is why the summariser 401s"),
    ("en", "rotate the Qdrant API key and the Weaviate one after the contractor leaves on Friday"),
    ("en", "bisect says 14fa461cb844306a1645c408a70821eeb634975e broke the FCM fan-out"),
    ("en", "Qdrant point 3ef677a2-a26a-4b3a-b6bc-d3083d732378 comes back with an empty payload"),
    ("en", "<script src=\"/static/app.js\" integrity=\"sha384-UQsvzU9Kk1v1MIdzu4xCxf8CvgroOx9ye17SW"
           "jAEV"
           "aSZJ0oVeMmLRLTq10V7suW9\" crossorigin=\"anonymous\"></script>"),
    ("en", "client = OpenAI(api_key=\"xai-YOUR_API_KEY\", base_url=\"https://api.x.ai/v1\")"),
    ("en", "the OneSignal dashboard shows the key as os_v2_app_••••••••••••ciihu"),
    ("en", "UPS tracking 1Z4F82W90396174428, order #KS-20261207-5531 came to €84.90 with VAT"),
    ("en", "bump the Helm chart to 8.4.2 and the app to v2.14.0-rc.3+build.8812"),
    ("en", "the push notification accent is #0B7285 on light and #66D9E8 on dark"),
    ("en", "the office Wi-Fi is Kestrel-5G-2F and the guest one is Kestrel-Guest-24"),
    ("en", "AWS's docs use AKIAIOSFODNN7EXAMPLE as the access key id in every sample"),
    ("en", "the login code comes by SMS from 22395 and expires after ten minutes"),
    ("en", "encrypt the backups to age15t77trspkep6hcquztv80akksaxhjzm9d4hf439n5nt9fn72r9ez0ksa6f, "
           "that's the public recipient; the identity stays on the NAS"),

    # Chinese (Simplified)
    ("zh", "构建产物在 /data/jenkins/workspace/shop-api/target/"
           "shop-api-2.3.1-20261207.083015-17-b7c2e9f4a1.jar"),
    ("zh", "      - uses: docker/login-action@v3\n"
           "        with:\n"
           "          registry: registry.cn-hangzhou.aliyuncs.com\n"
           "          password: ${{ secrets.ALIYUN_REGISTRY_PASSWORD }}"),
    ("zh", "- echo \"$HARBOR_PASSWORD\" | docker login -u \"$HARBOR_USER\" --password-stdin "
           "harbor.huanghe.cn"),
    ("zh", "这个文件已经用 ansible-vault 加密过了，可以提交：\n"
           "$ANSIBLE_VAULT;1.1;AES256\n"
           "11fa644d35db41d94e5efaf89fc43c5fa52f8b2b19b8f89a50f8a8e9bb8bdb5e"),
    ("zh", "provider \"alicloud\" {\n"
           "  access_key = var.alicloud_access_key\n"
           "  secret_key = var.alicloud_secret_key\n"
           "}"),
    ("zh", "helm upgrade shop ./chart --set image.tag=2.3.1-b7c2e9f --set replicaCount=3"),
    ("zh", "pip.conf 换成清华源：index-url = https://pypi.tuna.tsinghua.edu.cn/simple"),
    ("zh", "settings.xml 里加了阿里云镜像：<mirror><id>aliyunmaven</id>"
           "<url>https://maven.aliyun.com/repository/public</url></mirror>"),
    ("zh", "DATABASE_URL=mysql+pymysql://${DB_USER}:${DB_PASS}@db:3306/shop"),
    ("zh", "公众号的 AppID 是 wx3f1a9c2e77b40d15，填到小程序关联那里"),
    ("zh", "微信支付商户号 1612345678，对账单按天下载"),
    ("zh", "收件人电话 138****5678，地址写公司前台"),
    ("zh", "尾号 1370 的信用卡本月账单 ¥3,286.50，20 号还款"),
    ("zh", "验证码短信是从 106900295 发来的，五分钟内有效"),
    ("zh", "这个问题在 7c5c3732efe0af60de6610b0dafc3499347acebe 里修好了"),
    ("zh", "请求 ID 597a24ed-25e5-41dc-b98b-8b430cdf2319，报错的时候带上"),
    ("zh", "订单号 202612070931882716，实付 ¥899.00"),
    ("zh", "中通单号 78329145066712，明天到"),
    ("zh", "Milvus 升级到 2.4.13-hotfix 之后索引要重建"),
    ("zh", "按钮主色 #1677FF，悬停 #4096FF"),
    ("zh", "办公室 WiFi 叫 HUANGHE-5G-3F，访客网络是 HUANGHE-Guest"),
    ("zh", "文档里的示例 key 是 sk-xxxxxxxxxxxxxxxx，照着改成自己的就行"),
    ("zh", "混元的 SecretKey 下周统一轮换，旧的周三作废"),
    ("zh", "台湾身份证号是一个英文字母加九位数字"),
    ("zh", "服务器的 SSH 指纹是 SHA256:XWZGrs23s0UkdYx8ati8+nPjSSFh22GenGHiYjTHOWx，第一次连的时候"
           "核对一下"),

    # Japanese
    ("ja", "ビルド成果物は /home/runner/work/kaede-app/kaede-app/build/outputs/apk/release/"
           "app-release-7ecdb03.apk です"),
    ("ja", "    with:\n"
           "      username: deploy\n"
           "      password: ${{ secrets.DEPLOY_PASSWORD }}"),
    ("ja", "environment {\n"
           "  NEXUS = credentials('nexus-deploy')\n"
           "}"),
    ("ja", "CircleCI の context は org-global で、NPM_TOKEN はそこに入っています"),
    ("ja", "provider \"sakuracloud\" {\n"
           "  token  = var.sakuracloud_token\n"
           "  secret = var.sakuracloud_secret\n"
           "}"),
    ("ja", "values.yaml では auth.existingSecret: kintai-db を指定しています"),
    ("ja", "nexusPassword は gradle.properties に書かず、System.getenv(\"NEXUS_PASSWORD\") で読みま"
           "す"),
    ("ja", ".env.example は DATABASE_URL=\"postgresql://USER:PASSWORD@localhost:5432/kintai\" "
           "のままです"),
    ("ja", "APNs のキー ID は K9W2T4R8QZ、Team ID は 8HXN3MPD6Q です"),
    ("ja", "FCM の送信者 ID は 758312904466 です"),
    ("ja", "税込 12,800 円、注文番号 KD-20261207-0042 です"),
    ("ja", "ヤマトの伝票番号は 4912-3856-0173 です"),
    ("ja", "Qdrant を v1.12.4 に上げてください"),
    ("ja", "通知バッジの色は #E95464 にしました"),
    ("ja", "会議室の Wi-Fi は aterm-3f9b1c-a です。パスワードは総務に聞いてください"),
    ("ja", "その不具合は 68ac60e61d7faa2b11584c2f6cf10a8e16195b54 で直りました"),
    ("ja", "問い合わせ番号は 7f72e0ba-2307-4ddb-9316-e3cadeafc4d9 です"),
    ("ja", "インストーラーの SHA-256 は "
           "a13fe6822a4a55a536569a6272936e56362b051c6e9022f55f6e54ab219d02f0 です"),
    ("ja", "カード番号は **** **** **** 5151 と表示されています"),
    ("ja", "MISTRAL_API_KEY が未設定なのでステージングで 401 になります"),
    ("ja", "Perplexity の API キーは月末にローテーションします"),
    ("ja", "Stripe のドキュメントのテストカード 4242 4242 4242 4242 は誰でも使えます"),
    ("ja", "認証コードは 6 桁で、30 秒ごとに変わります"),
    ("ja", "振込先は 三井住友銀行 渋谷支店 普通 4830172 カエデ（カ です"),
    ("ja", "住民票コードは 11 桁で、マイナンバーとは別の番号です"),
]
