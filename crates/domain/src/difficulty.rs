//! Challenge and learning-path difficulty.

crate::text_enum! {
    /// The three difficulty levels of the catalogue, easiest first (the
    /// derived order is the catalogue's order).
    pub enum Difficulty, UnknownDifficulty, "difficulty" {
        Beginner = "beginner",
        Intermediate = "intermediate",
        Advanced = "advanced",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_three_levels_and_nothing_else() {
        for &d in Difficulty::ALL {
            assert_eq!(d.as_str().parse::<Difficulty>(), Ok(d));
        }
        assert!("Beginner".parse::<Difficulty>().is_err());
        assert!("expert".parse::<Difficulty>().is_err());
    }
}
