-- Follow-up work that must not be lost (a completion's learning paths and
-- achievements, an achievement refresh that failed): written in the same
-- transaction as the action that makes it due where it must commit with
-- it, run at once by the request, and retried by the job workers of every
-- instance until it succeeds. One pending job per kind and key.
CREATE TABLE jobs (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind          TEXT   NOT NULL,
    key           TEXT   NOT NULL,
    payload       TEXT   NOT NULL,
    attempts      BIGINT NOT NULL DEFAULT 0,
    run_at        BIGINT NOT NULL,
    locked_until  BIGINT,
    last_error    TEXT,
    created_at    BIGINT NOT NULL,
    UNIQUE (kind, key)
);
CREATE INDEX jobs_due ON jobs (run_at);
