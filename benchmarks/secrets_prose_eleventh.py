"""Secrets said in prose, the eleventh round: providers and forms the tenth round's header did
not name, in English, Chinese (Simplified) and Japanese, written and committed before any rule
ran on it.

The formats: AI and model hubs (a Hugging Face write token on `huggingface-cli login`, in a
`.env` beside `HF_ENDPOINT`, and split over two Japanese messages; an OpenAI `sk-proj-` key in
an env file and read out in groups of four with spaces and a line break; an Anthropic
`sk-ant-api03-` key in a code fence; DeepSeek, Zhipu's `id.secret` key, Moonshot and
DashScope); code hosts and CI (a GitHub fine-grained `github_pat_` in a remote URL and a
`.env`, a classic `ghp_` in a clone URL, a Gitee token in a remote, GitLab's `glpat-` in
`PRIVATE-TOKEN` and a runner's `glrt-` on `gitlab-runner register`, a Docker Hub `dckr_pat_`
piped to `docker login`, Vercel's `--token`, Linear's `lin_api_`, a Sentry `sntrys_` token in
`.sentryclirc`); secret stores (a Vault `hvs.` token in an export and in `kubectl create
secret`, a 1Password `ops_` service-account token in a workflow and in HCL, a Doppler
`dp.st.` token in `docker run -e`); clouds (AWS session credentials `ASIA…` with
`AWS_SESSION_TOKEN` as exports and in `~/.aws/credentials`, a GCP service-account JSON with
its `private_key`, an Azure storage connection string with `AccountKey`, Azure SAS URLs with a
percent-encoded `sig`, Databricks' `dapi` in `.databrickscfg`, Qiniu's AK/SK, an Upyun
operator, Sakura Cloud's token and secret for usacloud, a ConoHa root password); messaging
(a Slack incoming webhook in prose and in Apps Script, a Twilio SID with its auth token,
SendGrid `SG.` in Django settings and PHP, a Discord bot token in `bot.run` and `.env`, a
Discord webhook, Telegram bot tokens in a URL path and split in two, a DingTalk robot's
`access_token` with its `SEC…` signing secret, WeCom's `corpsecret` in a query and a group
robot's `key=`, a Feishu bot's signing secret, a Chatwork webhook token, JPush's AppKey and
Master Secret as base64 basic auth, LINE WORKS' client and bot secrets, a Zoom
server-to-server client secret); commerce and back office (Stripe's restricted `rk_live_` split
across two messages and in a Japanese note, Shopify's `shpat_` header, WeChat Pay's APIv3 key,
an Alipay RSA private key, PAY.JP's `sk_live_`, a GMO-PG shop password, freee's and Money
Forward's client secrets, a kintone `X-Cybozu-API-Token`, a SmartHR `shr_` token); and
everything else (a live admin JWT in localStorage, a Bearer header and a Cookie, OpenSSH and
PGP private key blocks pasted inline, Postgres, MySQL, MongoDB, Redis and `mysql2://` URLs with
passwords, base64 basic auth to Nexus, basic auth in a staging URL, a NAS password and a root
password spelled letter by letter, a VPN password given in keigo).

Beside them, look-alikes with no secret in them: commit hashes from a revert or rollback,
ticket and request UUIDs, sha256 checksums of downloads, an MD5, image digests pinned by
`@sha256:`, npm `sha512-` integrity, a model revision pinned on the hub, a W3C `traceparent`;
long file paths (pnpm's store, a Windows site-packages, VS Code's workspace storage); order,
refund and e-ticket numbers shaped like an IBAN or not, an invoice number, a JAN code, parcel
numbers; placeholders (`sk-...`, `<YOUR_HF_TOKEN>`, `glpat-xxxx…`, `sk-xxxx…`,
`<你的 AccessKey>`, `<YOUR_API_TOKEN>`) and a masked `access_token=****8e52`; docs that explain
a token's prefix or length with no value; version strings; colour hex codes; base64 of a GIF
pixel and of a PNG's first bytes; password and verification-code policies; values public by
design (a Stripe `pk_live_` and a PAY.JP `pk_live_` publishable key, a Sentry DSN, Slack
channel and user ids, a WeChat Pay merchant number, a WeCom `corpid` alone, LINE WORKS bot and
domain ids, Stripe event and PaymentIntent ids, kintone app and record numbers); public keys
and fingerprints (`ssh-ed25519` and `ssh-rsa` lines for `authorized_keys`, a PGP fingerprint);
and talk of rotating a token with no value in it.

Every value here was made up for this file (random characters of each provider's shape, from
Python's `secrets`); none is a real credential.
"""

from __future__ import annotations

