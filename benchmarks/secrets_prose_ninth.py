"""Secrets said in prose, the ninth round: credentials of a wide spread of formats, in
English, Chinese (Simplified) and Japanese, written and committed before any rule ran on it.

The formats: provider token prefixes of clouds and hosts (an AWS credentials file, Azure
storage and Microsoft Entra client secrets, Alibaba Cloud AccessKeys, Sakura Cloud, MinIO,
HashiCorp Vault, Doppler, Pulumi, Terraform Cloud, Fly.io, Vercel, Databricks), of CI and
code hosts (GitHub fine-grained, classic and OAuth tokens, GitLab, Gitee, CircleCI,
Atlassian, a Harbor robot account), payments (a Stripe restricted key, Square, GMO-PG's
shop password), messaging (Slack bot and user tokens, Discord, Telegram, DingTalk with its
signing secret, Feishu and WeCom app secrets, a WeChat Official Account AppSecret, Twilio,
SendGrid, Mailchimp, FCM's legacy server key), AI providers (OpenAI project keys,
Anthropic, Hugging Face, Zhipu, Moonshot, DashScope, OpenRouter, Groq, Replicate, Gemini),
package registries (PyPI in `.pypirc`, NuGet, RubyGems, Docker Hub) and monitoring
(Datadog, New Relic, Mackerel, Sentry); connection strings with a password (SQLAlchemy,
Azure, MySQL and Oracle on the command line, a Maven `settings.xml`, an Elasticsearch URL,
`redis-cli --pass`); private key blocks (OpenSSH, PKCS#8 RSA, SEC1 EC); JWTs (an admin
bearer token, a Supabase service-role key, a Kubernetes service-account token in a
kubeconfig); basic-auth and token-in-URL clone addresses; `.env` and `docker-compose`
lines; passwords said in prose (the wifi, a NAS, a router, a VPN, net banking, a school
portal, a 163 Mail SMTP authorisation code); keys without a known prefix given with a
label (a weather API, Zoom, Yahoo! JAPAN, Shopify's Admin API, Linear, Postman).

Beside them, look-alikes with no secret in them: commit hashes, UUIDs of records and
requests, checksums (SHA-256, MD5, an npm `integrity`, an image digest), example and
placeholder keys said to be fake (`sk-...`, `<YOUR_API_KEY>`, `sk-xxxxxxxx`, AWS's
documented `AKIAIOSFODNN7EXAMPLE`, `{{api_token}}`), masked values (`********`, a key shown
by its last four characters), references (`${DB_PASSWORD}`, `${{ secrets.X }}`), version
strings, order, tracking, invoice and ticket numbers, barcodes, base64 of ordinary text
(a preferences cookie, a Chinese greeting, an OAuth `state`), public keys (SSH ed25519 and
RSA, a PEM public key for webhook signatures), a PGP fingerprint and a certificate serial,
values public by design (a Stripe publishable key, a Square application id, a Google
Analytics measurement id, an ICP filing number), MAC addresses and colour codes; password
policies without a password, where a secret is kept, keys rotated or revoked with no
value, and a forgotten password.

Every value here was made up for this file (random, from Python's `secrets`); none is a
real credential. AKIAIOSFODNN7EXAMPLE and its secret are AWS's documented examples.
"""

from __future__ import annotations

