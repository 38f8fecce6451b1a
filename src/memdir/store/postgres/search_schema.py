"""The search's own tables in PostgreSQL, added by migrations 13 and 14 (`schema`): the
postings a search reads (`memdir.store.postgres.postings`) and the sentence vectors of the
fused ranker (`memdir.store.postgres.vectors`); and the terms written again when the
tokenizer changes (`retokenize`, migration 18). Each statement here leaves the new tables'
row-level security to `schema`, which adds it as for every table holding memory."""

from __future__ import annotations

from typing import Any

from memdir.foundation.record import parse_record
from memdir.providers.ranking import field_terms
from memdir.store.postgres.postings import posting_terms

# Postings (`memdir.store.postgres.postings`): one row per term a record is posted under,
# found by equality on the primary key, which row-level security lets PostgreSQL use
# (text equality is leakproof), so a search reads the postings of its terms and no other
# row. A record's search row holds its terms (those of the name and description, those of
# the body only); a trigger writes the postings from them on every insert, change and
# delete of that row (a deleted record's row goes with it), whoever writes. A record is
# posted under its ``seq``, a number, not its key: a posting is smaller.
POSTINGS = """
ALTER TABLE memdir_search ADD COLUMN key_terms text[] NOT NULL DEFAULT '{}',
    ADD COLUMN body_terms text[] NOT NULL DEFAULT '{}';
CREATE TABLE memdir_postings (
    tenant text NOT NULL DEFAULT memdir_tenant(),
    scope text NOT NULL,
    term text COLLATE "C" NOT NULL, -- "C": the terms a phrase begins are one range
    seq bigint NOT NULL,            -- the record's (memdir_records.seq)
    in_key boolean NOT NULL,        -- in the name or description, else in the body only
    PRIMARY KEY (tenant, scope, term, seq) INCLUDE (in_key)
);
CREATE FUNCTION memdir_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    old_terms text[] := '{}';
BEGIN
    IF TG_OP = 'DELETE' THEN
        DELETE FROM memdir_postings WHERE tenant = OLD.tenant AND scope = OLD.scope
            AND term = ANY(OLD.key_terms || OLD.body_terms) AND seq = OLD.seq;
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.seq <> NEW.seq THEN
        DELETE FROM memdir_postings WHERE tenant = OLD.tenant AND scope = OLD.scope
            AND term = ANY(OLD.key_terms || OLD.body_terms) AND seq = OLD.seq;
    ELSIF TG_OP = 'UPDATE' THEN
        -- An edit changes few terms: only those are written.
        old_terms := OLD.key_terms || OLD.body_terms;
        DELETE FROM memdir_postings WHERE tenant = OLD.tenant AND scope = OLD.scope
            AND term = ANY(ARRAY(SELECT unnest(old_terms)
                                 EXCEPT SELECT unnest(NEW.key_terms || NEW.body_terms)))
            AND seq = OLD.seq;
        UPDATE memdir_postings SET in_key = NOT in_key WHERE tenant = NEW.tenant
            AND scope = NEW.scope AND seq = NEW.seq
            AND term = ANY(ARRAY(SELECT unnest(NEW.key_terms) INTERSECT
                                 SELECT unnest(OLD.body_terms) UNION ALL
                                 (SELECT unnest(NEW.body_terms) INTERSECT
                                  SELECT unnest(OLD.key_terms))));
    END IF;
    INSERT INTO memdir_postings (tenant, scope, term, seq, in_key)
        SELECT NEW.tenant, NEW.scope, t, NEW.seq, true FROM unnest(NEW.key_terms) t
            WHERE NOT t = ANY(old_terms)
        UNION ALL
        SELECT NEW.tenant, NEW.scope, t, NEW.seq, false FROM unnest(NEW.body_terms) t
            WHERE NOT t = ANY(old_terms);
    RETURN NEW;
END $$;
CREATE TRIGGER memdir_search_posted AFTER INSERT OR DELETE ON memdir_search
    FOR EACH ROW EXECUTE FUNCTION memdir_post();
CREATE TRIGGER memdir_search_reposted AFTER UPDATE ON memdir_search FOR EACH ROW
    WHEN (OLD.seq <> NEW.seq OR OLD.key_terms IS DISTINCT FROM NEW.key_terms
          OR OLD.body_terms IS DISTINCT FROM NEW.body_terms)
    EXECUTE FUNCTION memdir_post();
"""


def post_existing(conn: Any) -> None:
    """Post every record already stored (the trigger writes the postings as each search
    row gets its terms), then drop the tsvector no search reads any more. The owner lifts
    FORCE for this transaction only, as the record counts' migration does: under the
    policy a migration, which has no tenant, sees no row."""
    tables = ("memdir_records", "memdir_search", "memdir_postings")
    for t in tables:
        conn.execute(f"ALTER TABLE {t} NO FORCE ROW LEVEL SECURITY")
    with conn.cursor(name="memdir_postings_backfill") as rows:
        rows.execute("SELECT tenant, scope, key, name_terms, description_terms, body_terms"
                     " FROM memdir_records")
        while batch := rows.fetchmany(2_000):
            conn.cursor().executemany(
                "UPDATE memdir_search SET key_terms = %s, body_terms = %s"
                " WHERE tenant = %s AND scope = %s AND key = %s",
                [(*posting_terms((n, d, b)), tenant, scope, key)
                 for tenant, scope, key, n, d, b in batch])
    for t in tables:
        conn.execute(f"ALTER TABLE {t} FORCE ROW LEVEL SECURITY")
    conn.execute("ALTER TABLE memdir_search DROP COLUMN terms")


