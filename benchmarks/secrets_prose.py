"""Secrets said in prose: credentials a user types into a sentence, and sentences that only
talk about credentials.

`benchmarks.secrets_data` asks whether a format is known by its shape alone. This corpus
asks the other question: a key, token or password *named* in a sentence, in English,
Chinese and Japanese, the way people paste them to an agent ("the weather API key is
...", "数据库密码：...", "キーは...です") — provider-less keys that no prefix gives away,
hex keys, passwords a person chose. Beside them, sentences a memory may well hold that
name the same words with no secret in them ("the token limit is 8000", "主键是 user_id",
"パスワードは12文字以上"): refusing one loses a memory.

Each round was written before the checks ran on it: ``DESIGN`` guided the rules;
``FRESH`` was written after them and scored once. ``{hex32}``-style fields are filled from
a fixed seed (none is a real credential).
"""

from __future__ import annotations

import random
import string

ALNUM = string.ascii_letters + string.digits
FIELDS = {
    "hex32": ("0123456789abcdef", 32), "hex40": ("0123456789abcdef", 40),
    "hex24": ("0123456789abcdef", 24),
    "b62_20": (ALNUM, 20), "b62_24": (ALNUM, 24), "b62_28": (ALNUM, 28),
    "b62_32": (ALNUM, 32), "b62_40": (ALNUM, 40),
    "low26": (string.ascii_lowercase + string.digits, 26),
    "up20": (string.ascii_uppercase + string.digits, 20),
}

# (language, sentence): each holds a credential.
DESIGN_SECRETS: list[tuple[str, str]] = [
    ("en", "The API key for the geocoding service: {b62_32}"),
    ("en", "Use token {b62_28} when you call the staging bot."),
    ("en", "export MAPS_KEY={hex32}"),
    ("en", "set OPENWEATHER_KEY to {hex32} in your shell before running the tests"),
    ("en", "ssh into the box as deploy, password Wint3r!sComing"),
    ("en", "the admin login is admin / Passw0rd#2024"),
    ("en", "Our Sentry DSN key is {hex32}"),
    ("en", "my personal access token for the registry: {b62_40}"),
    ("en", "the shared secret for the webhook is {b62_24}, keep it handy"),
    ("en", "Remember the vault unseal key {b62_40}"),
    ("en", "db creds: app_user / {b62_20}"),
    ("en", "You can log in to Grafana with password gr4fana-Adm1n"),
    ("en", "The license key is {up20}"),
    ("en", "Here's the API token you need: {low26}"),
    ("en", "keep this client secret around: {b62_32}"),
    ("en", "WEATHER_API_KEY: {hex32}"),
    ("en", "the wifi password at the office is Bl3nd3r-Coffee"),
    ("zh", "天气接口的 key 是 {b62_24}"),
    ("zh", "测试环境的 API 密钥：{hex32}"),
    ("zh", "数据库密码是 Sh4ngHai@2024"),
    ("zh", "登录用 admin / Admin@12345"),
    ("zh", "这个是我们的 token {b62_32}，调接口时带上"),
    ("zh", "服务器 root 密码 Qw3rty!789"),
    ("zh", "阿里云 AccessKey Secret 为 {b62_28}"),
    ("zh", "把 app secret {hex32} 配进环境变量"),
    ("zh", "记住这个秘钥：{b62_40}"),
    ("zh", "公司 VPN 口令 Vpn#Pass2024"),
    ("zh", "高德地图的 key：{hex32}"),
    ("zh", "微信小程序的 AppSecret 是 {hex32}"),
    ("zh", "飞书机器人的 token 是 {b62_24}"),
    ("zh", "测试账号 test01，密码 t3st!Pass"),
    ("ja", "天気APIのキーは{b62_32}です"),
    ("ja", "ステージングのトークンは {b62_28} を使ってください"),
    ("ja", "DBのパスワードは Tokyo#2024pw です"),
    ("ja", "管理画面は admin / Kanri!2024 でログインできます"),
    ("ja", "APIキー：{hex32}"),
    ("ja", "このシークレット {b62_24} を環境変数に入れておいて"),
    ("ja", "サーバーのrootパスワードは R00t-Sakura です"),
    ("ja", "アクセスキーは {up20} です"),
    ("ja", "社内WikiのAPIトークン: {b62_40}"),
    ("ja", "Slackアプリの署名シークレットは {hex32}"),
    ("ja", "VPNのパスフレーズは Fuji-San-3776 です"),
    ("ja", "テスト用アカウント test_user のパスワード Te5t!user"),
]

