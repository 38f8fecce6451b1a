"""Convert OpenCC's dictionaries into the map memdir reads Traditional Chinese with.

OpenCC (Apache License 2.0, https://github.com/BYVoid/OpenCC) keeps maintained tables
between Traditional and Simplified Chinese. The PyPI package ``opencc-purepy`` ships
them as plain text (``pip install opencc-purepy==1.5.0``). This script reads three of
them and writes

- ``hanzi_map.json``: ``chars``, every character of Traditional text only (not one that
  Simplified text uses as well, ``STCharacters.txt``'s keys: 么, 着) and its first
  Simplified reading (``TSCharacters.txt``, with Taiwan's variant forms folded first,
  ``TWVariantsRev.txt``), and ``phrases``, Taiwan's words and the mainland's
  (``TWPhrasesRev.txt``: 軟體 -> 软件, 資料庫 -> 数据库), both sides in Simplified
  characters; with the package's version and each table's sha256;
- ``OPENCC-LICENSE``: OpenCC's licence, which travels with the tables.

Run: ``python tools/hanzi_map.py [--dicts DIR] [--out DIR]`` (by default the tables of
the installed ``opencc_purepy`` package, and the folder of ``memdir.foundation``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
from importlib import metadata
from pathlib import Path

TABLES = ("TSCharacters.txt", "STCharacters.txt", "TWVariantsRev.txt", "TWPhrasesRev.txt")


def _read(path: Path) -> dict[str, str]:
    """A table's first reading of each key (lines "key<TAB>reading [reading...]")."""
    out: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        key, _, readings = line.partition("\t")
        if key and readings.split():
            out[key] = readings.split()[0]
    return out


def build(dicts: Path) -> dict[str, object]:
    # A character that Simplified text uses too (么, 着, 里) is left as it is: only the
    # characters of Traditional text alone are read as another.
    simplified = {k for k in _read(dicts / "STCharacters.txt") if len(k) == 1}
    chars = {k: v for k, v in _read(dicts / "TSCharacters.txt").items()
             if len(k) == 1 and len(v) == 1 and k != v and k not in simplified}
    for variant, standard in _read(dicts / "TWVariantsRev.txt").items():
        if len(variant) == 1 and len(standard) == 1 and variant not in simplified:
            chars[variant] = chars.get(standard, standard)
    table = str.maketrans(chars)
    phrases = {}
    for taiwan, mainland in _read(dicts / "TWPhrasesRev.txt").items():
        key, value = taiwan.translate(table), mainland.translate(table)
        if key != value and len(key) > 1:
            phrases[key] = value
    return {
        "source": f"opencc-purepy {metadata.version('opencc-purepy')}",
        "sha256": {name: hashlib.sha256((dicts / name).read_bytes()).hexdigest()
                   for name in TABLES},
        "chars": dict(sorted(chars.items())),
        "phrases": dict(sorted(phrases.items())),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dicts", type=Path, default=None)
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parents[1] / "src/memdir/foundation")
    args = parser.parse_args()
    dicts = args.dicts
    if dicts is None:
        import opencc_purepy  # type: ignore[import-not-found]
        dicts = Path(opencc_purepy.__file__).parent / "dicts"
    data = build(dicts)
    (args.out / "hanzi_map.json").write_text(
        json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    (args.out / "OPENCC-LICENSE").write_text((dicts / "LICENSE").read_text(encoding="utf-8"),
                                             encoding="utf-8")
    print(f"{len(data['chars'])} characters, {len(data['phrases'])} phrases")  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
