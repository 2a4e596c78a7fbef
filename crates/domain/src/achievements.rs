//! The achievement rules of docs/achievements.md, as data plus one measure each. A rule
//! reads [`Facts`] (what a learner has done, counted in their local days
//! and hours) and says how far along the learner is; the server stores the
//! unlock time the first time a rule is met, so each unlock is reported once.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use chrono::{Datelike, NaiveDateTime, Timelike, Weekday};

use crate::streak::longest_streak;

/// The gallery's six groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    TaskCompletion,
    Streaks,
    FrontendMastery,
    SpeedDemon,
    Community,
    Special,
}

impl Category {
    /// The tab label of the group.
    pub fn label(self) -> &'static str {
        match self {
            Category::TaskCompletion => "Task Completion",
            Category::Streaks => "Streaks",
            Category::FrontendMastery => "Frontend Mastery",
            Category::SpeedDemon => "Speed Demon",
            Category::Community => "Community",
            Category::Special => "Special",
        }
    }
}

/// One completed challenge, as the rules need it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompletionFact {
    /// Wall-clock time of the completion in the learner's zone then.
    pub local_time: NaiveDateTime,
    /// Seconds from start to completion, when known.
    pub duration_seconds: Option<i64>,
    pub difficulty: crate::Difficulty,
    pub tags: Vec<String>,
    /// A review score 0-100; nothing sets it yet.
    pub score: Option<i64>,
}

/// Community activity, as the rules need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CommunityFacts {
    pub posts: i64,
    pub comments: i64,
    pub likes_given: i64,
    pub max_post_likes: i64,
    pub helped_users: i64,
}

/// Everything the rules look at, derived once per evaluation.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Facts {
    pub completed: u64,
    pub advanced_completed: u64,
    pub perfect_scores: u64,
    pub longest_streak: u64,
    /// Completed challenges per tag, lower-cased.
    pub per_tag: HashMap<String, u64>,
    pub most_in_a_day: u64,
    pub fastest_seconds: Option<i64>,
    pub before_seven: bool,
    pub after_eleven: bool,
    pub weekend_completions: u64,
    pub community: CommunityFacts,
}

impl Facts {
    /// Derives the facts from a learner's completions and community counts.
    pub fn gather(completions: &[CompletionFact], community: CommunityFacts) -> Facts {
        let mut per_day: BTreeMap<chrono::NaiveDate, u64> = BTreeMap::new();
        let mut per_tag: HashMap<String, u64> = HashMap::new();
        for completion in completions {
            *per_day.entry(completion.local_time.date()).or_default() += 1;
            let tags: BTreeSet<String> = completion.tags.iter().map(|t| t.to_lowercase()).collect();
            for tag in tags {
                *per_tag.entry(tag).or_default() += 1;
            }
        }
        let days: BTreeSet<_> = per_day.keys().copied().collect();
        Facts {
            completed: completions.len() as u64,
            advanced_completed: completions.iter().filter(|c| c.difficulty == crate::Difficulty::Advanced).count()
                as u64,
            perfect_scores: completions.iter().filter(|c| c.score == Some(100)).count() as u64,
            longest_streak: u64::from(longest_streak(&days)),
            per_tag,
            most_in_a_day: per_day.values().copied().max().unwrap_or(0),
            fastest_seconds: completions.iter().filter_map(|c| c.duration_seconds).filter(|s| *s >= 0).min(),
            before_seven: completions.iter().any(|c| c.local_time.hour() < 7),
            after_eleven: completions.iter().any(|c| c.local_time.hour() >= 23),
            weekend_completions: completions
                .iter()
                .filter(|c| matches!(c.local_time.weekday(), Weekday::Sat | Weekday::Sun))
                .count() as u64,
            community,
        }
    }

    fn tag(&self, tag: &str) -> u64 {
        self.per_tag.get(tag).copied().unwrap_or(0)
    }
}

/// How a rule measures progress.
#[derive(Debug, Clone, Copy)]
pub enum Measure {
    /// A count that must reach the target.
    Count(fn(&Facts) -> u64),
    /// Met or not (time-of-day rules).
    Flag(fn(&Facts) -> bool),
    /// The fastest completion must take at most `target` seconds.
    FastestAtMost,
}

