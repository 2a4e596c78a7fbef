-- A completed challenge is a solution: the two links the learner gave, the
-- checks run on them (repository, live site, static audit), the report and
-- the score. One per learner and challenge, like the completion itself;
-- the completion writes it, with its checks queued and their job, in one
-- transaction.
CREATE TABLE solutions (
    id                   BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id              BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    task_id              BIGINT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
    repository_url       TEXT   NOT NULL,
    live_url             TEXT   NOT NULL,
    completed_at         BIGINT NOT NULL,
    -- 0-100 once every check has run (NULL: not checked, or no score due).
    score                BIGINT,
    -- JSON: { "audits": [...], "issues": [...] } of the last run.
    report               TEXT   NOT NULL DEFAULT '{"audits":[],"issues":[]}',
    checked_at           BIGINT,
    -- The last time checks were asked for (the completion or a re-run).
    checks_requested_at  BIGINT NOT NULL,
    UNIQUE (user_id, task_id)
);

-- Each check of a solution: queued, running, passed, failed or error, with
-- a sentence for the learner.
CREATE TABLE solution_checks (
    solution_id  BIGINT NOT NULL REFERENCES solutions (id) ON DELETE CASCADE,
    kind         TEXT   NOT NULL,
    position     BIGINT NOT NULL,
    status       TEXT   NOT NULL,
    detail       TEXT   NOT NULL,
    updated_at   BIGINT NOT NULL,
    PRIMARY KEY (solution_id, kind)
);

ALTER TABLE progress ADD COLUMN solution_id BIGINT REFERENCES solutions (id) ON DELETE SET NULL;

-- Completions from before checks existed become solutions too, without
-- checks: their learners run them from the solution's page.
INSERT INTO solutions (user_id, task_id, repository_url, live_url, completed_at, checks_requested_at)
SELECT user_id, task_id, COALESCE(github_repo_url, ''), COALESCE(github_pages_url, ''),
       COALESCE(completed_at, updated_at), 0
FROM progress WHERE status = 'completed';
UPDATE progress SET solution_id = (
    SELECT s.id FROM solutions s WHERE s.user_id = progress.user_id AND s.task_id = progress.task_id
) WHERE status = 'completed';

-- A job that failed too often stays, marked failed with its last error,
-- instead of running again.
ALTER TABLE jobs ADD COLUMN failed_at BIGINT;
