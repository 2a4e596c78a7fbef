//! Key presses: a key by its DOM `key` name (`Enter`, `ArrowDown`, `k`),
//! with modifiers held (`Control+k`, `Shift+Tab`).

use serde::{Deserialize, Serialize};

/// A modifier key held during a press.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Modifier {
    Alt,
    Control,
    Meta,
    Shift,
}

impl Modifier {
    fn named(name: &str) -> Option<Modifier> {
        Some(match name {
            "Alt" => Modifier::Alt,
            "Control" => Modifier::Control,
            "Meta" => Modifier::Meta,
            "Shift" => Modifier::Shift,
            _ => return None,
        })
    }

    /// The DevTools protocol's bit for this modifier.
    pub fn bit(self) -> i64 {
        match self {
            Modifier::Alt => 1,
            Modifier::Control => 2,
            Modifier::Meta => 4,
            Modifier::Shift => 8,
        }
    }

    /// The modifier's own DOM `key` name.
    pub fn key(self) -> &'static str {
        match self {
            Modifier::Alt => "Alt",
            Modifier::Control => "Control",
            Modifier::Meta => "Meta",
            Modifier::Shift => "Shift",
        }
    }
}

/// The named keys a check may press (besides one printable character).
pub const NAMED_KEYS: &[&str] = &[
    "Enter",
    "Tab",
    "Escape",
    "Space",
    "Backspace",
    "Delete",
    "ArrowUp",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "Home",
    "End",
    "PageUp",
    "PageDown",
];

/// A key with the modifiers held while it is pressed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chord {
    pub modifiers: Vec<Modifier>,
    /// A name of [`NAMED_KEYS`] or one printable character.
    pub key: String,
}

impl Chord {
    /// Reads `Control+k`, `Shift+Tab`, `ArrowDown`; the error says what is wrong.
    pub fn parse(text: &str) -> Result<Chord, String> {
        let mut parts: Vec<&str> = text.split('+').collect();
        // A press of "+" itself: the last part is empty after the split.
        if text.ends_with("++") || text == "+" {
            parts.truncate(parts.len().saturating_sub(2));
            parts.push("+");
        }
        let Some((key, held)) = parts.split_last() else { return Err("no key".into()) };
        let mut modifiers = Vec::new();
        for name in held {
            let modifier = Modifier::named(name).ok_or_else(|| {
                format!("`{name}` is not a modifier (Alt, Control, Meta, Shift) in the key press `{text}`")
            })?;
            if modifiers.contains(&modifier) {
                return Err(format!("`{name}` is held twice in the key press `{text}`"));
            }
            modifiers.push(modifier);
        }
        let printable = key.chars().count() == 1 && !key.chars().all(char::is_control);
        if !printable && !NAMED_KEYS.contains(key) {
            return Err(format!(
                "`{key}` is not a key this format presses: one character or one of {}",
                NAMED_KEYS.join(", ")
            ));
        }
        Ok(Chord { modifiers, key: (*key).to_owned() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chords_read_modifiers_then_a_key() {
        let chord = Chord::parse("Control+k").expect("a chord");
        assert_eq!(chord, Chord { modifiers: vec![Modifier::Control], key: "k".into() });
        assert_eq!(Chord::parse("Shift+Tab").expect("a chord").modifiers, vec![Modifier::Shift]);
        assert_eq!(Chord::parse("ArrowDown").expect("a key").modifiers, vec![]);
        assert_eq!(Chord::parse("Control++").expect("plus").key, "+");
    }

    #[test]
    fn unknown_keys_and_modifiers_are_named() {
        assert!(Chord::parse("Ctrl+k").expect_err("no Ctrl").contains("`Ctrl` is not a modifier"));
        assert!(Chord::parse("Return").expect_err("no Return").contains("`Return` is not a key"));
        assert!(Chord::parse("Shift+Shift+a").expect_err("twice").contains("held twice"));
    }
}
