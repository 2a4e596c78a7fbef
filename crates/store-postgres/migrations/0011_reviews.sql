-- Feedback requests, reviews and notifications (docs/reviews.md).

-- A solution's author asks a question; one request per solution, closed
-- or open (asking again opens it with the new question and date).
CREATE TABLE feedback_requests (
    solution_id  BIGINT PRIMARY KEY REFERENCES solutions (id) ON DELETE CASCADE,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    question     TEXT   NOT NULL,
    created_at   BIGINT NOT NULL,
    closed_at    BIGINT
);
-- The queue: open requests, oldest first.
CREATE INDEX feedback_requests_open ON feedback_requests (created_at, solution_id) WHERE closed_at IS NULL;
CREATE INDEX feedback_requests_user_open ON feedback_requests (user_id) WHERE closed_at IS NULL;

CREATE TABLE reviews (
    id                    BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    solution_id           BIGINT NOT NULL REFERENCES solutions (id) ON DELETE CASCADE,
    reviewer_id           BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body                  TEXT   NOT NULL,
    rating_accessibility  BIGINT,
    rating_layout         BIGINT,
    rating_code           BIGINT,
    -- When the solution's author marked it helpful (once).
    helpful_at            BIGINT,
    created_at            BIGINT NOT NULL,
    updated_at            BIGINT NOT NULL
);
CREATE INDEX reviews_solution ON reviews (solution_id, created_at);
-- Helped users: the authors of the solutions of one's helpful reviews.
CREATE INDEX reviews_reviewer ON reviews (reviewer_id, helpful_at);

-- What a learner hears about. `subject_id` is the solution (review,
-- review_helpful, checks_finished) or the post (comment, post_likes);
-- `source_id` the review or comment that caused it, so deleting that removes
-- it; `detail` the achievement's id. Likes on one post on one day share one
-- row, found by `group_key` ('likes:{post}:{day}'), NULL for the others.
CREATE TABLE notifications (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind          TEXT   NOT NULL,
    subject_id    BIGINT,
    source_id     BIGINT,
    actor_id      BIGINT REFERENCES users (id) ON DELETE SET NULL,
    actors_count  BIGINT NOT NULL DEFAULT 1,
    detail        TEXT,
    group_key     TEXT UNIQUE,
    created_at    BIGINT NOT NULL,
    read_at       BIGINT
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_source ON notifications (kind, source_id);
CREATE INDEX notifications_subject ON notifications (kind, subject_id);

-- The daily email digest of unread notifications (docs/reviews.md#email).
-- Wanted unless the learner unsubscribed; `digest_day` is the UTC day of the
-- last digest sent (a retried run skips whoever already has today's), and
-- `digest_sent_at` when, so a digest lists only what came since.
ALTER TABLE users ADD COLUMN email_digest BIGINT NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN digest_day BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN digest_sent_at BIGINT NOT NULL DEFAULT 0;

-- One-click unsubscribe links: single-use, only the SHA-256 of the token is
-- kept.
CREATE TABLE unsubscribe_tokens (
    token_hash  TEXT   PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL
);
