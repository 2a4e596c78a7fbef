//! Streaks (docs/api.md, Time zones): one rule everywhere. A streak is a run of
//! consecutive local days with at least one completion; the current streak
//! is the run that ends today or yesterday (a learner who has not practised
//! yet today keeps yesterday's streak until the day is over).

use std::collections::BTreeSet;

use chrono::NaiveDate;

/// The current streak in days, given the local days with completions.
pub fn current_streak(days: &BTreeSet<NaiveDate>, today: NaiveDate) -> u32 {
    let Some(yesterday) = today.pred_opt() else { return 0 };
    let mut day = if days.contains(&today) {
        today
    } else if days.contains(&yesterday) {
        yesterday
    } else {
        return 0;
    };
    let mut streak = 0;
    while days.contains(&day) {
        streak += 1;
        match day.pred_opt() {
            Some(previous) => day = previous,
            None => break,
        }
    }
    streak
}

/// The longest run of consecutive days ever.
pub fn longest_streak(days: &BTreeSet<NaiveDate>) -> u32 {
    let mut longest = 0;
    let mut run = 0;
    let mut previous: Option<NaiveDate> = None;
    for day in days {
        run = match previous.and_then(|p| p.succ_opt()) {
            Some(next) if next == *day => run + 1,
            _ => 1,
        };
        longest = longest.max(run);
        previous = Some(*day);
    }
    longest
}

/// The local date of a stored `YYYY-MM-DDTHH:MM:SS` wall-clock time.
pub fn local_date(local_time: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(local_time.get(..10)?, "%Y-%m-%d").ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("date")
    }

    fn days(list: &[&str]) -> BTreeSet<NaiveDate> {
        list.iter().map(|t| d(t)).collect()
    }

    #[test]
    fn no_completions_no_streak() {
        assert_eq!(current_streak(&days(&[]), d("2026-11-22")), 0);
    }

    #[test]
    fn counts_consecutive_days_ending_today() {
        let set = days(&["2026-11-20", "2026-11-21", "2026-11-22"]);
        assert_eq!(current_streak(&set, d("2026-11-22")), 3);
    }

    #[test]
    fn yesterday_keeps_the_streak_alive() {
        let set = days(&["2026-11-20", "2026-11-21"]);
        assert_eq!(current_streak(&set, d("2026-11-22")), 2);
    }

    #[test]
    fn a_gap_of_a_whole_day_ends_it() {
        let set = days(&["2026-11-19", "2026-11-20"]);
        assert_eq!(current_streak(&set, d("2026-11-22")), 0);
        let set = days(&["2026-11-18", "2026-11-20", "2026-11-21", "2026-11-22"]);
        assert_eq!(current_streak(&set, d("2026-11-22")), 3);
    }

    #[test]
    fn runs_across_month_and_year_ends() {
        let set = days(&["2025-12-30", "2025-12-31", "2026-01-01"]);
        assert_eq!(current_streak(&set, d("2026-01-01")), 3);
        assert_eq!(longest_streak(&set), 3);
    }

    #[test]
    fn longest_streak_finds_the_longest_run() {
        let set = days(&["2026-01-01", "2026-01-02", "2026-01-05", "2026-01-06", "2026-01-07", "2026-02-01"]);
        assert_eq!(longest_streak(&set), 3);
        assert_eq!(longest_streak(&days(&[])), 0);
    }

    #[test]
    fn reads_local_dates() {
        assert_eq!(local_date("2026-11-22T23:59:00"), Some(d("2026-11-22")));
        assert_eq!(local_date("garbage"), None);
    }
}