# (language, sentence): none holds a credential.
DESIGN_ORDINARY: list[tuple[str, str]] = [
    ("en", "The token limit for the summary model is 8000."),
    ("en", "The partition key is user_id, not tenant_id."),
    ("en", "Passwords must be at least 12 characters long."),
    ("en", "The API key lives in 1Password under 'Maps'; never paste it here."),
    ("en", "Use the cache key from hashFiles('**/poetry.lock') in CI."),
    ("en", "Rotate the signing key every 90 days."),
    ("en", "The primary key of orders is order_id."),
    ("en", "Read the token from the GITHUB_TOKEN environment variable."),
    ("en", "password reset emails go through Postmark"),
    ("en", "Our secret sauce is the ranking: keep it simple."),
    ("en", "The key bindings are in keymap.json."),
    ("en", "sort key: created_at, descending"),
    ("en", "The auth token expires after 3600 seconds."),
    ("en", "Use the tokenizer o200k_base when counting tokens."),
    ("en", "API keys are scoped per project in the dashboard."),
    ("en", "The build id is 4f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39."),
    ("en", "Never log the access token; log its first four characters."),
    ("zh", "摘要模型的 token 上限是 8000。"),
    ("zh", "主键是 user_id，不是 tenant_id。"),
    ("zh", "密码至少要 12 位，包含数字和字母。"),
    ("zh", "API key 放在 1Password 里，不要贴到聊天里。"),
    ("zh", "密钥每 90 天轮换一次。"),
    ("zh", "登录接口返回的 token 有效期是两小时。"),
    ("zh", "这个表的排序 key 是 created_at。"),
    ("zh", "重置密码的邮件走 Postmark 发送。"),
    ("zh", "token 从环境变量 GITHUB_TOKEN 里读。"),
    ("zh", "快捷键配置在 keymap.json 里。"),
    ("zh", "提交 4f2a9c1d 修复了登录的问题。"),
    ("zh", "秘钥管理用 Vault，不要写进代码。"),
    ("ja", "要約モデルのトークン上限は8000です。"),
    ("ja", "主キーは user_id です。"),
    ("ja", "パスワードは12文字以上にしてください。"),
    ("ja", "APIキーは1Passwordに保管しているので、ここには貼らないで。"),
    ("ja", "署名キーは90日ごとにローテーションします。"),
    ("ja", "アクセストークンの有効期限は1時間です。"),
    ("ja", "トークンは環境変数 GITHUB_TOKEN から読んでください。"),
    ("ja", "キーバインドは keymap.json にあります。"),
    ("ja", "パスワードリセットのメールは Postmark で送っています。"),
    ("ja", "ソートキーは created_at の降順です。"),
    ("ja", "コミット 4f2a9c1d でログインの不具合を直しました。"),
]


def fill(rounds: list[tuple[str, str]], seed: int = 20261205) -> list[tuple[str, str]]:
    """Each sentence with its fields drawn from ``seed`` (a fixed run, no real secret)."""
    rng = random.Random(seed)

    def draw(name: str) -> str:
        alphabet, length = FIELDS[name]
        chars = [rng.choice(alphabet) for _ in range(length)]
        digits = [c for c in alphabet if c.isdigit()]
        if digits and not any(c.isdigit() for c in chars):
            chars[rng.randrange(length)] = rng.choice(digits)  # keys mix, as real ones do
        return "".join(chars)

    out = []
    for lang, text in rounds:
        for name in FIELDS:
            while "{" + name + "}" in text:
                text = text.replace("{" + name + "}", draw(name), 1)
        out.append((lang, text))
    return out

