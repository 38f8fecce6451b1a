"""Permissions: which tool actions need a person's yes, and how that yes is asked for.

Two kinds of action are gated (everything else runs without asking):

- a bash command that looks destructive (`destructive_reason`): deleting files, rewriting
  git history, force-pushing, formatting disks, killing processes, ``sudo`` ... The list
  is a tripwire for the common cases, not a sandbox: a command can always be written to
  slip past a pattern, which is why the workspace rules in `memdir.agent.tools` confine
  the file tools by path instead of by pattern.
- a file tool touching a path outside the workspace (an absolute or ``~`` path; ``..``
  and symlink escapes are refused outright, never asked about).

How the answer is obtained depends on how memdir runs:

- ``yes`` (``--yes``): allowed, for scripts and CI that accept the risk;
- ``ask``: the `Asker` callback prompts the person (the REPL); "always" remembers the
  answer for that kind of action for the rest of the session;
- ``deny``: refused with a sentence telling the model (and through it the user) that
  ``--yes`` allows it. This is the default when there is no terminal to ask on
  (``memdir chat -p`` in a pipeline), so a script never hangs waiting for input.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

Mode = Literal["ask", "yes", "deny"]
# Returns "y" (once), "a" (always, for this kind) or "n".
Asker = Callable[["Request"], str]

# (pattern, why) — matched against each simple command of a shell line.
_DESTRUCTIVE: tuple[tuple[str, str], ...] = (
    (r"^(?:sudo|doas)\b", "runs as another user"),
    (r"^rm\b", "deletes files"),
    (r"^(?:rmdir|unlink|shred|wipefs|mkfs(?:\.\w+)?|fdisk|parted)\b", "deletes or formats"),
    (r"^dd\b.*\bof=", "overwrites a file or device"),
    (r"^(?:truncate)\b", "truncates files"),
    (r"^find\b.*\s-(?:delete|exec\s+rm)\b", "deletes files"),
    (r"^git\s+(?:.*\s)?(?:reset\s+--hard|clean\s+-\w*[fdx]|checkout\s+--\s|restore\b)",
     "discards uncommitted changes"),
    # The first "push" is enough (atomic group): trying ".*" after every one of
    # "git push push push ..." was quadratic.
    (r"^git\s+(?>(?:|.*?\s)push\b).*(?:\s--force\b|\s-f\b|\s--force-with-lease\b|\s\+)",
     "force-pushes"),
    (r"^git\s+(?:.*\s)?(?:branch\s+-D|stash\s+(?:drop|clear)|rebase\b|filter-branch|"
     r"update-ref\s+-d)", "rewrites or drops git history"),
    (r"^(?:chmod|chown|chgrp)\s+(?:.*\s)?-R\b", "changes permissions recursively"),
    (r"^(?:kill|pkill|killall)\b", "kills processes"),
    (r"^(?:shutdown|reboot|halt|poweroff)\b", "stops the machine"),
    (r"^mv\b", "moves files (the target is overwritten)"),
    (r"^(?:docker|podman)\s+(?:system\s+prune|rm|rmi|volume\s+rm)\b", "deletes containers"),
    (r"^(?:npm|pnpm|yarn)\s+publish\b|^twine\s+upload\b|^cargo\s+publish\b", "publishes"),
)
_COMPILED = tuple((re.compile(p), why) for p, why in _DESTRUCTIVE)
# Checked on the whole line, since they span a pipe. Only the last curl/wget before a pipe
# scans up to it (tempered token): from each of "curl curl curl ..." it was quadratic.
_WHOLE_LINE = ((re.compile(r"\b(?:curl|wget)\b(?:(?!\b(?:curl|wget)\b)[^|])*\|"
                           r"\s*(?:sudo\s+)?(?:ba|z|da)?sh\b"),
                "runs a downloaded script"),)
_SEPARATORS = re.compile(r"\|\||&&|[;|&\n]|\$\(|`|\(|\)")
_PREFIXES = re.compile(r"^(?:(?:\w+=\S*|env|nohup|time|command|exec|xargs(?:\s+-\S+)*)\s+)+")


def destructive_reason(command: str) -> str | None:
    """Why a shell command looks destructive ("deletes files"), or None.

    Every simple command of the line is checked (``make && rm -rf build`` is caught),
    after leading ``VAR=x``/``env``/``xargs`` words are skipped.
    """
    for pattern, why in _WHOLE_LINE:
        if pattern.search(command):
            return why
    for part in _SEPARATORS.split(command):
        part = _PREFIXES.sub("", part.strip())
        if not part:
            continue
        for pattern, why in _COMPILED:
            if pattern.search(part):
                return why
    return None


@dataclass(frozen=True)
class Request:
    """One action asking for permission.

    Attributes:
        kind: ``bash`` or ``outside-workspace``; "always" answers are remembered per kind
            (and per command word for bash, so "always" for ``rm`` does not allow
            ``git push --force``).
        tool: the tool that wants to act.
        summary: what would happen, for the prompt ("rm -rf build (deletes files)").
        key: what an "always" answer is remembered under.
    """

    kind: str
    tool: str
    summary: str
    key: str


@dataclass
class Permissions:
    """Decides gated actions for one session.

    Args:
        mode: ``ask``, ``yes`` or ``deny`` (see the module docstring).
        asker: prompts a person; required for ``ask``.
    """

    mode: Mode = "deny"
    asker: Asker | None = None
    always: set[str] = field(default_factory=set)

    def check(self, request: Request) -> str | None:
        """None if the action may run, else the sentence to return to the model."""
        if self.mode == "yes" or request.key in self.always:
            return None
        if self.mode == "ask" and self.asker is not None:
            answer = (self.asker(request) or "n").strip().lower()[:1]
            if answer == "a":
                self.always.add(request.key)
                return None
            if answer == "y":
                return None
            return f"The user did not allow this: {request.summary}."
        return (f"Permission needed for {request.summary}; it was not granted because "
                "nobody can be asked here (run memdir chat with --yes to allow such "
                "actions in scripts).")

    def check_bash(self, command: str) -> str | None:
        """None if the command may run (not destructive, or allowed)."""
        why = destructive_reason(command)
        if why is None:
            return None
        word = command.strip().split()[0] if command.strip() else ""
        return self.check(Request("bash", "bash", f"`{_clip(command)}` ({why})",
                                  f"bash:{word}:{why}"))

    def check_outside(self, tool: str, path: str, write: bool) -> str | None:
        """None if the tool may touch a path outside the workspace."""
        verb = "write" if write else "read"
        return self.check(Request("outside-workspace", tool,
                                  f"{tool} to {verb} {path} (outside the workspace)",
                                  f"outside:{verb}"))


def _clip(text: str, limit: int = 120) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


__all__ = ["Asker", "Mode", "Permissions", "Request", "destructive_reason"]
