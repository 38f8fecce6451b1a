"""`memdir ls` for people: the newest records first, readable in an 80-column terminal.

Two defects this layout fixes. A five-column table squeezed the description into what the
other columns left over (two characters a line at 80 columns); here each record is a line
of name, type, scope and time (a long name is cut with an ellipsis) with the description
under it, wrapped to the whole width. And listing 5,000 records parsed every file and laid
out a 5,000-row table (3.4 s, five times `ls --json`); here the rows come from the derived
search index (name, description, type, time: no record file is read), only the newest
``limit`` are shown, and "N more not shown" says how to see the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memdir.cli.render import short_time

TYPE_CHECKING = False  # Rich is imported when rows are printed: `memdir add` prints none
if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

DEFAULT_LIMIT = 50
_TYPE_W, _SCOPE_W, _TIME_W = 9, 7, 16  # "reference", "project", "2026-12-02 18:00"
_MIN_NAME_W = 12
_INDENT = 4


@dataclass(frozen=True)
class Row:
    name: str
    description: str
    type: str
    scope: str
    updated: str
    until: str = ""  # the day a closed record stopped holding (`memdir ls --history`)
    starts: str = ""  # the day a record that does not hold yet starts to (``valid_from``)


def print_rows(console: Console, rows: Sequence[Row], total: int,
               broken: set[tuple[str, str]]) -> None:
    """Print ``rows`` (``broken`` holds their (scope, name) that do not parse cleanly)."""
    from rich.text import Text

    meta_w = _TYPE_W + 1 + _SCOPE_W + 1 + _TIME_W
    name_w = max(console.width - meta_w - 2, _MIN_NAME_W)
    text_w = max(console.width - _INDENT, _MIN_NAME_W)
    # One Text printed once: a print per row costs Rich a terminal-size lookup and a
    # write each, most of the time of a 5,000-row listing.
    out = _line("name", "type", "scope", "updated", name_w, style="bold")
    out.append("\n" + " " * _INDENT + "description", style="bold")
    for row in rows:
        flag = " (broken)" if (row.scope, row.name) in broken else ""
        if row.starts or row.until:
            flag += " (" + " ".join(([f"from {row.starts}"] if row.starts else [])
                                    + ([f"until {row.until}"] if row.until else [])) + ")"
        out.append("\n")
        out.append_text(_line(row.name, row.type, row.scope, short_time(row.updated),
                              name_w, flag=flag))
        # Flattened: a description cannot forge a line of its own in the listing.
        description = Text(" ".join(row.description.split()) or "-")
        for part in description.wrap(console, text_w):
            out.append("\n" + " " * _INDENT)
            part.rstrip()
            out.append_text(part)
    console.print(out, no_wrap=True, overflow="ellipsis")
    more = total - len(rows)
    if more > 0:
        console.print(Text(f"{more:,} more not shown (newest {len(rows):,} of {total:,}): "
                           "'memdir ls --all' lists every one, '--limit N' the newest N.",
                           style="dim"))


def _line(name: str, rtype: str, scope: str, updated: str, name_w: int, *,
          style: str = "", flag: str = "") -> Text:
    from rich.text import Text

    shown = Text(name, style=style)
    room = name_w - len(flag)
    shown.truncate(max(room, 1), overflow="ellipsis")
    if flag:
        shown.append(flag, style="red")
    shown.pad_right(name_w - shown.cell_len)
    shown.append(f"  {rtype:<{_TYPE_W}} {scope:<{_SCOPE_W}} {updated}", style=style)
    return shown
