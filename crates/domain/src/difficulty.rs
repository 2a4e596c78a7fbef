//! Challenge and learning-path difficulty.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The three difficulty levels of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    Beginner,
    Intermediate,
    Advanced,
}

impl Difficulty {
    /// The value stored in the database and sent over the API.
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Beginner => "beginner",
            Difficulty::Intermediate => "intermediate",
            Difficulty::Advanced => "advanced",
        }
    }

    /// Every level, easiest first.
    pub const ALL: [Difficulty; 3] = [Self::Beginner, Self::Intermediate, Self::Advanced];
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text was not one of `beginner`, `intermediate`, `advanced`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("difficulty must be one of beginner, intermediate, advanced (got {0:?})")]
pub struct UnknownDifficulty(pub String);

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Difficulty::ALL.into_iter().find(|d| d.as_str() == s).ok_or_else(|| UnknownDifficulty(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_three_levels_and_nothing_else() {
        for d in Difficulty::ALL {
            assert_eq!(d.as_str().parse::<Difficulty>(), Ok(d));
        }
        assert!("Beginner".parse::<Difficulty>().is_err());
        assert!("expert".parse::<Difficulty>().is_err());
    }
}
