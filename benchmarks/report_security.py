"""The security sections of RESULTS.md: redaction on its labelled corpus
(`benchmarks.redaction`) and the server under load with an attacker present
(`benchmarks.attack_load`). Called by `benchmarks.report`."""

from __future__ import annotations

from typing import Any

from .common import table

Targets = list[tuple[str, str, bool, str]]

MISSED_NOTES = {
    "redaction": (
        "The misses and false positives are listed in the JSON result with the text and "
        "what redaction made of it; each names a rule of `memdir.pipeline.redact` (an edge, a "
        "separator, a checksum, a region) to fix, not a threshold to move."),
    "attack_load": (
        "Read it beside the runs with one attacker each and with none (the section's "
        "second table): on this shared 2-core machine the two kinds of window differ by "
        "themselves, and a p99 (the slowest 1% of some 2,000 recalls) moves with whatever "
        "else the machine runs. Lost writes, cross-tenant reads, 5xx answers or a growing "
        "peak RSS are failures on any machine: the run's JSON holds the examples and the "
        "server's first traceback. A p99 ratio past 2x that the visitor alone repeats is "
        "work a visitor makes the server do outside its share (`visitor_time_share`): "
        "profile the server during the flood (py-spy) for it."),
}

SECTIONS = {"redaction": ("## Redaction", "redaction:"),
            "attack_load": ("## memdir serve with an attacker", "attack:")}


def redaction(d: dict[str, Any], out: list[str], targets: Targets) -> None:
    out.append(f"## Redaction: personal data in English, Chinese and Japanese ({d['date']})\n")
    out.append(f"`python -m benchmarks.redaction`: {d['positives']} sentences holding one "
               "value each (cards, IBANs, China resident IDs, Japan My Numbers, phones, "
               "e-mail addresses; made with their checksums from a fixed seed and written "
               "as people write them: full width, grouped by spaces, dashes, dots or the "
               "ideographic space, lower case, glued to CJK text, zero-width spaces inside) "
               f"and {d['negatives']} look-alikes (checksums that fail, timestamps, "
               "versions, postal codes, prices, hashes, a date-time that passes the My "
               "Number check). A value counts as redacted when exactly its characters are "
               "replaced by its label; a look-alike counts as a false positive when the "
               "text changes at all.\n")
    out.append(table(["kind", "redacted", "of", "recall"],
                     [(k, v["redacted"], v["of"], v["redacted"] / v["of"])
                      for k, v in d["by_kind"].items()]))
    out.append("")
    out.append(table(["language", "recall", "false positives", "look-alikes",
                      "false positive rate"],
                     [(k, v["redacted"] / v["of"], v["false_positives"], v["negatives"],
                       v["false_positives"] / v["negatives"])
                      for k, v in d["by_language"].items()]))
    out.append(f"\n{d['ms_per_sentence']} ms per sentence. What redaction does not find is "
               "listed in docs/public-agent.md.\n")
    targets.append((f"redaction: {d['positives']} positives and {d['negatives']} look-alikes "
                    "(en/zh/ja), recall and false positive rate (reported)",
                    f"recall {d['recall']:.3f}, false positive rate "
                    f"{d['false_positive_rate']:.3f}",
                    d["recall"] >= 0.99 and d["false_positive_rate"] <= 0.01, "redaction"))


