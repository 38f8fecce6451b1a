"""Secrets said in prose, the sixteenth round: credentials the earlier rounds did not cover, as
people type them to an agent, in English, Chinese (Simplified) and Japanese, written and
committed before any rule ran on it.

The ways of saying: secrets pasted inside stack traces and logs (a JDBC URL in a Java
`Caused by:`, a bearer token in a debug log, Brevo's `api-key` in an error line, a WeCom
`corpsecret` in a gateway log, a Chatwork token in an access log); command lines with their
headers and flags (`curl -H`, `curl -u`, httpie's `Authorization:` and `apiKey==`, `wget
--password`, `wget --http-password`, `helm --set …Password=`); Terraform, Helm and Ansible
variables (`terraform.tfvars`, a `variable` block's default, `ansible_become_password`,
`ansible_ssh_pass`); CI variables (`gh secret set … --body`, a CircleCI context, a GitLab CI
variable, GitHub Actions' Secrets); logins a browser saved (Chrome, Edge, Safari); SSH key
passphrases and the password of a host in an SSH config; app-specific passwords (Gmail's four
groups of four, Apple's with dashes); backup encryption passwords (restic, Hyper Backup, Time
Machine); TOTP seeds in groups and `otpauth://` URIs; OAuth client secrets and refresh tokens
(Google's `GOCSPX-` and `1//0`, Baidu's `122.`, freee, Instagram's `IGQWR`); keys of providers
no round named: Indian (Razorpay, Cashfree, MSG91, Paytm), European (Mollie, GoCardless,
Sinch, Brevo), Latin-American (Mercado Pago, Conekta, PagSeguro), Korean (NHN Cloud), Chinese
and Japanese SaaS (DingTalk, Feishu, WeCom, Chatwork, Backlog, kintone, LINE Notify), game
and streaming platforms (Twitch's client secret and stream key, Riot's dev key, the Steam Web
API key, Epic's client secret, YouTube's and Bilibili's stream keys, Douyu), IoT and smart
home (Home Assistant's long-lived token, a Hue bridge's username, Tuya, Xiaomi's device
token, EZVIZ, SwitchBot, Nature Remo); door, gate and smart-lock codes; family accounts
(Netflix, iQIYI, Amazon, PSN) and a console's parental PIN; secrets dictated letter by letter
(capital T, r, o, u, t…; 大写 H，小写 a、n、g…; 大文字の K、小文字の a…) and secrets corrected
mid-sentence (…42 — no sorry, …43; 哦不对，上个月改成…; …じゃなくて、…に変えました).

Beside them, look-alikes with no secret in them: W3C trace ids, request ids, commit ids,
UUIDs, SHA-256 and MD5 checksums; an SSH public key, a host key's and a certificate's
fingerprint; stack traces and logs whose secret is masked; commands, Terraform, Ansible and
CI files whose secrets come from a variable or a vault; example and placeholder keys;
version strings; order, tracking and invoice numbers; businesses' phone numbers; published
accounts to pay into (a charity's IBAN, a bank's SWIFT code); descriptions of a format (an
otpauth URI, app passwords, stream keys); password and code policies; names spelled letter
by letter and corrections of something that is not a secret; talk of rotating, resetting or
revoking a key with no key in it.

Every value here was made up for this file (random characters of each provider's shape, from a
seeded Python `random`); none is a real credential. `GB33 BUKB 2020 1555 5555 55` is the
IBAN published as an example, and 020 7946 0321 is in a range kept for drama.
"""

from __future__ import annotations

