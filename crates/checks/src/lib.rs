//! Frontloop's solution checks, with nothing of the server in them: the
//! fetcher that opens a learner's live site without letting the URL reach
//! our own network (`net`), and the static audit of the page with the
//! score it gives (`audit`, `score`), and the format of a challenge's
//! executable user stories (`stories`).

pub mod audit;
pub mod net;
pub mod score;
pub mod stories;
