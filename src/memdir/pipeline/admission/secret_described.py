"""A password given after a clause that says where it is or what it is made of, then a colon.

`secret_named` reads a password right after its name and a verb ("the password is
latte2024"); people also say first where the password is, or how it is made, and give it
after a colon: "the password is on the chalkboard: latte2024", "the passphrase on my ssh key
is four words with spaces between them: velvet orbit canyon mint", "密码写在黑板上：
latte2024", "パスワードは黒板に書いてあります：latte2024". A value said after a place is still
a value. The clause must open with the name's verb (is, 's, are, was; 写在, 贴在, 放在; に書いて,
に貼って) and hold no sentence's end; the value after the colon reads as a password a person
chose (a letter with a digit or a symbol), as a generated key, or, after a passphrase's name,
as words a person chose (three or more, none a sentence's little word).

Kept: a store, an item or an entry named in the clause, where the value is its name ("the
password is in 1Password under the item: Prod-DB-2", "密码在密码管理器的条目：DB-Prod-2"); a
noun the password's word qualifies ("the password reset email is sent to: …", "the password
policy … is strict: Min8Chars", "the password hint is in the notes: …"); a path, a variable,
a file, a mail address, a URL or a ticket's id after the colon ("the password is in the env
file: DB_PASS2", "Password rotation is tracked in Jira: SEC-1042");
and a code or a PIN with no password's word (`secret_personal` reads those).

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_factors import FUNCTION_WORDS
from memdir.pipeline.admission.secret_named import chosen_word, looks_chosen, looks_generated
from memdir.pipeline.admission.secret_values import secret_value

_VALUE = (r"[ \t]{0,3}[\"'`“‘「]?(?P<val>[!-~]{4,64}?)[\"'`”’」]?"
          r"(?=$|\s|[,;.!?)](?:\s|$)|[，。；！？）])")
_DESCRIBED = (
    re.compile(r"(?i:(?<![a-z])(?P<kw>pass(?:word|phrase)|passwd|passcode)s?(?![a-z])"
               r"(?P<clause>[^\n.!?:：。]{0,30}?[ \t](?:is|are|was|'s)[ \t][^\n.!?:：。]{1,60}?)"
               r")[:：]" + _VALUE),
    re.compile(r"(?P<kw>密码|口令|密钥)(?P<clause>[^\n。！？:：]{0,12}?(?:写在|贴在|放在|记在)"
               r"[^\n。！？:：]{1,20}?)[:：]" + _VALUE),
    re.compile(r"(?P<kw>パスワード|パスフレーズ|暗証番号)は(?P<clause>[^\n。:：]{1,20}?に"
               r"(?:書いて|貼って|置いて|メモして)[^\n。:：]{0,8}?)[:：]" + _VALUE))
# A noun the password's word qualifies ("the password reset email is sent to: …", "the
# password policy … is strict: …"): the clause is about that, not the password.
_QUALIFIED = re.compile(r"(?i)[ \t]{0,3}(?:reset|policy|policies|hint|change|manager|field|rules?"
                        r"|length|expiry|requirements?|strength|history|prompt|form|page|screen"
                        r"|link|e-?mail|mail|generator|vault|setting)s?\b"
                        r"|(?:重置|策略|规则|提示|长度|管理器|字段|页面|邮件)"
                        r"|(?:の)?(?:リセット|ポリシー|ルール|ヒント|長さ|欄|画面|メール)")
# A mail address or a URL after the colon: where something goes, not the password.
_ADDRESS = re.compile(r"[\w.+\-]+@[\w\-]+\.[\w.\-]+|[a-z][a-z0-9+.\-]*://")
# A store, an item in it or a file named in the clause: the value is its name.
_STORE = re.compile(r"(?i)vault|1password|lastpass|bitwarden|keepass|keychain|password[ \t]manager"
                    r"|\bitem\b|\bentry\b|\bfile\b|\bvariable\b|\benv\b|密码管理器|条目|文件|变量"
                    r"|パスワードマネージャー|項目|ファイル|変数|キーチェーン")
# A ticket's id ("SEC-1042", "INC-2024"): where the matter is tracked, not the password.
_TICKET = re.compile(r"[A-Z]{2,10}-\d+")
_PHRASE = re.compile(r"[a-z]{3,12}(?:[ \-][a-z]{3,12}){2,7}(?![\w\-])")


def described_password(text: str) -> str | None:
    """"a password" (or "a passphrase") when ``text`` gives one after a clause saying where
    it is or how it is made, and a colon; else None."""
    for pattern in _DESCRIBED:
        for m in pattern.finditer(text):
            if _STORE.search(m.group("clause")) or _QUALIFIED.match(m.group("clause")):
                continue  # "… in 1Password under the item: …", "the password reset email …"
            if m.group("kw").casefold().startswith("passp") or m.group("kw") == "パスフレーズ":
                words = _PHRASE.match(text, m.start("val"))
                if words and not FUNCTION_WORDS.intersection(re.split(r"[ \-]",
                                                                      words.group(0))) \
                        and all(chosen_word(w) for w in re.split(r"[ \-]", words.group(0))):
                    return "a passphrase"
            value = m.group("val").rstrip(".,;:!?)")
            if "/" in value or _ADDRESS.search(value) or _TICKET.fullmatch(value) \
                    or not (looks_chosen(value) or looks_generated(value)):
                continue
            if secret_value(value, quoted=True, strict=False):
                return "a password"
    return None


__all__ = ["described_password"]
