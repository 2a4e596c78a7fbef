//! Cards drawn end to end through the public API: the PNG's header, text
//! that must stay text, characters the font lacks, and images good or bad.

use std::time::Instant;

use frontloop_cards::{card_svg, render_png, Card, HEIGHT, WIDTH};
use resvg::tiny_skia::Pixmap;
use resvg::usvg;

/// The width and height in a PNG's IHDR chunk, after checking the
/// signature: read by hand, so the test trusts no decoder.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "PNG signature");
    assert_eq!(&bytes[8..12], 13u32.to_be_bytes(), "IHDR length");
    assert_eq!(&bytes[12..16], b"IHDR", "first chunk");
    let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().expect("four bytes"));
    (be(16), be(20))
}

fn assert_card(bytes: &[u8]) {
    assert_eq!(png_size(bytes), (WIDTH, HEIGHT));
    // 8-bit RGB: a card is opaque, so it carries no alpha channel.
    assert_eq!((bytes[24], bytes[25]), (8, 2), "bit depth and colour type");
}

fn card(title: &str) -> Card {
    Card {
        kind: "Challenge".into(),
        title: title.into(),
        subtitle: "Build a responsive landing page from a design, with a pricing table".into(),
        facts: vec!["Beginner".into(), "HTML · CSS".into(), "Score 87".into()],
        image_png: None,
    }
}

/// A 200-character title, far more than three lines hold.
fn long_title() -> String {
    let title: String = "Build an accessible, responsive multi-step checkout form with validation, \
                         a progress indicator, keyboard navigation, error summaries, a dark mode that \
                         follows the system preference and tests for every step of the way"
        .chars()
        .take(200)
        .collect();
    assert_eq!(title.chars().count(), 200);
    title
}

/// Pixels close to white inside a rectangle of a rendered card: the title
/// is the only white there, so this says whether text was drawn at all.
fn white_pixels(png: &[u8], x: std::ops::Range<u32>, y: std::ops::Range<u32>) -> usize {
    let pixmap = Pixmap::decode_png(png).expect("the card decodes");
    y.flat_map(|y| x.clone().map(move |x| (x, y)))
        .filter(|&(x, y)| pixmap.pixel(x, y).is_some_and(|p| p.red() > 230 && p.green() > 230 && p.blue() > 230))
        .count()
}

/// A stand-in for a solution's screenshot: a landing page, drawn by resvg.
fn screenshot_png() -> Vec<u8> {
    draw_png(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
        <rect width="640" height="400" fill="#f8fafc"/>
        <rect width="640" height="56" fill="#0f172a"/>
        <circle cx="36" cy="28" r="12" fill="#22d3ee"/>
        <rect x="420" y="20" width="60" height="14" rx="7" fill="#475569"/>
        <rect x="500" y="20" width="60" height="14" rx="7" fill="#475569"/>
        <rect x="40" y="110" width="360" height="34" rx="8" fill="#0f172a"/>
        <rect x="40" y="156" width="300" height="34" rx="8" fill="#0f172a"/>
        <rect x="40" y="214" width="280" height="12" rx="6" fill="#94a3b8"/>
        <rect x="40" y="236" width="240" height="12" rx="6" fill="#94a3b8"/>
        <rect x="40" y="276" width="140" height="44" rx="22" fill="#f97316"/>
        <rect x="430" y="100" width="170" height="230" rx="16" fill="#fde68a"/>
        <circle cx="515" cy="190" r="50" fill="#f59e0b"/>
    </svg>"##,
    )
}

/// A stand-in for a learner's avatar: square, a face on a colour.
fn avatar_png() -> Vec<u8> {
    draw_png(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
        <rect width="256" height="256" fill="#14b8a6"/>
        <circle cx="128" cy="104" r="52" fill="#fde7d2"/>
        <path d="M40 256 C48 184 88 164 128 164 C168 164 208 184 216 256 Z" fill="#0f766e"/>
    </svg>"##,
    )
}

fn draw_png(svg: &str) -> Vec<u8> {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).expect("test SVG parses");
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).expect("canvas");
    resvg::render(&tree, Default::default(), &mut pixmap.as_mut());
    pixmap.encode_png().expect("test PNG encodes")
}

