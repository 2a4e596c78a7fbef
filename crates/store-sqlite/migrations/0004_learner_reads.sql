-- Moves with every change to a learner's progress records, in the same
-- transaction as the change, so the server can keep what it derives from
-- them (the progress list, the achievement facts) until it moves.
ALTER TABLE users ADD COLUMN progress_revision BIGINT NOT NULL DEFAULT 0;

-- The periodic purge of expired sign-ins reads these instead of every
-- session row (at start-up it would otherwise read the whole table).
CREATE INDEX sessions_expires ON sessions (expires_at);
CREATE INDEX sessions_idle_expires ON sessions (idle_expires_at);
CREATE INDEX sessions_revoked ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;

-- A learner's completed items per path (the learning paths list, signed in)
-- walks each path's items in order and looks each one up among the
-- learner's completions: both lookups then stay within an index.
CREATE INDEX progress_completed ON progress (user_id, task_id) WHERE status = 'completed';
CREATE INDEX path_items_by_path ON path_items (path_id, task_id, id);
