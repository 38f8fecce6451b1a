"""Secrets said in prose, the seventh round: forms the earlier rounds did not hold, in
English, Chinese (Simplified, a few Traditional) and Japanese, written and committed before
any rule ran on it.

The forms: keys of providers the earlier rounds did not name (Heroku's `HRKU-` keys, a
Fly.io `FlyV1` deploy token, PlanetScale and Neon passwords, Snowflake, Clerk, Terraform
Cloud's `.atlasv1.` tokens, Pulumi, Expo, Algolia's admin key, Sanity, Contentful's
management token, CircleCI, Jenkins, RubyGems, crates.io, NuGet, Azure DevOps, an Azure
service principal's client secret, a GitHub App installation token, Salesforce's security
token, GMO Payment Gateway, Sakura Cloud, Kingsoft Cloud, JD Cloud, iFlytek, MiniMax,
01.AI, Zhipu, Umeng, a WeChat mini program's AppSecret, DingTalk's and WeCom's app
secrets); framework secrets (Django's `SECRET_KEY`, Rails' `master.key`, Laravel's
`APP_KEY`, a Flask `secret_key` in bytes, a JWT HMAC secret in Spring YAML); key files of
other kinds (a PuTTY `.ppk`, a PGP private key block, an age secret key, an App Store
Connect `.p8`, a Kerberos keytab in base64, an encrypted PKCS#8 key with its passphrase, an
OpenSSH key inside a Markdown code fence, a BigQuery service account's `private_key`
fragment); credential files (`credentials.tfrc.json`, `~/.gem/credentials`,
`~/.cargo/credentials.toml`, `~/.ossutilconfig`, `~/.snowsql/config`); shells and
commands (fish `set -gx`, PowerShell's `[Environment]::SetEnvironmentVariable`, Windows
`setx`, `docker login --password-stdin` fed by `echo`, `az login --service-principal`,
`sqlcmd -P`, `fly secrets set`, `pscale password create` output, a docker/login-action
with a literal password); `.env` lines with quotes and comments, Markdown code spans, a
proxy URL's and a git remote's userinfo, an empty-user Redis URL; a key said in two halves
('the first half is …, the rest …', '前半段…后半段…', '前半は…後半は…'); a key given
in base64; a Wi-Fi QR string (`WIFI:T:WPA;S:…;P:…;;`), an alarm panel's disarm code, a
phone's tethering password, online-banking logins, a 支付密码 said in Chinese numerals, My
Number card PINs, a password spelled out letter by letter.

Beside them, look-alikes a memory may well hold: public keys (ssh-ed25519, a PuTTYgen
SSH2 public key, a PGP public key block, an age recipient, a minisign key), values public
by design (Algolia's search-only key, a Clerk publishable key, a mini program's AppID, a
Font Awesome kit code, App Store Connect key and issuer ids), Stripe's documented test
card, digests and ids (a `sha256sum` line, commit SHAs, `fly secrets list` digests, Stripe
request ids, UUIDs, a JAN code), base64 of harmless text, an open Wi-Fi QR string, key
names with no value, `.env.example` with empty values, placeholders, references
(`var.tfc_token`, `${{ secrets.X }}`, Jenkins `credentialsId`), keys revoked or kept in
a password manager, password and PIN policies, and talk about master keys and keytabs
with no value in it. One-time codes sent by SMS are still left out: the earlier rounds do
not say how to label them.

Every value here was made up for this file (random); none is a real credential. Stripe's
4242 card is the documented test number.
"""

from __future__ import annotations

