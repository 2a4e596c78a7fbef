import { ApiError } from '@/lib/api-client'
import type { CommunityPost } from '../types'
import { MAX_CODE_CHARS, MAX_COMMENT_CHARS, MAX_POST_CHARS } from '@/lib/api/limits'

/** Longest texts the server takes, in characters (generated from the API document). */
export { MAX_CODE_CHARS, MAX_COMMENT_CHARS, MAX_POST_CHARS }

/** Page title of a post: "{task title} — shared by {name}". */
export const postPageTitle = (post: CommunityPost) =>
  `${post.task.title} — shared by ${post.user.name || post.user.login}`

/** The first 160 characters of the content, on one line. */
export function postDescription(content: string, max = 160): string {
  const text = content.replace(/\s+/g, ' ').trim()
  return Array.from(text).slice(0, max).join('').trimEnd()
}

/** Whether the shared code is worth showing. */
export const hasCode = (code: string | null | undefined): code is string => Boolean(code?.trim())

/**
 * The message for a failed action: the server's own words for a rate limit
 * (429: "Too many … Please wait N seconds…"), else `fallback`.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? error.message : fallback
}

/** The server's explanation of a refused form (422 names the field; 429 says how long to wait). */
export function formErrorDetail(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 422 || error.status === 429)
    ? error.message
    : null
}
