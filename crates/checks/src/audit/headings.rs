//! `heading-order` and `page-has-heading-one`: the headings make an outline
//! that people can jump through.

use super::page::{in_html_namespace, Page};
use super::{Finding, Impact, Rule};

/// `heading-order`: heading levels never skip down more than one level.
pub(crate) const HEADING_ORDER: Rule =
    Rule { id: "heading-order", impact: Impact::Moderate, title: "Heading levels go down one at a time" };

/// `page-has-heading-one`: exactly one `h1`.
pub(crate) const PAGE_HAS_HEADING_ONE: Rule =
    Rule { id: "page-has-heading-one", impact: Impact::Moderate, title: "The page has one h1 heading" };

/// Runs the heading rules over the visible `h1`–`h6` elements.
pub(crate) fn check(page: &Page, out: &mut Vec<Finding>) {
    let headings: Vec<_> = page
        .elements()
        .filter(|element| in_html_namespace(*element) && !page.is_hidden(element.id()))
        .filter_map(|element| level(element.value().name()).map(|level| (element, level)))
        .collect();

    for pair in headings.windows(2) {
        let [(_, previous), (heading, level)] = *pair else { continue };
        if level > previous + 1 {
            out.push(Finding::new(
                &HEADING_ORDER,
                heading.id(),
                format!("The heading level jumps from h{previous} to h{level}."),
            ));
        }
    }

    let ones: Vec<_> = headings.iter().filter(|(_, level)| *level == 1).map(|(heading, _)| *heading).collect();
    match ones.as_slice() {
        [] => {
            if let Some(body) = page.body_or_root() {
                out.push(Finding::new(&PAGE_HAS_HEADING_ONE, body.id(), "The page has no h1 heading."));
            }
        }
        [_] => {}
        [_, second, ..] => out.push(Finding::new(
            &PAGE_HAS_HEADING_ONE,
            second.id(),
            format!("The page has {} h1 headings instead of one.", ones.len()),
        )),
    }
}

/// The level of a heading element name (`h1` → 1).
fn level(name: &str) -> Option<u8> {
    match name {
        "h1" => Some(1),
        "h2" => Some(2),
        "h3" => Some(3),
        "h4" => Some(4),
        "h5" => Some(5),
        "h6" => Some(6),
        _ => None,
    }
}
