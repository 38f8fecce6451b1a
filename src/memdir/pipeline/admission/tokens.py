"""The token a correction rule reads a sentence in (`memdir.pipeline.admission.change_words`
cuts sentences into them): an English word, a katakana run, a Han chunk, a Japanese
particle or verb ending, a change word, with the value slot it fills."""

from __future__ import annotations

from dataclasses import dataclass

LATIN, DIGITS, CJK = "latin", "digits", "cjk"


@dataclass
class Token:
    kind: str           # word, kana, han, fn (a Han function character), cue, break, join, verb
    text: str
    slot: str = ""      # "new", "old" or "" (subject)
    glued: bool = False  # written against the token before it, no space between

    @property
    def content(self) -> bool:
        return self.kind in ("word", "kana", "han")

    @property
    def script(self) -> str:
        if self.kind != "word":
            return CJK
        return DIGITS if self.text.isdigit() else LATIN


__all__ = ["CJK", "DIGITS", "LATIN", "Token"]
