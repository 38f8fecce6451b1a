"""Secrets said in prose, the seventeenth round: credentials the earlier rounds held few of, as
people type them to an agent, in English, Chinese (Simplified) and Japanese, written and
committed before any rule ran on it.

The ways of saying: passwords in the config formats of mobile builds, installers and servers
(Flutter's `key.properties`, Gradle's `signingConfigs`, a Windows `unattend.xml`, cloud-init's
`chpasswd`, a Kickstart `rootpw --plaintext`, FileZilla's `sitemanager.xml` with a base64
password, a Minecraft `server.properties` RCON password, Palworld's `AdminPassword`,
`tomcat-users.xml`, `wp-config.php`'s `DB_PASSWORD`, a `.muttrc`, a `wpa_supplicant.conf`
enterprise login, strongSwan's `ipsec.secrets` PSK, a Cisco `username … password 0`, an SNMP
read-write community, a MikroTik `/user add … password=`); secrets handed to a command that
stores or uses them (`ConvertTo-SecureString … -AsPlainText`, `chpasswd`, `cmdkey /pass:`,
`net user … /add`, `pulumi config set --secret`, a Bicep `@secure()` parameter's default, an
ARM `parameters.json`, a SAM `samconfig.toml`, `aws configure set aws_secret_access_key`,
`az keyvault secret set --value`, `vault kv put`, macOS `security add-generic-password -w`,
`poetry config http-basic`, `composer config http-basic`, `helm repo add --password`,
`openssl pkcs12 -passout pass:`, `keytool -storepass`, `gpg --passphrase`, `rabbitmqctl
add_user`, `ipmitool -P`); cluster join and unseal secrets (a Docker swarm `SWMTKN-1-` join
token, a kubeadm bootstrap token, a k3s node token, a Vault unseal key, a Consul ACL token, a
Proxmox `PVEAPIToken`); chat pastes with timestamps (a Slack thread, a WeChat group, a LINE
export) and a password-manager CSV row; secrets dictated by voice with their symbols said as
words (underscore, at sign, 下划线, 艾特, アンダーバー, アットマーク) or their digits as 'double
seven', 两个八, 4 が 2 つ; remote-support codes (AnyDesk's unattended password, 向日葵's and
ToDesk's 验证码 and 临时密码, TeamViewer's password); recovery and restore codes (Battle.net's
restore code, a Ledger's hidden-wallet passphrase, a WordPress application password, Bluesky app
passwords); prepaid and gift codes (an Amazon gift card's claim code, 京东E卡's 卡密, an App
Store card's code, a Nintendo prepaid number); eSIM activation codes; documents' passwords
(a payslip PDF, a zip sent with its password in a second mail, 工资条); government, tax and
trading logins (an IRS identity protection PIN, e-Tax's 暗証番号, 证券's 交易密码 and 资金密码,
U盾, 公积金, SBI 証券's 取引パスワード); VPN pre-shared keys (预共享密钥, 事前共有キー); and keys
of providers and countries no round named: PostHog's `phx_`, Zendesk's `/token:`, WooCommerce's
`ck_`/`cs_`, Amazon SP-API's `Atzr|` and Login with Amazon's `amzn1.oa2-cs.v1.`, Kenya's
M-Pesa Daraja, Akamai's `.edgerc`, Splunk HEC, Nostr's `nsec1`, Taiwan's
ECPay, QingCloud, Xiaohongshu, Binance, OKX's passphrase, UnionPay's signing certificate,
bitFlyer, Spotify, Telegram's `api_hash`, LaunchDarkly's `sdk-`.

Beside them, look-alikes with no secret in them: public halves and ids (PostHog's `phc_`
project key, LaunchDarkly's client-side id, a Nostr `npub1`, a Bitcoin `xpub`, Login with
Amazon's client id, a Spotify client id, Telegram's `api_id` alone, a kubeadm CA cert hash, a
Proxmox token's id, a Windows product id, an eSIM's EID, ECPay's merchant id); remote-support
ids given alone (AnyDesk, 向日葵, TeamViewer); Pulumi's encrypted `secure: v1:` value;
defaults and references (SNMP's `public`, `Read-Host -AsSecureString`, `getenv()`, an empty
`AdminPassword`, `rootpw --lock`); handles and addresses dictated with their symbols said as
words; an IPFS CID, a transaction hash, a booking reference, a till number, order and account
numbers, a promo code from a newsletter; chat pastes that point to a password manager; a
CSV header with no rows; format descriptions (WordPress application passwords, prepaid
cards' scratch codes, e-Tax's sixteen digits, a bank statement PDF's default password);
policies and talk of rotating, resetting or locking a secret with no value in it.

Every value here was made up for this file (random characters of each provider's shape, from a
seeded Python `random`); none is a real credential. `V2lsbG93IVJ1c2g0Mg==` is the base64 of
the made-up password beside it.
"""

