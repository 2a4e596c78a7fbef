//! One test per audit rule: pages that pass it and pages that break it,
//! checking the rule id, the impact and the selector of each issue.

#[path = "audit/support.rs"]
mod support;

use frontloop_checks::audit::Impact;
use frontloop_checks::audit::Impact::{Critical, Minor, Moderate, Serious};
use support::{document, found, page, run, run_at};

fn one(impact: Impact, selector: &str) -> Vec<(Impact, String)> {
    vec![(impact, selector.to_owned())]
}

const NONE: Vec<(Impact, String)> = Vec::new();

#[test]
fn the_helper_page_is_clean() {
    assert_eq!(run(&page("<p>Hello</p>")), vec![]);
}

#[test]
fn html_has_lang() {
    let with = page("");
    assert_eq!(found(&with, "html-has-lang"), NONE);
    let without = with.replace(" lang=\"en\"", "");
    assert_eq!(found(&without, "html-has-lang"), one(Serious, "html"));
    let empty = with.replace(" lang=\"en\"", " lang=\" \"");
    assert_eq!(found(&empty, "html-has-lang"), one(Serious, "html"));
}

#[test]
fn document_title() {
    assert_eq!(found(&page(""), "document-title"), NONE);
    let missing = page("").replace("<title>Ada</title>", "");
    assert_eq!(found(&missing, "document-title"), one(Serious, "head"));
    let empty = page("").replace("<title>Ada</title>", "<title> \n </title>");
    assert_eq!(found(&empty, "document-title"), one(Serious, "head > title"));
}

#[test]
fn meta_viewport() {
    assert_eq!(found(&page(""), "meta-viewport"), NONE);
    let viewport = "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">";
    let missing = page("").replace(viewport, "");
    assert_eq!(found(&missing, "meta-viewport"), one(Moderate, "head"));
    let empty = page("").replace(viewport, "<meta name=\"viewport\" content=\"\">");
    assert_eq!(found(&empty, "meta-viewport"), one(Moderate, "head > meta:nth-of-type(2)"));
    let only_initial_scale = page("").replace(viewport, "<meta name=\"VIEWPORT\" content=\"initial-scale=1\">");
    assert_eq!(found(&only_initial_scale, "meta-viewport"), NONE);
}

#[test]
fn meta_viewport_zoom() {
    assert_eq!(found(&page(""), "meta-viewport-zoom"), NONE);
    let viewport = "content=\"width=device-width, initial-scale=1\"";
    let allowed = page("").replace(viewport, "content=\"width=device-width, maximum-scale=5, user-scalable=yes\"");
    assert_eq!(found(&allowed, "meta-viewport-zoom"), NONE);
    for locked in [
        "width=device-width, user-scalable=no",
        "width=device-width, maximum-scale=1.0",
        "width=device-width;user-scalable=0",
    ] {
        let html = page("").replace(viewport, &format!("content=\"{locked}\""));
        assert_eq!(found(&html, "meta-viewport-zoom"), one(Critical, "head > meta:nth-of-type(2)"), "{locked}");
        assert_eq!(found(&html, "meta-viewport"), NONE, "{locked}");
    }
}

#[test]
fn image_alt() {
    let passing = page(
        "<img src=a.png alt=\"A cat\"><img src=b.png alt=\"\"><img src=c.png role=\"presentation\">\
         <img src=d.png role=none><img src=e.png aria-label=\"A dog\"><img src=f.png hidden>\
         <div aria-hidden=\"true\"><img src=g.png></div><img src=h.png style=\"display: none\">",
    );
    assert_eq!(found(&passing, "image-alt"), NONE);

    let failing =
        page("<p><img src=a.png alt=\"A cat\"><img src=b.png></p><div id=\"gallery\"><img src=c.png alt=\"  \"></div>");
    assert_eq!(
        found(&failing, "image-alt"),
        vec![(Critical, "body > main > p > img:nth-of-type(2)".to_owned()), (Critical, "#gallery > img".to_owned())]
    );
    // An image with a unique id is pointed at by it.
    assert_eq!(found(&page("<img id=\"logo\" src=a.png>"), "image-alt"), one(Critical, "#logo"));
}

