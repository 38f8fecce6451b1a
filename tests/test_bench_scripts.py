"""Smoke tests: every benchmark script runs end to end at tiny sizes and writes its JSON.

These are not timed assertions (benchmarks never are): they check that the scripts work,
that their result files have the shape `benchmarks.report` renders, and the invariants a
run must hold whatever the machine (the fault run loses nothing; scores are fractions).
"""

from __future__ import annotations

import json

import pytest

from benchmarks import (
    attack_clients,
    attack_load,
    before_after,
    corrections,
    corrections_cross,
    faults,
    inbox_page,
    ls_speed,
    note_write,
    prompt_cost,
    quality,
    quality_data,
    recall,
    report,
    report_security,
    secret_scan,
    server_load,
    staleness,
    startup,
    writes,
)


def _run(module, tmp_path, *extra):
    out = tmp_path / f"{module.__name__.rsplit('.', 1)[-1]}.json"
    module.main(["--quick", "--out", str(out), *extra])
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["quick"] is True and data["date"]
    return data


def test_note_write_runs_for_every_count_of_other_sessions(tmp_path):
    data = _run(note_write, tmp_path)
    assert [r["others"] for r in data["rows"]] == list(note_write.QUICK["others"])
    assert all(r["median_ms"] > 0 for r in data["rows"])


def test_inbox_page_measures_a_page_against_the_whole_inbox(tmp_path):
    data = _run(inbox_page, tmp_path, "--no-postgres")
    assert [(r["store"], r["answer"]) for r in data["rows"]] == [
        ("files", "GET /v1/inbox"), ("files", "review page /inbox")]
    # 60 pending and 60 decided: the page holds 50 of them, before held all 60.
    assert all(r["after_bytes"] < r["before_bytes"] for r in data["rows"])
    assert data["summary_made_ms"] > 0 and data["fresh_store_ms"] > 0


def test_writes_runs_and_reports_both_systems(tmp_path, capsys):
    data = _run(writes, tmp_path)
    assert [s["size"] for s in data["samples"]] == list(writes.QUICK["sample_sizes"])
    for t in data["totals"]:
        assert t["ours"]["total_s"] > 0 and t["seed"]["total_s"] > 0
        assert t["ratio"] == pytest.approx(t["seed"]["total_s"] / t["ours"]["total_s"])
    assert "seed / memdir" in capsys.readouterr().out


def test_writes_interleaves_one_block_of_every_measurement_in_turn():
    # The seed and memdir are measured in the same window: no job runs all its blocks
    # before another starts, and the order turns round every other round.
    ran = []

    def job(name, blocks):
        yield  # setup
        for i in range(blocks):
            ran.append((name, i))
            yield
        return name.upper()

    got = writes.interleave({"a": job("a", 2), "b": job("b", 3)})
    assert got == {"a": "A", "b": "B"}
    assert ran == [("b", 0), ("a", 0), ("a", 1), ("b", 1), ("b", 2)]


def test_extrapolation_sums_the_interpolated_cost():
    # 1 ms per write below size 10, rising linearly to 11 ms at size 20.
    pts = [(10, 1.0), (20, 11.0)]
    total = writes.extrapolate_total(pts, 20)
    assert total == pytest.approx((10 * 1.0 + sum(1.0 + s - 10 for s in range(10, 20))) / 1000)


def test_recall_runs_in_process_and_as_a_fresh_process(tmp_path):
    data = _run(recall, tmp_path)
    (size,) = data["sizes"]
    assert size["queries_with_results"] > 0
    assert size["fresh_process"]["ours"]["n"] == recall.QUICK["fresh_runs"]
    assert size["peak_rss_mib"]["ours"] > 0


def test_prompt_cost_stays_within_the_caps(tmp_path):
    data = _run(prompt_cost, tmp_path)
    assert all(r["ours_max"] <= data["bound_chars"] for r in data["rows"])
    assert data["rows"][-1]["seed_chars"] > data["rows"][0]["seed_chars"]


def test_quality_scores_are_fractions_for_every_system(tmp_path):
    data = _run(quality, tmp_path)
    for system in quality.SYSTEMS:
        for category, row in data["results"][system].items():
            if category != "none":
                assert 0 <= row["recall_at_5"] <= 1 and 0 <= row["mrr"] <= 1


