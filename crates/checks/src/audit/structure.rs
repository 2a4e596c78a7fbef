//! `landmark-main`, `duplicate-id` and `nesting-depth`: the page's structure
//! can be relied on by assistive technology, by its own labels and scripts,
//! and by the audit.

use super::page::{is_html, role, Page};
use super::parse::MAX_DEPTH;
use super::{shorten, Finding, Impact, Rule};

/// `landmark-main`: exactly one visible main landmark.
pub(crate) const LANDMARK_MAIN: Rule =
    Rule { id: "landmark-main", impact: Impact::Moderate, title: "The page has one main landmark" };

/// `duplicate-id`: every `id` value is used once.
pub(crate) const DUPLICATE_ID: Rule = Rule { id: "duplicate-id", impact: Impact::Minor, title: "Ids are unique" };

/// `nesting-depth`: no element is nested deeper than browsers build.
pub(crate) const NESTING_DEPTH: Rule =
    Rule { id: "nesting-depth", impact: Impact::Critical, title: "Elements are nested at most 512 levels deep" };

/// Runs the structure rules.
pub(crate) fn check(page: &Page, out: &mut Vec<Finding>) {
    landmark_main(page, out);
    duplicate_id(page, out);
    if let Some(node) = page.too_deep() {
        out.push(Finding::new(
            &NESTING_DEPTH,
            node,
            format!(
                "Elements are nested more than {MAX_DEPTH} levels deep here, so the audit stopped reading the page."
            ),
        ));
    }
}

fn landmark_main(page: &Page, out: &mut Vec<Finding>) {
    // HTML allows several `main` elements as long as only one is not
    // hidden, so hidden ones do not count.
    let mains: Vec<_> = page
        .elements()
        .filter(|element| !page.is_hidden(element.id()))
        .filter(|element| is_html(*element, "main") || role(*element).as_deref() == Some("main"))
        .collect();
    match mains.as_slice() {
        [] => {
            if let Some(body) = page.body_or_root() {
                out.push(Finding::new(&LANDMARK_MAIN, body.id(), "The page has no main landmark."));
            }
        }
        [_] => {}
        [_, second, ..] => out.push(Finding::new(
            &LANDMARK_MAIN,
            second.id(),
            format!("The page has {} main landmarks instead of one.", mains.len()),
        )),
    }
}

fn duplicate_id(page: &Page, out: &mut Vec<Finding>) {
    // One issue per repeated value, at its second use: the first element is
    // the one `#id`, `label for` and `getElementById` find.
    for (id, nodes) in page.repeated_ids() {
        if let Some(second) = nodes.get(1) {
            out.push(Finding::new(
                &DUPLICATE_ID,
                *second,
                format!("The id \"{}\" is used by {} elements.", shorten(id, 60), nodes.len()),
            ));
        }
    }
}
