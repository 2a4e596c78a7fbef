//! `form-label` and `button-name`: every form field and every button can be
//! told apart by someone who cannot see the page.

use std::collections::{HashMap, HashSet};

use ego_tree::NodeId;
use scraper::ElementRef;

use super::name::{content_has_text, named_by_attributes};
use super::page::{input_type, is_html, non_blank, Page};
use super::{Finding, Impact, Rule};

/// `form-label`: every visible form field has a label.
pub(crate) const FORM_LABEL: Rule =
    Rule { id: "form-label", impact: Impact::Critical, title: "Form fields have labels" };

/// `button-name`: every visible button has a name.
pub(crate) const BUTTON_NAME: Rule = Rule { id: "button-name", impact: Impact::Critical, title: "Buttons have a name" };

/// Input types that are buttons (named by their value), not fields.
const BUTTON_TYPES: [&str; 3] = ["button", "submit", "reset"];

/// Runs `form-label` and `button-name`.
pub(crate) fn check(page: &Page, out: &mut Vec<Finding>) {
    let labels = Labels::new(page);
    for element in page.elements() {
        if page.is_hidden(element.id()) {
            continue;
        }
        if is_html(element, "input") {
            let kind = input_type(element);
            match kind.as_str() {
                "hidden" => {}
                "image" => {
                    if non_blank(element, "alt").is_none() && !named_by_attributes(page, element) {
                        out.push(Finding::new(&FORM_LABEL, element.id(), "The image button has no alt text."));
                    }
                }
                kind if BUTTON_TYPES.contains(&kind) => {
                    if !input_button_named(page, element, kind) {
                        out.push(Finding::new(&BUTTON_NAME, element.id(), "The button has no text or label."));
                    }
                }
                _ => field(page, &labels, element, out),
            }
        } else if is_html(element, "select") || is_html(element, "textarea") {
            field(page, &labels, element, out);
        } else if is_html(element, "button") && !content_has_text(page, element) && !named_by_attributes(page, element)
        {
            out.push(Finding::new(&BUTTON_NAME, element.id(), "The button has no text or label."));
        }
    }
}

/// Reports a field that no label names.
fn field(page: &Page, labels: &Labels, element: ElementRef<'_>, out: &mut Vec<Finding>) {
    if !labels.labels(page, element) && !named_by_attributes(page, element) {
        out.push(Finding::new(&FORM_LABEL, element.id(), "The form field has no label."));
    }
}

/// Whether an `input` button has a name. A submit or reset button without a
/// `value` shows the browser's own word ("Submit", "Reset"), which names it;
/// an explicit empty value shows nothing.
fn input_button_named(page: &Page, element: ElementRef<'_>, kind: &str) -> bool {
    let value = element.value().attr("value");
    let default_label = value.is_none() && kind != "button";
    default_label || value.is_some_and(|value| !value.trim().is_empty()) || named_by_attributes(page, element)
}

/// The `label` elements of the page and what they label, as HTML defines
/// it: a label with `for` labels the element that id finds; a label without
/// it labels its first labelable descendant.
struct Labels {
    /// `for` values of labels that have text.
    for_ids: HashSet<String>,
    /// Fields labelled by a wrapping label that has text.
    wrapped: HashSet<NodeId>,
}

impl Labels {
    fn new(page: &Page) -> Labels {
        let first_labelable = first_labelable_descendants(page);
        let mut for_ids = HashSet::new();
        let mut wrapped = HashSet::new();
        for label in page.html_elements("label") {
            if !content_has_text(page, label) {
                continue;
            }
            match label.value().attr("for") {
                Some(id) => {
                    for_ids.insert(id.to_owned());
                }
                None => {
                    if let Some(target) = first_labelable.get(&label.id()) {
                        wrapped.insert(*target);
                    }
                }
            }
        }
        Labels { for_ids, wrapped }
    }

    /// Whether a label with text labels `element`.
    fn labels(&self, page: &Page, element: ElementRef<'_>) -> bool {
        if self.wrapped.contains(&element.id()) {
            return true;
        }
        // `for` finds the first element with the id, as getElementById does.
        element
            .value()
            .attr("id")
            .filter(|id| self.for_ids.contains(*id))
            .and_then(|id| page.by_id(id))
            .map(|found| found.id())
            == Some(element.id())
    }
}

/// The first labelable descendant of every element that has one, computed
/// children before parents so that nested labels cost one pass.
fn first_labelable_descendants(page: &Page) -> HashMap<NodeId, NodeId> {
    let mut first: HashMap<NodeId, NodeId> = HashMap::new();
    for element in page.elements().rev() {
        let found = element.child_elements().find_map(|child| {
            if labelable(child) {
                Some(child.id())
            } else {
                first.get(&child.id()).copied()
            }
        });
        if let Some(found) = found {
            first.insert(element.id(), found);
        }
    }
    first
}

/// Whether a label can label the element (HTML's "labelable elements").
fn labelable(element: ElementRef<'_>) -> bool {
    ["button", "meter", "output", "progress", "select", "textarea"].iter().any(|name| is_html(element, name))
        || (is_html(element, "input") && input_type(element) != "hidden")
}
