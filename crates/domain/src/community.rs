//! Community rules: what a post and a comment may hold, and how the popular
//! feed ranks posts.

pub use crate::limits::{required_text, TextError, MAX_CODE_CHARS, MAX_COMMENT_CHARS, MAX_POST_CHARS};

/// Hours of freshness that each doubling of a post's likes (plus one) is
/// worth in the popular feed: a first like is worth a day, a post with 20
/// likes stays ahead of unliked posts for four and a half days, and even a
/// thousand likes are worth only ten days, so no post stays on top forever.
pub const HOURS_PER_DOUBLING: f64 = 24.0;

/// The popular feed's rank of a post (higher first), in hours: its creation
/// time plus a day per doubling of its likes plus one (docs/community.md).
/// It depends only on the post's likes and creation time, so it is stored,
/// indexed and never recomputed as time passes.
pub fn hot_score(likes: i64, created_at_millis: i64) -> f64 {
    let likes = likes.max(0) as f64;
    HOURS_PER_DOUBLING * (1.0 + likes).log2() + created_at_millis as f64 / 3_600_000.0
}

/// Optional code: blank means none; otherwise at most [`MAX_CODE_CHARS`]
/// (kept as written: indentation matters).
pub fn optional_code(code: Option<&str>) -> Result<Option<String>, TextError> {
    match code {
        Some(code) if !code.trim().is_empty() => {
            if code.chars().count() > MAX_CODE_CHARS {
                Err(TextError::TooLong(MAX_CODE_CHARS))
            } else {
                Ok(Some(code.to_owned()))
            }
        }
        _ => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;

    const DAY: i64 = 24 * HOUR;
    /// Some midnight (UTC).
    const MIDNIGHT: i64 = 1_790_035_200_000 - 1_790_035_200_000 % DAY;

    #[test]
    fn one_like_beats_an_unliked_post_of_the_same_hour() {
        for minutes in [0, 1, 30, 59] {
            let liked = hot_score(1, MIDNIGHT + 10 * HOUR);
            let later_unliked = hot_score(0, MIDNIGHT + 10 * HOUR + minutes * 60_000);
            assert!(liked > later_unliked, "{minutes} minutes later");
        }
    }

    #[test]
    fn twenty_likes_from_three_days_ago_beat_todays_unliked_posts() {
        let today = MIDNIGHT + 3 * DAY;
        // Shared at the very start of the day three days ago, against a
        // post shared at the very end of today: the widest gap.
        let old_hit = hot_score(20, MIDNIGHT);
        for at in [today, today + 12 * HOUR, today + DAY - 1] {
            assert!(old_hit > hot_score(0, at));
        }
    }

    #[test]
    fn a_two_month_old_post_does_not_stay_on_top() {
        let old = MIDNIGHT;
        let two_months = MIDNIGHT + 61 * DAY;
        for likes in [20, 100, 1_000, 10_000] {
            assert!(hot_score(likes, old) < hot_score(0, two_months), "{likes} likes");
            assert!(hot_score(likes, old) < hot_score(1, two_months - 30 * DAY), "{likes} likes");
        }
    }

    #[test]
    fn more_likes_and_newer_rank_higher() {
        assert!(hot_score(5, MIDNIGHT) > hot_score(5, MIDNIGHT - HOUR));
        assert!(hot_score(6, MIDNIGHT) > hot_score(5, MIDNIGHT));
        assert_eq!(hot_score(-3, MIDNIGHT), hot_score(0, MIDNIGHT), "never below no likes");
    }

    #[test]
    fn texts_are_trimmed_and_bounded() {
        assert_eq!(required_text("  hi  ", 10), Ok("hi".into()));
        assert_eq!(required_text(" \n ", 10), Err(TextError::Blank));
        assert_eq!(required_text(&"é".repeat(11), 10), Err(TextError::TooLong(10)));
        assert_eq!(required_text(&"é".repeat(10), 10).map(|t| t.chars().count()), Ok(10));
    }

    #[test]
    fn code_is_optional_and_kept_verbatim() {
        assert_eq!(optional_code(None), Ok(None));
        assert_eq!(optional_code(Some("   ")), Ok(None));
        assert_eq!(optional_code(Some("  let x = 1;\n")), Ok(Some("  let x = 1;\n".into())));
        assert!(optional_code(Some(&"x".repeat(MAX_CODE_CHARS + 1))).is_err());
    }
}
