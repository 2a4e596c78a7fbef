-- The rendered audit's screenshots of a solution's live page
-- (docs/checks.md): one PNG per viewport (phone, tablet, desktop, social),
-- replaced by each run, in the database so that every instance serves them.
CREATE TABLE solution_screenshots (
    solution_id  BIGINT NOT NULL REFERENCES solutions (id) ON DELETE CASCADE,
    viewport     TEXT   NOT NULL,
    width        BIGINT NOT NULL,
    height       BIGINT NOT NULL,
    png          BYTEA   NOT NULL,
    created_at   BIGINT NOT NULL,
    PRIMARY KEY (solution_id, viewport)
);