_OPENSSH_KEY = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "QyNTUxOQAAACBCc2emb9ZlkQ4QzrAkGmXbSdxvVAPw8b1b1zGdcwEfWKAcvaao/4sR9/PF\n"
    "h3qS7xHHIRO/G/8fToBAsAJ2m2QY8YJbGWABYcoTfZakwmlmyf1+jKorU9ECRxzt3l3hwG\n"
    "aa9xN8G8bFzdbj9FYgT5gtd/IbE/CpjcZlPgxKNnRjWJn6oD28JOD9/nHcvYzPTac0503Y\n"
    "wSkjV4iuTR9mYuPwEkcj5fEknWKUZqT68obJyEjBTyaSjbfBgDT0JVGaoXny5DOxwEkw+W\n"
    "cLaI7F3kfGV13H1JHQApmDNqkCVBpFHKMf3lk3gcwvdxKDcm7onBz5S3/jvkCYwWIWDfsG\n"
    "cA5U2J3g7alBr4yCojWWUTzKdKHaHYIyWmF0P9VA3BChXWN5VhN8erZjdeaQ3MbepbVfz1\n"
    "UPpNc5iY7QuR3VBcWQct9ncQnZY1AFMZHSafmTs+Fztlw9OIXzvwXcgpQ1jiRKCYu/47Um\n"
    "Dbr/IzFYem/6qDhRv41C/xP3yVBF1yZMhIg6upD13VB\n"
    "-----END OPENSSH PRIVATE KEY-----"
)
_PKCS8_KEY = (
    "-----BEGIN PRIVATE KEY-----\n"
    "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQZ5SwezmqFagrYu\n"
    "n5C8JJkOqP0xYJZzutqff6K0r50S4uD/5Ot8O3ns/Cjzwir4kuAj6M6xl71p19GX\n"
    "IYn8iA7qD/vSgkizNyLsrruv8Eo9mpltsv1x8PmzB8XdPtKOdEwK+Mmpo6MWQXJH\n"
    "eDCzcxwUTx7sH/lDL45eQSduJGZtvWyRIYxOU4NKMIy10/lWzZxdjhE9RarXn75t\n"
    "n4bgXBKhzQ9LhU4gh2VxmKNtHb5UbYbmQIYyT+SXPtWWSTZRaD3HdEJcfOCnDbVh\n"
    "kkBTfKHirhNe0b15zlsb+HfVn/8d/gIdvIp+7xOZotT8ngrVB6sQxfRCRMXryp78\n"
    "az02f7nqypE2sqm9LLxhxkb+qZrU402VvfvUDx4iFFY1GATUyKrCm1Fpmzh+bq0A\n"
    "t8ScgR3dSlvjsfAUzOjMgwHz1hsjOF42cVY3FfswrHkPqjH+lNS/uaY6wG+MwLGC\n"
    "vpzyGYdAI0KUJIHq4/WxGQpr5bnEZ4l4kFSr2yDK83r2jk2Xq94Fm6gjjn++XrUT\n"
    "UdwR77GAr+H99Aun9QcSlTIcI2LIf1YzG3ZcTAD4XzSHf/vWBbIHM8gZzPEXN1az\n"
    "xepw298UieBdi/HrZX+ehaA5OrRaIbYAQk+vLpedeT7K8uZJCIMKoMvTKmeXbZir\n"
    "YtgtQq+mAaLTJ/OxgIDeHrLgBCuDTpCatK33Rk6Mn8g81YLkGZ2OfcqrXbVVBTP+\n"
    "21hDuKpMUzUX5HnsGX/8ig8t1Ovfb2ma6WLarUVAdD3OO3ZYW7P/87NGn0JG3Kae\n"
    "ZU13zSerUztRGAHfBJJWSxUuA+djNgZHOFK3K3/ZqYqDmchqx+aIKBSDO1KZEWbO\n"
    "r7AkJZImav0N5GW7ikkyHlva8sV3N7JA8yWhEsEGF5xQo30KUONF0VTwRr7wRKfp\n"
    "Vf3ult3Mu5jYD4r3aSH1L5wcc+YgOfVVaHQuWCzCUfaXxg6lEXQXqV9eyS7GTRk4\n"
    "7Qk8BbnsVWQV/DdBSvNz/L0mdJW+/Oq4yEmUVB0OTl9xEPRMqJX2zSKLtAgps5j4\n"
    "1ReMRk+K5qjkugHns3zogYB0uXpxqoF5L8rm0kiTxjPeTokHonu1P7cDmCxnqYcT\n"
    "H7jSnK+NDlmhM8TbyOk8UN5fbnIdQxGEQ+t9n6F7ulEJt4O+lvt1yFIJ28rGrRVE\n"
    "/85K6rRfgyVNseS9/2x6Eu65rIho8hdQE5vp20xP9kfxr+tEIVHsEFFPZhWJdE+z\n"
    "+AgL25gqYKkPg+pHVC4kLOp+nwoKI+ga/JXaEF2uBhgThjhCXEWEFeeLH7fSQWzS\n"
    "rXdluLZTkZXEWai1aAZ0kkwGwOX7WP/ap+wNr/qMnotlAJJBlsaZ5lTUBHpWbLxo\n"
    "Tyhf6olmDecHEcVkwuGj2i8tjXw+b3iVyOxGhiww4gYZ65NIjb+HABaPBfCJ66Pr\n"
    "++KVvVefrsJdDosvPyQTONIWtSjRnySZee6ohaqJVcXgOu2A+DamDNwxogz3s6dO\n"
    "TMSsw3IAPoljng+N6vA7oZWLATJLhJBpyufYkgVFKZdnHmE/7MQHPg/vam35eyWb\n"
    "TLbatc8tFfZ6N018r7Eo==\n"
    "-----END PRIVATE KEY-----"
)
_EC_PRIVATE = (
    "-----BEGIN EC PRIVATE KEY-----\n"
    "MHcCAQEEIPrwUWnPRGrj5ojmBJ7uPXxRSDQOR5p+AvPXoAoGCCqGSM49AwEHoUQD\n"
    "QgAELNxlKtGHxV0ptX+ak1/LBoqc39f/Lyc/yLmxgCw0OwK+ypRmZWsC0WsdTGJ8\n"
    "5ETTxQjhXj2dt77DexZ607M5/g==\n"
    "-----END EC PRIVATE KEY-----"
)
_RSA_PUBLIC = (
    "-----BEGIN PUBLIC KEY-----\n"
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEApeAv5j1oCwR174yDexhT\n"
    "TnFpORGTJBuvbKCV3svtKL23YhKHTYJIlPgWSyjSdTu+riUnoZ7EGxhY7f1vfSAI\n"
    "0L7BWcJ21tWxbIsOJGrCfF5ZWv0L1t46S8YXkGVsym7jm1n2P1ROtLCQNCm9ScPj\n"
    "xCyXuDdWOjMPnDr7gHzt7rxC34dA4Cdm4iiOieObroVOHWd7eDl785kNNI5+uq6z\n"
    "Jq4FeE68xl0HfoZ2oYCoL5M5ZrjXY+eUX1bK+vDa3ZscjaujxvNlPcTnLnUwvKhf\n"
    "t9ATMPysJsI9cbIgYy+z6Dpf6G0rzmKANluPZaNtXFg/oXSbFgXtB/ildeabjr/Z\n"
    "OwIDAQAB\n"
    "-----END PUBLIC KEY-----"
)
_K8S_TOKEN = (
    "eyJhbGciOiJSUzI1NiIsImtpZCI6InJLYzQ5YWRlTUZVTUxyc3NuOC1XOEVzTVBOVG1NbkhiS24wMU50c1E4WlEi"
    "fQ.eyJpc3MiOiJrdWJlcm5ldGVzL3NlcnZpY2VhY2NvdW50Iiwia3ViZXJuZXRlcy5pby9zZXJ2aWNlYWNjb3Vud"
    "C9uYW1lc3BhY2UiOiJjaSIsImt1YmVybmV0ZXMuaW8vc2VydmljZWFjY291bnQvc2VjcmV0Lm5hbWUiOiJkZXBsb"
    "3llci10b2tlbi03eDJrcSIsImt1YmVybmV0ZXMuaW8vc2VydmljZWFjY291bnQvc2VydmljZS1hY2NvdW50Lm5hb"
    "WUiOiJkZXBsb3llciIsInN1YiI6InN5c3RlbTpzZXJ2aWNlYWNjb3VudDpjaTpkZXBsb3llciJ9.wtHPZhsgMIe_"
    "AOycSJOgnrrl3zwWlMZ4dOxTg-nt-2Xnk6XJ462bZx4oyX5LA4YhqWaVIKgTB2R4bzVMcgwwwKF-jRhwymo3RYJh"
    "Kb3jy9lvF-4QU2S7pEoObZePlPmaUVUhYcewODYAWajHFelkUH_vdE0CsHcsbUTeZXJ_ojVl8or5LVYWUFCxNFHG"
    "dAUVx0yZhkCRSX89qwej0AsIa4CosPemJx-wAfjMeoGcOjVgoO-_QrzumV97lUx3SnjyPKmZlDnIihBZKt_VBYtp"
    "MXB1ZM0Sb9Sp8_-27OlWi9kYHmGHC-OPBHI1RsZK7QrxREtai4pVpYHouy2E1n0qqg"
)
_EXPORT_JWT = (
    "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJiYXRjaC1leHBvcnQiLCJzY29wZSI6Im9yZGVyczp"
    "yZWFkIG9yZGVyczp3cml0ZSIsImlzcyI6Imh0dHBzOi8vYXV0aC5oYW5hbW9yaS5jby5qcCIsImV4cCI6MTgzMDI"
    "5NzYwMH0.pnziC9Ht7woEP6VZSA0EUQ1n1IEciIFiFG0X1PK6qggj7X8mxZzaQ5fhYYhp5-oUCEGGq8caGqdXTCM"
    "SIeiq6JAenSDKRYwGhL6DnikceFmBiNk-mhqCg70JJV8iZn2xayNfskYIB-fPUA9wPUZKYYzq3_XjuW4thudsVOH"
    "UJ4A7-HC03RhqsdO5UdqHID95VG3jmz9MofQaPtNaP1RAM4azlMIMsgv0jw0D5SrGnS6IPJuSDVHgyy2hQkboXcU"
    "DQrm24dQVBRc6gULhicwFWPpICtImmbhaFaGXmIy1GXfoCNADkEW6wuv51-CXsWA5d6JsYrd6JUS7RkL8fSogKQ"
)

