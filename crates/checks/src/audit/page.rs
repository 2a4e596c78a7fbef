//! The parsed page and what the rules need to know about every element,
//! computed once in a single walk: document order, whether it is hidden,
//! its place among siblings of its type, and the ids.
//!
//! Nothing here recurses: a page of a hundred thousand nested `div`s must
//! not overflow the stack, and nothing is computed per ancestor, so the cost
//! stays linear in the size of the page.

use std::cell::OnceCell;
use std::collections::HashMap;

use ego_tree::{NodeId, NodeRef};
use scraper::{ElementRef, Html, Node};

use super::parse;

/// The HTML namespace; elements of SVG or MathML are in other namespaces.
const HTML_NS: &str = "http://www.w3.org/1999/xhtml";
/// The SVG namespace.
const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// What the walk learned about one element.
#[derive(Debug, Clone, Copy)]
struct Info {
    /// Position in document order.
    order: usize,
    /// The element itself says it is hidden (attribute or inline style).
    self_hidden: bool,
    /// The element or one of its ancestors is hidden.
    hidden: bool,
    /// 1-based position among the siblings with the same name.
    type_index: usize,
    /// No sibling has the same name.
    type_unique: bool,
}

/// A parsed page with its per-element facts.
pub(crate) struct Page {
    html: Html,
    /// The element past which the parse stopped, nested too deep.
    too_deep: Option<NodeId>,
    /// Every element in document order; the contents of `template`
    /// elements are left out, as they are not part of the document.
    elements: Vec<NodeId>,
    info: HashMap<NodeId, Info>,
    /// Elements by `id` value, in document order.
    ids: HashMap<String, Vec<NodeId>>,
    /// Which elements have text in their content, built once by `name.rs`
    /// when a rule first asks.
    content_text: OnceCell<HashMap<NodeId, bool>>,
}

impl Page {
    /// Parses `source` as a browser would (up to the depth limit of
    /// `parse.rs`) and indexes its elements.
    pub(crate) fn parse(source: &str) -> Page {
        let parse::Parsed { html, too_deep } = parse::parse(source);
        let mut elements = Vec::new();
        let mut info = HashMap::new();
        let mut ids: HashMap<String, Vec<NodeId>> = HashMap::new();
        // Sibling positions are known when the parent is visited, before
        // the children themselves are.
        let mut type_positions: HashMap<NodeId, (usize, bool)> = HashMap::new();

        let mut stack: Vec<(NodeRef<'_, Node>, bool)> = vec![(html.tree.root(), false)];
        while let Some((node, parent_hidden)) = stack.pop() {
            let mut hidden = parent_hidden;
            if let Some(element) = ElementRef::wrap(node) {
                let self_hidden = is_self_hidden(element);
                hidden = parent_hidden || self_hidden;
                let (type_index, type_unique) = type_positions.remove(&node.id()).unwrap_or((1, true));
                info.insert(node.id(), Info { order: elements.len(), self_hidden, hidden, type_index, type_unique });
                elements.push(node.id());
                if let Some(id) = element.value().attr("id").filter(|id| !id.is_empty()) {
                    ids.entry(id.to_owned()).or_default().push(node.id());
                }
            }
            record_type_positions(node, &mut type_positions);
            // Children go on the stack last first, so they come off in
            // document order. A fragment child is a template's contents.
            let children: Vec<_> = node.children().filter(|child| !child.value().is_fragment()).collect();
            stack.extend(children.into_iter().rev().map(|child| (child, hidden)));
        }

        Page { html, too_deep, elements, info, ids, content_text: OnceCell::new() }
    }

    /// The element past which the parse stopped because it was nested too
    /// deep, if it did.
    pub(crate) fn too_deep(&self) -> Option<NodeId> {
        self.too_deep
    }

    /// Every element in document order.
    pub(crate) fn elements(&self) -> impl DoubleEndedIterator<Item = ElementRef<'_>> + '_ {
        self.elements.iter().filter_map(move |id| self.element(*id))
    }

    /// The HTML elements named `name` (lowercase), in document order.
    pub(crate) fn html_elements<'a>(&'a self, name: &'a str) -> impl Iterator<Item = ElementRef<'a>> + 'a {
        self.elements().filter(move |element| is_html(*element, name))
    }

