"""A labelled corpus for the secret scanner: what must be refused, and what must not.

False positives matter as much as misses: a memory that says "the password policy
requires 12 characters" or quotes a commit hash is useful and must be stored. Fake keys
are assembled from parts at run time (a seeded generator fills the random part), so this
file holds no string that looks like a live credential to a repository scanner.
"""

from __future__ import annotations

import base64
import random
import string

_rng = random.Random(20261203)
_ALNUM = string.ascii_letters + string.digits


def _rand(n: int, alphabet: str = _ALNUM) -> str:
    # Always mixes letters and digits, like every real generated key.
    while True:
        out = "".join(_rng.choice(alphabet) for _ in range(n))
        if any(c.isdigit() for c in out) and any(c.isalpha() for c in out):
            return out


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


ZWSP, ZWJ, SHY, WJ = "\u200b", "\u200d", "\u00ad", "\u2060"
AWS = "AK" + "IA" + _rand(16, string.ascii_uppercase + string.digits)
GITHUB = "gh" + "p_" + _rand(36)
STRIPE = "sk" + "_live_" + _rand(24)
SLACK = "xo" + "xb-" + "".join(_rng.choice(string.digits) for _ in range(12)) + "-" + _rand(24)
ANTHROPIC = "sk-" + "ant-" + "api03-" + _rand(40, _ALNUM + "-_")
OPENAI = "sk-" + "proj-" + _rand(48)
GOOGLE = "AI" + "za" + _rand(35, _ALNUM + "-_")
GITLAB = "gl" + "pat-" + _rand(20)
NPM = "np" + "m_" + _rand(36)
PYPI = "pypi-" + "AgEIcHlwaS5vcmc" + _rand(60)
SENDGRID = "SG." + _rand(22) + "." + _rand(43)
TELEGRAM = "".join(_rng.choice(string.digits) for _ in range(9)) + ":AA" + _rand(33)
MAILCHIMP = _rand(32, "0123456789abcdef") + "-us12"
TOKEN40 = _rand(40, _ALNUM + "+/")
JWT = ("eyJ" + _b64('{"alg":"HS256","typ":"JWT"}')[3:].rstrip("=") + "."
       + _b64('{"sub":"1234567890","name":"Jo","iat":1516239022}').rstrip("=") + "."
       + _rand(43, _ALNUM + "-_"))
PEM = "-----BEGIN " + "RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + _rand(60) + "\n-----END"
OPENSSH = "-----BEGIN " + "OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + _rand(40)
PASSWORD = "Tr0ub4dor&" + _rand(4)

