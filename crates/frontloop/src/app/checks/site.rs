//! The live-site check and the static audit of its page.

use frontloop_checks::audit::{audit, Issue};
use frontloop_checks::net::Fetcher;
use frontloop_checks::score::SiteResult;
use frontloop_domain::CheckStatus;

use super::report::ReportIssue;
use crate::app::error::capitalize;

/// The two checks of the live site, and what the score reads of them.
#[derive(Debug)]
pub struct SiteOutcome {
    pub live_site: (CheckStatus, String),
    pub static_audit: (CheckStatus, String),
    /// The audits that ran (`static` when the page could be read).
    pub audits: Vec<String>,
    pub issues: Vec<ReportIssue>,
    pub result: SiteResult,
}

/// Fetches `link` and audits the page it answers with.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "check"))]
pub async fn check(fetcher: &Fetcher, link: &str) -> SiteOutcome {
    let page = match fetcher.fetch(link).await {
        Ok(page) => page,
        Err(err) => return down(format!("{}.", capitalize(&err.to_string()))),
    };
    if !(200..300).contains(&page.status) {
        return down(format!("The site answered {} instead of a page.", page.status));
    }
    let page_len = page.html.len();
    // Parsing a hostile page can take a while (docs/checks.md,
    // nesting-depth): off the async workers.
    let (html, url) = (page.html, page.url.clone());
    let issues = match tokio::task::spawn_blocking(move || audit(&html, &url)).await {
        Ok(issues) => issues,
        Err(err) => return audit_broke(&page.url, err.to_string()),
    };
    let kilobytes = page_len.div_ceil(1024);
    let live_site = (CheckStatus::Passed, format!("{} answered with an HTML page ({kilobytes} KB).", page.url));
    let static_audit = if issues.is_empty() {
        (CheckStatus::Passed, "No issues found.".to_owned())
    } else {
        (CheckStatus::Failed, describe(&issues))
    };
    let report: Vec<ReportIssue> = issues.iter().map(report_issue).collect();
    SiteOutcome {
        live_site,
        static_audit,
        audits: vec!["static".to_owned()],
        issues: report,
        result: SiteResult::Up { issues },
    }
}

/// The page was fetched but its audit could not run (a bug in it).
fn audit_broke(url: &url::Url, error: String) -> SiteOutcome {
    tracing::error!(%url, %error, "the static audit failed");
    SiteOutcome {
        live_site: (CheckStatus::Passed, format!("{url} answered with an HTML page.")),
        static_audit: (CheckStatus::Error, "The audit could not run on this page; run the checks again later.".into()),
        audits: Vec::new(),
        issues: Vec::new(),
        result: SiteResult::Error,
    }
}

fn down(detail: String) -> SiteOutcome {
    SiteOutcome {
        live_site: (CheckStatus::Failed, detail),
        static_audit: (CheckStatus::Error, "Not run: the live site did not answer with a page.".to_owned()),
        audits: Vec::new(),
        issues: Vec::new(),
        result: SiteResult::Down,
    }
}

/// "3 issues found: 1 critical, 2 moderate."
pub fn describe(issues: &[Issue]) -> String {
    let mut counts: Vec<(String, usize)> = Vec::new();
    for issue in issues {
        let impact = issue.impact.to_string();
        match counts.iter_mut().find(|(name, _)| *name == impact) {
            Some((_, count)) => *count += 1,
            None => counts.push((impact, 1)),
        }
    }
    let parts: Vec<String> = counts.iter().map(|(impact, count)| format!("{count} {impact}")).collect();
    let noun = if issues.len() == 1 { "issue" } else { "issues" };
    format!("{} {noun} found: {}.", issues.len(), parts.join(", "))
}

/// An audit issue as the report lists it.
pub fn report_issue(issue: &Issue) -> ReportIssue {
    ReportIssue {
        rule: issue.rule.to_string(),
        impact: issue.impact.to_string(),
        message: issue.message.clone(),
        selector: issue.selector.clone(),
        help_url: issue.help_url.clone(),
    }
}
