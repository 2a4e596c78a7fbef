//! The score of a completed challenge, from the results of its checks. The
//! formula is written out in `docs/checks.md` ("The score"); keep the two
//! in step.
//!
//! - no score when the repository check failed (the repository is not the
//!   learner's own public one) or when a check could not run (it will be
//!   re-run, and the score comes then);
//! - 0 when the live site is down;
//! - otherwise 100 minus a penalty per audit issue by impact (see
//!   [`penalty`]), each rule counted at most [`MAX_COUNTED_PER_RULE`]
//!   times, floored at 0, and capped at [`NOT_VERIFIABLE_CAP`] when the
//!   repository is not a GitHub repository and so could not be verified.

use std::collections::HashMap;

use crate::audit::{Impact, Issue};

/// The outcome of the repository check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RepositoryResult {
    /// A public, non-empty GitHub repository of the learner's own account.
    Passed,
    /// Not the learner's, private, missing or empty.
    Failed,
    /// Not a GitHub URL: nothing to verify it against.
    NotVerifiable,
    /// Could not be checked (GitHub unreachable, rate limited): re-run.
    Error,
}

/// The outcome of the live-site check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiteResult {
    /// Fetched with a 2xx status and HTML, and audited.
    Up {
        /// The audit's issues.
        issues: Vec<Issue>,
    },
    /// Not reachable, a non-2xx status, or not HTML.
    Down,
    /// Could not be checked on our side: re-run.
    Error,
}

/// The most points a rule can cost: only its first this many issues count,
/// so one repeated mistake cannot sink the whole score.
pub const MAX_COUNTED_PER_RULE: usize = 3;

/// The highest score when the repository could not be verified, so that
/// only a verified repository can reach 100.
pub const NOT_VERIFIABLE_CAP: u8 = 90;

/// The points one issue of this impact costs.
pub fn penalty(impact: Impact) -> u32 {
    match impact {
        Impact::Critical => 15,
        Impact::Serious => 8,
        Impact::Moderate => 4,
        Impact::Minor => 1,
    }
}

/// The score from 0 to 100 of a completed challenge, or `None` when there
/// is none to give (see the module documentation for the formula).
pub fn score(repository: &RepositoryResult, site: &SiteResult) -> Option<u8> {
    match (repository, site) {
        (RepositoryResult::Failed, _) | (RepositoryResult::Error, _) | (_, SiteResult::Error) => None,
        (_, SiteResult::Down) => Some(0),
        (repository, SiteResult::Up { issues }) => {
            let points = 100u32.saturating_sub(total_penalty(issues));
            // `points` is at most 100, so it always fits.
            let points = u8::try_from(points).unwrap_or(0);
            Some(match repository {
                RepositoryResult::NotVerifiable => points.min(NOT_VERIFIABLE_CAP),
                _ => points,
            })
        }
    }
}

/// The sum of the penalties, counting the first [`MAX_COUNTED_PER_RULE`]
/// issues of each rule.
fn total_penalty(issues: &[Issue]) -> u32 {
    let mut counted: HashMap<&str, usize> = HashMap::new();
    issues
        .iter()
        .filter(|issue| {
            let count = counted.entry(issue.rule.as_str()).or_default();
            *count += 1;
            *count <= MAX_COUNTED_PER_RULE
        })
        .map(|issue| penalty(issue.impact))
        .sum()
}
