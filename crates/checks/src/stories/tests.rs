use super::*;

fn errors(text: &str) -> Vec<String> {
    parse("checks.yaml", text, None).expect_err("the file is refused").iter().map(ToString::to_string).collect()
}

const GOOD: &str = r#"checks:
  - id: arrow-keys-wrap
    criterion: 1
    story: Arrow keys move between tabs and wrap at the ends
    steps:
      - click: { role: tab, name: Overview }
      - press: ArrowLeft
      - expect: { focused: { role: tab, name_contains: Ship } }
      - expect: { locator: { role: tab, name: Shipping }, attribute: aria-selected, equals: "true" }
  - id: marked-by-more-than-colour
    criterion: 2
    story: The selected tab is marked by more than colour
    not_verifiable: whether a mark reads as distinct is a design judgement
"#;

#[test]
fn a_good_file_reads_into_typed_checks() {
    let checks = parse("checks.yaml", GOOD, Some(2)).expect("a good file");
    assert_eq!(checks.len(), 2);
    let Verification::Steps { load, timeout_ms, steps } = &checks[0].verification else { panic!("steps") };
    assert_eq!((load.viewport, *timeout_ms, load.javascript), (DEFAULT_VIEWPORT, DEFAULT_TIMEOUT_MS, true));
    assert_eq!(
        steps[0],
        Step::Click(Locator {
            by: Find::Role { role: "tab".into(), name: Some(TextRule::Equals("Overview".into())) },
            nth: 0,
            within: None
        })
    );
    assert_eq!(steps[1], Step::Press(Chord { modifiers: vec![], key: "ArrowLeft".into() }));
    assert!(
        matches!(&steps[3], Step::Expect(Assertion::Attribute { rule: AttributeRule::Equals(v), .. }) if v == "true")
    );
    assert!(checks[0].required && checks[0].verifiable() && !checks[1].verifiable());
}

#[test]
fn an_unknown_step_names_its_line() {
    let text = GOOD.replace("      - press: ArrowLeft", "      - push: ArrowLeft");
    let found = errors(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("checks.yaml:7:"), "{found:?}");
    assert!(found[0].contains("unknown variant `push`"), "{found:?}");
}

#[test]
fn a_missing_id_is_refused_with_its_line() {
    let text = GOOD.replace("  - id: marked-by-more-than-colour\n    criterion: 2", "  - criterion: 2");
    let found = errors(&text);
    assert!(found[0].contains("missing field `id`"), "{found:?}");
    assert!(found[0].starts_with("checks.yaml:10:"), "{found:?}");
}

#[test]
fn a_bad_locator_names_the_check_and_step() {
    let text = GOOD.replace("{ role: tab, name: Overview }", "{ role: tab, css: button }");
    assert_eq!(
        errors(&text),
        ["checks.yaml:6: check `arrow-keys-wrap`, step 1: a locator has one of `role`, `label`, `text` and `css`"]
    );
    let text = GOOD.replace("{ role: tab, name: Overview }", "{ css: button, name: Overview }");
    assert!(errors(&text)[0].ends_with("`name` goes with `role` alone"));
    let text = GOOD.replace("{ role: tab, name: Overview }", "{ nth: 2 }");
    assert!(errors(&text)[0].ends_with("a locator needs one of `role`, `label`, `text` and `css`"));
}

#[test]
fn every_problem_is_reported_at_once() {
    let text = GOOD
        .replace("criterion: 1", "criterion: 0")
        .replace("not_verifiable: whether", "timeout_ms: 10\n    not_verifiable: whether");
    let found = errors(&text);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].starts_with("checks.yaml:2: check `arrow-keys-wrap`: `criterion` counts"), "{found:?}");
    assert!(found[1].starts_with("checks.yaml:10: check `marked-by-more-than-colour`"), "{found:?}");
}