def test_quality_set_is_large_multilingual_and_consistent():
    records = quality_data.records()
    queries = quality_data.queries()
    assert len(records) >= 200 and len(queries) >= 300
    names = {r["name"] for r in records}
    assert len({n.casefold() for n in names}) == len(records)
    assert all(set(q["relevant"]) <= names for q in queries)
    categories = {q["category"] for q in queries}
    assert set(quality_data.CATEGORIES) <= categories


def test_quality_metrics_by_hand():
    assert quality.score(["a", "b", "c"], ["b"]) == (1.0, 0.5)
    assert quality.score(["x"], ["a", "b"]) == (0.0, 0.0)
    assert quality.score(["a", "x", "b"], ["a", "b"]) == (1.0, 1.0)


def test_fault_injection_loses_nothing(tmp_path):
    data = _run(faults, tmp_path, "--kills", "3")
    counts = data["counts"]
    assert data["ok"] is True
    assert counts["kills"] + counts["exited_before_kill"] == 3
    assert counts["lost"] == counts["corrupt"] == counts["consolidation_torn"] == 0


def test_report_renders_whatever_results_exist(tmp_path, monkeypatch):
    _run(prompt_cost, tmp_path)
    monkeypatch.setattr(report, "RESULTS_DIR", tmp_path)
    text = report.render()
    assert "## Targets" in text and "Prompt cost" in text
    assert "(no result yet" in text  # the others were not run here


def test_corrections_runs_both_rules_and_reports_rates(tmp_path):
    from benchmarks.corrections_data import PAIRS

    data = _run(corrections, tmp_path)
    # --quick runs one pair of each language, label and split: every row has pairs.
    cells = {(p.lang, p.label, corrections._split(p)) for p in PAIRS}
    assert data["pairs"] == len(cells)
    for split in corrections.SPLITS:
        for lang in corrections.LANGS:
            rates = data["results"]["memdir"][split][lang]
            assert rates["new"] > 0 and rates["update"] > 0, (split, lang)
    for system in corrections.SYSTEMS:
        rates = data["results"][system]["all"]["all"]
        assert rates["new"] + rates["update"] == data["pairs"]
        assert 0 <= rates["false_update_rate"] <= 1 and 0 <= rates["true_update_rate"] <= 1
    lines, targets = [], []
    report._corrections(data, lines, targets)
    assert targets[0][0].startswith("corrections: no false update")


@pytest.mark.parametrize("old", ["Use pytest for all tests", "以后回复都用中文",
                                 "テストは pytest で書く"])
def test_corrections_paths_apply_a_true_correction_as_their_writers_do(tmp_path, old):
    """The memdir path saves as `memdir add` (a person correcting their own record) and
    the extract path as extraction after a turn (a model correcting extraction's record):
    each writer may change that record at once, so a labelled correction is an update,
    not a proposal held for review that the benchmark would count as a miss."""
    from benchmarks.corrections_data import PAIRS
    from memdir.service.origins import persons

    pair = next(p for p in PAIRS if p.label == "update" and p.old_description == old)
    assert corrections.run_pair(pair, tmp_path, ("memdir", "memdir-extract")) == {
        "memdir": "update", "memdir-extract": "update"}
    record = corrections.extracted_record(pair)
    assert not persons(record) and record.source.get("quote")  # extraction's, not a person's


def test_corrections_cross_check_counts_updates_of_other_pairs_records(tmp_path):
    data = _run(corrections_cross, tmp_path)
    assert set(data["counts"]) == {"en", "zh", "ja"}
    for lang, found in data["hits"].items():
        assert data["counts"][lang] == len(found)
        statements, records = data["sizes"][lang]
        assert len(found) <= statements * records
        assert all(h["new"] != h["record"] for h in found)
    # The quick run is a fixed size, whatever the set grows to (the work is quadratic).
    assert sum(s for s, _ in data["sizes"].values()) <= 3 * corrections_cross.QUICK_PER_LANG


