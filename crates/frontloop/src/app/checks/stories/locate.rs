//! Locators: elements found the way a user finds them. Roles, names and
//! labels come from Chromium's accessibility tree (implicit roles count,
//! hidden elements are not there); texts and CSS selectors from the DOM.

use chromiumoxide::cdp::browser_protocol::accessibility::{AxNode, QueryAxTreeParams};
use chromiumoxide::cdp::js_protocol::runtime::RemoteObjectId;
use frontloop_checks::stories::{Find, Locator, TextRule};
use serde_json::json;

use super::page::CheckPage;

/// The roles a label names.
const FORM_ROLES: [&str; 9] =
    ["textbox", "searchbox", "combobox", "checkbox", "radio", "slider", "spinbutton", "switch", "listbox"];

/// Every element the locator matches, in document order, `nth` ignored.
pub async fn all(page: &CheckPage, locator: &Locator) -> Result<Vec<RemoteObjectId>, String> {
    let root = match &locator.within {
        Some(outer) => {
            Some(first(page, outer).await?.ok_or_else(|| format!("{} is not on the page", describe(outer)))?)
        }
        None => None,
    };
    match &locator.by {
        Find::Css(selector) => {
            let array = page.call_for_object(root.as_ref(), "find_css", vec![json!(selector)]).await?;
            match array {
                Some(array) => page.elements(&array).await,
                None => Ok(Vec::new()),
            }
        }
        Find::Text(rule) => {
            let (mode, text) = match rule {
                TextRule::Contains(text) => ("contains", text),
                TextRule::Equals(text) | TextRule::Matches(text) => ("equals", text),
            };
            let array = page.call_for_object(root.as_ref(), "find_text", vec![json!(mode), json!(text)]).await?;
            match array {
                Some(array) => page.elements(&array).await,
                None => Ok(Vec::new()),
            }
        }
        Find::Role { role, name } => {
            let exact = match name {
                Some(TextRule::Equals(name)) => Some(name.clone()),
                _ => None,
            };
            let nodes = ax_query(page, root.as_ref(), Some(role.clone()), exact).await?;
            let kept = nodes.iter().filter(|node| name.as_ref().is_none_or(|rule| names_match(rule, ax_name(node))));
            objects(page, kept).await
        }
        Find::Label(rule) => {
            let exact = match rule {
                TextRule::Equals(name) => Some(name.clone()),
                _ => None,
            };
            let nodes = ax_query(page, root.as_ref(), None, exact).await?;
            let kept = nodes.iter().filter(|node| {
                let role = node.role.as_ref().and_then(|r| r.value.as_ref()).and_then(|v| v.as_str()).unwrap_or("");
                FORM_ROLES.contains(&role) && names_match(rule, ax_name(node))
            });
            objects(page, kept).await
        }
    }
}

/// The element the locator picks (its `nth` match), if any.
pub async fn first(page: &CheckPage, locator: &Locator) -> Result<Option<RemoteObjectId>, String> {
    let mut found = Box::pin(all(page, locator)).await?;
    let nth = locator.nth as usize;
    Ok((nth < found.len()).then(|| found.swap_remove(nth)))
}

/// The element the locator picks, or a sentence saying it is not there.
pub async fn one(page: &CheckPage, locator: &Locator) -> Result<RemoteObjectId, String> {
    first(page, locator).await?.ok_or_else(|| format!("expected {}, but it is not on the page", describe(locator)))
}

fn ax_name(node: &AxNode) -> &str {
    node.name.as_ref().and_then(|n| n.value.as_ref()).and_then(|v| v.as_str()).unwrap_or("")
}

fn names_match(rule: &TextRule, name: &str) -> bool {
    rule.holds(name)
}

/// The accessibility tree's nodes under `root` (else the document) with
/// this role and exact name, when given; ignored (hidden) nodes left out.
async fn ax_query(
    page: &CheckPage,
    root: Option<&RemoteObjectId>,
    role: Option<String>,
    name: Option<String>,
) -> Result<Vec<AxNode>, String> {
    let root = match root {
        Some(root) => root.clone(),
        None => page.call_for_object(None, "document", Vec::new()).await?.ok_or("The page has no document.")?,
    };
    let params =
        QueryAxTreeParams { object_id: Some(root), role, accessible_name: name, ..QueryAxTreeParams::default() };
    let answer = page.page.execute(params).await.map_err(|e| format!("The browser failed: {e}"))?;
    Ok(answer.result.nodes.iter().filter(|node| !node.ignored).cloned().collect())
}

async fn objects<'n>(page: &CheckPage, nodes: impl Iterator<Item = &'n AxNode>) -> Result<Vec<RemoteObjectId>, String> {
    let mut found = Vec::new();
    for node in nodes {
        if let Some(backend) = node.backend_dom_node_id {
            if let Some(object) = page.object_of(backend).await? {
                found.push(object);
            }
        }
    }
    Ok(found)
}

/// The locator in words, for the sentences of failed checks.
pub fn describe(locator: &Locator) -> String {
    let quoted = |rule: &TextRule| match rule {
        TextRule::Equals(text) => format!("\"{text}\""),
        TextRule::Contains(text) => format!("containing \"{text}\""),
        TextRule::Matches(text) => format!("matching /{text}/"),
    };
    let what = match &locator.by {
        Find::Role { role, name: Some(name) } => format!("the {role} {}", quoted(name)),
        Find::Role { role, name: None } => format!("a {role}"),
        Find::Label(label) => format!("the field labelled {}", quoted(label)),
        Find::Text(text) => format!("the text {}", quoted(text)),
        Find::Css(css) => format!("an element matching `{css}`"),
    };
    let what = match locator.nth {
        0 => what,
        n => format!("match {} of {what}", n + 1),
    };
    match &locator.within {
        Some(outer) => format!("{what} inside {}", describe(outer)),
        None => what,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_compare_as_a_user_reads_them() {
        assert!(names_match(&TextRule::Equals("Add to cart".into()), "Add  to\ncart"));
        assert!(names_match(&TextRule::Contains("ommand".into()), "Command palette"));
        assert!(names_match(&TextRule::Contains("COMMAND".into()), "Command palette"));
        assert!(!names_match(&TextRule::Equals("Add".into()), "Add to cart"));
    }

    #[test]
    fn locators_read_as_sentences() {
        let tab = Locator {
            by: Find::Role { role: "tab".into(), name: Some(TextRule::Equals("Reviews".into())) },
            nth: 0,
            within: None,
        };
        assert_eq!(describe(&tab), "the tab \"Reviews\"");
        let item = Locator { by: Find::Css("li".into()), nth: 2, within: Some(Box::new(tab)) };
        assert_eq!(describe(&item), "match 3 of an element matching `li` inside the tab \"Reviews\"");
    }
}
