"""The PostgreSQL schema, created and upgraded by ordered migrations.

``schema_migrations`` lists the migrations applied (version, name, when). Opening a store
applies the missing ones in order, each in its own transaction, under an advisory lock so
that two processes starting at once do not both apply one. A database migrated by a newer
memdir (a version this one does not know) is refused, not written to.

**Tenants.** Every table holding memory has a ``tenant`` column (a project, a user's own
store) and row-level security: a row is visible and writable only when its tenant equals
the connection's ``memdir.tenant`` setting (`memdir_tenant()`), which the store sets for
each transaction. ``FORCE ROW LEVEL SECURITY`` subjects the tables' owner to it too, so
the one thing that lifts it is a superuser or a ``BYPASSRLS`` role, which the store
refuses to connect as. A query that forgets its tenant (an application bug) sees nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from memdir.foundation.errors import StoreError
from memdir.store.postgres import search_schema

# Taken in each migration transaction: concurrent openers wait, then see the work done.
MIGRATION_LOCK = 0x6D656D646972  # "memdir"

_TENANT = "tenant text NOT NULL DEFAULT memdir_tenant()"

_RECORDS = f"""
CREATE FUNCTION memdir_tenant() RETURNS text LANGUAGE sql STABLE
    AS $$ SELECT nullif(current_setting('memdir.tenant', true), '') $$;

CREATE TABLE memdir_records (
    {_TENANT},
    scope text NOT NULL,
    key text NOT NULL,              -- name_key(name): names that look alike are one record
    name text NOT NULL,
    file text NOT NULL,             -- the file name it has in a folder store
    text text NOT NULL,             -- the whole record (frontmatter + body), as in a file
    hash text NOT NULL,
    description text NOT NULL,
    type text NOT NULL,
    updated_at double precision NOT NULL,
    seq bigserial,                  -- the catalog's order: order of creation
    -- The offline ranker's tokens (memdir.store.files.index.tokenize), space-separated, per
    -- field: the evidence of a hit is computed from them exactly as in the file store.
    name_terms text NOT NULL,
    description_terms text NOT NULL,
    body_terms text NOT NULL,
    terms tsvector NOT NULL,        -- the same tokens; name A, description B, body D
    PRIMARY KEY (tenant, scope, key)
);
CREATE INDEX memdir_records_terms ON memdir_records USING gin (terms);
CREATE INDEX memdir_records_recent ON memdir_records (tenant, scope, updated_at DESC, name);
CREATE INDEX memdir_records_seq ON memdir_records (tenant, scope, seq);

CREATE TABLE memdir_history (
    id bigserial PRIMARY KEY,
    {_TENANT},
    scope text NOT NULL,
    at text NOT NULL,
    op text NOT NULL,
    name text NOT NULL,
    key text NOT NULL,
    file text NOT NULL,
    before text,
    before_bytes bytea,             -- exact bytes of a record that was not valid UTF-8
    after text,
    actor text NOT NULL DEFAULT '',
    new_file text,
    new_key text,                   -- a rename's new identity
    change_id bigint
);
CREATE INDEX memdir_history_by_key ON memdir_history (tenant, scope, key, id);
CREATE INDEX memdir_history_by_new_key ON memdir_history (tenant, scope, new_key, id)
    WHERE new_key IS NOT NULL;
"""

_TENANT_TABLES_V1 = ("memdir_records", "memdir_history")
_TENANT_TABLES_V3 = ("memdir_changes", "memdir_proposals", "memdir_published",
                     "memdir_session_notes")


def _row_level_security(tables: Sequence[str]) -> str:
    return "".join(f"""
ALTER TABLE {t} ENABLE ROW LEVEL SECURITY;
ALTER TABLE {t} FORCE ROW LEVEL SECURITY;
CREATE POLICY memdir_tenant_only ON {t}
    USING (tenant = memdir_tenant()) WITH CHECK (tenant = memdir_tenant());
