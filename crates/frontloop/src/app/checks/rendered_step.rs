//! The rendered audit as a step of a solution's checks: run when the live
//! page answered, in one of the process's audit slots. Its findings replace
//! the static audit's in the report and the score (they are the page as
//! visitors meet it); a page at fault fails the audit check with the
//! reason; without a browser the static audit stands and the report says so.

use std::time::Instant;

use frontloop_checks::audit::{Impact, Issue};
use frontloop_checks::score::SiteResult;
use frontloop_domain::time::now_millis;
use frontloop_domain::CheckStatus;
use frontloop_store::models::NewScreenshot;

use super::rendered::{self, Outcome, RenderedAudit, Violation, AXE_VERSION};
use super::report::{RenderedReport, ScreenshotInfo};
use super::site::{self, SiteOutcome};
use super::Deps;

/// Runs the rendered audit of `url` and folds it into `site`; `None` when
/// the page did not answer (nothing to render).
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "run", solution_id = solution_id))]
pub async fn run(deps: Deps<'_>, solution_id: i64, url: &str, site: &mut SiteOutcome) -> Option<RenderedReport> {
    if !matches!(site.result, SiteResult::Up { .. }) {
        return None;
    }
    let Some(audits) = deps.rendered_audits else {
        return Some(report("unavailable", "No browser is installed on this server: the static audit stands alone."));
    };
    let waited = Instant::now();
    let Ok(_slot) = audits.slots.acquire().await else {
        return Some(report("unavailable", "The rendered audit is unavailable right now: the static audit stands."));
    };
    let queued_ms = waited.elapsed().as_millis();
    let outcome = rendered::audit(&audits.chromium, deps.checks.policy().clone(), url).await;
    let status = match &outcome {
        Outcome::Done(_) => "done",
        Outcome::Failed(_) => "failed",
        Outcome::Unavailable(_) => "unavailable",
    };
    tracing::info!(solution_id, status, queued_ms, duration_ms = waited.elapsed().as_millis(), "rendered audit");
    deps.metrics.record_rendered_audit(status, waited.elapsed());
    Some(match outcome {
        Outcome::Done(audit) => done(deps, solution_id, *audit, site).await,
        Outcome::Failed(reason) => {
            site.static_audit = (CheckStatus::Failed, format!("In a browser: {reason}"));
            report("failed", &reason)
        }
        Outcome::Unavailable(reason) => {
            tracing::warn!(solution_id, %reason, "the rendered audit could not run");
            report("unavailable", "The rendered audit could not run this time: the static audit stands.")
        }
    })
}

async fn done(deps: Deps<'_>, solution_id: i64, audit: RenderedAudit, site: &mut SiteOutcome) -> RenderedReport {
    let issues: Vec<Issue> = audit.violations.iter().flat_map(issues_of).collect();
    site.static_audit = if issues.is_empty() {
        (CheckStatus::Passed, "No issues found in the page as a browser renders it.".to_owned())
    } else {
        (CheckStatus::Failed, format!("In a browser: {}", site::describe(&issues)))
    };
    site.issues = issues.iter().map(site::report_issue).collect();
    site.audits = vec!["rendered".to_owned()];
    site.result = SiteResult::Up { issues };
    let shots: Vec<NewScreenshot> = audit
        .screenshots
        .iter()
        .map(|s| NewScreenshot {
            viewport: s.viewport.to_owned(),
            width: s.width,
            height: s.height,
            png: s.png.clone(),
        })
        .collect();
    let saved = match deps.store.save_screenshots(solution_id, &shots, now_millis()).await {
        Ok(()) => shots
            .iter()
            .map(|s| ScreenshotInfo { viewport: s.viewport.clone(), width: s.width, height: s.height })
            .collect(),
        Err(err) => {
            tracing::warn!(solution_id, error = %err, "could not store the screenshots");
            Vec::new()
        }
    };
    RenderedReport {
        status: "done".into(),
        detail: format!(
            "Rendered in Chromium and audited with axe-core {AXE_VERSION} in {:.1} seconds.",
            audit.duration.as_secs_f64()
        ),
        axe_version: AXE_VERSION.into(),
        console_errors: audit.console_errors,
        failed_requests: audit.failed_requests,
        blocked_requests: audit.blocked.into_iter().map(|b| format!("{} ({})", b.request, b.reason)).collect(),
        screenshots: saved,
        duration_ms: u64::try_from(audit.duration.as_millis()).unwrap_or(u64::MAX),
    }
}

fn report(status: &str, detail: &str) -> RenderedReport {
    RenderedReport {
        status: status.into(),
        detail: detail.into(),
        axe_version: AXE_VERSION.into(),
        ..RenderedReport::default()
    }
}

/// An axe-core violation as audit issues: one per failing element listed.
fn issues_of(violation: &Violation) -> Vec<Issue> {
    let impact = match violation.impact.as_deref() {
        Some("critical") => Impact::Critical,
        Some("serious") => Impact::Serious,
        Some("minor") => Impact::Minor,
        _ => Impact::Moderate,
    };
    let issue = |selector: &str| Issue {
        rule: violation.id.clone(),
        impact,
        message: violation.help.clone(),
        selector: selector.to_owned(),
        help_url: violation.help_url.clone(),
    };
    if violation.selectors.is_empty() {
        vec![issue("")]
    } else {
        violation.selectors.iter().map(|s| issue(s)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_violation_becomes_one_issue_per_element() {
        let violation = Violation {
            id: "image-alt".into(),
            impact: Some("critical".into()),
            help: "Images must have alternative text".into(),
            help_url: "https://dequeuniversity.com/rules/axe/4.14/image-alt".into(),
            nodes: 2,
            selectors: vec!["#a".into(), "#b".into()],
        };
        let issues = issues_of(&violation);
        assert_eq!(issues.len(), 2);
        assert_eq!((issues[1].impact, issues[1].selector.as_str()), (Impact::Critical, "#b"));
        let unknown = Violation { impact: None, selectors: vec![], ..violation };
        assert_eq!(issues_of(&unknown)[0].impact, Impact::Moderate);
    }
}