def test_report_keeps_the_sections_of_results_it_does_not_have(tmp_path, monkeypatch):
    # A fresh clone has no benchmarks/results/: `make faults` writes only faults.json, and
    # must not replace the committed writes/recall/... sections with "no result yet".
    committed = report.OUT.read_text(encoding="utf-8")
    _run(prompt_cost, tmp_path)
    monkeypatch.setattr(report, "RESULTS_DIR", tmp_path)
    text = report.render(previous=committed)
    assert "(no result yet" not in text.replace("## ls_speed\n\n(no result yet", "")
    kept = committed.split("## Writes:")[1].split("\n## ")[0]
    assert kept in text
    writes_target = next(ln for ln in committed.splitlines() if ln.startswith("| writes: >="))
    assert writes_target.split("|")[1].strip() in text.split("## Writes:")[0]
    assert "Machine: " in text
    new_prompt = text.split("## Prompt cost")[1].split("\n## ")[0]
    assert new_prompt != committed.split("## Prompt cost")[1].split("\n## ")[0]


def test_report_keeps_hand_written_sections_and_every_target_in_place(tmp_path,
                                                                      monkeypatch):
    """A section no benchmark renders (written by hand) stays where it was, and every
    committed target row and missed-target note is kept, whatever ran."""
    committed = report.OUT.read_text(encoding="utf-8")
    hand = "## Notes written by hand (2026-01-01)\n\nKept as written.\n"
    previous = committed.replace("\n## Staleness", "\n" + hand + "\n## Staleness", 1)
    monkeypatch.setattr(report, "RESULTS_DIR", tmp_path)  # no result at all
    text = report.render(previous=previous)
    assert hand in text
    assert text.index("## Semantic speed") < text.index(hand) < text.index("## Staleness")
    targets = previous.split("## Targets")[1].split("\n## ")[0]
    rows = [ln.split("|")[1].strip() for ln in targets.splitlines() if ln.startswith("| ")
            and not ln.startswith("| target")]
    assert rows and all(row in text for row in rows)
    assert all(ln.split("**")[1] in text for ln in targets.splitlines()
               if ln.startswith("- **"))


def test_ls_speed_measures_the_table_and_json(tmp_path, capsys):
    data = _run(ls_speed, tmp_path)
    assert {"ls", "ls --json", "ls --all"} <= set(data["commands"])
    assert data["commands"]["ls --json"]["over_json"] == 1.0
    assert data["commands"]["ls --all"]["lines"] > data["commands"]["ls"]["lines"]
    assert "/ ls --json" in capsys.readouterr().out


def test_secret_scan_times_every_hostile_input_at_each_size(tmp_path):
    data = _run(secret_scan, tmp_path)
    assert [i["input"] for i in data["inputs"]] == list(secret_scan.HOSTILE)
    assert all(len(i["ms"]) == len(data["sizes"]) == 2 for i in data["inputs"])
    assert data["detect_secrets"]


def test_staleness_labels_every_memory_right_and_measures_recall(tmp_path, capsys):
    data = _run(staleness, tmp_path)
    wrong = [r for r in data["labels"]["rows"] if not r["ok"]]
    assert not wrong
    assert {r["got"] for r in data["labels"]["rows"]} == {"fresh", "moved", "stale", "gone"}
    assert data["recall"]["anchors_checked_per_recall"] > 0
    lines, targets = [], []
    report._staleness(data, lines, targets)
    assert [t[2] for t in targets][0] is True
    assert "labels correct" in capsys.readouterr().out


def test_startup_times_fresh_recall_and_hook_against_the_seed(tmp_path, capsys):
    data = _run(startup, tmp_path)
    assert set(data["commands"]) == set(startup.COMMANDS)
    assert all(c["n"] == startup.QUICK["runs"] for c in data["commands"].values())
    assert data["answered"]["recall"] and data["answered"]["hook"]  # they really recalled
    assert set(data["ratios"]) == {"recall", "hook"}
    assert any("memdir" in r["module"] for r in data["hook_import_top"])
    lines, targets = [], []
    report._startup(data, lines, targets)
    assert [t[0].split(" at ")[0] for t in targets] == ["startup: fresh `recall`",
                                                      "startup: fresh `hook`"]
    assert "/ seed (p50)" in capsys.readouterr().out


