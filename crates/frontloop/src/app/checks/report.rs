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
        };
        assert_eq!(Report::from_stored(&report.to_stored()), report);
        assert_eq!(Report::from_stored(r#"{"audits":[],"issues":[]}"#), Report::default());
        assert_eq!(Report::from_stored("garbage"), Report::default());
    }
}
