//! Helpers shared by the audit tests.

#![allow(dead_code)]

use frontloop_checks::audit::{audit, Impact, Issue, RULES};
use scraper::{Html, Selector};
use url::Url;

/// The URL the test pages are audited as.
pub const PAGE_URL: &str = "https://ada.example.dev/portfolio/";

/// A complete page that passes every rule, with `body` inside its `main`
/// after the one `h1`.
pub fn page(body: &str) -> String {
    document(&format!("<main><h1>Ada</h1>{body}</main>"))
}

/// A complete page whose head passes every rule, with `body` as the whole
/// body.
pub fn document(body: &str) -> String {
    format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>Ada</title></head><body>{body}</body></html>"
    )
}

/// Audits `html` as [`PAGE_URL`] and checks what every issue must hold: a
/// selector that finds exactly one element, a help URL of the documented
/// form, and the impact of its rule.
pub fn run(html: &str) -> Vec<Issue> {
    run_at(html, PAGE_URL)
}

/// [`run`] for another page URL.
pub fn run_at(html: &str, page_url: &str) -> Vec<Issue> {
    let url = Url::parse(page_url).expect("test setup");
    let issues = audit(html, &url);
    let parsed = Html::parse_document(html);
    for issue in &issues {
        let selector = Selector::parse(&issue.selector)
            .unwrap_or_else(|error| panic!("selector {:?} does not parse: {error:?}", issue.selector));
        let found = parsed.select(&selector).count();
        assert_eq!(found, 1, "selector {:?} finds {found} elements", issue.selector);
        assert_eq!(issue.help_url, format!("/docs/checks#{}", issue.rule));
        let rule = RULES.iter().find(|rule| rule.id == issue.rule).expect("issue of an unknown rule");
        assert_eq!(issue.impact, rule.impact);
        assert!(issue.message.ends_with('.'), "message is not a sentence: {}", issue.message);
    }
    issues
}

/// The (impact, selector) of the issues of one rule.
pub fn of_rule(issues: &[Issue], rule: &str) -> Vec<(Impact, String)> {
    issues.iter().filter(|issue| issue.rule == rule).map(|issue| (issue.impact, issue.selector.clone())).collect()
}

/// The (impact, selector) of the issues of one rule on `html`.
pub fn found(html: &str, rule: &str) -> Vec<(Impact, String)> {
    of_rule(&run(html), rule)
}

/// (rule, selector) pairs of a list of issues.
pub fn pairs(issues: &[Issue]) -> Vec<(String, String)> {
    issues.iter().map(|issue| (issue.rule.clone(), issue.selector.clone())).collect()
}
