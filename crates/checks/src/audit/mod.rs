//! The static audit of a learner's live page: the HTML is parsed the way a
//! browser parses it (html5ever, through `scraper`) and a fixed set of rules,
//! most of them counterparts of axe-core rules, is run over the tree. No
//! script runs and no style sheet is read, so the audit only sees what the
//! markup itself says.
//!
//! [`audit`] is the entry point; [`RULES`] lists every rule the audit can
//! report, so that the server and `docs/checks.md` stay in step with it.

mod document;
mod forms;
mod headings;
mod images;
mod links;
mod mixed_content;
mod name;
mod page;
mod parse;
mod selector;
mod structure;

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};
use url::Url;

use page::Page;

/// How much an issue gets in the way of the people it affects, with the
/// four levels axe-core uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Impact {
    /// Blocks some people from using the page at all.
    Critical,
    /// Makes the page very hard to use for some people.
    Serious,
    /// Makes the page harder to use or to find one's way in.
    Moderate,
    /// A small annoyance or a risk of one.
    Minor,
}

impl Impact {
    /// The lowercase name used in JSON and in the docs.
    pub fn as_str(self) -> &'static str {
        match self {
            Impact::Critical => "critical",
            Impact::Serious => "serious",
            Impact::Moderate => "moderate",
            Impact::Minor => "minor",
        }
    }
}

impl fmt::Display for Impact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One rule of the audit, as listed in [`RULES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Rule {
    /// Stable kebab-case id, also the anchor of the rule's section in
    /// `docs/checks.md`.
    pub id: &'static str,
    /// The impact of every issue this rule reports.
    pub impact: Impact,
    /// A short title saying what a passing page does.
    pub title: &'static str,
}

impl Rule {
    /// Where the web app serves the rule's explanation: `/docs/checks#<id>`.
    pub fn help_url(&self) -> String {
        format!("/docs/checks#{}", self.id)
    }
}

/// One problem found on the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Issue {
    /// The id of the rule that found it (see [`RULES`]).
    pub rule: String,
    /// The rule's impact.
    pub impact: Impact,
    /// One English sentence saying what is wrong.
    pub message: String,
    /// A CSS selector that finds the element in the page.
    pub selector: String,
    /// Where the rule is explained: `/docs/checks#<rule-id>`.
    pub help_url: String,
}

/// Every rule the audit runs, in the order of `docs/checks.md`.
pub const RULES: &[Rule] = &[
    document::HTML_HAS_LANG,
    document::DOCUMENT_TITLE,
    document::META_VIEWPORT,
    document::META_VIEWPORT_ZOOM,
    images::IMAGE_ALT,
    forms::FORM_LABEL,
    forms::BUTTON_NAME,
    links::LINK_NAME,
    headings::HEADING_ORDER,
    headings::PAGE_HAS_HEADING_ONE,
    structure::LANDMARK_MAIN,
    structure::DUPLICATE_ID,
    structure::NESTING_DEPTH,
    mixed_content::MIXED_CONTENT,
];

/// At most this many issues are reported per rule: a page that repeats one
/// mistake a thousand times gets the first fifty, which is enough to fix it,
/// and a hostile page cannot make the report (or the work of building its
/// selectors) grow without bound.
pub const MAX_ISSUES_PER_RULE: usize = 50;

/// What a rule found, before it is turned into an [`Issue`]: the element is
/// kept as a node so the issues can be sorted in document order and only the
/// reported ones pay for a selector.
pub(crate) struct Finding {
    rule: &'static Rule,
    node: ego_tree::NodeId,
    message: String,
}

impl Finding {
    pub(crate) fn new(rule: &'static Rule, node: ego_tree::NodeId, message: impl Into<String>) -> Self {
        Finding { rule, node, message: message.into() }
    }
}

/// Audits the HTML of the page found at `page_url` and returns its issues in
/// document order (the element each issue points at), then by rule id.
///
/// `page_url` is the URL the page was finally fetched from (after
/// redirects): it decides whether `mixed-content` applies and resolves
/// relative addresses.
pub fn audit(html: &str, page_url: &Url) -> Vec<Issue> {
    let page = Page::parse(html);
    let mut findings = Vec::new();
    document::check(&page, &mut findings);
    images::check(&page, &mut findings);
    forms::check(&page, &mut findings);
    links::check(&page, &mut findings);
    headings::check(&page, &mut findings);
    structure::check(&page, &mut findings);
    mixed_content::check(&page, page_url, &mut findings);

    // A stable sort keeps the order in which a rule found two issues on one
    // element, so the result is the same on every run.
    findings.sort_by(|a, b| page.order(a.node).cmp(&page.order(b.node)).then_with(|| a.rule.id.cmp(b.rule.id)));

    let mut per_rule: HashMap<&'static str, usize> = HashMap::new();
    findings
        .into_iter()
        .filter(|finding| {
            let count = per_rule.entry(finding.rule.id).or_default();
            *count += 1;
            *count <= MAX_ISSUES_PER_RULE
        })
        .map(|finding| Issue {
            rule: finding.rule.id.to_owned(),
            impact: finding.rule.impact,
            message: finding.message,
            selector: selector::for_node(&page, finding.node),
            help_url: finding.rule.help_url(),
        })
        .collect()
}

/// Cuts a value quoted in a message (an id, a URL) to a readable length.
pub(crate) fn shorten(value: &str, max_chars: usize) -> String {
    match value.char_indices().nth(max_chars) {
        Some((end, _)) => format!("{}…", &value[..end]),
        None => value.to_owned(),
    }
}
