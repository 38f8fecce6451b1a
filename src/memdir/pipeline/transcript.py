"""Kept so ``memdir.pipeline.transcript`` imports keep working: conversations live in
`memdir.pipeline.conversation`."""

from memdir.foundation.errors import TranscriptError  # noqa: F401
from memdir.pipeline.conversation import (  # noqa: F401
    MAX_TRANSCRIPT_BYTES,
    Transcript,
    extraction_points,
    parse_lines,
    read_bytes,
    read_messages,
    read_transcript,
    strip_blocks,
    turn_ends,
    user_text,
)
