//! Frontloop's social cards: the 1200×630 PNG a link preview shows
//! (`og:image`, `twitter:image`) for a challenge, a post, a learning path,
//! a solution or a portfolio.
//!
//! A [`Card`] is laid out into an SVG template ([`card_svg`]), its text
//! wrapped by the measured width of the bundled font (Inter, `assets/fonts`),
//! and drawn by resvg ([`render_png`]). Only the bundled font is ever used,
//! so a card looks the same on every machine, and the renderer reads
//! nothing from disk or network: an image comes in as bytes.

mod encode;
mod font;
mod image;
mod svg;
mod text;

use resvg::{tiny_skia, usvg};

/// The card's width in pixels (the size Open Graph and X recommend).
pub const WIDTH: u32 = 1200;
/// The card's height in pixels.
pub const HEIGHT: u32 = 630;

/// A short version string of the template and font, so the server can key
/// caches and ETags on it: bump it whenever a card's pixels would change.
pub const TEMPLATE_VERSION: &str = "1";

/// What a card shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Card {
    /// Small label above the title: "Challenge", "Blog", "Learning path",
    /// "Community", "Solution", "Portfolio". Shown uppercase, on one line.
    pub kind: String,
    /// The big text: wrapped on word boundaries onto at most 3 lines at the
    /// title size; what does not fit ends with "…".
    pub title: String,
    /// One or two lines under the title (a summary, "by @login"), wrapped
    /// to at most 2 lines with "…".
    pub subtitle: String,
    /// Short facts in the footer, e.g. `["Beginner", "HTML · CSS", "Score 87"]`;
    /// at most 4 shown, each cut to fit.
    pub facts: Vec<String>,
    /// Optional PNG shown on the right third (a solution's screenshot, a
    /// learner's avatar); `None` gives the text the full width. Bytes that
    /// are not a PNG, or one larger than 4096 px a side, are left out as if
    /// `None`; a PNG that fails to decode leaves an empty frame.
    pub image_png: Option<Vec<u8>>,
}

/// Why a card could not be drawn. With the bundled template none of these
/// is expected; they are reported rather than panicking.
#[derive(Debug, thiserror::Error)]
pub enum CardError {
    /// The template produced an SVG that usvg refused.
    #[error("the card's SVG did not parse: {0}")]
    Svg(#[from] usvg::Error),
    /// The canvas could not be allocated.
    #[error("could not allocate a {WIDTH}×{HEIGHT} canvas")]
    Canvas,
    /// The drawn card could not be encoded as a PNG.
    #[error("could not encode the card as PNG")]
    Encode(#[from] png::EncodingError),
}

/// The SVG source of `card`: the template with its text wrapped, escaped
/// and placed. Public so tests and documentation can see what is drawn.
pub fn card_svg(card: &Card) -> String {
    svg::render(card)
}

/// `card` drawn as a [`WIDTH`]×[`HEIGHT`] PNG.
///
/// The first call in a process also loads the bundled font; later calls
/// reuse it. Text in characters the font lacks (emoji, CJK) is drawn as
/// empty boxes rather than failing.
pub fn render_png(card: &Card) -> Result<Vec<u8>, CardError> {
    let tree = usvg::Tree::from_str(&card_svg(card), font::options())?;
    let mut pixmap = tiny_skia::Pixmap::new(WIDTH, HEIGHT).ok_or(CardError::Canvas)?;
    resvg::render(&tree, tiny_skia::Transform::identity(), &mut pixmap.as_mut());
    encode::png(&pixmap)
}