/// One achievement.
#[derive(Debug, Clone, Copy)]
pub struct Achievement {
    /// Stable id, stored with unlocks.
    pub id: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    /// The rule in words, as the gallery shows it.
    pub condition: &'static str,
    pub category: Category,
    /// An emoji.
    pub icon: &'static str,
    /// A Tailwind-like colour name for the card.
    pub colour: &'static str,
    pub target: u64,
    pub measure: Measure,
    /// False when Frontloop cannot yet record what the rule needs.
    pub attainable: bool,
}

/// How far a learner is on one achievement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The measured value (a count, or 1/0 for flags, or the fastest seconds).
    pub current: u64,
    /// 0-100.
    pub progress: u8,
    pub achieved: bool,
}

impl Achievement {
    /// Where `facts` put the learner on this achievement.
    pub fn standing(&self, facts: &Facts) -> Standing {
        if !self.attainable {
            return Standing { current: 0, progress: 0, achieved: false };
        }
        match self.measure {
            Measure::Count(count) => {
                let current = count(facts);
                let progress = (current.min(self.target) * 100 / self.target.max(1)) as u8;
                Standing { current, progress, achieved: current >= self.target }
            }
            Measure::Flag(flag) => {
                let met = flag(facts);
                Standing { current: u64::from(met), progress: if met { 100 } else { 0 }, achieved: met }
            }
            Measure::FastestAtMost => match facts.fastest_seconds {
                Some(seconds) => {
                    let seconds = seconds.max(1) as u64;
                    let progress = (self.target * 100 / seconds).min(100) as u8;
                    Standing { current: seconds, progress, achieved: seconds <= self.target }
                }
                None => Standing { current: 0, progress: 0, achieved: false },
            },
        }
    }
}

macro_rules! count {
    ($facts:ident => $expr:expr) => {
        Measure::Count(|$facts: &Facts| $expr)
    };
}

use Category::*;

/// The achievements that a learner's count of likes given unlocks by
/// itself, with that count (id, count): those a like can unlock for the
/// learner who gives it.
pub fn likes_given_milestones() -> Vec<(&'static str, i64)> {
    milestones(|n| CommunityFacts { likes_given: n, ..CommunityFacts::default() })
}

/// The achievements that the likes on one of a learner's posts unlock by
/// themselves, with that count (id, count): those a like can unlock for the
/// post's author.
pub fn post_likes_milestones() -> Vec<(&'static str, i64)> {
    milestones(|n| CommunityFacts { max_post_likes: n, ..CommunityFacts::default() })
}

/// The achievements met once the one count that `facts` sets reaches
/// their target and not one below it.
fn milestones(facts: impl Fn(i64) -> CommunityFacts) -> Vec<(&'static str, i64)> {
    let with = |count: u64| Facts::gather(&[], facts(count as i64));
    ACHIEVEMENTS
        .iter()
        .filter(|a| a.target > 0 && !a.standing(&with(a.target - 1)).achieved && a.standing(&with(a.target)).achieved)
        .map(|a| (a.id, a.target as i64))
        .collect()
}

