-- The server instances serving this database, each with when it last said
-- it is alive (its clock, in milliseconds). An instance that finds itself
-- alone here may trust its cached sessions for a moment; one that sees
-- others reads every session from the database, so that a logout or a
-- suspension through any instance ends the session on all of them at once
-- (docs/performance.md, "Sessions held in memory while alone").
CREATE TABLE instances (
    id TEXT PRIMARY KEY,
    seen_at BIGINT NOT NULL
);
