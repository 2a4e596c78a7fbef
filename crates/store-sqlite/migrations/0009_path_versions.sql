-- Paths change: items are added and removed by catalogue imports. Each
-- item remembers when it (re)joined its path, and each enrollment when
-- its learner last visited the path's page, so the page can say how many
-- items are new since then. 0: present since before this was recorded.
ALTER TABLE path_items ADD COLUMN added_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE enrollments ADD COLUMN visited_at BIGINT;
