//! A card's text before it goes into the template: cleaned of what cannot
//! or should not be drawn, then wrapped onto lines by its measured width.

/// The character that ends text cut short.
pub(crate) const ELLIPSIS: char = '…';

/// `text` on one line: whitespace of any kind (new lines included) becomes
/// one space, and control characters go, as do the characters `drawable`
/// refuses.
///
/// XML 1.0 cannot carry most control characters at all, and the explicit
/// bidi overrides and isolates could make a title display reversed or
/// reordered (the bidi algorithm lays out right-to-left text without them).
/// A character the font lacks would be drawn as its `.notdef` box, a
/// striped bar that reads as a glitch: leaving it out reads better.
pub(crate) fn clean(text: &str, drawable: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for ch in text.chars() {
        if ch.is_whitespace() {
            space = !out.is_empty();
        } else if !ch.is_control() && !is_bidi_control(ch) && !matches!(ch, '\u{FFFE}' | '\u{FFFF}') && drawable(ch) {
            if space {
                out.push(' ');
                space = false;
            }
            out.push(ch);
        }
    }
    out
}

fn is_bidi_control(ch: char) -> bool {
    matches!(ch, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Wraps cleaned `text` onto at most `max_lines` lines no wider than
/// `max_width`, where `advance` gives each character's width.
///
/// Lines break between words; a word wider than a whole line is broken
/// where it reaches the edge. When the text does not fit, the last line
/// ends with [`ELLIPSIS`]. Empty text gives no lines.
///
/// Widths are sums of advances, without kerning: Inter's kerning mostly
/// tightens pairs, so a line measured this way errs towards wrapping a
/// little early, never towards running past its box (a rendering test
/// holds the drawn title to its column).
pub(crate) fn wrap(text: &str, advance: impl Fn(char) -> f32, max_width: f32, max_lines: usize) -> Vec<String> {
    let space = advance(' ');
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut width = 0.0;
    let mut cut = false;

    'words: for word in text.split(' ').filter(|word| !word.is_empty()) {
        let word_width: f32 = word.chars().map(&advance).sum();
        let fits_here = width + space + word_width <= max_width;
        // A word wider than a whole line is broken wherever it reaches the
        // edge, starting on the current line: moving it to a line of its
        // own first would only strand the words before it ("by" alone,
        // then "@a_very_long_login…").
        let breaks = word_width > max_width;
        if !line.is_empty() && (fits_here || breaks) {
            line.push(' ');
            width += space;
            if fits_here {
                line.push_str(word);
                width += word_width;
                continue;
            }
        } else if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
            width = 0.0;
            if lines.len() == max_lines {
                cut = true;
                break;
            }
        }
        if !breaks {
            line.push_str(word);
            width = word_width;
            continue;
        }
        for ch in word.chars() {
            let ch_width = advance(ch);
            if !line.is_empty() && width + ch_width > max_width {
                // No line ends with the space before a word that did not start on it.
                line.truncate(line.trim_end().len());
                lines.push(std::mem::take(&mut line));
                width = 0.0;
                if lines.len() == max_lines {
                    cut = true;
                    break 'words;
                }
            }
            line.push(ch);
            width += ch_width;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    if cut {
        if let Some(last) = lines.last_mut() {
            ellipsize(last, &advance, max_width);
        }
    }
    lines
}

/// Ends `line` with [`ELLIPSIS`], dropping characters from its end until
/// both fit in `max_width`, and the spaces and punctuation the cut would
/// leave dangling before the ellipsis ("word,…").
fn ellipsize(line: &mut String, advance: impl Fn(char) -> f32, max_width: f32) {
    let ellipsis = advance(ELLIPSIS);
    let mut width: f32 = line.chars().map(&advance).sum();
    while width + ellipsis > max_width {
        match line.pop() {
            Some(ch) => width -= advance(ch),
            None => break,
        }
    }
    while line.ends_with([' ', ',', ';', ':', '.', '-', '–', '—', '·']) {
        line.pop();
    }
    line.push(ELLIPSIS);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::font::{advance, Weight};

    const SIZE: f32 = 56.0;
    const WIDTH: f32 = 1056.0;

    fn title(text: &str, lines: usize) -> Vec<String> {
        wrap(&clean(text, |_| true), |ch| advance(Weight::Bold, ch, SIZE), WIDTH, lines)
    }

    fn width(line: &str) -> f32 {
        line.chars().map(|ch| advance(Weight::Bold, ch, SIZE)).sum()
    }

    #[test]
    fn clean_joins_whitespace_and_drops_control_characters() {
        let all = |_| true;
        assert_eq!(clean("  Build\ta\n\n landing\u{0}page\u{7}  ", all), "Build a landingpage");
        assert_eq!(clean("a\u{202E}b\u{2066}c\u{FFFF}", all), "abc");
        assert_eq!(clean(" \t\n", all), "");
        assert_eq!(clean("Café · 日本語 😀", all), "Café · 日本語 😀");
    }

    #[test]
    fn clean_drops_what_the_font_cannot_draw_and_the_spaces_it_leaves() {
        assert_eq!(clean("🚀 Ship it 🎉 — done ✨", crate::font::covers), "Ship it — done");
        assert_eq!(clean("日本語 のタイトル", crate::font::covers), "");
        assert_eq!(clean("Café → naïve", crate::font::covers), "Café → naïve");
    }

    #[test]
    fn a_short_title_stays_on_one_line() {
        assert_eq!(title("Build a landing page", 3), ["Build a landing page"]);
    }

    #[test]
    fn a_long_title_wraps_between_words() {
        let text = "Build a responsive product landing page with a pricing table, a sticky header and a contact form";
        let lines = title(text, 3);
        assert!(lines.len() >= 2 && lines.len() <= 3, "{lines:?}");
        // Every word survives intact, in order: only the spaces became breaks.
        assert_eq!(lines.join(" "), text);
        assert!(lines.iter().all(|line| width(line) <= WIDTH), "{lines:?}");
        // Greedy: the first word of each line would not have fitted on the one before.
        for pair in lines.windows(2) {
            let next_word = pair[1].split(' ').next().unwrap_or_default();
            assert!(width(&format!("{} {next_word}", pair[0])) > WIDTH, "{pair:?}");
        }
    }

    #[test]
    fn two_hundred_characters_fit_three_lines_ending_with_an_ellipsis() {
        let text = "Accessible forms, ".repeat(12);
        let text = &text[..200];
        assert_eq!(text.chars().count(), 200);
        let lines = title(text, 3);
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(lines.iter().all(|line| width(line) <= WIDTH), "{lines:?}");
        let last = &lines[2];
        assert!(last.ends_with(ELLIPSIS), "{last}");
        assert!(!last.ends_with(",…") && !last.ends_with(" …"), "{last}");
    }

    #[test]
    fn a_word_longer_than_a_line_is_broken() {
        let word = "Supercalifragilisticexpialidocious".repeat(2);
        let word = &word[..60];
        let lines = wrap(word, |ch| advance(Weight::Bold, ch, SIZE), 600.0, 3);
        assert!(lines.len() >= 2, "{lines:?}");
        assert!(lines.iter().all(|line| !line.contains(' ')));
        assert!(lines.iter().all(|line| line.chars().map(|ch| advance(Weight::Bold, ch, SIZE)).sum::<f32>() <= 600.0));
        let joined: String = lines.concat();
        if joined.ends_with(ELLIPSIS) {
            assert!(word.starts_with(joined.trim_end_matches(ELLIPSIS)));
        } else {
            assert_eq!(joined, word);
        }
        // After other words, the long one starts on the same line.
        let lines = wrap(&format!("by {word}"), |ch| advance(Weight::Bold, ch, SIZE), 600.0, 9);
        assert!(lines[0].starts_with("by Super") && lines[0].len() > 10, "{lines:?}");
        assert_eq!(lines.concat(), format!("by {word}"));
    }

    #[test]
    fn one_line_cuts_with_an_ellipsis_and_empty_text_gives_no_lines() {
        let line = wrap("Score 87 out of a possible one hundred", |ch| advance(Weight::Regular, ch, 22.0), 150.0, 1);
        assert_eq!(line.len(), 1);
        assert!(line[0].starts_with("Score") && line[0].ends_with(ELLIPSIS), "{line:?}");
        assert!(wrap("", |ch| advance(Weight::Regular, ch, 22.0), 150.0, 2).is_empty());
    }

    #[test]
    fn a_line_too_narrow_for_anything_still_ends() {
        // Each character is wider than the line: one per line, then the cut.
        let lines = wrap("abcdef", |_| 10.0, 5.0, 2);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1], "…");
    }
}
