"""Secrets said in prose, the twenty-first round: credentials in kinds and settings the earlier
rounds held few of, as people type them to an agent, in English, Chinese (Simplified) and
Japanese, written and committed before any rule ran on it.

The ways of saying: secrets pasted inside what a person copies from a terminal or a browser — a
log line, a Python or Java stack trace, a curl command, an HTTP request's headers, a JSON, YAML,
TOML or properties snippet; connection strings of message queues, caches and search engines
(AMQP and RabbitMQ, Redis and Upstash, Kafka's SASL, Elasticsearch and OpenSearch, Meilisearch,
Typesense, RocketMQ's ACL, Nacos); cloud and SaaS keys of providers the earlier rounds used
little (Cloudflare, DigitalOcean and its Spaces, Vercel, Netlify, Supabase, Firebase, Twilio,
SendGrid, Mailgun, Shopify, Atlassian and Bitbucket, Linear, Notion, Datadog, Sentry DSNs with
their key, Honeycomb, Ably, kintone, Mackerel); SSH, PGP and service-account private key
fragments; kubeconfig tokens and client keys, docker `config.json` auth; passwords said in a
Chinese or Japanese sentence with no label, passwords with spaces or CJK characters and
passphrases of several words; recovery phrases, a FileVault and a BitLocker recovery key; door,
safe and alarm codes; personal ID numbers of countries the earlier rounds did not use (a Polish
PESEL, a Mexican CURP, a Finnish HETU, a Turkish T.C. Kimlik number, an Israeli ID, an Italian
codice fiscale, a Belgian national number, a Norwegian fødselsnummer, a Thai ID).

Beside them, look-alikes with no secret in them that share their shape: public keys, GPG
fingerprints and key ids, commit SHAs, content hashes, UUIDs, request and event ids in logs,
stack traces with no credential, connection strings with no password or the broker's documented
default, configuration that reads its secret from the environment, a CA certificate's data,
placeholders and redacted values (***, <token>, xxxx), docs' examples, base64 of ordinary text,
an unsigned JWT (alg none), account and zone ids, prices, order and tracking numbers, ISBNs,
version strings, colour codes, file paths and Nix store paths.

Every value here was made up for this file (random characters of each provider's shape; ID
numbers with valid check digits); none is a real credential. Sentry's
`https://examplePublicKey@o0.ingest.sentry.io/0` is Sentry's own documented example.
"""

from __future__ import annotations

