"""Shared pieces of the benchmarks: a synthetic multilingual corpus, fast store building,
timing statistics, plain-text tables and the JSON result files."""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from memdir.foundation.record import Record
from memdir.store.files.store import FileStore

from .seed_baseline import SeedStore, memory_document

ROOT = Path(__file__).resolve().parent.parent
RESULTS_DIR = Path(__file__).resolve().parent / "results"
TYPES = ("user", "feedback", "project", "reference")

# --- synthetic corpus ---------------------------------------------------------------
# Words from the same domains as real coding-agent memories, in the three languages the
# product supports, so that tokenization, CJK bigrams and ranking do realistic work.
EN_WORDS = (
    "deploy billing pytest docker postgres frontend backend cache redis kafka invoice "
    "staging release migration schema logging metrics grafana dashboard runbook oncall "
    "review branch commit rebase lint format typing coverage fixture mock api gateway "
    "auth token session cookie queue worker cron backup restore bucket cdn latency "
    "timeout retry budget quota tenant region cluster node helm terraform ansible vault "
    "locale translation onboarding ticket jira sprint roadmap design wiki handbook"
).split()
ZH_WORDS = (
    "部署 测试 数据库 前端 后端 缓存 日志 监控 告警 发布 回滚 迁移 接口 网关 鉴权 会话 队列 "
    "定时任务 备份 恢复 存储桶 延迟 超时 重试 预算 配额 租户 集群 节点 文档 评审 分支 提交 "
    "格式化 类型检查 覆盖率 夹具 模拟 发票 账单 翻译 入职 工单 迭代 路线图 设计稿 手册 值班"
).split()
JA_WORDS = (
    "デプロイ テスト データベース フロントエンド バックエンド キャッシュ ログ 監視 警告 リリース "
    "ロールバック 移行 インターフェース 認証 セッション キュー バックアップ 復元 遅延 タイムアウト "
    "再試行 予算 クラスタ ノード 文書 レビュー ブランチ コミット 整形 型検査 請求書 翻訳 チケット "
    "設計 手順書 当番"
).split()

_EN_TEMPLATES = (
    "Use {a} with {b} for every {c} change",
    "The {a} {b} lives in the {c} wiki page",
    "Never run {a} against {b} without a {c} check",
    "Team decided to move {a} from {b} to {c} next quarter",
    "User prefers {a} and {b} over {c}",
)
_ZH_TEMPLATES = (
    "{a}之前一律先做{b},不要跳过{c}",
    "项目的{a}和{b}放在{c}目录里",
    "用户习惯用{a}处理{b},不用{c}",
    "下个月{a}要从{b}拆到{c}",
)
_JA_TEMPLATES = (
    "{a}の前に必ず{b}を確認し、{c}は使わない",
    "{a}と{b}の手順は{c}にある",
    "ユーザーは{a}より{b}を好み、{c}は避ける",
)


def synthetic_record(i: int, rng: random.Random) -> Record:
    """Record number ``i``: one of en/zh/ja, a templated description, a body of a few lines."""
    lang = i % 3
    words, templates = ((EN_WORDS, _EN_TEMPLATES), (ZH_WORDS, _ZH_TEMPLATES),
                        (JA_WORDS, _JA_TEMPLATES))[lang]
    a, b, c = rng.sample(words, 3)
    description = rng.choice(templates).format(a=a, b=b, c=c)
    slug = "-".join(rng.sample(EN_WORDS, 2))
    body_words = rng.choices(words, k=40)
    sep = " " if lang == 0 else ""
    body = "\n".join(sep.join(body_words[j:j + 10]) for j in range(0, 40, 10))
    return Record(name=f"{slug}-{i}", description=description, type=TYPES[i % 4], body=body,
                  created="2026-01-01T00:00:00Z",
                  updated=f"2026-{1 + i % 12:02d}-{1 + i % 28:02d}T00:00:00Z")


def synthetic_records(n: int, start: int = 0, seed: int = 7) -> list[Record]:
    rng = random.Random(seed * 1_000_003 + start)
    return [synthetic_record(i, rng) for i in range(start, start + n)]


def synthetic_queries(count: int, seed: int = 11) -> list[str]:
    """Queries like a user's turn: a few domain words in one of the three languages."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        lang = i % 3
        if lang == 0:
            a, b = rng.sample(EN_WORDS, 2)
            out.append(f"how do we handle {a} and {b} here?")
        elif lang == 1:
            a, b = rng.sample(ZH_WORDS, 2)
            out.append(f"帮我看看{a}和{b}怎么弄")
        else:
            a, b = rng.sample(JA_WORDS, 2)
            out.append(f"{a}と{b}はどうすればいい?")
    return out


def fill_store(root: Path, records: Sequence[Record]) -> FileStore:
    """A FileStore holding ``records``, built by writing files directly then one index rebuild
    (upserting 100,000 records one by one would take longer than the benchmark itself)."""
    root.mkdir(parents=True, exist_ok=True)
    for rec in records:
        (root / f"{rec.name}.md").write_text(rec.to_text(), encoding="utf-8")
    store = FileStore(root)
    store.rebuild_index()
    return store


def fill_seed_store(root: Path, records: Sequence[Record]) -> SeedStore:
    """The same records in the seed's file format, with one index rebuild."""
    root.mkdir(parents=True, exist_ok=True)
    for rec in records:
        text = memory_document(rec.name, rec.description, rec.type, rec.body)
        (root / f"{rec.name}.md").write_text(text, encoding="utf-8")
    store = SeedStore(root)
    store.rebuild_memory_index()
    return store


