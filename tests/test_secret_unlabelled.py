"""Classes the sixth prose round found (benchmarks/secrets_prose_sixth.py: credential files,
headers and other text pasted whole), each with look-alikes that must be kept.

Refused now: a seed phrase in the words of any BIP-39 wordlist (English, Chinese, Japanese,
Korean) a few words after its name; a password told with no word for it, as what is typed
to get into a computer; a session cookie in a Cookie or Set-Cookie header; a key a chat
window wrapped over lines; recovery codes named by their file (github-recovery-codes.txt);
Groq's key by its format.

The values here are new (not the round's), made up for this file (the seed phrases drawn
with the ``mnemonic`` package)."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secret_seed import seed_words_after
from memdir.pipeline.admission.secrets import find_secret

EN_SEED = "visit day warm puppy tool play flush panic dismiss slab dumb pudding"
EN_SEED_24 = ("check quality border average film disagree body crater talent slim endless rally "
              "bulb buyer fuel view trend more pond crowd brief option win price")
ZH_SEED = "乙 博 级 陷 衡 离 露 朋 权 叙 丘 仲"
ZH_TW_SEED = "版 厘 悉 殼 絡 羅 皇 隙 擾 滲 箭 仇"
JA_SEED = ("そっかん　けんとう　にっか　むよう　してき　けとる　ざいえき　こころ　てらす　ごうい　"
           "ぜんぽう　てふだ")
KO_SEED = "과학 죄인 해군 관광 전철 침실 현대 같이 홍차 작품 엽서 기본"


@pytest.mark.parametrize("text", [
    # A seed phrase a few words after its name, in any BIP-39 list's language.
    f"my Trezor's recovery phrase, in order: {EN_SEED}. keep it safe",
    f"seed phrase (written down 2024, the steel plate copy):\n{EN_SEED_24}",
    f"MetaMask mnemonic — please store: {EN_SEED}",
    f"钱包的助记词，按顺序：{ZH_SEED}，别外传",
    f"助记词如下（中文）\n{ZH_SEED}",
    f"舊錢包的助記詞是 {ZH_TW_SEED}",
    f"復元フレーズ（日本語）は次のとおりです: {JA_SEED}",
    f"ウォレットのシードフレーズを控えておいて {JA_SEED}",
    f"지갑 recovery phrase: {KO_SEED}",
    # A password told with no word for it: what one types to get into a device.
    "if anyone needs to get into my desktop while I'm out, it's Marlin7harbor at the "
    "login screen",
    "to unlock the demo iPad type Quokka2031 and leave it on the stand",
    "my work laptop: it is Fennel42Crane when you sign in",
    "我台式机开机输的是 Peony#2027，有急事可以直接用",
    "测试机锁屏密码没设别的，解锁输入 lotus8812 就行",
    "家里那台电脑登录时输 Qz9bamboo77",
    "検証用のPCは kawasemi2031 で入ってます。必要なら使ってください",
    "共有のMacには tsubame#0815 でログインしてください",
    "サーバー室の端末は Hinoki7731 で開けてください",
    # A session cookie in a Cookie or a Set-Cookie header.
    "curl https://shop.acme.io/cart -H 'Cookie: theme=dark; PHPSESSID=8k2m9q4r7t1v3x5z0b6n'",
    "Set-Cookie: sessionid=7f3kq9zt2w8v4x1m6n5p0r; HttpOnly; Path=/",
    "拿浏览器里的 Cookie: JSESSIONID=547F996C6E7A0AA0526D7D3191301B1A 就能复现",
    "レスポンスに Set-Cookie: laravel_session=jWdlhHMQ38a8UqgwLW1l2FWJ6l-yJEb9; path=/ "
    "が付いてきました",
    "Cookie: remember_user_token=MTAzZGZjMzAtOWJkMS00OWFiLTlmNWYtNjM5MTk3YzhhZDM4",
    # A key a chat window wrapped over lines.
    "pasted the Groq key, it broke in two:\ngsk_tA7DFjrtOBLLYxwXQSGavO4OWB\n"
    "xe7ASfxJoH6bhUPsblVpieC3t5",
    "key 被换行了：\nsk-d4697a189a886888\n47a7845469a47e41",
    "Gemini のキーが折り返されました:\nAIzasRuDhA-VqfjqJi97e\nPcqITUlNB3-oE5C2g6",
    "Groq key 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",
    # Recovery codes named by their file.
    "backup_codes.txt:\n7d2a1-8c9e3\n4f0b6-2e1d9\n9a3c7-5b8f2",
    "recovery-codes 我存一下：\n3e9f1-0a7c2\nb4d82-6f1e0",
])
def test_a_secret_of_these_classes_is_refused(text):
    assert find_secret(text), text


@pytest.mark.parametrize("text", [
    # Seed phrases talked about; wordlist words without a phrase's name; run-together Han.
    "Never type the 24-word recovery phrase into a website; write it on paper.",
    "the recovery phrase is twelve words from the BIP-39 list, in English by default",
    "shopping list: apple banana cherry grape lemon mango orange peach pear plum melon olive",
    "助记词千万别截图，抄在纸上放好就行",
    "助记词一共十二个词，每个词都是常用汉字，别存到网盘",
    "復元フレーズは紙に書いて金庫に入れてください。スクリーンショットは撮らないこと",
    "seed phrase words are checked against the list: visit day warm are examples of words",
    # Getting into a device, with no password in the slot.
    "if IT needs to get into my laptop, it's the grey ThinkPad on my desk",
    "to unlock the iPad use Face ID; it's on the charger",
    "log into the build box as ec2-user@203.0.113.7 and check the disk",
    "会社のPCには Windows11 が入ってます",
    "会社のPCには VPN で入ってます",
    "コミット 4f2a9c1d でログインの不具合を直しました",
    "笔记本开机输的是工号后六位",
    "开机以后输入 ipconfig 看一下地址",
    "the lock screen says build 22631.4317 after the update",
    "after login it's v1beta1 of the API that answers",
    # Cookies that are no login: cleared, a preference, a variable, a placeholder.
    "logout answers with Set-Cookie: sessionid=; Max-Age=0; Path=/",
    "Set-Cookie: lang=zh-CN; Path=/; Max-Age=31536000",
    "Cookie: theme=dark; consent=accepted-all-2024-06",
    "curl -H \"Cookie: PHPSESSID=$SESSION_ID\" https://shop.acme.io/cart",
    "curl -H 'Cookie: JSESSIONID=<your session id>' https://admin.acme.cn/",
    "Set-Cookie: _app_session=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT",
    # Lines of hashes or ids, one a line: joined, still no provider's key.
    "go.sum pins:\nh1:hMBbm5GuX/ShqvvrkQ3aaE75+v88PnyL99D+2LRGynU=\n"
    "h1:Z4dNTLU2PcXeMIy7iLXFSb8qNPSc2MsjpQjibUxu6Xc=",
    "commits to pick:\n32004137ae9b7d77dce410c8c00f2eb801f8f7fd\n"
    "26631e17231d051c93ded51ab429d5a08c073c2a",
    "order ids:\nORD-2025-0417-8812\nORD-2025-0418-1203\nORD-2025-0419-5567",
    # Recovery codes talked about.
    "I printed the GitHub recovery codes; the sheet is in the fire safe.",
    "备用验证码我已经印出来锁在抽屉里了",
])
def test_a_look_alike_is_kept(text):
    assert find_secret(text) is None, (text, find_secret(text))


def test_the_words_must_follow_the_name_closely():
    text = "recovery phrase" + " lorem" * 40 + " " + EN_SEED
    assert not seed_words_after(text, len("recovery phrase"))
    assert seed_words_after("recovery phrase: " + EN_SEED, len("recovery phrase"))