def test_server_load_drives_a_real_server_and_verifies_every_write(tmp_path, capsys):
    data = _run(server_load, tmp_path)
    assert [r["clients"] for r in data["levels"]] == list(server_load.QUICK["clients"])
    for row in data["levels"]:
        assert row["acked_writes"] > 0 and row["recall"]["n"] > 0
        assert row["recalled_results"] > 0  # recall really answered from the store
        # The check ran: each acknowledged write (and the warm-up's) read back through its
        # own project and asked of every other project.
        assert row["verified_writes"] >= row["acked_writes"] + row["projects"]
        assert row["checked_reads"] == row["verified_writes"] * row["projects"]
        assert row["lost"] == row["duplicated"] == row["cross_tenant"] == 0
        assert row["http_5xx"] == row["server_tracebacks"] == row["refused_writes"] == 0
    assert data["clean"] is True
    lines, targets = [], []
    report._server_load(data, lines, targets)
    assert targets[0][0].startswith("server: 4 concurrent clients") and targets[0][2]
    assert "cross-tenant" in capsys.readouterr().out


def test_server_load_runs_the_same_loads_on_postgresql(tmp_path, postgres_url, monkeypatch):
    # The session's cluster, not a second one: the benchmark makes a fresh database per row.
    monkeypatch.setenv("MEMDIR_BENCH_POSTGRES", postgres_url)
    data = _run(server_load, tmp_path, "--store", "files,postgresql", "--clients", "3")
    assert list(data["by_store"]) == ["files", "postgresql"]
    [row] = data["by_store"]["postgresql"]
    assert row["store"] == "postgresql" and row["acked_writes"] > 0
    assert row["recalled_results"] > 0
    assert row["checked_reads"] == row["verified_writes"] * row["projects"]
    assert row["lost"] == row["duplicated"] == row["cross_tenant"] == row["http_5xx"] == 0
    assert data["clean"] is True and data["postgresql"].startswith("served by")
    lines: list[str] = []
    report._server_load(data, lines, [])
    assert any("| postgresql |" in line for line in "\n".join(lines).splitlines())


def test_server_load_check_counts_a_lost_write_and_a_foreign_record(tmp_path, monkeypatch):
    # A verification that cannot fail proves nothing: claim a write the server never
    # acknowledged and a recall answer from another project, and the run is not clean.
    real = server_load.verify

    def tampered(data, readers, clients, outs, names):
        outs[0]["acked"].append(server_load.write_body(clients[0].project, 0, 999,
                                                       server_load.random.Random(0)))
        other = next(p for p in names if p != clients[0].project)
        outs[0]["seen"].add(sorted(names[other])[0])
        return real(data, readers, clients, outs, names)

    monkeypatch.setattr(server_load, "verify", tampered)
    data = _run(server_load, tmp_path, "--clients", "1")
    row = data["levels"][0]
    assert row["lost"] == 1
    assert row["cross_tenant"] == 1
    assert data["clean"] is False


def test_attack_load_runs_tenants_a_flooder_and_a_slowloris_against_postgresql(
        tmp_path, postgres_url, monkeypatch, capsys):
    # The session's cluster, not a second one: the benchmark makes a fresh database.
    monkeypatch.setenv("MEMDIR_BENCH_POSTGRES", postgres_url)
    real = attack_load.verify
    tampered = []

    def verify(port, acked, agents, tenants, marks):
        # The check must be able to fail: a write the server never acknowledged is lost.
        made_up = {**acked[0], "name": "never-written-here"}
        tampered.append(real(port, [*acked, made_up], agents, tenants, marks))
        return real(port, acked, agents, tenants, marks)

    monkeypatch.setattr(attack_load, "verify", verify)
    data = _run(attack_load, tmp_path)
    assert tampered[0]["lost"] == 1
    assert data["agents"] == attack_load.QUICK["agents"]
    for window in ("baseline", "attack"):
        assert data["recall"][window]["n"] > 0
    assert data["acked_writes"] == data["verified_writes"] > 0
    assert data["lost"] == data["wrong_content"] == 0
    assert data["cross_tenant_answers"] == data["cross_tenant_listed"] == 0
    assert data["server_tracebacks"] == 0 and data["clean"] is True
    statuses = data["flooder"]["status"]
    assert statuses.get("200", 0) > 0 and statuses.get("413", 0) > 0  # served, and capped
    assert statuses.get("401", 0) > 0  # its made-up tokens
    half = data["half_open"]
    assert half["attempts"] > 0 and half["peak_open"] > 0 and half["answered"] == 0
    assert data["server"]["peak_rss_mib"] > 0
    assert 0 <= data["clients"]["agents_cpu_share"] < 1
    lines, targets = [], []
    report_security.attack_load(data, lines, targets, alone={"flooder": data,
                                                             "halfopen": None},
                                unpaced=data)
    assert targets[0][0].startswith("attack: ") and "lost 0" in targets[0][1]
    assert "ms a connection in this run" in "\n".join(lines)  # from the run, not a constant
    assert "only the visitor flooding" in "\n".join(lines)
    assert "other tenants' recall p99" in "\n".join(lines)
    assert "p99 under attack" in capsys.readouterr().out