# (language, text): each holds a secret.
NINTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "why does the CLI keep saying SignatureDoesNotMatch? here's my ~/.aws/credentials:\n"
           "[default]\n"
           "aws_access_key_id = AKIADDVXFMCDP336AHEA\n"
           "aws_secret_access_key = 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\n"
           "region = eu-west-2"),
    ("en", "is this the right way to log the runner in? "
           "echo github_pat_Hb3fUNlfnmXCm6UEyyFsOA_46gEjcN3gQNTFi4ZnSFDXw9dTniaq05eQ7Q1Yhxs5kC5fD"
           "n62jfhV44LFc2 | gh auth login --with-token"),
    ("en", "the mirror job clones with "
           "https://oauth2:glpat-_CYB7nVaaAMylBWt4IRf@gitlab.com/fernhill/infra-modules.git and "
           "fails with 403 since Monday"),
    ("en", "use this restricted key for the refunds script, it only has refund write access: "
           "rk_live_51u4mXL6E8oOzaaGoD7pxVWrNlqOrWKlhSAHfXodXMZ7ca1tmuUntXtWQorilrE5HSfsHPuH"
           "GpJ4COo5JT8irkmqfqPPH1RCHGx"),
    ("en", "from slack_sdk import WebClient\n"
           "client = WebClient(token=\"xoxb-285506842536-1559084437756-zBFLTSLwSC695o9E42K4uePf\")"
           "\n"
           "client.chat_postMessage(channel=\"#deploys\", text=\"done\")"),
    ("en", "the bot's config.json, it won't come online:\n"
           "{\n"
           "  \"token\": \"MjAyNjkwMTQ2NzE3NjczMjU0Ng.Lx9HpK.qfgcqE0N3kDOzLh2q0XCBX8kXcsWLMElT9xjZS"
           "\",\n"
           "  \"prefix\": \"!\",\n"
           "  \"guild\": \"quiz-night\"\n"
           "}"),
    ("en", "Twilio for the appointment reminders: account SID AC2cfaf16425f7cca6baeea5a08bc9b1f2, "
           "auth token c867e2d3f3004ca0c64530e6c5973d3e"),
    ("en", ".env for the summariser:\n"
           "OPENAI_API_KEY=sk-proj-JdpPN1KNNallV-pydUjqZ5DgG1TIofceGXWu8w_6wI9zs7mX5NVe0Z6IKEn3B9PQ"
           "o6aav-pGK4T3BlbkFJHcYFzk0dt-n9OmcHGTwovtzHBmJ1PKB2UG5aHWb14eRPeV-Zrh7Xywpq0d-5tFmvbyY-"
           "CG0MCx\n"
           "MODEL=gpt-4o-mini\n"
           "MAX_TOKENS=800"),
    ("en", "this curl gives me a 400, what's wrong with the body?\n"
           "curl https://api.anthropic.com/v1/messages \\\n"
           "  -H \"x-api-key: sk-ant-api03-iCwazCEGf_7zN0mPrsXom6yucBnJAK62yJUtaamfKzM7uqLoKTiw7h3R"
           "p31j_KMKR2cQe4UEdnfSgEaImdoqI3vxTrAAwAA\" \\\n"
           "  -H \"anthropic-version: 2023-06-01\" -d @body.json"),
    ("en", "my ~/.pypirc so twine stops asking:\n"
           "[pypi]\n"
           "username = __token__\n"
           "password = pypi-AgEIcHlwaS5vcmcCJ5dy9SloL0kGKesSiU30IYA3qrnk_nqcE-bW7sr0d4x6bbq2Z-uM-ty"
           "Q1mTM-ztj1uNbqk-nK6nT3G6mgY-yIDzTFdtr2gfRvME8sF26wFM_T6j946qS8qKTiav2by7Btwk"),
    ("en", "if you need to poke at the analytics db it's "
           "postgresql+psycopg://metabase:hhwmWVuVmzqxoC9H8x@analytics-db.lan:5432/metabase"),
    ("en", "this is the deploy key from the build box, can you work out why ssh rejects it?\n"
           + _OPENSSH_KEY),
    ("en", "the admin API takes this until next year, use it for the cleanup run:\n"
           "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtYWRtaW4iLCJy"
           "b2xlIjoiYWRtaW4iLCJpYXQiOjE3OTY1NDA0MDAsImV4cCI6MTgyODA3NjQwMH0.Vj7QXZJYfWJkIRHCwyTpROY"
           "5V7WWyNr89fpdgPMlSkA"),
    ("en", "the mailer service in docker-compose.yml:\n"
           "  mailer:\n"
           "    image: fernhill/mailer:1.8\n"
           "    environment:\n"
           "      - SENDGRID_API_KEY=SG.-URO1Wizoc7kJwbSs6UV55.OYAyiXNHcu_fL9SdrVPNr_oT0G__NaTgnwjZ"
           "m"
           "2CsDi6\n"
           "      - FROM_ADDRESS=no-reply@fernhill.coop"),
    ("en", "the wifi at the cabin is called Pinecone-Lodge and the password is mossy-otter-4417, "
           "put it in the guest notes"),
    ("en", "OpenWeatherMap key for the dashboard weather widget: 3dd4dbe0cb086025d4bd90cf8f1c4d0d"),
    ("en", "docker login -u kwamea -p dckr_pat_EkjvJq-KL5V88Nz_Vnpn_yvMise  # why the warning "
           "about --password-stdin?"),
    ("en", "export VAULT_ADDR=https://vault.fernhill.internal:8200\n"
           "export VAULT_TOKEN=hvs.CAESIndDE5oc1QTemAqTZSdZ75KgfTIFwFyvzuY8dIXQp7CKA_kjdJInJXE8cE"
           "gFO5N_7iuilQ9TwIjsZj536JdMfj9\n"
           "vault kv get secret/billing"),
    ("en", "helm upgrade --install datadog datadog/datadog -n monitoring "
           "--set datadog.apiKey=985e6a635e965440da7c6ce8f71a3e6b --set datadog.site=datadoghq.eu"),
    ("en", "ran huggingface-cli login --token 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 on the GPU box "
           "and it still can't pull the gated model"),
    ("en", "requests.get(f\"https://{shop}.myshopify.com/admin/api/2024-10/orders.json\", "
           "headers={\"X-Shopify-Access-Token\": \"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\"})"),
    ("en", "dotnet nuget push bin/Release/Fernhill.Ledger.3.2.0.nupkg "
           "--api-key oy2q3gdr3j1m4w7ea2pjh8jj978nx6iuxv9aj4dfpfnwck "
           "--source https://api.nuget.org/v3/index.json"),
    ("en", "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=fernhillmedi"
           "a;"
           "AccountKey=dTe5f9lKvr9YAedE3QkvIjrWSzAKPtmQ4afrv1J4/h/s1JVMsjaZgt+RPyypOzXhb5xhZY4Py7td"
           "T"
           "+GeT+FBOA==;EndpointSuffix=core.windows.net"),
    ("en", "BotFather gave me 3926062768:AAtIYer8PJGAicPrtEfBc9P9eFXUveT2NTO for the alerts bot, "
           "wire it up to the uptime checker"),
    ("en", "the NAS admin page is on 192.168.1.20:5001, login admin / Quiet-Harbour-2291. can you "
           "check whether the RAID finished rebuilding?"),
    ("en", "~/.databrickscfg:\n"
           "[DEFAULT]\n"
           "host = https://adb-4412093381729450.10.azuredatabricks.net\n"
           "token = dapi5c249f3b8b0da9312f5f2801765e2c85"),
    ("en", "curl -u priya@fernhill.coop:ATATT3xFfGF0sH9ET7xi2esFhmHET-JsFhOnM0Qhn1bHxh6QZUJUHJjuH6"
           "yC8i6RjmDWo7ciI4QhVRNPMF03O2gUTiqiY1OJitxVDpxJ-wFGPjkGKAuICyLb7CmAQI2pntOsA9kN-Bu0d72"
           "GhNFJLsLDfi_4o_eQzmBvLEwz1InKJ-RD6A0ty5h=R9V4MEJK "
           "https://fernhill.atlassian.net/rest/api/3/myself"),
    ("en", "Linear's API key for the changelog script is lin_api_fHV3mDwQQMz5cPo4KvLPPmwHnHu58ukQm1"
           "FBM1Y0"),
    ("en", "gem push needs GEM_HOST_API_KEY=rubygems_6dc7917e9daa1df9e2f35d6dba9f59b0b86b6eb6529583"
           "9a "
           "in the release workflow, can you add it?"),
    ("en", "Postman API key for the collection sync: "
           "PMAK-623d5c74b719cbe9dd9a683b-29db9222a168677b3b01187d40592e4dee"),
    # Chinese
    ("zh", "阿里云的 AccessKey ID:LTAI5tJnBkamFdMQJWQoSKVw,AccessKey Secret:"
           "N7zq0yCeUVOiq7LB86G9lsnu5qSlSX,帮我把 OSS 上传配好"),
    ("zh", "钉钉群机器人的地址是 https://oapi.dingtalk.com/robot/send?access_token="
           "f39080165538a9ed6354a61a090df43dd8305e84b7bc398fb87ceb28599f4ff0,加签密钥 "
           "SEC7562a0e181c60e7a23dcb5f800cd3cf83164bd90e1221aea2b3d2365f80aff71"),
    ("zh", "飞书自建应用:App ID cli_a018800d4bc785df,App Secret Bdc8Enq741wd2SQO0jYEcvRtJONEO9In,"
           "用来拉审批数据"),
    ("zh", "项目的 .env:\n"
           "ZHIPUAI_API_KEY=7cb2ecd9a9466c2894291dea027838ab.RFJV02HYggPlv6kM\n"
           "ZHIPUAI_MODEL=glm-4-flash"),
    ("zh", "这样调 Kimi 对不对?\n"
           "client = OpenAI(api_key=\"sk-7Q0UORoRdRHNe5MidRTCZtXSAHtCzeTljI9rqnNFdHUBeEZV\", "
           "base_url=\"https://api.moonshot.cn/v1\")"),
    ("zh", "在服务器上执行了 export DASHSCOPE_API_KEY=sk-787ee9dd285572d930ab6379a80501d8,"
           "通义还是报 401"),
    ("zh", "公众号后台的 AppSecret 是 1cca1399f2a8d6448a367c784141c9ee,我要调获取 access_token "
           "的接口"),
    ("zh", "推不上去,报 403:git push https://zhangwei:bd3b68e3e44ce7d3105f1c246695140e@gitee.com/"
           "zhangwei/notes.git"),
    ("zh", "企业微信取 token 用的是 https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid="
           "ww3aaae4d5bc075a49&corpsecret=d-GopcNoZMDGm7TbZrnNGiLOo3RiRIi0loj3FZP1ZbH"),
    ("zh", "mc alias set myminio http://10.0.3.7:9000 4UI7ZNBV78JG2GOODDAR "
           "xyPJZy70S5Y4KvBzx485ZG13nRfqWLRBsyCCE3mn,执行完 mc ls 还是空的"),
    ("zh", "流水线里登录 Harbor 用的机器人账号:docker login harbor.corp.cn -u 'robot$ci-push' "
           "-p 7R1jaSuM70A5obbZIZ1N1aubT8WV3Qzh"),
    ("zh", "支付宝开放平台的应用私钥,帮我转成 PKCS1 格式:\n" + _PKCS8_KEY),
    ("zh", "公司访客 Wi-Fi 叫 Guest-5F,密码是 Tea@house8866,有客人来就告诉他们"),
    ("zh", "连 RDS 用这条:mysql -h rm-bp1x9k2.mysql.rds.aliyuncs.com -u shop_admin "
           "-p'Xq7#mLp2vR9k' shop"),
    ("zh", "用这个 token 拉公司的私有仓库:ghp_C3xh0w0I1ApRBCWyUQzFEmUcZmyR0XjF48Q3"),
    ("zh", "OpenRouter 的 key 是 "
           "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,"
           "额度还剩 20 美元"),
    ("zh", "Maven 的 settings.xml 里是这么配的:\n"
           "<server>\n"
           "  <id>nexus-releases</id>\n"
           "  <username>deploy</username>\n"
           "  <password>Nexus!Deploy2026</password>\n"
           "</server>"),
    ("zh", "日志服务直接写 http://elastic:Ek9wP2sX7vQ4@es.internal:9200,为什么一直连不上?"),
    ("zh", "又拍云操作员 upload_bot 的密码是 NER3D0nyaHSbBg26GdB4MNGTaVJndmtt,图片上传脚本要用"),
    ("zh", "redis-cli -h 10.0.5.21 -p 6379 --user app --pass A7pdT2RSnBZdqISg2PYIbp8Y "
           "info memory"),
    ("zh", "家里路由器后台是 192.168.31.1,管理密码 mi8823xiaoqiang,帮我看看怎么设置访客网络"),
    ("zh", "163 邮箱的 SMTP 授权码:XYRRQTTOVJQAKYPH,发件服务器 smtp.163.com 端口 465"),
    ("zh", "CI 用的 kubeconfig:\n"
           "users:\n"
           "- name: deployer\n"
           "  user:\n"
           "    token: " + _K8S_TOKEN),
    ("zh", "Supabase 后台复制出来的:\n"
           "SUPABASE_URL=https://kscztrhdjidvnwqfqjsgk.supabase.co\n"
           "SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIs"
           "InJlZiI6ImtzY3pyaGRqaWR2bndxZnFqc2drIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTc4ODIyMDg"
           "wMCwiZXhwIjoyMTAzNzk2ODAwfQ.kJ0fa2RZMTYRUCpD4UsHszO8k7OSSwLvJoUNKDJItpo"),
    ("zh", "我教务系统的账号是 2021114514,密码 lanmao@0618,帮我看下这学期的课表"),
    ("zh", "Groq 的密钥先用我的: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"),
    # Japanese
    ("ja", "さくらのクラウドの API キーです。アクセストークン 463500e9-ede7-4cb0-9e34-fd26b30c1c34"
           "、"
           "シークレット yDOc6Bsov5O9jtTfpf470FSZ6QiX1C0DsKrt3Zqwe0UQP9nmSsinYkyDoDCTQfwG"),
    ("ja", "アプリ登録のクライアントシークレットの値は 0uA8Q~gThO1NBchXXWlI8gtXQagx~8lVxps7XvyK "
           "です(有効期限は 2027 年 6 月)。"),
    ("ja", "旧 FCM のサーバーキーがまだ残っていました: AAAACXDL_QV:APA91bjyamoV3m2CkViwsFSs3IQW"
           "D8J2zcwYGfq6MEZxRvCzXSmJIeOk3CLmP0DsWNtQFK1_IbngNAapDbUuZThfwANMyTW7NoHqpAqB08x7x6mj"
           "esha-9ZPbiZY4xrzVXijyK-bEL0b"),
    ("ja", "本番の Square アクセストークンは "
           "EAAA7usuPiKcDnWxw9fn2V34wI56VKo1aRVhVjfIFlG79UiGXWrMfKQifx53RHyn です。"
           "レジ連携のバッチで使います"),
    ("ja", "~/.terraform.d/credentials.tfrc.json の中身:\n"
           "{\"credentials\": {\"app.terraform.io\": {\"token\": "
           "\"njmo0cMQgn9Whj.atlasv1.o0K2E0cmuGAiajZWzFxvENYKuOA1QQqjfx8Db2KZzKPAifIKCocP3LqgDLCeY"
           "jQzfne\"}}}"),
    ("ja", "mackerel-agent.conf を貼ります。\n"
           "apikey = \"w27AibiYcdIGUOZhvoO9trtwQhYoDIqvM6z2tgUZDxyk\"\n"
           "roles = [\"hanamori:web\"]"),
    ("ja", "newrelic.yml の先頭です。\n"
           "common: &default_settings\n"
           "  license_key: e7d56dc5f3c7940cee2504082cae61fc0723NRAL\n"
           "  app_name: hanamori-shop"),
    ("ja", "sqlplus scott/Tig3r#Kanda2026@db01.hanamori.co.jp:1521/ORCLPDB1 で繋がらないんです"
           "けど、何が悪いでしょう?"),
    ("ja", "認証サーバーの JWT 署名鍵です。鍵の形式を確認してもらえますか。\n" + _EC_PRIVATE),
    ("ja", "エクスポート API はこのトークンで叩いてます。\n"
           "curl -H \"Authorization: Bearer " + _EXPORT_JWT + "\" "
           "https://api.hanamori.co.jp/v2/orders/export"),
    ("ja", "会議室の Wi-Fi は SSID が MTG-3F、パスワードは kasumi-7720-tokyo です。"
           "来客用の案内に載せてください。"),
    ("ja", "VPN のパスワード、Sakura#Maru0412 にしたよ"),
    ("ja", "Yahoo! デベロッパーネットワークの Client ID は "
           "dj00aiZpPWrgSUEQxKB4O09V4RS0VGyAnabBvGFLytHSQvIghhVXgN5n-- で、"
           "シークレットは iUDfdbx7kfNHgvgIM4rzGlMcIRORIGtcKzUGnLiw です"),
    ("ja", "Zoom の Server-to-Server OAuth アプリ: Account ID 1tREIIwt3jJZmvCquMLl1B、"
           "Client ID tSVupnumbcP3FBYnGhmXsu、Client Secret v4k0MUVqURDPXGoAmhWYmvhbZpwVNxzl"),
    ("ja", "GMO-PG のテスト環境じゃなくて本番です。ショップ ID tshop00071234、"
           "ショップパスワード wgx21gcc"),
    ("ja", "Composer の auth.json:\n"
           "{\"github-oauth\": {\"github.com\": \"gho_kigLujikvvhh1aF5ITotTutMPSlbs2umn0Cn\"}}"),
    ("ja", ".sentryclirc に入れてあるのはこれです。\n"
           "[auth]\n"
           "token=sntrys_wXijt8VpaEoaVtMrYl7wIjWuoUh-CI2g9663dRZCg9T-5Hj0iQjoB9uAV-WIB9NQcTLjimSay"
           "EvND2PKr-iEy_pZ4r-tKlwY4k3tOkyPDr5w6N9zrHHmKzY4"),
    ("ja", "Vercel のデプロイ用トークンは p6nevJThyq1u5BHFyW0RXMaV、チームは hanamori です"),
    ("ja", "GitHub Actions の secrets に FLY_API_TOKEN として入れる値:\n"
           "FlyV1 fm2_7YREZVsH23jnMw6ajZumQetWG6NGGMRxOKWsVCts7NyAHCRqm4qs5vKUrt2w7XmvlIN5g78IYV"
           "dIsVcXwwj3ydGVSYVXBU2Y7NQnZ9lIgZLhwAee3pfuZG2_Y-K9JsXERMTwrD6b30WkF7K2thWuaCb30ZSpiz"
           "TwCOWT_E0LY53hOfibi0pf5szHP-7DldixoaLN3NPp"),
    ("ja", "export PULUMI_ACCESS_TOKEN=pul-c7cecaae53e6e2a0c25865250e1b2cee1375e7b8 してから "
           "pulumi up してください"),
    ("ja", "Mailchimp の API キーは be3ff0270874f95a7daf7a12a7ce935a-us21 です。"
           "メルマガの自動配信で使います。"),
    ("ja", "本番の Doppler サービストークン: dp.st.prd.UZKKMNqrJlPYHf3gLVzS5By9UjCQHa0Jt9oDI34L3j"
           "B"),
    ("ja", "CircleCI のパーソナルトークン "
           "CCIPAT_EUm1nqLRMtxj65sVBJruob_0abadc6dcdc08ea190891685d963cc8df13b7a82 で API を"
           "叩いてみて"),
    ("ja", "GEMINI_API_KEY=AIzawjv-vsnNr2_l20lcV5ttiVpvbhAlVxoGgO7 を .env.local に書きました"),
    ("ja", "ネットバンキングのログインパスワードは Tsubame_55ko です。"
           "残高だけ見ておいてもらえますか"),
    ("ja", "Slack のユーザートークン "
           "xoxp-740802427580-516558796574-977542291425-de2faf11ecd5d6bc9dde918692c136e1 で"
           "過去ログを取ってください"),
    ("ja", "Replicate のキー、r8_iHnM62uzDnp5Wz50X5hyi0PYRNEQq5RGiV6iY を使って画像生成を試して"),
]