# (id, text): each must be found.
POSITIVES: list[tuple[str, str]] = [
    ("aws-key-prose", f"The deploy user's key is {AWS}, use it for the S3 bucket."),
    ("aws-key-zero-width", f"Deploy key: {AWS[:6]}{ZWSP}{AWS[6:12]}{ZWSP}{AWS[12:]}"),
    ("aws-key-fullwidth", "Key ＡＫＩＡ" + AWS[4:]),
    ("aws-key-soft-hyphen", f"key {AWS[:10]}{SHY}{AWS[10:]}"),
    ("aws-secret-assignment", f"aws_secret_access_key = {_rand(40, _ALNUM + '+/')}"),
    ("github-token", f"CI uses the token {GITHUB} for releases"),
    ("github-token-zwj", f"token {GITHUB[:8]}{ZWJ}{GITHUB[8:20]}{WJ}{GITHUB[20:]}"),
    ("github-fine-grained", "github_" + "pat_" + _rand(22) + "_" + _rand(59)),
    ("gitlab-token", f"GitLab access: {GITLAB}"),
    ("slack-token", f"The bot posts with {SLACK}"),
    ("stripe-live-key", f"Stripe secret {STRIPE} is the production one"),
    ("anthropic-key", f"Use {ANTHROPIC} for the eval runs"),
    ("openai-project-key", f"OpenAI key {OPENAI}"),
    ("google-api-key", f"Maps key {GOOGLE}"),
    ("npm-token", f"//npm.example.internal/:_authToken={NPM}"),
    ("pypi-token", f"Upload with {PYPI}"),
    ("sendgrid-key", f"Mail is sent with {SENDGRID}"),
    ("telegram-bot-token", f"The alert bot token: {TELEGRAM}"),
    ("mailchimp-key", f"Newsletter API key {MAILCHIMP}"),
    ("jwt", f"A session JWT for testing: {JWT}"),
    ("pem-private-key", f"Server key:\n{PEM}"),
    ("openssh-private-key", OPENSSH),
    ("high-entropy-token", f"Staging access: {TOKEN40}"),
    ("base64-wrapped-aws-key", f"Config blob {_b64('aws_access_key_id ' + AWS)}"),
    ("base64-wrapped-password", f"Encoded settings: {_b64('db password=' + PASSWORD)}"),
    ("base64-wrapped-short", f"Note: {_b64('password=Hunt3r22')}"),
    ("prose-en-password", "The staging password is hunter22, don't lose it."),
    ("prose-en-api-key", f"My API key is {_rand(16)}."),
    ("prose-en-quoted-token", "The token was 'q8ZtkLm2'"),
    ("prose-en-passphrase", f"The passphrase is {PASSWORD}"),
    ("prose-zh-password", f"测试服务器的密码是 {PASSWORD}"),
    ("prose-zh-colon", "数据库密码：s3cretPW99"),
    ("prose-zh-token", f"令牌为 {_rand(14)}"),
    ("prose-zh-key", f"支付接口的密钥是{_rand(20)}"),
    ("prose-ja-password", "本番のパスワードは hunter2x です"),
    ("prose-ja-token", f"トークンは {_rand(12)} です"),
    ("prose-ko-password", "관리자 비밀번호는 hunter22 입니다"),
    ("prose-ko-colon", "비밀번호: qwerty123!"),
    ("prose-ko-token", f"토큰은 {_rand(12)}"),
    ("redis-url-empty-user", "Cache at redis://:s3cr3tpw@cache.internal:6379/0"),
    ("postgres-url", "DATABASE_URL is postgres://app:Pa55word@db.internal:5432/app"),
    ("mongodb-srv-url", "mongodb+srv://admin:Xy7pQ2r9@cluster0.example.net/test"),
    ("amqp-url", "Broker: amqp://guest:Gu3st!pw@rabbit:5672//"),
    ("curl-u", "Check health with curl -u admin:s3cretpw https://ci.internal/api"),
    ("curl-user-long", "curl --user deploy:Zx81!abc -X POST https://hooks.internal"),
    ("mysql-p", "Connect with mysql -u root -pS3cretRoot app_db"),
    ("mysqldump-p", "Backups: mysqldump -h db -u backup -pB4ckupPw app > dump.sql"),
    ("basic-auth-header", f"Authorization: Basic {_b64('admin:' + PASSWORD)}"),
    ("bearer-header", f"Send Authorization: Bearer {_rand(32)}"),
    ("env-secret", f"SECRET={_rand(16)}"),
    ("env-api-token", f"API_TOKEN={_rand(20)}"),
    ("env-db-pass", "DB_PASS=hunter2hunter"),
    ("env-export-github", f"export GITHUB_TOKEN={_rand(24)}"),
    ("env-pgpassword", "PGPASSWORD=s3cr3t psql -h db app"),
    ("django-secret-key", f"SECRET_KEY = 'django-insecure-{_rand(40, _ALNUM + '!@#%^&*')}'"),
    ("json-password", '{"user": "svc", "password": "Sv3cPass!"}'),
    ("yaml-password", "password: Hunt3r!2026"),
    ("cli-password-flag", "Login with app login --password=Zq9mPx2v"),
    ("client-secret", f"client_secret: {_rand(24)}"),
    ("pw-abbreviation", "admin pw: Zx9!kq22"),
    ("prose-password-for-x", 'The root password for the NAS is "correct horse battery staple"'),
]

