//! The report of a run of a solution's checks, as stored with the
//! solution (JSON) and sent with it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Which audits ran and what they found.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Report {
    /// The audits that ran on the live page: `static` (the HTML as
    /// served); empty when the page could not be fetched.
    pub audits: Vec<String>,
    /// What they found, in page order.
    pub issues: Vec<ReportIssue>,
    /// The rendered audit: whether it ran and what it saw besides the
    /// issues; `null` in reports written before it existed.
    #[serde(default)]
    pub rendered: Option<RenderedReport>,
}

/// The rendered audit of the live page, in a browser (docs/checks.md).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RenderedReport {
    /// `done`, `failed` (the page is at fault: `detail` says how) or
    /// `unavailable` (no browser on the server: the static audit stands).
    pub status: String,
    /// One sentence for people.
    pub detail: String,
    /// The axe-core version that ran.
    pub axe_version: String,
    /// Console errors and uncaught exceptions of the page.
    pub console_errors: Vec<String>,
    /// Requests of the page that failed.
    pub failed_requests: Vec<String>,
    /// Requests our proxy refused (addresses inside our network, other
    /// schemes), as the browser asked them.
    pub blocked_requests: Vec<String>,
    /// The screenshots taken, at `/api/solutions/{id}/screenshots/{viewport}`.
    pub screenshots: Vec<ScreenshotInfo>,
    /// How long the audit took, in milliseconds.
    pub duration_ms: u64,
}

/// One screenshot of the rendered page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ScreenshotInfo {
    /// `phone`, `tablet`, `desktop` or `social`.
    pub viewport: String,
    pub width: i64,
    pub height: i64,
}

/// One problem found on the live page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ReportIssue {
    /// The rule's id, e.g. `image-alt`.
    pub rule: String,
    /// `critical`, `serious`, `moderate` or `minor`.
    pub impact: String,
    /// What is wrong, in one sentence.
    pub message: String,
    /// A CSS selector of the element.
    pub selector: String,
    /// The page of docs/checks.md that explains the rule and its fix.
    pub help_url: String,
}

impl Report {
    /// Reads a stored report; one that cannot be read (never written by
    /// this version) is an empty one.
    pub fn from_stored(text: &str) -> Report {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// The report as stored.
    pub fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| r#"{"audits":[],"issues":[]}"#.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_reads_the_initial_value() {
        let report = Report {
            audits: vec!["static".into()],
            issues: vec![ReportIssue {
                rule: "image-alt".into(),
                impact: "critical".into(),
                message: "Image has no alt text.".into(),
                selector: "#hero > img".into(),
                help_url: "/docs/checks#image-alt".into(),
            }],
            rendered: None,
        };
        assert_eq!(Report::from_stored(&report.to_stored()), report);
        assert_eq!(Report::from_stored(r#"{"audits":[],"issues":[]}"#), Report::default());
        assert_eq!(Report::from_stored("garbage"), Report::default());
    }
}