_FLY_TOKEN = (
    "FlyV1 fm2_lJPECAAAAAAABK4j1KW7BaSFeh1pwC7IKoAvWvMwlJZPChkTbNzoGBoCZXHugYGOmAKVQjLru"
    "JUThSqYdyF1QqHBB1szzKOzrNBH8NumfGv/nV6pmqjGIX0Mmd262J03CTzrTF4hjgGEtOVM5R0hh/H8g"
    "Wj1ePwVrdoFQlVIe8PHw0k0fC0IMuT/3qaa+n4wTpPE/7UHjn8==,fm2_lJPETinIpCk0xi5UAvaOthU/U7cgaz/reAA67"
    "OjX+qD/u+XeVYkC1ShCHy2LPWe+viAFGA/mxGjR"
    "rB5qf7IwmtWxobwQESug5ahur12K5fbyqFKvR0ow=="
)
_PPK = (
    "PuTTY-User-Key-File-3: ssh-ed25519\n"
    "Encryption: none\n"
    "Comment: eddsa-key-20250214\n"
    "Public-Lines: 1\n"
    "AAAAC3NzaC1lZDI1NTE5AAAAIQLCSZjBz7hbGMOJ/FvIH+Dxwhpy2JM40VJBIFbMrLcZ\n"
    "Private-Lines: 1\n"
    "AAAAI0W2XdUlS1qZKA0tQsvqiP06UtcNOlbxQY6xB52DrSG3\n"
    "Private-MAC: 23580a38b10353f378faff70d8acb11f1d12c291bed47e7a9d3212adba0806e1"
)
_SSH2_PUB = (
    "---- BEGIN SSH2 PUBLIC KEY ----\n"
    "Comment: \"eddsa-key-20250214\"\n"
    "AAAAC3NzaC1lZDI1NTE5AAAAIZ2CuPWfemF4DXDx5id1j2JXq5fPvT+97qFnjBFmNr7O\n"
    "---- END SSH2 PUBLIC KEY ----"
)
_PGP_PRIVATE = (
    "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
    "lFgEZfOwc2Is/F4poMte6D/9C0s/Q2qBU7C/mj6/Fc4QX+Ywd6tLvZI07rBiChMn\n"
    "x8Fq1Rm1n7FH+p0qtOM51IjWSbrYBy8ABWXd+bVQ1qSuwJ9RmozpFQvMWJt0Lwj8\n"
    "1nssPD3IxtcOaAKhqRTyQaBcXCE4GX5/96d9pmES5ORopzykKD8iW0vSfcwm3q4A\n"
    "RkmIOpJ0qSb3XdGMtR52QnFoDLM7N2LcN1A19L7CLXo5157Yy6lCC1XAZ65qLSpR\n"
    "yA7vpmERJUnWXm2PSMlKoxJ+56oC+sNhK9/ZzP4B\n"
    "=MkNx\n"
    "-----END PGP PRIVATE KEY BLOCK-----"
)
_PGP_PUBLIC = (
    "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n"
    "mDMEZSwZHWKZqdx5FytK6Eo3Puj7Bz/g9qnFi2BjpfD5+D+Yll+2dm/tgcQ7uqfY\n"
    "VJAOHsgn0mKgMvU+gdbgP1V4bXeejJIWSvtl8xioq2vxGLp3Gt5GY1+KbdLRgUaH\n"
    "w2ufhuxbuX0xbVscsM40c/ZcfnO/xHdPi+jck2eC87I2TZgFKjdQ4+wFYFTFzfjr\n"
    "GxwiBEFx9wRUse97jUoLhVDHibTFLY35OBtx\n"
    "=KpN4\n"
    "-----END PGP PUBLIC KEY BLOCK-----"
)
_KEYTAB = (
    "BQIAAABHAAIACkFDTUUuTE9DQUwAB3N2Yy1ldGwAG2V0bC5pbnRlcm5hbC5hY21lLmxvY2FsAAAAAWfG"
    "zRsNTsKXwJczzBHccLGpvrxKa8N0f85srGeT4a6KCA9aPFYRn2hf8ldorHdfwnmPBscxHtpUv2xeCt1J"
    "PXNxAzFWw5OGPd4bu7MEf7APgMqEcBG1V81bjdwFwriNbJGzxVwPAAAA"
)
_ENCRYPTED_PKCS8 = (
    "-----BEGIN ENCRYPTED PRIVATE KEY-----\n"
    "MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIPputHcT6Io5ZJ6Uj\n"
    "OTgdEZA3I0xz/9lD6kt5kmI8xdo49LLxJCsx4lStdZdok3blQSSzra0vzLpDwiXF\n"
    "NWVBRr4MltmF6mmmisf9YWBfpfvSI0FuQzSggcfO78tjj3p3Tm2/0iEdwIN3Iwo1\n"
    "HePweiv7VNnMqEJ2uHCtMvDZZdXQGHbgCXgqzWSO9KngCRAnbS01opybySnBJ1cB\n"
    "nN7z7Lh5xna1GP7AcKl8gvVgWTii==\n"
    "-----END ENCRYPTED PRIVATE KEY-----"
)
_BQ_KEY_FRAGMENT = (
    "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQCqRTohU39qjxD0"
    "\\n"
    "oaqFt9rZEOccWewlnGbzt4SI8OcsDLja3ZkZDB995XN4QA7+udMMCiHLxzKcDwsq\\nRGD4JFRMWsFgEjcug9xyw8OoiSO"
    "Ewtgut8gifStio8G8bmW0P3WOGBStmyTiFWaG\\nu1DkBoaG9foTeNJA5nYWakIbKyi40GW0bNd7xy8BbSZTWAuinYR911"
    "WFdWGVbK7W\\n"
)
_P8 = (
    "-----BEGIN PRIVATE KEY-----\n"
    "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgxJBv2UgvQDa6tNi7\n"
    "kExOjAXDo0kHEK/VuE0ba6BFR/rWI08Ceq7xJiLX7bRSyvfMDZwfQeGSvgqsxjDl\n"
    "lyQHWT8IeucEsTzkirnLkDTme/KoGcuijTjxrRTwJlPsxttfvp/XsG046G5y5306\n"
    "txJ1ljkn\n"
    "-----END PRIVATE KEY-----"
)
_OPENSSH_ED25519 = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "QyNTUxOQAAACDb1YIU7dXtiv3yxZBfoeGik9e0XHRmYMjq/pMsTwGMAX4tc2d5Y+Wt4ymG\n"
    "0lFn/mp58vhr4L8l1MwbDmj2qnu3i6z9KuHawQCIZulVkR83kg9eeqi7vdAV2OpuR9istc\n"
    "cnSBbjTXfN7wj4RUVZtwoGdtSU/mdPKcKSTUiEuB7Gb5pMZ3a3kEHTtULCgtw8tlUV1ApW\n"
    "EcT22F/PXiEIJyX7P4wsTiZBCf8HhWc8x9UbZTRH\n"
    "-----END OPENSSH PRIVATE KEY-----"
)
_MINIMAX_KEY = (
    "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJHcm91cE5hbWUiOiLmnajmmI4iLCJVc2VyTmFtZSI6Iu"
    "je06YFifh87lFcTw4hc7nOhi8ZHShQbl9BkOPL4z4nDqyq5d2LVYpgQJBoIvbonRzrKAHqlzA2Neeo9A.OpwC_82ljLyNr"
    "K8yXbIVYedqAD_zIs_IQPRWWYuUTFyXRP45IJNYmU18Cl1gt1KgdC1bEaWyAQOu3EpM1n0Cr8"
)
_SANITY_TOKEN = (
    "skojw8zV17zugHSJXLNYHPtOfV81KCU0xFx076p2kwv68P0c7sVu3qMEhS9ijL"
    "AYMnzbssmvmDg1XOy9iaysi85xs82LwI45avkcXKxDpdQeSQfCIQVUOt3DjL"
    "pQD2QpGACIMaucyCQQdegNk96Nk6zXZXWBLziFphMOiD6vq0CpUJlIxqzUO3"
)

