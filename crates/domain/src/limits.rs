//! Every limit a learner can meet, stated once: the longest texts the API
//! takes and the sizes of its pages. The handlers and use cases check them,
//! the OpenAPI document carries them (each request field's `maxLength`, and
//! all of them as `x-limits`), and the web app's constants are generated
//! from that document (`web/src/lib/api/limits.ts`), so the forms count
//! against the same numbers the server enforces.

/// Longest post text, in characters (after trimming).
pub const MAX_POST_CHARS: usize = 5_000;
/// Longest shared code, in characters.
pub const MAX_CODE_CHARS: usize = 20_000;
/// Longest comment, in characters (after trimming).
pub const MAX_COMMENT_CHARS: usize = 2_000;
/// Longest feedback question, in characters (after trimming).
pub const MAX_QUESTION_CHARS: usize = 1_000;
/// Longest review, in characters (after trimming).
pub const MAX_REVIEW_CHARS: usize = 5_000;
/// Longest report details, in characters (after trimming).
pub const MAX_REPORT_DETAILS_CHARS: usize = 500;
/// Longest moderator reason, in characters (after trimming).
pub const MAX_MODERATION_REASON_CHARS: usize = 500;
/// Longest link a learner gives (repository, live site), in bytes.
pub const MAX_URL_LEN: usize = 2_048;
/// Posts or comments on a page of the feed or of a post's comments when the
/// client asks for no size.
pub const DEFAULT_PAGE_SIZE: i64 = 12;
/// The most posts or comments one page of them may ask for.
pub const MAX_PAGE_SIZE: i64 = 50;

/// One limit as the API document states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    /// The constant's name, as the web app imports it.
    pub name: &'static str,
    pub value: i64,
    /// What it limits, in a sentence.
    pub description: &'static str,
}

/// Every limit above, for the API document.
pub const LIMITS: [Limit; 10] = [
    Limit {
        name: "MAX_POST_CHARS",
        value: MAX_POST_CHARS as i64,
        description: "Longest post text, in characters (after trimming).",
    },
    Limit { name: "MAX_CODE_CHARS", value: MAX_CODE_CHARS as i64, description: "Longest shared code, in characters." },
    Limit {
        name: "MAX_COMMENT_CHARS",
        value: MAX_COMMENT_CHARS as i64,
        description: "Longest comment, in characters (after trimming).",
    },
    Limit {
        name: "MAX_QUESTION_CHARS",
        value: MAX_QUESTION_CHARS as i64,
        description: "Longest feedback question, in characters (after trimming).",
    },
    Limit {
        name: "MAX_REVIEW_CHARS",
        value: MAX_REVIEW_CHARS as i64,
        description: "Longest review, in characters (after trimming).",
    },
    Limit {
        name: "MAX_REPORT_DETAILS_CHARS",
        value: MAX_REPORT_DETAILS_CHARS as i64,
        description: "Longest report details, in characters (after trimming).",
    },
    Limit {
        name: "MAX_MODERATION_REASON_CHARS",
        value: MAX_MODERATION_REASON_CHARS as i64,
        description: "Longest moderator reason, in characters (after trimming).",
    },
    Limit { name: "MAX_URL_LEN", value: MAX_URL_LEN as i64, description: "Longest link a learner gives, in bytes." },
    Limit {
        name: "DEFAULT_PAGE_SIZE",
        value: DEFAULT_PAGE_SIZE,
        description: "Posts or comments on a page when the client asks for no size.",
    },
    Limit {
        name: "MAX_PAGE_SIZE",
        value: MAX_PAGE_SIZE,
        description: "The most posts or comments one page may ask for.",
    },
];

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

/// A learner's text that is known to be within its limit: made only by
/// `parse`, which trims it and refuses a blank or too long one.
macro_rules! bounded_text {
    ($(#[$doc:meta])* $name:ident, $max:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct $name(String);

        impl $name {
            /// The longest it may be, in characters.
            pub const MAX_CHARS: usize = $max;

            /// `text` trimmed, when it holds 1 to [`Self::MAX_CHARS`] characters.
            pub fn parse(text: &str) -> Result<Self, TextError> {
                required_text(text, $max).map(Self)
            }

            /// The text.
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// The text, owned.
            pub fn into_inner(self) -> String {
                self.0
            }
        }
    };
}

bounded_text!(
    /// A community post's text.
    PostText,
    MAX_POST_CHARS
);
bounded_text!(
    /// A comment's text.
    CommentText,
    MAX_COMMENT_CHARS
);
bounded_text!(
    /// A review's body.
    ReviewText,
    MAX_REVIEW_CHARS
);
bounded_text!(
    /// The question of a feedback request.
    QuestionText,
    MAX_QUESTION_CHARS
);
bounded_text!(
    /// What a reporter says is wrong with an item.
    ReportDetails,
    MAX_REPORT_DETAILS_CHARS
);

impl ReportDetails {
    /// Optional details: blank means none.
    pub fn optional(text: Option<&str>) -> Result<Option<ReportDetails>, TextError> {
        match text.map(str::trim).filter(|t| !t.is_empty()) {
            Some(text) => ReportDetails::parse(text).map(Some),
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_trimmed_and_held_to_their_limit() {
        assert_eq!(PostText::parse("  hello ").map(PostText::into_inner), Ok("hello".to_owned()));
        assert_eq!(CommentText::parse(" \n\t "), Err(TextError::Blank));
        let longest = "é".repeat(MAX_COMMENT_CHARS);
        assert!(CommentText::parse(&longest).is_ok(), "characters, not bytes");
        assert_eq!(CommentText::parse(&format!("{longest}x")), Err(TextError::TooLong(MAX_COMMENT_CHARS)));
        assert_eq!(ReviewText::MAX_CHARS, 5_000);
        assert_eq!(ReportDetails::optional(Some("   ")), Ok(None));
        assert!(ReportDetails::optional(Some(&"x".repeat(501))).is_err());
    }

    #[test]
    fn every_limit_is_listed_once_with_its_value() {
        let names: std::collections::BTreeSet<_> = LIMITS.iter().map(|l| l.name).collect();
        assert_eq!(names.len(), LIMITS.len());
        assert!(LIMITS.iter().any(|l| l.name == "MAX_POST_CHARS" && l.value == 5_000));
        assert!(LIMITS.iter().all(|l| l.value > 0 && l.description.ends_with('.')));
    }
}