def test_the_flooders_first_requests_are_of_every_kind_the_quick_run_checks():
    # A few connections for a few seconds on a loaded machine: each connection's first
    # request is a kind of its own, so a body past the cap (413), a made-up token (401)
    # and an answered request (200) are sent whatever the server's speed. Drawn at
    # random, the first body past the cap was a connection's tenth request or later.
    import random
    from collections import Counter

    rng = random.Random(7)
    firsts = [attack_clients.flood_kind(s, 1, rng) for s in range(attack_load.QUICK["flood"])]
    assert len(set(firsts)) == len(firsts)
    assert {"too_large", "bad_token"} <= set(firsts) and {"recall", "session"} & set(firsts)
    later = Counter(attack_clients.flood_kind(0, n, rng) for n in range(2, 20_002))
    for kind, share in zip(attack_clients.FLOOD_KINDS, attack_clients.FLOOD_SHARES,
                           strict=True):
        assert later[kind] / 20_000 == pytest.approx(share, abs=0.015)


def test_the_attack_plan_ends_with_its_last_attack_window():
    # The pause after an attack is for the next round's baseline; after the last one
    # nothing is measured.
    base, attack, end = attack_load.plan_windows(100.0, 1.0, 3.0, 2, 1.05)
    assert base == [[101.0, 104.0], [108.05, 111.05]]
    assert attack == [[104.0, 107.0], [111.05, 114.05]]
    assert end == 114.05


def test_an_answer_holding_another_tenants_marker_is_counted():
    marks = attack_load.markers(["alpha", "beta", "site"])
    assert len(set(marks.values())) == 3
    assert not any(a != b and a in b for a in marks.values() for b in marks.values())
    answer = json.dumps({"records": [{"body": f"ours {marks['alpha']}"},
                                     {"body": f"theirs {marks['beta']}"}]}).encode()
    assert attack_clients.foreign(answer, "alpha", marks) == ["beta"]
    assert attack_clients.foreign(answer, "beta", marks) == ["alpha"]


def test_unknown_term_experiment_counts_only_strong_terms_and_sweeps_every_fit(capsys):
    from benchmarks import calibrate
    from memdir.providers.ranking import query_terms

    # 'year' is weak: of the strong terms berlin, wall, fall, the store knows berlin.
    terms = query_terms("what year did the Berlin wall fall?")
    feats = calibrate._unknown_features(terms, {t: int(t == "berlin") for t in terms})
    assert feats == {"unknown": 2 / 3, "unknown_count": 2.0}
    calibrate.unknown_experiment()
    out = capsys.readouterr().out
    for fit in ("evidence alone", "unknown:", "unknown_count:"):
        assert out.count(fit) == 1
    assert out.count("held_out recall@5") == 15