# (language, text): each holds a secret.
SEVENTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "heroku authorizations:create printed "
           "HRKU-AAQOeAe4RaordGwCTYkT0bQZNS2nScxA9D3TMrmm0GElM1KndDx5ZkhkyVFz — put it in "
           "HEROKU_API_KEY for the release job"),
    ("en", f"fly tokens create deploy -a acme-api gave me this, it's what CI should use:\n"
           f"{_FLY_TOKEN}"),
    ("en", "pscale password create acme main ci-writer\n"
           "  NAME        USERNAME               ACCESS HOST URL          ROLE         "
           "PLAIN TEXT\n"
           "  ci-writer   v0ram9tv32xtxv35x1c9   aws.connect.psdb.cloud   readwriter   "
           "pscale_pw_yk36StAYviHnBL1dVf-Gkd_ntERJpVcuf6JD4EX8U7W"),
    ("en", "# .env.local (don't commit)\n"
           "DATABASE_URL=\"postgresql://neondb_owner:npg_PPa6ZJSFWG8M@ep-quiet-meadow-a5k2x9qp"
           ".us-east-2.aws.neon.tech/neondb?sslmode=require\"  # Neon, main branch\n"
           "LOG_LEVEL='info'"),
    ("en", "the loader connects with snowflake.connector.connect(user=\"LOADER\", "
           "password=\"Birch-Ferry-2604!\", account=\"xq41873.eu-central-1\", "
           "warehouse=\"LOAD_WH\")"),
    ("en", "set `CLERK_SECRET_KEY` to `sk_live_a90hnhDTFKI9THDEL7sWGnldN4TZUziLkraY7fUx` in the "
           "Vercel project and redeploy"),
    ("en", "~/.terraform.d/credentials.tfrc.json on the runner:\n{\n  \"credentials\": {\n"
           "    \"app.terraform.io\": {\n"
           "      \"token\": \"l1YjUHQ520kNrZ.atlasv1.5XXpRHDerLRK7vIMsCDCrTnZUgmCy4tOWzGVPnKamUUj3"
           "Xmr6p5BtlwJM4GFutNnaN8\"\n    }\n  }\n}"),
    ("en", "added to ~/.config/fish/config.fish: set -gx PULUMI_ACCESS_TOKEN "
           "pul-b419f7b54a7a019920641ce64db5bd78083a2db0"),
    ("en", "settings/production.py still has SECRET_KEY = "
           "'r639alhfangiqaukm^6r5dvkhwxlq5$!*k%*$evmkn1oqpae7!' hard-coded, "
           "move it out when you touch that file"),
    ("en", "config/master.key for the shop app is 0015893c09b62b693e16a1578a500553; without it "
           "nobody can read credentials.yml.enc"),
    ("en", "app.py:\napp = Flask(__name__)\n"
           "app.secret_key = "
           "b'\\x71\\xf0\\x3b\\xac\\x8d\\xa4\\x98\\x09\\x89\\xf6\\x73\\x23\\xb0\\x11\\x8e\\xf3'"),
    ("en", f"my PuTTY key for the bastion, paste it into a file called bastion.ppk:\n{_PPK}"),
    ("en", f"backup of my signing key, in case the laptop dies:\n{_PGP_PRIVATE}"),
    ("en", f"the keytab for svc-etl, base64'd so it fits in the vault field: {_KEYTAB}"),
    ("en", "the QR code on the fridge decodes to WIFI:T:WPA;S:Casa-Ruiz;P:limonada azul 77;;"),
    ("en", "the alarm panel by the back door: type 7391 and press OFF within 30 seconds, or "
           "it calls the monitoring company"),
    ("en", "my online banking login for Chase is dlee1984 and the password is Harbor!lights62"),
    ("en", "the router admin password, letter by letter: capital K, e, s, t, r, e, l, then "
           "the digits 4 4, then a hash sign"),
    ("en", "the Jenkins API token, in two pieces so it isn't one string in the chat: the first "
           "half is 11a4c97e0d2b85f36, the rest is 19e47bd0c25a8f31e"),
    ("en", "the RubyGems key base64'd so Slack doesn't mangle it: "
           "cnVieWdlbXNfNTRhYzY0YzUwNTE1MTc4OTNiZTJhN2NjMmRjZDc5NGIxNWViMjgxZTNiMWU5MGVm"),
    ("en", "echo \"dckr_pat_mJyCRbr4wANXUtdzONLYKAtw-Wa\" | docker login -u acmeci "
           "--password-stdin"),
    ("en", "az login --service-principal -u 9d9af2fb-f79a-49da-b663-b9e228a850f8 -p "
           "'vEj8Q~wVnYYA75hww1SG3jjaVdCELNfm_fjTz8u8' "
           "--tenant 4ad2cfdc-4e79-4209-b509-adc5e718a887"),
    ("en", "git remote set-url origin "
           "https://x-access-token:ghs_0EYMMvZUxJVl3ALmKFlmaMBJ1UcIfRgxQsj6@github.com/acme/"
           "infra.git"),
    ("en", "EAS builds on CircleCI need EXPO_TOKEN; mine is "
           "N_k_pf2RS7m6jwUkP2XtM11iq8uBQb_yCf4bzOeQ"),
    # Chinese
    ("zh", "金山云的 AccessKey：AKLTuhgTEzHcMEihvMKtq5Uvlx，SecretKey：H63UrsZdh//U5Chz2yzJCjmql9HM"
           "2VvrGX9AyIXe，"
           "上传脚本里要用"),
    ("zh", "京东云 AK 是 JDC_1ED7433ABB709A0423D7EFC772A8，SK 是 "
           "6DE948EFC472529FEF72866C1A5E331A，别外传"),
    ("zh", "讯飞星火的 APPID 5f3a9c1e，APISecret rhPKaDKhd2hnE4VTgMxb9h2mAkmBN5Mp，APIKey "
           "e46090b235705a77800a3c36c59fdf3f"),
    ("zh", f"MiniMax 的 GroupId 1783920475610291，API Key 是 {_MINIMAX_KEY}"),
    ("zh", "零一万物的 key：bbe1742f0aca5fc17c7f327a974477e0，先用着，下个月换"),
    ("zh", "小程序登录后端调的是 https://api.weixin.qq.com/sns/jscode2session?"
           "appid=wx91dbe35dfed16bc8&secret=d023f3940637bfc674868abb3ae53842&js_code=JSCODE"
           "&grant_type=authorization_code"),
    ("zh", "钉钉取 token：GET https://oapi.dingtalk.com/gettoken?appkey=ding9tqaipw4vdk1v7pc"
           "&appsecret=praO57PXY7A8MwjO6JptL48yPq5dg-sKJKJySD1hgpcjS77nA1T12xQW5YYlMRHU"),
    ("zh", "友盟推送的 Appkey 是 39bbbffd4d899b8d7fa962a3，App Master Secret 是 "
           "libj2pmxbhydarcbojqa83dc9h78pb0c，服务端发推送用"),
    ("zh", "~/.ossutilconfig 内容：\n[Credentials]\nlanguage=CH\n"
           "endpoint=oss-cn-hangzhou.aliyuncs.com\naccessKeyID=LTAI5t6Wtusa0hCV9LSASZwB\n"
           "accessKeySecret=7nNMuefJVLWXyD9ugrvW71l541NXAg"),
    ("zh", "发布 crate 的机器上 ~/.cargo/credentials.toml：\n[registry]\n"
           "token = \"cioYRyV9N6IO9BCDmFjOHDBH0hINFICyuH6\""),
    ("zh", "触发构建：curl -X POST http://jenkins.acme.cn/job/order-service/build "
           "--user admin:11c1eed45ed438ca9167e3884af4c11747"),
    ("zh", "BigQuery 服务账号 JSON 里的那一段：\n\"private_key_id\": "
           "\"37148af82be0e717ddb73604335d308a5dc4ae4b\",\n"
           f"\"private_key\": \"{_BQ_KEY_FRAGMENT}"),
    ("zh", "把 `CONTENTFUL_MANAGEMENT_TOKEN` 设成 `CFPAT-I6NU0MJ5VDHB9DYTcbadNGfFHvT1r8V2fcBUn_r6vA"
           "C` 再跑迁移脚本"),
    ("zh", "application.properties 里：\nspring.data.mongodb.uri=mongodb+srv://shop:WKdBIWkjxIxOYzy"
           "e"
           "@cluster0.x1y2z.mongodb.net/shop?retryWrites=true&w=majority"),
    ("zh", "公司代理这样配：export https_proxy=http://zhangwei:Zw%402025proxy@proxy.acme.cn:3128"),
    ("zh", "工行网银登录密码 Lw19880612，U 盾密码 880612，帮我记着"),
    ("zh", "支付宝的支付密码是三八二九一七，你帮我记一下"),
    ("zh", "家裡保全系統的解除密碼是 4826，按完再按＃字鍵"),
    ("zh", "客廳那張 QR code 掃出來是 WIFI:T:WPA;S:Lin-Home;P:mei6hua8kai;;"),
    ("zh", "Algolia 的 Admin API Key 分两条发：前半段 cd1a4558ef861874，后半段 3f4b183726438f2e"),
    ("zh", "大模型平台的 key 我 base64 了一下：c2stNWQxMTZkMGMxZWExYjRhZmUwYjViYTZhNThlYzEyMGE=，用"
           "的时候解一下"),
    ("zh", "Windows 上执行 setx ZHIPUAI_API_KEY \"978e63ce8df89292be1f035f68b69e04.1VJxQAQpkqskmWF3"
           "\" 然后重开终端"),
    ("zh", f"這是簽章用的私鑰：\n{_ENCRYPTED_PKCS8}\n口令是 Kx7#tai-bei-101"),
    ("zh", "企业微信取 access_token：https://qyapi.weixin.qq.com/cgi-bin/gettoken?"
           "corpid=wwcce9dcbc636b2b1e&corpsecret=hrtPUCm-B6XarRdEZ28o12uxpYasLQtcvbsKTpnCcD7"),
    ("zh", "备份脚本：sqlcmd -S 10.20.3.4 -U sa -P 'Sa@Acme2025!' -Q \"BACKUP DATABASE erp "
           "TO DISK='D:\\bak\\erp.bak'\""),
    ("zh", "sops 解密用的 age 私钥：AGE-SECRET-KEY-1J72WCHARUMT4QN04FF89M5M48DE37FE5AJWL5QLG6U98GSG"
           "8W4QGY4X3QD"),
    # Japanese
    ("ja", f"App Store Connect の AuthKey_OCOGSJWJNG.p8 の中身です:\n{_P8}"),
    ("ja", "Algolia のアプリ ID は B2C0GVWEFK、Admin API Key は 3fa5f75864b7b19dd588f75dadac54c2 "
           "です。インデックスの"
           "再構築に使います"),
    ("ja", f".env に\nSANITY_API_TOKEN=\"{_SANITY_TOKEN}\"  # 書き込み権限あり\n"
           f"と書いています"),
    ("ja", "~/.gem/credentials は\n---\n:rubygems_api_key: "
           "rubygems_e4bb4a5564b525f046473532f2091e49462d098b7284c80b\nです"),
    ("ja", "PowerShell で [Environment]::SetEnvironmentVariable(\"NUGET_API_KEY\", "
           "\"oy2ww3jq1fqml5t385g66k28ui2f23onfjsb1hhpucms9i\", \"User\") "
           "を実行しておいてください"),
    ("ja", "CircleCI の個人 API トークン CCIPAT_E2O8vkGCQjm7MeaBDeIMCK_09b186db47a627ea50ccd830b192"
           "79612decff09 を Circle-Token ヘッダーに"
           "入れて叩いています"),
    ("ja", "キャッシュは REDIS_URL=redis://:Tz0xFz4dnlPAhv0tvC3Mn732@10.0.4.7:6379/1 "
           "で繋いでいます"),
    ("ja", "~/.snowsql/config の中身:\n[connections]\naccountname = xq41873.ap-northeast-1.aws\n"
           "username = KEIRI_BATCH\npassword = Momiji#Shinkansen-44"),
    ("ja", f"踏み台の鍵です。\n```\n{_OPENSSH_ED25519}\n```\nid_ed25519 として保存してください"),
    ("ja", "マイナンバーカードの利用者証明用の暗証番号は 2580、署名用のパスワードは MYNA2580kz "
           "です"),
    ("ja", "三井住友のネットバンキング、契約者番号 2360864538、ログインパスワードは Sakura_0714! "
           "です"),
    ("ja", "事務所のセコムの解除番号は 5173 です。最後に出る人がセットしてください"),
    ("ja", "iPhone のテザリングのパスワードは kuma7tanuki3 です"),
    ("ja", "パスワードは大文字のケー、小文字で i t s u n e、数字の 2 2、最後にアットマークです"),
    ("ja", "Rails の master.key、長いので二回に分けます。前半は 70401de0b010073b、後半は "
           "c11fc2af786c3dfa です"),
    ("ja", "Pulumi のトークンを base64 にしたものです: cHVsLWI5NjQ3ZTE2OTUyMGExNmIxNjJjNmUzMjlkYWY4"
           "MjQxMzZhOGM1ODQ="),
    ("ja", ".env の APP_KEY=base64:Mb8gyc58cZy6apKhp3Rk461+20tKJvcxeU7igOHDPM+= "
           "は本番のものなので扱いに注意してください"),
    ("ja", "application.yml に\njwt:\n  secret: InsAJzZ+NMKSM7U9XmU6OzFvkZ6HA1bCkOvWvyfdo+HS+fIoV8d"
           "yENIuSTXi7DiP\n  expiration: 3600\nと書いてあります"),
    ("ja", "fly secrets set STRIPE_SECRET_KEY=rk_live_0uHZJSIWecJQFBMDRRNh9e8KG6HfpLItuZSWIY2A6FXo1"
           "6aXNHvXBNqTWV06Nf6Lsc2XPKIqjajswpf0dBV6cPcYC1au9lxtGyI -a acme-shop で設定しました"),
    ("ja", ".github/workflows/release.yml の一部:\n      - uses: docker/login-action@v3\n"
           "        with:\n          username: acmejp\n"
           "          password: dckr_pat_WLSbnuuF1Pc86VRqRE4wcgk4UZF"),
    ("ja", "git clone https://acme:x9ql4qo5dk3fv5cf16kj9zedtib20ya63pwo3fodm01owpu1v3ix@dev.azure.c"
           "om/acme/app/_git/app で取ってこれます"),
    ("ja", "GMO ペイメントゲートウェイのショップ ID は tshop84804226、ショップパスワードは "
           "3pqox25y です"),
    ("ja", "Salesforce のパスワード Kanazawa-1192 の後ろにセキュリティトークン "
           "yGStSFo62xPZwAKWVLTpSpfH を"
           "付けてログインします"),
    ("ja", "さくらのクラウドの API キー、アクセストークンは 24e46244-206a-4f02-9518-4ef7c96b31cf、"
           "シークレットは "
           "SmAbGx5wKLZBEa3DayZPwWbOB3yQlNE8L6TGDTYYy2LPjc1lGwGP5B4srN3AWAIZ です"),
    ("ja", "EAS のビルドに使う EXPO_TOKEN は oqtgMZDl6CXTSx5Pe1ZmSvu4ku-iBNuD0gxGX1uh です"),
]