from __future__ import annotations

# (language, text): each holds a secret.
SEVENTEENTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", "android/key.properties for the release build:\n"
           "storePassword=Quill#Store82\n"
           "keyPassword=Quill#Key82\n"
           "keyAlias=upload\n"
           "storeFile=/Users/marlow/keys/upload.jks"),
    ("en", "$pw = ConvertTo-SecureString 'Harbor!Lynx204' -AsPlainText -Force; "
           "New-LocalUser svc_backup -Password $pw"),
    ("en", "on the new box I ran echo 'deploy:Gannet*Reef55' | sudo chpasswd, so deploy can log "
           "in now"),
    ("en", "the cloud-init user-data for the lab VMs:\n"
           "chpasswd:\n"
           "  list: |\n"
           "    ubuntu:Osprey-Dune-61\n"
           "  expire: false"),
    ("en", "the kiosk image's unattend.xml has <AdministratorPassword><Value>Kiln$Maple907</Value>"
           "<PlainText>true</PlainText></AdministratorPassword>"),
    ("en", "FileZilla's sitemanager.xml for the print shop: <Host>ftp.quillfield.io</Host>"
           "<User>marlow</User><Pass encoding=\"base64\">V2lsbG93IVJ1c2g0Mg==</Pass>"),
    ("en", "server.properties on the kids' Minecraft server: enable-rcon=true, rcon.port=25575, "
           "rcon.password=Creeper_Moat_19"),
    ("en", "to add the third worker: docker swarm join --token SWMTKN-1-lonhc8oj7s922xlw41b53aak8"
           "f8p8myeom0z56zkdx43bnilsh-bd4beeo69pjbl4c8h55op9uv7 10.0.0.5:2377"),
    ("en", "kubeadm join 10.0.0.10:6443 --token rqcpi4.61si2wev8obt9w1o "
           "--discovery-token-ca-cert-hash sha256:17f3e8427242c490e9569187160972de59736802676e3e"
           "30756871572587a915"),
    ("en", "vault operator init gave me this, keep it with the others: Unseal Key 1: "
           "UgYicXhHtuiw9Cz5slJ8eK/gHdNeJ5ykowxn0VHdDmVP"),
    ("en", "Terraform talks to Proxmox with the header Authorization: "
           "PVEAPIToken=ci@pve!terraform=668ed3f0-ab6b-4ca7-b940-4c76eaae7267"),
    ("en", "ipmitool -I lanplus -H 10.9.0.21 -U ADMIN -P Bramble7Quay chassis power cycle "
           "brings the stuck node back"),
    ("en", "the core switch has snmp-server community Pw3hpXTyJof3 RW, that's what the "
           "backup script writes with"),
    ("en", "the office VPN's ipsec.secrets is one line: %any %any : PSK \"n1sPDLQFvf4kvjb47467\""),
    ("en", "pulumi config set --secret dbPassword 'Fathom+Cress88' on the prod stack"),
    ("en", "main.bicep:\n"
           "@secure()\n"
           "param adminPassword string = 'Vireo#Ledge52'"),
    ("en", "aws configure set aws_secret_access_key bl+4RUUkSGCYvUT5LQdG5HcLyME5ppMPnXIi9S8f "
           "--profile billing"),
    ("en", "security add-generic-password -a marlow -s smtp-relay -w 'Plover_Kite_31' puts it in "
           "the login keychain"),
    ("en", "poetry config http-basic.quillfield ci-bot 'Gorse!Tarn760' and the private index "
           "resolves"),
    ("en", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out signing.p12 "
           "-passout pass:Lichen@Brae26"),
    ("en", "the payslip PDFs from payroll open with Marlow0412, my name and my birthday"),
    ("en", "row from the password manager export:\n"
           "name,url,username,password\n"
           "Quillfield VPN,https://vpn.quillfield.io,marlow,Sable!Dunlin9"),
    ("en", "pasting from Slack:\n"
           "[09:14] dana: staging db is up\n"
           "[09:15] dana: user app_rw, pw Jetty#Ochre47\n"
           "[09:15] dana: don't forward pls"),
    ("en", "the router admin password is willow underscore forty two at sign bay, all lower "
           "case, no spaces"),
    ("en", "the key safe by the shed opens with double seven, three, double one"),
    ("en", "AnyDesk on mum's laptop: address 482 117 365, unattended access password "
           "Cobalt!Weir5"),
    ("en", "Amazon gift card for your birthday, claim code P02H-RLCY4O-CMOO, redeem it before "
           "Friday"),
    ("en", "the carrier's eSIM activation code is LPA:1$smdp.quillmobile.net$XXP5-SG0T-3KCB-TYD2, "
           "scan it on the new phone"),
    ("en", "Battle.net authenticator serial US-1712-0488-3390, restore code 33ZKUD9KZF, in case "
           "I lose the phone"),
    ("en", "WordPress application password for the deploy script: 1QA1 lHrh 1G9C vcTt lho7 "
           "rM5p"),
    ("en", "my IRS identity protection PIN for this year's return is 482913"),
    ("en", "PostHog personal API key for the export job: "
           "phx_UHZ9l0kmTyv8am04Nwo7g4xHAAGjekvxHm7Z1G3opk5Y8wJ"),
    ("en", "curl -u marlow@quillfield.io/token:2S9eIMhxRUJyjSPOXu1rz6aUUsJJMT7BepRK7F9B "
           "https://quillfield.zendesk.com/api/v2/tickets.json"),
    ("en", "WooCommerce REST keys for the shop: consumer key "
           "ck_f69f56198c799ca5a1acbe83d1b93e59295fcca3, consumer secret "
           "cs_3959204a81542afba3f42216d024ccda8c60cc5d"),
    ("en", "M-Pesa Daraja for the Nairobi shop: consumer secret "
           "idePgCVG9718EcOmEjSoDklbCsKzbTnq6LhslhMY85XxXkP2, Lipa na M-Pesa passkey "
           "00f8380105eddb728c908a04872c2cfedc69bf0ba44e504f5fdbd6201ca27e00"),
    ("en", "~/.edgerc:\n"
           "[default]\n"
           "client_secret = PfiXyyHqDLCowWxfBcDiyWgZJx59jyS45dj1izuhs8k=\n"
           "host = akab-fe7kq13597zp1a5o-5tz1rnfar6zsz6bt.luna.akamaiapis.net\n"
           "access_token = akab-eyo837q383gr9fyr-g2k209v1nqsobpkx"),
    ("en", "the relay bot signs with nsec1tudmlkmww7gjf4c5rd2dp6fu8j2adlpuynlj3yeu428z07jlkfp972"
           "ups9, don't post it"),
    # Chinese
    ("zh", "Flutter 打包用的 build.gradle：\n"
           "signingConfigs {\n"
           "    release {\n"
           "        storePassword \"Lina#Store2025\"\n"
           "        keyPassword \"Lina#Key2025\"\n"
           "    }\n"
           "}"),
    ("zh", "装机的 kickstart 里写的是 rootpw --plaintext Ks#lina2025，装完记得改"),
    ("zh", "幻兽帕鲁服务器的 PalWorldSettings.ini 里 AdminPassword=\"Pal#lina77\"，进游戏用 "
           "/AdminPassword 登录"),
    ("zh", "机房的 MikroTik 我加了个账号：/user add name=netops group=full password=Mt#Lina7788"),
    ("zh", "rabbitmqctl add_user mq_admin 'Mq#Lina2025' 然后 set_user_tags mq_admin "
           "administrator"),
    ("zh", "keytool -genkeypair -alias app -keystore release.jks -storepass Ks@lina66 "
           "-keypass Ks@lina66"),
    ("zh", "k3s 加节点用这个 token：K102b9c8388814bbccd717129df8a726c433ea61cdd45ba8922ead17e0b"
           "989c2c19::server:bb2d26e902e704b39b06048167c41989"),
    ("zh", "Consul 的 ACL token：export CONSUL_HTTP_TOKEN=392ac27c-8273-45a9-bcc3-a3bcb7943485，"
           "有管理权限"),
    ("zh", "帮我远程看下电脑：向日葵识别码 386 512 907，验证码 x7k2p9"),
    ("zh", "ToDesk 设备代码 482 117 365，临时密码 pfq3bfe3，连上就行"),
    ("zh", "WiFi 密码是 lina 下划线 0815 艾特 home，全部小写"),
    ("zh", "车库门的密码是两个八，然后 5、2，最后两个零"),
    ("zh", "微信群里贴的：\n"
           "张伟 10:21\n"
           "测试库账号 test_rw\n"
           "张伟 10:21\n"
           "密码 Tst#2025zw\n"
           "张伟 10:22\n"
           "用完跟我说"),
    ("zh", "华泰证券的交易密码是 603918，资金密码 271845，别告诉别人"),
    ("zh", "工行 U盾的密码是 Ub@li2024，转账的时候要输"),
    ("zh", "公积金网上大厅账号是身份证号，密码 Gjj@lina88"),
    ("zh", "京东E卡 卡号 HJYFPF2UIVG0KVC7，卡密 7H12-N9SK-3XWY-M9KB，送你的"),
    ("zh", "App Store 充值卡的兑换码 XVEXZCOZ5UVPSZ3I，帮我充到你账号上"),
    ("zh", "工资条 PDF 的打开密码是 Lina0815，每个月都一样"),
    ("zh", "公司 L2TP VPN：服务器 vpn.lina.cn，预共享密钥 n1sPDLQFvf4kvjb4，账号 lina，密码 "
           "Vpn@lina01"),
    ("zh", "绿界 ECPay 正式环境的 HashKey 7Zc1RPKiixnMaIu1，HashIV KvUzfnfDLXjmLvNP，台湾站收款用"),
    ("zh", "青云 QingCloud 的配置：\n"
           "qy_access_key_id: 'CPMOVZIKDHGOPBRUCSQV'\n"
           "qy_secret_access_key: 'iw70W8nHQHseIofvoOKyCVfcCEGj4wdq5zaCc40w'\n"
           "zone: 'pek3'"),
    ("zh", "小红书开放平台的 app secret 是 7ee63bd6f8c83d786953c0ff405005da，店铺同步要用"),
    ("zh", "币安 API Key：bdByniuJFUctEH8QYsrSUAOUCcNIQHzfwQQnPATVLvwqvcxjWLMx7Zj3mg2HqCQP，"
           "Secret Key：1aClNCSraDM21r77xZUFVt2xPFpSGgpuJU9KRQIMo75QCw7CUFCBUOiSmQjAVYlc"),
    ("zh", "OKX 的 API passphrase 是 Okx#Lina2025，key 和 secret 在脚本的配置里"),
    ("zh", "银联商户私钥证书 acp_prod_sign.pfx 的密码是 Yl@pfx0815"),
    ("zh", "萤石摄像头的设备验证码是 QXKMTR，贴在底部的，加到 App 要用"),
    ("zh", "手机解锁图案是 1-4-7-8-9，一个 L 形"),
    ("zh", "发你的压缩包解压密码是 zip@0815lina，另一个文件没加密"),
    ("zh", "Bluesky 机器人的应用密码是 af66-m76f-gjhx-6fth"),
    ("zh", "亚马逊 SP-API 的 refresh token：Atzr|IwEBIM31atfDwhSIoNk-5zx0sT2ubI9ciUYu45dGEDTnR2hvA"
           "ToItOEJjOZeT_yd4_LmXsWRVf1svusYxVQoorhQk64pYoewmGo4D7wcbKNlB-ngvS4CaG_1IGYfzHwIAr2Ef_Hv"
           "NQBtNe7svLTLsgse6mjSiLV5xr9-yXliIGZhGdlAdHEdg3zpspDAhTcckDdvRUGXSOEKYNeEFNRtTTOC1G7oVgz"
           "HxPmlHOlpnLkXMj3BBOImQaWLA9wyPPW0YmQyLGxq0qYzHp9-65cONLNXYMiwr，跨境店铺的订单同步用"),
    ("zh", "往 Splunk 打日志的请求头是 Authorization: Splunk 7f499afc-0cbb-4143-abb0-15f2a46c1f79"),
    ("zh", "Ledger 隐藏钱包的 passphrase（第 25 个词）是 Tidewater1987，助记词在保险柜里"),
    # Japanese
    ("ja", "【パスワード通知】先ほどお送りした「見積書_12月.zip」のパスワードは Kf7#mQ2p です。"),
    ("ja", "e-Tax の利用者識別番号は 3051 7812 4409 6623、暗証番号は Etax#Sato26 です"),
    ("ja", "SBI 証券の取引パスワードは Sbi#Kaede0707 です。注文のときに聞かれます"),
    ("ja", "宅配ボックスは 3 番、暗証番号 4821 で開きます。荷物を出しておいてください"),
    ("ja", "TeamViewer の ID は 1 482 339 017、パスワードは 4q3fssfm です。今つないでください"),
    ("ja", "会社の L2TP の事前共有キーは kaede-vpn-psk-77 です"),
    ("ja", "パスワードは sato アンダーバー 0707 アットマーク kaede です。全部小文字です"),
    ("ja", "金庫の番号は、4 が 2 つ、それから 1、8 です"),
    ("ja", "LINE の引き継ぎ用パスワードは Line#Sato0707 です。機種変更で使います"),
    ("ja", "スクリーンタイムのパスコードは 5093 です。子どもには内緒で"),
    ("ja", "Amazon ギフト券の番号は FT6Z-WLRX95-AV5C です。誕生日プレゼントです"),
    ("ja", "ニンテンドープリペイド番号は ACO0 BYZH P1FX OFTJ です。息子の Switch に入れてください"),
    ("ja", "eSIM の QR が読めないときは、アクティベーションコード LPA:1$rsp.kaede-mobile.jp$"
           "KQ7M-2XPR-9LTW-Z4NB を手入力してください"),
    ("ja", "conf/tomcat-users.xml に <user username=\"manager\" password=\"Tc#Sato0707\" "
           "roles=\"manager-gui\"/> と書いてあります"),
    ("ja", "wp-config.php の define( 'DB_PASSWORD', 'Wp#Kaede2025' ); をそのまま使ってください"),
    ("ja", "~/.muttrc に set smtp_pass = \"Mutt!Kaede88\" と書いてあります"),
    ("ja", "ルーターには username admin privilege 15 password 0 Csc#Kaede55 で入れます"),
    ("ja", "vault kv put secret/app db_password=Vlt#Kaede31 で登録しました"),
    ("ja", "az keyvault secret set --vault-name kaede-kv --name DbPassword --value "
           "'Az#Kaede2291' を実行しました"),
    ("ja", "parameters.json は \"adminPassword\": { \"value\": \"Arm#Kaede7788\" } になっています"),
    ("ja", "samconfig.toml の parameter_overrides = \"DbPassword=Sam#Kaede42 Stage=prod\" で"
           "デプロイしています"),
    ("ja", "composer config --global http-basic.repo.kaede.jp kaede 'Cmp#Kaede66' で設定して"
           "ください"),
    ("ja", "helm repo add kaede https://charts.kaede.jp --username ci --password 'Hlm#Kaede19' "
           "で追加しました"),
    ("ja", "gpg --batch --passphrase 'Gpg#Kaede0707' -d backup.tar.gpg で復号できます"),
    ("ja", "cmdkey /add:fileserver /user:KAEDE\\sato /pass:Cmd#Sato2025 で資格情報を保存しました"),
    ("ja", "net user svc_backup Nu#Kaede2025 /add でバックアップ用のユーザーを作りました"),
    ("ja", "LINE のトーク履歴です。\n"
           "2026/11/04(水)\n"
           "10:12\t田中\t本番サーバーの root パスワード共有します\n"
           "10:12\t田中\tRt#Tanaka0411\n"
           "10:13\t田中\t確認したら消してください"),
    ("ja", "Valheim のサーバーは -name \"KaedeLand\" -password \"Vh#Kaede77\" で起動しています"),
    ("ja", "bitFlyer の API キーは Yjg8O6EhGUBUS4fXx17y9G、API シークレットは "
           "M5dHj1yYOdqWkwKKhu/CWveNpKVww1i9TNwAPRRs/zI= です"),
    ("ja", "Login with Amazon のクライアントシークレットは amzn1.oa2-cs.v1.68d187644b05f1a9352bc"
           "72439585110476b5e45c0e3c9214241dd2fa2fbcc36 です"),
    ("ja", "Telegram の api_id は 7357705、api_hash は 915bd343e0c105f9d0ba6c02ce1f0254 です"),
    ("ja", "LaunchDarkly のサーバー用 SDK キーは sdk-dd7fa486-101c-4d1f-97a9-8e56c3b7edbb です"),
    ("ja", "Spotify の Client Secret は 6c7e8c651d4eeb7e2b91be5058d933ac です"),
]