#[test]
fn form_label() {
    let passing = page(
        "<form><label for=\"name\">Name</label><input id=\"name\">\
         <label>Email <input type=\"email\"></label>\
         <label><img src=s.png alt=\"Search\"> <input type=\"search\"></label>\
         <input aria-label=\"Phone\" type=\"tel\">\
         <span id=\"city-label\">City</span><select aria-labelledby=\"city-label\"><option>Paris</option></select>\
         <textarea title=\"Message\"></textarea>\
         <input type=\"hidden\" name=\"x\"><input type=\"submit\"><input type=\"reset\"><input type=\"button\" value=\"Go\">\
         <input type=\"image\" src=\"go.png\" alt=\"Go\"><input hidden><div hidden><select></select></div></form>",
    );
    assert_eq!(found(&passing, "form-label"), NONE);

    let failing = page(
        "<form id=\"signup\">\
         <input name=\"a\" placeholder=\"Name\">\
         <label for=\"b\"></label><input id=\"b\">\
         <label for=\"nowhere\">Email</label><input id=\"c\" type=\"email\">\
         <span id=\"empty\"></span><textarea aria-labelledby=\"empty missing\"></textarea>\
         <label><select><option>Only an option</option></select></label>\
         <input type=\"image\" src=\"go.png\">\
         <input aria-label=\"   \" type=\"checkbox\">\
         </form>",
    );
    assert_eq!(
        found(&failing, "form-label"),
        vec![
            (Critical, "#signup > input:nth-of-type(1)".to_owned()),
            (Critical, "#b".to_owned()),
            (Critical, "#c".to_owned()),
            (Critical, "#signup > textarea".to_owned()),
            (Critical, "#signup > label:nth-of-type(3) > select".to_owned()),
            (Critical, "#signup > input:nth-of-type(4)".to_owned()),
            (Critical, "#signup > input:nth-of-type(5)".to_owned()),
        ]
    );

    // A wrapping label labels its first field only; `for` follows the first
    // element with the id.
    let second_field = page("<form><label>Name <input> <input></label></form>");
    assert_eq!(found(&second_field, "form-label"), one(Critical, "body > main > form > label > input:nth-of-type(2)"));
    let image_button = run(&page("<input type=\"image\" src=\"go.png\">"));
    assert_eq!(image_button[0].message, "The image button has no alt text.");
}

#[test]
fn button_name() {
    let passing = page(
        "<button>Send</button><button aria-label=\"Close\">×</button><button><img src=x.png alt=\"Close\"></button>\
         <button title=\"Menu\"><svg aria-hidden=\"true\"></svg></button>\
         <button><svg role=\"img\"><title>Search</title></svg></button>\
         <input type=\"submit\"><input type=\"reset\"><input type=\"button\" value=\"Go\">\
         <input type=\"submit\" value=\"\" aria-label=\"Send\"><button hidden></button>",
    );
    assert_eq!(found(&passing, "button-name"), NONE);

    let failing = page(
        "<div id=\"toolbar\"><button><svg aria-hidden=\"true\"><title>x</title></svg></button>\
         <button><span hidden>Close</span></button>\
         <input type=\"button\"><input type=\"submit\" value=\" \"></div>",
    );
    assert_eq!(
        found(&failing, "button-name"),
        vec![
            (Critical, "#toolbar > button:nth-of-type(1)".to_owned()),
            (Critical, "#toolbar > button:nth-of-type(2)".to_owned()),
            (Critical, "#toolbar > input:nth-of-type(1)".to_owned()),
            (Critical, "#toolbar > input:nth-of-type(2)".to_owned()),
        ]
    );
}

#[test]
fn link_name() {
    let passing = page(
        "<nav><a href=\"/\">Home</a><a href=\"/a\"><img src=a.png alt=\"About\"></a>\
         <a href=\"/b\" aria-label=\"Blog\"></a><a href=\"/c\" title=\"Contact\"></a>\
         <span id=\"gh\">GitHub</span><a href=\"/d\" aria-labelledby=\"gh\"><svg aria-hidden=\"true\"></svg></a>\
         <a href=\"/e\"><span aria-label=\"Email\"></span></a><a name=\"anchor\"></a><a href=\"/f\" hidden></a></nav>",
    );
    assert_eq!(found(&passing, "link-name"), NONE);

    let failing = page(
        "<nav><a href=\"/\">Home</a><a href=\"/x\"><img src=a.png alt=\"\"></a>\
         <a href=\"/y\"><svg><path d=\"M0 0\"/></svg></a><a href=\"/z\" aria-labelledby=\"missing\">  </a>\
         <a href=\"/w\"><span aria-hidden=\"true\">Hidden words</span></a></nav>",
    );
    assert_eq!(
        found(&failing, "link-name"),
        vec![
            (Serious, "body > main > nav > a:nth-of-type(2)".to_owned()),
            (Serious, "body > main > nav > a:nth-of-type(3)".to_owned()),
            (Serious, "body > main > nav > a:nth-of-type(4)".to_owned()),
            (Serious, "body > main > nav > a:nth-of-type(5)".to_owned()),
        ]
    );
}

