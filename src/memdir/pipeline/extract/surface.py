"""How a sentence is typed, set aside before the rules read what it says.

People open a sentence with a word that says how it joins the talk ("btw,", "Also,",
"对了,", "あと、") or a filler ("yeah", "um"), end it with an emoji, type in lower case
("i lead the infra team", "priya owns auth") and in texting spellings ("pls", "u"). None
of that changes whether the sentence holds something to remember, nor does writing Chinese
in Traditional characters, so `as_said` gives the rules the sentence without it: "btw, we
use ruff for linting" is judged as "We use ruff for linting", 以後請用中文回覆 as
以后请用中文回覆.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.foundation.hanzi import as_simplified

# Texting spellings read as the words they stand for ("when u bump a dep pls say why").
# Contractions typed without the apostrophe ("im", "dont") too; not "its", "were", "wont",
# "lets", which are words of their own.
_TEXTING = {"u": "you", "ur": "your", "pls": "please", "plz": "please", "msg": "message",
            "msgs": "messages", "cuz": "because", "b4": "before", "w/o": "without",
            "thru": "through", "im": "I'm", "ive": "I've", "dont": "don't",
            "doesnt": "doesn't", "didnt": "didn't", "cant": "can't", "isnt": "isn't",
            "arent": "aren't", "wasnt": "wasn't", "shouldnt": "shouldn't",
            "wouldnt": "wouldn't", "youre": "you're", "theyre": "they're", "thats": "that's"}
_TEXTING_WORD = re.compile(r"(?i)(?<![\w/'-])(?:u|ur|pls|plz|msgs?|cuz|b4|w/o|thru|im|ive|dont"
                           r"|doesnt|didnt|cant|isnt|arent|wasnt|shouldnt|wouldnt|youre|theyre"
                           r"|thats)(?![\w/'-])")

# Openers. English ones stand alone as words; Chinese and Japanese ones only before a
# comma or a space, since the same characters start other words: あとで (later), 还有一个
# 问题 (there is one more problem), 另外一个数据库 (another database), なおす (fix).
_OPENER = re.compile(
    r"(?i)^(?:(?:oh|ah|and|also|so|ok(?:ay)?\s+so|yeah|yep|yup|um+|uh+|erm|btw|by\s+the\s+way|fyi|just\s+fyi|fwiw|ps|p\.s\."
    r"|nb|n\.b\.|note|anyway|anyhow|one\s+(?:more|last)\s+thing|(?:a\s+)?(?:side|quick)\s+note"
    r"|for\s+the\s+record|(?:just\s+)?(?:a\s+)?heads[\s-]up|just\s+so\s+you\s+know"
    # a rule remembered in passing ("While I think of it though - …", "Before I forget, …")
    r"|(?:while\s+i\s+(?:think\s+of\s+it|remember)|before\s+i\s+forget)(?:\s+though)?"
    r"|(?:just\s+)?(?:a\s+)?(?:quick\s+)?reminder|important|for\s+context|context"
    r"|(?:hi|hello|hey)(?:\s+there)?(?=\s*[,!])|(?:first|before\s+we\s+start)(?=\s*[,:])"
    r"|(?:first\s*,?\s*)?(?:a|one)\s+(?:rule|thing)(?=\s*:))"
    r"(?![\w'’])[\s,:;.!—–-]*)+"
    r"|^(?:(?:对了|另外|还有|顺便(?:说一下|提一下|说一句|说下|提一句)?|顺带一提|补充(?:一下|一点|一句|说明)?"
    r"|(?:跟你|和你|给你)?(?:说|讲|提醒|告诉你)(?:一下|下)|提醒你一下|说明一下|多说一句|插一句|请?注意"
    r"|友情提示|提示一下|哦|噢|你好|您好|(?:背景)?交代一下(?:背景)?|先?介绍一下|先立个规矩"
    r"|(?:まず|最初に)?ルールを(?:ひとつ|一つ|いくつか)|ずっと有効なメモ|はじめまして"
    r"|あと|それと|ちなみに|それから|そういえば|ところで|なお|あ|それに|念のため|一応|補足(?:です|ですが|として)?"
    r"|参考までに|前提として|共有(?:です|ですが|しておくと)|言い忘れ(?:てたけど|ましたが|ていましたが)"
    r"|えっと|えーと|そうそう|趁(?:我)?(?:还)?(?:记得|想起来)|(?:忘れ|わすれ)ないうちに)"
    r"(?:[\s,，、:：。!！]+|(?<=对了)))+")
# Laughter or a softening particle after what the sentence says ("以后用 pytest 哈",
# "…してくださいね", "…書くことね"): the words before it decide. Not ね after です or ます,
# which is talk ("勘弁してほしいですね").
# The laughter is read as at most 16 atomic words ((?>...)), each a whole run (哈哈哈,
# hahaha, www), started at the first blank before them and never inside a run: "haha"
# split into ha(ha)+ every possible way was exponential ("ha" said 30 times: minutes), and
# a long chain was read again from each of its words and blanks (its length squared).
_TRAILING_TONE = re.compile(
    r"(?<!\s)(?!(?<=哈)哈)(?!(?<=[wｗ])[wｗ])(?!(?<=(?i:ha))(?i:haha))"
    r"(?>(?:\s*+(?:哈++|呵呵|嘿嘿|(?i:ha(?:ha)++|hehe|lol|lmao)|[wｗ]{2,}+|[(（]笑[)）])){1,16})"
    r"[\s。.!！~～]*$"
    r"|(?<=ください|ますよう)(?:ね[ぇー]?|よ)(?=[\s。.!！~～]*$)|(?<=こと)(?:ね|よ)(?=[\s。.!！~～]*$)")
# An emoji or a run of them ending the sentence, typed as its full stop ("…書いてね🍞",
# "以后回复都用中文🙏"): the words before it decide, as before a full stop.
EMOJI = "\U0001F300-\U0001FAFF\u2600-\u27BF\u2B50\u2B55\uFE0F\u200D"
_TRAILING_EMOJI = re.compile("(?<=[^\\s" + EMOJI + "])[\\s" + EMOJI + "]*[" + EMOJI + "]"
                             "[\\s。.!！]*$")
# A full stop or comma typed in ASCII after Chinese or Japanese text.
_CJK_ASCII_STOP = re.compile(r"(?<=[\u3040-\u30ff\u3400-\u9fff])\.(?=\s|$)")
_CJK_ASCII_COMMA = re.compile(r"(?<=[\u3040-\u30ff\u3400-\u9fff]),\s*")
_PLAIN_WORD_FIRST = re.compile(r"[a-z]+(?![\w.\-/])")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")
# The first person in kana or another word ("わたしは…", "僕は…"): the rules read 私.
_WATASHI = re.compile(r"^(?:わたし|あたし|わたくし|僕|ぼく|俺|おれ)(?=[はもが、,])")
# What is quoted (an error message, a line of code) is not the user's own words: its
# "never" or "always" is no rule. Not a quote: an apostrophe inside a word ("don't").
_QUOTED = re.compile(r"`[^`]{1,200}`|(?<![\w'])'[^'\n]{2,200}'(?![\w'])|\"[^\"\n]{2,200}\""
                     r"|「[^」]{1,200}」|“[^”]{1,200}”")
# "i" alone, "i'm", "i've": the pronoun typed in lower case.
_LOWER_I = re.compile(r"(?<![\w'’.-])i(?=['’](?:m|ve|d|ll)\b|\s)")

# Where things are kept, named in lower case by people who type without capitals ("the
# runbook lives on confluence"): the rules know a place by its capital letter, so in a
# sentence with none these names get theirs back.
_PLACES = ("confluence", "notion", "figma", "jira", "grafana", "github", "gitlab",
           "bitbucket", "slack", "discord", "sharepoint", "dropbox", "1password", "bitwarden",
           "lastpass", "datadog", "sentry", "kibana", "asana", "trello", "miro", "airtable",
           "quip", "gdrive", "pagerduty", "opsgenie", "metabase", "looker", "tableau", "s3",
           "gcs", "artifactory", "ecr", "gcr", "ghcr", "dockerhub", "zendesk", "intercom",
           "hubspot", "salesforce", "storybook", "postman", "swagger", "gitbook", "youtrack",
           "clickup", "basecamp", "obsidian", "evernote", "onedrive")
_PLACE = re.compile(r"(?<![\w/.-])(?:" + "|".join(_PLACES) + r")(?![\w/-])")
_UPPER = re.compile(r"[A-Z]")


# Curly apostrophes (what phones and Macs type) and "do not": the rules read "don't".
_CURLY = str.maketrans({"’": "'", "‘": "'"})
_DO_NOT = re.compile(r"(?i)\b(do|does|did)\s+not\b")


def spelled_out(sentence: str) -> str:
    """``sentence`` with texting spellings written out ("pls" -> "please")."""
    def spelled(m: re.Match[str]) -> str:
        word = _TEXTING[m.group(0).lower()]
        return word[:1].upper() + word[1:] if m.group(0)[:1].isupper() else word
    return _TEXTING_WORD.sub(spelled, sentence)


def as_said(sentence: str) -> str:
    """``sentence`` without its opener, with texting spellings written out, the pronoun
    "I", the first letter and, in a sentence typed without capitals, the names of places
    things are kept in upper case, and Traditional Chinese in Simplified characters
    (`memdir.foundation.hanzi`), as the rules read it."""
    sentence = as_simplified(sentence)
    sentence = _QUOTED.sub(lambda m: m.group(0)[0] + "…" + m.group(0)[-1], sentence)
    sentence = _DO_NOT.sub(lambda m: m.group(1) + "n't", sentence.translate(_CURLY))
    rest = _OPENER.sub("", sentence, count=1)
    if rest.strip():
        sentence = rest
    rest = _TRAILING_TONE.sub("", sentence, count=1)
    if len(rest.strip()) > 3:
        sentence = rest
    rest = _TRAILING_EMOJI.sub("", sentence, count=1)
    if len(rest.strip()) > 3:
        sentence = rest
    sentence = _CJK_ASCII_STOP.sub("。", sentence)
    sentence = _CJK_ASCII_COMMA.sub("、" if _KANA.search(sentence) else "，", sentence)
    sentence = _LOWER_I.sub("I", spelled_out(sentence))
    sentence = _WATASHI.sub("私", sentence)
    if not _UPPER.search(sentence):
        sentence = _PLACE.sub(lambda m: m.group(0).capitalize(), sentence)
    # an English sentence's first word, not an identifier ("parse_date", "utils.py")
    if _PLAIN_WORD_FIRST.match(sentence) and not _CJK.search(sentence):
        sentence = sentence[:1].upper() + sentence[1:]
    return sentence
