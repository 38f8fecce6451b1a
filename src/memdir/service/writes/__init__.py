"""The one write path: every change to memory is a command (`memdir.service.commands`)
run here, and nothing outside this package and the stores calls a store's write
methods (a test looks for any call elsewhere).

A person's own command (the command line, the review page, a reviewer's token) is
applied; the write policy governs what is written on someone's behalf: a model's tools,
extraction (the user's own words included), imports, consolidation, visitors.

For every command, in this order:

1. **The actor and its role** (`memdir.service.actors`): approving, rejecting,
   publishing, rolling back and erasing need a person; a model never decides a proposal,
   whatever the front-end that carried its request.
2. **The write policy** (`memdir.service.write_policy`): the writer and the record's type
   give ``auto``, ``propose`` or ``refuse`` for every kind of change a writer asks for —
   a save, an update, a rename, a delete, a restore, an undo, a consolidation plan. A
   proposal keeps the command it came from and the hash of each record it would change.
3. **Admission** (`memdir.pipeline.admission.policy.decide`, one implementation for every
   path): persistent only, temporary markers, duplicates, corrections.
4. **One secret scan** of each record version about to be written or proposed: every
   field, the kept source and frontmatter included; a person may override for every
   field but the name.
5. **The store operation**, carrying the hash the change was decided on, so a racing
   writer is refused instead of overwritten.

Approving a proposal applies the records the person reviewed, against the hashes they
were proposed on. A record changed since means the proposal is stale: nothing is
written, the proposal is marked ``stale`` and its command proposed again against the
record as it is now, with a fresh diff (`StaleProposal` says so in one sentence).

The modules: `pipeline` runs the commands; `gate` is the write policy for one command;
`proposals` makes, keeps and decides proposals; `undo` reverts a change and applies
consolidation plans; `imports` brings records from elsewhere; `owner` holds what only a
person does (purge, publish, rollback); `provenance` says who wrote an extracted record.
"""

from memdir.service.writes.pipeline import Pipeline

__all__ = ["Pipeline"]
