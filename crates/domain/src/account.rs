//! A learner's account settings: who may see their portfolio and which
//! theme the web app shows.

crate::text_enum! {
    /// Who may see a learner's portfolio (`/u/{login}`), their solution
    /// pages and their requests in the review queue.
    pub enum ProfileVisibility, UnknownProfileVisibility, "profile visibility" {
        /// Everyone (the default).
        Public = "public",
        /// The learner alone; others get 404. Community posts stay public.
        Private = "private",
    }
}

crate::text_enum! {
    /// The web app's colours.
    pub enum Theme, UnknownTheme, "theme" {
        /// Follow the device's light or dark preference (the default).
        System = "system",
        Light = "light",
        Dark = "dark",
    }
}

/// Whether `typed` confirms the deletion of the account of `login`: the
/// login itself, ignoring case (GitHub logins are case-insensitive) and
/// surrounding spaces.
pub fn confirms_deletion(typed: &str, login: &str) -> bool {
    !login.is_empty() && typed.trim().eq_ignore_ascii_case(login)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_as_text() {
        for visibility in ProfileVisibility::ALL {
            assert_eq!(visibility.as_str().parse::<ProfileVisibility>(), Ok(*visibility));
        }
        for theme in Theme::ALL {
            assert_eq!(theme.as_str().parse::<Theme>(), Ok(*theme));
        }
        assert!("hidden".parse::<ProfileVisibility>().is_err());
        assert!("Dark".parse::<Theme>().is_err());
    }

    #[test]
    fn only_the_login_confirms_a_deletion() {
        assert!(confirms_deletion("octocat", "octocat"));
        assert!(confirms_deletion(" OctoCat ", "octocat"));
        assert!(!confirms_deletion("octocat2", "octocat"));
        assert!(!confirms_deletion("", "octocat"));
        assert!(!confirms_deletion("", ""));
    }
}
