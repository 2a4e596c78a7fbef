//! The card's SVG template: where each piece of a [`Card`] goes, measured
//! with the bundled font so nothing runs past its box.
//!
//! Layout, in pixels of the 1200×630 card, with a 72 px margin all round:
//! the brand at the top left, the facts as pills along the bottom, and
//! between them the label, title and subtitle as one block centred
//! vertically. An image takes the right third and narrows the text.

use base64::{engine::general_purpose::STANDARD, Engine};

use crate::font::{self, Weight};
use crate::text::{self, wrap};
use crate::{image, Card, HEIGHT, WIDTH};

const MARGIN: f32 = 72.0;
/// The height of Inter's capitals, in ems: text is centred on its
/// capitals, which is where the eye puts the middle of a line.
const CAP_HEIGHT_EM: f32 = 0.727;

const LOGO_SIZE: f32 = 48.0;
const BRAND_SIZE: f32 = 30.0;

/// A run of lines set in one style.
struct Style {
    weight: Weight,
    size: f32,
    line_height: f32,
    max_lines: usize,
    letter_spacing: f32,
    fill: &'static str,
}

const KIND: Style =
    Style { weight: Weight::Bold, size: 20.0, line_height: 26.0, max_lines: 1, letter_spacing: 3.0, fill: "#a5b4fc" };
const TITLE: Style =
    Style { weight: Weight::Bold, size: 56.0, line_height: 64.0, max_lines: 3, letter_spacing: 0.0, fill: "#ffffff" };
const SUBTITLE: Style = Style {
    weight: Weight::Regular,
    size: 26.0,
    line_height: 36.0,
    max_lines: 2,
    letter_spacing: 0.0,
    fill: "#e2e8f0",
};
/// A fact's line box is its pill.
const FACT: Style = Style {
    weight: Weight::Regular,
    size: 22.0,
    line_height: 46.0,
    max_lines: 1,
    letter_spacing: 0.0,
    fill: "#e0e7ff",
};

const GAP_AFTER_KIND: f32 = 12.0;
const GAP_AFTER_TITLE: f32 = 18.0;

const MAX_FACTS: usize = 4;
const PILL_PADDING: f32 = 20.0;
const PILL_GAP: f32 = 12.0;
/// The widest a single fact's text may be, so one long fact cannot crowd
/// out the others.
const MAX_FACT_WIDTH: f32 = 300.0;

const IMAGE_SIZE: f32 = 360.0;
const IMAGE_LEFT: f32 = WIDTH as f32 - MARGIN - IMAGE_SIZE;
/// Between the text column and the image.
const IMAGE_GAP: f32 = 48.0;
const IMAGE_RADIUS: f32 = 24.0;

impl Style {
    fn advance(&self, ch: char) -> f32 {
        font::advance(self.weight, ch, self.size) + self.letter_spacing
    }

    fn wrap(&self, text: &str, max_width: f32) -> Vec<String> {
        wrap(text, |ch| self.advance(ch), max_width, self.max_lines)
    }

    fn width(&self, line: &str) -> f32 {
        line.chars().map(|ch| self.advance(ch)).sum()
    }

