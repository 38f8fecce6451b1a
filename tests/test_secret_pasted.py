"""Classes the fifth prose round found (benchmarks/secrets_prose_fifth.py: what people paste
from their tools), each with look-alikes that must be kept: a password in SQL after
IDENTIFIED BY, a server's or a client's password flag (--requirepass, lftp -u user,pass,
keytool -storepass, openssl pass:), a secret as an XML element's text, OpenWeather's key as
a URL's appid, Agora's App Certificate, a password spelled out as how it is typed; the
name of the Secret that holds a password (Helm's existingSecret) and a key's fingerprint
are not secrets.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # SQL gives a user's password as a literal after IDENTIFIED BY (any word: quoted).
    "CREATE USER 'etl'@'10.0.%' IDENTIFIED BY 'marmalade';",
    "alter user app identified by \"Pl4t3-Tectonic\";",
    "CREATE USER ingest IDENTIFIED BY Kiwi_2031 DEFAULT TABLESPACE users;",
    "本番で ALTER USER 'ro'@'%' IDENTIFIED BY 'Hagi#Sora77'; を実行済み",
    # A server's password flag; a client's user,password or user%password; a keystore's.
    "redis-server --requirepass Harbor-Moss-44 --port 6380",
    "副本启动: redis-server --masterauth s3cr3tReplica --replicaof 10.0.0.5 6379",
    "lftp -u deploy,Wq7-pine-88 sftp://files.acme.io",
    "smbclient //nas/share -U alice%Falcon-Ridge-9",
    "keytool -importkeystore -srckeystore a.p12 -srcstorepass Pn7-quartz",
    "openssl pkcs12 -export -passout pass:Owl7-harbor -out a.p12",
    # A secret as an XML element's text.
    "<server><id>nexus</id><password>Glacier-Tern-81</password></server>",
    "<apiKey>f3a9c1d27be84f60a1c9e7d2b4f80c16</apiKey>",
    "NuGet.Config の <ClearTextPassword>ume-no-hana-42</ClearTextPassword> を消して",
    # OpenWeather's key in a URL's query; Agora's App Certificate.
    "curl \"https://api.openweathermap.org/data/2.5/forecast?lat=35&lon=139"
    "&appid=4c2e9f8a7b6d5c4e3f2a1b0c9d8e7f6a\"",
    "Agora: appId 0f3c9a1b2d4e5f60718293a4b5c6d7e8, appCertificate "
    "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b",
    "Agora の App Certificate は 5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d です",
    # A password spelled out as how it is typed, each part named.
    "the guest laptop password is capital R, seven, seven, then !x",
    "my router password is maple otter nineteen, all caps, no spaces",
    "wifi 密码是小写 k，后面 3 个 0，最后是 #z",
    "パスワードは大文字のK、そのあとに3を二つ、最後に#です",
])
def test_a_secret_of_these_classes_is_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    # IDENTIFIED BY with a placeholder, a hash, a plugin, a bind variable; prose.
    "CREATE USER 'app'@'%' IDENTIFIED BY '<password>';",
    "CREATE USER 'app'@'%' IDENTIFIED BY 'password';",
    "GRANT USAGE ON *.* TO 'old'@'%' IDENTIFIED BY PASSWORD "
    "'*6BB4837EB74329105EE4568DDA7DC67ED2CA2AD9';",
    "CREATE USER 'ops'@'localhost' IDENTIFIED WITH auth_socket;",
    "cursor.execute(\"CREATE USER %s IDENTIFIED BY %s\", (name, pw))",
    "ALTER USER app IDENTIFIED BY :new_password",
    "ALTER USER 'svc'@'%' IDENTIFIED BY '${SVC_DB_PASSWORD}';",
    "CREATE USER scott IDENTIFIED EXTERNALLY;",
    "In our LDAP setup each user is identified by their employee number.",
    "The caller is identified by the token in the header.",
    # The flags with a variable, a prompt, a file or env source, or talked about.
    "redis-server --requirepass \"$REDIS_PASSWORD\"",
    "--requirepass is deprecated in favour of ACL users",
    "the replica needs --masterauth set to the primary's password",
    "lftp -u backup sftp://files.acme.io prompts for the password",
    "lftp -u \"$FTP_USER,$FTP_PASS\" ftp.acme.io",
    "smbclient -U alice //nas/share asks for the password",
    "keytool -genkey -alias app -keystore app.jks -storepass:env KS_PASS",
    "keytool -list -keystore cacerts -storepass changeit",
    "openssl enc -aes-256-cbc -pass file:./key.txt -in a -out b",
    # XML elements with a reference, nothing, a path, or a name the word only starts.
    "<password>${env.NEXUS_PASSWORD}</password>",
    "<password></password>",
    "<passwordPolicy>strict</passwordPolicy>",
    "<tokenizer>bpe</tokenizer>",
    "<privateKey>${user.home}/.ssh/id_rsa</privateKey>",
    "Put the value in <password>, not in <username>.",
    "<maxTokens>4096</maxTokens>",
    # An app id, a placeholder appid, an id that is not the query's appid.
    "GET /data/2.5/weather?q=Oslo&appid={API_KEY}",
    "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx8f3a2b1c4d5e6f70&state=1",
    "https://example.com/callback?app_id=1234567&id=9b3d701c1c23750cf879ec595df20c9b",
    "声网的 App ID 是 da435e650b2b39920b6527b6c359207d，证书在控制台里",
    # An app certificate talked about, its fingerprint; a key's fingerprint.
    "the app certificate is uploaded to the Play Console",
    "App Certificate を有効にすると token が必要になる",
    "the app certificate fingerprint 5e8f16062ea3cd2c4a0d547876baa6f38cabf625",
    "the signing key fingerprint 5e8f16062ea3cd2c4a0d547876baa6f38cabf625",
    "the app certificate expires on 2026-09-01",
    # How passwords are typed, said as a rule, a state or a question.
    "the password is all lowercase, no spaces",
    "the password is four random words, lowercase, joined with dashes",
    "The password is case-sensitive, so type it in lowercase.",
    "the password is lowercase.",
    "the password is uppercase?",
    "the password was reset, lowercase letters only",
    "the password is lowercase letters and digits, joined with dashes",
    "Passwords must be lowercase words joined with dashes.",
    "the password is your surname in lowercase, then your birth year",
    "the password is in lowercase in the vault, then rotated weekly",
    "密码是大写字母加数字，最后加一个符号",
    "密码规则：大写开头，后面8位数字",
    "密码是大写的，别输成小写",
    "密码要大写W开头吗？",
    "密码后面那部分是公司缩写",
    "パスワードは大文字と小文字を区別します",
    "パスワードは英大文字1文字以上、最後に記号",
    "パスワードは大文字で始めて、最後に数字を2つ",
    "パスワードは大文字のAです",
    # The name of the Secret that holds a password.
    "helm upgrade redis bitnami/redis --set auth.existingSecret=redis-creds "
    "--set auth.existingSecretPasswordKey=redis-password",
    "existing_secret: minio-root",
    "tls:\n  existingSecret: grafana-tls",
])
def test_a_look_alike_of_these_classes_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


@pytest.mark.parametrize("text", [
    # A value in existingSecret that is no object's name; a password set beside it.
    "existingSecret: Vx9-mRt2-Kq7w",
    "helm install pg bitnami/postgresql --set auth.postgresPassword=Tern-Quarry-58",
    # A plain word after a password's name and a verb is still a password.
    "the wifi password is sunflower",
])
def test_the_same_shapes_holding_a_secret_are_still_refused(text):
    assert find_secret(text), text
