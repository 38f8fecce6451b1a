"""Traditional Chinese is heard as Simplified is, on every write path (#24).

The rules are written in Simplified characters; a user in Taiwan or Hong Kong writes
以後, 請, 臨時 and Taiwan's words (軟體, 資料庫). Typed so, the labelled lasting Chinese
sentences were missed three times in ten and one-off ones admitted one time in eight.
"""

from __future__ import annotations

import json

import pytest

from memdir.foundation.hanzi import as_simplified
from memdir.pipeline.admission.policy import decide, find_temporary_marker
from memdir.pipeline.extract import extract_offline
from memdir.pipeline.extract.rules import judge


def _stored(text: str) -> bool:
    candidates = extract_offline([{"role": "user", "content": text}])
    return any(d.accepted for d in decide(candidates, []))


def test_traditional_text_reads_in_simplified_characters_and_the_mainlands_words():
    assert as_simplified("以後請用中文回覆我") == "以后请用中文回覆我"
    assert as_simplified("資料庫統一用 PostgreSQL,軟體版本寫在專案的 README 裡") == (
        "数据库统一用 PostgreSQL,软件版本写在项目的 README 里")


@pytest.mark.parametrize("text", [
    "部署脚本怎么用来着",          # 么 is Simplified too: not read as 幺
    "这个文件里一律用绝对导入。",    # 文件 is a file here, not Taiwan's 文件 (a document)
    "以后注释一律用英文写。",
    "我在支付团队工作。",
])
def test_simplified_text_is_left_as_written(text):
    assert as_simplified(text) == text


@pytest.mark.parametrize("text", [
    "以後はテストを書いてください。",  # kana: Japanese, whose kanji the Japanese rules read
    "図書館の資料は共有フォルダに置いてあります。",
    "Use tabs, not spaces.",
])
def test_japanese_and_latin_text_are_left_as_written(text):
    assert as_simplified(text) == text


@pytest.mark.parametrize("traditional,simplified", [
    ("以後請用中文回覆我。", "以后请用中文回覆我。"),
    ("提交訊息一律用英文寫。", "提交信息一律用英文写。"),
    ("我們的資料庫是 TiDB,不是 MySQL。", "我们的数据库是 TiDB,不是 MySQL。"),
    ("不要直接推 main 分支,一定要開 PR。", "不要直接推 main 分支,一定要开 PR。"),
    ("我是後端工程師,前端不太熟。", "我是后端工程师,前端不太熟。"),
])
def test_a_lasting_sentence_in_traditional_characters_is_heard(traditional, simplified):
    assert judge(simplified) is None
    assert judge(traditional) is None, judge(traditional)
    assert _stored(traditional)


@pytest.mark.parametrize("text", [
    "今天先別部署。",
    "這次先跳過整合測試。",
    "臨時把這個檢查關掉。",
    "把 utils.py 裡的函式改個名。",
    "謝謝,辛苦了!",
])
def test_a_one_off_sentence_in_traditional_characters_stays_out(text):
    assert judge(text) is not None
    assert not _stored(text)


def test_a_traditional_temporary_scope_is_found_on_every_write_path():
    assert find_temporary_marker("今天先別跑測試") is not None
    assert find_temporary_marker("暫時不要合併") is not None


def test_the_map_travels_with_its_licence():
    from importlib import resources

    folder = resources.files("memdir.foundation")
    data = json.loads(folder.joinpath("hanzi_map.json").read_text(encoding="utf-8"))
    assert data["source"].startswith("opencc-purepy") and len(data["chars"]) > 4000
    assert "Apache License" in folder.joinpath("OPENCC-LICENSE").read_text(encoding="utf-8")


@pytest.mark.parametrize("text", [
    "我的密碼是 hunter2abc",
    "資料庫密碼：Tr0ub4dor&3",
    "伺服器的登入密碼是 qwerty12345",
    "WiFi 密碼是 sunflower88",
    "登入用 admin / Admin@12345",
])
def test_a_password_said_in_traditional_chinese_is_refused(text):
    from memdir.pipeline.admission.secrets import find_secret

    assert find_secret(text) is not None
    assert find_secret(as_simplified(text)) is not None


@pytest.mark.parametrize("text", [
    "密碼至少要 12 個字元",
    "請定期更換密碼",
    "密碼放在 1Password 的 CI 保險箱裡",
    "連線串寫成 amqps://使用者名稱:密碼@主機:5671/vhost。",
])
def test_talk_about_passwords_in_traditional_chinese_is_kept(text):
    from memdir.pipeline.admission.secrets import find_secret

    assert find_secret(text) is None
