"""Classes the thirteenth prose round found (benchmarks/secrets_prose_thirteenth.py), each
with look-alikes that must be kept.

Misses: a password read out in the phonetic alphabet (capital Delta, lower-case romeo, …);
a password composed in English words and never written whole (a street, a year and a
symbol, 'no spaces'; words 'written as one word … with a 7 on the end'); a password after a
clause set off by commas ('The password, which I reset this morning, is …'); a password on
the line after the one saying it comes next (パスワードは次の行に書きます。); a password in
two halves holding symbols (前半段 Qh7#x，后半段 Lm29Tz); a recovery phrase after a few words
and a colon; a Microsoft recovery code after 回復コード; a Canadian SIN, a UK National
Insurance number, a Japanese basic pension number (基礎年金番号); a card's numbered PINs
(暗証番号1が …); a keypad's code as what it wants; a door's code as what to press
(オートロックは 1192 を押して); a safe's dial turned by directions; a Bark push URL. Its
false alarm: a key's prefix written before a placeholder (sk-or-v1-<your key here>).
Found beside them: "the first half of the password is easy, …" was refused, "easy" read as
a password chosen from the dictionary.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_refuses, doctor_finds_stored, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # The phonetic alphabet, each letter's case said.
    "the wifi password in the phonetic alphabet: capital Tango, lower-case oscar, six, "
    "lower-case mike, dollar, capital Hotel, two",
    # Composed in English words, never written whole.
    "the login for the office printer is the town we met in, Ashby, with a capital A, then "
    "1999, then a hash, no spaces",
    "the kids' tablet password is green turtle written as one word, all lower case, with an 8 "
    "on the end",
    # After a clause set off by commas.
    "The password, which IT rotated yesterday, is Wm4$kT9qLx",
    # On the line after the one saying it comes next.
    "パスワードは次の行に書きます。\nRt5#mK9wQz",
    "the password is on the next line:\nVq8!nL3pXe",
    "密码在下一行：\nHz7@kP2qWm",
    # In two halves that hold symbols.
    "密码分两截说：前半段 Tz8@q，后半段 Wm51Lk",
    # A recovery phrase after a few words and a colon; a recovery code after 回復コード.
    "the seed phrase, I copied it onto the card: maple river stone cloud ember finch dune "
    "harbor lantern meadow quartz tundra",
    "回復コードは QWEQW-8TT2E-DDLCX-48KK8-HBHHI です",
    # National numbers named as themselves.
    "my SIN is 130 692 544, for the payroll form",
    "NI number for the contract: AB 12 34 56 C",
    "基礎年金番号：1234-567890 です",
    # A card's PINs by number; a keypad's code as what it wants; a door's as what to press.
    "暗証番号2は 5831 です",
    "PIN 1: 4729 and PIN 2: 8316",
    "the side gate keypad takes 6 1 3 9, then the hash key",
    "宅配ボックスは 2468 を押して開けます",
    "小区门禁按 3851 就开了",
    # A safe's dial turned by directions.
    "the safe opens with 14 right, 58 left, 3 right",
    "保险箱：右转到 21，左转到 9，再右转到 66",
    "金庫は左に 8、右に 52、左に 17 です",
    # A push service's device key in its URL.
    "备份脚本跑完推到 https://api.day.app/pQ7ssWaat5eeLLm9PdkkGr/备份完成 ，手机就会响",
])
def test_a_secret_of_the_thirteenth_rounds_classes_is_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    # A key's prefix before a placeholder.
    "API_KEY=sk-or-v1-<your key here>",
    "export GITHUB_TOKEN=ghp_<token> before you run it",
    # A password's rules in the words a composed one is told in, or no digits to compose.
    "passwords must be at least 12 characters, with a capital letter, then a number, then an "
    "exclamation mark, no spaces",
    "the password is your surname with a capital letter, then your birth year, no spaces",
    "the login page is all lower case now, then it redirects after 2 seconds",
    # Nothing chosen on the next line, or rules there.
    "the password rules are on the next line:\nMin12chars!",
    "the password is on the next line:\n- ask IT for it",
    # A clause, then a word.
    "the password, which expired, is being reset",
    # Halves with no value in them.
    "密码分两段：前半段是字母，后半段是数字",
    "the first half of the password is easy, the second half is hard",
    # Example numbers, counts and formats.
    "the sample SIN on the forms is 046 454 286",
    "a National Insurance number looks like QQ 12 34 56 C",
    "基礎年金番号は 10 桁の数字です",
    "暗証番号1は 4 桁、暗証番号2も 4 桁です",
    "the keypad needs 4 AA batteries",
    "オートロックは 4 桁の番号を押して開けます",
    "门禁按 # 号键呼叫物业",
    # Directions with no lock, or a lock with no turns.
    "turn left at 36th street, right at 12th, left at 27th",
    "左转到 17 号楼，右转到 42 号，再左转到 8 号门",
    "the safe is rated for 30 minutes, bolt it 2 left of the door",
    # A push URL with a placeholder.
    "Bark 的地址格式是 https://api.day.app/yourkey/标题/内容",
])
def test_a_look_alike_of_the_thirteenth_rounds_classes_is_kept(text):
    assert find_secret(text) is None, text


_STORED = [
    "printer: the login is Ashby with a capital A, then 1999, then a hash, no spaces",
    "wifi password: capital Tango, lower-case oscar, six, lower-case mike, dollar, capital "
    "Hotel, two",
    "staging: the password is on the next line\nVq8!nL3pXe",
    "payroll: my SIN is 130 692 544",
    "office: the safe opens with 14 right, 58 left, 3 right",
    "home: 宅配ボックスは 2468 を押して開けます",
    "phone: https://api.day.app/pQ7ssWaat5eeLLm9PdkkGr/done",
]


@pytest.mark.parametrize("body", _STORED)
def test_doctor_reports_a_stored_secret_of_the_new_classes(project, body):
    """`memdir doctor` reads stored records with the same scan the write paths use."""
    doctor_finds_stored(project, body)


@pytest.mark.parametrize("body", _STORED)
def test_add_refuses_a_secret_of_the_new_classes_with_one_reason(project, body):
    """`memdir add` stores nothing and says why, once, without echoing the value."""
    output = add_refuses(project, body)
    assert output.count("Not added") == 1, output
    assert output.count("seems to contain") == 1, output
    assert body.split()[-1] not in output


@pytest.mark.parametrize("text", [
    # Runbook steps ordered with "then" and "at the end" after a login word: no password.
    "If sign-in fails, restart pod 3, then check the auth logs at the end of the run.",
    "The login service runs on node 4, then fails over to node 7; the health check is at "
    "the end of the pipeline.",
    "Login tests: run suite 2 first, then suite 5 at the end, all lower case tags.",
    "the password reset job runs at 3, then mails the report at the end of the hour",
    # Turns left and right with "safe" said of something else, or a lock far from them.
    "Safe rollout: canary 5 left, 10 right, 20 left in the traffic splitter UI.",
    "Play it safe with the lockfile. Later, in the mixer, pan 5 left, 10 right, 20 left "
    "for the three backing vocals, then bounce the stems.",
])
def test_steps_said_with_the_words_a_told_password_uses_are_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "the login for the NAS: our dog's name Biscuit with a capital B, then 2016, no spaces",
    "the hotel safe opens with 22 right, 7 left, 31 right",
    "Our padlock: 12 left, 30 right, 4 left.",
])
def test_a_told_password_or_a_dial_is_still_refused(text):
    assert find_secret(text) is not None, text
