-- The PostgreSQL store's first schema (postgres-store.ts). Applied once, by
-- version, under an advisory lock (postgres-migrate.ts).

CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);

-- A notice's seq is its place in arrival order. It is drawn inside the
-- ingest lock (see PostgresNoticeStore.insert), so seqs become visible in
-- increasing order and max(seq) is a snapshot no later commit can fall under.
CREATE SEQUENCE notice_seq;

CREATE TABLE notices (
  seq bigint PRIMARY KEY,
  id text NOT NULL UNIQUE,
  state text NOT NULL,
  county text NOT NULL,
  paper_name text NOT NULL,
  date date NOT NULL,
  domain text,
  -- The engine's full entities, deflated by the client (store.ts packBody) like
  -- the record bodies. The text itself is kept once, in the public_notices record.
  entities_packed bytea,
  ingested_at timestamptz NOT NULL DEFAULT now(),
  -- The notice's distinct words (text, paper, county, extracted names), split
  -- and lowercased by the client as queries are, plus its scope words
  -- ('_s_<state>', '_d_<domain>': store.ts scopeWords, so the index narrows a
  -- search to a state and collection), separated by spaces. Searched
  -- through the expression index below; kept as text rather than a tsvector
  -- column because text compresses and a tsvector does not (a third of the
  -- table). No positions: a search is a set of words that must all occur.
  words text NOT NULL
);
CREATE INDEX notices_by_date ON notices (date, seq);
-- postgres-store.ts queries this very expression, so the index serves it.
CREATE INDEX notices_search ON notices USING gin (array_to_tsvector(string_to_array(words, ' ')));

-- One row per record of a collection, with the notice's sort and filter
-- columns copied so a list reads one table.
CREATE TABLE records (
  collection text NOT NULL,
  id text NOT NULL,
  seq bigint NOT NULL REFERENCES notices (seq),
  state text NOT NULL,
  county_key text NOT NULL,
  date date NOT NULL,
  body bytea NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE INDEX records_in_order ON records (collection, state, date, seq);
CREATE INDEX records_by_county ON records (collection, state, county_key, date, seq);
CREATE INDEX records_by_notice ON records (seq);

CREATE TABLE tokens (
  hash text PRIMARY KEY,
  access text NOT NULL CHECK (access IN ('limited', 'full')),
  states text[],
  label text,
  created_at timestamptz NOT NULL
);
CREATE INDEX tokens_by_label ON tokens (label);

-- Request counters shared by every API instance (postgres-rate-limit-store.ts).
CREATE TABLE rate_limits (
  route text NOT NULL,
  key text NOT NULL,
  count integer NOT NULL,
  -- Epoch milliseconds, by the database clock, so every instance agrees.
  window_end bigint NOT NULL,
  PRIMARY KEY (route, key)
);
