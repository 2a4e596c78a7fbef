//! Parsing with a depth guard. html5ever's tree builder rescans its stack of
//! open elements for many start tags, so parsing is quadratic in nesting
//! depth, and nothing caps the depth (servo/html5ever#788): 2 MB of nested
//! `<div>`s would take minutes. Browsers stop nesting at 512 levels
//! (Chromium's `kMaximumHTMLParserDOMTreeDepth`); here the parse stops
//! reading once an element lands deeper than that, and the audit reports
//! where.
//!
//! The guard looks at the tree itself rather than re-implementing the
//! tokenizer: every element inserted walks up its ancestors, at most
//! [`MAX_DEPTH`] + 1 steps, so the check costs a bounded amount per
//! element. The stack of open elements is (up to foster parenting) a subset
//! of the current node's ancestors, so bounding the ancestors bounds it.

use std::borrow::Cow;
use std::cell::Cell;

use ego_tree::NodeId;
use html5ever::driver::{self, ParseOpts};
use html5ever::tendril::{StrTendril, TendrilSink};
use html5ever::tree_builder::{ElementFlags, NodeOrText, QuirksMode, TreeSink};
use html5ever::{Attribute, QualName};
use scraper::{Html, HtmlTreeSink};

/// Deepest nesting the audit reads, as in Chromium and WebKit.
pub(crate) const MAX_DEPTH: usize = 512;

/// How much input is handed to the parser between two looks at the guard:
/// past the limit, at most this much more is parsed.
const CHUNK_BYTES: usize = 4096;

/// A parsed document, and the first element found nested too deep if the
/// parse stopped there.
pub(crate) struct Parsed {
    pub(crate) html: Html,
    pub(crate) too_deep: Option<NodeId>,
}

/// Parses `source` as a document, as a browser would, stopping after the
/// first element nested deeper than [`MAX_DEPTH`].
pub(crate) fn parse(source: &str) -> Parsed {
    let sink = GuardSink { inner: HtmlTreeSink::new(Html::new_document()), too_deep: Cell::new(None) };
    let mut parser = driver::parse_document(sink, ParseOpts::default());
    let mut rest = source;
    while !rest.is_empty() && parser.tokenizer.sink.sink.too_deep.get().is_none() {
        let (chunk, after) = rest.split_at(char_boundary_at_or_after(rest, CHUNK_BYTES));
        parser.process(StrTendril::from_slice(chunk));
        rest = after;
    }
    parser.finish()
}

/// The first char boundary at or after `index` (or the length).
fn char_boundary_at_or_after(text: &str, index: usize) -> usize {
    (index..text.len()).find(|at| text.is_char_boundary(*at)).unwrap_or(text.len())
}

/// scraper's tree sink, watching how deep each inserted element lands.
struct GuardSink {
    inner: HtmlTreeSink,
    too_deep: Cell<Option<NodeId>>,
}

impl GuardSink {
    /// Notes `child` if it is an element placed under `parent` deeper than
    /// [`MAX_DEPTH`].
    fn watch(&self, parent: NodeId, child: &NodeOrText<NodeId>) {
        let NodeOrText::AppendNode(child) = child else { return };
        if self.too_deep.get().is_some() {
            return;
        }
        let html = self.inner.0.borrow();
        let is_element = html.tree.get(*child).is_some_and(|node| node.value().is_element());
        let depth = html.tree.get(parent).map_or(0, |parent| parent.ancestors().take(MAX_DEPTH + 1).count() + 1);
        if is_element && depth > MAX_DEPTH {
            self.too_deep.set(Some(*child));
        }
    }

    /// The parent `sibling` has, if any.
    fn parent_of(&self, sibling: NodeId) -> Option<NodeId> {
        self.inner.0.borrow().tree.get(sibling).and_then(|node| node.parent()).map(|parent| parent.id())
    }
}

impl TreeSink for GuardSink {
    type Handle = NodeId;
    type Output = Parsed;
    type ElemName<'a> = <HtmlTreeSink as TreeSink>::ElemName<'a>;

    fn finish(self) -> Parsed {
        Parsed { too_deep: self.too_deep.get(), html: self.inner.finish() }
    }

    fn parse_error(&self, msg: Cow<'static, str>) {
        self.inner.parse_error(msg)
    }

    fn get_document(&self) -> NodeId {
        self.inner.get_document()
    }

    fn elem_name<'a>(&'a self, target: &'a NodeId) -> Self::ElemName<'a> {
        self.inner.elem_name(target)
    }

    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> NodeId {
        self.inner.create_element(name, attrs, flags)
    }

