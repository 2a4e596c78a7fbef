//! The live-site fetcher, built so that a learner's URL can never reach our
//! own network or a cloud metadata service (SSRF).
//!
//! The defences, in the order a fetch meets them:
//! - [`target::check_url`]: http/https only, no credentials, at most 2,048
//!   characters, not a port of another protocol; numeric IPv4 spellings
//!   (`http://2130706433/`, `http://0x7f.1/`) are turned into addresses by
//!   the WHATWG parser of the `url` crate before anything is judged;
//! - [`target::vet`]: the host is resolved once and every address is judged
//!   by [`address::refusal`]; one refused address refuses the URL, unless
//!   that exact loopback `(ip, port)` is in the test allow list;
//! - the connection is opened by us to the vetted address (never by an HTTP
//!   client that would resolve again), so DNS rebinding cannot swap it;
//! - every redirect goes through the same checks, at most 5 of them, all
//!   within one 10-second deadline, and the body stops at 2 MB;
//! - the rendered audit's browser reaches the web only through
//!   [`proxy::FilteringProxy`], which applies the same checks to every
//!   request the page makes and counts its bytes.

// Every public item of the fetcher is documented; keep it so.
#![warn(missing_docs)]

pub mod address;
pub mod allow;
mod conn;
pub mod error;
pub mod fetch;
pub mod policy;
pub mod proxy;
pub mod resolve;
pub mod target;

pub use allow::{allow_list_from_env, parse_allow_list, AllowListError, ALLOW_ENV};
pub use conn::USER_AGENT_VALUE;
pub use error::FetchError;
pub use fetch::{Fetcher, Page};
pub use policy::{Dial, FetchPolicy};
pub use proxy::{Blocked, FilteringProxy, ProxyLog};
pub use resolve::{Resolve, ResolveFuture, StaticResolver, SystemResolver};