# (language, text): none holds a secret.
SEVENTEENTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "PostHog's project API key phc_VzpAXIG70cOKfaAFDLUHU1PkByBRJ9vu6puiatngoQr is public, "
           "it ships in the page's snippet"),
    ("en", "LaunchDarkly's client-side ID for the web app is 587ae84f55bf4dcd90d45e4a, the "
           "browser SDK needs it"),
    ("en", "follow the relay's announcements at "
           "npub126ftf0lqhg3wytd8qtma8x6xu75rn3kq43yny9qcq3jespj9ljjp34wjk5"),
    ("en", "the watch-only wallet imports xpub6rawPmf8MufZsmRSWcHyQyu3TtvQe5rfQhtvvYzfwytwzms5h"
           "X1kPQLzdNDRKC6K2CzVu9Q3GFR5p2sHrRSecpYej3Dkfrsw7jq1MT4zjBP, it can't spend"),
    ("en", "the CA cert hash for joining nodes is sha256:e9245f88ead9e645dc5ce95e2b5c80331f1c91"
           "73e428c13b25b6b84261a421af, get a token from kubeadm token create"),
    ("en", "vault operator init printed five unseal keys and three are needed; they're in the "
           "office safe"),
    ("en", "the Proxmox API token id is ci@pve!terraform, its secret lives in the CI's vault"),
    ("en", "the switch still answers SNMP on the default community public, read-only; we should "
           "turn it off"),
    ("en", "Pulumi.prod.yaml keeps it encrypted:\n"
           "dbPassword:\n"
           "  secure: v1:Yo8Tb/flSajtSSwB:iMinOnrkxLD/N1pOb7Y9Nw4t+V86wqkPutYdOzMU"),
    ("en", "$pw = Read-Host 'Password' -AsSecureString, so nothing is typed into the script"),
    ("en", "aws configure list shows secret_key ****************S8f shared-credentials-file"),
    ("en", "WELCOME15 gives 15% off the first order, it's printed on the newsletter"),
    ("en", "the phone's EID is 89049032004008882600012345678901, the carrier asked for it"),
    ("en", "the flight's booking reference is K7Q2ZP, seats 14A and 14B"),
    ("en", "the dataset is pinned on IPFS at "
           "bafybei4gbkgtg3nt4wxwualffx5k7hv5k4ou7rwiyigojk2vvqzd33vb4e"),
    ("en", "WordPress application passwords are 24 characters in groups of four, and you can "
           "revoke each one from the profile page"),
    ("en", "the export has the columns name,url,username,password,totp; import it into Bitwarden "
           "and then delete the file"),
    ("en", "System Information shows Product ID 00330-80000-00000-AA412 for the kiosk"),
    ("en", "pay at M-Pesa till number 5123987, that's the shop's"),
    ("en", "pasting from Slack:\n"
           "[09:14] dana: staging db is up\n"
           "[09:15] dana: creds are in 1Password under staging-db"),
    ("en", "my handle is marlow underscore dev at mastodon dot social"),
    ("en", "my AnyDesk address is 482 117 365, I'll accept the session when you call"),
    ("en", "I rotated the Akamai client secret after the contractor left; the .edgerc on the "
           "build box still needs the new one"),
    ("en", "the IRS mails a new identity protection PIN every January, it's six digits"),
    ("en", "Login with Amazon client id amzn1.application-oa2-client.da3cd02f33c90b15ba65116f536"
           "ac27d goes in the app's config"),
    # Chinese
    ("zh", "我的向日葵识别码是 386 512 907，你连的时候我点同意"),
    ("zh", "华泰证券资金账号 310745289，开户营业部在杭州"),
    ("zh", "京东E卡 已经绑定到我账号上了，余额还有 500"),
    ("zh", "携程订单里航空公司的预订编码是 MZ8K4Q，明早的航班"),
    ("zh", "1Panel 装好以后，安全入口和初始密码在安装日志的最后几行"),
    ("zh", "绿界的特店编号 3128450 会显示在付款页上"),
    ("zh", "k3s 的 node-token 在 /var/lib/rancher/k3s/server/node-token，自己去服务器上看"),
    ("zh", "Consul 节点 ID 是 6279cc9a-9192-4ad1-a653-c5e7bec62361，注册失败时查这个"),
    ("zh", "币安提币的 TxID 是 0xebfe00df732efc8e07487bb9f99dfa73f630bec2607ac869c35794a7569281a0"),
    ("zh", "我的微信号是 lina 下划线 0815，加我的时候备注公司"),
    ("zh", "我家门牌号是两个八，88 号，右手边第二栋"),
    ("zh", "kickstart 里写的是 rootpw --lock，只允许用密钥登录"),
    ("zh", "PalWorldSettings.ini 里 AdminPassword=\"\"，ServerPassword=\"\" 都是空的，谁都能进"),
    ("zh", "银联的验签公钥证书 acp_prod_verify_sign.cer 是公开下载的"),
    ("zh", "App Store 充值卡的兑换码要刮开背面涂层才能看到，以 X 开头，16 位"),
    ("zh", "L2TP 的预共享密钥上周改了，新的问 IT 要"),
    ("zh", "WiFi 名字是 Lina_Home_5G，密码在路由器背面"),
    ("zh", "RouterOS 升到 7.16.1 了，MikroTik 的配置没变"),
    ("zh", "手机改成 6 位数字密码了，不再用图案解锁"),
    ("zh", "银行对账单 PDF 的默认密码是身份证后六位"),
    ("zh", "交易密码连续输错 5 次会锁定，要去营业部解锁"),
    ("zh", "青云的区域是 pek3，实例 ID i-8k2mq7xz"),
    ("zh", "小红书订单号 P728361945012345，已经发货了"),
    ("zh", "OKX 的 API 权限只开了读取和交易，没开提币"),
    ("zh", "微信群里贴的：\n"
           "张伟 10:21\n"
           "测试库的账号密码我放在公司密码管理器里了，名字叫 test-db"),
    # Japanese
    ("ja", "見積書の zip のパスワードは別のメールでお送りします"),
    ("ja", "e-Tax の利用者識別番号は 16 桁で、通知書に書いてあります"),
    ("ja", "宅配ボックスの暗証番号は毎回配達員さんが設定します"),
    ("ja", "TeamViewer の ID は 1 482 339 017 です。接続が来たら許可します"),
    ("ja", "LINE ID は sato_kaede0707 です。友だち追加してください"),
    ("ja", "メールアドレスは sato アンダーバー kaede アットマーク example.jp です"),
    ("ja", "Amazon ギフト券の残高は 3,200 円です"),
    ("ja", "EID は 89049032004008882600098765432109 で、キャリアの手続きに必要です"),
    ("ja", "tomcat-users.xml には username と roles だけ書いて、パスワードは起動時に環境変数から"
           "入れています"),
    ("ja", "wp-config.php は define( 'DB_PASSWORD', getenv('DB_PASSWORD') ); にしてあります"),
    ("ja", "Valheim のサーバー名は KaedeLand、ワールド名は Yggdrasil です"),
    ("ja", "bitFlyer の API キーは参照権限だけにしてあります"),
    ("ja", "Spotify の Client ID は 1aff06a11a82b1c4cb55b08a50bda440 です（公開しても問題ない値）"),
    ("ja", "Telegram の api_id は 7357705 です。api_hash は別に管理しています"),
    ("ja", "SBI 証券の口座番号は 123-4567890 です"),
    ("ja", "スクリーンタイムのパスコードを忘れたら Apple ID でリセットできます"),
    ("ja", "ニンテンドープリペイドカードは裏のスクラッチを削ると 16 桁の番号が出てきます"),
    ("ja", "IPFS の CID は bafybei4gbkgtg3nt4wxwualffx5k7hv5k4ou7rwiyigojk2vvqzd33vb4e です"),
    ("ja", "az keyvault secret show --vault-name kaede-kv --name DbPassword --query value で"
           "取り出せます"),
    ("ja", "gpg --symmetric で暗号化して、パスフレーズは電話で伝えます"),
    ("ja", "事前共有キーは 20 文字以上にしてください"),
    ("ja", "Windows のプロダクト ID は 00331-10000-00001-AA583 です"),
    ("ja", "LINE のトーク履歴です。\n"
           "2026/11/04(水)\n"
           "10:12\t田中\t本番の root パスワードは 1Password の「本番 root」に入れました"),
    ("ja", "Docker のイメージ ID は f9f2b9e73dd9 です"),
    ("ja", "Upbit の API キーは昨日削除して、新しいものはまだ発行していません"),
]
