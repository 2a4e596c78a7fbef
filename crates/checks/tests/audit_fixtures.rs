//! The two fixture pages, which also serve as the stub live site of a
//! browser journey: `known-issues.html` with its exact list of issues, and
//! `clean.html` with none.

#[path = "audit/support.rs"]
mod support;

use frontloop_checks::audit::RULES;
use support::{pairs, run};

const KNOWN_ISSUES: &str = include_str!("audit/known-issues.html");
const CLEAN: &str = include_str!("audit/clean.html");

/// The page URL the fixtures are audited as (an https page, so
/// `mixed-content` applies).
const FIXTURE_URL: &str = "https://ada.example.dev/";

#[test]
fn the_clean_page_has_no_issue() {
    assert_eq!(support::run_at(CLEAN, FIXTURE_URL), vec![]);
}

#[test]
fn the_known_issues_page_has_exactly_its_issues() {
    let form = "body > main > section:nth-of-type(4) > form";
    let expected: Vec<(String, String)> = [
        ("html-has-lang", "html"),
        ("document-title", "head > title"),
        ("meta-viewport", "head > meta:nth-of-type(2)"),
        ("meta-viewport-zoom", "head > meta:nth-of-type(2)"),
        ("mixed-content", "head > link"),
        ("link-name", "#top > a"),
        ("image-alt", "#top > a > img"),
        ("link-name", "#top > nav > a:nth-of-type(3)"),
        ("mixed-content", "#hero > img"),
        ("heading-order", "#projects > article:nth-of-type(1) > h4"),
        ("page-has-heading-one", "#about > h1"),
        ("duplicate-id", form),
        ("mixed-content", form),
        ("form-label", &format!("{form} > input:nth-of-type(2)")),
        ("button-name", &format!("{form} > button")),
        ("landmark-main", "#blog"),
        ("mixed-content", "body > script"),
    ]
    .iter()
    .map(|(rule, selector)| (rule.to_string(), selector.to_string()))
    .collect();
    assert_eq!(pairs(&support::run_at(KNOWN_ISSUES, FIXTURE_URL)), expected);
}

#[test]
fn the_known_issues_page_breaks_every_rule_but_the_depth_guard() {
    let issues = support::run_at(KNOWN_ISSUES, FIXTURE_URL);
    for rule in RULES.iter().filter(|rule| rule.id != "nesting-depth") {
        assert!(issues.iter().any(|issue| issue.rule == rule.id), "no {} issue in known-issues.html", rule.id);
    }
}

#[test]
fn issues_serialize_as_documented() {
    let issues = run(KNOWN_ISSUES);
    let json = serde_json::to_value(&issues[0]).expect("test setup");
    assert_eq!(
        json,
        serde_json::json!({
            "rule": "html-has-lang",
            "impact": "serious",
            "message": "The html element has no lang attribute.",
            "selector": "html",
            "help_url": "/docs/checks#html-has-lang",
        })
    );
    let impacts: Vec<String> = issues
        .iter()
        .map(|issue| serde_json::to_value(issue.impact).expect("test setup").as_str().expect("test setup").to_owned())
        .collect();
    assert!(impacts.iter().all(|impact| ["critical", "serious", "moderate", "minor"].contains(&impact.as_str())));
}

#[test]
fn the_audit_is_deterministic() {
    let first = run(KNOWN_ISSUES);
    for _ in 0..5 {
        assert_eq!(run(KNOWN_ISSUES), first);
    }
}
