//! How the state hands each use case what it uses: one `Deps` per area,
//! borrowed from [`AppState`] for the length of a call. A use case names
//! the parts it reaches in its area's `Deps`, so what it can touch is read
//! off its signature, and a test can build one from the parts alone.

use super::state::AppState;
use super::{
    accounts, checks, community, digest, follow_ups, learning_paths, moderation, notifications, progress, queries,
    rate_limit, reviews, sign_in, social_cards, solutions,
};

impl AppState {
    /// What the reads (`app::queries`) use.
    pub fn reads(&self) -> queries::Deps<'_> {
        queries::Deps {
            store: self.store.as_ref(),
            read_cache: &self.read_cache,
            metrics: &self.metrics,
            moderators: &self.moderators,
            presence: &self.presence,
            reader_sessions: &self.reader_sessions,
        }
    }

    /// What the account use cases use.
    pub fn accounts(&self) -> accounts::Deps<'_> {
        accounts::Deps {
            store: self.store.as_ref(),
            read_cache: &self.read_cache,
            moderators: &self.moderators,
            image_links: &self.image_links,
        }
    }

    /// What the solution checks use.
    pub fn checks(&self) -> checks::Deps<'_> {
        checks::Deps {
            store: self.store.as_ref(),
            metrics: &self.metrics,
            github: &self.github,
            checks: &self.checks,
            rendered_audits: self.rendered_audits.as_deref(),
        }
    }

    /// What the community use cases use.
    pub fn community(&self) -> community::Deps<'_> {
        community::Deps { store: self.store.as_ref(), metrics: &self.metrics, moderators: &self.moderators }
    }

    /// What the digest emails use.
    pub fn digest(&self) -> digest::Deps<'_> {
        digest::Deps { store: self.store.as_ref(), mailer: self.mailer.as_deref(), config: &self.config }
    }

    /// What the follow-ups of learners' actions use.
    pub fn follow_ups(&self) -> follow_ups::Deps<'_> {
        follow_ups::Deps { store: self.store.as_ref() }
    }

    /// What the learning path use cases use.
    pub fn learning_paths(&self) -> learning_paths::Deps<'_> {
        learning_paths::Deps { store: self.store.as_ref() }
    }

    /// What the moderation use cases use.
    pub fn moderation(&self) -> moderation::Deps<'_> {
        moderation::Deps {
            store: self.store.as_ref(),
            metrics: &self.metrics,
            moderators: &self.moderators,
            auto_hide_reports: self.config.auto_hide_reports,
        }
    }

    /// What the notification use cases use.
    pub fn notifications(&self) -> notifications::Deps<'_> {
        notifications::Deps { store: self.store.as_ref() }
    }

    /// What the progress use cases use.
    pub fn progress(&self) -> progress::Deps<'_> {
        progress::Deps { store: self.store.as_ref() }
    }

    /// What the rate limits use.
    pub fn rate_limit(&self) -> rate_limit::Deps<'_> {
        rate_limit::Deps { store: self.store.as_ref(), metrics: &self.metrics }
    }

    /// What the review use cases use: the solutions' parts.
    pub fn reviews(&self) -> reviews::Deps<'_> {
        self.solutions()
    }

    /// What the sign-in use cases use.
    pub fn sign_in(&self) -> sign_in::Deps<'_> {
        sign_in::Deps { store: self.store.as_ref(), metrics: &self.metrics, github: &self.github, config: &self.config }
    }

    /// What the session lookups use.
    pub fn sessions(&self) -> sign_in::Sessions<'_> {
        sign_in::Sessions {
            store: self.store.as_ref(),
            read_cache: &self.read_cache,
            presence: &self.presence,
            reader_sessions: &self.reader_sessions,
        }
    }

    /// What the social cards use.
    pub fn social_cards(&self) -> social_cards::Deps<'_> {
        social_cards::Deps { store: self.store.as_ref(), read_cache: &self.read_cache }
    }

    /// What the solution use cases use.
    pub fn solutions(&self) -> solutions::Deps<'_> {
        solutions::Deps {
            store: self.store.as_ref(),
            metrics: &self.metrics,
            moderators: &self.moderators,
            image_links: &self.image_links,
        }
    }
}

/// The narrower parts that one area's use cases hand to another's.
macro_rules! hands_over {
    ($from:ident => $($to:ident { $($field:ident),* }),+ $(,)?) => {
        impl<'a> $from::Deps<'a> {
            $(
                #[doc = concat!("What `", stringify!($to), "` uses, from these parts.")]
                pub fn $to(self) -> $to::Deps<'a> {
                    $to::Deps { $($field: self.$field),* }
                }
            )+
        }
    };
}

hands_over!(community => rate_limit { store, metrics }, follow_ups { store });
hands_over!(moderation => rate_limit { store, metrics });
hands_over!(solutions => rate_limit { store, metrics }, follow_ups { store });
hands_over!(sign_in => rate_limit { store, metrics });
hands_over!(progress => follow_ups { store });
hands_over!(checks => follow_ups { store });
hands_over!(learning_paths => follow_ups { store });
hands_over!(queries => community { store, metrics, moderators });

impl<'a> queries::Deps<'a> {
    /// What the session lookups use, from these parts.
    pub fn sessions(self) -> sign_in::Sessions<'a> {
        sign_in::Sessions {
            store: self.store,
            read_cache: self.read_cache,
            presence: self.presence,
            reader_sessions: self.reader_sessions,
        }
    }
}
