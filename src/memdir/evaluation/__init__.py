"""The evaluation kit: how well memory recalls on a data set of your own (`memdir eval`).

- `dataset`: the documented JSONL format (records; queries with the records that answer
  them; optional category, language and expected answer), read and checked;
- `formats`, `locomo`, `longmemeval`: reading a file in any of them, converting the public
  formats a user has a copy of (memdir ships no data set);
- `runner`: each store in a temporary folder, each query answered by `Memory.recall` with
  each ranker asked for;
- `metrics`: recall@k, hit@k, MRR, unanswerable queries recalling anything, per category
  and language, with bootstrap intervals and paired differences between rankers;
- `qa`, `judge`: end-to-end question answering graded by a pinned, versioned judge.

A front-end of the service: it reads a file, runs `Memory`, and returns numbers; the
command line renders them (`memdir.cli.evaluate`). Nothing here is imported by
``import memdir``.
"""
