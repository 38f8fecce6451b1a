"""The JSON a `memdir serve` answer carries.

An answer says what the service returned, and the service may return text that UTF-8
cannot encode: a lone surrogate (``"\\ud800"``, which any JSON request may carry) in the
candidate a write echoes, or in a refusal's sentence. Starlette's ``JSONResponse`` encodes
its text as UTF-8 and fails there, after the write was done: the client would read a 500
for a write that happened. Such an answer is sent with every character outside ASCII
escaped (``\\ud800`` is valid JSON), so the client reads back exactly what the local
library returns. A number JSON cannot say (NaN, an infinity) is sent as null.
"""

from __future__ import annotations

import json
import math
from typing import Any

from starlette.responses import JSONResponse


class Answer(JSONResponse):
    """A JSON answer that any text and any number the service returns can be sent in."""

    def render(self, content: Any) -> bytes:
        try:
            return super().render(content)
        except UnicodeEncodeError:
            return self.render_ascii(content)
        except ValueError:  # NaN or an infinity: no JSON number says it
            return super().render(_finite(content))

    def render_ascii(self, content: Any) -> bytes:
        try:
            return json.dumps(content, ensure_ascii=True, allow_nan=False, indent=None,
                              separators=(",", ":")).encode("ascii")
        except ValueError:
            return self.render_ascii(_finite(content))


def _finite(value: Any) -> Any:
    """``value`` with each number JSON cannot say (NaN, an infinity: a YAML ``.nan`` a
    person typed in a record's file reads as one) made null, so the record is still
    answered rather than every request that reads it failing."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value


__all__ = ["Answer"]