""" for t in tables)


_REVIEW = f"""
CREATE TABLE memdir_changes (       -- one automatic operation, reverted as one by undo
    id bigserial PRIMARY KEY,
    {_TENANT},
    scope text NOT NULL,
    at timestamptz NOT NULL DEFAULT now(),
    actor text NOT NULL DEFAULT '',
    summary text NOT NULL DEFAULT '',
    undone_at timestamptz
);
CREATE TABLE memdir_proposals (     -- candidates waiting for a person's review
    id bigserial PRIMARY KEY,
    {_TENANT},
    scope text NOT NULL,
    name text NOT NULL,
    text text NOT NULL,
    origin text NOT NULL,
    status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'approved', 'rejected')),
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    decided_by text,
    reason text
);
CREATE INDEX memdir_proposals_pending ON memdir_proposals (tenant, scope, status, id);
CREATE TABLE memdir_published (     -- versions of a knowledge base agents read
    {_TENANT},
    scope text NOT NULL,
    version integer NOT NULL,
    published_at timestamptz NOT NULL DEFAULT now(),
    published_by text NOT NULL DEFAULT '',
    records jsonb NOT NULL,         -- [{{"name", "text"}}, ...]
    PRIMARY KEY (tenant, scope, version)
);
CREATE TABLE memdir_session_notes ( -- a visitor's notes, gone when they expire
    {_TENANT},
    scope text NOT NULL,
    session text NOT NULL,
    name text NOT NULL,
    text text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (tenant, scope, session, name)
);
CREATE INDEX memdir_session_notes_expiry ON memdir_session_notes (expires_at);
"""

# How many records (and index tokens) a tenant's scope holds, kept by a trigger: search
# needs them for every query (idf, BM25's average length), and counting 100,000 rows
# each time would cost more than the search. Rows already there are counted with FORCE
# lifted for this transaction only (the owner may; ALTER TABLE locks the table, so no
# other session sees it lifted): under the policy, a migration (no tenant) sees no row.
_COUNTS = """
ALTER TABLE memdir_records ADD COLUMN tokens integer GENERATED ALWAYS AS (
    coalesce(array_length(string_to_array(name_terms, ' '), 1), 0)
    + coalesce(array_length(string_to_array(description_terms, ' '), 1), 0)
    + coalesce(array_length(string_to_array(body_terms, ' '), 1), 0)) STORED;
CREATE TABLE memdir_counts (
    tenant text NOT NULL DEFAULT memdir_tenant(),
    scope text NOT NULL,
    records bigint NOT NULL,
    tokens bigint NOT NULL,
    PRIMARY KEY (tenant, scope)
);
CREATE FUNCTION memdir_count_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO memdir_counts (tenant, scope, records, tokens)
            VALUES (NEW.tenant, NEW.scope, 1, NEW.tokens)
            ON CONFLICT (tenant, scope) DO UPDATE SET records = memdir_counts.records + 1,
                tokens = memdir_counts.tokens + NEW.tokens;
        RETURN NEW;
    ELSIF TG_OP = 'UPDATE' THEN
        UPDATE memdir_counts SET tokens = tokens - OLD.tokens + NEW.tokens
            WHERE tenant = NEW.tenant AND scope = NEW.scope;
        RETURN NEW;
    END IF;
    UPDATE memdir_counts SET records = records - 1, tokens = tokens - OLD.tokens
        WHERE tenant = OLD.tenant AND scope = OLD.scope;
    RETURN OLD;
END $$;
CREATE TRIGGER memdir_records_count AFTER INSERT OR UPDATE OR DELETE ON memdir_records
    FOR EACH ROW EXECUTE FUNCTION memdir_count_records();
ALTER TABLE memdir_records NO FORCE ROW LEVEL SECURITY;
INSERT INTO memdir_counts (tenant, scope, records, tokens)
    SELECT tenant, scope, count(*), coalesce(sum(tokens), 0) FROM memdir_records
    GROUP BY tenant, scope;