# Written after the rules above, scored once.
FRESH_SECRETS: list[tuple[str, str]] = [
    ("en", "FYI the Mapbox-less tile server wants key {b62_32} in the query string"),
    ("en", "Jenkins admin password: J3nkins!Build"),
    ("en", "use {hex40} as the bearer for the internal metrics API"),
    ("en", "The Redis password is r3dis-Cache-99"),
    ("en", "for the SMTP relay, the username is mailer and the password is Sm7p#relay"),
    ("en", "Our Algolia admin key is {hex32}, the search-only one is public"),
    ("en", "here is my token, save it: {b62_40}"),
    ("en", "The encryption passphrase for backups is Blue-Harbor-Lamp-42"),
    ("en", "Put SENDINBLUE_API_KEY={b62_28} in .env.local"),
    ("en", "remember the router login: admin / R0uter*Home"),
    ("en", "the webhook signing secret from the dashboard is {b62_32}"),
    ("en", "keystore password is Andr0id#Keys"),
    ("en", "I rotated the key, the new one is {b62_24}"),
    ("en", "Kafka SASL creds are svc-ingest / {b62_20}"),
    ("en", "the license key for the IDE is {up20}"),
    ("zh", "Jenkins 管理员密码：J3nkins!Build"),
    ("zh", "内部指标接口的 token 用 {hex40}"),
    ("zh", "Redis 的密码是 r3dis-Cache-99"),
    ("zh", "短信服务的 AccessKeySecret：{b62_28}"),
    ("zh", "备份加密的口令是 Blue-Harbor-Lamp-42"),
    ("zh", "我把 key 换了，新的是 {b62_24}"),
    ("zh", "路由器后台账号 admin，密码 R0uter*Home"),
    ("zh", "百度地图 ak 是 {b62_32}"),
    ("zh", "webhook 签名密钥：{b62_32}"),
    ("zh", "把 SENDGRID_KEY={b62_28} 加到 .env.local"),
    ("zh", "测试服 MySQL 账号 root / My5ql@test"),
    ("zh", "邮件中继的用户名 mailer，密码 Sm7p#relay"),
    ("zh", "这是我的个人令牌，帮我记一下：{b62_40}"),
    ("zh", "IDE 的许可证密钥是 {up20}"),
    ("zh", "签名证书的 keystore 密码 Andr0id#Keys"),
    ("ja", "JenkinsのadminパスワードはJ3nkins!Buildです"),
    ("ja", "内部メトリクスAPIのトークンは {hex40} です"),
    ("ja", "Redisのパスワード: r3dis-Cache-99"),
    ("ja", "SMTPリレーはユーザー mailer、パスワード Sm7p#relay でログインします"),
    ("ja", "バックアップ暗号化のパスフレーズは Blue-Harbor-Lamp-42"),
    ("ja", "キーを作り直しました。新しいキーは {b62_24} です"),
    ("ja", "ルーターの管理画面は admin / R0uter*Home"),
    ("ja", "Webhookの署名シークレットは {b62_32} です"),
    ("ja", ".env.local に SENDGRID_API_KEY={b62_28} を追加して"),
    ("ja", "検証用DBのアカウントは root / My5ql@test です"),
    ("ja", "私の個人アクセストークンを覚えておいて: {b62_40}"),
    ("ja", "IDEのライセンスキーは {up20} です"),
    ("ja", "キーストアのパスワードは Andr0id#Keys です"),
    ("ja", "Kafka の SASL 認証は svc-ingest / {b62_20} を使う"),
    ("ja", "地図APIのキー {hex32} を設定ファイルに入れて"),
]