    /// The element with this node id, if the node is an element.
    pub(crate) fn element(&self, id: NodeId) -> Option<ElementRef<'_>> {
        self.html.tree.get(id).and_then(ElementRef::wrap)
    }

    /// Position of the node in document order (nodes that are not indexed
    /// sort last).
    pub(crate) fn order(&self, id: NodeId) -> usize {
        self.info.get(&id).map_or(usize::MAX, |info| info.order)
    }

    /// Whether the element or an ancestor is hidden from everyone: the
    /// `hidden` attribute, `aria-hidden="true"`, or an inline style with
    /// `display: none` or `visibility: hidden`.
    pub(crate) fn is_hidden(&self, id: NodeId) -> bool {
        self.info.get(&id).is_some_and(|info| info.hidden)
    }

    /// Whether the element itself (not counting its ancestors) is hidden.
    pub(crate) fn is_self_hidden(&self, id: NodeId) -> bool {
        self.info.get(&id).is_some_and(|info| info.self_hidden)
    }

    /// 1-based position among siblings of the same name, and whether it is
    /// the only one.
    pub(crate) fn type_position(&self, id: NodeId) -> (usize, bool) {
        self.info.get(&id).map_or((1, true), |info| (info.type_index, info.type_unique))
    }

    /// The first element with this id, as `getElementById` finds it.
    pub(crate) fn by_id(&self, id: &str) -> Option<ElementRef<'_>> {
        self.ids.get(id).and_then(|nodes| nodes.first()).and_then(|node| self.element(*node))
    }

    /// Whether exactly one element has this id, so `#id` finds it.
    pub(crate) fn id_is_unique(&self, id: &str) -> bool {
        self.ids.get(id).is_some_and(|nodes| nodes.len() == 1)
    }

    /// The id values used more than once, each with its elements, ordered
    /// by the second element that uses it.
    pub(crate) fn repeated_ids(&self) -> Vec<(&str, &[NodeId])> {
        let mut repeated: Vec<(&str, &[NodeId])> =
            self.ids.iter().filter(|(_, nodes)| nodes.len() > 1).map(|(id, nodes)| (id.as_str(), &nodes[..])).collect();
        repeated.sort_by_key(|(_, nodes)| nodes.get(1).map_or(usize::MAX, |node| self.order(*node)));
        repeated
    }

    /// The document element (`html`).
    pub(crate) fn root(&self) -> Option<ElementRef<'_>> {
        self.html.tree.root().children().find_map(ElementRef::wrap)
    }

    /// The `head` element (the parser always makes one).
    pub(crate) fn head(&self) -> Option<ElementRef<'_>> {
        self.root().and_then(|root| root.child_elements().find(|child| is_html(*child, "head")))
    }

    /// The `body` element, or the document element for a frameset page,
    /// which has no body: page-level issues of the content point at it.
    pub(crate) fn body_or_root(&self) -> Option<ElementRef<'_>> {
        let root = self.root()?;
        root.child_elements().find(|child| is_html(*child, "body")).or(Some(root))
    }

    /// The cache of which elements have text in their content (see
    /// `name.rs`, which fills it).
    pub(crate) fn content_text(&self) -> &OnceCell<HashMap<NodeId, bool>> {
        &self.content_text
    }
}

/// Whether `element` is the HTML element `name` (not an SVG `a`, say).
pub(crate) fn is_html(element: ElementRef<'_>, name: &str) -> bool {
    let qual = &element.value().name;
    &*qual.ns == HTML_NS && &*qual.local == name
}

/// Whether `element` is an HTML element, whatever its name.
pub(crate) fn in_html_namespace(element: ElementRef<'_>) -> bool {
    &*element.value().name.ns == HTML_NS
}

/// Whether `element` is the SVG element `name`.
pub(crate) fn is_svg(element: ElementRef<'_>, name: &str) -> bool {
    let qual = &element.value().name;
    &*qual.ns == SVG_NS && &*qual.local == name
}

/// The value of an attribute when it has something other than whitespace.
pub(crate) fn non_blank<'a>(element: ElementRef<'a>, attribute: &str) -> Option<&'a str> {
    element.value().attr(attribute).filter(|value| !value.trim().is_empty())
}

/// The `type` of an `input`, lowercased; a missing or unknown type is text.
pub(crate) fn input_type(element: ElementRef<'_>) -> String {
    element.value().attr("type").map_or_else(|| "text".to_owned(), |kind| kind.trim().to_ascii_lowercase())
}

/// The first token of `role`, lowercased.
pub(crate) fn role(element: ElementRef<'_>) -> Option<String> {
    element.value().attr("role").and_then(|role| role.split_ascii_whitespace().next()).map(str::to_ascii_lowercase)
}

/// Whether the element itself says it is hidden. Style sheets are not read,
/// so only the inline `style` attribute counts.
fn is_self_hidden(element: ElementRef<'_>) -> bool {
    let value = element.value();
    if value.attr("hidden").is_some() {
        return true;
    }
    if value.attr("aria-hidden").is_some_and(|hidden| hidden.trim().eq_ignore_ascii_case("true")) {
        return true;
    }
    value.attr("style").is_some_and(style_hides)
}

/// Whether an inline style has `display: none` or `visibility: hidden`.
fn style_hides(style: &str) -> bool {
    style.split(';').any(|declaration| {
        let Some((property, value)) = declaration.split_once(':') else {
            return false;
        };
        let property = property.trim().to_ascii_lowercase();
        let value = value.trim().trim_end_matches("!important").trim().to_ascii_lowercase();
        (property == "display" && value == "none") || (property == "visibility" && value == "hidden")
    })
}

/// Records, for each element child of `node`, its position among the
/// children of the same name (namespace and local name, as `:nth-of-type`
/// counts them).
fn record_type_positions(node: NodeRef<'_, Node>, positions: &mut HashMap<NodeId, (usize, bool)>) {
    let mut totals: HashMap<(&str, &str), usize> = HashMap::new();
    for child in node.children().filter_map(ElementRef::wrap) {
        let name = &child.value().name;
        *totals.entry((&*name.ns, &*name.local)).or_default() += 1;
    }
    if totals.is_empty() {
        return;
    }
    let mut seen: HashMap<(&str, &str), usize> = HashMap::new();
    for child in node.children().filter_map(ElementRef::wrap) {
        let name = &child.value().name;
        let key = (&*name.ns, &*name.local);
        let index = seen.entry(key).or_default();
        *index += 1;
        let total = totals.get(&key).copied().unwrap_or(1);
        positions.insert(child.id(), (*index, total == 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_styles_that_hide() {
        assert!(style_hides("display:none"));
        assert!(style_hides("color: red; DISPLAY : None !important"));
        assert!(style_hides("visibility: hidden"));
        assert!(!style_hides("display: block"));
        assert!(!style_hides("content: 'display:none'x"));
    }

    #[test]
    fn deep_nesting_stops_the_parse() {
        let source = format!("{}<img src=a.png>", "<div>".repeat(100_000));
        let page = Page::parse(&source);
        assert!(page.too_deep().is_some());
        assert!(page.elements().count() < 2_000);
    }
}
