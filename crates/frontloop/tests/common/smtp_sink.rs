//! A real SMTP server on loopback for the tests: it speaks enough of the
//! protocol (greeting, EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for
//! any client, accepts every message and keeps what was sent as DATA.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// The sink and the messages it received (headers and body, as sent).
pub struct SmtpSink {
    pub addr: SocketAddr,
    messages: Arc<Mutex<Vec<String>>>,
}

impl SmtpSink {
    /// Starts a sink on a free loopback port.
    pub async fn start() -> SmtpSink {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("address");
        let messages = Arc::new(Mutex::new(Vec::new()));
        let kept = messages.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(converse(stream, kept.clone()));
            }
        });
        SmtpSink { addr, messages }
    }

    /// The URL the server sends through.
    pub fn url(&self) -> String {
        format!("smtp://{}", self.addr)
    }

    /// Every message received so far.
    pub fn messages(&self) -> Vec<String> {
        self.messages.lock().map(|m| m.clone()).unwrap_or_default()
    }
}

async fn converse(stream: tokio::net::TcpStream, kept: Arc<Mutex<Vec<String>>>) {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    if write.write_all(b"220 sink.test ESMTP\r\n").await.is_err() {
        return;
    }
    while let Ok(Some(line)) = lines.next_line().await {
        let verb = line.split_whitespace().next().unwrap_or("").to_ascii_uppercase();
        let answer: &[u8] = match verb.as_str() {
            "EHLO" => b"250-sink.test\r\n250 8BITMIME\r\n",
            "HELO" | "MAIL" | "RCPT" | "RSET" | "NOOP" => b"250 OK\r\n",
            "DATA" => {
                if write.write_all(b"354 End with <CR><LF>.<CR><LF>\r\n").await.is_err() {
                    return;
                }
                let mut message = String::new();
                while let Ok(Some(data)) = lines.next_line().await {
                    if data == "." {
                        break;
                    }
                    message.push_str(data.strip_prefix('.').unwrap_or(&data));
                    message.push_str("\r\n");
                }
                if let Ok(mut all) = kept.lock() {
                    all.push(message);
                }
                b"250 OK: queued\r\n"
            }
            "QUIT" => {
                let _ = write.write_all(b"221 Bye\r\n").await;
                return;
            }
            _ => b"502 Command not implemented\r\n",
        };
        if write.write_all(answer).await.is_err() {
            return;
        }
    }
}