# (language, text): each holds a secret.
SIXTEENTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "the nightly export died with this:\n"
           "java.sql.SQLException: Access denied for user 'report'@'10.2.0.31'\n"
           "\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\n"
           "Caused by: DataSource{url=jdbc:mysql://10.2.0.7:3306/crm, user=report, "
           "password=Tallow!Fen83}"),
    ("en", "the debug log has it: 2026-12-01T09:14:22Z DEBUG upstream request headers: "
           "Authorization: Bearer NNrTxNHM0QAo9mNvXh3YZGF8Eo551V5XY4DE7d1Y"),
    ("en", "the mailer logged ERROR 401 unauthorized key api-key=xkeysib-00f0883ef7b953b774c4c493"
           "d7681d033c00411f8e047108e46198b1825140fb-d6XW87hi0Wvhzqca when it retried"),
    ("en", "curl -s -H 'X-Api-Key: e77d918f4f04aafafa2c7d98c3818a94' "
           "https://api.fernhollow.io/v1/stock | jq ."),
    ("en", "http POST https://hooks.fernhollow.io/deploy "
           "Authorization:'Token 1fd19f3be6e6c84520fc6601ce397bfd6a7d949a' ref=main"),
    ("en", "wget --user=mirror --password='Slate!Marten7' "
           "https://files.fernhollow.io/dumps/latest.sql.gz"),
    ("en", "terraform.tfvars:\n"
           "region             = \"eu-west-2\"\n"
           "db_master_password = \"Thimble-Quarry-84\""),
    ("en", "helm upgrade --install shop ./charts/shop --set "
           "postgresql.auth.postgresPassword=Oriel7Brook --set replicaCount=2"),
    ("en", "group_vars/prod.yml still has ansible_become_password: Cairn#Sedge31 in plain text, "
           "it should be vaulted"),
    ("en", "gh secret set REGISTRY_PASSWORD --body 'Larch_Vane_903' --repo fernhollow/shop"),
    ("en", "the CircleCI context for deploys has SFTP_PASS set to Umber.Skiff.62"),
    ("en", "Chrome's saved passwords show fernhollow-hr.bamboohr.com, user priya.k, password "
           "Quiver8Heath"),
    ("en", "the passphrase on my id_ed25519 is copper kettle under moss, four words with spaces"),
    ("en", "ssh config entry:\n"
           "Host build-mac\n"
           "  HostName 10.4.0.9\n"
           "  User admin\n"
           "and the admin password on that mac is Tamarind!Sill2"),
    ("en", "the app password Thunderbird uses for my Gmail is muxb pzuo pmhg mgca"),
    ("en", "the restic repo on the B2 bucket is encrypted with ember-lattice-quorum-77, lose it "
           "and the backups are gone"),
    ("en", "add otpauth://totp/Fernhollow:ops@fernhollow.io?secret=C4SXVWXZQQFTZXLGIL3QE3XZ4X3LLA"
           "MH&issuer=Fernhollow to the second phone, it's the admin 2FA"),
    ("en", "the TOTP seed for the shared AWS root login is X5ZN UFGB XBFP BHQZ"),
    ("en", "Google OAuth client for the login page: client secret "
           "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"),
    ("en", "the Drive sync runs on the refresh token 1//0gkDeAK2dVEq-jMFfTITZxpvvI31ow8qRHuWdcCJZ"
           "IyeltihuiMex8aztk-fb_Iv3HRS0SyxsCv6rzHn9AHL8DsVNQRu4MFF5k9n"),
    ("en", "Razorpay for the Pune store: key id rzp_live_EQNL4NJumLk8Y5, key secret "
           "pVMG8WuH9ayxqIjyf5WM9egN"),
    ("en", "the Amsterdam shop takes iDEAL through Mollie, API key "
           "live_9BzJgxe2x1UxCH7qEdDqGmI44hur1g"),
    ("en", "Mercado Pago access token for the Buenos Aires store: APP_USR-0161200828133449-20706"
           "8-1e3d7702ff37d6ee2575c93a5f41b8dc-419580061"),
    ("en", "Conekta private key is key_07neKxn1K03Pysk84deM4TZ53M2, the public one goes in the "
           "checkout"),
    ("en", "NHN Cloud SMS for the Seoul launch: appKey xuorOgTgTFR8JJ2v, secret key EF0k86uf"),
    ("en", "the chat bot's Twitch app client secret is 46k9e51soyhxiel7e9ibzx3gx02y92"),
    ("en", "my Twitch stream key is live_529101722_TayANNFZvcUUbTYeJO2ky1yfoS2s6N, put it in OBS "
           "on the new PC"),
    ("en", "Riot dev key for the stats site: RGAPI-fdc0e1d4-f821-0143-23dc-33a5a44dd36e, it "
           "expires tomorrow"),
    ("en", "Home Assistant long-lived access token for the hall tablet: eyJhbGciOiJIUzI1NiIsInR5cCI"
           "6IkpXVCJ9.bELfZLsMPINY5PtTTLHL8QHm2aD4VmMhe7Avhw1Dneqng5xyEAU6o311jaD2wf3z2nDEMg3V5q"
           "R03pAKCBqoh8BRYK.sCCxbJ3Q3yaErUsFAeU5QXzaGXt9JzhjQ5oeCKsA9Eu"),
    ("en", "the Hue bridge is 192.168.1.40 and its app username is "
           "tenlVUu17SEWqPSLk8UwwfxVtsxVkFm2MySZHRnh"),
    ("en", "the gate code for the back lane is 4711 then the bell key, the courier keeps "
           "forgetting"),
    ("en", "family Netflix login is thepatels@fernhollow.io, password Saffron-Dosa-12, don't "
           "change the profile PINs"),
    ("en", "the wifi password is capital T, r, o, u, t, then 8, 8, then an exclamation mark"),
    ("en", "the VPN password is Lindenblatt42 - no sorry, Lindenblatt43, I changed it in "
           "October"),
    # Chinese
    ("zh", "报错日志贴给你：\n"
           "Caused by: java.sql.SQLException: Access denied for user 'crm_app'\n"
           "\tat com.alibaba.druid.pool.DruidDataSource.init(DruidDataSource.java:912)\n"
           "druid url=jdbc:mysql://10.1.2.7:3306/crm username=crm_app password=Crm#Song2291"),
    ("zh", "网关日志把企业微信的密钥打出来了：GET /cgi-bin/gettoken?corpid=ww1f2e3d4c5b6a7980"
           "&corpsecret=fcWeRhZues85AXVS7nDDcnlQiVz8bo60SxuTrxE0hxz"),
    ("zh", "获取飞书 token 用这个：curl -X POST https://open.feishu.cn/open-apis/auth/v3/"
           "tenant_access_token/internal -d '{\"app_id\":\"cli_a1b2c3d4e5f6\",\"app_secret\":"
           "\"0rr1xbfzXP4OiZCjNASF0x07JzdCZAyO\"}'"),
    ("zh", "查索引用 curl -u admin:Es#songtao99 https://10.1.5.2:9200/_cat/indices 就行"),
    ("zh", "main.tf 里阿里云 provider 写死了：access_key = \"LTAI5tOMmavTQi4haqCpUc3q\"，"
           "secret_key = \"B47MCAyAja38inO2dwZEKWNS2AjTxd\""),
    ("zh", "装 MySQL 的时候用了 helm install db bitnami/mysql --set "
           "auth.rootPassword=Mysql@Song88"),
    ("zh", "inventory 里写着 jump ansible_host=47.98.12.34 ansible_user=root "
           "ansible_ssh_pass=Jump#2025song"),
    ("zh", "GitLab CI 的变量 DEPLOY_PASS 我设成了 Dp!songtao0917，记得勾上 masked"),
    ("zh", "Edge 里保存的密码：oa.songtao.cn，用户名 zhangwei，密码 Zw@oa2025"),
    ("zh", "我的 id_rsa 私钥口令是 huangshan-yunhai-8，每次推代码都要输"),
    ("zh", "堡垒机 ssh root@47.98.12.34 -p 2222，root 密码 Bl#9song2024"),
    ("zh", "Apple ID 的 App 专用密码：evwc-rgkp-xfee-anzf，邮件客户端用的"),
    ("zh", "群晖 Hyper Backup 的加密密码是 Yunpan*Backup#77，丢了就恢复不了"),
    ("zh", "谷歌验证器的密钥 STFL MCSZ C36R TAJK NYJ3 IUQQ T3HR 2VT3，换手机要重新添加"),
    ("zh", "二维码里是 otpauth://totp/Aliyun:zhangwei?secret=3ZN4I4AKPZPKABB3&issuer=Aliyun，"
           "扫不了就手动输"),
    ("zh", "钉钉应用的 AppKey ding2gyiqo4ptz0a3dr1，AppSecret "
           "NP6kflsgeqTus91ddBLdqSr3BmP_mxlrWbxMykOTar9kH0yoIpk2FxBGp-ejgAHL"),
    ("zh", "百度网盘开放平台的 refresh_token：122.fad62e117e100e8cac6b51bc938283b6.rSdDdlg_5Z2Cr"
           "XfKXGf9jTlqvmQTm9_DNQPcmrKtSrNKb7zd3ZbhQNALIVMG.hlwKzr"),
    ("zh", "B站直播的推流码：?streamname=live_50906744_8547291&key=8acd09c038d17d1b1216cde90f017"
           "340&schedule=rtmp&pflag=1"),
    ("zh", "斗鱼直播间 8407866885 的推流码是 YtdK0P8zWUBglt9eK1W5l405，别截图发出去"),
    ("zh", "米家空调伴侣的 token 是 8f1ea86656ffcf603f2819d0b9346b95，接 Home Assistant 要用"),
    ("zh", "萤石开放平台 AppKey b62208709535e7ab47e4ddc51275947f，Secret "
           "ec410f94577a6f8a07409c963fba2577"),
    ("zh", "涂鸦 IoT 平台的 Access ID jhxkfg2dctq5hyrtvv0m，Access Secret "
           "cc70779d0467f17487c6b3f7302479f8"),
    ("zh", "Steam Web API Key：C7AF254ADD09BB223FB00535BE5AE9D5，查库存的脚本要用"),
    ("zh", "Paytm 的商户 ID 是 SONGTA48213957204861，商户密钥 OsPySqVif0XSAWY4"),
    ("zh", "PagSeguro 的 token 是 509C6FA557C4D91C6BD6D476B2B99EBB，巴西站收款用"),
    ("zh", "单元门的门禁密码是 1379#，快递放门口就行"),
    ("zh", "智能门锁的临时密码 739264，今天下午保洁阿姨用"),
    ("zh", "爱奇艺会员账号是我手机号 13812345678，密码 Aqy@family2025，全家一起用"),
    ("zh", "WiFi 密码是大写 H，小写 a、n、g，然后数字 2、0、2、5，最后一个感叹号"),
    ("zh", "服务器密码是 Songtao@2024，哦不对，上个月改成 Songtao@2025 了"),
    ("zh", "GoCardless 的 live access token：live_T8iFJBmC9VrNqm-Z_a1aTYNdGIxVneSFkWMQRHFD"),
    ("zh", "MSG91 的 authkey 是 sRdx7vngmpnY5lQYDWiNqjgl，印度那边发验证码用"),
    ("zh", "Jenkins 里加了个凭据，用户名 deployer，密码 Jk-Songtao-6617，类型是 Username with "
           "password"),
    # Japanese
    ("ja", "エラーログを貼ります。\n"
           "org.postgresql.util.PSQLException: FATAL: password authentication failed\n"
           "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication\n"
           "url=jdbc:postgresql://10.0.4.2:5432/shop?user=shop_app&password=Sh%23Aoba8821"),
    ("ja", "アクセスログに出てしまっていました：\"GET /v2/rooms HTTP/1.1\" 200 "
           "X-ChatWorkToken=32c01cddd6b2786b6fa03f66d1bc53a8"),
    ("ja", "curl -H \"X-ChatWorkToken: 7d25b4c46a1b6bf7b58af8c199e9d6b0\" "
           "https://api.chatwork.com/v2/me で確認できました"),
    ("ja", "http GET https://aoba.backlog.jp/api/v2/space apiKey==bPgXVqvMDKv3SZjalJn1nVTZoUo9"
           "CEa3XGCBD2cwCiDdTeHlU9O5mIV8y719O2KQ で取れます"),
    ("ja", "wget --http-user=aoba --http-password=Wg#Aoba551 "
           "https://dl.aoba.jp/private/app.apk で落とせます"),
    ("ja", "helm upgrade grafana grafana/grafana --set adminPassword='Gf!aoba2025' で入れました"),
    ("ja", "variables.tf にこう書いてありました。\n"
           "variable \"db_password\" {\n"
           "  default = \"Tf#Aoba2025\"\n"
           "}"),
    ("ja", "host_vars/web01.yml に ansible_password: Ans!aoba77 と平文で書いてあります"),
    ("ja", "GitHub Actions の Secrets に FTP_PASSWORD として Ftp_Aoba_3319 を登録しました"),
    ("ja", "Safari に保存されているパスワード：kintone.aoba.jp、ユーザー tanaka、パスワード "
           "Tnk#2025kin"),
    ("ja", "id_ed25519 のパスフレーズは umi-yama-sora-42 です。毎朝聞かれます"),
    ("ja", "~/.ssh/config の Host nas は User admin で入っていて、パスワードは Nas!Aoba2291 です"),
    ("ja", "Outlook で使う Google のアプリ パスワードは doqd brfg spxi osut です"),
    ("ja", "Time Machine のバックアップディスクの暗号化パスワードは Tm-Aoba-Backup-9 です"),
    ("ja", "QR が読めないとき用に、二段階認証の秘密鍵 7WANK33O67XM6G676IJ3L7NGNRBTNSQJ を"
           "控えておきます"),
    ("ja", "otpauth://totp/AobaVPN:tanaka?secret=C4SXVWXZQQFTZXLGIL3QE3XZ4X3LLAMH&issuer=AobaVPN "
           "を認証アプリに入れてください"),
    ("ja", "freee API のリフレッシュトークンは b4G2nqNhUMZUCDMAbASboU9dFMZZuZ5C_P0hrX3s3A5 です"),
    ("ja", "Instagram Graph API の長期トークンです。IGQWRG43aG-i-DTbbx8r-3ltYoLZYgxPCHELOsKbxDTJAo"
           "dpFH9DqCCnEwPl9Ni9N6pVty4GEipWi9JRYvVNvkNkVGfuASP_-i1RpN3UumdTPc9WScYrPtGWd2aXXHH8l9"
           "go9bUJSDUN6fsveyMK8H62SF2"),
    ("ja", "kintone アプリの API トークンは lC5JRZKi7r67cZkPNlE3UKWGp0RTHVmWWWI2f3BW です"),
    ("ja", "LINE Notify のトークン Gw5V5tAMETW0WRxnFAC99caAJDFs4YhUMKJ6VqQQizu を監視に"
           "設定しました"),
    ("ja", "SwitchBot アプリのトークンは b63c9e3c62ecee506ca45330c7f3c010d13325577fec71144701ce"
           "1c780c9ebd2acaf60c678160f7dcc2f575157a277e です"),
    ("ja", "Nature Remo のアクセストークンは hQoTcrIff5P5f4JgPLNfMoFN6iS8ftIk2G7XiebP8TYpjeH2L"
           "ly1xj-Ukg8nEPOyrSPrTm0vFxdnuXceqzMFvm. です"),
    ("ja", "Cashfree のクライアントシークレットは "
           "cfsk_ma_prod_df0be6d57ae3235a346dd2bf4b4b184a_532749d3 です"),
    ("ja", "Sinch の SMS の API トークンは b53800c613bf674e3358764a35a6efac です"),
    ("ja", "Epic Games の Client ID は xyza78915C6dvSBBjcZgeiQpLMY7jQK4、Client Secret は "
           "cba99440083651f5923b922c95f506c7 です"),
    ("ja", "YouTube のストリームキーは tzvv-s6ih-qr9a-e8jv-n6xp です。OBS に設定してください"),
    ("ja", "玄関のスマートロックの暗証番号は 2468 です。留守の間に入ってください"),
    ("ja", "マンションのオートロックは 0529 を押してから「呼出」です"),
    ("ja", "家族で使っている Amazon アカウントは family@aoba.jp、パスワードは Amz!Aoba0401 です"),
    ("ja", "子ども用の PSN アカウントは aoba-kids@aoba.jp で、パスワードは Psn#Kids2025 です"),
    ("ja", "Switch のペアレンタルコントロールの暗証番号は 7391 です。子どもには内緒で"),
    ("ja", "パスワードは、大文字の K、小文字の a、s、u、m、i、それから 0、8 です"),
    ("ja", "Wi-Fi のパスワードは Aoba2024 じゃなくて、Aoba2025wifi に変えました"),
]

