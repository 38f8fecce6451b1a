"""Classes the tenth prose round found (benchmarks/secrets_prose_tenth.py), each with
look-alikes that must be kept.

Misses: a lock's code said as what it opens with, digits one by one ("opens with 7 3 0 9");
a password told as its hint's answer ("so it's …", 其实就是 …, 答えは …); a BitLocker recovery
key; a Microsoft account's recovery code (five groups of five); redis.conf's `requirepass`
and `masterauth` lines; an `X-…-Authorization` header holding base64 of user:password
(kintone's); an app password named with who made it, or pointed at before it is given
(はこれです。…). False alarms: a Mapbox public token (pk.), Supabase's anon key, a value sops
encrypted, the body of Rails' credentials.yml.enc.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret

_ANON = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImNidm1uM2doY2"
         "44NG5saGk4dXhyIiwicm9sZSI6ImFub24iLCJpYXQiOjE3OTAwMDAwMDAsImV4cCI6MjEwNTAwMDAwMH0."
         "GRyyCOo3RQm8RtAerwE0UAi8mZMkcncYs5msPDpdZSp")
_SERVICE_ROLE = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InFyZ2"
                 "RmbHB5ZHgzazAxYjd4d21tIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTc5MDAwMDAwMCwi"
                 "ZXhwIjoyMTA1MDAwMDAwfQ.CBAWnZu5TEcyOjI71mk7F1upem5sBkDQSgXUOYFvqmp")
_MAPBOX_BODY = ("eyJ1IjoiaGFyYm9yLXRpbGVzIiwiYSI6ImdjdGV0ZzVoNHZvdHh0aXlyc2VjaGlndGYifQ."
                "DiidPVkT1ZOdN5GFvkaJ9U")
_SOPS = ("ENC[AES256_GCM,data:2/u430ZHUzAyZGdZ/KdcOkYE,"
         "iv:RQ03DU8hX4nILxif3TB8wFPj5cYxsPPH4AnRVStWKAE=,tag:PUE8dVO/qqUsqEvNtOgJhg==,type:str]")
_RAILS = ("mCLZ0wSliaYpCPrVd/WcYKZ/vrWSkaEWVyXRjayhj24FiRZQiMzauf67DEzYAmRpOUaeirWH6xPW48NwrP4"
          "PkRujdZO4znGCgVDVqHIkM1MsaDD1dbZleEEbHKZEwQXQh1n9W/hWzyn/uJelaTKVdnhMGcn8dHJ+--DKvBIEd"
          "mdoZPKQ6i--FbmHcQ+9XbX6R7pXuFFL6w==")


@pytest.mark.parametrize("text", [
    # A lock's code as what it opens with, its digits said one by one or as a run.
    "the key safe on the porch opens with 5 8 1 6, the house key is on the hook inside",
    "the lockbox at the gate opens with 4093",
    "our alarm panel unlocks with 2 7 7 4 then OFF",
    "the lockbox code 5816, the key safe code is 3092",
    # A password told as its hint's answer.
    "the password hint is 'first car and the year', so it's Corolla1998 with a capital C",
    "for the family cloud account the hint is our street plus the door number, so it's "
    "Maple42Lane",
    "the hint for the router login reads 'grandma's town + 7', the answer is Hastings7!",
    "路由器账号的提示写着“老家+门牌号”，其实就是 yangzhou8831",
    "这个账号的密码提示是“女儿生日”，答案是 lele20150611",
    "会社の共有アカウントのヒントは「社名と創立年」で、答えは kaede1987 です",
    "パスワードのヒントは「犬の名前」、つまり Pochi2020 です",
    # A BitLocker recovery key, named or not.
    "BitLocker recovery key for the finance laptop: "
    "535337-186538-520322-360261-278223-397606-236654-450098",
    "if it asks again type 535337-186538-520322-360261-278223-397606-236654-450098",
    "BitLocker の回復キーは 535337-186538-520322-360261-278223-397606-236654-450098 です",
    # A recovery code in five groups of five, a clause between it and its name.
    "my Microsoft account recovery code, in case the phone dies: HAFAF-INNET-AUKNX-FW3FB-IC6D1",
    "微软账户的恢复代码，丢了手机要用：HAFAF-INNET-AUKNX-FW3FB-IC6D1",
    "Microsoft アカウントのリカバリコード（機種変更用）: HAFAF-INNET-AUKNX-FW3FB-IC6D1",
    # redis.conf's lines, CONFIG SET, Sentinel's auth-pass.
    "in redis.conf:\nrequirepass oQi4TW1G21CE9l1YJCMM\nmasterauth josXQGooi6jEStpRd2zzV9gR",
    "  masterauth Reef-7731-kelp",
    "redis-cli -h 10.0.0.4 CONFIG SET requirepass oQi4TW1G21CE9l1YJCMM",
    "sentinel.conf:\nsentinel auth-pass mymaster josXQGooi6jEStpRd2zzV9gR",
    "从库的配置：\nmasterauth josXQGooi6jEStpRd2zzV9gR",
    # A header named for authorisation, holding base64 of user:password.
    "curl https://acme.cybozu.com/k/v1/record.json -H "
    "'X-Cybozu-Authorization: dGFuYWthLnI6TWluYXRvOFJrMndR'",
    "X-Cybozu-Authorization: dGFuYWthLnI6TWluYXRvOFJrMndR でレコードを取得しています",
    # An app password with who made it between, or pointed at before it is given.
    "the app-specific password iCloud generated for Mailspring is iify-krrx-vhaj-zccn",
    "the app password Google made for the scanner is jcdf ejyh xcof rhqm",
    "iCloud のアプリ用パスワードはこちらです：iify-krrx-vhaj-zccn",
    "Outlook 的应用密码如下：HQUPJMKGSEUTMLZX",
    "the Gmail app password is this: jcdf ejyh xcof rhqm",
    # What stays refused beside the public values and the ciphertext.
    "mapboxgl.accessToken = \"sk." + _MAPBOX_BODY + "\"",
    "SUPABASE_SERVICE_ROLE_KEY=" + _SERVICE_ROLE,
    "db_password: " + _SOPS + "\nsmtp_password: Quay7741!tern",
    "RAILS_MASTER_KEY=4c9b0a7e1d2f3a8b5c6d7e8f9a0b1c2d for credentials.yml.enc",
])
def test_a_secret_of_the_tenth_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # A lock's code talked about with no code in it.
    "the lockbox opens with a four-digit code, I'll text it to you",
    "the key safe opens with 1 1 1 1 out of the box, change it first",
    "the alarm panel opens with 30 seconds of beeping",
    "the lockbox code is 4 digits, ask me for it",
    # A hint with no answer, an answer that is no password.
    "the password hint says 'first car', so it's easy to guess",
    "the hint for my account is our street name, so it's not hard",
    "密码提示写的是“生日”，其实就是提醒自己",
    "ヒントは「犬の名前」で、答えは秘密です",
    "the hint says use the new API, so it's v2.3.1 now",
    # Numbers of the BitLocker shape that BitLocker never writes; its key ID.
    "917853-312958-747641-431887-942969-364497-919821-660085",
    "BitLocker key ID: 4F1A2B3C-5D6E-7F80-91A2-B3C4D5E6F708",
    # A recovery code's rules, a product key named as one.
    "recovery codes are five groups of five letters and digits",
    "Windows product key on the sticker: see the asset sheet",
    # redis.conf lines with no password: commented, a reference, prose about the directive.
    "# requirepass foobared",
    "requirepass ${REDIS_PASSWORD}",
    "requirepass is set from the env in the chart",
    "masterauth must match the master's requirepass",
    "CONFIG SET requirepass \"\" turns auth off again",
    # Authorisation headers with no password in them.
    "X-Cybozu-Authorization: dGFuYWthLnI6",
    "X-Cybozu-Authorization: dXNlcjpwYXNzd29yZA==",
    "X-Cybozu-Authorization is base64 of login name and password joined by a colon",
    # An app password's name with no code after it.
    "the app password Google made for the scanner is gone, make a new one",
    "アプリパスワードはこちらです：設定 > セキュリティ から作成してください",
    "应用密码如下：在账户设置里生成",
    # Public by design.
    "mapboxgl.accessToken = \"pk." + _MAPBOX_BODY + "\"; // public, URL-restricted",
    "NEXT_PUBLIC_SUPABASE_ANON_KEY=" + _ANON,
    "const supabase = createClient(url, \"" + _ANON + "\")",
    # Ciphertext: sops' values, Rails' encrypted credentials.
    "db_password: " + _SOPS,
    "api_token: " + _SOPS + "\nsops:\n    version: 3.9.1",
    "config/credentials/production.yml.enc holds:\n" + _RAILS,
    "credentials.yml.enc は暗号化済み、中身はこれ：" + _RAILS,
])
def test_a_look_alike_of_the_tenth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


def test_the_rails_shape_outside_an_encrypted_file_is_still_read():
    """The data--iv--tag shape is also a Rails session cookie's: only the named file's body
    is ciphertext at rest."""
    assert find_secret("Cookie: _shop_session=" + _RAILS) is not None


@pytest.mark.parametrize("body", [
    "Cache: in redis.conf\nrequirepass oQi4TW1G21CE9l1YJCMM",
    "Laptop: BitLocker asks for "
    "535337-186538-520322-360261-278223-397606-236654-450098",
    "Shared login: the hint is our street plus the door number, so it's Maple42Lane",
])
def test_doctor_reports_a_stored_secret_of_the_new_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    output = doctor_finds_stored(project, body)
    assert body.split()[-1] not in output