ALTER TABLE memdir_records FORCE ROW LEVEL SECURITY;
""" + _row_level_security(("memdir_counts",))

# The review queue as the file store keeps it: every history entry carries the change it
# belongs to (`memdir.store.change`), so changes are read from the history (the changes
# table of migration 3 goes, it never held a row); a proposal is one JSON object by id.
_REVIEW_V5 = """
ALTER TABLE memdir_history DROP COLUMN change_id;
ALTER TABLE memdir_history ADD COLUMN change text,
    ADD COLUMN change_kind text NOT NULL DEFAULT '', ADD COLUMN undoes text;
CREATE INDEX memdir_history_by_change ON memdir_history (tenant, scope, change)
    WHERE change IS NOT NULL;
DROP TABLE memdir_changes;
DROP TABLE memdir_proposals;
CREATE TABLE memdir_proposals (
    tenant text NOT NULL DEFAULT memdir_tenant(),
    scope text NOT NULL,
    id text NOT NULL,
    data jsonb NOT NULL,
    created text NOT NULL DEFAULT '',
    PRIMARY KEY (tenant, scope, id)
);
""" + _row_level_security(("memdir_proposals",))

# The bearer tokens of `memdir serve` over this database, as SHA-256 hashes (never a
# token). A token is bound to one project, its tenant, and the table is under row-level
# security like the memory: a tenant's transaction sees and changes that project's tokens
# only (list, create, revoke). Authentication comes before any tenant is known, so a
# second, read-only way in: a transaction that presents a hash (``memdir.token_sha256``)
# sees the one row with that hash, and nothing else; listing every project's tokens needs
# every project's name. The table sits beside the memory, not in a server-only database:
# revoking a token is then one transaction every server replica sees at its next request.
_TOKENS = """
CREATE FUNCTION memdir_presented_token() RETURNS text LANGUAGE sql STABLE
    AS $$ SELECT nullif(current_setting('memdir.token_sha256', true), '') $$;
CREATE TABLE memdir_tokens (
    tenant text NOT NULL DEFAULT memdir_tenant(),   -- the project the token is bound to
    sha256 text PRIMARY KEY,
    id text NOT NULL,
    role text NOT NULL CHECK (role IN ('agent', 'reviewer', 'admin')),
    created text NOT NULL,
    note text NOT NULL DEFAULT '',
    UNIQUE (tenant, id)
);
""" + _row_level_security(("memdir_tokens",)) + """
CREATE POLICY memdir_presented_token ON memdir_tokens FOR SELECT
    USING (sha256 = memdir_presented_token());
"""

# Which published version visitors read, and which a rollback returns to (the versions
# themselves are rows of memdir_published, made by migration 3 and unused until now).
_PUBLISHED_STATE = """
CREATE TABLE memdir_published_state (
    tenant text NOT NULL DEFAULT memdir_tenant(),
    scope text NOT NULL,
    current integer NOT NULL,
    previous integer[] NOT NULL DEFAULT '{}',
    at text NOT NULL DEFAULT '',
    PRIMARY KEY (tenant, scope)
);
""" + _row_level_security(("memdir_published_state",))

# A search reads the search terms of every row of its tenant and scope: row-level security
# keeps PostgreSQL from using a GIN index for ``@@`` (not leakproof: the policy's condition
# must come first), and a benchmark query's common words match a third of the rows anyway.
# In memdir_records the tsvector (about 1 kB) sat in TOAST beside the record's text and
# every ``@@`` of a query fetched it again; here each row is only what a search reads, the
# tsvector kept inline (STORAGE MAIN), so a scan reads a narrow table once. Rows go with
# their record (the foreign key cascades a delete; RI checks are not subject to the
# policy). The GIN index goes: no query of a tenant's role could use it.
_SEARCH = """
CREATE TABLE memdir_search (
    tenant text NOT NULL DEFAULT memdir_tenant(),
    scope text NOT NULL,
    key text NOT NULL,
    seq bigint NOT NULL,            -- the record's, for a stable order of equal evidence
    terms tsvector NOT NULL,        -- name A, description B, body D (see search.py)
    PRIMARY KEY (tenant, scope, key),
    FOREIGN KEY (tenant, scope, key) REFERENCES memdir_records ON DELETE CASCADE
);
ALTER TABLE memdir_search ALTER COLUMN terms SET STORAGE MAIN;
ALTER TABLE memdir_records NO FORCE ROW LEVEL SECURITY;
INSERT INTO memdir_search (tenant, scope, key, seq, terms)
    SELECT tenant, scope, key, seq, terms FROM memdir_records;
