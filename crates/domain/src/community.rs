//! Community rules: what a post and a comment may hold, and how the popular
//! feed ranks posts.

/// Longest post text, in characters (after trimming).
pub const MAX_POST_CHARS: usize = 5_000;
/// Longest shared code, in characters.
pub const MAX_CODE_CHARS: usize = 20_000;
/// Longest comment, in characters (after trimming).
pub const MAX_COMMENT_CHARS: usize = 2_000;

/// Seconds of age worth one order of magnitude of likes: a post needs ten
/// times the likes to outrank one posted 12.5 hours later.
pub const HOT_DECAY_SECONDS: f64 = 45_000.0;

/// The popular feed's rank of a post (higher first). It grows with the
/// logarithm of its likes and linearly with its creation time, so it never
/// needs recomputing as time passes: new work is not buried under old hits.
pub fn hot_score(likes: i64, created_at_millis: i64) -> f64 {
    let likes = likes.max(1) as f64;
    likes.log10() + (created_at_millis as f64 / 1000.0) / HOT_DECAY_SECONDS
}

/// Why a text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextError {
    #[error("must not be blank")]
    Blank,
    #[error("must be at most {0} characters")]
    TooLong(usize),
}

/// Trims `text` and checks it holds 1 to `max` characters.
pub fn required_text(text: &str, max: usize) -> Result<String, TextError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(TextError::Blank);
    }
    if trimmed.chars().count() > max {
        return Err(TextError::TooLong(max));
    }
    Ok(trimmed.to_owned())
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

    #[test]
    fn newer_posts_need_fewer_likes() {
        let now = 1_790_000_000_000;
        assert!(hot_score(5, now) > hot_score(5, now - HOUR));
        // Ten times the likes are worth 12.5 hours.
        let old_hit = hot_score(100, now - 12 * HOUR);
        let fresh = hot_score(10, now);
        assert!(old_hit > fresh, "12 hours is less than the decay of one order of magnitude");
        assert!(hot_score(100, now - 13 * HOUR) < fresh);
        assert_eq!(hot_score(0, now), hot_score(1, now), "no likes counts as one");
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