# --- timing -------------------------------------------------------------------------

def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100), linear interpolation; NaN for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = (len(ordered) - 1) * q / 100
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    """(seconds, result) of one call."""
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def summary_ms(samples_s: Sequence[float]) -> dict[str, float]:
    ms = [s * 1000 for s in samples_s]
    return {"n": len(ms), "p50_ms": round(percentile(ms, 50), 3),
            "p95_ms": round(percentile(ms, 95), 3), "mean_ms": round(statistics.fmean(ms), 3)}


def fresh_env(project: Path, home: Path, pycache: Path) -> dict[str, str]:
    """Environment for a fresh `memdir` process over one store, offline, no keys.

    Bytecode is cached (in ``pycache``, outside the tree) as it is for an installed package:
    a process that recompiles every module on each start measures the compiler, not memdir.
    """
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("ANTHROPIC_", "OPENAI_", "MEMDIR_"))
           and k != "PYTHONDONTWRITEBYTECODE"}
    # No resident process: the process measured does its own work (benchmarks/resident.py
    # measures the hook a resident answers, and stops the ones it started).
    env.update(MEMDIR_PROJECT=str(project), MEMDIR_HOME=str(home), MEMDIR_PROVIDER="offline",
               PYTHONPYCACHEPREFIX=str(pycache), MEMDIR_RESIDENT="off")
    return env


# The measured process is started by a small wrapper, not by the benchmark itself: Linux
# carries the peak RSS of the forking process across exec, so a child forked from a
# benchmark holding a 100,000-record store would report the benchmark's memory.
_WRAPPER = """
import json, os, subprocess, sys, time
start = time.perf_counter()
proc = subprocess.Popen(sys.argv[2:])
_, status, usage = os.wait4(proc.pid, 0)
elapsed = time.perf_counter() - start
with open(sys.argv[1], "w") as fh:
    json.dump([elapsed, usage.ru_maxrss, os.waitstatus_to_exitcode(status)], fh)
"""


def run_child(argv: Sequence[str], env: dict[str, str]) -> tuple[float, int, str]:
    """(wall seconds, peak RSS in KiB, stdout) of one child process, its own rusage only."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.TemporaryDirectory() as tmp:
        result = Path(tmp) / "result.json"
        subprocess.run([sys.executable, "-c", _WRAPPER, str(result), *argv], env=env,
                       cwd=str(ROOT), stdout=out, stderr=err, check=False)
        out.seek(0)
        err.seek(0)
        try:
            elapsed, rss, code = json.loads(result.read_text())
        except (OSError, ValueError):
            code, elapsed, rss = -1, 0.0, 0
        if code != 0:
            raise RuntimeError(f"{' '.join(argv)} failed: {err.read().decode(errors='replace')}")
        return elapsed, rss, out.read().decode("utf-8", errors="replace")


# --- output -------------------------------------------------------------------------

def table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A Markdown table (readable in a terminal and pasteable into RESULTS.md): numbers
    right-aligned, text left-aligned."""
    cells = [[_cell(v) for v in row] for row in rows]
    numeric = [all(isinstance(row[i], int | float) for row in rows) if rows else False
               for i in range(len(headers))]
    widths = [max(len(h), *(len(r[i]) for r in cells)) if cells else len(h)
              for i, h in enumerate(headers)]

    def line(values: Sequence[str]) -> str:
        return "| " + " | ".join(v.rjust(w) if num else v.ljust(w)
                                 for v, w, num in zip(values, widths, numeric, strict=True)) + " |"
    sep = "|" + "|".join(("-" * (w + 1) + ":") if num else ("-" * (w + 2))
                         for w, num in zip(widths, numeric, strict=True)) + "|"
    return "\n".join([line(list(headers)), sep, *(line(r) for r in cells)])


def _cell(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        if value != value:  # NaN
            return "-"
        if abs(value) >= 100:
            return f"{value:,.0f}"
        if abs(value) >= 10:
            return f"{value:.1f}"
        return f"{value:.2f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def parser(description: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--quick", action="store_true",
                   help="tiny sizes, a few seconds (used by the test suite)")
    p.add_argument("--out", type=Path, default=None,
                   help="where to write the JSON result (default: benchmarks/results/NAME.json)")
    return p


def machine() -> dict[str, Any]:
    return {"python": platform.python_version(), "platform": platform.platform(),
            "cpus": os.cpu_count()}


def write_result(name: str, data: dict[str, Any], out: Path | None, quick: bool) -> Path:
    """Write the JSON result; quick runs never overwrite the committed full results."""
    if out is None:
        out = RESULTS_DIR / (f"{name}.quick.json" if quick else f"{name}.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    payload = {"benchmark": name, "date": datetime.now(UTC).strftime("%Y-%m-%d"),
               "quick": quick, "machine": machine(), **data}
    out.write_text(json.dumps(payload, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"\nresult written to {out}")
    return out
