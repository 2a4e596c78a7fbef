-- A challenge's executable acceptance checks (content/challenges/<slug>/
-- checks.yaml, format in content/README.md) as the import read and
-- validated them: a JSON array of checks, each with its steps or the
-- reason a machine cannot judge it. An unchanged file is not rewritten
-- (the task's content hash covers it).
ALTER TABLE tasks ADD COLUMN acceptance_checks TEXT NOT NULL DEFAULT '[]';

-- 1 when every required acceptance check passed on the solution's last
-- run of the checks (docs/checks.md): the Verified mark.
ALTER TABLE solutions ADD COLUMN verified BIGINT NOT NULL DEFAULT 0;
