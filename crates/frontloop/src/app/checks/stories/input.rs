//! Trusted input: DevTools' mouse and key events, which the page cannot
//! tell from a person's (and which move focus with Tab, as no script can).

use std::time::{Duration, Instant};

use chromiumoxide::cdp::browser_protocol::input::{
    DispatchKeyEventParams, DispatchKeyEventType, DispatchMouseEventParams, DispatchMouseEventType, MouseButton,
};
use frontloop_checks::stories::{Chord, Locator, Modifier};
use serde_json::Value;

use super::locate::{describe, one};
use super::page::CheckPage;

/// How long an element may take to become clickable.
const ACTIONABLE_WAIT: Duration = Duration::from_secs(3);

fn failed(e: chromiumoxide::error::CdpError) -> String {
    format!("The browser failed: {e}")
}

/// Where to click `locator`'s element once it is visible, still and not
/// covered: scrolled into view, its centre.
async fn target(page: &CheckPage, locator: &Locator, deadline: Instant, action: &str) -> Result<(f64, f64), String> {
    let until = deadline.min(Instant::now() + ACTIONABLE_WAIT);
    let mut last: Option<(f64, f64)> = None;
    let mut why;
    loop {
        match one(page, locator).await {
            Ok(element) => {
                let spot = page.call(Some(&element), "target", Vec::new()).await?;
                let number = |key: &str| spot.get(key).and_then(Value::as_f64).unwrap_or(0.0);
                let (x, y) = (number("x"), number("y"));
                let shown = spot.get("shown").and_then(Value::as_bool).unwrap_or(false);
                let covered = spot.get("covered").and_then(Value::as_bool).unwrap_or(false);
                why = if !shown {
                    format!("could not {action} {}: it is hidden", describe(locator))
                } else if covered {
                    format!("could not {action} {}: another element covers it", describe(locator))
                } else if last == Some((x, y)) {
                    return Ok((x, y));
                } else {
                    format!("could not {action} {}: it kept moving", describe(locator))
                };
                last = Some((x, y));
            }
            Err(missing) => why = missing,
        }
        if Instant::now() >= until {
            return Err(why);
        }
        let _ = page.call(None, "frames", Vec::new()).await;
    }
}

async fn mouse(page: &CheckPage, kind: DispatchMouseEventType, x: f64, y: f64) -> Result<(), String> {
    let mut event = DispatchMouseEventParams::new(kind.clone(), x, y);
    if !matches!(kind, DispatchMouseEventType::MouseMoved) {
        event.button = Some(MouseButton::Left);
        event.click_count = Some(1);
        event.buttons = Some(1);
    }
    page.page.execute(event).await.map(|_| ()).map_err(failed)
}

/// A trusted click at the centre of the element.
pub async fn click(page: &CheckPage, locator: &Locator, deadline: Instant) -> Result<(), String> {
    let (x, y) = target(page, locator, deadline, "click").await?;
    mouse(page, DispatchMouseEventType::MouseMoved, x, y).await?;
    mouse(page, DispatchMouseEventType::MousePressed, x, y).await?;
    mouse(page, DispatchMouseEventType::MouseReleased, x, y).await
}

/// Moves the mouse over the element.
pub async fn hover(page: &CheckPage, locator: &Locator, deadline: Instant) -> Result<(), String> {
    let (x, y) = target(page, locator, deadline, "hover over").await?;
    mouse(page, DispatchMouseEventType::MouseMoved, x, y).await
}

/// Clicks the element, then types `text` key by key.
pub async fn type_text(page: &CheckPage, locator: &Locator, text: &str, deadline: Instant) -> Result<(), String> {
    click(page, locator, deadline).await?;
    for character in text.chars() {
        if character == '\n' {
            press(page, &Chord { modifiers: Vec::new(), key: "Enter".into() }).await?;
        } else {
            press(page, &Chord { modifiers: Vec::new(), key: character.to_string() }).await?;
        }
    }
    Ok(())
}

/// Empties a field as a person would: select all, then Backspace.
pub async fn clear(page: &CheckPage, locator: &Locator, deadline: Instant) -> Result<(), String> {
    click(page, locator, deadline).await?;
    press(page, &Chord { modifiers: vec![Modifier::Control], key: "a".into() }).await?;
    press(page, &Chord { modifiers: Vec::new(), key: "Backspace".into() }).await
}

/// Tab (or Shift+Tab) so many times.
pub async fn tabs(page: &CheckPage, times: u32, backwards: bool) -> Result<(), String> {
    let modifiers = if backwards { vec![Modifier::Shift] } else { Vec::new() };
    for _ in 0..times {
        press(page, &Chord { modifiers: modifiers.clone(), key: "Tab".into() }).await?;
    }
    Ok(())
}

