//! Blog posts of the catalogue.

crate::text_enum! {
    /// Whether a blog post is shown to readers.
    pub enum PostStatus, UnknownPostStatus, "status" {
        /// Listed and readable.
        Published = "published",
        /// Kept in the catalogue, shown to nobody.
        Draft = "draft",
    }
}