# (language, text): none holds a secret.
SEVENTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "add this to authorized_keys on the bastion: ssh-ed25519 "
           "AAAAC3NzaC1lZDI1NTE5AAAAI5K8C1PXu6aSzQ+4JM929MCEA/+Lee08PllB8L2vC94F dana@thinkpad"),
    ("en", f"PuTTYgen also wrote the public half, that one can go on the wiki:\n{_SSH2_PUB}"),
    ("en", f"my public key, import it before you verify the tags:\n{_PGP_PUBLIC}"),
    ("en", "the search-only API key a94586f8e9efa80d9d1dd34842ed8c69 goes in the InstantSearch "
           "widget; it's meant to be "
           "public, the admin key stays on the server"),
    ("en", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_Y2xlcmsuYWNtZS5pbyQ= is fine in the repo, "
           "it's in the browser bundle anyway"),
    ("en", "for the checkout demo use Stripe's test card 4242 4242 4242 4242 with any future "
           "date and any CVC"),
    ("en", "sha256sum terraform_1.9.8_linux_amd64.zip gave "
           "1423e5f06ea881cc47138ba81f8b549c13f01ff8fd91835ef86a5c25e3beadb6, which matches the "
           "SHA256SUMS file"),
    ("en", "git revert 5c8e2d398dd51ab60f9a38fd1aba3ec162e85ca9 brought the old checkout back"),
    ("en", "Stripe support asked for the request id, it's req_vr4rsYERVAcL3D"),
    ("en", "the app reads SANITY_API_TOKEN, ALGOLIA_ADMIN_KEY and CLERK_SECRET_KEY from the "
           "environment; ask Priya for access to the vault"),
    ("en", "The Terraform Cloud team token was revoked after the audit; the new one lives only "
           "in the CI secret store."),
    ("en", "The Snowflake loader password is in 1Password under 'Snowflake / LOADER'."),
    ("en", "password policy: at least 14 characters, no reuse of the last five, and the admin "
           "accounts need a hardware key"),
    ("en", "the contents API returned \"IyBhY21lLWRvY3MKSW50ZXJuYWwgaGFuZGJvb2suCg==\", that's "
           "just the README"),
    ("en", "the library's QR code is WIFI:T:nopass;S:Library-Guest;; so there's no password "
           "at all"),
    ("en", "verify the release with minisign -Vm acme-cli.tar.gz -P "
           "RWQxQVHbOaUcPKV3AIZhTRYYxApO6CaZwsxVAcr+u6Hs6FK2/K2G87DmX"),
    ("en", "fly secrets list -a acme-api\nNAME           DIGEST            CREATED AT\n"
           "DATABASE_URL   266384c8612fc0cc  2h ago\nSENTRY_DSN     fd6e057c66a64ea3  3 weeks ago"),
    ("en", "our App Store Connect API key id is Y05L7OL7MD and the issuer id is "
           "3176fb0d-20c2-4690-b880-75b6e77a94a1; "
           "the .p8 itself lives in the CI vault"),
    ("en", "config/credentials.yml.enc is encrypted, so it's committed; config/master.key is "
           "in .gitignore and only on the servers"),
    ("en", ".env.example:\nAPP_KEY=\nDB_PASSWORD=\nMAILGUN_SECRET=\n# fill these from the "
           "vault"),
    ("en", "the Font Awesome kit is <script src=\"https://kit.fontawesome.com/a74ff882bd.js\" "
           "crossorigin=\"anonymous\"></script>, kit codes are public and locked to our domain"),
    ("en", "provider \"tfe\" {\n  hostname = \"app.terraform.io\"\n  token    = "
           "var.tfc_token\n}"),
    ("en", "the keytab lives at /etc/security/keytabs/etl.service.keytab, readable by hdfs "
           "only; klist -kt shows kvno 3"),
    ("en", "dyno web.1 (961e6657-01f9-4083-96e0-07dae3eb21b0) crashed at 03:12 with R14, memory "
           "quota exceeded"),
    # Chinese
    ("zh", "把我的公钥加到服务器上：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIYhetI1gjykUwVtbkkmnumRYbv7"
           "U3qKIfYSjQM+v4z+d "
           "wangwei@macbook"),
    ("zh", "下载的安装包 sha256 是 b908266bebe991f06389d1c7aea9eda3c12d05080626902e99547f7a8e5b3864"
           "，和官网公布的一致"),
    ("zh", "线上回滚到 407449db5ea54ba5374fdcbf0906ccb8ff4575ec 这个提交了"),
    ("zh", "出问题的请求 trace id 是 369bd291-6d30-45a7-a5fa-d3f93026b768，麻烦帮忙查一下日志"),
    ("zh", "接口返回的 data 字段是 5L2g5aW977yM5LiW55WM，解出来就是一句问候"),
    ("zh", "星巴克的 Wi-Fi 叫 Starbucks，不用密码，连上后网页认证就行"),
    ("zh", "公司密码规定：至少 12 位，必须包含大小写字母和数字，90 天改一次"),
    ("zh", "跳板机密码在 1Password 的“运维/跳板机”条目里，自己去看"),
    ("zh", "需要配置 ALGOLIA_APP_ID 和 ALGOLIA_ADMIN_KEY 两个环境变量，值找我要"),
    ("zh", "之前泄露的 PlanetScale 密码已经删掉了，新的只放在 Vault 里"),
    ("zh", "小程序的 AppID 是 wx41788430a4162ceb，在开发者工具里新建项目要填"),
    ("zh", "缓存连的是 redis://10.0.8.3:6379/2，密码走环境变量 REDIS_PASSWORD"),
    ("zh", "RabbitMQ 管理界面是 http://10.0.5.6:15672，账号找运维开"),
    ("zh", "公司的 Wi-Fi 密碼每季更換，請到櫃台詢問"),
    ("zh", "我的 GPG 公鑰指紋是 6A8E 2BC8 48B3 EFFA 4451  2FFF 3DEC 833C "
           "DE06 5908，簽章前請先核對"),
    ("zh", "支付宝支付密码是 6 位数字，千万别用生日"),
    ("zh", "报销要填身份证号，我私下发给你，别发群里"),
    ("zh", "镜像 tag 是 v2.3.1-6f6c016，对应 release/2.3 分支"),
    ("zh", "文档里写的是 mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/，"
           "把尖括号换成自己的"),
    ("zh", ".sops.yaml 里的 age 收件人是 age1snqc0rt78kecw59vvedhqfkfcdcx5uw9nc32vqklvrgh00e34ukswd"
           "0jxp，加密用公钥就够了"),
    ("zh", "Jenkinsfile 里用 withCredentials([usernamePassword(credentialsId: 'nexus-deploy', "
           "usernameVariable: 'U', passwordVariable: 'P')]) 取凭据"),
    ("zh", "保全系統每晚 11 點自動設定，早上第一個到的人負責解除"),
    # Japanese
    ("ja", "踏み台の authorized_keys に追加してください: ssh-ed25519 "
           "AAAAC3NzaC1lZDI1NTE5AAAAId8ZjZVxHleHAqsUITCjwsqTIHjDY1yH4Bmk+BXVD67e taro@macbook"),
    ("ja", "PGP 公開鍵のフィンガープリントは 87DADB99DA7664FDF3BC5D68B86811A32E19EC77 "
           "です。署名の検証に使ってください"),
    ("ja", "マイナンバーカードの暗証番号は、利用者証明用が数字 4 桁、署名用が英数字 6〜16 桁です"),
    ("ja", "本番 DB のパスワードは 1Password の「経理」保管庫にあります"),
    ("ja", "ダウンロードしたインストーラの SHA-256 は 6ffe63ac162dab189e621e780579ff3ac082629e2442e"
           "6343feea0a1374a07b9 でした。公式の値と一致しています"),
    ("ja", "問題のコミットは 0a46536d864d11197aa60b298bb412861f7f58d6 です。これを revert "
           "しました"),
    ("ja", "エラーのリクエスト ID は fdcd8b27-c2f8-4320-93cd-f8a90951cf41 です"),
    ("ja", "API のレスポンスに 44GT44KT44Gr44Gh44Gv "
           "とありましたが、デコードすると「こんにちは」です"),
    ("ja", "駅の無料 Wi-Fi は JR-EAST_FREE_Wi-Fi で、パスワードは要りません"),
    ("ja", "流出した Pulumi のアクセストークンは失効済みです。新しいものは発行していません"),
    ("ja", "NUGET_API_KEY と CARGO_REGISTRY_TOKEN を GitHub の Secrets に登録してください"),
    ("ja", "README の例は FLY_API_TOKEN=your-token-here "
           "なので、自分のトークンに置き換えてください"),
    ("ja", ".env.example は\nAPP_KEY=\nDB_PASSWORD=\nSANITY_API_TOKEN=\nのように値を空にしてありま"
           "す"),
    ("ja", "App Store Connect のキー ID は 1900R6UAI5、発行者 ID は "
           "c2c1298d-e18d-47c1-8bb6-6e93396a9029 です。.p8 ファイル"
           "は別途お渡しします"),
    ("ja", "Django の SECRET_KEY は get_random_secret_key() で作って、環境変数から読むように"
           "してください"),
    ("ja", "Laravel は php artisan key:generate で APP_KEY を作ります。作ったら .env に入ります"),
    ("ja", "credentials.yml.enc は暗号化されているのでコミットして大丈夫です。master.key だけは"
           "コミットしないでください"),
    ("ja", "暗証番号に誕生日や電話番号の下 4 桁は使わないでください"),
    ("ja", "ワークフローでは password: ${{ secrets.DOCKERHUB_TOKEN }} と書いて、値は"
           "リポジトリの Secrets に入れています"),
    ("ja", "Algolia のアプリ ID は LOMTTH1TAE です。フロントの検索には Search-Only キーを使います"),
    ("ja", "商品の JAN コードは 4901234567894 です"),
    ("ja", "セコムのお客様番号は 12-3456-789 です。問い合わせのときに聞かれます"),
]