#[test]
fn a_card_is_a_1200_by_630_png_with_its_text_drawn() {
    let png = render_png(&card("Build a landing page")).unwrap();
    assert_card(&png);
    // The title is drawn in the bundled font: white pixels where it sits
    // (left half, middle band), which there would not be if the font had
    // not been found.
    assert!(white_pixels(&png, 72..600, 200..400) > 1000);
}

#[test]
fn text_is_escaped_and_stays_text() {
    let mut card = card(r#"<script>alert("x")</script> & co"#);
    card.subtitle = "by @o'hara <b>bold</b>".into();
    card.facts = vec!["a < b".into(), "\"quoted\"".into()];
    let svg = card_svg(&card);
    assert!(!svg.contains("<script"), "{svg}");
    assert!(!svg.contains("<b>"), "{svg}");
    assert!(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"), "{svg}");
    assert!(svg.contains("o&apos;hara &lt;b&gt;bold&lt;/b&gt;"), "{svg}");
    assert!(svg.contains("a &lt; b") && svg.contains("&quot;quoted&quot;"), "{svg}");
    assert_card(&render_png(&card).unwrap());
}

#[test]
fn control_characters_never_reach_the_svg() {
    let card = card("Tab\there, bell\u{7} null\u{0} escape\u{1b}[31m");
    let svg = card_svg(&card);
    assert!(!svg.chars().any(|ch| ch.is_control() && ch != '\n'), "{svg:?}");
    assert!(svg.contains("Tab here, bell null escape[31m"), "{svg}");
    assert_card(&render_png(&card).unwrap());
}

#[test]
fn characters_the_font_lacks_still_render() {
    let card = Card {
        kind: "コミュニティ".into(),
        title: "🚀 Ship it 🎉 — 日本語のタイトル 漢字 ✨".into(),
        subtitle: "by @学习者 👩‍💻 مرحبا".into(),
        facts: vec!["🔥 12".into(), "中文".into()],
        image_png: None,
    };
    assert_card(&render_png(&card).unwrap());
}

#[test]
fn empty_strings_render() {
    assert_card(&render_png(&Card::default()).unwrap());
    let blank = Card {
        kind: " ".into(),
        title: "\n\t".into(),
        subtitle: String::new(),
        facts: vec![String::new(), "  ".into()],
        image_png: Some(Vec::new()),
    };
    assert_card(&render_png(&blank).unwrap());
}

#[test]
fn a_long_title_stays_within_three_lines() {
    let title = &long_title();
    let svg = card_svg(&card(title));
    let title_lines: Vec<&str> = svg.lines().filter(|line| line.contains(r#"font-size="56""#)).collect();
    assert_eq!(title_lines.len(), 3, "{svg}");
    assert!(title_lines[2].ends_with("…</text>"), "{}", title_lines[2]);
    assert_card(&render_png(&card(title)).unwrap());
}

#[test]
fn the_title_stays_inside_its_column() {
    // Wide capitals, measured without kerning: the drawn title must end
    // before the right margin, or before the gap to the image.
    let title = "WWWWWWW MMMMMMMM WWWWWWWWW MMMMMMM WWWWWWWW MMMMMMMMM WWWWWWW MMMMMMMM WWWWWWWWWW";
    let png = render_png(&card(title)).unwrap();
    assert!(white_pixels(&png, 72..600, 150..450) > 1000);
    assert_eq!(white_pixels(&png, 1128..1200, 0..630), 0);
    let png = render_png(&Card { image_png: Some(avatar_png()), ..card(title) }).unwrap();
    assert_eq!(white_pixels(&png, 721..767, 0..630), 0);
}

#[test]
fn an_image_is_embedded_on_the_right() {
    let image = screenshot_png();
    let card = Card { image_png: Some(image), ..card("Space tourism website") };
    let svg = card_svg(&card);
    assert!(svg.contains(r#"href="data:image/png;base64,iVBORw0KGgo"#));
    let png = render_png(&card).unwrap();
    assert_card(&png);
    // The screenshot's light page fills the frame's top right corner.
    assert!(white_pixels(&png, 800..1100, 250..450) > 5000);
}

#[test]
fn garbage_image_bytes_still_give_a_card() {
    let valid = screenshot_png();
    let cases: Vec<Vec<u8>> = vec![
        b"definitely not an image".to_vec(),
        (0..=255u8).cycle().take(10_000).collect(),
        // A PNG's signature and header, then garbage: it gets past the
        // check and must be skipped by the decoder.
        [&valid[..33], &[0xAB; 500][..]].concat(),
        // A valid PNG cut short.
        valid[..valid.len() / 2].to_vec(),
    ];
    for bytes in cases {
        let card = Card { image_png: Some(bytes), ..card("Garbage in, card out") };
        assert_card(&render_png(&card).unwrap());
    }
}

/// The first render (which loads the font) and the median of 20 more.
/// Run: `cargo test -p frontloop-cards --release -- --ignored --nocapture render_timing`
#[test]
#[ignore = "timing, for the README: run in release"]
fn render_timing() {
    let with_image = Card { image_png: Some(screenshot_png()), ..card("Space tourism multi-page website") };
    let text_only = card("Build an accessible, responsive multi-step checkout form with validation");
    for (name, card) in [("text only", text_only), ("with a 640×400 image", with_image)] {
        let start = Instant::now();
        let png = render_png(&card).unwrap();
        let first = start.elapsed();
        let mut times: Vec<_> = (0..20)
            .map(|_| {
                let start = Instant::now();
                render_png(&card).unwrap();
                start.elapsed()
            })
            .collect();
        times.sort();
        println!(
            "{name}: first {:.1} ms, median of 20 {:.1} ms, {} KiB",
            first.as_secs_f64() * 1e3,
            times[10].as_secs_f64() * 1e3,
            png.len() / 1024
        );
    }
}

/// Writes example cards to `$TMPDIR/cards/` to look at the template.
/// Run: `cargo test -p frontloop-cards -- --ignored write_examples`
#[test]
#[ignore = "writes files, for looking at the template"]
fn write_examples() {
    let dir = std::env::temp_dir().join("cards");
    std::fs::create_dir_all(&dir).unwrap();
    let examples = [
        ("challenge", card("Build a landing page")),
        (
            "solution-image",
            Card {
                kind: "Solution".into(),
                title: "Space tourism multi-page website".into(),
                subtitle: "by @ada_lovelace".into(),
                facts: vec!["Intermediate".into(), "HTML · CSS · JS".into(), "Score 87".into()],
                image_png: Some(screenshot_png()),
            },
        ),
        (
            "portfolio-avatar",
            Card {
                kind: "Portfolio".into(),
                title: "Grace Hopper".into(),
                subtitle: "Front-end developer in Lisbon: accessible interfaces, design systems and a lot of CSS"
                    .into(),
                facts: vec!["24 challenges".into(), "1,420 points".into(), "12-day streak".into()],
                image_png: Some(avatar_png()),
            },
        ),
        (
            "solution-long-title-image",
            Card {
                kind: "Solution".into(),
                title: long_title(),
                subtitle: "by @a_learner_with_a_rather_long_login_name_that_goes_on".into(),
                facts: vec![
                    "Advanced".into(),
                    "HTML · CSS · JavaScript · TypeScript".into(),
                    "Score 100".into(),
                    "4".into(),
                ],
                image_png: Some(screenshot_png()),
            },
        ),
        (
            "long-title",
            Card {
                kind: "Learning path".into(),
                title: long_title(),
                subtitle: "Twelve challenges from semantic HTML to production-ready forms, reviewed by \
                           the community, with automated accessibility and performance checks on every step"
                    .into(),
                facts: vec![
                    "12 challenges".into(),
                    "Beginner → Advanced".into(),
                    "HTML · CSS · JavaScript · TypeScript · React".into(),
                    "4,210 learners".into(),
                    "a fifth fact".into(),
                ],
                image_png: None,
            },
        ),
        (
            "blog-short",
            Card {
                kind: "Blog".into(),
                title: "CSS :has() in practice".into(),
                subtitle: String::new(),
                facts: vec![],
                image_png: None,
            },
        ),
        (
            "escaped-emoji",
            Card {
                kind: "Community".into(),
                title: r#"<script>alert("x")</script> & co 🚀 日本語"#.into(),
                subtitle: "by @o'hara".into(),
                facts: vec!["💬 14 replies".into()],
                image_png: Some(b"garbage".to_vec()),
            },
        ),
    ];
    for (name, card) in examples {
        std::fs::write(dir.join(format!("{name}.png")), render_png(&card).unwrap()).unwrap();
        std::fs::write(dir.join(format!("{name}.svg")), card_svg(&card)).unwrap();
    }
}