def retokenize(conn: Any) -> None:
    """Write every stored record's terms and postings again, from its text, with the
    tokenizer as it is now (numbers as digits, kanji and kana word forms as one word: see
    `memdir.providers.ranking`), so a query cut by it finds what was stored before it. A
    record's content, hash and vectors are left as they are. Row-level security is lifted
    for this transaction only, as in `post_existing`."""
    tables = ("memdir_records", "memdir_search", "memdir_postings")
    for t in tables:
        conn.execute(f"ALTER TABLE {t} NO FORCE ROW LEVEL SECURITY")
    with conn.cursor(name="memdir_retokenize") as rows:
        rows.execute("SELECT tenant, scope, key, file, text FROM memdir_records")
        while batch := rows.fetchmany(2_000):
            terms = []
            for tenant, scope, key, file, text in batch:
                rec = parse_record(text, file)
                fields = field_terms(rec.name, rec.description, rec.body)
                terms.append((fields, tenant, scope, key))
            conn.cursor().executemany(
                "UPDATE memdir_records SET name_terms = %s, description_terms = %s,"
                " body_terms = %s WHERE tenant = %s AND scope = %s AND key = %s",
                [(*fields, *at) for fields, *at in terms])
            conn.cursor().executemany(
                "UPDATE memdir_search SET key_terms = %s, body_terms = %s"
                " WHERE tenant = %s AND scope = %s AND key = %s",
                [(*posting_terms(fields), *at) for fields, *at in terms])
    for t in tables:
        conn.execute(f"ALTER TABLE {t} FORCE ROW LEVEL SECURITY")


# Sentence vectors (`memdir.store.postgres.vectors`): one per record and model, float32
# bytes, with the hash of the content it was computed from and ``seq``, growing with every
# vector stored, so a process that holds a model's vectors reads only those stored since
# it last looked. A record's vectors go with it (the foreign key cascades), and with its
# content: a change of hash deletes them (trigger), so a vector is never older than its
# record. How many each model has is counted by a trigger (memdir_vector_counts): a search
# knows at once whether every record has its vector, without scanning for those that lack
# one.
VECTORS = """
CREATE TABLE memdir_vectors (
    tenant text NOT NULL DEFAULT memdir_tenant(),
    scope text NOT NULL,
    key text NOT NULL,
    model text NOT NULL,
    hash text NOT NULL,             -- the record's content it was computed from
    vec bytea NOT NULL,             -- float32, little-endian
    seq bigserial,
    PRIMARY KEY (tenant, scope, key, model),
    FOREIGN KEY (tenant, scope, key) REFERENCES memdir_records ON DELETE CASCADE
);
ALTER TABLE memdir_vectors ALTER COLUMN vec SET STORAGE EXTERNAL;
CREATE INDEX memdir_vectors_by_seq ON memdir_vectors (tenant, scope, model, seq);
CREATE TABLE memdir_vector_counts (
    tenant text NOT NULL DEFAULT memdir_tenant(),
    scope text NOT NULL,
    model text NOT NULL,
    vectors bigint NOT NULL,
    PRIMARY KEY (tenant, scope, model)
);
CREATE FUNCTION memdir_count_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO memdir_vector_counts (tenant, scope, model, vectors)
            VALUES (NEW.tenant, NEW.scope, NEW.model, 1)
            ON CONFLICT (tenant, scope, model)
            DO UPDATE SET vectors = memdir_vector_counts.vectors + 1;
        RETURN NEW;
    END IF;
    UPDATE memdir_vector_counts SET vectors = vectors - 1
        WHERE tenant = OLD.tenant AND scope = OLD.scope AND model = OLD.model;
    RETURN OLD;
END $$;
CREATE TRIGGER memdir_vectors_count AFTER INSERT OR DELETE ON memdir_vectors
    FOR EACH ROW EXECUTE FUNCTION memdir_count_vectors();
CREATE FUNCTION memdir_drop_stale_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM memdir_vectors WHERE tenant = OLD.tenant AND scope = OLD.scope
        AND key = OLD.key;
    RETURN NEW;
END $$;
CREATE TRIGGER memdir_records_stale_vectors AFTER UPDATE ON memdir_records FOR EACH ROW
    WHEN (OLD.hash IS DISTINCT FROM NEW.hash) EXECUTE FUNCTION memdir_drop_stale_vectors();
"""


__all__ = ["POSTINGS", "VECTORS", "post_existing", "retokenize"]
