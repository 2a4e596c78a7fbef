//! Learning paths: a learner's enrollment and the kinds of items.

crate::text_enum! {
    /// Where a learner stands on a path they joined.
    pub enum EnrollmentStatus, UnknownEnrollmentStatus, "enrollment status" {
        /// Joined, items still to do.
        Enrolled = "enrolled",
        /// Every item done.
        Completed = "completed",
    }
}

crate::text_enum! {
    /// What an item of a path points at.
    pub enum PathItemKind, UnknownPathItemKind, "item type" {
        /// A blog post to read.
        Post = "post",
        /// A challenge to complete.
        Task = "task",
    }
}
