//! The challenge list is rendered once per catalogue revision: an import
//! (by this instance or any other process) shows in the next response, and
//! every encoding a client may ask for carries the same list.

use crate::common;

use std::io::Read as _;

use frontloop_domain::time::now_millis;
use reqwest::header::{ACCEPT_ENCODING, CONTENT_ENCODING, ETAG, IF_NONE_MATCH};

async fn titles(app: &common::TestApp) -> Vec<String> {
    let list: Vec<serde_json::Value> = app.get("/api/tasks").await.json().await.expect("json");
    list.iter().map(|t| t["title"].as_str().unwrap_or_default().to_owned()).collect()
}

on_both_databases! {
    an_import_shows_at_once => |app: common::TestApp| async move {
        let before = titles(&app).await;
        let etag = app.get("/api/tasks").await.headers()[ETAG].clone();
        let mut catalogue = frontloop::content::load_catalogue(&common::fixture_content()).expect("fixture catalogue");
        catalogue.tasks[0].title = "Renamed in a later import".to_owned();
        catalogue.tasks[0].content_hash = "renamed".to_owned();
        // Straight into the database, as another process's import would.
        app.store.import_catalogue(&catalogue, now_millis()).await.expect("import");
        let after = titles(&app).await;
        assert_ne!(before, after);
        assert!(after.contains(&"Renamed in a later import".to_owned()));
        let stale = app.client.get(app.url("/api/tasks")).header(IF_NONE_MATCH, etag).send().await.expect("request");
        assert_eq!(stale.status(), 200, "the old ETag no longer matches");
        catalogue.tasks.pop();
        app.store.import_catalogue(&catalogue, now_millis()).await.expect("removal");
        assert_eq!(titles(&app).await.len(), after.len() - 1, "a removed challenge leaves the list");
        app
    };

    every_encoding_carries_the_same_list => |app: common::TestApp| async move {
        // The test client has no decompression built in: it sees the bytes as sent.
        let client = &app.client;
        // The fixture's list is short: it goes as it is, whatever the client takes.
        let short = client.get(app.url("/api/tasks")).header(ACCEPT_ENCODING, "br, gzip").send().await.expect("short");
        assert!(short.headers().get(CONTENT_ENCODING).is_none(), "under 1 KiB nothing is compressed");
        // A long brief makes it worth compressing.
        let mut catalogue = frontloop::content::load_catalogue(&common::fixture_content()).expect("fixture catalogue");
        catalogue.tasks[0].description = "A long brief. ".repeat(400);
        catalogue.tasks[0].content_hash = "long".to_owned();
        app.store.import_catalogue(&catalogue, now_millis()).await.expect("import");
        let plain = client.get(app.url("/api/tasks")).send().await.expect("plain");
        assert!(plain.headers().get(CONTENT_ENCODING).is_none());
        let plain = plain.bytes().await.expect("body").to_vec();
        let gzip = client.get(app.url("/api/tasks")).header(ACCEPT_ENCODING, "gzip").send().await.expect("gzip");
        assert_eq!(gzip.headers()[CONTENT_ENCODING], "gzip");
        let mut unzipped = Vec::new();
        flate2::read::GzDecoder::new(&gzip.bytes().await.expect("body")[..]).read_to_end(&mut unzipped).expect("gunzip");
        assert_eq!(unzipped, plain);
        let br = client.get(app.url("/api/tasks")).header(ACCEPT_ENCODING, "gzip, deflate, br, zstd").send().await.expect("br");
        assert_eq!(br.headers()[CONTENT_ENCODING], "br");
        let mut unbrotli = Vec::new();
        brotli::Decompressor::new(&br.bytes().await.expect("body")[..], 4096).read_to_end(&mut unbrotli).expect("unbrotli");
        assert_eq!(unbrotli, plain);
        app
    };
}
