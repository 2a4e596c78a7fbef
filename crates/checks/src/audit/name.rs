//! Whether an element has an accessible name, the text a screen reader
//! announces for it. This is the part of the W3C "accessible name
//! computation" that a static audit can follow: the rules only need to know
//! whether a name exists, never what it says.

use std::collections::HashMap;

use ego_tree::NodeId;
use scraper::{ElementRef, Node};

use super::page::{input_type, is_html, is_svg, non_blank, Page};

/// Elements whose content names nothing around them: what a field holds is
/// its value, and scripts and styles are not shown at all.
const SILENT: [&str; 7] = ["script", "style", "template", "noscript", "select", "textarea", "datalist"];

/// Whether the element's content gives it a name: its descendant text, the
/// alt text of images inside it, the `aria-label` of elements inside it,
/// and the `title` of SVG graphics inside it. Hidden descendants, scripts,
/// styles and the contents of form fields do not count.
pub(crate) fn content_has_text(page: &Page, element: ElementRef<'_>) -> bool {
    let index = page.content_text().get_or_init(|| build_index(page));
    index.get(&element.id()).copied().unwrap_or(false)
}

/// Computes [`content_has_text`] for every element at once, children
/// before parents (reverse document order), so that nested labels or
/// links cost one pass over the page rather than one per ancestor.
fn build_index(page: &Page) -> HashMap<NodeId, bool> {
    let mut has_text: HashMap<NodeId, bool> = HashMap::new();
    let mut contributes: HashMap<NodeId, bool> = HashMap::new();
    for element in page.elements().rev() {
        let own = element.children().any(|child| match child.value() {
            Node::Text(text) => !text.trim().is_empty(),
            Node::Element(_) => contributes.get(&child.id()).copied().unwrap_or(false),
            _ => false,
        });
        has_text.insert(element.id(), own);
        contributes.insert(element.id(), gives_text_to_parent(page, element, own));
    }
    has_text
}

/// Whether an element gives text to the content of its parent, given
/// whether its own content has text.
fn gives_text_to_parent(page: &Page, element: ElementRef<'_>, own: bool) -> bool {
    if page.is_self_hidden(element.id()) {
        return false;
    }
    if non_blank(element, "aria-label").is_some() {
        return true;
    }
    if is_html(element, "img") || (is_html(element, "input") && input_type(element) == "image") {
        return non_blank(element, "alt").is_some();
    }
    if is_svg(element, "svg") {
        return svg_has_title(element);
    }
    if SILENT.iter().any(|name| is_html(element, name)) {
        return false;
    }
    own
}

/// Whether an `svg` element has a `title` child with text, which names it.
fn svg_has_title(svg: ElementRef<'_>) -> bool {
    svg.child_elements().any(|child| is_svg(child, "title") && child.text().any(|text| !text.trim().is_empty()))
}

/// Whether `aria-labelledby` names at least one existing element that has
/// text (its own `aria-label` or its content).
pub(crate) fn labelledby_has_text(page: &Page, element: ElementRef<'_>) -> bool {
    let Some(ids) = element.value().attr("aria-labelledby") else {
        return false;
    };
    ids.split_ascii_whitespace().filter_map(|id| page.by_id(id)).any(|target| {
        // The target counts even if hidden: hiding the visible label text
        // and pointing at it is a common, valid pattern.
        non_blank(target, "aria-label").is_some() || content_has_text(page, target)
    })
}

/// Whether the element is named by ARIA (`aria-labelledby` with text or a
/// non-blank `aria-label`) or, as a last resort, by its `title`.
pub(crate) fn named_by_attributes(page: &Page, element: ElementRef<'_>) -> bool {
    labelledby_has_text(page, element)
        || non_blank(element, "aria-label").is_some()
        || non_blank(element, "title").is_some()
}
