//! Reports, moderator actions and their limits (docs/moderation.md).

pub use crate::limits::{MAX_MODERATION_REASON_CHARS, MAX_REPORT_DETAILS_CHARS};
/// Open reports by distinct learners that hide an item until a moderator
/// decides, unless `FRONTLOOP_AUTO_HIDE_REPORTS` says otherwise.
pub const DEFAULT_AUTO_HIDE_REPORTS: i64 = 3;
/// Characters of an item's text shown in the report queue and kept in the
/// audit log.
pub const EXCERPT_CHARS: usize = 300;

crate::text_enum! {
    /// What can be reported and moderated.
    pub enum ItemType, UnknownItemType, "item type" {
        /// A community post.
        Post = "post",
        /// A comment on a community post.
        Comment = "comment",
        /// A review of a solution.
        Review = "review",
        /// A solution of a challenge.
        Solution = "solution",
    }
}

impl ItemType {
    /// The item's name in messages ("post", "comment", …).
    pub fn noun(self) -> &'static str {
        self.as_str()
    }
}

crate::text_enum! {
    /// Why a learner reports an item.
    pub enum ReportReason, UnknownReportReason, "report reason" {
        /// Advertising, link farming, repeated junk.
        Spam = "spam",
        /// Abuse or harassment.
        Abuse = "abuse",
        /// Someone else's work passed off as one's own.
        Plagiarism = "plagiarism",
        /// Anything else, said in the details.
        Other = "other",
    }
}

crate::text_enum! {
    /// An entry of the moderation audit log.
    pub enum ModerationAction, UnknownModerationAction, "moderation action" {
        /// A moderator hid an item.
        Hide = "hide",
        /// A moderator showed an item again.
        Restore = "restore",
        /// A moderator deleted an item.
        Delete = "delete",
        /// A moderator suspended a learner.
        Suspend = "suspend",
        /// A moderator lifted a suspension.
        Reinstate = "reinstate",
        /// Enough reports hid an item (no moderator).
        AutoHide = "auto_hide",
    }
}

/// The first [`EXCERPT_CHARS`] characters of `text`, with an ellipsis when
/// cut.
pub fn excerpt(text: &str) -> String {
    let mut chars = text.char_indices();
    match chars.nth(EXCERPT_CHARS) {
        Some((end, _)) => format!("{}…", text[..end].trim_end()),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn item_types_and_reasons_read_their_names() {
        assert_eq!("comment".parse::<ItemType>().map(ItemType::noun), Ok("comment"));
        assert!("user".parse::<ItemType>().is_err());
        assert_eq!("other".parse::<ReportReason>(), Ok(ReportReason::Other));
        assert_eq!(ModerationAction::AutoHide.as_str(), "auto_hide");
    }

    #[test]
    fn excerpts_cut_at_a_character_boundary() {
        assert_eq!(excerpt("short"), "short");
        let long = "é".repeat(EXCERPT_CHARS + 5);
        let cut = excerpt(&long);
        assert_eq!(cut.chars().count(), EXCERPT_CHARS + 1);
        assert!(cut.ends_with('…'));
        assert_eq!(excerpt(&"a".repeat(EXCERPT_CHARS)), "a".repeat(EXCERPT_CHARS));
    }
}