# (id, text): each must pass.
NEGATIVES: list[tuple[str, str]] = [
    ("commit-hash", "The regression came in 3f2a1b4c5d6e7f8091a2b3c4d5e6f708192a3b4c."),
    ("short-commit-hash", "Reverted in a1b2c3d; see the PR."),
    ("uuid", "The tenant id is 550e8400-e29b-41d4-a716-446655440000."),
    ("sha256-digest", "sha256:"
     "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
    ("css-colour-hex", "Brand colour is #1a2b3c, accents #ff8800."),
    ("css-rgb", "Use rgb(26, 43, 60) for headers."),
    ("data-uri-image", "The favicon is data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB"
                       "CAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
    ("png-base64-prose", "The logo bytes start iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAA"
                         "ADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
    ("long-word", "Avoid antidisestablishmentarianism and pneumonoultramicroscopic words."),
    ("camel-case-name", "The class is AbstractSingletonProxyFactoryBeanDefinitionRegistry."),
    ("snake-case", "Name functions like validate_user_input_before_database_write."),
    ("unix-path", "Configs live in /usr/local/lib/python3.11/site-packages/memdir/config."),
    ("windows-path", r"Builds go to C:\Users\dev\AppData\Local\memdir\cache2026\builds."),
    ("url-no-password", "Docs are at https://github.com/Yelp/detect-secrets/blob/master/README.md"),
    ("url-user-no-password", "Clone ssh://git@github.com/org/repo.git"),
    ("scp-git-url", "Remote is git@github.com:org/memdir.git"),
    ("url-query", "curl https://api.example.com/v1/items?page=2&per_page=50"),
    ("type-hint", "password: str"),
    ("function-signature", "def login(user: str, password: str) -> bool"),
    ("optional-type-hint", "token: Optional[str] = None"),
    ("password-policy", "The password policy requires 12 characters."),
    ("password-storage", "Passwords are stored in 1Password, never in the repo."),
    ("password-in-vault", "The password is stored in the vault."),
    ("api-key-location", "The API key is in the OPENAI_API_KEY environment variable."),
    ("token-prose-colon", "Never log the token: redact it first."),
    ("max-tokens", "max_tokens: 4000"),
    ("max-tokens-equals", "max_tokens=4000 for summaries"),
    ("tokenizer", "tokenizer: bpe"),
    ("env-reference", "password=os.environ['DB_PASSWORD']"),
    ("shell-reference", "API_KEY=${API_KEY} in the compose file"),
    ("masked", "password: ********"),
    ("placeholder", "secret: <your-secret-here>"),
    ("min-length-setting", "PASSWORD_MIN_LENGTH=12"),
    ("token-expiry-setting", "TOKEN_EXPIRY=3600"),
    ("secret-santa", "secret_santa_list: alice, bob"),
    ("token-count", "The token count is 4096 per request."),
    ("zh-policy", "密码必须至少12位,包含大小写字母"),
    ("zh-required", "密码是必填项"),
    ("zh-token-bucket", "用令牌桶算法限制请求速率"),
    ("ja-policy", "パスワードは8文字以上にすること"),
    ("ko-policy", "비밀번호는 12자 이상이어야 한다"),
    ("sklearn", "Use sk-learn-style pipelines; scikit-learn is installed."),
    ("bearer-prose", "Bearer tokens are sent in the Authorization header."),
    ("basic-auth-prose", "The proxy uses Basic auth over TLS."),
    ("curl-env-reference", 'curl -u "$USER:$PASS" https://ci.internal'),
    ("mysql-prompt", "Run mysql -u root -p app_db and type the password when asked."),
    ("semver", "Pin 1.2.3-rc.1+build.5 until the fix lands."),
    ("iso-time", "Released 2026-12-03T15:59:52Z."),
    ("pytest-k", "Run pytest -k test_token_refresh to check it."),
    ("email", "Reports go to platform-team@example.com."),
    ("ipv4", "The build box is 10.0.12.7."),
    ("npm-scoped", "Pin @types/node@20.11.5 in package.json."),
    ("markdown-link", "[design doc](https://example.com/docs/memory-design-2026)"),
    ("aws-prefix-prose", "AWS access keys start with AKIA; never paste them here."),
    ("ssh-public-key", "My public key is ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0wmN/Cr3JXqmLW7u+g9"
                       "pTh+wyqDHpSQEIQczXkVx9q dev@laptop"),
    ("docker-digest", "FROM python@sha256:"
     "2f1e3d4c5b6a79881726354a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8"),
    ("password-reset-flow", "Password resets go through the /auth/reset endpoint."),
    ("keyword-no-value", "Rotate the API key every 90 days."),
    ("ssh-fingerprint",
     "Deploy key fingerprint SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8"),
    ("password-for-x-prose", "The password for staging is rotated every month."),
    ("pw-prose", "Use pw: a manager, never a sticky note."),
    ("test-key-in-code", 'provider = AnthropicProvider(api_key="test", base_url=url)'),
    ("password-from-call", "password=get_password() reads it from the keyring"),
    ("variable-passed-on", "client = Client(api_key=api_key, token=token)"),
]