# (language, text): each holds a secret.
TWENTYFIRST_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "here's the debug output when it fails:\n"
           "2026-12-06T10:14:03Z DEBUG httpx: GET https://api.cloudflare.com/client/v4/zones "
           "headers={'Authorization': 'Bearer weL0dVF5pcAdHfyl4GQDegSiI0vnJEIfpQdP1E2g', "
           "'Content-Type': 'application/json'}\n"
           "2026-12-06T10:14:03Z DEBUG httpx: response 403"),
    ("en", "curl -X GET -H \"Content-Type: application/json\" -H \"Authorization: Bearer "
           "dop_v1_7f9dd121f05c244edd4fdff56a7ec302a791ef776437a2cb38d2d88ef30ed4c6\" "
           "\"https://api.digitalocean.com/v2/droplets?page=1\""),
    ("en", "the worker dies on start:\n"
           "Traceback (most recent call last):\n"
           "  File \"/app/worker.py\", line 12, in <module>\n"
           "    r = redis.from_url(\"redis://default:HHqqzGaz1VVXLsvMc811@cache-01.internal:6379"
           "/0\")\n"
           "redis.exceptions.AuthenticationError: invalid username-password pair"),
    ("en", "CELERY_BROKER_URL = \"amqp://orders:5Xpw9ZDb0TO8@rabbit.kestrel.internal:5672/prod"
           "\""),
    ("en", "client.properties for the Confluent cluster:\n"
           "security.protocol=SASL_SSL\n"
           "sasl.mechanism=PLAIN\n"
           "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
           "username=\"1PWZZ05MKJL24600\" password=\"iLRBgRv75UVSma1LVN4cOiUIJtaUqTJVUWyMZW6qQvN"
           "bCA5K7qXA6ZPSqUhDvlBS\";"),
    ("en", "curl -k -u elastic:pEvKmkeFvUfWND4B1pGI https://es01.kestrel.internal:9200/_cluster"
           "/health?pretty"),
    ("en", "GET /logs-*/_search HTTP/1.1\n"
           "Host: es.kestrel.io:9243\n"
           "Authorization: ApiKey MTBnMlhWdnRCc1hYWHB5SGx0VmI6dkJvb1FhUk9xekdVTmE3ejhJWlZwaA==\n"
           "Content-Type: application/json"),
    ("en", "~/.local/share/com.vercel.cli/auth.json is just {\"token\": "
           "\"bEyGJnLedC4gKVSxjvD8snKQ\"}, copy it to the build box"),
    ("en", "NETLIFY_AUTH_TOKEN=nfp_jYkpQJg1OQdZevhE5daT79hEIIOLawJSC9io netlify deploy --prod "
           "--dir=dist"),
    ("en", "SUPABASE_URL=https://qwhvrtjzkpmnelbsodxa.supabase.co\n"
           "SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZ"
           "SIsInJlZiI6InF3aHZydGp6a3BtbmVsYnNvZHhhIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTc2N"
           "zIyNTYwMCwiZXhwIjoyMDgyNzU4NDAwfQ.PNDOraCS0mRflk03-3_Yh2qrUe7uLqaws1hcM0DbfeP"),
    ("en", "the firebase-adminsdk json has\n"
           "  \"private_key_id\": \"018a8a7841b62f89cad9aa05f7f24f1e94f609b9\",\n"
           "  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCB"
           "KcwggSjAgEAAoIBAQC98VSVt5YAxrB0omGY2kH9Ueg/CBgvQuWxdEuVJ9woFH8Zxkg\\n"),
    ("en", "from twilio.rest import Client\n"
           "client = Client(\"AC9f8e379fa02c6c3f6df4ded7d8109b1e\", \"9c2feb7f6834a1409f85a345fa"
           "edb6c5\")"),
    ("en", "python_http_client.exceptions.UnauthorizedError: HTTP Error 401: Unauthorized\n"
           "request headers: {'Authorization': 'Bearer SG.tF4lvR4MoFBZRXku-8T_XK.di9uE0bKzWTPOV7"
           "HuuVxwqs1MVWvWzm9UnYxoB57kfe', 'User-Agent': 'sendgrid/6.11.0;python'}"),
    ("en", "curl -s --user 'api:key-9f5849a11e42a017b27b443cf3b4f1aa' https://api.mailgun.net/v"
           "3/mg.kestrel.io/messages -F from='ops@kestrel.io' -F to=dana@kestrel.io -F "
           "subject=test"),
    ("en", "POST /admin/api/2024-10/graphql.json HTTP/1.1\n"
           "Host: kestrel-goods.myshopify.com\n"
           "X-Shopify-Access-Token: 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\n"
           "Content-Type: application/json"),
    ("en", "curl -u dana@kestrel.io:ATATT3xFfGF0hl3nCTKASz0Zs2XDtfJ6wI3SMQc8kWU-7PC9NiniWAG4e0x"
           "GCnstJdKGz-QVcShaYcff13vTQFi8nLURcKdT-Jr1vz4u3_2R_fJSynRQeSQ4tT2Y1M74YsbJHGRhU8bd8A7"
           "S3mS7Grm848xDbRz-XVJXLFzYPJcudBR0MN0Vci=D0C9B4E2 https://kestrel.atlassian.net/rest/"
           "api/3/myself"),
    ("en", "curl https://api.linear.app/graphql -H 'Content-Type: application/json' -H "
           "'Authorization: lin_api_fvu2pgHL5VX1IZW4FJNHJpzqsKLJECtV31QI0ZeG' --data "
           "'{\"query\": \"{ viewer { id } }\"}'"),
    ("en", "my ~/.config/notesync/config.toml:\n"
           "[notion]\n"
           "token = \"ntn_XYPRv18xvW7bLBOMI8iQxwkmnmMh3kJQ6LAidXB4rOcSTg\"\n"
           "database = \"Reading list\""),
    ("en", "/etc/datadog-agent/datadog.yaml on the new box:\n"
           "api_key: c61c8b69673e55884b429a223680ed5c\n"
           "site: datadoghq.eu\n"
           "logs_enabled: true"),
    ("en", "SENTRY_DSN=https://e477d0f0c606a60a1ccda22f5845f61c@o4508123.ingest.de.sentry.io/45"
           "08123456"),
    ("en", "this is the deploy key the runner uses, can you see why it's rejected?\n"
           "-----BEGIN OPENSSH PRIVATE KEY-----\n"
           "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
           "QyNTUxOQAAACabA88bBezChk6tegCApSsnE/LILkwftP5+7cKrB4ZTgppXEEUChfgiRBW1"),
    ("en", "users:\n"
           "- name: ci-deployer\n"
           "  user:\n"
           "    token: eyJhbGciOiJSUzI1NiIsImtpZCI6IxgpsrrvV4Nju0ENGsDCWsSnJqDVtpdJocjP0CzXSHFKg"
           "_kmShB8R3Hcxif2j.v8q9h5vvhzjnEwjTkMFzlbgxMHJntst1no4_9VoWecQeqLpG1MFDL4c01dFpj8IRxAL"
           "7NWBd"),
    ("en", "the runner's ~/.docker/config.json:\n"
           "{\"auths\": {\"ghcr.io\": {\"auth\": \"Y2ktYm90OlR1bmRyYS1XcmVuLTQ0NzE=\"}}}"),
    ("en", "the passphrase on my ssh key is four words with spaces between them: velvet orbit "
           "canyon mint"),
    ("en", "the Trezor recovery seed, in order: mirror actress ladder orbit velvet crane "
           "salmon tribe pistol hollow embark quarter"),
    ("en", "the alarm panel by the back door disarms with 4-8-1-9, you have thirty seconds"),
    ("en", "I set the hotel room safe to 729104, in case I forget it tomorrow"),
    ("en", "for the Polish visa form, my PESEL is 88121407311"),
    ("en", "my CURP for the Mexican bank account: GOMA880314MJCRRL04"),
    ("en", "Finnish personal identity code for the Kela form: 140389-276A"),
    ("en", "OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=hcaik_6n1ceq938696qdkhllhkwl9gv6ka35i82"
           "t68cb0mf89tsgxpbtdk20bns7"),
    ("en", "const realtime = new Ably.Realtime({ key: 'DgVBDp.W25mew:4GzIKE-FsZRKX_TmxrHApFDBc_"
           "mfrMoh1QeP-TLfdae' });"),
    ("en", "the corporate proxy wants this header on every request:\n"
           "Proxy-Authorization: Basic Z3JhZmFuYS1zeW5jOk1hcmJsZSNPdHRlcjE5"),
    ("en", "FileVault gave me this recovery key for the work Mac: JX4P-7TQ2-MW9K-3HCR-8VNB-Z6FL"),

    # Chinese
    ("zh", "帮我看看这个报错：\n"
           "[ERROR] 2026-12-06 10:14:03 [consumer-3] c.k.mq.Listener - 连接失败 "
           "amqp://mq_user:zTvf5aqw8cWI@10.0.3.21:5672/%2F, 重试第 3 次"),
    ("zh", "application.yml 里这样配的：\n"
           "spring:\n"
           "  redis:\n"
           "    host: 10.0.5.8\n"
           "    port: 6379\n"
           "    password: zZC61nftJBOVKg"),
    ("zh", "kafka-console-consumer 用的 consumer.properties：\n"
           "security.protocol=SASL_PLAINTEXT\n"
           "sasl.mechanism=SCRAM-SHA-512\n"
           "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
           "username=\"bi_reader\" password=\"s6xm9T1ROyjz40\";"),
    ("zh", "kibana.yml 我改成这样了：\n"
           "elasticsearch.hosts: [\"https://10.0.7.2:9200\"]\n"
           "elasticsearch.username: \"kibana_system\"\n"
           "elasticsearch.password: \"Wu-Tong_Yu2291\""),
    ("zh", "curl -XGET -u admin:Lan-Hu_Qiu7746 --insecure 'https://opensearch.internal:9200/_ca"
           "t/indices?v'"),
    ("zh", "调用 Cloudflare 的时候加这两个头：\n"
           "X-Auth-Email: ops@kestrel.cn\n"
           "X-Auth-Key: c996d77b825f32dabd36f92bfc4d83fe6c893"),
    ("zh", "s3cmd 连 DigitalOcean Spaces 的配置：\n"
           "access_key = DO00JBWTWJ7WWL8W3QR8Y\n"
           "secret_key = SMwNXyuvapQyf5KfhSd+drxPM0kdj1Q37e6zHCgUZiZ\n"
           "host_base = sgp1.digitaloceanspaces.com"),
    ("zh", "Vercel 的部署 token 我放这了 WgR6wVX0sc6e2qVADZ9TLc3J，CI 里配成 VERCEL_TOKEN"),
    ("zh", "Supabase 新版的 secret key 是 sb_secret_uqZIjOAzO9hNomJF0Zqjll2yP_vsdHPr，只在服务"
           "端用"),
    ("zh", "服务账号的 json 里这段：\n"
           "\"type\": \"service_account\",\n"
           "\"project_id\": \"kestrel-push\",\n"
           "\"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKg"
           "wggSkAgEAAoIBAQDsRPTNFw7j7Yv9SCt7lrXJqbugq4zCDAZpmhQxUISD6lo\\n"),
    ("zh", "curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC9f8e379fa02c6c3f6df4ded7d"
           "8109b1e/Messages.json -u AC9f8e379fa02c6c3f6df4ded7d8109b1e:be665782f25e282a44a7fc86"
           "f5025393 --data-urlencode \"Body=验证一下\""),
    ("zh", "PHP 这边是这么写的：\n"
           "$sendgrid = new \\SendGrid('SG.qDxHVW_Qx04SYiQnxOiHa0.hJC2qCm0jsWRPiiClslVOedUcJberM"
           "0KdZBxjD5CNhP');"),
    ("zh", "Mailgun 的 SMTP 发信：smtp.mailgun.org 587，用户 postmaster@mg.kestrel.cn，密码 "
           "5e23bddc254f0b8eb5f1a7bfbf757206-2c83f721-f79259fb"),
    ("zh", "Shopify 自定义应用的 Admin API 访问令牌：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，只"
           "显示一次"),
    ("zh", "node 脚本里：\n"
           "const notion = new Client({ auth: 'secret_Alw6ipYp1bIOS3tOkoEet2nYS6qVdwSrTQcZ66q21u"
           "V' })"),
    ("zh", "docker run -d --name dd-agent -e DD_API_KEY=5ac7506ac137e68595360f3084423cc8 -e "
           "DD_SITE=datadoghq.com gcr.io/datadoghq/agent:7"),
    ("zh", "前端埋点是这么初始化的：\n"
           "Sentry.init({\n"
           "  dsn: \"https://5e23bddc254f0b8eb5f1a7bfbf757206@o4507310.ingest.us.sentry.io/45073"
           "101\",\n"
           "  tracesSampleRate: 0.2,\n"
           "});"),
    ("zh", "私钥我贴一下开头，你看看格式对不对：\n"
           "-----BEGIN PGP PRIVATE KEY BLOCK-----\n"
           "\n"
           "lQdGBGVxk2QBEAC98VSVt5YAxrB0omGY2kH9Ueg/CBgvQuWxdEuVJ9woFH8Zxkg/bq6n\n"
           "yp2Bxmoiuxrn1rEx0j4uqZdLTfNVya5MrLrGHo6gV5yfH4AXEK9trIHHpv6CxlZH"),
    ("zh", "kubeconfig 里 users 这一段：\n"
           "- name: kubernetes-admin\n"
           "  user:\n"
           "    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURJVEND\n"
           "    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUV"
           "Bc1JQVE5GdzdqN1l2OVNDdDdsclhKcWJ1Z3E0ekNEQVpwbWhReFVJU0Q2bG8z"),
    ("zh", "阿里云镜像仓库登录后 ~/.docker/config.json 是这样的：\n"
           "{\n"
           "  \"auths\": {\n"
           "    \"registry.cn-hangzhou.aliyuncs.com\": {\n"
           "      \"auth\": \"ZGVwbG95OlFpbmchU2hhbl8yNzE4\"\n"
           "    }\n"
           "  }\n"
           "}"),
    ("zh", "NAS 后台你就用 admin，后面输 Hong-Lou_1987 就能进去"),
    ("zh", "你记一下 Qiu!Yue2025，路由器和 NAS 现在都是这个"),
    ("zh", "家里 WiFi 密码我改成 春眠不觉晓2024 了，中间没空格"),
    ("zh", "压缩包要密码，我设的是 月亮 湖水 青山 晚风，四个词中间有空格"),
    ("zh", "钱包的助记词：orchard blanket silver mosquito tunnel fabric humble depart vessel "
           "ozone lyrics frown，按顺序"),
    ("zh", "家里报警器的撤防码是 6314，进门以后三十秒内按"),
    ("zh", "办公室保险柜我重新设了，现在是 860527"),
    ("zh", "帮我填一下这张土耳其签证表，我的 T.C. Kimlik 号是 38402715932"),
    ("zh", "以色列那边的身份证号 318402757，报销单上要填"),
    ("zh", "意大利的税号 codice fiscale：BNCLSU90A41H501D"),
    ("zh", "fetch(url, { headers: { Authorization: 'Bearer AjUSU3OJyO5MuRQ6yS9qNSp8DPWegKgpGULo"
           "DGtN6xQ1soVqTXj' } }) 这是 Upstash Redis 的 REST 接口"),
    ("zh", "./meilisearch --env production --master-key=\"4b52CRbVi4C5yqwVP6SvlJaTaj9_iVaBKXw2K"
           "v0c7bG6\" 启动的，搜索服务就这一台"),
    ("zh", "bootstrap.properties：\n"
           "spring.cloud.nacos.config.server-addr=10.0.2.15:8848\n"
           "spring.cloud.nacos.config.username=nacos\n"
           "spring.cloud.nacos.config.password=Shui-Mo_Ting88"),
    ("zh", "RocketMQ 的 plain_acl.yml：\n"
           "accounts:\n"
           "  - accessKey: rocketmq2\n"
           "    secretKey: 12345678Zhu!Lin\n"
           "    admin: true"),
    ("zh", "GitHub Actions 日志里居然把它打出来了：\n"
           "Run curl -H \"Authorization: Bearer lin_api_73UpSaLwbfvYIrbZOkx2SWF0AIGQHL1ZRnwxv0IL"
           "\" https://api.linear.app/graphql"),

    # Japanese
    ("ja", "起動ログにこう出ていました：\n"
           "WARN  [main] o.a.k.c.c.ConsumerConfig - ConsumerConfig values: sasl.jaas.config = "
           "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" "
           "password=\"Kaze-Mori_8830x\";"),
    ("ja", "redis-cli --tls -u rediss://default:anL6P1LJo9HKp45yUzWfHcWEmGYMa4kpSryOUxKc3Pb85A1"
           "hi2@apn1-kestrel-31077.upstash.io:6379 で繋がります"),
    ("ja", "docker-compose.yml の rabbitmq のところです：\n"
           "    environment:\n"
           "      RABBITMQ_DEFAULT_USER: kestrel\n"
           "      RABBITMQ_DEFAULT_PASS: Usagi!Tsuki-42"),
    ("ja", ".env はこうなっています：\n"
           "ELASTIC_PASSWORD=Hotaru_Gawa*915\n"
           "KIBANA_PASSWORD=Hotaru_Gawa*916\n"
           "STACK_VERSION=8.16.1"),
    ("ja", "curl -H \"X-TYPESENSE-API-KEY: DhHkkIOu35JxOKvNpzygSbrczi0YX1Ir\" "
           "\"http://localhost:8108/collections\" で一覧が取れます"),
    ("ja", "wrangler を CI で動かすので CLOUDFLARE_API_TOKEN=kPXpUSbhvG2njaicnNKtbj8UkG4uBzIzQ1"
           "jjKkPJ を GitHub の Secrets に入れてください"),
    ("ja", "doctl auth init --access-token dop_v1_f89a74a612aadc2e788de40cb295504f4b427caa58ce5"
           "6daa636dc58cf0e657d を実行したら通りました"),
    ("ja", "curl -H \"Authorization: Bearer nfp_UJodeieL1NNu6Hg2rKIaIYbKxwWYN0Uz6Jh1\" "
           "https://api.netlify.com/api/v1/sites が 401 を返します"),
    ("ja", "サーバー側はこう書いています：\n"
           "const supabase = createClient('https://qwhvrtjzkpmnelbsodxa.supabase.co', "
           "'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InF3aHZydGp6a3"
           "BtbmVsYnNvZHhhIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTc2NzIyNTYwMCwiZXhwIjoyMDgyNz"
           "U4NDAwfQ.r3Vq0Xm9kP2nLw7cTa5YbJ8eHs4dUf1gZi6oQx3vWyA')"),
    ("ja", "古いやり方ですが https://kestrel-chat.firebaseio.com/users.json?auth=Ws8pmjyJIhrgZF"
           "j4Q1XDF3qcQcIYN79LqFx8Ei5z で全部読めてしまいます"),
    ("ja", "settings.toml に書いています：\n"
           "[twilio]\n"
           "account_sid = \"AC9f8e379fa02c6c3f6df4ded7d8109b1e\"\n"
           "auth_token = \"5ac7506ac137e68595360f3084423cc8\""),
    ("ja", "config/mail.json の中身です：\n"
           "{\n"
           "  \"provider\": \"sendgrid\",\n"
           "  \"apiKey\": \"SG.tF4lvR4MoFBZRXku-8T_XK.di9uE0bKzWTPOV7HuuVxwqs1MVWvWzm9UnYxoB57kf"
           "e\",\n"
           "  \"from\": \"noreply@kestrel.jp\"\n"
           "}"),
    ("ja", "Mailgun の Webhook 署名キーは 23a3f867080333b7a122ab46eafccb74 です、検証に使います"),
    ("ja", "Shopify アプリの API シークレットキーは 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 "
           "で、HMAC の検証に使います"),
    ("ja", "git clone https://tanaka-k:ATBB72VdiLuhlYj830YSpr0svy1RH128x90a@bitbucket.org/kestr"
           "el/app.git で取れます"),
    ("ja", "Linear の個人 API キー lin_api_fvu2pgHL5VX1IZW4FJNHJpzqsKLJECtV31QI0ZeG を "
           "Authorization ヘッダーにそのまま入れてください"),
    ("ja", "NOTION_TOKEN=ntn_n8ymO8W0HVbIvyYpXJ071UGwJHwg4GbSSrWUCsPhaH1GAb\n"
           "NOTION_DB_ID=2f6c1a0e4b7d4e1f9a3c5b8d7e6f0a12"),
    ("ja", "Datadog のアプリケーションキーは 7154df527d8d9a23ad224f855ebdba059aa7ffaf、API "
           "キーとは別物です"),
    ("ja", "sentry_sdk.init(dsn=\"https://5ac7506ac137e68595360f3084423cc8@o4506220.ingest.sent"
           "ry.io/4506220117\", traces_sample_rate=0.1)"),
    ("ja", "踏み台の秘密鍵です、なぜか弾かれます：\n"
           "-----BEGIN OPENSSH PRIVATE KEY-----\n"
           "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
           "QyNTUxOQAAACM6I6xkhwZQCrcszUYSZdK+cmprrWhiwsvUYweuk4L+RxcCzEtySluwp0zL"),
    ("ja", "kubeconfig の user はこれです：\n"
           "  user:\n"
           "    token: kPXpUSbhvG2njaicnNKtbj8UkG4uBzIzQ1jjKkPJZO5oyET6pbLxDgtukh3BiwyY6iY"),
    ("ja", "~/.docker/config.json の auths に {\"harbor.kestrel.jp\": {\"auth\": "
           "\"YnVpbGRlcjpLYXplKk1vcmk4ODMw\"}} が入っています"),
    ("ja", "Wi-Fi のパスワードは「さくら もち 2025」で、スペースも入ります"),
    ("ja", "NAS には admin で、あとは Yuki-Hana_0314 を打てば入れます"),
    ("ja", "新しいのは 紫陽花と雨2026 にしたので、メモしておいてください"),
    ("ja", "ウォレットの復元フレーズ：ribbon glimpse harvest elbow canal tunnel zebra spice "
           "orphan tiger wool adapt"),
    ("ja", "金庫は右に 32、左に 15、右に 27 で開きます"),
    ("ja", "警備システムの解除番号は 5820 です。入ったらすぐ押してください"),
    ("ja", "ベルギーの国民番号は 85031217411 です、申請書に書きます"),
    ("ja", "ノルウェーの fødselsnummer は 12038943101 です"),
    ("ja", "タイの身分証番号 1103702415898 を登録フォームに入れてください"),
    ("ja", "curl -H \"X-Cybozu-API-Token: 0YW0U2er2hYeHXGXaaH4jBtMbd0IyoCJlTXXgD56\" "
           "\"https://kestrel.cybozu.com/k/v1/records.json?app=12\""),
    ("ja", "MACKEREL_APIKEY=OOLnAlImzeN0dWgIhd6P1snkgZ3I4H1fkfNooFpK5GFx mkr hosts "
           "で確認できます"),
    ("ja", "BitLocker の回復キー：418396-052107-334521-690184-227513-501743-118932-640057"),
]