def test_calibration_samples_and_fits_the_candidates_of_a_tiny_store():
    from benchmarks import calibrate

    rows = [{"name": "deploy-friday", "description": "Deploys happen on Fridays",
             "type": "project", "body": "The team deploys to production every Friday."},
            {"name": "tea-green", "description": "The user drinks green tea",
             "type": "user", "body": "Green tea, no sugar."}]
    queries = [{"query": "when do we deploy to production", "split": "design",
                "relevant": ["deploy-friday"]},
               {"query": "which tea does the user drink", "split": "design",
                "relevant": []},
               {"query": "deploy friday", "split": "held_out", "relevant": []}]
    data = calibrate.samples("design", rows, queries)
    # The best candidate of each design query, labelled by whether it was asked for.
    assert sorted(y for _, y in data) == [0, 1]
    assert all(len(x) == len(calibrate._CALIBRATION) - 1 for x, _ in data)
    assert len(calibrate.fit(data)) == len(calibrate._CALIBRATION)


def test_the_committed_quality_set_is_the_benchmarks_own():
    # `memdir eval benchmarks/sets/quality.jsonl` is what `make bench` measures: the file
    # must say what benchmarks/quality_data.py says.
    committed = quality.SET.read_text(encoding="utf-8").splitlines()
    assert committed == quality_data.dataset_lines()


def test_extraction_reports_every_label_per_language(tmp_path):
    from benchmarks import extraction

    data = _run(extraction, tmp_path)
    for split in extraction.SPLITS:
        for lang in (*extraction.LANGS, "all"):
            for label in (*extraction.LABELS, "durable", "temporary_or_chitchat"):
                assert 0.0 <= data["results"][split][lang][label]["rate"] <= 1.0


def test_extraction_set_is_large_enough_and_labelled():
    from benchmarks.extraction_data import LABELS, SENTENCES

    assert all(s.label in LABELS and s.lang in ("en", "zh", "ja") for s in SENTENCES)
    # one label per sentence: unique within a round; a later round written on its own may
    # repeat an everyday sentence of an earlier one ("Thanks, that's exactly what I needed."),
    # and then it carries the same label
    labels: dict[str, set[str]] = {}
    for part in {s.part for s in SENTENCES}:
        texts = [s.text for s in SENTENCES if s.part == part]
        assert len(texts) == len(set(texts)), part
    for s in SENTENCES:
        labels.setdefault(s.text, set()).add(s.label)
    assert all(len(found) == 1 for found in labels.values())


def test_secrets_corpus_runs_and_counts_formats_and_look_alikes(tmp_path):
    from benchmarks import secrets, secrets_data

    data = _run(secrets, tmp_path)
    assert data["caught"] <= data["formats"] and data["look_alikes"] > 0
    assert len(secrets_data.FORMATS) >= 100
    providers = {f.provider for f in secrets_data.FORMATS}
    assert set(secrets.REQUIRED) <= providers


def test_report_keeps_hand_written_sections_and_every_kept_target_in_place(tmp_path,
                                                                          monkeypatch):
    # A section no benchmark renders ("## Session notes", written by hand) was dropped by
    # a re-render, and so was the before/after target row its prefix did not match.
    committed = report.OUT.read_text(encoding="utf-8")
    hand = ("## Hand-written notes (2026-12-05)\n\nWritten by hand; no JSON renders it.\n")
    previous = committed.replace("## Corrections:", hand + "\n## Corrections:", 1)
    previous = previous.replace("\n| corrections: no false", "\n| before/after the one write "
                                "path: x | y | met |\n| corrections: no false", 1)
    _run(prompt_cost, tmp_path)
    monkeypatch.setattr(report, "RESULTS_DIR", tmp_path)
    text = report.render(previous=previous)
    assert hand in text
    assert text.index("## Retrieval quality") < text.index("## Hand-written notes") \
        < text.index("## Corrections:")
    assert "| before/after the one write path: x" in text.split("\n## ", 2)[1]


def test_corrections_set_has_a_held_out_third_per_language():
    from benchmarks.corrections_data import PAIRS

    assert len(PAIRS) >= 300
    for lang in ("en", "zh", "ja"):
        pairs = [p for p in PAIRS if p.lang == lang]
        assert sum(p.held_out for p in pairs) * 3 >= len(pairs) - 3


