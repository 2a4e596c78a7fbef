-- When a learner has seen the congratulations for a completed path, so the
-- path page shows them once.
ALTER TABLE enrollments ADD COLUMN celebrated_at BIGINT;
