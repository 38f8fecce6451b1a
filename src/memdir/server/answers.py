"""The JSON a `memdir serve` answer carries.

An answer says what the service returned, and the service may return text that UTF-8
cannot encode: a lone surrogate (``"\\ud800"``, which any JSON request may carry) in the
candidate a write echoes, or in a refusal's sentence. Starlette's ``JSONResponse`` encodes
its text as UTF-8 and fails there, after the write was done: the client would read a 500
for a write that happened. Such an answer is sent with every character outside ASCII
escaped (``\\ud800`` is valid JSON), so the client reads back exactly what the local
library returns. A number JSON cannot say (NaN, an infinity: a YAML ``.nan`` a person
typed in a record's file reads as one) is sent as `memdir.foundation.finite` says it, as
every request to the server says it, and the client reads the number back.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.responses import JSONResponse

from memdir.foundation.finite import spelled


class Answer(JSONResponse):
    """A JSON answer that any text and any number the service returns can be sent in."""

    def render(self, content: Any) -> bytes:
        content = spelled(content)
        try:
            return super().render(content)
        except UnicodeEncodeError:
            return json.dumps(content, ensure_ascii=True, allow_nan=False, indent=None,
                              separators=(",", ":")).encode("ascii")


__all__ = ["Answer"]
