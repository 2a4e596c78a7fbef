-- Secrets the deployment signs with (for example the short-lived links to a
-- private learner's screenshots), shared by every instance of this
-- database: the first instance that needs one stores a random value, and
-- every instance reads that one.
CREATE TABLE server_keys (
    name TEXT PRIMARY KEY,
    secret TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