def attack_load(d: dict[str, Any], out: list[str], targets: Targets,
                unpaced: dict[str, Any] | None = None,
                alone: dict[str, dict[str, Any] | None] | None = None) -> None:
    """The run with the defaults; ``unpaced``: the same with the slowloris opening
    connections as fast as it can (``--connect-rate 0``), when it was run; ``alone``:
    runs with one attacker each (``--attackers flooder``, ``--attackers halfopen``), by
    attacker, when they were run."""
    r, srv, f, h, c = d["recall"], d["server"], d["flooder"], d["half_open"], d["clients"]
    limits = ", ".join(f"`{x}`" for x in d["limits"]) or "its default limits"
    out.append(f"## memdir serve with an attacker present ({d['date']})\n")
    out.append(
        f"`python -m benchmarks.attack_load`: one `memdir serve --store postgresql://...` "
        f"(a throwaway cluster on this machine) with {limits}; {d['tenants']} tenants with "
        f"{d['records']} records each (every record carrying its tenant's marker word), "
        f"{d['agents']} agents with their own tokens, one keep-alive connection each from "
        f"their tenant's loopback address, sending {d['rate']:g} requests a second in all "
        f"on schedules of their own (one in {d['write_every']} a new record, the rest "
        "recalls; a latency runs from the time a request was due, so an agent still "
        "waiting when its next request was due counts the wait). The attackers, during "
        f"the attack windows only: a **visitor** of a public agent's published project "
        f"flooding on {d['flood_connections']} connections as fast as it is answered "
        "(recalls, turns with a note and proposals, new sessions, bodies past the 1 MB "
        "cap, made-up tokens; `Retry-After` ignored), and a **slowloris** on an address "
        f"of its own holding up to {d['half_open_sockets']:,} connections with half a "
        "request's headers (a header line every 2 s, never the end), opening "
        + (f"at most {d['connect_rate']:g} new ones a second"
           if d.get("connect_rate") else "new ones as fast as it can")
        + f". {d['rounds']} rounds of a {d['window_s']:g} s window without attackers and "
        f"one with them, alternating, so both see the same machine.\n")
    out.append(table(["window", "recalls", "failed", "p50 ms", "p95 ms", "p99 ms",
                      "write p99 ms", "server peak RSS MiB", "server CPU (cores)"],
                     [(k, r[k]["n"], r[k]["failed"], r[k]["p50_ms"], r[k]["p95_ms"],
                       r[k]["p99_ms"], d["write"][k]["p99_ms"], srv[k]["peak_rss_mib"],
                       srv[k]["cpu_share"]) for k in ("baseline", "attack")]))
    rounds = ", ".join(f"{x['baseline_p99_ms']:g} / {x['attack_p99_ms']:g}"
                       for x in d.get("by_round", []))
    out.append(f"\nThe other tenants' recall p99 under attack: **{d['p99_ratio']}x** the "
               f"same run's without (target at most 2x); by round, without / with (ms): "
               f"{rounds}. The server's resident memory: {srv['start_rss_mib']} MiB at the "
               f"start, peak {srv['peak_rss_mib']} MiB (`VmHWM`).\n")
    out.append(table(["acknowledged writes", "lost", "wrong content",
                      "answers with another tenant's marker", "listings with one",
                      "agents' failed requests", "5xx answers", "server tracebacks"],
                     [(d["verified_writes"], d["lost"], d["wrong_content"],
                       d["cross_tenant_answers"], d["cross_tenant_listed"],
                       d["agent_errors"], d.get("http_5xx", 0), d["server_tracebacks"])]))
    out.append("\nEvery write the server acknowledged was read back through its agent's "
               "token after the run; every answer, the visitor's included, was searched "
               "for the other tenants' markers, and so was each tenant's whole listing.\n")
    kinds = sorted(f["by_kind"].items(), key=lambda kv: (-kv[1], kv[0]))
    out.append(f"What the visitor got ({f['requests_per_s']:g} requests a second, "
               f"{f['connections']:,} connections opened; {f['proposals_stored']:,} "
               "proposals in the inbox at the end):\n")
    out.append(table(["request", "answer", "count"],
                     [(k.rsplit(" ", 1)[0], k.rsplit(" ", 1)[1].replace("0", "closed", 1)
                       if k.endswith(" 0") else k.rsplit(" ", 1)[1], v)
                      for k, v in kinds]))
    out.append(f"\nWhat the slowloris got: {h['attempts']:,} connections opened, at most "
               f"{h['peak_open']:,} open at once from its side; "
               f"{h['closed_at_once']:,} reset at once (past the 256 an address may "
               f"hold), {h['closed_after_n']:,} closed by the server after "
               f"{h['closed_after_p50_s']} s (median: the header timeout), "
               f"{h['held_to_end']:,} still waiting when a window ended, "
               f"{h['answered']} answered.\n")
    runs = [(who, x) for who, x in (alone or {}).items() if x]
    if runs:
        names = {"flooder": "only the visitor flooding", "halfopen": "only the slowloris",
                 "none": "none (both kinds of window alike)"}
        out.append("Each attacker alone, in runs of their own made the same way (windows "
                   "without and with it, alternating), to tell what each costs the "
                   "others; and a run with no attacker in either kind of window, to tell "
                   "how far two kinds of window differ on this machine by themselves:\n")
        out.append(table(["attacker", "date", "rounds", "recall p50 ms without / with",
                          "p99 ms without / with", "p99 ratio", "server CPU without / with",
                          "load average at the end"],
                         [(names.get(who, who), x["date"], x["rounds"],
                           f"{x['recall']['baseline']['p50_ms']:g} / "
                           f"{x['recall']['attack']['p50_ms']:g}",
                           f"{x['recall']['baseline']['p99_ms']:g} / "
                           f"{x['recall']['attack']['p99_ms']:g}", f"{x['p99_ratio']}x",
                           f"{x['server']['baseline']['cpu_share']} / "
                           f"{x['server']['attack']['cpu_share']}",
                           ", ".join(f"{v:.1f}" for v in x["load_average"]))
                          for who, x in runs]))
        out.append("")
    if unpaced:
        u = unpaced["half_open"]
        rate = u["attempts"] / (unpaced["window_s"] * unpaced["rounds"])
        extra_cpu = (unpaced["server"]["attack"]["cpu_share"]
                     - unpaced["server"]["baseline"]["cpu_share"])
        out.append(f"The same run with the slowloris opening connections as fast as it "
                   f"can ({unpaced['date']}, `--connect-rate 0`): "
                   f"{rate:,.0f} new "
                   f"connections a second, each reset by the listening socket; the other "
                   f"tenants' recall p99 {unpaced['recall']['attack']['p99_ms']:g} ms against "
                   f"{unpaced['recall']['baseline']['p99_ms']:g} ms without "
                   f"({unpaced['p99_ratio']}x), server CPU "
                   f"{unpaced['server']['attack']['cpu_share']} against "
                   f"{unpaced['server']['baseline']['cpu_share']} cores, the slowloris's own "
                   f"{unpaced['clients']['half_open_cpu_share']}. What such a flood costs is "
                   "the kernel's work for each connection (the server's CPU beyond the run "
                   f"without attackers, {extra_cpu * 1000 / rate:.3f} ms a connection in this "
                   "run) on a machine the attacker shares here: it is "
                   "a connection flood, for the network in front of the server "
                   "(docs/security.md).\n")
    out.append(f"The clients' own CPU, for the record (the machine has {d['cpus']} cores, "
               "shared with the server, PostgreSQL and other work; load average "
               f"{', '.join(f'{x:.1f}' for x in d['load_average'])} at the end): the agents' "
               f"process {c['agents_cpu_share']:.3f} of a core, its event loop late by "
               f"{c['agents_loop_late_p99_ms']} ms at p99 (so the agents, not waiting on "
               f"their own process, measured the server); the visitor "
               f"{c['flooder_cpu_share']:.3f} and the slowloris "
               f"{c['half_open_cpu_share']:.3f} of a core, both at `nice` 10, taking what "
               "the server and the agents leave, as attackers on machines of their own "
               "would.\n")
    targets.append((f"attack: {d['agents']} agents over PostgreSQL with a flooding visitor "
                    "and a slowloris: other tenants' recall p99 at most 2x, 0 lost writes, "
                    "0 cross-tenant reads, server memory bounded",
                    f"p99 {r['attack']['p99_ms']:g} ms vs {r['baseline']['p99_ms']:g} ms "
                    f"({d['p99_ratio']}x); lost {d['lost']}, cross-tenant "
                    f"{d['cross_tenant_answers'] + d['cross_tenant_listed']}; peak RSS "
                    f"{srv['peak_rss_mib']:g} MiB", d["met"], "attack_load"))
