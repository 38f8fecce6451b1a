"""Offline extraction's leftovers (#24): each case is a class, in English, Chinese and
Japanese, with look-alikes that keep their answer.

- A word ending in 笑 (开玩笑, 嘲笑, 別笑) closes a sentence without laughing at it: "from
  now on, don't joke in commit messages" is a rule, heard as its English and Japanese are.
- A condition on the thing at hand (我做这个的时候, "when I do this") is no case of a kind:
  said of this once, it does not last.
- Something the user has to do or has here ("I have a certificate to renew", 我有个证书要
  更新, "I have a licence key here", ここにライセンスキーがあります) is said in passing.
"""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.policy import decide
from memdir.pipeline.extract import extract_offline


def _stored(text: str) -> bool:
    candidates = extract_offline([{"role": "user", "content": text}])
    return any(d.accepted for d in decide(candidates, []))


@pytest.mark.parametrize("text", [
    "以后别在提交信息里开玩笑。", "以后别开玩笑。", "以后别嘲笑新人。", "以后別在評審裡開玩笑。",
    "From now on, don't joke in commit messages.",
    "今後はコミットメッセージで冗談を言わないで。"])
def test_a_rule_ending_in_a_word_of_laughing_is_heard(text):
    assert _stored(text)


@pytest.mark.parametrize("text", [
    # A laugh closing the sentence, or a rule taken back as a joke: still small talk.
    "今日も残業です笑", "又加班了笑", "这个挺好笑。",
    "以后再也不接半夜的活了……开玩笑的，哪能不接",
    "From now on I'm not answering after nine - just kidding"])
def test_a_laugh_closing_the_sentence_still_keeps_it_out(text):
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    # A condition on the thing at hand is said of it once.
    "我做这个的时候很慢。", "I'm slow when I do this.",
    # Something the user has to do, or has here, said in passing.
    "I have a licence key here.", "I've got a report to finish.", "我这里有个许可证密钥。",
    "ここにライセンスキーがあります。", "I have a certificate to renew.", "我有个证书要更新。",
    "更新しないといけない証明書があります。"])
def test_a_passing_remark_about_the_user_is_not_stored(text):
    assert not _stored(text)


@pytest.mark.parametrize("text", [
    # A condition on a kind of case, a habit, what the user owns or lives with: kept.
    "写测试的时候用pytest。", "When you write tests, use pytest.", "我写代码的时候喜欢听音乐。",
    "When we release, bump the version.", "I always make mistakes when I do that.",
    "I have a cat here in Berlin.", "I have a licence for PyCharm.", "I have two kids.",
    "我有个女儿。", "我有一台 VPS。", "I have a dog to walk every morning.",
    "I only have a Chromebook at home."])
def test_a_lasting_look_alike_is_still_stored(text):
    assert _stored(text)
