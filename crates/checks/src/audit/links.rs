//! `link-name`: every link says where it goes.

use super::name::{content_has_text, named_by_attributes};
use super::page::Page;
use super::{Finding, Impact, Rule};

/// `link-name`: every visible `a[href]` has an accessible name.
pub(crate) const LINK_NAME: Rule = Rule { id: "link-name", impact: Impact::Serious, title: "Links have a name" };

/// Runs `link-name`.
pub(crate) fn check(page: &Page, out: &mut Vec<Finding>) {
    // Without `href` an `a` is a placeholder, not a link, and is not in the
    // tab order.
    for link in page.html_elements("a").filter(|link| link.value().attr("href").is_some()) {
        if page.is_hidden(link.id()) {
            continue;
        }
        if !content_has_text(page, link) && !named_by_attributes(page, link) {
            out.push(Finding::new(&LINK_NAME, link.id(), "The link has no text or label."));
        }
    }
}