ALTER TABLE memdir_records FORCE ROW LEVEL SECURITY;
ALTER TABLE memdir_records DROP COLUMN terms;
""" + _row_level_security(("memdir_search",))

# What a public agent's visitors said, for the reviewer (`memdir.service.public`): each session's
# turns and the questions answered without memory, redacted before they get here, one
# JSON object per row, appended, never changed. Under row-level security like the memory:
# one project's visitors are no other project's business.
_VISITORS = """
CREATE TABLE memdir_visitor_log (
    id bigserial PRIMARY KEY,
    tenant text NOT NULL DEFAULT memdir_tenant(),
    scope text NOT NULL,
    session text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('turn', 'question')),
    entry jsonb NOT NULL,
    at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX memdir_visitor_log_by_kind ON memdir_visitor_log (tenant, scope, kind, id);
CREATE INDEX memdir_visitor_log_by_session
    ON memdir_visitor_log (tenant, scope, kind, session, id);
""" + _row_level_security(("memdir_visitor_log",))

# The visitor role of `memdir serve` (`memdir.server.public_api`): a public agent's
# front-end holds it for its visitors.
_VISITOR_ROLE = """
ALTER TABLE memdir_tokens DROP CONSTRAINT memdir_tokens_role_check;
ALTER TABLE memdir_tokens ADD CONSTRAINT memdir_tokens_role_check
    CHECK (role IN ('visitor', 'agent', 'reviewer', 'admin'));
"""

# A token id is how a person names a token to revoke it, and nothing the server keys its
# state by; still, ids are unique across every project, so no two tokens of the server
# are ever told apart by their project alone. The owner role sees past row-level
# security only while the table is not forced, inside this migration's transaction: a
# later token that collided with an earlier one gets an id of its own.
_UNIQUE_TOKEN_IDS = """
ALTER TABLE memdir_tokens NO FORCE ROW LEVEL SECURITY;
UPDATE memdir_tokens t SET id = substr(md5(t.sha256), 1, 16)
    WHERE EXISTS (SELECT 1 FROM memdir_tokens o WHERE o.id = t.id
                  AND (o.created, o.sha256) < (t.created, t.sha256));
CREATE UNIQUE INDEX memdir_tokens_unique_id ON memdir_tokens (id);
ALTER TABLE memdir_tokens FORCE ROW LEVEL SECURITY;
"""

# When each record holds (`memdir.foundation.validity`), as UTC instants beside its search
# terms, so a search leaves out what does not hold in the one pass it makes anyway; its
# creation for a search at a past time (a record without ``valid_from`` holds from it).
# Rows written before hold none of the fields; their creation is read from their text.
_VALIDITY = r"""
ALTER TABLE memdir_search ADD COLUMN valid_from text, ADD COLUMN valid_to text,
    ADD COLUMN created text;
ALTER TABLE memdir_search NO FORCE ROW LEVEL SECURITY;
ALTER TABLE memdir_records NO FORCE ROW LEVEL SECURITY;
UPDATE memdir_search s SET created = substring(r.text from
        E'\ncreated: ''?([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z)')
    FROM memdir_records r WHERE r.tenant = s.tenant AND r.scope = s.scope AND r.key = s.key;