    /// The `<text>` elements for `lines`, the first line box's top at `top`.
    fn text(&self, x: f32, top: f32, lines: &[String]) -> String {
        let mut out = String::new();
        for (i, line) in lines.iter().enumerate() {
            let baseline = top + i as f32 * self.line_height + (self.line_height + CAP_HEIGHT_EM * self.size) / 2.0;
            out.push_str(&format!(
                r#"<text x="{x:.1}" y="{baseline:.1}" font-size="{}" font-weight="{}"{} fill="{}">{}</text>"#,
                self.size,
                self.weight.css(),
                if self.letter_spacing > 0.0 {
                    format!(r#" letter-spacing="{}""#, self.letter_spacing)
                } else {
                    String::new()
                },
                self.fill,
                escape(line),
            ));
            out.push('\n');
        }
        out
    }

    fn height(&self, lines: usize) -> f32 {
        lines as f32 * self.line_height
    }
}

/// The SVG source of `card` (see [`crate::card_svg`]).
pub(crate) fn render(card: &Card) -> String {
    let image = card.image_png.as_deref().filter(|bytes| image::embeddable(bytes));
    let column = if image.is_some() { IMAGE_LEFT - IMAGE_GAP - MARGIN } else { WIDTH as f32 - 2.0 * MARGIN };
    let facts = facts(&card.facts, column);

    let mut svg = String::with_capacity(4096 + image.map_or(0, |bytes| bytes.len() * 4 / 3));
    svg.push_str(&format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="{}">
"#,
        font::FAMILY
    ));
    svg.push_str(BACKGROUND);
    svg.push_str(&brand());
    svg.push_str(&text_block(card, column, !facts.is_empty()));
    svg.push_str(&footer(&facts));
    if let Some(bytes) = image {
        svg.push_str(&image_frame(bytes));
    }
    svg.push_str("</svg>\n");
    svg
}

/// The gradient over the whole card (which makes every pixel opaque: the
/// encoder relies on it), and two faint rings behind the top right corner.
const BACKGROUND: &str = r##"<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#312e81"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<g fill="none" stroke="#818cf8" stroke-width="2"><circle cx="1090" cy="90" r="300" stroke-opacity="0.12"/><circle cx="1090" cy="90" r="200" stroke-opacity="0.18"/></g>
"##;

/// The label, title and subtitle, `column` wide, as one block centred
/// between the brand and the facts (or the bottom margin without facts).
fn text_block(card: &Card, column: f32, has_facts: bool) -> String {
    let kind = KIND.wrap(&clean(&card.kind).to_uppercase(), column);
    let title = TITLE.wrap(&clean(&card.title), column);
    let subtitle = SUBTITLE.wrap(&clean(&card.subtitle), column);
    let parts: Vec<(&Style, &[String], f32)> =
        [(&KIND, &kind[..], GAP_AFTER_KIND), (&TITLE, &title[..], GAP_AFTER_TITLE), (&SUBTITLE, &subtitle[..], 0.0)]
            .into_iter()
            .filter(|(_, lines, _)| !lines.is_empty())
            .collect();

    // No gap after the last part present.
    let gaps = parts.iter().rev().skip(1).map(|(_, _, gap)| gap).sum::<f32>();
    let height = parts.iter().map(|(style, lines, _)| style.height(lines.len())).sum::<f32>() + gaps;
    let area_top = MARGIN + LOGO_SIZE;
    let area_bottom = HEIGHT as f32 - MARGIN - if has_facts { FACT.line_height } else { 0.0 };
    let mut top = (area_top + area_bottom - height) / 2.0;

    let mut out = String::new();
    for (style, lines, gap) in parts {
        out.push_str(&style.text(MARGIN, top, lines));
        top += style.height(lines.len()) + gap;
    }
    out
}

/// The facts as pills along the bottom margin.
fn footer(facts: &[(String, f32)]) -> String {
    let top = HEIGHT as f32 - MARGIN - FACT.line_height;
    let mut x = MARGIN;
    let mut out = String::new();
    for (fact, width) in facts {
        let pill = width + 2.0 * PILL_PADDING;
        out.push_str(&format!(
            r##"<rect x="{x:.1}" y="{top}" width="{pill:.1}" height="{h}" rx="{r}" fill="#ffffff" fill-opacity="0.08" stroke="#a5b4fc" stroke-opacity="0.35" stroke-width="1.5"/>
"##,
            h = FACT.line_height,
            r = FACT.line_height / 2.0,
        ));
        out.push_str(&FACT.text(x + PILL_PADDING, top, std::slice::from_ref(fact)));
        x += pill + PILL_GAP;
    }
    out
}

