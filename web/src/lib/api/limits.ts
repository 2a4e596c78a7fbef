// Generated from src/lib/api/openapi.json (x-limits) by scripts/api-types.mjs:
// the limits the server states once, in crates/domain/src/limits.rs. Do not edit.

/** Longest post text, in characters (after trimming). */
export const MAX_POST_CHARS = 5000

/** Longest shared code, in characters. */
export const MAX_CODE_CHARS = 20000

/** Longest comment, in characters (after trimming). */
export const MAX_COMMENT_CHARS = 2000

/** Longest feedback question, in characters (after trimming). */
export const MAX_QUESTION_CHARS = 1000

/** Longest review, in characters (after trimming). */
export const MAX_REVIEW_CHARS = 5000

/** Longest report details, in characters (after trimming). */
export const MAX_REPORT_DETAILS_CHARS = 500

/** Longest moderator reason, in characters (after trimming). */
export const MAX_MODERATION_REASON_CHARS = 500

/** Longest link a learner gives, in bytes. */
export const MAX_URL_LEN = 2048

/** Posts or comments on a page when the client asks for no size. */
export const DEFAULT_PAGE_SIZE = 12

/** The most posts or comments one page may ask for. */
export const MAX_PAGE_SIZE = 50
