//! Feedback requests, reviews and notifications: their limits and the
//! closed set of notification kinds (docs/reviews.md).

use crate::time::Millis;

pub use crate::limits::{MAX_QUESTION_CHARS, MAX_REVIEW_CHARS};
/// Open feedback requests a learner may have at once.
pub const MAX_OPEN_REQUESTS: i64 = 5;
/// How long after writing it a reviewer may edit a review.
pub const REVIEW_EDIT_WINDOW: Millis = 15 * 60_000;

/// A rating of one aspect of a solution: 1 to 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rating(i64);

/// A rating outside 1 to 5.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("must be a whole number from 1 to 5")]
pub struct RatingError;

impl Rating {
    /// `value` when it is 1 to 5.
    pub fn new(value: i64) -> Result<Rating, RatingError> {
        if (1..=5).contains(&value) {
            Ok(Rating(value))
        } else {
            Err(RatingError)
        }
    }

    /// The number, 1 to 5.
    pub fn get(self) -> i64 {
        self.0
    }
}

/// The optional ratings of a review.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Ratings {
    pub accessibility: Option<Rating>,
    pub layout_fidelity: Option<Rating>,
    pub code_quality: Option<Rating>,
}

crate::text_enum! {
    /// What a notification is about.
    pub enum NotificationKind, UnknownNotificationKind, "notification kind" {
        /// Someone reviewed your solution.
        Review = "review",
        /// Your review was marked helpful.
        ReviewHelpful = "review_helpful",
        /// Someone commented on your post.
        Comment = "comment",
        /// Likes on your post on one day, grouped.
        PostLikes = "post_likes",
        /// You unlocked an achievement.
        Achievement = "achievement",
        /// Your solution's checks finished.
        ChecksFinished = "checks_finished",
    }
}

/// The key that groups the likes on `post_id` during the UTC day of `now`
/// into one notification.
pub fn likes_group_key(post_id: i64, now: Millis) -> String {
    format!("likes:{post_id}:{}", now.div_euclid(86_400_000))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_are_one_to_five() {
        assert_eq!(Rating::new(0), Err(RatingError));
        assert_eq!(Rating::new(1).map(Rating::get), Ok(1));
        assert_eq!(Rating::new(5).map(Rating::get), Ok(5));
        assert_eq!(Rating::new(6), Err(RatingError));
    }

    #[test]
    fn likes_group_by_utc_day() {
        let day = 86_400_000;
        assert_eq!(likes_group_key(7, 3 * day), likes_group_key(7, 4 * day - 1));
        assert_ne!(likes_group_key(7, 3 * day), likes_group_key(7, 4 * day));
        assert_ne!(likes_group_key(7, 3 * day), likes_group_key(8, 3 * day));
    }
}