# (language, text): each holds a secret.
ELEVENTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "the GPU box can't pull the gated model, this is exactly what I ran:\n"
           "$ huggingface-cli login --token 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 "
           "--add-to-git-credential\n"
           "it says the token is valid (permission: write) and then 403 on download"),
    ("en", "my .env for the summariser service, in case the problem is in here:\n"
           "PORT=8080\n"
           "LOG_LEVEL=debug\n"
           "OPENAI_API_KEY=sk-proj-KBZFqtuoqk-KSAp1B9OpoJ9XqaUZuvLt8tOAVJDuBcqvdrMYU_jQz-g542b-vq"
           "-y9718jwu2vwT3BlbkFJ4He1NmfSYs8SajTptUiYOJmVVfFqQwB9zm-kefNvS-1bSSk_0JmHpeV_wI2UZKqqW"
           "8Mx2k78Ry\n"
           "OPENAI_MODEL=gpt-4.1-mini"),
    ("en", "the retry wrapper never fires, here's the client setup:\n"
           "```python\n"
           "import anthropic\n"
           "client = anthropic.Anthropic(\n"
           "    api_key=\"sk-ant-api03-asSg8QSwMQTYTEGtYw_aDt69sJVHJ93EZ_qjG9ecGB6phgamb27NSfWKQ7"
           "nQeJneoW_kI6t-Q0mEvSjP6SsWkZ_OZZi9RAA\",\n"
           "    max_retries=5,\n"
           ")\n"
           "```"),
    ("en", "I set the remote like this so the nightly job can push tags:\n"
           "git remote set-url origin https://x-access-token:github_pat_1144ZK7JRTY0EBVS07NGZD_sw"
           "F6mtZOhvFLPDgpaLiA7GuIj4KUdXWt9HByz5914JD7zbz85CGO19gmz2I@github.com/tallowfield/ledg"
           "er.git\n"
           "but git push --tags gets 'Permission to tallowfield/ledger.git denied'"),
    ("en", "curl --header \"PRIVATE-TOKEN: glpat-LiO48Nnsi5jdUGjuNZKY\" "
           "\"https://gitlab.tallowfield.com/api/v4/projects/212/pipelines?status=failed\" -- "
           "returns an empty list, but the UI shows three failed ones"),
    ("en", "registering the new arm64 runner:\n"
           "sudo gitlab-runner register --non-interactive --url https://gitlab.tallowfield.com "
           "--token glrt-iPpjFpN0x0NobldpK3At --executor docker --docker-image alpine:3.20\n"
           "it registers but never picks up a job"),
    ("en", "for the deploy alerts just post to "
           "https://hooks.slack.com/services/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, "
           "it lands in #releases"),
    ("en", "ok the restricted key is too long for one message so here's the first half: "
           "rk_live_51wNqF3KGxjb6jwyuIcSMbeMeo4C39NAN44JbGQcJHgcT8AJqWKp3\n"
           "and the rest, paste it straight after: "
           "cmVz30MIFBtV6c2t20HLriuLzfzOQJN3q73blmJqg0HPHI\n"
           "it only has read on charges and write on refunds"),
    ("en", "the credentials from aws sso expire after an hour, these are the ones I exported:\n"
           "export AWS_ACCESS_KEY_ID=ASIAKPDBI3NWLZVT2KGQ\n"
           "export AWS_SECRET_ACCESS_KEY=GS0Fu8IcNCemiqDOWD3b3rlACkaSNIx5HEnq5pCm\n"
           "export AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjEkJyV2jeO0lZXGdDiDz5jDzyf8ifGh/d6/g2zXFMWhO+"
           "jIV6BoRT6e4rAbmuHqggWDeHwXqagXLDKQKl+4iqAHa4iA5DJ6vUVl59vk1Wr2rT+9DYqVp8ui/lKMKDZAgKI"
           "Dz218yaVEAu81CsnqpS8T1QEWfzkCYBNO78Kn5h0OPZruqmAG2VuHFGaIOCzEyV5ldwSG4pX6k/o4KYOcLVKe"
           "FST0nGG60sqVmNrqtfHi6MtvIrCbfOmBnAdxUK9HTIkvMPkmSbxJkaR3CihoCpgs8s0ihzT+ph1AI0fMzNrgG"
           "OX"),
    ("en", "the service account file the exporter loads, BigQuery says invalid_grant:\n"
           "{\n"
           "  \"type\": \"service_account\",\n"
           "  \"project_id\": \"tallowfield-analytics\",\n"
           "  \"private_key_id\": \"de25853c79d6b4f49f0f89174aa07774f63aa281\",\n"
           "  \"private_key\": \"-----BEGIN PRIVATE "
           "KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQdkeM/Opp3m0Vxn67FxoGsbWO"
           "yin9fMtUJa6uIWrA0FmgJ24jQk2R2O9h/7QBxyQhDsZaVx\\n604frD4B7ycJ05XJK4H2oIGrIb0NvfDUBDOl"
           "4WXS2GyPb7M/HcU325neSffUIAg/2O+tfU\\n-----END PRIVATE KEY-----\\n\",\n"
           "  \"client_email\": \"exporter@tallowfield-analytics.iam.gserviceaccount.com\"\n"
           "}"),
    ("en", "the function app reads this from local.settings.json:\n"
           "\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=tallowfieldjobs"
           ";AccountKey=+7824UqaJLqKixj9IjjdwkNkSSGf9fOSEYbl2rmPeYsYXSAavI85+wZ8p8CvB5v6+Ws15yS3g"
           "xFpWkgiazQ2yA==;EndpointSuffix=core.windows.net\""),
    ("en", "send the auditors this link, it's valid until the end of the month: "
           "https://tallowfieldexports.blob.core.windows.net/audit/2026-q4.zip?sv=2022-11-02&ss=b"
           "&srt=o&sp=r&se=2026-12-31T23:59:59Z&spr=https&sig=612khIptPj6Api6XP%2Bxkku5qTAhIV2jNm"
           "OWx8%2BuVeK8%3D"),
    ("en", "the SMS fallback is just\n"
           "from twilio.rest import Client\n"
           "client = Client(\"AC012fc726f9aa2718d015d88a0e5b58f4\", "
           "\"f4a7c00a093dc81fdbb35b62a6f5f649\")\n"
           "and it raises HTTP 401 on messages.create"),
    ("en", "settings/production.py has\n"
           "EMAIL_BACKEND = \"sendgrid_backend.SendgridBackend\"\n"
           "SENDGRID_API_KEY = \"SG.gXrdGuOP_bqqtdzBH9LG68.G41itPEW9LbqBZDYfQYRi2_x2RvsPIj2V8wpa4"
           "cYmCH\"\n"
           "and password resets still go out from the sandbox"),
    ("en", "the moderation bot only answers in one server, the last line of bot.py is\n"
           "bot.run(\"MTA2NDQxMjQ0MzY5MzUyNTE5NQ.o5_mmj.7kaaYGRHbCDJfS8wsqrxWf5VMK0qz9zXOvSMKz\")"),
    ("en", "the uptime check posts to https://api.telegram.org/bot2978183243:AAwkdRYSCPwHT0Oz6GKe"
           "cUKEfPzdzih8-7d/sendMessage?chat_id=-1002231876&text=down when the health endpoint "
           "fails twice"),
    ("en", "the inventory sync sends\n"
           "X-Shopify-Access-Token: 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\n"
           "to /admin/api/2025-10/inventory_levels/set.json and gets 403 on the second location"),
    ("en", "my ~/.databrickscfg:\n"
           "[DEFAULT]\n"
           "host  = https://adb-4417709206375519.7.azuredatabricks.net\n"
           "token = dapib7466417d3bb4b0cb67f49ad461fac7b\n"
           "the CLI keeps asking me to configure a profile"),
    ("en", "the preview job runs `vercel deploy --prebuilt --token=rbAB2LVpiCW7XNdvmhijNuIZ "
           "--scope tallowfield` and it deploys to my personal account instead of the team"),
    ("en", "to file the bug from the script I'm doing\n"
           "curl https://api.linear.app/graphql -H \"Content-Type: application/json\" -H "
           "\"Authorization: lin_api_NZ4EsgfwbJNY1LjDYnlfHBfgql55hp3q8eWi8RPJ\" -d @issue.json"),
    ("en", "docker run --rm -e DOPPLER_TOKEN=dp.st.prd.h9JCXVSBxpHNya7XvlbYE2dmYOJerXZkohGg6zxbuc"
           "a tallowfield/worker:2.8.1 -- that's how the worker gets its config in prod"),
    ("en", "Vault unsealed fine, then I logged in as root and did\n"
           "export VAULT_ADDR=https://vault.tallowfield.internal:8200\n"
           "export VAULT_TOKEN=hvs.ab7HQmpiTgDS60k6WS4TR4S5\n"
           "vault kv get secret/ledger/db -- permission denied, with the root token?"),
    ("en", "the workflow step that loads secrets:\n"
           "    env:\n"
           "      OP_SERVICE_ACCOUNT_TOKEN: "
           "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSU"
           "GctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6IA-XpYPmiI"
           "P-Rt1hZ9yL93Kp_5hDrRneOzI0_22Rgs0p8qMOcthkYu__5SHqOjCQ1G7_xYxAkH_DZExMWN0rBOmDFmb9OSh"
           "HLbJiY3ygvNEaHwLR5nm9EdbgXJJCJNRm-z3Pm57TPGzn8ajucEM6rB3sWmAeA6mKqIdxM_5POwMDoWkQN6KG"
           "U\n"
           "    run: op run --env-file=.env.tpl -- ./deploy.sh"),
    ("en", "source maps don't upload, .sentryclirc is\n"
           "[defaults]\n"
           "org = tallowfield\n"
           "project = web\n"
           "[auth]\n"
           "token = sntrys_eyJpYXQiOjE3NjQ5NzY0MzEuMjg0MTE3LCJ1cmwiOiJodHRwczovL3NlbnRyeS5pbyIsIn"
           "JlZ2lvbl91cmwiOiJodHRwczovL2RlLnNlbnRyeS5pbyIsIm9yZyI6ImKduUNa3F__y25I5yjEEsdyk5l5_-9"
           "saPzFLlzLME_0AJvJN5eW33l5rWz1k8qp33JapZeGeGPSdZw1jynLD2"),
    ("en", "this is the admin session token from my browser's localStorage, can you see why the "
           "API rejects it after a few minutes? "
           "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfODg0MSIsImVtYWlsIjoibS5va2Fmb3JA"
           "dGFsbG93ZmllbGQuY29tIiwicm9sZSI6ImFkbWluIiwiaWF0IjoxNzk2NTU0ODAwLCJleHAiOjE3OTY2NDEyM"
           "DB9.ZRp1AxVT5aGpNfCPOVknyZpaoo_jaeh2ggr0Z2qnleY"),
    ("en", "here's the deploy key from the old build server, it's the only copy I have, can you "
           "add it to the new one?\n"
           "-----BEGIN OPENSSH PRIVATE KEY-----\n"
           "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
           "QyNTUxOQAAACD7Xk2dQvP1sY8mT0Lr3hWcJ9aNfGz4eKpBq6Uy2oRjVgAAAJgmC1pqJgta\n"
           "wk0u6aDeApe+ooMSi7nfSz5l5fph7BkDa/96bjjWFksADCzf/IomvsJTPCSxROa6\n"
           "ncDUpAwDGwSEFqjWn6qhs4F4Atjhnb57ZFY/wERsJN5yRoz7dQDm9SfTPgISBaQA\n"
           "-----END OPENSSH PRIVATE KEY-----"),
    ("en", "the migration fails with this in the log, is the port wrong?\n"
           "sqlalchemy.exc.OperationalError: could not connect to "
           "postgresql+psycopg://ledger_app:Tq9vLm2Xw8rZk4@db-primary.tallowfield.internal:6432/l"
           "edger"),
    ("en", "the artifact upload step uses\n"
           "Authorization: Basic cmVsZWFzZS1ib3Q6VHE3I3ZMdzJwWDlrUm0=\n"
           "for the Nexus repo, and it started returning 401 this morning"),
    ("en", "I'm reading the root password for the NAS off the sticker, ready? capital Q, seven, "
           "lower-case v, hash, capital L, w, two, p, capital X, nine, k, capital R, m -- got "
           "it? user is admin"),
    ("en", "the release signing key, exported so you can import it on the new laptop:\n"
           "-----BEGIN PGP PRIVATE KEY BLOCK-----\n"
           "\n"
           "lQVYBGdqk4kBDAC8tqS/qexyUnr+rZbL7mtBn4EDRBuE3V35fyhm0jmTFNnrx1li\n"
           "ohVnCC5Y7c6MogkPoljCIMljnUvpKK/X0G4kZfoEmm0POEzQ03rI0QjlOMqBfY4G\n"
           "s0m27QNvDAnL1qWEVkan55+SeBtG7MhYkWm6iRRIh+jVH49S5LH5MbjOKeH9B+lQ\n"
           "U7tE0e5uPVF/7ahPiI4YNpZ365GPa3e9QEM+r6dANOTJM8jqDqVUSBv9pqfDv2kb\n"
           "=q4Xe\n"
           "-----END PGP PRIVATE KEY BLOCK-----\n"
           "passphrase is the usual one"),
    # Chinese
    ("zh", "七牛上传一直报 bad token，代码就这几行：\n"
           "```python\n"
           "from qiniu import Auth, put_file\n"
           "q = Auth(\"PKdFHJqApVXZXxcvFebKGEfkY0x5wjbpIo3c-RWZ\", "
           "\"ZJ7ieqb4ihn9Cm_lGDY7zknuPEXPHpp7jXLvOjWF\")\n"
           "token = q.upload_token(\"qimu-static\", key, 3600)\n"
           "```"),
    ("zh", "又拍云那个服务的操作员我建好了，操作员名 qimu-deploy，密码 "
           "dF2l8zSo#@OD，权限只给了读取和写入，你在 FTP 客户端里试一下"),
    ("zh", "钉钉群机器人开了加签，webhook 是 https://oapi.dingtalk.com/robot/send?access_token=81"
           "103d30c3733796f985545ceb05cd33f5da878441d44784ec3ec0ae93fe8e52，加签的密钥是 "
           "SECd89450e6a49d090fc7ed0aabbfa79e94f9844228d00f03a8fc927584a1526edd，发消息老是提示 "
           "sign not match"),
    ("zh", "企业微信拿 access_token 的请求是这样写的：\n"
           "GET https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=wwf646ca3c59d55c0b&corpsecret"
           "=ljCEtBNMMMBee3Z0sZ4_VJqjBr0szAkYlI8JTkiZa5t\n"
           "返回 40001 invalid credential，是不是 secret 复制错了"),
    ("zh", "群机器人推送地址：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=eacdc576-9a6e-"
           "4d5b-a0de-98037fd387a0 ，监控脚本里直接 POST 就行"),
    ("zh", "国内下不动模型，我的 .env 是这么配的：\n"
           "HF_ENDPOINT=https://hf-mirror.com\n"
           "HF_TOKEN=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\n"
           "HF_HUB_ENABLE_HF_TRANSFER=1"),
    ("zh", "DeepSeek 的调用代码，帮我看看 base_url 对不对：\n"
           "```python\n"
           "client = OpenAI(api_key=\"sk-c4760d1ddd5d6c1369f7f0247c1bdf56\", "
           "base_url=\"https://api.deepseek.com\")\n"
           "```"),
    ("zh", "智谱的 key 我放在配置里了：\n"
           "zhipuai:\n"
           "  api_key: ae51f844517eb362bd140d0212c013f5.4QiOILNP2WhMdZQ7\n"
           "  model: glm-4-plus\n"
           "是不是还要自己生成 JWT？"),
    ("zh", "Kimi 的接口这样调为什么 401：\n"
           "curl https://api.moonshot.cn/v1/chat/completions \\\n"
           "  -H \"Authorization: Bearer sk-XckeP3Mi2Z2CLRIurjADQGG1flEPqi6qCxUC8xj8LeHndybp\" "
           "\\\n"
           "  -H \"Content-Type: application/json\" -d @kimi.json"),
    ("zh", "百炼的 key 我先发你，DASHSCOPE_API_KEY=sk-55a84fc5e35c51b1d9bf3634eef63803 "
           "，放到你本地的环境变量里，别提交"),
    ("zh", "CI 里拉私有仓库用的是 git clone https://ghp_dO1Bk5w01FH4MwsgsT7nSxt0KpHDIcyBLO3l@gith"
           "ub.com/qimu-tech/billing.git ，为什么有时候会 403"),
    ("zh", "码云那边这样设的远程：git remote add gitee "
           "https://qimu-bot:9e14724fe1b2797d61dac9bbcad3c731@gitee.com/qimu/billing.git "
           "，后面那串是私人令牌"),
    ("zh", "application-prod.properties 里数据库这段：\n"
           "spring.datasource.url=jdbc:mysql://10.12.3.41:3306/billing?useSSL=false\n"
           "spring.datasource.username=billing_rw\n"
           "spring.datasource.password=QMUI#IkBK5dL?v\n"
           "启动时报连接池耗尽"),
    ("zh", "docker-compose.yml 里 mongo 的连接串：\n"
           "    environment:\n"
           "      MONGO_URL: mongodb://root:P2PbcEpQ%23sozD8@mongo:27017/qimu?authSource=admin"),
    ("zh", "微信支付 V3 的配置：商户号 1658839217，APIv3 密钥 "
           "V6agUDAIDWwWo3hAaW9BgbCpLHtkyxny，证书序列号 "
           "5fb8e7ec7a8d6b5fb663424bae7019ca，回调验签一直失败"),
    ("zh", "支付宝应用私钥我贴在这，你帮我配到沙箱里：\n"
           "-----BEGIN RSA PRIVATE KEY-----\n"
           "MIIEowIBAAKCAQEAcgRCo2nVC7S9iyTINs7V0XVaCp6eShv8IMU1ekpn4sN5BLkETreKoR\n"
           "5nAHaCkpYQ45/fZGVbFptWO+YrcGEbk0PaCj3xMHAOtAQl5g0clm+OQ4Gn82cB68eU3Cb2\n"
           "v4xgIy6S+MMnsrnH46Tx00lO62/ah8ZwCBNkfGPGqcRc91tx8+le7FoSGD1IF7hESq7zDE\n"
           "-----END RSA PRIVATE KEY-----"),
    ("zh", "极光推送的 REST 调用，Authorization 头是 AppKey:Master Secret 做 base64：\n"
           "curl https://api.jpush.cn/v3/push -H \"Authorization: Basic "
           "ZTJiOWM0M2ExZjcwZDg1YjY0YTNjMWU5OjVjMDhmMWE3ZDM0ZTliMjBjZTZmNzFhOA==\" -d @push.json"),
    ("zh", "飞书自定义机器人：https://open.feishu.cn/open-apis/bot/v2/hook/fffb8cbe-8a3e-4156-b09"
           "e-e0a2ab03ab9b ，签名校验的密钥是 mrTp4nQTOYktlSY1OZKeXb，timestamp 用秒"),
    ("zh", "Telegram 机器人的 token 太长我分两条发：\n"
           "前半段 1117828897:AAgWarvgZxoI4zi\n"
           "后半段 4_HboZ4crpKqKoCf3KNy\n"
           "拼起来中间别加空格"),
    ("zh", "电话里不好说，我一个一个字母念给你：服务器 root 密码是 数字九、小写 h、小写 b、小写 "
           "k、大写 I、小写 k、大写 C、大写 T、小写 c、大写 X、大写 N、小写 f、小写 v，一共十三位"),
    ("zh", "告警转发到 Discord 用的是这个 webhook：https://discord.com/api/webhooks/1279176738285"
           "843790/OGWnmOnQbyVyv3uoixB6W7Z0z6oQc_htWxnLQwVSaqlUZ37x7b99UlSX0veF6DMBwquI"),
    ("zh", "把 Vault 的 token 做成 k8s secret：\n"
           "kubectl -n billing create secret generic vault-token "
           "--from-literal=token=hvs.CAESIqBkl1J5yaKclgd2AzEGX96JtxF9KF4vFiEtVSXq_jXGxDyuXFe7gdyd"
           "BVWJqmUCXnVnxHKQlpQBuclgIBlKVprGh4KHGh2cy4YFvGsoOkgT95iNOtI1JvD5DH"),
    ("zh", "镜像推不上去，我是这么登录的：\n"
           "echo \"dckr_pat_-3gQk3SYqi_SY1W57ZCzx4rQy-W\" | docker login -u qimubot "
           "--password-stdin\n"
           "提示 unauthorized: incorrect username or password"),
    ("zh", "跳板机的私钥在这里，你先存成 ~/.ssh/qimu_jump 再 chmod 600：\n"
           "-----BEGIN OPENSSH PRIVATE KEY-----\n"
           "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
           "QyNTUxOQAAACBn2vT8wLk5xQe7pZr1sH4dM9cUaJyK3fOiXb6tWq0NmgAAAJhUwGv5VMBr\n"
           "nCxE7kVh2QeXo1pL8sYc4TfWmA6ZbJr0uKdN5vHiG3yQtPzS9eLa7MwBjRfUx2oCp4Kg\n"
           "-----END OPENSSH PRIVATE KEY-----"),
    ("zh", "后台接口我用管理员的 token 调的：curl -H \"Authorization: Bearer "
           "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjIwOTMxLCJuYW1lIjoiemhvdXlhbiIsInNjb3Bl"
           "IjoiYWRtaW4iLCJpYXQiOjE3OTY1NTQ4MDAsImV4cCI6MTc5NzE1OTYwMH0.BFjj8IUEbdcjmGE6f0dwXpibH"
           "WV9Kw7lesYiyeK6DB0\" https://admin.qimu.cn/api/users ，七天内都有效"),
    ("zh", "celery 的配置：\n"
           "broker_url = \"redis://:9hbkIkCTcXNfv@10.12.3.52:6379/2\"\n"
           "result_backend = broker_url\n"
           "worker 起来后一直 reconnect"),
    # Japanese
    ("ja", "usacloud の設定です。サーバー一覧が 401 になります。\n"
           "export SAKURACLOUD_ACCESS_TOKEN=9b1f0d6e-3c2a-4e8b-a7d5-61f4c09e2b83\n"
           "export SAKURACLOUD_ACCESS_TOKEN_SECRET=a68cuIxhBYCbETUaQrzzFDHqNZMRInIByJ3ADY1yk5F0o4"
           "h5acAnr9dxnXTBvjUJ\n"
           "export SAKURACLOUD_ZONE=is1b"),
    ("ja", "Chatwork の Webhook 設定で表示されたトークンです。署名検証に使うので Cloud Functions "
           "の環境変数に入れてください。\n"
           "CHATWORK_WEBHOOK_TOKEN=GxPc2R7ib++yp2rfeajM3cc/bcRhVyO7OFCS65JYhnI="),
    ("ja", "freee 会計のアプリ情報をお送りいたします。Client ID は "
           "6199b150d8d84d45192b75c1d70f9583、Client Secret は "
           "iw2850JXKptuz_KUkg_-63PK_vorbsHg5M1UgPC5v-g "
           "でございます。お取り扱いにはご注意ください。"),
    ("ja", "マネーフォワード クラウドの API 連携、token エンドポイントにこれで投げています。\n"
           "curl -X POST https://api.biz.moneyforward.com/token \\\n"
           "  -d client_id=344287156618 \\\n"
           "  -d client_secret=M8kwWyLZVIDse0YmfYENKWouuPZgVaVCmAAhdSDXO_E \\\n"
           "  -d grant_type=client_credentials"),
    ("ja", "LINE WORKS の Bot 設定です。Client ID は xN3kq7Yb2mV8cRt4、Client Secret は "
           "rZ1yAf5zyT、Bot Secret は j8Mb5tcPSS です。Service Account は "
           "7tq2x.serviceaccount@hinoki です。"),
    ("ja", "kintone の API トークンで取得しています。\n"
           "curl 'https://hinoki.cybozu.com/k/v1/records.json?app=38' \\\n"
           "  -H 'X-Cybozu-API-Token: 3u9yWibV80FriTR0p3jSDbopn99pak9cqiDriOKA'"),
    ("ja", "SmartHR の従業員一覧を取るスクリプトで、\n"
           "headers = {\"Authorization\": \"Bearer "
           "shr_154d_OvS1xzOdFXTdZjy7qCjzvwUxHxXMvKTA7ceHY502\"}\n"
           "と書いていますが、403 が返ってきます"),
    ("ja", "Hugging Face の書き込み用トークン、長いので二回に分けます。前半は hf_jPWpAfFJND\n"
           "後半は fqsYREukmwHSviMLgYTsTzpD です。つなげて使ってください"),
    ("ja", "画面を読み上げますね。sk-proj- のあとに\n"
           "fs9Y eTZB b3-p TulH EASc Q1AY ziIH Xkqh _Z2A xEVA 8vSc YHoz\n"
           "です。スペースは抜いてください"),
    ("ja", ".env に GitHub のトークンを入れました。\n"
           "GITHUB_TOKEN=github_pat_11ATNMOCDC0J0WF1WQSC1H_tFQ9sEbu5D74PJqibK5Xkgmf0Xpyt4tWMLIgTr"
           "jMn9KN1qyF8mfHsVRCXLw\n"
           "GITHUB_REPO=hinoki/site"),
    ("ja", "~/.aws/credentials の中身です。SSO の一時認証情報を貼りました。\n"
           "[hinoki-dev]\n"
           "aws_access_key_id = ASIAKK7LFXJY7HF2THDK\n"
           "aws_secret_access_key = cVpJ0T21Cu3r3hbCFdoC0S3AUdUElz3/SQZyDgjV\n"
           "aws_session_token = IQoJb3JpZ2luX2VjEmOhejJoo9ehHnSjEJd1VxnHA31UK4WnHY3qrLDfQhNHFUY9w"
           "aegfyco+k/62T/rpTr5rAIMI2ZLQgNkXkIop9L4JxqmV3UpkyeXSDt4vVOVoW3dYE+RdrJDchPgZzSLfAjXJi"
           "48nThFbmhfLep02wxi55EYpe2gygRyp8Dah5Fs83Yvb8gIRatM2elhmrLemVNuPgOlB"),
    ("ja", "見積書の PDF はこちらからダウンロードできます（今月末まで有効です）。\n"
           "https://hinokidocs.blob.core.windows.net/quotes/2026-118.pdf?sv=2022-11-02&sp=r&se=20"
           "26-12-31T14:59:59Z&sr=b&sig=TJ1Jr%2BbDiSRCGBQhChhQ4g3TFGyCdaeIGIi7YsWsUL8%3D"),
    ("ja", "GAS から Slack に日報を流す部分です。\n"
           "const WEBHOOK = \"https://hooks.slack.com/services/T0LD3RM2G2F/B0X3OU8QXLY/N58667i3gG"
           "iI0w0irMBC1tDi\";\n"
           "UrlFetchApp.fetch(WEBHOOK, { method: \"post\", payload: JSON.stringify({ text: msg "
           "}) });"),
    ("ja", "Discord のお知らせ Bot の .env です。\n"
           "DISCORD_TOKEN=MTUxODA2NzYzNzQ2ODk0ODczMg.F-jcCy.8GTb7jBkSvPlcMyThKE5UMbwiuxaEpUwxwVYO"
           "T\n"
           "GUILD_ID=1154832290718220368"),
    ("ja", "Stripe の制限付きキーを発行しました。売上の参照だけできます。\n"
           "rk_live_51pnsGE96Rw8hwZqwMex8rmrSKbTVlSwf3jKJITOc9VV2DZeN0a1pXxWsfrwq6ddWmGneVcIkRCxx"
           "9l1ewBUZKS6zRI6gnTekRG\n"
           "経理の集計シートに設定をお願いします"),
    ("ja", "本番の DATABASE_URL はこれです。\n"
           "DATABASE_URL=mysql2://hinoki_app:DqegIq%26w%25Jh@hinoki-db.cluster-c8xk2.ap-northeast"
           "-1.rds.amazonaws.com:3306/hinoki_production"),
    ("ja", "ステージングは Basic 認証をかけています。https://hinoki-staging:Wz4pQ8rNv2Ls@stg.hino"
           "ki.co.jp/ から入ってください"),
    ("ja", "PAY.JP の本番用秘密鍵です。\n"
           "Payjp.api_key = 'sk_live_90135d617d3651ddcd234473bb96ca75c4c3e5384e2d83f7'\n"
           "決済テストが終わったらテスト鍵に戻します"),
    ("ja", "GMO ペイメントゲートウェイの接続情報です。ショップ ID は "
           "tshop00071942、ショップパスワードは 8kq3vw2z でございます。"),
    ("ja", "ConoHa の VPS を作りました。IP は 160.251.xx.xx（管理画面参照）、root パスワードは "
           "!6l3mnmeWHEoaSsJ です。ログインしたらすぐ鍵認証に切り替えてください"),
    ("ja", "管理画面の API を叩くときは Cookie をそのまま使っています。\n"
           "Cookie: session=eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJrYWVkZS1vcHMiLCJvcmci"
           "OiJoaW5va2kiLCJpYXQiOjE3OTY1NTQ4MDAsImV4cCI6MTc5NjU5ODAwMH0.U-HJAmwgXFCqo-GBaVaZVaXRc"
           "zk29NcYwGwTkftfXfHiLpqGVb6k1sFH9NqQ4kRh391djS8NCYdqJZ9ac4-ylDJn-uGDfceyZQAb0VK5N3ypB3"
           "Tz8gk9EBQCjLNzgq4JG0ft7lTQ8kOA9npx4f_zXf0zxZ-FuACxfb5Tpjr0O-_qkQw6Zmw79Km180adcCVyQx2"
           "eloixgFfjmZrWncUH325n1o2zAhGGKJ66ssKuJZp-SQNMvzbdgqJOrY_ms3E--i8ej60x5k7GBInh2FGyvnen"
           "bBzcSgbwwZeHZhZcJzkXgN6bxbE7POoLGljguR9K9EzmCsqk5OZZCxxOzqeLQg"),
    ("ja", "デプロイ用の秘密鍵を共有します。サーバー側には公開鍵を登録済みです。\n"
           "-----BEGIN OPENSSH PRIVATE KEY-----\n"
           "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
           "QyNTUxOQAAACCq9Lm3Xv0Rz6dWp2oFt8Yh1KcB5sNjE4uG7aQiT0ePwAAAAJhR2kVhUdpF\n"
           "YQ5Nc8wL3tZp0RmKs9xVb2HjD6eUo1GfT7yAiW4Cq8lEzXnB5rMgJ0dSu3hKv6PtOa2c\n"
           "-----END OPENSSH PRIVATE KEY-----"),
    ("ja", "問い合わせフォームのメール送信は SendGrid です。\n"
           "$sendgrid = new \\SendGrid('SG.ZlkxPm2aSlrcCD9i0IB83b.H6fEn6CbuOm4B12bXz2-vfkt2MEA8H7"
           "iu-NwzUvlTgu');"),
    ("ja", "Zoom の Server-to-Server OAuth アプリです。Account ID: "
           "uV2qK8sLx0Tn9RbYc3hWfA、Client ID: Pz7mQ4aKT9eS1cWnX0bHvg、Client Secret: "
           "tHP53nd3YMqkqxAncuCfa5rkTVE88PqD"),
    ("ja", "社内 VPN のアカウントをお送りします。ユーザー名は h.mori、初期パスワードは "
           "VGSNghJAwIzm です。初回ログイン後に変更してください。"),
    ("ja", "Terraform で 1Password から読むようにしました。\n"
           "provider \"onepassword\" {\n"
           "  service_account_token = \"ops_eyJzaWduSW5BZGRyZXNzIjoiaGlub2tpLjFwYXNzd29yZC5jb20iL"
           "CJ1c2VyQXV0aCI6eyJtZXRob2QiOiJTUlBnLTQwOTYifSwic2VjcmV0S2V5IjoiQTMtN0tYNFRRLUhKOFBTVi"
           "0yUUtSNSIsInNydnAiOiI4c2R3Zk1wYjNoUVRRN3lKcU05c2xVOEVoTW1nNHdMRSJ9\"\n"
           "}"),
]