#[test]
fn assertions_say_one_thing_with_what_it_needs() {
    let assertion = |body: &str| {
        let text = GOOD.replace("{ focused: { role: tab, name_contains: Ship } }", body);
        parse("checks.yaml", &text, None).map(|_| ()).map_err(|e| e[0].message.clone())
    };
    assert!(assertion("{ locator: { css: li }, count: 3 }").is_ok());
    assert!(assertion("{ locator: { css: li }, count_at_least: 1, count_at_most: 3 }").is_ok());
    assert!(assertion("{ locator: { css: p }, text_matches: \"^\\\\d+ items?$\" }").is_ok());
    assert!(assertion("{ locator: { css: p }, style: font-size, at_least: 16 }").is_ok());
    assert!(assertion("{ request: { url_contains: /api, method: GET }, made: false }").is_ok());
    assert!(assertion("{ no_horizontal_scroll: 320 }").is_ok());
    let refused = [
        ("{ locator: { css: p } }", "the assertion says nothing to check"),
        ("{ locator: { css: p }, visible: true, count: 2 }", "one assertion at a time: this one has visible, count"),
        ("{ visible: true }", "`visible` needs a `locator`"),
        ("{ locator: { css: p }, title: Home }", "`title` takes no `locator`"),
        ("{ locator: { css: p }, text_matches: \"(?=x)\" }", "the regular expression does not compile"),
        ("{ locator: { css: p }, attribute: hidden }", "an `attribute` takes one of"),
        ("{ locator: { css: p }, visible: true, equals: x }", "`equals` does not go with `visible`"),
        ("{ locator: { css: p }, state: { open: true } }", "unknown variant `open`"),
        ("{ locator: { css: p }, contrast_at_least: 30 }", "a contrast ratio is from 1 to 21"),
        ("{ request: { url_contains: /api, method: FETCH } }", "`FETCH` is not a method"),
    ];
    for (body, message) in refused {
        let got = assertion(body).expect_err(body);
        assert!(got.contains(message), "{body}: {got}");
    }
}

#[test]
fn load_options_are_held_to_their_ranges() {
    let with = |option: &str| {
        let text = GOOD.replace("    steps:\n      - click", &format!("    {option}\n    steps:\n      - click"));
        parse("checks.yaml", &text, None).map(|_| ()).map_err(|e| e[0].message.clone())
    };
    assert!(with("path: /about.html").is_ok());
    assert!(with("date: 2026-03-14T10:00:00Z").is_ok());
    assert!(with("viewport: { width: 375, height: 812 }").is_ok());
    assert!(with("path: //evil.example/").expect_err("another host").contains("a path of the learner's site"));
    assert!(with("path: https://evil.example/").expect_err("a URL").contains("a path of the learner's site"));
    assert!(with("date: tomorrow").expect_err("a date").contains("an instant in UTC"));
    assert!(with("timeout_ms: 60000").expect_err("too long").contains("`timeout_ms` is from 100 to 10000"));
    assert!(with("viewport: { width: 10, height: 812 }").expect_err("too narrow").contains("200 to 3840"));
    assert!(with("color_scheme: sepia").expect_err("no sepia").contains("unknown variant `sepia`"));
}

#[test]
fn ids_are_stable_kebab_case_and_unique() {
    let text = GOOD.replace("marked-by-more-than-colour", "arrow-keys-wrap");
    assert!(errors(&text).iter().any(|e| e == "checks.yaml:10: the id `arrow-keys-wrap` is used twice"));
    let text = GOOD.replace("id: arrow-keys-wrap", "id: Arrow_Keys");
    assert!(errors(&text)[0].contains("the id `Arrow_Keys` is not kebab-case"));
}

#[test]
fn every_criterion_of_the_brief_is_covered_and_none_past_it() {
    let found: Vec<String> =
        parse("checks.yaml", GOOD, Some(3)).expect_err("a bullet is missing").iter().map(ToString::to_string).collect();
    assert_eq!(found, ["checks.yaml:0: acceptance criterion 3 has no check and no `not_verifiable` reason"]);
    let found = parse("checks.yaml", GOOD, Some(1)).expect_err("a check past the last bullet");
    assert_eq!(found[0].line, 10);
    assert!(found[0].message.contains("the brief has 1 acceptance criteria, not 2"));
}

#[test]
fn checks_round_trip_through_json_for_storage() {
    let checks = parse("checks.yaml", GOOD, None).expect("a good file");
    let json = serde_json::to_string(&checks).expect("to JSON");
    let back: Vec<Check> = serde_json::from_str(&json).expect("from JSON");
    assert_eq!(back, checks);
}

/// Every challenge's file in the catalogue reads.
#[test]
fn the_catalogues_checks_all_read() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/challenges");
    let mut files = 0;
    let mut checks = 0;
    for entry in std::fs::read_dir(&root).expect("the catalogue") {
        let path = entry.expect("an entry").path().join("checks.yaml");
        if !path.exists() {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let label = path.display().to_string();
        let read = parse(&label, &text, None).unwrap_or_else(|errors| {
            panic!("{}", errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))
        });
        files += 1;
        checks += read.len();
    }
    assert_eq!(files, 40, "every challenge has its checks");
    assert!(checks >= 200, "{checks} checks");
}