# (language, text): none holds a secret.
NINTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "the regression came in with 5861be550487bb679d193e3a9d86f9420e2c559b (\"Cache the "
           "tenant "
           "lookup\"), can you revert just that commit?"),
    ("en", "customer record 0b643c2d-7b85-4540-aa75-d2e11288917a has the same email as an older "
           "one, "
           "merge it into the older record"),
    ("en", "sha256sum gives 1f93a20f3515d53bf3df0756fb41aa22b04e3b0379dfef4d4e3829fcad51729a  "
           "node-v22.12.0-linux-x64.tar.xz, and that matches SHASUMS256.txt"),
    ("en", "the README tells people to put OPENAI_API_KEY=sk-... in their .env; the sk-... is "
           "literally three dots, everyone brings their own key"),
    ("en", "docs example: curl -H \"Authorization: Bearer <YOUR_API_KEY>\" "
           "https://api.fernhill.coop/v1/members — swap the placeholder for the key from settings"),
    ("en", "the tutorial uses AWS's documented example pair, AKIAIOSFODNN7EXAMPLE and "
           "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY; they're fake and never worked anywhere"),
    ("en", "the env template has STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx just so people "
           "see the shape; the real one comes from the secrets manager"),
    ("en", "we're pinned to agent 2.14.3-rc.1+build.7781 until the memory leak fix ships"),
    ("en", "order #112-4839201-7730145 arrived with a cracked screen, can you start a return?"),
    ("en", "the prefs cookie is eyJ0aGVtZSI6ImRhcmsiLCJsYW5nIjoiZW4tR0IifQ== which just decodes to "
           "{\"theme\":\"dark\",\"lang\":\"en-GB\"}"),
    ("en", "please add my public key to the bastion: ssh-ed25519 "
           "AAAAC3NzaC1lZDI1NTE5AAAAIZwdhuzgN5nubfhjg9vgQRBwbzE8ocadRPQ0Gbzf3SA9 "
           "kwame@fernhill-laptop"),
    ("en", "new policy from IT: passwords need at least 14 characters, can't reuse any of the last "
           "5, and get rotated every 180 days"),
    ("en", "the prod database password lives in 1Password under \"Shop / Postgres prod\"; ask Ines "
           "for access if you need it"),
    ("en", "the log just shows connecting to postgresql://app_rw:********@db.internal:5432/shop "
           "and "
           "then a timeout"),
    ("en", "checkout.js needs the publishable key pk_live_51C1FvaSrCOSg63s1CM8IqVeQeBwKcRcpfYJMJrDx"
           "h"
           "Yhtd1zJXHwwgnpmhgIqKRvoN3uwscO44GAFAtvpFVMyUTb5dtcETE2pAb, that one is meant to be "
           "public"),
    ("en", "pin the deploy to ghcr.io/fernhill/api@sha256:"
           "a401b25fa6c0503c08b3fd07a79d467ec52bf4dcc46d02cdcd2005e1971722a6 so it stops drifting"),
    ("en", "why did package-lock change lodash's \"integrity\": \"sha512-9IKt8F6ErUoYWWAFVZC+5brj4v"
           "Esq"
           "IKxNaSDbXF5FcETk6Mt9iEtx89q0NOMM9CkQ+WCLGx+dUgbJzSQEkbuAA==\" when the version "
           "didn't?"),
    ("en", "my signing key's fingerprint is F05D E9A9 341C 04D5 46BE 31BC 80D5 D21F 4DB6 9178, "
           "check it against keys.openpgp.org before you trust the release"),
    ("en", "compose reads password: ${DB_PASSWORD} from the .env the host provides, nothing is "
           "hard-coded in the repo"),
    ("en", "I revoked the old SendGrid key this morning and made a new one; it's already in the "
           "vault, nothing to change in the code"),
    ("en", "in the Postman collection the Authorization header is Bearer {{api_token}}, set per "
           "environment"),
    ("en", "FedEx tracking 7749 3312 0586 says delivered but nothing's at the door"),
    ("en", "the printer's MAC is 3C:2A:F4:91:0E:7B, give it a DHCP reservation on .40"),
    ("en", "the diff between v3.9.0 and v3.10.0 touches 212 files, mostly the rename of ledger to "
           "journal"),
    ("en", "the brand colours are #1F6FEB for links and #0D1117 for the header, the build hash in "
           "the footer is 86a1224"),
    ("en", "I forgot my password for the staff portal, how do I get a reset link?"),
    # Chinese
    ("zh", "顺丰单号 SF1402389457712,显示已经到驿站了"),
    ("zh", "淘宝订单号 3941772815520361847 的退款还没到账,帮我问问客服"),
    ("zh", "线上问题是 86a1224811a954a7e743efd1e7df719a7967508b 这个提交引入的,先回滚它"),
    ("zh", "接口报 500,request_id 是 f4f5ef25-9a14-4998-8bcc-5b8a65bcc7d3,帮我查一下日志"),
    ("zh", "安装包的 MD5 是 5c90f0631c4c2da0fecc0d471e539bca,和官网公布的一致"),
    ("zh", "文档里写的是 api_key=\"sk-xxxxxxxxxxxxxxxx\",这只是占位符,要换成自己的"),
    ("zh", "示例代码里 AccessKeyId 那一栏写的是 <你的AccessKey ID>,千万别把真的提交上去"),
    ("zh", "Node 升到 v22.12.0 了,pnpm 是 9.15.1,发布 tag 打的是 v3.2.0-beta.4"),
    ("zh", "发票号码 24442000000123456789,开票日期 12 月 3 日,请财务核对"),
    ("zh", "这个字段是 base64,解出来就是“你好，世界”:5L2g5aW977yM5LiW55WM"),
    ("zh", "把我的公钥加到跳板机上:ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCKQyp05GTjl4dwaRsShMPruus"
           "R4+yuRe2LnOab+427+CXJHRWcNLYX21sMF2BB0YpO5pKO6N2Q/Fx9Y1rcAQRkKCYlAjK45doFT5MbuzOmdWSwWj"
           "P"
           "laQcnBxCM3AbQX/2NEo8BN3YlcNHDsNbZ7W85CRARzX8zmI9+bBoF1PLlMeNQA9oYMkG8CkAyu+dF1ge4k8oO5A"
           "j"
           "6uGmaqiHHwZIioBDeIqKtlrJbkWbE1mP8QZWuWkT+62h+XCy+EU7Q1cVeGJ7YWXb0T6lJGw+1HZin9+fuS0VC5z"
           "T"
           "S6pSJcgl2gkjAg1V+hFtlJA3r+//8m5C8SdJueiKhME2TxpjutVt/RwMRWQlKeNdW+eZvql zhangwei@mbp"),
    ("zh", "新系统要求密码至少 12 位,要有大小写字母、数字和符号,每 90 天必须改一次"),
    ("zh", "日志里打印出来的是 password=******,已经脱敏过了,不用担心"),
    ("zh", "数据库密码放在 KMS 里,应用启动时去读,配置文件里不写"),
    ("zh", "网站底部记得加上备案号 京ICP备2024012345号-1"),
    ("zh", "镜像用 sha256:a401b25fa6c0503c08b3fd07a79d467ec52bf4dcc46d02cdcd2005e1971722a6 这个 "
           "digest 固定住,别再用 latest"),
    ("zh", "昨天泄露的那个 AccessKey 已经禁用并删除了,新的放在密钥管理服务里"),
    ("zh", "数据集压缩包的 SHA-256 是 "
           "15363f9fffef29486612c7450cd28f8944cce2b87f8fd8b305d8ef7c85f57001,下载完先校验一下"),
    ("zh", "application.yml 里写的是 password: ${MYSQL_PASSWORD},由 K8s 的 Secret 注入"),
    ("zh", "商品条码 6901234567892 扫不出来,是不是录错了"),
    ("zh", "工单号 INC20261206-0042,打印机卡纸,三楼东边那台"),
    ("zh", "主题色改成 #1677FF,按钮圆角 6px"),
    ("zh", "我忘了 OA 的密码,怎么重置?"),
    # Japanese
    ("ja", "ヤマトの伝票番号 4389-1127-0563 で追跡すると、まだ営業所にあるみたいです"),
    ("ja", "Amazon の注文番号 250-7781234-5566123 の商品が届いていません"),
    ("ja", "不具合はコミット 600094f2787b860dcf68be660859e6508f6473fd から入ったようです。"
           "リバートをお願いします"),
    ("ja", "トレース ID 25cc6113-6805-4a53-8acd-19046eb9f440 のリクエストだけ 5 秒かかっています"),
    ("ja", "ダウンロードした ISO の SHA-256 は "
           "871a37e0564c0f2bc06134811b20585f9f92cc576044bd74a4f2c58c721bdf25 で、"
           "公式の値と一致しました"),
    ("ja", "README のサンプルは api_key = \"YOUR_API_KEY\" のままです。"
           "各自のキーに置き換えてください"),
    ("ja", "記事に載せた sk-proj-xxxxxxxxxxxxxxxx はダミーです。本物は Secrets Manager にあります"),
    ("ja", "本番は Python 3.12.8 と Django 5.1.4 で動いています"),
    ("ja", "請求書番号 INV-2026-00318 の入金がまだ確認できていません"),
    ("ja", "state パラメータの eyJyZXR1cm5fdG8iOiIvY2FydCJ9 は base64 で、中身は "
           "{\"return_to\":\"/cart\"} だけです"),
    ("ja", "踏み台サーバーに公開鍵を登録してください: ssh-ed25519 "
           "AAAAC3NzaC1lZDI1NTE5AAAAIysIQRusGop5xGRQAlYK3Zrs4vd8yB8kTST9PPfOJK5e sato@hanamori"),
    ("ja", "パスワードは 12 文字以上で、英大文字・英小文字・数字をそれぞれ含めてください"),
    ("ja", "管理画面では API キーが sk-proj-****Qk3d のように末尾 4 文字しか表示されません"),
    ("ja", "JAN コード 4901234567894 の商品が棚卸しで 3 個足りません"),
    ("ja", "Square のアプリケーション ID sq0idp-2GOksHS-5mhVcxY4TbMdcy は公開しても問題ない値です"),
    ("ja", "証明書のシリアル番号は EF:7D:E2:93:81:A1:3B:9E:CD:D9:1C:9F:E9:78:A6:57 です。"
           "更新後に変わっているか確認してください"),
    ("ja", "Google アナリティクスの測定 ID は G-U8PS9CNM1P です。全ページのタグに入れてください"),
    ("ja", "先週 Stripe のシークレットキーをロールしました。新しいキーは Vault に入れてあります"),
    ("ja", "DATABASE_URL は ${{ secrets.DATABASE_URL }} から読むようにワークフローを直しました"),
    ("ja", "Webhook の署名検証にはこの公開鍵を使ってください。\n" + _RSA_PUBLIC),
    ("ja", "お問い合わせ番号 CS-20261206-0198 で、返品の受付が済んでいます"),
    ("ja", "社内ポータルのパスワードを忘れてしまいました。リセットのメールを送ってもらえますか?"),
]
