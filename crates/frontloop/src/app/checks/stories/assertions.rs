//! Assertions: what holds of the page now, each failure one sentence of
//! what was expected and what was found.

use std::time::{Duration, Instant};

use chromiumoxide::cdp::browser_protocol::accessibility::GetPartialAxTreeParams;
use frontloop_checks::stories::{AriaState, Assertion, AttributeRule, CountRule, Locator, StyleRule, TextRule};
use serde_json::{json, Value};

use super::locate::{all, describe, first, one};
use super::page::CheckPage;

/// Checks `assertion` once, now.
pub async fn check(page: &CheckPage, assertion: &Assertion) -> Result<(), String> {
    holds(page, assertion).await
}

/// Checks `assertion` until it holds, or until `deadline` with the last
/// sentence of why it did not.
pub async fn wait_for(page: &CheckPage, assertion: &Assertion, deadline: Instant) -> Result<(), String> {
    loop {
        let outcome = holds(page, assertion).await;
        if outcome.is_ok() || Instant::now() + Duration::from_millis(50) >= deadline {
            return outcome.map_err(|why| format!("waited, but {why}"));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn facts(page: &CheckPage, locator: &Locator) -> Result<Option<Value>, String> {
    match first(page, locator).await? {
        Some(element) => Ok(Some(page.call(Some(&element), "facts", Vec::new()).await?)),
        None => Ok(None),
    }
}

fn flag(facts: &Value, key: &str) -> bool {
    facts.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn text_holds(rule: &TextRule, text: &str) -> bool {
    rule.holds(text)
}

fn rule_words(rule: &TextRule) -> String {
    match rule {
        TextRule::Equals(text) => format!("\"{text}\""),
        TextRule::Contains(text) => format!("text containing \"{text}\""),
        TextRule::Matches(text) => format!("text matching /{text}/"),
    }
}

fn shorten(text: &str) -> String {
    let short: String = text.chars().take(80).collect();
    if short.len() < text.len() {
        format!("\"{short}…\"")
    } else {
        format!("\"{short}\"")
    }
}

async fn holds(page: &CheckPage, assertion: &Assertion) -> Result<(), String> {
    match assertion {
        Assertion::Exists { locator, exists } => {
            let found = first(page, locator).await?.is_some();
            match (found, exists) {
                (true, true) | (false, false) => Ok(()),
                (false, true) => Err(format!("expected {}, but it is not on the page", describe(locator))),
                (true, false) => Err(format!("expected no {}, but there is one", describe(locator))),
            }
        }
        Assertion::Visible { locator, visible } => {
            let shown = facts(page, locator).await?.is_some_and(|facts| flag(&facts, "visible"));
            match (shown, visible) {
                (true, true) | (false, false) => Ok(()),
                (false, true) => {
                    Err(format!("expected {} to be visible, but it is hidden or absent", describe(locator)))
                }
                (true, false) => Err(format!("expected {} to be hidden, but it is visible", describe(locator))),
            }
        }
        Assertion::Count { locator, count } => {
            let found = all(page, locator).await?.len() as u32;
            let CountRule { at_least, at_most } = *count;
            if at_least.is_none_or(|n| found >= n) && at_most.is_none_or(|n| found <= n) {
                return Ok(());
            }
            let wanted = match (at_least, at_most) {
                (Some(a), Some(b)) if a == b => format!("{a}"),
                (Some(a), Some(b)) => format!("{a} to {b}"),
                (Some(a), None) => format!("at least {a}"),
                (None, Some(b)) => format!("at most {b}"),
                (None, None) => "any number of".into(),
            };
            Err(format!("expected {wanted} of {}, but found {found}", describe(locator)))
        }
        Assertion::Text { locator, text } => {
            let facts = facts(page, locator)
                .await?
                .ok_or_else(|| format!("expected {}, but it is not on the page", describe(locator)))?;
            let found = facts.get("text").and_then(Value::as_str).unwrap_or_default();
            if text_holds(text, found) {
                Ok(())
            } else {
                Err(format!(
                    "expected {} to read {}, but it reads {}",
                    describe(locator),
                    rule_words(text),
                    shorten(found)
                ))
            }
        }
        Assertion::Value { locator, value } => {
            let facts = facts(page, locator)
                .await?
                .ok_or_else(|| format!("expected {}, but it is not on the page", describe(locator)))?;
            let Some(found) = facts.get("value").and_then(Value::as_str) else {
                return Err(format!("expected {} to be a field with a value, but it has none", describe(locator)));
            };
            if text_holds(value, found) {
                Ok(())
            } else {
                Err(format!(
                    "expected {} to hold {}, but it holds {}",
                    describe(locator),
                    rule_words(value),
                    shorten(found)
                ))
            }
        }
        Assertion::Attribute { locator, attribute, rule } => {
            let element = one(page, locator).await?;
            let found = page.call(Some(&element), "attribute", vec![json!(attribute)]).await?;
            let found = found.as_str();
            let ok = match rule {
                AttributeRule::Equals(wanted) => found == Some(wanted.as_str()),
                AttributeRule::Matches(pattern) => {
                    found.is_some_and(|text| frontloop_checks::stories::matches_pattern(pattern, text))
                }
                AttributeRule::Present(present) => found.is_some() == *present,
            };
            if ok {
                return Ok(());
            }
            let now = found.map_or("it has none".to_owned(), |text| format!("it is {}", shorten(text)));
            let wanted = match rule {
                AttributeRule::Equals(wanted) => format!("to be \"{wanted}\""),
                AttributeRule::Matches(pattern) => format!("to match /{pattern}/"),
                AttributeRule::Present(true) => "to be present".to_owned(),
                AttributeRule::Present(false) => "to be absent".to_owned(),
            };
            Err(format!("expected the {attribute} attribute of {} {wanted}, but {now}", describe(locator)))
        }
        Assertion::State { locator, state, value } => {
            let element = one(page, locator).await?;
            let found = aria_state(page, &element, *state).await?;
            if found == *value {
                Ok(())
            } else {
                let name = format!("{state:?}").to_lowercase();
                let said = |on: bool| if on { name.clone() } else { format!("not {name}") };
                Err(format!("expected {} to be {}, but it is {}", describe(locator), said(*value), said(found)))
            }
        }
        Assertion::Focused(locator) => {
            let focused = facts(page, locator).await?.is_some_and(|facts| flag(&facts, "focused"));
            if focused {
                Ok(())
            } else {
                Err(format!("expected focus on {}, but it is elsewhere", describe(locator)))
            }
        }
        Assertion::Style { locator, property, rule } => {
            let element = one(page, locator).await?;
            let found = page.call(Some(&element), "style", vec![json!(property)]).await?;
            let found = found.as_str().unwrap_or_default().trim().to_owned();
            let pixels = found.strip_suffix("px").and_then(|n| n.trim().parse::<f64>().ok());
            let (ok, wanted) = match rule {
                StyleRule::Equals(wanted) => (found == *wanted, format!("to be {wanted}")),
                StyleRule::NotEquals(wanted) => (found != *wanted, format!("not to be {wanted}")),
                StyleRule::Between { at_least, at_most } => (
                    pixels
                        .is_some_and(|px| at_least.is_none_or(|min| px >= min) && at_most.is_none_or(|max| px <= max)),
                    match (at_least, at_most) {
                        (Some(a), Some(b)) => format!("to be {a}px to {b}px"),
                        (Some(a), None) => format!("to be at least {a}px"),
                        (None, Some(b)) => format!("to be at most {b}px"),
                        (None, None) => "to be a length".to_owned(),
                    },
                ),
            };
            if ok {
                Ok(())
            } else {
                Err(format!("expected the {property} of {} {wanted}, but it is {found}", describe(locator)))
            }
        }
        Assertion::ContrastAtLeast { locator, ratio } => {
            let element = one(page, locator).await?;
            let found = page.call(Some(&element), "contrast", Vec::new()).await?.as_f64().unwrap_or(0.0);
            if found + 1e-9 >= *ratio {
                Ok(())
            } else {
                Err(format!(
                    "expected a contrast of at least {ratio}:1 for {}, but it is {found:.2}:1",
                    describe(locator)
                ))
            }
        }
        Assertion::InViewport { locator, in_viewport } => {
            let inside = facts(page, locator).await?.is_some_and(|facts| flag(&facts, "inViewport"));
            if inside == *in_viewport {
                Ok(())
            } else if *in_viewport {
                Err(format!("expected {} in view, but it is out of view or absent", describe(locator)))
            } else {
                Err(format!("expected {} out of view, but it is in view", describe(locator)))
            }
        }
        Assertion::NoHorizontalScroll { width } => {
            let before = page.viewport();
            page.set_viewport(frontloop_checks::stories::Size { width: *width, height: before.height }).await?;
            let sideways = page.call(None, "page", Vec::new()).await.map(|facts| flag(&facts, "scrollsSideways"));
            page.set_viewport(before).await?;
            if sideways? {
                Err(format!("expected no sideways scrolling at {width} px wide, but the page scrolls sideways"))
            } else {
                Ok(())
            }
        }
        Assertion::LocalStorageUsed(used) => {
            let found = flag(&page.call(None, "page", Vec::new()).await?, "storageUsed");
            match (found, used) {
                (true, true) | (false, false) => Ok(()),
                (false, true) => {
                    Err("expected the site to keep something in localStorage, but it keeps nothing".into())
                }
                (true, false) => Err("expected nothing in localStorage, but the site keeps something there".into()),
            }
        }
        Assertion::Request { url_contains, method, made } => {
            let seen = page.log.lock().map(|log| log.requests.clone()).unwrap_or_default();
            let found = seen
                .iter()
                .any(|(verb, url)| url.contains(url_contains.as_str()) && method.as_ref().is_none_or(|m| m == verb));
            let what = match method {
                Some(method) => format!("a {method} request to an address containing \"{url_contains}\""),
                None => format!("a request to an address containing \"{url_contains}\""),
            };
            match (found, made) {
                (true, true) | (false, false) => Ok(()),
                (false, true) => Err(format!("expected {what}, but none was made")),
                (true, false) => Err(format!("expected no {what}, but one was made")),
            }
        }
        Assertion::NoConsoleErrors => {
            let errors = page.log.lock().map(|log| log.console_errors.clone()).unwrap_or_default();
            match errors.first() {
                None => Ok(()),
                Some(first) => Err(format!("expected no console errors, but the page logged {}", shorten(first))),
            }
        }
        Assertion::Title(rule) => {
            let facts = page.call(None, "page", Vec::new()).await?;
            let title = facts.get("title").and_then(Value::as_str).unwrap_or_default();
            let title = title.split_whitespace().collect::<Vec<_>>().join(" ");
            if text_holds(rule, &title) {
                Ok(())
            } else {
                Err(format!("expected the title {}, but it is {}", rule_words(rule), shorten(&title)))
            }
        }
        Assertion::UrlContains(part) => {
            let facts = page.call(None, "page", Vec::new()).await?;
            let url = facts.get("url").and_then(Value::as_str).unwrap_or_default();
            if url.contains(part.as_str()) {
                Ok(())
            } else {
                Err(format!("expected the address to contain \"{part}\", but it is {}", shorten(url)))
            }
        }
        Assertion::Clipboard(rule) => {
            let found = page.call(None, "clipboard", Vec::new()).await?;
            let text = found.as_str().unwrap_or_default();
            if text_holds(rule, text) {
                Ok(())
            } else {
                Err(format!("expected the clipboard to hold {}, but it holds {}", rule_words(rule), shorten(text)))
            }
        }
    }
}

/// An ARIA state of the element as the accessibility tree has it.
async fn aria_state(
    page: &CheckPage,
    element: &chromiumoxide::cdp::js_protocol::runtime::RemoteObjectId,
    state: AriaState,
) -> Result<bool, String> {
    let backend = page.backend_id(element).await?;
    let params =
        GetPartialAxTreeParams { backend_node_id: Some(backend), fetch_relatives: Some(false), ..Default::default() };
    let tree = page.page.execute(params).await.map_err(|e| format!("The browser failed: {e}"))?;
    let wanted = format!("{state:?}").to_lowercase();
    let Some(node) = tree.result.nodes.first() else { return Ok(false) };
    let value = node
        .properties
        .iter()
        .flatten()
        .find(|property| format!("{:?}", property.name).to_lowercase() == wanted)
        .and_then(|property| property.value.value.clone());
    Ok(match value {
        Some(Value::Bool(on)) => on,
        // `checked` and `pressed` are tristate: "true", "false" or "mixed".
        Some(Value::String(text)) => text == "true" || text == "mixed",
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_compare_collapsed_and_parts_ignore_case() {
        assert!(text_holds(&TextRule::Equals("3 items".into()), "3 items"));
        assert!(text_holds(&TextRule::Contains("ITEMS".into()), "3 items left"));
        assert!(text_holds(&TextRule::Matches(r"^\d+ items?$".into()), "1 item"));
        assert!(!text_holds(&TextRule::Equals("3 items".into()), "4 items"));
    }
}