/// Every achievement, in gallery order.
pub const ACHIEVEMENTS: &[Achievement] = &[
    Achievement {
        id: "first-step",
        title: "First Step",
        description: "Complete your first challenge.",
        condition: "Complete 1 challenge",
        category: TaskCompletion,
        icon: "🎯",
        colour: "emerald",
        target: 1,
        measure: count!(f => f.completed),
        attainable: true,
    },
    Achievement {
        id: "task-master",
        title: "Task Master",
        description: "Complete 10 challenges.",
        condition: "Complete 10 challenges",
        category: TaskCompletion,
        icon: "🏆",
        colour: "amber",
        target: 10,
        measure: count!(f => f.completed),
        attainable: true,
    },
    Achievement {
        id: "challenge-seeker",
        title: "Challenge Seeker",
        description: "Complete 5 advanced challenges.",
        condition: "Complete 5 advanced challenges",
        category: TaskCompletion,
        icon: "🧗",
        colour: "rose",
        target: 5,
        measure: count!(f => f.advanced_completed),
        attainable: true,
    },
    Achievement {
        id: "perfectionist",
        title: "Perfectionist",
        description: "Complete 20 challenges whose solutions score 100 in Frontloop's checks.",
        condition: "20 solutions scored 100 by the checks",
        category: TaskCompletion,
        icon: "💯",
        colour: "violet",
        target: 20,
        measure: count!(f => f.perfect_scores),
        attainable: true,
    },
    Achievement {
        id: "streak-3",
        title: "On a Roll",
        description: "Complete challenges on 3 days in a row.",
        condition: "A 3-day streak",
        category: Streaks,
        icon: "🔥",
        colour: "orange",
        target: 3,
        measure: count!(f => f.longest_streak),
        attainable: true,
    },
    Achievement {
        id: "streak-7",
        title: "Week Warrior",
        description: "Complete challenges on 7 days in a row.",
        condition: "A 7-day streak",
        category: Streaks,
        icon: "📅",
        colour: "orange",
        target: 7,
        measure: count!(f => f.longest_streak),
        attainable: true,
    },
    Achievement {
        id: "streak-30",
        title: "Monthly Master",
        description: "Complete challenges on 30 days in a row.",
        condition: "A 30-day streak",
        category: Streaks,
        icon: "🌙",
        colour: "red",
        target: 30,
        measure: count!(f => f.longest_streak),
        attainable: true,
    },
    Achievement {
        id: "streak-100",
        title: "Unstoppable",
        description: "Complete challenges on 100 days in a row.",
        condition: "A 100-day streak",
        category: Streaks,
        icon: "⚡",
        colour: "red",
        target: 100,
        measure: count!(f => f.longest_streak),
        attainable: true,
    },
    Achievement {
        id: "html-master",
        title: "HTML Master",
        description: "Complete 10 challenges tagged HTML.",
        condition: "10 completed HTML challenges",
        category: FrontendMastery,
        icon: "📄",
        colour: "orange",
        target: 10,
        measure: count!(f => f.tag("html")),
        attainable: true,
    },
    Achievement {
        id: "css-master",
        title: "CSS Master",
        description: "Complete 10 challenges tagged CSS.",
        condition: "10 completed CSS challenges",
        category: FrontendMastery,
        icon: "🎨",
        colour: "blue",
        target: 10,
        measure: count!(f => f.tag("css")),
        attainable: true,
    },
    Achievement {
        id: "javascript-master",
        title: "JavaScript Master",
        description: "Complete 10 challenges tagged JavaScript.",
        condition: "10 completed JavaScript challenges",
        category: FrontendMastery,
        icon: "⚙️",
        colour: "yellow",
        target: 10,
        measure: count!(f => f.tag("javascript")),
        attainable: true,
    },
    Achievement {
        id: "react-master",
        title: "React Master",
        description: "Complete 10 challenges tagged React.",
        condition: "10 completed React challenges",
        category: FrontendMastery,
        icon: "⚛️",
        colour: "cyan",
        target: 10,
        measure: count!(f => f.tag("react")),
        attainable: true,
    },
    Achievement {
        id: "quick-learner",
        title: "Quick Learner",
        description: "Complete 3 challenges in one day.",
        condition: "3 completions in one day",
        category: SpeedDemon,
        icon: "🐇",
        colour: "sky",
        target: 3,
        measure: count!(f => f.most_in_a_day),
        attainable: true,
    },
    Achievement {
        id: "marathon-runner",
        title: "Marathon Runner",
        description: "Complete 10 challenges in one day.",
        condition: "10 completions in one day",
        category: SpeedDemon,
        icon: "🏃",
        colour: "sky",
        target: 10,
        measure: count!(f => f.most_in_a_day),
        attainable: true,
    },
    Achievement {
        id: "speed-runner",
        title: "Speed Runner",
        description: "Complete a challenge within 10 minutes of starting it.",
        condition: "A completion at most 600 seconds after its start",
        category: SpeedDemon,
        icon: "⏱️",
        colour: "sky",
        target: 600,
        measure: Measure::FastestAtMost,
        attainable: true,
    },
    Achievement {
        id: "team-player",
        title: "Team Player",
        description: "Join the community with a first post or comment.",
        condition: "1 post or comment",
        category: Community,
        icon: "🤝",
        colour: "indigo",
        target: 1,
        measure: count!(f => (f.community.posts + f.community.comments) as u64),
        attainable: true,
    },
    Achievement {
        id: "active-member",
        title: "Active Member",
        description: "Make 10 contributions (posts and comments).",
        condition: "10 posts and comments",
        category: Community,
        icon: "💬",
        colour: "indigo",
        target: 10,
        measure: count!(f => (f.community.posts + f.community.comments) as u64),
        attainable: true,
    },
    Achievement {
        id: "super-active",
        title: "Super Active",
        description: "Make 30 contributions (posts and comments).",
        condition: "30 posts and comments",
        category: Community,
        icon: "🚀",
        colour: "indigo",
        target: 30,
        measure: count!(f => (f.community.posts + f.community.comments) as u64),
        attainable: true,
    },
    Achievement {
        id: "helper",
        title: "Helper",
        description: "Comment on the work of 3 other learners.",
        condition: "Help 3 learners",
        category: Community,
        icon: "🙌",
        colour: "teal",
        target: 3,
        measure: count!(f => f.community.helped_users as u64),
        attainable: true,
    },
    Achievement {
        id: "mentor",
        title: "Mentor",
        description: "Comment on the work of 10 other learners.",
        condition: "Help 10 learners",
        category: Community,
        icon: "🧑‍🏫",
        colour: "teal",
        target: 10,
        measure: count!(f => f.community.helped_users as u64),
        attainable: true,
    },
    Achievement {
        id: "community-leader",
        title: "Community Leader",
        description: "Comment on the work of 50 other learners.",
        condition: "Help 50 learners",
        category: Community,
        icon: "👑",
        colour: "teal",
        target: 50,
        measure: count!(f => f.community.helped_users as u64),
        attainable: true,
    },
    Achievement {
        id: "first-share",
        title: "First Share",
        description: "Share your first post.",
        condition: "1 post",
        category: Community,
        icon: "📣",
        colour: "fuchsia",
        target: 1,
        measure: count!(f => f.community.posts as u64),
        attainable: true,
    },
    Achievement {
        id: "active-contributor",
        title: "Active Contributor",
        description: "Share 10 posts.",
        condition: "10 posts",
        category: Community,
        icon: "📚",
        colour: "fuchsia",
        target: 10,
        measure: count!(f => f.community.posts as u64),
        attainable: true,
    },
    Achievement {
        id: "first-response",
        title: "First Response",
        description: "Write your first comment.",
        condition: "1 comment",
        category: Community,
        icon: "✍️",
        colour: "purple",
        target: 1,
        measure: count!(f => f.community.comments as u64),
        attainable: true,
    },
    Achievement {
        id: "engaged-commenter",
        title: "Engaged Commenter",
        description: "Write 20 comments.",
        condition: "20 comments",
        category: Community,
        icon: "🗨️",
        colour: "purple",
        target: 20,
        measure: count!(f => f.community.comments as u64),
        attainable: true,
    },
    Achievement {
        id: "first-appreciation",
        title: "First Appreciation",
        description: "Like someone's post.",
        condition: "1 like given",
        category: Community,
        icon: "❤️",
        colour: "pink",
        target: 1,
        measure: count!(f => f.community.likes_given as u64),
        attainable: true,
    },
    Achievement {
        id: "community-supporter",
        title: "Community Supporter",
        description: "Like 50 posts.",
        condition: "50 likes given",
        category: Community,
        icon: "💖",
        colour: "pink",
        target: 50,
        measure: count!(f => f.community.likes_given as u64),
        attainable: true,
    },
    Achievement {
        id: "popular",
        title: "Popular",
        description: "Get 5 likes on one post.",
        condition: "5 likes on one post",
        category: Community,
        icon: "⭐",
        colour: "yellow",
        target: 5,
        measure: count!(f => f.community.max_post_likes as u64),
        attainable: true,
    },
    Achievement {
        id: "trending",
        title: "Trending",
        description: "Get 15 likes on one post.",
        condition: "15 likes on one post",
        category: Community,
        icon: "📈",
        colour: "yellow",
        target: 15,
        measure: count!(f => f.community.max_post_likes as u64),
        attainable: true,
    },
    Achievement {
        id: "viral",
        title: "Viral",
        description: "Get 30 likes on one post.",
        condition: "30 likes on one post",
        category: Community,
        icon: "🌟",
        colour: "yellow",
        target: 30,
        measure: count!(f => f.community.max_post_likes as u64),
        attainable: true,
    },
    Achievement {
        id: "early-bird",
        title: "Early Bird",
        description: "Complete a challenge before 7 AM.",
        condition: "A completion before 07:00 your time",
        category: Special,
        icon: "🌅",
        colour: "amber",
        target: 1,
        measure: Measure::Flag(|f| f.before_seven),
        attainable: true,
    },
    Achievement {
        id: "night-owl",
        title: "Night Owl",
        description: "Complete a challenge after 11 PM.",
        condition: "A completion at or after 23:00 your time",
        category: Special,
        icon: "🦉",
        colour: "slate",
        target: 1,
        measure: Measure::Flag(|f| f.after_eleven),
        attainable: true,
    },
    Achievement {
        id: "weekend-warrior",
        title: "Weekend Warrior",
        description: "Complete 5 challenges on weekends.",
        condition: "5 completions on Saturdays or Sundays",
        category: Special,
        icon: "🏖️",
        colour: "lime",
        target: 5,
        measure: count!(f => f.weekend_completions),
        attainable: true,
    },
];