ALTER TABLE memdir_records FORCE ROW LEVEL SECURITY;
ALTER TABLE memdir_search FORCE ROW LEVEL SECURITY;
"""

# The inbox paged and counted without reading every proposal (`memdir.store.reviewed`):
# what a page asks about, kept by PostgreSQL beside each proposal's JSON and indexed. The
# order is code points (COLLATE "C"), as every store and the service order it.
_PROPOSAL_PAGES = """
ALTER TABLE memdir_proposals ALTER COLUMN id TYPE text COLLATE "C",
    ADD COLUMN status text COLLATE "C" GENERATED ALWAYS AS
        (coalesce(data->>'status', 'pending')) STORED,
    ADD COLUMN at text COLLATE "C" GENERATED ALWAYS AS (CASE
        WHEN coalesce(data->>'status', 'pending') <> 'pending'
             AND coalesce(data->>'decided', '') <> '' THEN data->>'decided'
        ELSE coalesce(data->>'created', '') END) STORED,
    ADD COLUMN session text GENERATED ALWAYS AS
        (coalesce(data #>> '{source,session}', '')) STORED,
    ADD COLUMN actor text GENERATED ALWAYS AS (coalesce(data->>'actor', '')) STORED,
    ADD COLUMN dedupe text GENERATED ALWAYS AS (coalesce(data->>'dedupe', '')) STORED;
CREATE INDEX memdir_proposals_by_status ON memdir_proposals (tenant, scope, status, at, id);
CREATE INDEX memdir_proposals_pending_by_session ON memdir_proposals (tenant, scope, session)
    WHERE status = 'pending';
CREATE INDEX memdir_proposals_pending_by_actor ON memdir_proposals (tenant, scope, actor)
    WHERE status = 'pending';
CREATE INDEX memdir_proposals_pending_by_dedupe ON memdir_proposals (tenant, scope, dedupe)
    WHERE status = 'pending';
"""

# What must not outlive its time is deleted by the server's sweep (`memdir.store.postgres
# .sweep`) in every tenant at once: expired session notes, and visitor log entries older
# than the retention period. Row-level security hides other tenants' rows from it as from
# every query, so these policies show it those rows, and only those: a transaction that
# says it sweeps (``memdir.sweep`` on) sees and deletes the notes that have expired, and
# with ``memdir.sweep_before`` the log entries written before that time. Nothing else sets
# them, and what they open is what no read returns anyway.
_SWEEP = """
CREATE FUNCTION memdir_sweeping() RETURNS boolean LANGUAGE sql STABLE
    AS $$ SELECT coalesce(current_setting('memdir.sweep', true), '') = 'on' $$;
CREATE FUNCTION memdir_sweep_before() RETURNS timestamptz LANGUAGE sql STABLE
    AS $$ SELECT nullif(current_setting('memdir.sweep_before', true), '')::timestamptz $$;
CREATE POLICY memdir_sweep_notes ON memdir_session_notes FOR SELECT
    USING (memdir_sweeping() AND expires_at <= now());
CREATE POLICY memdir_sweep_notes_delete ON memdir_session_notes FOR DELETE
    USING (memdir_sweeping() AND expires_at <= now());
CREATE POLICY memdir_sweep_visitors ON memdir_visitor_log FOR SELECT
    USING (memdir_sweeping() AND at < memdir_sweep_before());
CREATE POLICY memdir_sweep_visitors_delete ON memdir_visitor_log FOR DELETE
    USING (memdir_sweeping() AND at < memdir_sweep_before());
CREATE INDEX memdir_visitor_log_by_time ON memdir_visitor_log (at);
CREATE INDEX memdir_visitor_log_tenant_time ON memdir_visitor_log (tenant, scope, at);
"""

# How many of a tenant's records a correction closed (``valid_to`` passed), counted for a
# listing's total (`PostgresStore.count`) from an index of the rows that have a
# ``valid_to``, and only them: a range of it, no row of the table read. Its order is code
# points (COLLATE "C"), as the instants are compared everywhere else.
_CLOSING = """
CREATE INDEX memdir_search_closing ON memdir_search (tenant, scope, valid_to COLLATE "C")
    WHERE valid_to IS NOT NULL;
"""


def _postings(conn: Any) -> None:
    conn.execute(search_schema.POSTINGS + _row_level_security(("memdir_postings",)))
    search_schema.post_existing(conn)


MIGRATIONS: list[tuple[str, str | Callable[[Any], None]]] = [
    ("records and history", _RECORDS),
    ("row-level security by tenant", _row_level_security(_TENANT_TABLES_V1)),
    ("changes, proposals, published versions, session notes",
     _REVIEW + _row_level_security(_TENANT_TABLES_V3)),
    ("record counts kept by a trigger", _COUNTS),
    ("change tags in the history, proposals by id", _REVIEW_V5),
    ("memdir serve's token hashes, by project", _TOKENS),
    ("the published version served", _PUBLISHED_STATE),
    ("search terms in a narrow table of their own", _SEARCH),
    ("visitors' conversation logs and unanswered questions", _VISITORS),
    ("the visitor role of memdir serve's tokens", _VISITOR_ROLE),
    ("token ids unique across projects", _UNIQUE_TOKEN_IDS),
    ("when each record holds, beside its search terms", _VALIDITY),
    ("postings by term, read by a search instead of every row", _postings),
    ("sentence vectors per record and model",
     search_schema.VECTORS + _row_level_security(("memdir_vectors", "memdir_vector_counts"))),
    ("the inbox paged: each proposal's state, order, session, actor, duplicate key",
     _PROPOSAL_PAGES),
    ("expired notes and old visitor logs deleted by the server's sweep", _SWEEP),
    ("the records a correction closed, counted from an index of when they end", _CLOSING),
    ("search terms of the tokenizer that reads numbers as digits and a Japanese word whole",
     search_schema.retokenize),
    ("search terms of the stemmer that leaves a short word itself ('one' was 'on')",
     search_schema.retokenize),
    ("search terms of the stemmer that reads an acronym's plural as it ('gpus' was 'gpus')",
     search_schema.retokenize),
    ("postings of every Han pair, which a Japanese query keeps (京都 was not posted)",
     search_schema.retokenize),
    ("search terms of the stemmer that reads an irregular past as its verb ('bought' as 'buy')",
     search_schema.retokenize),
    ("search terms of the stemmer that leaves a past that is a noun or a name ('fed' was 'feed')",
     search_schema.retokenize),
]


def migrate(conn: Any) -> int:  # conn: psycopg.Connection (autocommit off)
    """Apply the migrations this database lacks, in order; return how many were applied.

    Raises:
        StoreError: the database was migrated by a newer memdir.
    """
    applied = 0
    while True:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations ("
                         "version integer PRIMARY KEY, name text NOT NULL,"
                         " applied_at timestamptz NOT NULL DEFAULT now())")
            version = conn.execute("SELECT coalesce(max(version), 0) FROM schema_migrations"
                                   ).fetchone()[0]
            if version > len(MIGRATIONS):
                raise StoreError(
                    f"This PostgreSQL database has memdir schema version {version}, newer "
                    f"than this memdir knows ({len(MIGRATIONS)}); upgrade memdir.")
            if version == len(MIGRATIONS):
                return applied
            name, step = MIGRATIONS[version]
            if callable(step):
                step(conn)
            else:
                conn.execute(step)
            conn.execute("INSERT INTO schema_migrations (version, name) VALUES (%s, %s)",
                         (version + 1, name))
            applied += 1
