-- The popular feed's score changed (docs/community.md): a day of freshness
-- per doubling of a post's likes plus one, instead of log10 of the likes.
-- The formula lives in the code (SQLite has no logarithm), so this row
-- asks the server to compute every stored score again once at start-up;
-- it is removed when that is done.
CREATE TABLE popular_rescore_due (due BIGINT NOT NULL);
INSERT INTO popular_rescore_due (due) VALUES (1);
