//! Email through SMTP (lettre), for the daily digest. Off unless
//! `FRONTLOOP_SMTP_URL` is set; without it nothing is sent and nothing
//! fails.

use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

/// Why an email could not be sent.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("the SMTP URL is not usable: {0}")]
    Url(String),
    #[error("the address {0:?} is not usable")]
    Address(String),
    #[error("the email could not be built: {0}")]
    Build(String),
    #[error("the SMTP server refused or failed: {0}")]
    Send(String),
}

/// An email to one learner.
#[derive(Debug, Clone)]
pub struct Email {
    pub to: String,
    pub to_name: Option<String>,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The one-click unsubscribe URL (RFC 8058), if the email has one.
    pub unsubscribe_url: Option<String>,
}

/// Sends emails through one SMTP server.
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl Mailer {
    /// A mailer for `smtp_url` (lettre's URL syntax) sending from `from`.
    pub fn new(smtp_url: &str, from: &str) -> Result<Mailer, MailError> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp_url)
            .map_err(|e| MailError::Url(e.to_string()))?
            .timeout(Some(std::time::Duration::from_secs(20)))
            .build();
        let from = from.parse().map_err(|_| MailError::Address(from.to_owned()))?;
        Ok(Mailer { transport, from })
    }

    /// Sends `email`.
    pub async fn send(&self, email: &Email) -> Result<(), MailError> {
        let address = email.to.parse().map_err(|_| MailError::Address(email.to.clone()))?;
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(Mailbox::new(email.to_name.clone(), address))
            .subject(email.subject.clone());
        if let Some(url) = &email.unsubscribe_url {
            builder = builder.header(ListUnsubscribe(format!("<{url}>"))).header(ListUnsubscribePost);
        }
        let body = MultiPart::alternative()
            .singlepart(SinglePart::builder().header(ContentType::TEXT_PLAIN).body(email.text.clone()))
            .singlepart(SinglePart::builder().header(ContentType::TEXT_HTML).body(email.html.clone()));
        let message = builder.multipart(body).map_err(|e| MailError::Build(e.to_string()))?;
        self.transport.send(message).await.map_err(|e| MailError::Send(e.to_string()))?;
        Ok(())
    }
}

/// `List-Unsubscribe: <https://…>` (RFC 2369).
#[derive(Debug, Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_owned()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058): mail
/// clients may unsubscribe with one POST, without opening a page.
#[derive(Debug, Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}