    fn create_comment(&self, text: StrTendril) -> NodeId {
        self.inner.create_comment(text)
    }

    fn create_pi(&self, target: StrTendril, data: StrTendril) -> NodeId {
        self.inner.create_pi(target, data)
    }

    fn append(&self, parent: &NodeId, child: NodeOrText<NodeId>) {
        self.inner.append(parent, child_copy(&child));
        self.watch(*parent, &child);
    }

    fn append_based_on_parent_node(&self, element: &NodeId, prev_element: &NodeId, child: NodeOrText<NodeId>) {
        // The child goes under `element`'s parent if it has one, else under
        // `prev_element`.
        let parent = self.parent_of(*element).unwrap_or(*prev_element);
        self.inner.append_based_on_parent_node(element, prev_element, child_copy(&child));
        self.watch(parent, &child);
    }

    fn append_doctype_to_document(&self, name: StrTendril, public_id: StrTendril, system_id: StrTendril) {
        self.inner.append_doctype_to_document(name, public_id, system_id)
    }

    fn mark_script_already_started(&self, node: &NodeId) {
        self.inner.mark_script_already_started(node)
    }

    fn pop(&self, node: &NodeId) {
        self.inner.pop(node)
    }

    fn get_template_contents(&self, target: &NodeId) -> NodeId {
        self.inner.get_template_contents(target)
    }

    fn same_node(&self, x: &NodeId, y: &NodeId) -> bool {
        self.inner.same_node(x, y)
    }

    fn set_quirks_mode(&self, mode: QuirksMode) {
        self.inner.set_quirks_mode(mode)
    }

    fn append_before_sibling(&self, sibling: &NodeId, new_node: NodeOrText<NodeId>) {
        let parent = self.parent_of(*sibling);
        self.inner.append_before_sibling(sibling, child_copy(&new_node));
        if let Some(parent) = parent {
            self.watch(parent, &new_node);
        }
    }

    fn add_attrs_if_missing(&self, target: &NodeId, attrs: Vec<Attribute>) {
        self.inner.add_attrs_if_missing(target, attrs)
    }

    fn associate_with_form(&self, target: &NodeId, form: &NodeId, nodes: (&NodeId, Option<&NodeId>)) {
        self.inner.associate_with_form(target, form, nodes)
    }

    fn remove_from_parent(&self, target: &NodeId) {
        self.inner.remove_from_parent(target)
    }

    fn reparent_children(&self, node: &NodeId, new_parent: &NodeId) {
        self.inner.reparent_children(node, new_parent)
    }

    fn is_mathml_annotation_xml_integration_point(&self, handle: &NodeId) -> bool {
        self.inner.is_mathml_annotation_xml_integration_point(handle)
    }

    fn set_current_line(&self, line_number: u64) {
        self.inner.set_current_line(line_number)
    }

    fn allow_declarative_shadow_roots(&self, intended_parent: &NodeId) -> bool {
        self.inner.allow_declarative_shadow_roots(intended_parent)
    }

    fn attach_declarative_shadow(&self, location: &NodeId, template: &NodeId, attrs: &[Attribute]) -> bool {
        self.inner.attach_declarative_shadow(location, template, attrs)
    }

    fn maybe_clone_an_option_into_selectedcontent(&self, option: &NodeId) {
        self.inner.maybe_clone_an_option_into_selectedcontent(option)
    }
}

/// A copy of an append argument: the node handle is `Copy`, the text is a
/// cheap reference-counted tendril.
fn child_copy(child: &NodeOrText<NodeId>) -> NodeOrText<NodeId> {
    match child {
        NodeOrText::AppendNode(node) => NodeOrText::AppendNode(*node),
        NodeOrText::AppendText(text) => NodeOrText::AppendText(text.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_pages_parse_whole() {
        let parsed = parse(&format!("{}<p>end</p>", "<div>".repeat(MAX_DEPTH - 10)));
        assert!(parsed.too_deep.is_none());
        assert!(parsed.html.html().contains("<p>end</p>"));
    }

    #[test]
    fn the_parse_stops_past_the_limit() {
        let parsed = parse(&format!("{}<p>end</p>", "<div>".repeat(50_000)));
        assert!(parsed.too_deep.is_some());
        assert!(!parsed.html.html().contains("<p>end</p>"));
    }

    #[test]
    fn multibyte_text_is_cut_at_char_boundaries() {
        let text = "é".repeat(5000);
        let parsed = parse(&format!("<p>{text}</p>"));
        assert!(parsed.html.html().contains(&text));
    }
}