def test_relative_dates_scores_both_splits_per_language_and_renders(tmp_path):
    from benchmarks import relative_dates, report_time

    data = _run(relative_dates, tmp_path)
    for split in ("design", "held_out"):
        for lang in ("en", "zh", "ja", "all"):
            scored = data["results"]["memdir"][split][lang]
            assert scored["cases"] > 0 and 0 <= scored["exact"] <= scored["within"] <= 1
    assert sum(data["sentences"]["design"].values()) + \
        sum(data["sentences"]["held_out"].values()) >= 150
    lines, targets = [], []
    report_time.relative_dates(data, lines, targets)
    assert targets[0][0].startswith("relative times:")


def test_validity_recall_measures_both_stores_in_one_run(tmp_path):
    from benchmarks import report_time, validity_recall

    data = _run(validity_recall, tmp_path)
    assert set(data["stores"]) == {"today", "validity"}
    assert data["closed_recalled"] == 0 and data["ratio"] > 0
    lines, targets = [], []
    report_time.validity_recall(data, lines, targets)
    assert targets[0][0].startswith("validity: recall p50")


def test_before_after_runs_both_checkouts_in_turn_and_reports_medians(tmp_path, monkeypatch):
    # This checkout on both sides: the runs, their order and the summary, not the numbers.
    out = tmp_path / "before_after.json"
    data = before_after.main(["--quick", "--before", str(before_after.ROOT), "--only",
                              "writes", "--repeats", "2", "--out", str(out),
                              "--runs", str(tmp_path / "runs")])
    assert json.loads(out.read_text(encoding="utf-8"))["summary"] == data["summary"]
    # A run stopped early is summarized from the runs it kept, both sides' repeats alike.
    (tmp_path / "runs" / "writes-before-1.json").unlink()
    again = before_after.main(["--quick", "--before", str(before_after.ROOT), "--summarize",
                               "--runs", str(tmp_path / "runs"), "--out", str(out)])
    assert again["repeats"] == {"writes": 1}
    assert [len(data["runs"]["writes"][side]) for side in ("before", "after")] == [2, 2]
    rows = data["summary"]["writes"]
    assert rows and all(r["before"]["n"] == r["after"]["n"] == 2 for r in rows)
    assert all(r["before"]["low"] <= r["before"]["median"] <= r["before"]["high"]
               for r in rows)
    assert any(r["load"] for r in rows) and any(not r["load"] for r in rows)
    monkeypatch.setattr(report, "RESULTS_DIR", tmp_path)
    text = report.render(names=("before_after",))
    assert "## Before and after the one write path" in text
    assert "| before/after the one write path:" in text


def test_before_after_calls_worse_only_what_every_run_before_beat():
    def row(before, after):
        return {"load": False,
                "before": before_after.spread(before), "after": before_after.spread(after),
                "ratio": before_after.spread(after)["median"]
                / before_after.spread(before)["median"]}
    from benchmarks.report_before_after import worse
    assert worse(row([10, 10.5, 11], [13, 13, 14]))
    assert not worse(row([10, 10.5, 14], [13, 13, 14]))  # within the runs before: noise
    assert not worse(row([10, 10, 10], [10.5, 10.8, 10.9]))  # above them, but by under 10%
    assert not worse({**row([1, 1, 1], [5, 5, 5]), "load": True})  # the machine, not memdir


def test_consolidation_scores_its_labelled_pairs_and_renders(tmp_path):
    from benchmarks import consolidation, report_admission

    data = _run(consolidation, tmp_path)
    everything = data["results"]["all"]["all"]
    assert everything["pairs"] == data["pairs"] > 0
    for kind in ("duplicate", "contradiction"):
        scored = everything[kind]
        assert scored["right"] <= scored["proposed"]
    lines, targets = [], []
    report_admission.consolidation(data, lines, targets)
    assert lines[0].startswith("## Offline consolidation")
    assert [t[0].split(":")[0] for t in targets] == ["consolidation", "consolidation"]


def test_consolidation_set_has_a_held_out_third_of_each_kind_per_language():
    from benchmarks.consolidation import load

    pairs = load()
    for lang in ("en", "zh", "ja"):
        for label in ("duplicate", "contradiction", "unrelated"):
            mine = [p for p in pairs if p.lang == lang and p.label == label]
            assert len(mine) >= 20
            assert sum(p.split == "held_out" for p in mine) * 3 == len(mine)


