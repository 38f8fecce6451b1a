"""A credential named in a sentence is refused; a sentence that only talks about
credentials is kept (memdir.pipeline.admission.secret_named, through `find_secret`, the
check every write path uses)."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secrets import find_secret

KEY = "q8Zt2LmX0vB7nR4kW1cY9pDs"  # 24 letters and digits, no provider prefix
HEX = "5e8d1c0b9a7f6e3d2c4b1a0f9e8d7c6b"


@pytest.mark.parametrize("text", [
    f"The key for the payments sandbox: {KEY}",
    f"export PAYMENTS_KEY={HEX}",
    f"set STRIPE_SANDBOX_SECRET to {KEY} before the e2e run",
    f"use the token {KEY} for the release bot",
    "the jump host takes user ops with password M0untain!Air",
    "staging login: qa_admin / Qa#Spring25",
    f"支付沙箱的 key：{HEX}",
    "运维机器的 root 密码 Ops@2025!x",
    f"把 secret {KEY} 写到 .env 里",
    "后台账号 admin / Houtai#123",
    f"決済サンドボックスのキーは{KEY}です",
    "踏み台のパスワード Fumi!dai88 を使って",
    f"通知用のシークレット: {HEX}",
    "管理画面のアカウントは ops / Kanri#77a です",
])
def test_a_credential_named_in_a_sentence_is_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    "The token budget for the nightly summary is 12000.",
    "The sort key is updated_at; ties break on id.",
    "Passwords need 14 characters and a symbol.",
    "The deploy key lives in 1Password, never in the repo.",
    "Read the token from STRIPE_API_KEY in CI, not from a file.",
    "The feature flag key is checkout_redesign_2025.",
    "The token refresh bug was fixed in commit 8f4b7f84864484a7bf31766abe9204da3cbe65b3.",
    "My public key is ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0wmN/Cr3JXqm dev@laptop",
    "The shortcut key is Ctrl+Shift+P.",
    "Hash passwords with bcrypt, cost 12; the secret is in Vault.",
    "Log in to the dashboard at https://grafana.example.com/login/v2 with SSO.",
    "token 上限改成 16000。",
    "主键用 order_id，排序 key 是 created_at。",
    "密码规则：至少 12 位。",
    "キーは user_id と tenant_id の組です。",
    "トークンの有効期限は 3600 秒です。",
    "パスワードは1Passwordに入っています。",
    "key: value のペアで書いてください。",
])
def test_a_sentence_about_credentials_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


def test_a_value_reads_as_chosen_or_generated_by_its_shape():
    from memdir.pipeline.admission import secret_named

    assert secret_named.looks_chosen("Wint3r!sComing")
    assert secret_named.looks_chosen("gr4fana-Adm1n")
    for name in ("user_id", "GITHUB_TOKEN", "3.11.2", "config.yaml", "sha256",
                 "billing_new_layout_2026", "Ctrl+Shift+P", "getUser()"):
        assert not secret_named.looks_chosen(name), name
    assert secret_named.looks_generated(KEY) and secret_named.looks_generated(HEX)
    for name in ("user_settings_v2_final", "src/memdir/pipeline/x.py", "short1"):
        assert not secret_named.looks_generated(name), name


@pytest.mark.parametrize("text, kind", [
    ("NRAK-" + "7QK2M9XW4TB8ZL1PD6HR3NC5VJA", "a New Relic key"),
    ("pat" + "aB3dE5fG7hI9jK" + "." + "0123456789abcdef" * 4, "an Airtable token"),
    ("pat-na1-" + "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d", "a HubSpot token"),
])
def test_prefixes_specific_enough_without_the_providers_name(text, kind):
    # gitleaks' rules for these wait for the provider's name; the shape is enough.
    assert find_secret(f"pasted from the dashboard: {text}") == kind
    assert find_secret("Use the pat-na1 region endpoint for HubSpot.") is None


@pytest.mark.parametrize("text, kind", [
    ("podman login -u ci -p Pod#Man2025 quay.io", "a password in a command's option"),
    ("sshpass -p 'Jump!Host77' ssh ops@bastion", "a password in a command's option"),
    ("redis-cli -h cache -a Cach3#Key ping", "a password in a command's option"),
    ("htpasswd -bc /etc/nginx/.htpasswd ops N9inx!Pass", "a password in a command's option"),
    ("my authenticator seed: KRSXG5CTMVRXEZLU", "a one-time password seed"),
    ("recovery codes 1234-5678 9012-3456 7890-1234", "backup codes"),
    ("wallet seed phrase: legal winner thank year wave sausage worth useful legal winner "
     "thank yellow", "a recovery phrase"),
])
def test_passwords_on_command_lines_and_second_factors_are_refused(text, kind):
    assert find_secret(text) == kind


@pytest.mark.parametrize("text", [
    "podman login --password-stdin < token.txt",
    "helm registry login -u ci -p ${HELM_PASSWORD}",
    "mysql --password asks for it at the prompt",
    "Turn on MFA; the authenticator app shows a new code every 30 seconds.",
    "Recovery codes are shown once, when 2FA is enabled.",
    "A recovery phrase has twelve or twenty-four words.",
])
def test_commands_and_second_factors_named_without_a_value_are_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text, kind", [
    ("the router password is pineapple", "a password"),
    ("ssid Home5G, password tangerine", "a password"),
    ("password for the staging wiki: heliotrope", "a password"),
    ("数据库密码是 bluejay，别外传", "a password"),
    ("管理画面のパスワードは hydrangea です", "a password"),
    ("ユーザー名 ops、パスワード sakuramochi でログイン", "a password"),
    ("the vault passphrase is purple monkey dishwasher elephant", "a passphrase"),
    ("备份的密码短语是 river stone candle orbit", "a passphrase"),
    ("鍵のパスフレーズは silver maple lantern です", "a passphrase"),
])
def test_a_plain_word_chosen_as_a_password_is_refused(text, kind):
    assert find_secret(text) == kind, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "The password is too short.",
    "The admin password was rotated.",
    "the password is optional for local runs",
    "Passwords are hashed, never stored.",
    "The password is case-sensitive.",
    "Your password: required.",
    "The passphrase is kept in the vault, not in the repo.",
    "The passphrase is the same for every key.",
    "密码是必填的。",
    "トークンは export GITHUB_TOKEN=<YOUR_TOKEN> のように渡してください。",
    "パスワードは xxx と書いておいて。",
    "The API key shown in the log is masked as sk-****.",
    "Paste it as ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx in the docs.",
    "AWS's docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY.",
])
def test_a_sentence_about_a_password_or_a_masked_example_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "sshpass -p pelican rsync -a ./ backup@nas:/srv",
    "nmcli device wifi connect CafeNet password espresso",
    "docker login -u ci -p hibiscus ghcr.io",
    "用 redis-cli -a tangerine ping 看看",
])
def test_a_plain_word_given_to_a_password_flag_is_refused(text):
    assert find_secret(text) == "a password in a command's option", (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "sshpass -p leaks the password to ps; use -f instead.",
    "nmcli asks for the password when you leave it out",
    "docker login -p \"$CI_REGISTRY_PASSWORD\" $CI_REGISTRY",
])
def test_a_password_flag_named_in_prose_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "Home wifi is Orchard-2G, key marzipan",
    "the WPA2 key for the lab network: thunderbolt",
    "the truststore pass is lavender",
    "HTTP basic auth for the preview site is preview:cardamom",
    "预览站的 Basic 认证：preview:cardamom",
    "プレビュー環境のログインは preview:cardamom です",
])
def test_a_wireless_key_a_keystore_pass_or_a_basic_auth_pair_is_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    "The partition key is tenant.",
    "If the check fails, pass quietly.",
    "The OAuth app needs the scope repo:status.",
    "Run chown www-data:www-data on the upload folder after login.",
    "The wifi key is on the fridge.",
    "Basic auth is off in production; credentials come from SSO.",
])
def test_a_key_or_pass_or_pair_that_names_no_secret_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "我家 wifi 密码是 春眠不觉晓",
    "保险箱密码是“一帆风顺”",
    "服务器密码：天王盖地虎2026",
    "パスワードは「ねこまんま」です",
    "共有フォルダのパスワードは さくらもちです",
    "金庫のパスワードは 花鳥風月 にしました",
    "the vault password is 龙门客栈, keep it",
    "비밀번호는 '사랑해요' 입니다",
])
def test_a_password_in_han_characters_or_kana_is_refused(text):
    assert find_secret(text) == "a password", (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "密码是必填的。",
    "密码是 6 位数字。",
    "wifi 密码：见群公告",
    "密码是我生日",
    "密码是 工号",
    "口令是 天天向上 的拼音首字母",
    "パスワードは英数字8文字以上です。",
    "パスワードは ルーターの裏に書いてあります",
    "パスワードは 忘れました",
    "パスワードは 社員番号 です",
    "パスワードにひらがなや漢字は使えません。",
    "My favorite poem starts with 床前明月光.",
    "我们组的口号是 天天向上。",
])
def test_a_sentence_about_a_password_in_cjk_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "For the bank's security question (mother's maiden name) I answered Whitfield",
    "security answer for 'name of your first pet': Biscuit42",
    "security question: which city were you born in? answer: Paris",
    "密保问题“你母亲的姓名”，答案我填的是 李秀兰",
    "安全问题答案：小白（第一只宠物的名字）",
    "秘密の質問「母親の旧姓」の答えは 高橋 にしてあります",
    "秘密の質問の答え：ポチ（初めて飼ったペット）",
])
def test_the_answer_to_a_security_question_is_refused(text):
    assert find_secret(text) == "an answer to a security question", (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "My mother's maiden name is Whitfield; her family came from Leeds.",
    "The old bank site's security question was about my first pet.",
    "The answer to the security question is stored hashed.",
    "The security question answer is case-insensitive.",
    "Security question: What was your first pet's name?",
    "我妈妈娘家姓李，老家在湖南。",
    "设置密保问题时别用太容易猜的答案。",
    "安全问题的答案是什么？",
    "密保问题的答案忘了",
    "母の旧姓は高橋で、実家は仙台です。",
    "秘密の質問は推測されにくい答えにしてください。",
    "秘密の質問の答えは大文字小文字を区別しません",
])
def test_a_security_question_or_a_family_name_only_mentioned_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text, kind", [
    ("The 2FA seed for the shared admin account is Q5IQ 4ZGR OS73 T3R2 OHMH LX6D KB2F KCGZ",
     "a one-time password seed"),
    ("二段階認証のキー: KRSX G5CT MVRX EZLU", "a one-time password seed"),
    ("GitHub recovery codes: d0b93-8adec, 779ae-73fe7, 3d3be-6285d", "backup codes"),
    ("两步验证恢复码：d0b93-8adec、779ae-73fe7", "backup codes"),
    ("My MetaMask seed phrase is ribbon orbit candle harvest velvet museum glance tribe anchor "
     "lizard spoon wagon", "a recovery phrase"),
    ("recovery phrase for my Ledger is orbit candle harvest velvet museum glance tribe anchor "
     "lizard spoon wagon pilot", "a recovery phrase"),
    ("ウォレットの復元フレーズ: velvet tribe spoon echo cabin orbit lizard harvest drum pilot "
     "candle frost", "a recovery phrase"),
    ("my 12 words are orbit candle harvest velvet museum glance tribe anchor lizard spoon "
     "wagon pilot", "a recovery phrase"),
])
def test_second_factors_in_the_shapes_apps_show_them_are_refused(text, kind):
    assert find_secret(text) == kind, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "TOTP seed: XXXX XXXX XXXX XXXX",
    "The authenticator docs use JBSWY3DPEHPK3PXP as their example secret.",
    "recovery codes for user-1234 and user-5678 were reset",
    "backup codes: see OPS-5678 and OPS-1234",
    "recovery codes: print them, keep them safe",
    "The recovery phrase has twelve words and a checksum word at the end of the list",
    "2段階認証は全員必須です。バックアップコードは紙で保管してください。",
])
def test_second_factors_named_as_examples_or_without_a_value_are_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    "以太坊私钥 0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    "ウォレットの秘密鍵は 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef です",
])
def test_a_private_key_named_in_chinese_or_japanese_is_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    "路由器后台密码改成了 春风十里 了",
    "Password: 天王盖地虎",
    "for the security question I put 'Rex' as the answer",
    "Authy 的密钥 GEZD GNBV GY3T QOJQ",
    "2FA recovery code: 8f3a-2c91-7d4e-b6a0",
    "Google 的备用验证码：4829 1736、5520 8813",
    "recovery phrase: 1. ribbon 2. orbit 3. candle 4. harvest 5. velvet 6. museum 7. glance "
    "8. tribe 9. anchor 10. lizard 11. spoon 12. wagon",
])
def test_a_changed_password_an_answer_before_its_word_and_codes_as_apps_print_them(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    "設定ファイルの password: には ${DB_PASSWORD} を書きます",
    "密码改成了 6 位数字",
    "I put a lot of thought into the answer to the security question.",
    "For the security question, use something only you know as the answer.",
    "backup codes: printed on 2026-12-05",
    "The recovery phrase: write it down, 12 words, in order.",
])
def test_talk_about_changed_passwords_answers_and_codes_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


def test_a_key_named_by_the_shape_it_starts_with_is_kept():
    assert find_secret("PKCS#8 RSA private keys start with MIIEvQIBADANBgkqhkiG9w0BAQEFAASC.") \
        is None
    assert find_secret("Stripe keys begin with sk_live_ and 24 more characters.") is None
    assert find_secret(f"The key for the payments sandbox: {KEY}")  # a value, not a shape
