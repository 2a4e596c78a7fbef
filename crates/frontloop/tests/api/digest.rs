//! The daily email digest through a real SMTP conversation with a sink on
//! loopback: who gets one, what it says, its one-click unsubscribe headers
//! (RFC 8058), once a day, and single-use unsubscribe links; without SMTP
//! nothing is sent and nothing fails.

use frontloop::app::digest::{day_of, send_day};
use frontloop_domain::time::now_millis;

use crate::common::smtp_sink::SmtpSink;
use crate::common::{Backend, TestApp};

/// A header's value in a raw message (folded lines joined).
fn header(message: &str, name: &str) -> Option<String> {
    let unfolded = message.replace("\r\n ", " ").replace("\r\n\t", " ");
    let prefix = format!("{}:", name.to_ascii_lowercase());
    unfolded
        .lines()
        .take_while(|line| !line.is_empty())
        .find(|line| line.to_ascii_lowercase().starts_with(&prefix))
        .map(|line| line[prefix.len()..].trim().to_owned())
}

async fn with_email(app: &TestApp, id: i64, login: &str) -> String {
    let token = app.session_for(id, login).await;
    app.execute_sql(&format!("UPDATE users SET email = '{login}@example.com' WHERE login = '{login}'")).await;
    token
}

async fn a_digest_goes_once_a_day_with_one_click_unsubscribe(backend: Backend) {
    let sink = SmtpSink::start().await;
    let url = sink.url();
    let Some(app) = TestApp::spawn_with(backend, &["--smtp-url", url.as_str(), "--job-poll-ms", "3600000"]).await
    else {
        return;
    };
    let ada = with_email(&app, 501, "ada").await;
    app.session_for(502, "grace").await; // no address: never emailed
    app.complete_challenge(&ada, "pixel-card").await; // unlocks First Step: a notification
    let now = now_millis();
    let day = day_of(now);
    assert_eq!(send_day(app.state.digest(), day, now).await.expect("digest"), 1);
    let messages = sink.messages();
    assert_eq!(messages.len(), 1);
    let message = &messages[0];
    assert!(header(message, "To").is_some_and(|to| to.contains("ada@example.com")), "{message}");
    let subject = header(message, "Subject").unwrap_or_default();
    assert!(subject.starts_with("You have ") && subject.ends_with(" on Frontloop"), "{subject}");
    assert_eq!(header(message, "List-Unsubscribe-Post").as_deref(), Some("List-Unsubscribe=One-Click"));
    let link = header(message, "List-Unsubscribe").unwrap_or_default();
    let prefix = format!("<{}/email/unsubscribe?token=", app.base);
    assert!(link.starts_with(&prefix) && link.ends_with('>'), "{link}");
    let token = link[prefix.len()..link.len() - 1].to_owned();

    assert_eq!(send_day(app.state.digest(), day, now + 1).await.expect("digest"), 0, "once a day");
    assert_eq!(send_day(app.state.digest(), day + 1, now + 2).await.expect("digest"), 0, "nothing new since");

    // The link's page asks first; the one-click POST unsubscribes, once.
    let page = app.get(&format!("/email/unsubscribe?token={token}")).await;
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap_or_default().contains("<button type=\"submit\">Unsubscribe</button>"));
    let post = |token: String| {
        app.client
            .post(app.url(&format!("/email/unsubscribe?token={token}")))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
    };
    assert_eq!(post("forged".into()).await.expect("post").status(), 404);
    assert_eq!(post(token.clone()).await.expect("post").status(), 200);
    assert_eq!(post(token).await.expect("post").status(), 404, "a used link");
    app.complete_challenge(&ada, "quiet-modal").await;
    assert_eq!(send_day(app.state.digest(), day + 1, now + 3).await.expect("digest"), 0, "unsubscribed");
    assert_eq!(sink.messages().len(), 1);
    app.finish().await;
}

async fn without_smtp_nothing_is_sent_and_nothing_fails(backend: Backend) {
    let Some(app) = TestApp::spawn(backend).await else { return };
    let ada = with_email(&app, 601, "ada").await;
    app.complete_challenge(&ada, "pixel-card").await;
    let now = now_millis();
    assert_eq!(send_day(app.state.digest(), day_of(now), now).await.expect("no digest"), 0);
    app.finish().await;
}

#[tokio::test]
async fn digest_sqlite() {
    a_digest_goes_once_a_day_with_one_click_unsubscribe(Backend::Sqlite).await;
    without_smtp_nothing_is_sent_and_nothing_fails(Backend::Sqlite).await;
}

#[tokio::test]
async fn digest_postgres() {
    a_digest_goes_once_a_day_with_one_click_unsubscribe(Backend::Postgres).await;
    without_smtp_nothing_is_sent_and_nothing_fails(Backend::Postgres).await;
}
