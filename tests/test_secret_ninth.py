"""Classes the ninth prose round found (benchmarks/secrets_prose_ninth.py), each with
look-alikes that must be kept.

Misses: a password given to a database's or a cache's client by its flag (mysql -p'…',
redis-cli --pass, mongosh -p); a mail account's authorisation code or app password (163's
授权码, Gmail's app password: sixteen letters, no digit); a password said as what it was set
to, a few words after its name (にしたよ, 改成了, "changed to"); a password named by a
compound word (ショップパスワード, サイトパスワード, 店铺密码, "shop password") whose value is
lower case with one number inside, as a system issues it (wgx21gcc).

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # A database's or a cache's client given the password by its flag, quoted or bare.
    "mysql -h db.internal -u root -p'Tern#9bolt' shop",
    'mysqldump -u backup -p"Wren!5521" --all-databases > all.sql',
    "mariadb -u app -p'Moss*4419' -h 10.0.0.9",
    "redis-cli -h 10.1.1.4 --user app --pass Brine8812xQ info keyspace",
    "mongosh -u admin -p 'Heron#3310' --authenticationDatabase admin",
    "mongodump --uri mongodb://db1 -u backup -p Swift8812q",
    "PGPASSWORD='Lark9921!' pg_dump -h 10.0.0.2 -U postgres crm > crm.sql",
    "生产库用这条连：mysql -h 10.2.3.4 -u ops -p'Lian#2288' crm",
    "缓存：redis-cli -h 10.0.0.8 --pass Yq7Rk2Pm9Tz4 ping",
    "本番 DB はこれで入れます：mysql -u admin -p'Hoshi#4412' -h 10.0.0.5",
    "mongosh -u root -p Kumo#2291で繋がります",
])
def test_a_password_given_to_a_client_by_its_flag_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # A flag that prompts, a variable, an empty value, a placeholder, prose about the flag.
    "mysql -h db.internal -u root -p shop",
    "mysql -u root -p -h 10.0.0.5 app",
    'mysql -u root -p"$MYSQL_PWD" shop',
    "mysql -u root -p'' shop",
    "mysql -u root -p'<your-password>' shop",
    "redis-cli --askpass -h 10.0.5.21",
    "redis-cli -h 10.0.5.21 --user app --askpass info memory",
    "redis-cli --pass $REDIS_PASS info",
    "redis-cli --pass is deprecated in favour of -a",
    "mongosh -u admin -p --authenticationDatabase admin",
    'mongo -u admin -p "$MONGO_PASS"',
    "use mongosh -u admin -p and type it at the prompt",
    "PGPASSWORD= psql -h db -U app",
    'PGPASSWORD="${DB_PASSWORD}" psql -h db -U app',
    "psql -h db.internal -U app -W shop",
    "redis-cli --pass 后面跟密码，不建议这样写",
    "mysql -u root -p'更新后的密码' shop",
    "redis-cli --pass の後にパスワードを書くと履歴に残る",
])
def test_a_look_alike_of_a_client_password_flag_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # A mail account's authorisation code or app password: sixteen letters of one case, or
    # four groups of four, after a colon or a verb.
    "网易邮箱的客户端授权码：KPLMWQZRTNBVXCAS",
    "QQ 邮箱授权码是 qwhnbzkdtyfmgcea，别用登录密码",
    "SMTP 授权码为 BZQXWMLKPRTYHNVC，在 Foxmail 里填这个",
    "the 126 mail SMTP authorization code is HQZNRWTKPLMVXBCY",
    "my iCloud app-specific password is hjkl-qwer-tyui-zxcv",
    "Gmail app password: vbnm qwrt zxpl kjhg",
    "Gmail のアプリパスワード：tqzp wmrk hvbn lxcd",
    "メールの認可コードは KPLMWQZRTNBVXCAS です",
    "SMTP の認証コード：WQZRTNKPLMBVXCAS",
])
def test_a_mail_accounts_authorisation_code_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # What the code is like, where it is, a placeholder, a variable; OAuth's code and flow.
    "SMTP 授权码在邮箱设置里生成，不是登录密码",
    "授权码：见群公告",
    "授权码是 16 位大写字母",
    "SMTP 授权码：XXXXXXXXXXXXXXXX",
    "授权码：${SMTP_AUTH_CODE}",
    "the Gmail app password is 16 letters, shown once",
    "app passwords need 2-Step Verification turned on",
    "app password: <APP_PASSWORD>",
    "the app password is SMTP_APP_PASSWORD in the env",
    "Gmail のアプリパスワードは 16 文字です",
    "OAuth authorization code: the client exchanges it for a token",
    "授权码模式（authorization_code）是 OAuth2 最常用的",
    "認可コードフローを使う",
])
def test_a_look_alike_of_a_mail_authorisation_code_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # A password said as what it was set to, a few words after its name.
    "ルーターのパスワード、Tsubame77x に変更しました",
    "NAS のパスワード、Hotaru#0412にしといた",
    "VPN 密码改成了 Lanhua#0412",
    "路由器的密码，我改成 Qingshan77x 了",
    "把 NAS 密码换成了 Moli#2291",
    "the VPN password, I set it to Heron#2291 yesterday",
    "VPN password changed to Falcon#8812",
])
def test_a_password_said_as_what_it_was_set_to_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # A length, a rule, a plan, a reference; something of the password's that was set.
    "VPN のパスワード、来週変える予定",
    "VPN のパスワード、12 文字以上にした",
    "パスワード、${VPN_PASSWORD} にした",
    "パスワードのハッシュを bcrypt に変えた",
    "VPN 密码改成了 12 位",
    "密码改成了 ${NEW_PASS}",
    "密码规则改成了至少 12 位",
    "I changed the VPN password to something longer",
    "set the password to expire every 90 days",
    "set the password to $NEW_PASSWORD",
    "the password field changed to type=password in v2.3.1",
    "the passcode changed to 4 digits",
])
def test_a_look_alike_of_a_password_set_to_a_value_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # A compound word ending in a password's name, then a value a system issued: lower
    # case, one number inside; a site's password is no site key.
    "本番のショップ ID mshop00093412、ショップパスワード kdr47xpm",
    "サイト ID mst2000012345、サイトパスワード qhk5mzte",
    "管理パスワード abc123xy でログイン",
    "店铺 ID shop12345，店铺密码 wgx21gcc",
    "商户后台的管理密码 tnv8qzkw",
    "shop ID tshop00071234, shop password pzr38vkm",
    "the site password is qhk5mzte",
])
def test_a_password_named_by_a_compound_word_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # Where it is, its length, a placeholder, a variable; a name after the word; a site key.
    "ショップパスワードは管理画面で確認できます",
    "ショップパスワードは 8 桁です",
    "ショップパスワード:********",
    "管理パスワードは ${ADMIN_PASSWORD}",
    "店铺密码在商户后台里",
    "店铺密码：见邮件",
    "the shop password is in the merchant console",
    "shop password: <SHOP_PASS>",
    "the admin password is sha256 hashed",
    "password word2vec embeddings are cached per tenant",
    "サイトキーは 6LcQk2kUAAAAAJ8vN3yPqR です",
])
def test_a_look_alike_of_a_compound_password_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "Gmail app password: keep this same code when you move the CI.",
    "app password: only ever send them over Signal",
    "The app password is just your usual mail login here.",
])
def test_words_after_an_app_passwords_name_are_a_sentence_not_a_code(text):
    # Four groups of four letters read as Google's app password even when they were
    # words of a sentence; a code is kept refused (tests above).
    assert find_secret(text) is None