FRESH_ORDINARY: list[tuple[str, str]] = [
    ("en", "The Redis password is injected from the REDIS_PASSWORD secret at deploy time."),
    ("en", "Tokens are counted with tiktoken's cl100k_base encoding."),
    ("en", "The dedup key for events is (user_id, event_ts)."),
    ("en", "Never commit keys; the pre-commit hook runs gitleaks."),
    ("en", "Our API keys start with mdk_ and are 40 characters long."),
    ("en", "The password field must use autocomplete=current-password."),
    ("en", "Secret scanning is on for every repo in the org."),
    ("en", "Key rotation runs on the first Monday of each month."),
    ("en", "The JWT secret is read from settings.JWT_SECRET."),
    ("en", "The session token cookie is HttpOnly and SameSite=Strict."),
    ("en", "Use the keyring library to store the user's credentials."),
    ("en", "Access keys older than 90 days are flagged by the audit job."),
    ("en", "The key to fast tests is the in-memory SQLite fixture."),
    ("en", "Token usage dropped 30% after the prompt cache change in v2.4.1."),
    ("en", "Store passwords hashed with argon2id, never md5."),
    ("zh", "Redis 密码在部署时从 REDIS_PASSWORD 注入。"),
    ("zh", "token 用 tiktoken 的 cl100k_base 来数。"),
    ("zh", "事件去重的 key 是 (user_id, event_ts)。"),
    ("zh", "不要提交密钥，pre-commit 会跑 gitleaks。"),
    ("zh", "我们的 API key 以 mdk_ 开头，长度 40。"),
    ("zh", "密钥每月第一个周一轮换。"),
    ("zh", "JWT 的 secret 从 settings.JWT_SECRET 读取。"),
    ("zh", "会话 token 的 cookie 要设置 HttpOnly。"),
    ("zh", "用 keyring 库保存用户的凭据。"),
    ("zh", "超过 90 天的 AccessKey 会被审计任务标出来。"),
    ("zh", "密码用 argon2id 哈希，不要用 md5。"),
    ("zh", "升级到 v2.4.1 之后 token 用量降了 30%。"),
    ("zh", "登录页的密码框要加 autocomplete=current-password。"),
    ("zh", "账号体系用 OAuth2，不自己存密码。"),
    ("zh", "秘钥扫描在所有仓库都开着。"),
    ("ja", "Redisのパスワードはデプロイ時に REDIS_PASSWORD から注入されます。"),
    ("ja", "トークン数は tiktoken の cl100k_base で数えます。"),
    ("ja", "イベントの重複排除キーは (user_id, event_ts) です。"),
    ("ja", "キーはコミットしないこと。pre-commit で gitleaks が走ります。"),
    ("ja", "APIキーは mdk_ で始まる40文字です。"),
    ("ja", "キーのローテーションは毎月第一月曜日です。"),
    ("ja", "JWTのシークレットは settings.JWT_SECRET から読みます。"),
    ("ja", "セッショントークンのクッキーは HttpOnly にしてください。"),
    ("ja", "ユーザーの認証情報は keyring ライブラリで保存します。"),
    ("ja", "パスワードは argon2id でハッシュ化し、md5 は使わないでください。"),
    ("ja", "v2.4.1 でトークン使用量が30%減りました。"),
    ("ja", "ログイン画面のパスワード欄は autocomplete=current-password にする。"),
    ("ja", "アカウント管理は OAuth2 に任せて、パスワードは保存しない。"),
    ("ja", "シークレットスキャンは全リポジトリで有効です。"),
    ("ja", "高速なテストのキーはインメモリの SQLite です。"),
]

# Commands and second factors: written after the fresh round, beside the rules for them
# (they guided those rules, like DESIGN).
DESIGN_2_SECRETS: list[tuple[str, str]] = [
    ("en", "docker login -u deploy -p Dk!Reg2024 registry.example.com"),
    ("en", "sshpass -p 'Ssh#Pass2024' ssh deploy@10.0.0.5"),
    ("en", "redis-cli -a R3dis!Pass -h cache.internal"),
    ("en", "htpasswd -b .htpasswd admin Ht!pass2024"),
    ("en", "The TOTP seed is JBSWY3DPEHPK3PXP"),
    ("en", "the 2FA backup codes are 8472-1934, 5521-0098, 7734-2210"),
    ("en", "recovery phrase: abandon ability able about above absent absorb abstract absurd "
           "abuse access accident"),
    ("zh", "部署机用 docker login -u ci -p Ci#Reg2025 登录镜像仓库"),
    ("zh", "GitHub 的两步验证备用码：5521-0098 7734-2210 1934-8472"),
    ("zh", "助记词 abandon ability able about above absent absorb abstract absurd abuse "
           "access accident"),
    ("ja", "redis-cli -a R3dis!Pass で接続してください"),
    ("ja", "二要素認証のシークレットキーは JBSWY3DPEHPK3PXP です"),
    ("ja", "バックアップコード: 8472-1934 5521-0098 7734-2210"),
]
DESIGN_2_ORDINARY: list[tuple[str, str]] = [
    ("en", "Use docker login with --password-stdin, never -p."),
    ("en", "run docker login -u deploy -p $REGISTRY_PASSWORD in CI"),
    ("en", "psql --password forces a prompt for the password"),
    ("en", "Store backup codes in 1Password, never in the repo."),
    ("en", "The TOTP secret is stored encrypted in the users table."),
    ("en", "The seed phrase must never be logged; the wallet derives keys from it."),
    ("zh", "备用码放在 1Password 里，不要提交到仓库。"),
    ("zh", "redis-cli -a \"$REDIS_PASS\" ping 用来检查连接。"),
    ("ja", "二要素認証のシークレットは暗号化して保存しています。"),
    ("ja", "バックアップコードは10文字です。"),
]