/// A key's DOM `key`, `code`, key code and the text it types.
fn key_of(key: &str) -> (String, String, i64, Option<String>) {
    let named = |code: &str, number: i64, text: Option<&str>| {
        (key.to_owned(), code.to_owned(), number, text.map(str::to_owned))
    };
    match key {
        "Enter" => named("Enter", 13, Some("\r")),
        "Tab" => named("Tab", 9, None),
        "Escape" => named("Escape", 27, None),
        "Space" => (" ".to_owned(), "Space".to_owned(), 32, Some(" ".to_owned())),
        "Backspace" => named("Backspace", 8, None),
        "Delete" => named("Delete", 46, None),
        "ArrowUp" => named("ArrowUp", 38, None),
        "ArrowDown" => named("ArrowDown", 40, None),
        "ArrowLeft" => named("ArrowLeft", 37, None),
        "ArrowRight" => named("ArrowRight", 39, None),
        "Home" => named("Home", 36, None),
        "End" => named("End", 35, None),
        "PageUp" => named("PageUp", 33, None),
        "PageDown" => named("PageDown", 34, None),
        _ => {
            let character = key.chars().next().unwrap_or(' ');
            let upper = character.to_ascii_uppercase();
            let (code, number) = if character.is_ascii_alphabetic() {
                (format!("Key{upper}"), i64::from(upper as u8))
            } else if character.is_ascii_digit() {
                (format!("Digit{character}"), i64::from(character as u8))
            } else if character == ' ' {
                ("Space".to_owned(), 32)
            } else {
                (String::new(), 0)
            };
            (key.to_owned(), code, number, Some(key.to_owned()))
        }
    }
}

/// The editing command a chord runs in a text field, as a keyboard's
/// shortcuts do (DevTools' key events do not run them by themselves).
fn editing_command(chord: &Chord) -> Option<&'static str> {
    let command = chord.modifiers.iter().any(|m| matches!(m, Modifier::Control | Modifier::Meta));
    if !command || chord.modifiers.contains(&Modifier::Alt) {
        return None;
    }
    match chord.key.to_ascii_lowercase().as_str() {
        "a" => Some("selectAll"),
        "c" => Some("copy"),
        "x" => Some("cut"),
        "v" => Some("paste"),
        "z" if chord.modifiers.contains(&Modifier::Shift) => Some("redo"),
        "z" => Some("undo"),
        _ => None,
    }
}

/// A trusted key press with its modifiers held.
pub async fn press(page: &CheckPage, chord: &Chord) -> Result<(), String> {
    let mut held = 0;
    for modifier in &chord.modifiers {
        held |= modifier.bit();
        let mut down = DispatchKeyEventParams::new(DispatchKeyEventType::RawKeyDown);
        down.key = Some(modifier.key().to_owned());
        down.code = Some(format!("{}Left", modifier.key()));
        down.modifiers = Some(held);
        page.page.execute(down).await.map_err(failed)?;
    }
    let (key, code, number, text) = key_of(&chord.key);
    // With Control, Alt or Meta held, a key types nothing.
    let text = text.filter(|_| held & (Modifier::Control.bit() | Modifier::Alt.bit() | Modifier::Meta.bit()) == 0);
    let kind = if text.is_some() { DispatchKeyEventType::KeyDown } else { DispatchKeyEventType::RawKeyDown };
    let mut down = DispatchKeyEventParams::new(kind);
    down.key = Some(key.clone());
    down.code = Some(code.clone());
    down.windows_virtual_key_code = Some(number);
    down.modifiers = Some(held);
    down.text = text.clone();
    down.unmodified_text = text;
    down.commands = editing_command(chord).map(|command| vec![command.to_owned()]);
    page.page.execute(down).await.map_err(failed)?;
    let mut up = DispatchKeyEventParams::new(DispatchKeyEventType::KeyUp);
    up.key = Some(key);
    up.code = Some(code);
    up.windows_virtual_key_code = Some(number);
    up.modifiers = Some(held);
    page.page.execute(up).await.map_err(failed)?;
    for modifier in chord.modifiers.iter().rev() {
        held &= !modifier.bit();
        let mut release = DispatchKeyEventParams::new(DispatchKeyEventType::KeyUp);
        release.key = Some(modifier.key().to_owned());
        release.code = Some(format!("{}Left", modifier.key()));
        release.modifiers = Some(held);
        page.page.execute(release).await.map_err(failed)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_carry_their_codes_and_text() {
        assert_eq!(key_of("Enter"), ("Enter".into(), "Enter".into(), 13, Some("\r".into())));
        assert_eq!(key_of("Space"), (" ".into(), "Space".into(), 32, Some(" ".into())));
        assert_eq!(key_of("k"), ("k".into(), "KeyK".into(), 75, Some("k".into())));
        assert_eq!(key_of("7"), ("7".into(), "Digit7".into(), 55, Some("7".into())));
        assert_eq!(key_of("ArrowDown").3, None);
    }

    #[test]
    fn shortcuts_run_their_editing_command() {
        let chord = |text: &str| Chord::parse(text).expect("a chord");
        assert_eq!(editing_command(&chord("Control+a")), Some("selectAll"));
        assert_eq!(editing_command(&chord("Meta+z")), Some("undo"));
        assert_eq!(editing_command(&chord("Control+Shift+z")), Some("redo"));
        assert_eq!(editing_command(&chord("Control+k")), None);
        assert_eq!(editing_command(&chord("a")), None);
    }
}