/// An achievement by id.
pub fn find(id: &str) -> Option<&'static Achievement> {
    ACHIEVEMENTS.iter().find(|a| a.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn the_milestones_of_likes_are_the_liking_and_liked_achievements() {
        assert_eq!(likes_given_milestones(), vec![("first-appreciation", 1), ("community-supporter", 50)]);
        assert_eq!(post_likes_milestones(), vec![("popular", 5), ("trending", 15), ("viral", 30)]);
    }

    fn at(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S").expect("time")
    }

    fn done(time: &str, difficulty: &str, tags: &[&str]) -> CompletionFact {
        CompletionFact {
            local_time: at(time),
            duration_seconds: Some(3600),
            difficulty: difficulty.parse().expect("a difficulty"),
            tags: tags.iter().map(|t| (*t).to_owned()).collect(),
            score: None,
        }
    }

    fn achieved(id: &str, facts: &Facts) -> bool {
        find(id).expect("known").standing(facts).achieved
    }

    fn progress(id: &str, facts: &Facts) -> u8 {
        find(id).expect("known").standing(facts).progress
    }

    /// `n` completions on consecutive days from `start`, at noon.
    fn daily(start: &str, n: i64, tags: &[&str]) -> Vec<CompletionFact> {
        let first = NaiveDate::parse_from_str(start, "%Y-%m-%d").expect("date");
        (0..n)
            .map(|i| {
                let day = first + chrono::Duration::days(i);
                done(&format!("{day}T12:00:00"), "beginner", tags)
            })
            .collect()
    }

    #[test]
    fn ids_are_unique_and_every_category_is_used() {
        let ids: BTreeSet<_> = ACHIEVEMENTS.iter().map(|a| a.id).collect();
        assert_eq!(ids.len(), ACHIEVEMENTS.len());
        for category in [TaskCompletion, Streaks, FrontendMastery, SpeedDemon, Community, Special] {
            assert!(ACHIEVEMENTS.iter().any(|a| a.category == category), "{}", category.label());
        }
    }

    #[test]
    fn completion_counts_at_their_boundaries() {
        let none = Facts::gather(&[], CommunityFacts::default());
        assert!(!achieved("first-step", &none));
        let nine = Facts::gather(&daily("2026-01-01", 9, &["HTML"]), CommunityFacts::default());
        assert!(achieved("first-step", &nine));
        assert!(!achieved("task-master", &nine));
        assert_eq!(progress("task-master", &nine), 90);
        let ten = Facts::gather(&daily("2026-01-01", 10, &["HTML"]), CommunityFacts::default());
        assert!(achieved("task-master", &ten));
        assert!(achieved("html-master", &ten));
        assert!(!achieved("css-master", &ten));
    }

    #[test]
    fn advanced_and_mastery_tags_are_counted_case_insensitively() {
        let mut list: Vec<_> =
            (0..4).map(|i| done(&format!("2026-01-0{}T12:00:00", i + 1), "advanced", &["react"])).collect();
        let four = Facts::gather(&list, CommunityFacts::default());
        assert!(!achieved("challenge-seeker", &four));
        list.push(done("2026-01-09T12:00:00", "advanced", &["React", "REACT"]));
        let five = Facts::gather(&list, CommunityFacts::default());
        assert!(achieved("challenge-seeker", &five));
        assert_eq!(five.tag("react"), 5, "a tag listed twice on one challenge counts once");
        assert_eq!(progress("react-master", &five), 50);
    }

    #[test]
    fn perfectionist_counts_perfect_scores_only() {
        let mut list = daily("2026-01-01", 25, &["CSS"]);
        for (n, c) in list.iter_mut().enumerate() {
            c.score = match n {
                0..19 => Some(100),
                19..22 => Some(99),
                _ => None,
            };
        }
        let nineteen = Facts::gather(&list, CommunityFacts::default());
        assert_eq!(nineteen.perfect_scores, 19);
        let standing = find("perfectionist").expect("known").standing(&nineteen);
        assert_eq!((standing.achieved, standing.progress), (false, 95));
        list[24].score = Some(100);
        assert!(achieved("perfectionist", &Facts::gather(&list, CommunityFacts::default())));
    }

    #[test]
    fn streak_badges_need_consecutive_local_days() {
        let two = Facts::gather(&daily("2026-03-01", 2, &[]), CommunityFacts::default());
        assert!(!achieved("streak-3", &two));
        let three = Facts::gather(&daily("2026-03-01", 3, &[]), CommunityFacts::default());
        assert!(achieved("streak-3", &three));
        assert!(!achieved("streak-7", &three));
        let mut gap = daily("2026-03-01", 6, &[]);
        gap.push(done("2026-03-08T12:00:00", "beginner", &[]));
        let with_gap = Facts::gather(&gap, CommunityFacts::default());
        assert!(!achieved("streak-7", &with_gap), "a missed day breaks the run");
        assert!(achieved("streak-30", &Facts::gather(&daily("2026-01-15", 30, &[]), CommunityFacts::default())));
        assert!(achieved("streak-100", &Facts::gather(&daily("2025-12-01", 100, &[]), CommunityFacts::default())));
    }

    #[test]
    fn a_day_changes_at_local_midnight() {
        // 23:59 and 00:00 local are two days: a streak of two, not one busy day.
        let facts = Facts::gather(
            &[done("2026-06-01T23:59:59", "beginner", &[]), done("2026-06-02T00:00:00", "beginner", &[])],
            CommunityFacts::default(),
        );
        assert_eq!((facts.longest_streak, facts.most_in_a_day), (2, 1));
    }

    #[test]
    fn a_dst_switch_does_not_break_a_streak() {
        // Local times are taken in the learner's zone at completion: Berlin
        // springs forward on 2026-03-29; the local days stay consecutive.
        let berlin = crate::time::UserTimeZone::parse("Europe/Berlin").expect("zone");
        let instants = [
            1_774_692_000_000_i64, // 2026-03-28T10:00:00Z → 11:00 local (CET)
            1_774_778_400_000,     // 2026-03-29T10:00:00Z → 12:00 local (CEST)
            1_774_826_000_000,     // 2026-03-29T23:13:20Z → 01:13 local on the 30th
        ];
        let list: Vec<_> = instants
            .iter()
            .map(|ms| CompletionFact { local_time: berlin.local(*ms), ..done("2026-01-01T00:00:00", "beginner", &[]) })
            .collect();
        assert_eq!(list[1].local_time.hour(), 12, "summer time after the switch");
        let facts = Facts::gather(&list, CommunityFacts::default());
        assert_eq!(facts.longest_streak, 3);
        assert!(achieved("streak-3", &facts));
    }

    #[test]
    fn busy_days_count_per_local_day() {
        let mut list: Vec<_> = (0..2).map(|i| done(&format!("2026-02-02T1{i}:00:00"), "beginner", &[])).collect();
        assert!(!achieved("quick-learner", &Facts::gather(&list, CommunityFacts::default())));
        list.push(done("2026-02-02T22:00:00", "beginner", &[]));
        assert!(achieved("quick-learner", &Facts::gather(&list, CommunityFacts::default())));
        let ten: Vec<_> = (0..10).map(|i| done(&format!("2026-02-03T{:02}:00:00", i + 8), "beginner", &[])).collect();
        assert!(achieved("marathon-runner", &Facts::gather(&ten, CommunityFacts::default())));
    }

    #[test]
    fn speed_runner_needs_at_most_600_seconds() {
        let mut c = done("2026-02-02T10:00:00", "beginner", &[]);
        c.duration_seconds = Some(601);
        let slow = Facts::gather(&[c.clone()], CommunityFacts::default());
        assert!(!achieved("speed-runner", &slow));
        assert_eq!(progress("speed-runner", &slow), 99);
        c.duration_seconds = Some(600);
        assert!(achieved("speed-runner", &Facts::gather(&[c], CommunityFacts::default())));
        assert_eq!(progress("speed-runner", &Facts::gather(&[], CommunityFacts::default())), 0);
    }

    #[test]
    fn time_of_day_rules_use_local_hours() {
        let early = Facts::gather(&[done("2026-02-02T06:59:59", "beginner", &[])], CommunityFacts::default());
        assert!(achieved("early-bird", &early));
        let seven = Facts::gather(&[done("2026-02-02T07:00:00", "beginner", &[])], CommunityFacts::default());
        assert!(!achieved("early-bird", &seven));
        let late = Facts::gather(&[done("2026-02-02T23:00:00", "beginner", &[])], CommunityFacts::default());
        assert!(achieved("night-owl", &late));
        let before = Facts::gather(&[done("2026-02-02T22:59:59", "beginner", &[])], CommunityFacts::default());
        assert!(!achieved("night-owl", &before));
    }

    #[test]
    fn weekend_warrior_counts_saturdays_and_sundays() {
        // 2026-02-07 is a Saturday.
        let mut list: Vec<_> = ["2026-02-07", "2026-02-08", "2026-02-14", "2026-02-15"]
            .iter()
            .map(|d| done(&format!("{d}T10:00:00"), "beginner", &[]))
            .collect();
        list.push(done("2026-02-09T10:00:00", "beginner", &[]));
        assert!(!achieved("weekend-warrior", &Facts::gather(&list, CommunityFacts::default())));
        list.push(done("2026-02-21T10:00:00", "beginner", &[]));
        assert!(achieved("weekend-warrior", &Facts::gather(&list, CommunityFacts::default())));
    }

    #[test]
    fn community_rules_at_their_boundaries() {
        let facts = |posts, comments, likes_given, max_post_likes, helped_users| {
            Facts::gather(&[], CommunityFacts { posts, comments, likes_given, max_post_likes, helped_users })
        };
        assert!(!achieved("team-player", &facts(0, 0, 0, 0, 0)));
        assert!(achieved("team-player", &facts(0, 1, 0, 0, 0)));
        assert!(achieved("active-member", &facts(4, 6, 0, 0, 0)));
        assert!(!achieved("super-active", &facts(10, 19, 0, 0, 0)));
        assert!(achieved("super-active", &facts(10, 20, 0, 0, 0)));
        assert!(achieved("helper", &facts(0, 0, 0, 0, 3)) && !achieved("mentor", &facts(0, 0, 0, 0, 9)));
        assert!(achieved("community-leader", &facts(0, 0, 0, 0, 50)));
        assert!(
            achieved("first-share", &facts(1, 0, 0, 0, 0)) && !achieved("active-contributor", &facts(9, 0, 0, 0, 0))
        );
        assert!(
            achieved("first-response", &facts(0, 1, 0, 0, 0)) && achieved("engaged-commenter", &facts(0, 20, 0, 0, 0))
        );
        assert!(
            achieved("first-appreciation", &facts(0, 0, 1, 0, 0))
                && !achieved("community-supporter", &facts(0, 0, 49, 0, 0))
        );
        assert!(achieved("popular", &facts(0, 0, 0, 5, 0)) && !achieved("trending", &facts(0, 0, 0, 14, 0)));
        assert!(achieved("viral", &facts(0, 0, 0, 30, 0)));
    }
}