#[test]
fn heading_order() {
    let passing = page("<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2><h3>E</h3><h6 hidden>F</h6>");
    assert_eq!(found(&passing, "heading-order"), NONE);

    let failing = page("<h2>A</h2><section id=\"work\"><h4>B</h4></section><h3>C</h3><h6>D</h6>");
    assert_eq!(
        found(&failing, "heading-order"),
        vec![(Moderate, "#work > h4".to_owned()), (Moderate, "body > main > h6".to_owned())]
    );
    let issues = run(&failing);
    assert_eq!(
        issues.iter().find(|issue| issue.rule == "heading-order").expect("test setup").message,
        "The heading level jumps from h2 to h4."
    );
}

#[test]
fn page_has_heading_one() {
    assert_eq!(found(&page(""), "page-has-heading-one"), NONE);
    let hidden_second = page("<h1 hidden>Old title</h1>");
    assert_eq!(found(&hidden_second, "page-has-heading-one"), NONE);

    let none = document("<main><h2>Ada</h2></main>");
    assert_eq!(found(&none, "page-has-heading-one"), one(Moderate, "body"));
    let several = page("<section><h1>Again</h1></section><h1>And again</h1>");
    assert_eq!(found(&several, "page-has-heading-one"), one(Moderate, "body > main > section > h1"));
    let issues = run(&several);
    let issue = issues.iter().find(|issue| issue.rule == "page-has-heading-one").expect("test setup");
    assert_eq!(issue.message, "The page has 3 h1 headings instead of one.");
}

#[test]
fn landmark_main() {
    assert_eq!(found(&page(""), "landmark-main"), NONE);
    let by_role = document("<div role=\"main\"><h1>Ada</h1></div>");
    assert_eq!(found(&by_role, "landmark-main"), NONE);
    let hidden_second = document("<main><h1>Ada</h1></main><main hidden></main>");
    assert_eq!(found(&hidden_second, "landmark-main"), NONE);

    let none = document("<div><h1>Ada</h1></div>");
    assert_eq!(found(&none, "landmark-main"), one(Moderate, "body"));
    let two = document("<main><h1>Ada</h1></main><div id=\"extra\" role=\"main\"></div>");
    assert_eq!(found(&two, "landmark-main"), one(Moderate, "#extra"));
}

#[test]
fn duplicate_id() {
    assert_eq!(found(&page("<p id=\"a\"></p><p id=\"b\"></p>"), "duplicate-id"), NONE);

    let failing = page("<p id=\"a\"></p><p id=\"b\"></p><p id=\"a\"></p><p id=\"a\"></p><span id=\"b\"></span>");
    assert_eq!(
        found(&failing, "duplicate-id"),
        vec![(Minor, "body > main > p:nth-of-type(3)".to_owned()), (Minor, "body > main > span".to_owned())]
    );
    let issues = run(&failing);
    assert_eq!(issues[0].message, "The id \"a\" is used by 3 elements.");
}

