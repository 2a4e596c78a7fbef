//! A connection wrapper that gives up on a client that stops reading: a
//! write that cannot progress for the stall limit fails the connection
//! instead of holding it (and its buffers) forever.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Sleep;

/// `inner`, whose writes fail once they have been blocked for `limit`.
pub struct WriteStallGuard<T> {
    inner: T,
    limit: Duration,
    /// Started when a write first found the client's window full; cleared
    /// by any write that goes through.
    stalled: Option<Pin<Box<Sleep>>>,
}

impl<T> WriteStallGuard<T> {
    /// Wraps `inner`.
    pub fn new(inner: T, limit: Duration) -> WriteStallGuard<T> {
        WriteStallGuard { inner, limit, stalled: None }
    }

    /// Passes `progress` through, or turns a write blocked for too long
    /// into an error.
    fn watch<R>(&mut self, cx: &mut Context<'_>, progress: Poll<io::Result<R>>) -> Poll<io::Result<R>> {
        if progress.is_ready() {
            self.stalled = None;
            return progress;
        }
        let limit = self.limit;
        let stalled = self.stalled.get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        match stalled.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(io::ErrorKind::TimedOut, "the client stopped reading"))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for WriteStallGuard<T> {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for WriteStallGuard<T> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let progress = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.watch(cx, progress)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let progress = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.watch(cx, progress)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let progress = Pin::new(&mut self.inner).poll_flush(cx);
        self.watch(cx, progress)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt;

    #[tokio::test(start_paused = true)]
    async fn a_write_blocked_past_the_limit_fails() {
        // A pipe with a 64-byte buffer that nobody reads.
        let (writer, _reader) = tokio::io::duplex(64);
        let mut guarded = WriteStallGuard::new(writer, Duration::from_secs(5));
        let err = guarded.write_all(&[0_u8; 1024]).await.expect_err("the reader never reads");
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
    }

    #[tokio::test(start_paused = true)]
    async fn writes_that_progress_never_fail() {
        let (writer, mut reader) = tokio::io::duplex(64);
        let mut guarded = WriteStallGuard::new(writer, Duration::from_secs(5));
        let drain = tokio::spawn(async move {
            let mut sink = Vec::new();
            // Reads slowly, but within the limit each time.
            loop {
                tokio::time::sleep(Duration::from_secs(1)).await;
                let mut chunk = [0_u8; 64];
                match tokio::io::AsyncReadExt::read(&mut reader, &mut chunk).await {
                    Ok(0) | Err(_) => return sink.len(),
                    Ok(n) => sink.extend_from_slice(&chunk[..n]),
                }
            }
        });
        guarded.write_all(&[1_u8; 640]).await.expect("a slow reader is fine");
        guarded.shutdown().await.expect("shutdown");
        drop(guarded);
        assert_eq!(drain.await.expect("drain"), 640);
    }
}
