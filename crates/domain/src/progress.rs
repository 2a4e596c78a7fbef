//! The challenge progress state machine (docs/screens.md, Challenge detail).
//!
//! ```text
//! not_started ──start──▶ in_progress ──complete──▶ completed (terminal)
//!      │  ▲                  │
//!    save│  │unsave         reset
//!      ▼  │                  ▼
//!      saved ──start──▶ in_progress      not_started
//! ```

crate::text_enum! {
    /// Where a learner stands on one challenge.
    pub enum ProgressStatus, UnknownStatus, "status" {
        NotStarted = "not_started",
        Saved = "saved",
        InProgress = "in_progress",
        Completed = "completed",
    }
}

impl ProgressStatus {
    /// Checks that a learner may move from `self` to `to`.
    ///
    /// Asking for the status one already has is accepted and changes nothing
    /// (a double click must not fail), except on a completed challenge, which
    /// is terminal.
    pub fn transition(self, to: ProgressStatus) -> Result<Transition, TransitionError> {
        use ProgressStatus::*;
        match (self, to) {
            (Completed, _) => Err(TransitionError::AlreadyCompleted),
            (from, to) if from == to => Ok(Transition::Unchanged),
            (NotStarted | Saved, InProgress) => Ok(Transition::Started),
            (NotStarted, Saved) => Ok(Transition::Saved),
            (Saved, NotStarted) => Ok(Transition::Unsaved),
            (InProgress, Completed) => Ok(Transition::Completed),
            (InProgress, NotStarted) => Ok(Transition::Reset),
            (from, to) => Err(TransitionError::NotAllowed { from, to }),
        }
    }
}

/// What an accepted change does, so the store knows which timestamps to set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transition {
    Unchanged,
    Started,
    Saved,
    Unsaved,
    Completed,
    Reset,
}

/// A change the state machine refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TransitionError {
    #[error("this challenge is already completed; a completed challenge cannot change")]
    AlreadyCompleted,
    #[error("cannot go from {from} to {to}")]
    NotAllowed { from: ProgressStatus, to: ProgressStatus },
}

#[cfg(test)]
mod tests {
    use super::ProgressStatus::*;
    use super::*;

    #[test]
    fn allows_exactly_the_spec_transitions() {
        let allowed = [
            (NotStarted, InProgress, Transition::Started),
            (NotStarted, Saved, Transition::Saved),
            (Saved, NotStarted, Transition::Unsaved),
            (Saved, InProgress, Transition::Started),
            (InProgress, Completed, Transition::Completed),
            (InProgress, NotStarted, Transition::Reset),
        ];
        for &from in ProgressStatus::ALL {
            for &to in ProgressStatus::ALL {
                let got = from.transition(to);
                match allowed.iter().find(|(f, t, _)| *f == from && *t == to) {
                    Some((_, _, expected)) => assert_eq!(got, Ok(*expected)),
                    None if from == Completed => assert_eq!(got, Err(TransitionError::AlreadyCompleted)),
                    None if from == to => assert_eq!(got, Ok(Transition::Unchanged)),
                    None => assert_eq!(got, Err(TransitionError::NotAllowed { from, to })),
                }
            }
        }
    }

    #[test]
    fn parses_statuses() {
        assert_eq!("in_progress".parse(), Ok(InProgress));
        assert!("done".parse::<ProgressStatus>().is_err());
    }
}
