-- Content removed from the catalogue is archived, never deleted: learners'
-- progress, community posts, enrollments and item completions point at it
-- (with ON DELETE CASCADE), and deleting it would delete them. NULL means
-- current; a time means archived by the import at that time. Putting the
-- content back clears it.
ALTER TABLE tasks ADD COLUMN archived_at BIGINT;
ALTER TABLE blog_posts ADD COLUMN archived_at BIGINT;
ALTER TABLE learning_paths ADD COLUMN archived_at BIGINT;
ALTER TABLE path_items ADD COLUMN archived_at BIGINT;
