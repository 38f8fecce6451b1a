"""A change said as not made, not wanted, only wished or only possible: the record still holds.

"We never moved the tests to vitest", 测试不打算改用 vitest, 我没从温州调到宁夏,
テストは vitest に切り替えませんでした, テストを vitest に変更しないことにしました: the change
word is there, and its slots read as the record's subject with another value, but the
sentence says the record was not changed, or may be one day. A clause says so by a word
before its verb of change (never, nearly, almost, might, may; 没, 不想, 不打算, 差点, 可能,
也许) or, in Japanese, after it (ませんでした, なかった, しないことに, かもしれません). A wish,
a plan or a proposal is no change made either: "I'd like to move the tests to vitest",
"we're thinking of switching", "we plan to move"; 我想把测试改用 vitest, 想要, 打算, 准备,
考虑; vitest に変更したいです, 変更しようと思って, 変更するつもりです, 変更する予定です (a
request to make it now is work at hand, not the change made). 想 in a word (理想, 思想, 想法,
回想) and 考虑到 (a reason) wish nothing; 准备好 says a thing ready. A
statement whose every clause of change says so corrects no record by the rules that read
its words as a new value (`memdir.pipeline.admission.correction`); "We've moved to vitest;
never switch back to Jest" still says one change made.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.change_words import has_cue, prepare_sentence
from memdir.pipeline.wording import strip_provenance

_CLAUSE = re.compile(r"[^,，、;；。.!?！？\n]+")
_EN_CHANGE = (r"(?:switch|switched|move|moved|change|changed|migrate|migrated|replace|replaced"
              r"|swap|swapped|transfer|transferred|upgrade|upgraded|downgrade|downgraded|raise"
              r"|raised|lower|lowered|bump|bumped|rename|renamed|went|gone|go"
              r"|hand|handed|pass|passed)")
_ZH_CHANGE = "(?:改|换|迁|搬|调|切|转|移|挪|升|降|涨|缩|扩|延|提)"
_JA_CHANGE = ("(?:変更|変え|移行|移動|移転|移し|移り|切り替え|切替|乗り換え|引き上げ"
              "|引き下げ|上げ|下げ|増や|減ら|延ば|縮め|異動|転勤|転職|統一"
              "|改定|改訂|改正|値上げ|値下げ|替え|換え|延長|短縮|引き継|譲)")
_EN_CHANGING = (r"(?:switching|moving|changing|migrating|replacing|swapping|transferring"
                r"|upgrading|downgrading|raising|lowering|bumping|renaming|going|handing"
                r"|passing)")
# A wish, plan or proposal before the verb: "I'd like to", "we plan to", "thinking of".
_EN_WISH = (r"(?:(?:'d|would)\s+like|wants?|wanted|wanting|plan|plans|planned|planning|hope"
            r"|hopes|hoping|intend|intends|intending)\s+to"
            r"|thinking\s+(?:of|about)|considering")
_ZH_WISH = ("(?<![理思回梦感猜设构联幻妄料空假着不没])想(?![法到起象通了过必念])要?"
            "|打算|(?<!不)准备(?!好)|考虑(?!到)|希望")
_UNDONE = re.compile(
    rf"(?i)(?<![a-z'])(?:never|nearly|almost|might|(?-i:may)|won't|wouldn't|not\s+yet)"
    rf"(?:\s+(?:have|be|ever|really|actually|be\s+able\s+to))*\s+{_EN_CHANGE}(?![a-z])"
    rf"|(?<![a-z'])(?:{_EN_WISH})\s+(?:[a-z]+\s+){{0,2}}?(?:{_EN_CHANGE}|{_EN_CHANGING})(?![a-z])"
    f"|(?:没有?|不想|不打算|不准备|不会|不必|差点|险些|可能会?|也许|或许|说不定|{_ZH_WISH})"
    f"[^，,。；;]{{0,12}}?{_ZH_CHANGE}"
    f"|{_JA_CHANGE}[\u3040-\u309f]{{0,4}}?(?:ませんでした|なかった|ないことに|ない予定|ないつもり"
    "|かもしれ|か検討|を検討|しようか|たい|(?:よう|おう)と思|つもり|予定)")
_EN_CHANGE_SAID = re.compile(rf"(?i)(?<![a-z']){_EN_CHANGE}(?![a-z])")


def undone(texts: list[str]) -> bool:
    """Whether every clause of ``texts`` that says a change says it not made, not wanted,
    only wished or only possible, and one does (module docstring)."""
    said = False
    for text in texts:
        for clause in _CLAUSE.findall(strip_provenance(text or "")):
            if _UNDONE.search(clause):
                said = True
            elif has_cue(prepare_sentence(clause)) or _EN_CHANGE_SAID.search(clause):
                return False
    return said


__all__ = ["undone"]