# (language, text): each is about credentials, or shares a secret's shape, and holds none.
TWENTYFIRST_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "add my public key to the bastion: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI06N8QN9odrIH"
           "6EnuNvauhUziX/rSIyxG8SpAFM499oq dana@kestrel"),
    ("en", "my signing key's fingerprint is 66A3 9AA2 6E5F 1216 242E 5745 65A2 E346 0CD0 8353, "
           "key id E3F39C2362FA490B"),
    ("en", "2026-12-06T10:14:03Z INFO api request_id=BDR54EDQ04LT5ZC32JHLNMHDE5 "
           "trace_id=0e3ddbb0-a3ed-40c3-9295-c9357caca6e5 status=200 duration_ms=41"),
    ("en", "it regressed in 5161ed8258a67688d5e70d46c42a075a6fe4cf47, the one that bumped "
           "redis-py"),
    ("en", "sha256 of the release tarball: 2097ceae2bcc9d0ea1e02b782c1aa5ea0acd92ec3e2a50cc656f"
           "769c9fa1d5a8"),
    ("en", "which python is it? /nix/store/aaxfgbmrvpcai57mawnj783f49z7q78s-python3-3.12.7/bin/"
           "python3"),
    ("en", "curl -H \"Authorization: Bearer <token>\" https://api.cloudflare.com/client/v4/user"
           "/tokens/verify"),
    ("en", "SENTRY_DSN=https://****@o4508123.ingest.de.sentry.io/4508123456 (masked in the UI)"),
    ("en", "REDIS_URL=redis://cache-01.internal:6379/0, no auth inside the VPC"),
    ("en", "the RabbitMQ docs' default is amqp://guest:guest@localhost:5672/, and guest only "
           "works from localhost"),
    ("en", "the test fixture is an unsigned token: eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIi"
           "OiJkZW1vIiwibmFtZSI6IkphbmUgRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."),
    ("en", "echo aGVsbG8gZnJvbSB0aGUgYnVpbGQgYm90 | base64 -d just prints 'hello from the "
           "build bot'"),
    ("en", "the book is ISBN 978-1-4920-5611-9, second edition"),
    ("en", "order #KST-2026-118204 shipped, UPS tracking 1Z999AA10123456784, $214.37 with tax"),
    ("en", "bumped elasticsearch from 8.15.3 to 8.16.1 and kafka-clients to 3.8.0"),
    ("en", "the Supabase brand green is #3ecf8e, and the dark background #1c1c1c"),
    ("en", "security.protocol=SASL_SSL\n"
           "sasl.mechanism=PLAIN\n"
           "sasl.jaas.config=${file:/etc/kafka/secrets.properties:jaas}"),
    ("en", "Traceback (most recent call last):\n"
           "  File \"/usr/lib/python3.12/site-packages/redis/connection.py\", line 1087, in "
           "connect\n"
           "redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. "
           "Connection refused."),
    ("en", "our Twilio Account SID is AC9f8e379fa02c6c3f6df4ded7d8109b1e; the auth token is in "
           "1Password"),
    ("en", "environment:\n"
           "  - DD_API_KEY=${DD_API_KEY}\n"
           "  - DD_SITE=datadoghq.eu"),
    ("en", "Sentry captured event 3f2504e04f8911d39a0c0305e82c3301 at 10:14, same stack as "
           "last week"),
    ("en", "clusters:\n"
           "- cluster:\n"
           "    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM1ekNDQWMr"
           "Z0F3\n"
           "    server: https://10.0.0.1:6443"),
    ("en", "the hotel safe takes a 4 to 6 digit code, I'll set one tonight"),
    ("en", "the SendGrid key is named prod-transactional, created 2026-11-02, scope Mail Send "
           "only"),
    ("en", "Sentry's docs use https://examplePublicKey@o0.ingest.sentry.io/0 as the sample DSN"),

    # Chinese
    ("zh", "这是我的公钥，加到 authorized_keys 里：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI06N8QN9"
           "odrIH6EnuNvauhUziX/rSIyxG8SpAFM499oq zhang@laptop"),
    ("zh", "日志：2026-12-06 10:14:03.512 INFO [http-nio-8080-exec-7] traceId=937c05ed-7fba-4d0"
           "c-9293-85e75ddb50be 订单创建成功 耗时 38ms"),
    ("zh", "回滚到 c1834ad9f71e5aababd6f49a17478aafbb9d9bb0 之前那个提交就好了"),
    ("zh", "安装包的 MD5 是 8dc407b5cb3ab22cddb26e61dec03d9e，下载完核对一下"),
    ("zh", "配置模板里写的是 password: <你的密码>，自己替换"),
    ("zh", "控制台只显示 AKID****************3f2a，完整的看不到"),
    ("zh", "顺丰单号 SF1428830917265，订单号 20261206143355018，一共 ￥2,399"),
    ("zh", "Kafka 从 3.6.2 升到 3.7.1 以后消费者组重平衡变快了"),
    ("zh", "主题色用 #ff6a00，按钮 hover 用 #e85f00"),
    ("zh", "这个包在 /nix/store/aaxfgbmrvpcai57mawnj783f49z7q78s-python3-3.12.7 下面"),
    ("zh", "echo 5ZGo5LqU5LiL5Y2I5LiJ54K55byA5Lya | base64 -d "
           "解出来是\u201c周五下午三点开会\u201d"),
    ("zh", "这个测试用的 token 没签名：eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJkZW1vIiwi"
           "bmFtZSI6IkphbmUgRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."),
    ("zh", "书号 ISBN 978-7-115-54608-1，第二版"),
    ("zh", "spring:\n"
           "  redis:\n"
           "    host: 10.0.5.8\n"
           "    port: 6379\n"
           "    password: ${REDIS_PASSWORD}"),
    ("zh", "内网的 ES 没开认证，xpack.security.enabled: false，直接 curl http://10.0.7.2:9200 "
           "就行"),
    ("zh", "Cloudflare 的 Zone ID 是 023e105f4ecef8ad9ca31a8372d0c353，这个不是密钥，概览页右下"
           "角就有"),
    ("zh", "保险柜密码要 6 位数字，别用生日"),
    ("zh", "会议室在 3 楼 305，门禁刷工卡就行"),
    ("zh", "我的 GPG 密钥 ID 是 E3F39C2362FA490B，公钥已经传到 keys.openpgp.org 了"),
    ("zh", "报错是 java.sql.SQLException: Access denied for user 'app'@'10.0.3.4' (using "
           "password: YES)\n"
           "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)"),
    ("zh", "身份证号最后一位可能是 X，校验的时候别只认数字"),
    ("zh", "DSN 打码以后是 https://xxxx@o4507310.ingest.us.sentry.io/45073101"),
    ("zh", "Datadog 的 API key 和 Application key 下周一起轮换，先通知各组"),
    ("zh", "RabbitMQ 连接串格式是 amqp://用户名:密码@主机:端口/vhost"),
    ("zh", "这次请求的 request id 是 a1b2c3d4-0000-4c3f-8e21-7d9a5b3c2e10，帮我查一下网关日志"),

    # Japanese
    ("ja", "公開鍵はこれです：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI06N8QN9odrIH6EnuNvauhUziX/rS"
           "IyxG8SpAFM499oq sato@mbp"),
    ("ja", "ホスト鍵のフィンガープリントは SHA256:Vnyo0Zmt52armteSFx30bZz25aVv5AyNd0qMVZPZGxH "
           "です"),
    ("ja", "ログ：2026-12-06 10:14:03 INFO request_id=699408ac-293d-49e6-98b4-9fe13ab501cf "
           "path=/api/orders status=201"),
    ("ja", "5161ed8258a67688d5e70d46c42a075a6fe4cf47 のコミットで Redis "
           "の接続まわりが変わりました"),
    ("ja", "ダウンロードしたファイルの SHA-256 は 2097ceae2bcc9d0ea1e02b782c1aa5ea0acd92ec3e2a5"
           "0cc656f769c9fa1d5a8 で一致しました"),
    ("ja", "python は /nix/store/aaxfgbmrvpcai57mawnj783f49z7q78s-python3-3.12.7/bin/python3 "
           "を指しています"),
    ("ja", "README には CLOUDFLARE_API_TOKEN=xxxx と書いてあるだけです"),
    ("ja", "管理画面ではキーが sk-****************abcd のように伏せて表示されます"),
    ("ja", "ELASTIC_PASSWORD は .env に書かず、起動時に環境変数から渡しています"),
    ("ja", "echo 5piO5pel44Gv6Zuo44Gn44GZ | base64 -d で「明日は雨です」と出ます"),
    ("ja", "テスト用の署名なしトークン：eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJkZW1vIiw"
           "ibmFtZSI6IkphbmUgRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."),
    ("ja", "ISBN 978-4-297-14512-5 の本を注文しました、3,520円です"),
    ("ja", "注文番号 250-4481937-2210583、ヤマトの追跡番号は 4829-3017-5562 です"),
    ("ja", "RabbitMQ を 3.13.7 から 4.0.4 に上げました"),
    ("ja", "アクセントカラーは #0f62fe、背景は #f4f4f4 にします"),
    ("ja", "redis://localhost:6379/1 に繋いでいるだけなので、認証はありません"),
    ("ja", "Traceback (most recent call last):\n"
           "  File \"/srv/app/search.py\", line 44, in query\n"
           "elasticsearch.exceptions.AuthenticationException: AuthenticationException(401, "
           "'security_exception', 'unable to authenticate user [elastic]')"),
    ("ja", "Twilio のアカウント SID は AC9f8e379fa02c6c3f6df4ded7d8109b1e で、Auth Token "
           "は金庫のメモにあります"),
    ("ja", "金庫の暗証番号は 4 桁から 8 桁まで設定できます"),
    ("ja", "警備会社の電話番号は 0120-381-992 です"),
    ("ja", "Sentry のイベント ID 3f2504e04f8911d39a0c0305e82c3301 を見ると同じ例外です"),
    ("ja", "GPG の鍵 ID は E3F39C2362FA490B、指紋は 66A3 9AA2 6E5F 1216 242E 5745 65A2 E346 "
           "0CD0 8353 です"),
    ("ja", "マイナンバーは 12 桁で、最後の 1 桁はチェックデジットです"),
    ("ja", "Shopify の API キー名は「在庫同期」、権限は read_products と write_inventory "
           "だけです"),
    ("ja", "kubeconfig の token は <redacted> にしてから貼りますね"),
]