def test_conversations_answers_each_language_and_renders(tmp_path):
    from benchmarks import conversations, report_conversations

    data = _run(conversations, tmp_path)
    assert [r["language"] for r in data["languages"]] == ["en", "zh", "ja"]
    for lang in data["languages"]:
        everything = lang["rankers"]["lexical"]["all"]
        assert lang["conversations"] == 1 and everything["queries"] == lang["queries"] > 0
        assert 0.0 <= everything["recall"] <= everything["hit"] <= 1.0
    lines: list[str] = []
    report_conversations.conversations_set(1, data, lines, [])
    assert lines[0].startswith(report_conversations.HEADING)


# What a quick run of a set after the eighth says: it is not the set's first run, so it
# keeps the first run's figures, and from the ninth on it sets them against the set before.
_LATER_RUN = {8: ("the seventh set read", None),
              9: ("the eighth set read", "Against the eighth set's figures with the same rules"),
              10: ("the ninth set read", "Against the ninth set's figures with the same rules"),
              11: ("the tenth set read", "Against the tenth set's figures with the same rules"),
              12: ("the eleventh set unread",
                   "Against the eleventh set's figures with the same rules"),
              13: ("the twelfth set's first run",
                   "Against the twelfth set's figures with the same rules")}


@pytest.mark.parametrize(("number", "heading"), [
    (2, "SECOND_HEADING"), (3, "THIRD_HEADING"), (4, "FOURTH_HEADING"), (5, "FIFTH_HEADING"),
    (6, "SIXTH_HEADING"), (7, "SEVENTH_HEADING"), (8, "EIGHTH_HEADING"),
    (9, "NINTH_HEADING"), (10, "TENTH_HEADING"), (11, "ELEVENTH_HEADING"),
    (12, "TWELFTH_HEADING"), (13, "THIRTEENTH_HEADING"),
])
def test_conversations_runs_each_later_set(tmp_path, number, heading):
    import importlib

    from benchmarks import conversations, report_conversations

    data_set = importlib.import_module(f"benchmarks.conversations_data_{number}").CONVERSATIONS
    data = _run(conversations, tmp_path, "--set", str(number))
    assert data["set"] == number and (tmp_path / "conversations.json").is_file()
    for lang in data["languages"]:
        # The first conversation of the language in the set, and its questions.
        first = next(c for c in data_set if c["sample_id"].startswith(lang["language"] + "-"))
        assert 0 < lang["queries"] <= len(first["qa"]) and lang["conversations"] == 1
    lines: list[str] = []
    report_conversations.conversations_set(number, data, lines, [])
    assert lines[0].startswith(getattr(report_conversations, heading))
    if number in _LATER_RUN:
        read, against = _LATER_RUN[number]
        assert "A later run" in lines[-2] and read in lines[-2]
        assert against is None or against in lines[-1]


def test_conversations_prints_the_questions_it_missed(tmp_path, capsys):
    from benchmarks import conversations

    _run(conversations, tmp_path, "--misses")
    printed = capsys.readouterr().out
    assert "=== en lexical: missed questions" in printed and "[en-1 " in printed
    assert "\n   - d" in printed  # a relevant turn that was not recalled


def test_conversation_set_is_consistent_per_language():
    import re

    from benchmarks.conversations_data import CONVERSATIONS
    from memdir.evaluation.dataset import language_of

    langs = [c["sample_id"].split("-")[0] for c in CONVERSATIONS]
    assert sorted(set(langs)) == ["en", "ja", "zh"] and all(langs.count(x) == 3 for x in set(langs))
    for sample in CONVERSATIONS:
        ids = [t["dia_id"] for key, turns in sample["conversation"].items()
               if re.fullmatch(r"session_\d+", key) for t in turns]
        assert len(ids) == len(set(ids)) >= 100
        lang = sample["sample_id"].split("-")[0]
        for qa in sample["qa"]:
            assert set(qa["evidence"]) <= set(ids), qa
            assert qa["evidence"] or qa["category"] == 5, qa
            assert language_of(qa["question"]) == lang, qa["question"]