# (language, text): none holds a secret.
ELEVENTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "git revert 19325baab10a228524161e882056e54b10019587 fixed the login loop, the cache "
           "change was the culprit"),
    ("en", "ticket 9e30043c-7d46-4bde-a2f2-a8a39d8f9a34 got reopened, the customer says the "
           "export still drops the last row"),
    ("en", "before installing, check the download:\n"
           "$ sha256sum ledger-cli_2.8.1_linux_amd64.tar.gz\n"
           "b6cf34a28c28a0e682e37e16398d1733e42ae41e9d5d5b943b8070473b90bb2d  "
           "ledger-cli_2.8.1_linux_amd64.tar.gz"),
    ("en", "the stack trace points at /home/ci/builds/tallowfield/web/node_modules/.pnpm/@babel+c"
           "ore@7.26.0_supports-color@9.4.0/node_modules/@babel/core/lib/transformation/normalize"
           "-file.js:46, which is a parse error in our config"),
    ("en", "order reference DE44-5001-0517-5407-3249-31 is the one the warehouse shipped twice, "
           "please credit it"),
    ("en", "the README says to put OPENAI_API_KEY=sk-... in your .env and never commit it"),
    ("en", "replace <YOUR_HF_TOKEN> with a read token from your settings page, then run "
           "huggingface-cli login"),
    ("en", "the template ships with GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx so the job fails "
           "loudly until someone sets the real variable"),
    ("en", "fine-grained GitHub tokens start with github_pat_ and classic ones with ghp_, so the "
           "scanner can tell them apart; neither should ever appear in a log"),
    ("en", "we're on ledger-cli v2.8.1+g3f9a2c1, the changelog for 2.9.0-rc.1 mentions the CSV "
           "fix"),
    ("en", "the dark theme uses #0d1117 for the background and #1f6feb for links, the same as "
           "the docs site"),
    ("en", "the tracking pixel is data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAA"
           "AABAAEAAAICRAEAOw== and it shows up in every email footer"),
    ("en", "new password policy: at least fourteen characters, no reuse of the last five, and a "
           "passphrase of four random words is fine"),
    ("en", "prod is pinned to tallowfield/worker@sha256:01b66bdf635642d80f0a6ce703ff8127328d9f1d1"
           "56dd70ec2eb2d1a670921c3 so a retagged image can't sneak in"),
    ("en", "post the summary in channel C0UMN0GIVR7 and mention U0PMRY4L8AP, she owns the "
           "billing dashboard"),
    ("en", "the checkout page loads Stripe.js with the publishable key "
           "pk_live_51QPdaaMrtnMw6mdi0wd3s8GTDx4QqYexzvU6A5tguM2DIURbRCmbx6hbBtAp1OFZyNSgf4gkZExF"
           "8yoVW1N2dhtl7H9e4b3WgY, which is meant to be public"),
    ("en", "the browser SDK is initialised with dsn: "
           "\"https://af43f7cd79eb5087eb1367bec5546b5a@o4508812.ingest.de.sentry.io/4508813\"; "
           "Sentry says the DSN is safe to ship in the bundle"),
    ("en", "the 500 came with x-amzn-RequestId: bfe6595d-aa15-4a11-8027-0e85099ef029, I've "
           "attached it to the support case"),
    ("en", "package-lock.json only changed the integrity of left-pad to "
           "sha512-hndPoFbOKDsU7Ocd+LaWr/A3LDBPsqmLgs9dYS49RbSx1yrzpDUSj2liFMRj0Y3X8uSOyxMMX6WmpN"
           "xX8zTDiw=="),
    ("en", "we pin the embedding model to revision e48afebf61b6ae8b6fff844f44aec4a3a0dae70a on "
           "the hub so a re-upload doesn't change our vectors"),
    ("en", "I revoked the old runner authentication token and registered the runner again; the "
           "new one lives in the vault under ci/runners"),
    ("en", "the slow request is traceparent "
           "00-f63aa281c8354af5cf0833135825de6b-11b617a0cb6950ab-01, the span for the ledger "
           "query takes four seconds"),
    ("en", "my signing key's fingerprint is 7F3A 9C21 D4E8 0B56 A1C7  3E92 58DF 04B1 6A2C 9E7D, "
           "check it against the keyserver before trusting the tag"),
    ("en", "add this to authorized_keys on the bastion:\n"
           "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIhYqRBbfi9ImdMBoEYRCv+rwep0v2vZRHYWShGpOVgOs "
           "m.okafor@tallowfield"),
    # Chinese
    ("zh", "回滚到 ee634a4d5ac33464be7950b40a8e7686344436eb 之后，支付回调就正常了"),
    ("zh", "工单 12424f38-4683-40bd-8806-67b19872631f 客户又打电话来催了，麻烦今天回复一下"),
    ("zh", "下载完镜像先校验一下，官方给的 SHA256 是 6aa2d352b5917e2f241491a9fe9a14fc56e88a24d4c3"
           "d161c92d3d8a73abc4f5"),
    ("zh", "报错的文件在 C:\\Users\\zhouyan\\AppData\\Local\\Programs\\Python\\Python311\\Lib\\si"
           "te-packages\\qiniu\\services\\storage\\uploader.py 第 212 行"),
    ("zh", "退款单号 CN62 7730 0091 0024 5518 06，财务说三到五个工作日到账"),
    ("zh", "文档里写的是 DEEPSEEK_API_KEY=sk-xxxxxxxxxxxxxxxx，用的时候换成你自己的"),
    ("zh", "示例代码里 access_key = \"<你的 AccessKey>\"、secret_key = \"<你的 "
           "SecretKey>\"，照着填就行"),
    ("zh", "七牛的 AccessKey 和 SecretKey 都是四十位的字符串，SecretKey "
           "只能放在服务端，前端只拿上传凭证"),
    ("zh", "线上版本是 v3.12.4-hotfix.2，安卓包的 versionCode 是 31204"),
    ("zh", "按钮颜色统一用 #07C160，禁用状态用 #A9E9C6"),
    ("zh", "头像占位图是 data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h "
           "后面还有一大段，就是个灰色的圆"),
    ("zh", "新的密码规则：至少十二位，必须包含大小写字母和数字，九十天强制修改一次"),
    ("zh", "收款页面上显示的商户号是 1658839217，用户对账的时候会看到"),
    ("zh", "钉钉机器人的地址在配置中心里显示为 access_token=****8e52，完整的只有管理员能看"),
    ("zh", "企业微信的 corpid 是 wwf646ca3c59d55c0b，这个只是企业标识，不是密钥"),
    ("zh", "顺丰单号 SF1427360858193，已经到分拣中心了"),
    ("zh", "电子发票号码 26112000000187345512，抬头开栖木科技"),
    ("zh", "短信验证码五分钟内有效，任何人问你要都不要给"),
    ("zh", "生产环境用的镜像是 qimu/billing@sha256:f6b898c875ea6f6349fbab35a122e9cd554a2ec1e0ca16"
           "1733ab1001cc4fe82b"),
    ("zh", "我的公钥你加到服务器上：\n"
           "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ6CpiLEJcgqp/W2lqsVR/pdCLBBwa+nTXeWA6VHwAIrmuoaL"
           "oE8TCO3rr+Czia4nlz183E3Of1ECQVEvpaxxnnrU9++qxZQTeIoUBOwaqLa6Ph/DJ4e1uD0lF "
           "zhouyan@qimu"),
    ("zh", "安装包的 MD5 是 838aadcd1d3dff1022058606f3b2e087，和官网上的一致"),
    ("zh", "阿里云返回的错误里带着 RequestId: 7B3FD21A-A372-4D1C-A326-47D8FFD540B7，提工单的时候"
           "附上"),
    ("zh", "上周已经把七牛的 AK/SK 换掉了，旧的那对已经停用，新的只在 KMS 里"),
    # Japanese
    ("ja", "コミット 6199b150d8d84d45192b75c1d70f95833ab246cb で決済画面の文言を直しました"),
    ("ja", "チケット 7b3fd21a-a372-4d1c-a326-47d8ffd540b7 "
           "の件、お客様から再度お問い合わせがありました"),
    ("ja", "インストーラーの SHA-256 は b2048119154ed88613905aec8abdfafcc6e84d7b99c1781ab25af5ab9"
           "951bb72 です。ダウンロード後に照合してください"),
    ("ja", "エラーは /Users/mori/Library/Application "
           "Support/Code/User/workspaceStorage/c7bbece9b592ba0d09e1e8ab78a150b4/ms-python.python/"
           "pythonrc.py で出ています"),
    ("ja", "受注番号 JP71-0033-5521-0098-4410-26 の商品を出荷しました"),
    ("ja", "README には OPENAI_API_KEY=sk-... と書いてあるので、各自のキーに置き換えてください"),
    ("ja", "設定例の X-Cybozu-API-Token: <YOUR_API_TOKEN> "
           "の部分は、アプリごとに発行したトークンに読み替えてください"),
    ("ja", "さくらのクラウドの API キーはアクセストークン（UUID "
           "形式）とシークレットの二つで、シークレットは発行時にしか表示されません"),
    ("ja", "本番は 3.4.0、検証環境は 3.5.0-beta.3+20261204 です"),
    ("ja", "ブランドカラーは #2E7D5B、アクセントは #F2B705 に統一してください"),
    ("ja", "ロゴの先頭部分を base64 にすると iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h "
           "で始まります。16×16 の PNG です"),
    ("ja", "パスワードは 12 文字以上で、英大文字・英小文字・数字・記号のうち 3 "
           "種類以上を含めてください"),
    ("ja", "JAN コード 4901234567894 の商品の在庫が残り三つです"),
    ("ja", "通知先は Slack のチャンネル C0UMN0GIVR7 です。ID なので公開しても問題ありません"),
    ("ja", "決済フォームには PAY.JP の公開鍵 pk_live_c17a27811a2d86d6970040382a0b6f92336e200ea74a"
           "59b4 を埋め込んでいます。公開鍵なのでフロントに置いて大丈夫です"),
    ("ja", "LINE WORKS の Bot ID は 7364018、ドメイン ID は 400128593 です"),
    ("ja", "Stripe のイベント evt_1QJ8kLFa2dRx7mZp9sYt3uVw と PaymentIntent "
           "pi_3QJ8kKFa2dRx7mZp1cXb8nQe を見ると、二重決済ではありませんでした"),
    ("ja", "作業用 PC の公開鍵です。サーバーに登録をお願いします。\n"
           "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIhYqRBbfi9ImdMBoEYRCv+rwep0v2vZRHYWShGpOVgOs "
           "mori@hinoki"),
    ("ja", "kintone のアプリ ID は 38、対象のレコード番号は 1204 です"),
    ("ja", "freee の API トークンは昨日ローテーションしました。新しい値は 1Password "
           "の共有保管庫にあります"),
    ("ja", "e チケット番号 2052407718263 で搭乗手続きができます"),
    ("ja", "ゆうパックのお問い合わせ番号は 1190-4827-6635 です"),
    ("ja", "本番のコンテナは hinoki/site@sha256:8f7571a01952a8d7073c80e70339e61289ac3d509d487ce4d"
           "f4a5091acba81a4 に固定しています"),
]