#[test]
fn mixed_content() {
    let passing = page(
        "<img src=\"https://cdn.example.com/a.png\" alt=\"\"><img src=\"/b.png\" alt=\"\"><img src=\"//cdn.example.com/c.png\" alt=\"\">\
         <a href=\"http://example.com/\">A plain http link is not mixed content</a>\
         <img src=\"data:image/png;base64,AAAA\" alt=\"\"><form action=\"\"></form>",
    );
    assert_eq!(found(&passing, "mixed-content"), NONE);

    let failing = page(
        "<img id=\"pic\" src=\"http://cdn.example.com/a.png\" alt=\"\">\
         <picture><source srcset=\"a.webp 1x, http://cdn.example.com/b.webp 2x\"><img src=\"a.png\" alt=\"\"></picture>\
         <iframe src=\"HTTP://maps.example.com/\" title=\"Map\"></iframe>\
         <form action=\"http://forms.example.com/\"><button>Send</button></form>\
         <video src=\"/v.mp4\" poster=\"http://cdn.example.com/poster.jpg\"></video>\
         <object data=\"http://cdn.example.com/doc.pdf\"></object>\
         <script src=\"http://cdn.example.com/app.js\"></script>",
    );
    assert_eq!(
        found(&failing, "mixed-content"),
        vec![
            (Serious, "#pic".to_owned()),
            (Serious, "body > main > picture > source".to_owned()),
            (Serious, "body > main > iframe".to_owned()),
            (Serious, "body > main > form".to_owned()),
            (Serious, "body > main > video".to_owned()),
            (Serious, "body > main > object".to_owned()),
            (Serious, "body > main > script".to_owned()),
        ]
    );
    let issues = run(&failing);
    assert_eq!(issues[0].message, "The image loads http://cdn.example.com/a.png over insecure http.");
    assert_eq!(issues[3].message, "The form sends its data to http://forms.example.com/ over insecure http.");

    // A stylesheet in the head, and a relative address under an http base.
    let head = page("").replace("</head>", "<base href=\"http://old.example.com/\"><link rel=\"icon\" href=\"favicon.ico\"><link rel=\"Stylesheet\" href=\"site.css\"></head>");
    assert_eq!(found(&head, "mixed-content"), one(Serious, "head > link:nth-of-type(2)"));

    // On a page served over http, nothing is mixed.
    let issues = run_at(&failing, "http://ada.example.dev/");
    assert!(issues.iter().all(|issue| issue.rule != "mixed-content"));
}

#[test]
fn issues_come_in_document_order_then_rule_id() {
    let html = "<!DOCTYPE html><html><head></head><body><a href=\"/\" id=\"x\"><img src=a.png></a><p id=\"x\"></p></body></html>";
    let rules: Vec<(String, String)> = run(html).into_iter().map(|issue| (issue.rule, issue.selector)).collect();
    let expected = [
        ("html-has-lang", "html"),
        ("document-title", "head"),
        ("meta-viewport", "head"),
        ("landmark-main", "body"),
        ("page-has-heading-one", "body"),
        ("link-name", "body > a"),
        ("image-alt", "body > a > img"),
        ("duplicate-id", "body > p"),
    ];
    let expected: Vec<(String, String)> = expected.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    assert_eq!(rules, expected);
}

#[test]
fn selectors_escape_odd_ids() {
    let html = page("<div id=\"2col\"><img src=a.png></div><div id=\"a.b:c\"><img src=b.png></div>");
    assert_eq!(
        found(&html, "image-alt"),
        vec![(Critical, "#\\32 col > img".to_owned()), (Critical, "#a\\.b\\:c > img".to_owned())]
    );
}

#[test]
fn template_contents_are_not_audited() {
    let html = page("<template><img src=a.png><a href=\"/\"></a><p id=\"dup\"></p></template><p id=\"dup\"></p>");
    assert_eq!(run(&html), vec![]);
}

#[test]
fn a_rule_reports_at_most_fifty_issues() {
    let html = page(&"<img src=a.png>".repeat(80));
    let issues = run(&html);
    assert_eq!(issues.len(), frontloop_checks::audit::MAX_ISSUES_PER_RULE);
    assert_eq!(issues[49].selector, "body > main > img:nth-of-type(50)");
}

#[test]
fn hostile_pages_stay_cheap() {
    // html5ever is quadratic in nesting depth: the parse stops at 512
    // levels and says where.
    let deep = format!("<main><h1>Ada</h1>{}<img src=a.png></main>", "<div><label>".repeat(50_000));
    let url = url::Url::parse(support::PAGE_URL).expect("test setup");
    let issues = frontloop_checks::audit::audit(&document(&deep), &url);
    let rules: Vec<&str> = issues.iter().map(|issue| issue.rule.as_str()).collect();
    assert_eq!(rules, ["nesting-depth"]);
    assert_eq!(issues[0].impact, Critical);
    assert_eq!(
        issues[0].message,
        "Elements are nested more than 512 levels deep here, so the audit stopped reading the page."
    );

    // Many siblings: linear work.
    let wide = page(&"<label>Name <input></label><p id=\"x\"></p>".repeat(20_000));
    let issues = frontloop_checks::audit::audit(&wide, &url);
    assert_eq!(issues.len(), 1);
    assert_eq!(issues[0].rule, "duplicate-id");
}

#[test]
fn nesting_depth() {
    let fine = page(&format!("{}<p>Deep but fine</p>{}", "<div>".repeat(400), "</div>".repeat(400)));
    assert_eq!(found(&fine, "nesting-depth"), NONE);
}