# (language, text): none holds a secret.
SIXTEENTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "the failing request's traceparent is 00-cbe734dbef13aea1f38835f89f782b17-f2374f8180"
           "2cc98f-01, look it up in Tempo"),
    ("en", "S3 answered 403 with x-amz-request-id 6743DE5083DEECE9, support will want it"),
    ("en", "the leak fix is 86a5b714caa604581fde49d6692574ce9fef96a5, cherry-pick it onto "
           "release/2.4"),
    ("en", "the stack trace prints postgresql://etl_writer:***@db-3.internal:5432/warehouse, so "
           "the password itself was masked"),
    ("en", "curl -H \"Authorization: Bearer $API_TOKEN\" https://api.fernhollow.io/v1/me works "
           "once you export the token"),
    ("en", "main.tf passes password = var.db_master_password and the value comes from Vault"),
    ("en", "group_vars should read ansible_become_password: \"{{ vault_become_pass }}\" and "
           "nothing else"),
    ("en", "my public key is ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIUrKLuOsPU6Ty6X8uuDmNy1rJqDGN0"
           "jeFfiWaQuk3ew+ priya@laptop, add it to authorized_keys"),
    ("en", "the server's host key is SHA256:3JDC0SkUaaGv9XVVstRZ4U/ElkoAlsVeTMR76QyPXkI, check "
           "it before you type yes"),
    ("en", "the otpauth format is otpauth://totp/ISSUER:ACCOUNT?secret=BASE32SECRET&issuer="
           "ISSUER, the QR encodes exactly that"),
    ("en", "I rotated the Razorpay key secret this morning, the old one stops working at "
           "midnight"),
    ("en", "Gmail app passwords are 16 letters in four groups of four and you can revoke each "
           "one"),
    ("en", "we're on Terraform 1.9.8, Helm 3.16.2 and ansible-core 2.17.6"),
    ("en", "Flipkart order OD432198765432109870 is out for delivery"),
    ("en", "the locksmith's number is 020 7946 0321, they open at eight"),
    ("en", "donations go to the charity's published IBAN GB33 BUKB 2020 1555 5555 55"),
    ("en", "the gate code changes on the first of every month, the concierge texts it to "
           "residents"),
    ("en", "never show the stream key on screen; Twitch lets you reset it from the dashboard"),
    ("en", "Riot development keys expire every 24 hours, production keys need an approved "
           "application"),
    ("en", "the firmware's SHA-256 is eea2aa2bed246f92b0e8f2b8c8bb5fea6264423e24158ec5908f17cd1c"
           "27efdb, same as the vendor page"),
    ("en", "the hall light's entity id in Home Assistant is "
           "53fd493f-6604-4b37-b877-03db22567f65"),
    ("en", "my surname is spelled P, A, T, E, L, capital P, for the booking"),
    ("en", "the meeting is in room 4B - no sorry, 4C, they moved us"),
    ("en", "helm upgrade shop ./charts/shop --set replicaCount=3 --set image.tag=2.4.1"),
    ("en", "the log now shows Authorization: Bearer [REDACTED], so the filter works"),
    # Chinese
    ("zh", "出错请求的 trace id 是 3deda0196497f9d40eab96233ebe453f，去链路追踪里查"),
    ("zh", "阿里云返回的 RequestId 是 2B375338-D6E9-40D9-B004-973579616352，提工单要附上"),
    ("zh", "问题出在 f882696fe96f6f90919e771cd5170a185c2e554d 这次提交，先回滚"),
    ("zh", "日志里是 password=******，密码已经脱敏了，不用担心"),
    ("zh", "curl -H \"Authorization: Bearer ${TOKEN}\" 调接口，TOKEN 从环境变量读"),
    ("zh", "main.tf 里是 secret_key = var.alicloud_secret_key，值在 CI 里注入"),
    ("zh", "飞书文档示例写的是 \"app_secret\": \"<你的 app_secret>\"，要换成自己的"),
    ("zh", "服务器公钥指纹 SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8，第一次连要核对"),
    ("zh", "证书 SHA-1 指纹 F1:A2:65:84:C4:10:8D:34:04:1A:67:22:A1:EB:4F:BE:B7:7D:23:C4"),
    ("zh", "钉钉的 AppSecret 昨天重置了，旧的已经失效，新的在密码管理器里"),
    ("zh", "二维码里的 otpauth 链接格式是 otpauth://totp/发行方:账号?secret=密钥，扫码就行"),
    ("zh", "推流码每次开播都会变，不用记"),
    ("zh", "小米设备的 token 可以用工具从米家账号里导出来"),
    ("zh", "新密码规则：至少 10 位，不能和最近 3 次相同，门禁密码每季度换一次"),
    ("zh", "Terraform 升到 1.9.8，阿里云 provider 是 1.235.0"),
    ("zh", "中通快递单号 78 4521 9632 1087，在杭州中转"),
    ("zh", "淘宝订单号 3945128876213645871，申请退款了"),
    ("zh", "物业客服电话 400-820-8820，门禁坏了打这个"),
    ("zh", "境外汇款用工商银行的 SWIFT 代码 ICBKCNBJ，收款人写公司全称"),
    ("zh", "我的名字拼音是 Z、H、A、N、G，张，弓长张"),
    ("zh", "会议改到三点，哦不对，是四点，在 302"),
    ("zh", "备份加密密码丢了就恢复不了，所以我把它存在保险柜的纸上"),
    ("zh", "爱奇艺会员是我开的，家里人用我手机扫码登录"),
    ("zh", "安装包 MD5 是 06ffc0be4746c579f37fefa502a3ee18，和官网对得上"),
    ("zh", "设备序列号 Q2XK-7731-0042，保修到明年三月"),
    # Japanese
    ("ja", "失敗したリクエストのトレース ID は 9c57f2001e010378116f7fcad1ac2b37 です"),
    ("ja", "問い合わせには X-Request-Id bc42065e-6742-4424-a5ca-17bcab629e66 を添えてください"),
    ("ja", "原因のコミットは 3891067943841b42b3422d80d33463eae493ca26 です"),
    ("ja", "スタックトレースには password=[FILTERED] と出ているので、値は漏れていません"),
    ("ja", "curl -H \"X-ChatWorkToken: $CHATWORK_TOKEN\" で叩いています。トークンは環境変数です"),
    ("ja", "ansible_password は \"{{ vault_web_password }}\" にして、値は Vault に移しました"),
    ("ja", "GitHub Actions では ${{ secrets.FTP_PASSWORD }} で参照しています"),
    ("ja", "kintone の API トークンは昨日再生成したので、古いものはもう使えません"),
    ("ja", "ストリームキーは配信ごとに変わる設定にしてあります"),
    ("ja", "二段階認証の秘密鍵は 32 文字の英大文字と数字で、QR コードに埋め込まれています"),
    ("ja", "アプリ パスワードは 4 文字ずつ 4 つに区切られた 16 文字です"),
    ("ja", "サーバー証明書の SHA-256 フィンガープリントは 4624035cb911ab17664cc2df030bbedbbe164e"
           "4d を含む長い値で、ブラウザで確認できます"),
    ("ja", "ドキュメントのサンプルでは apiKey==YOUR_API_KEY になっています"),
    ("ja", "Terraform は 1.9.8、Ansible は 2.17 を使っています"),
    ("ja", "佐川の問い合わせ番号は 3614-2209-8871 です"),
    ("ja", "注文番号 250-4471936-0128845 の商品が届きました"),
    ("ja", "管理会社の電話は 03-5412-7788 です。オートロックの故障はこちらへ"),
    ("ja", "会費の振込先は みずほ銀行 渋谷支店 普通 1234567 アオバカイ です"),
    ("ja", "名前の綴りは、大文字の S、小文字の a、t、o です"),
    ("ja", "会議室は 5 階じゃなくて、6 階に変わりました"),
    ("ja", "オートロックの暗証番号は管理人さんしか知りません"),
    ("ja", "パスワードは 12 文字以上、記号を 1 つ以上入れてください"),
    ("ja", "ファームウェアの MD5 は cf20f2fd908c5baad23dd77d903dac7f で、公式と一致しました"),
    ("ja", "家族の Amazon アカウントは共有せず、Amazon Household で招待しています"),
    ("ja", "SwitchBot のトークンはアプリの開発者向けオプションから発行できます"),
]