/// The image in a rounded frame on the right, centred vertically and
/// cropped to fill it, keeping its top (a page's header says more than its
/// footer). A backdrop under it shows a frame even when the image is
/// transparent or does not decode.
fn image_frame(png: &[u8]) -> String {
    let (x, y, size, r) = (IMAGE_LEFT, (HEIGHT as f32 - IMAGE_SIZE) / 2.0, IMAGE_SIZE, IMAGE_RADIUS);
    format!(
        r##"<clipPath id="image-clip"><rect x="{x}" y="{y}" width="{size}" height="{size}" rx="{r}"/></clipPath>
<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="{r}" fill="#312e81"/>
<image x="{x}" y="{y}" width="{size}" height="{size}" preserveAspectRatio="xMidYMin slice" clip-path="url(#image-clip)" href="data:image/png;base64,{data}"/>
<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="{r}" fill="none" stroke="#a5b4fc" stroke-opacity="0.35" stroke-width="2"/>
"##,
        data = STANDARD.encode(png),
    )
}

/// The facts that fit the footer, each cut to fit, with its text's width:
/// at most [`MAX_FACTS`], in order, stopping at the first that has no room.
fn facts(facts: &[String], column: f32) -> Vec<(String, f32)> {
    let min_text = FACT.width("Ab…");
    let mut out = Vec::new();
    let mut left = column;
    for fact in facts.iter().map(|fact| clean(fact)).filter(|fact| !fact.is_empty()).take(MAX_FACTS) {
        let room = (left - 2.0 * PILL_PADDING).min(MAX_FACT_WIDTH);
        if room < min_text {
            break;
        }
        let Some(line) = FACT.wrap(&fact, room).into_iter().next() else { continue };
        let width = FACT.width(&line);
        left -= width + 2.0 * PILL_PADDING + PILL_GAP;
        out.push((line, width));
    }
    out
}

/// The Frontloop mark and name at the top left: a rounded indigo square
/// holding a white loop that runs on into an arrow.
fn brand() -> String {
    let (x, y) = (MARGIN, MARGIN);
    let baseline = y + (LOGO_SIZE + CAP_HEIGHT_EM * BRAND_SIZE) / 2.0;
    format!(
        r##"<g transform="translate({x} {y})"><rect width="{LOGO_SIZE}" height="{LOGO_SIZE}" rx="12" fill="#4f46e5"/><path d="M10 34 C19 34 27.2 28.5 29.2 22 A6 6 0 1 0 18.8 22 C20.8 28.5 28 34 37 34" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><path d="M33 29.5 L37.5 34 L33 38.5" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></g>
<text x="{tx}" y="{baseline:.1}" font-size="{BRAND_SIZE}" font-weight="700" fill="#ffffff">Frontloop</text>
"##,
        tx = x + LOGO_SIZE + 16.0,
    )
}

/// `text` cleaned for the card: on one line, with only what the bundled
/// font can draw.
fn clean(text: &str) -> String {
    text::clean(text, font::covers)
}

/// `text` safe as XML character data or an attribute value.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(ch),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_covers_the_five_xml_characters() {
        assert_eq!(
            escape(r#"<a href="x">Tom & 'Jerry'</a>"#),
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;"
        );
    }

    #[test]
    fn facts_stop_at_four_and_fit_the_column() {
        let many: Vec<String> = (1..=6).map(|i| format!("Fact number {i}")).collect();
        let shown = facts(&many, 1056.0);
        assert!(shown.len() <= MAX_FACTS);
        let total: f32 = shown.iter().map(|(_, w)| w + 2.0 * PILL_PADDING + PILL_GAP).sum::<f32>() - PILL_GAP;
        assert!(total <= 1056.0, "{total}");
        let long = facts(&["A very long fact that cannot possibly fit in one pill of the footer".into()], 1056.0);
        assert!(long[0].0.ends_with('…') && long[0].1 <= MAX_FACT_WIDTH, "{long:?}");
        assert!(facts(&["".into(), " \n".into()], 1056.0).is_empty());
    }
}
