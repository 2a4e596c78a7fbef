/**
 * Completion form rule (docs/screens.md): both addresses are required and must be
 * absolute http(s) URLs. Returns the message to show beside the field, or
 * null when the value is fine.
 */
export function solutionUrlError(value: string, label: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return `${label} is required`
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return `${label} must be a full URL starting with https://`
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    return `${label} must be a full URL starting with https://`
  }
  return null
}

export type SolutionField = 'githubRepoUrl' | 'githubPagesUrl'

/** The completion form's field labels (docs/screens.md, Challenge detail). */
export const SOLUTION_LABELS: Record<SolutionField, string> = {
  githubRepoUrl: 'GitHub Repository URL',
  githubPagesUrl: 'GitHub Pages URL',
}

/**
 * The form field a server validation message is about ("github_repo_url
 * must be an absolute http(s) URL" → githubRepoUrl), or null.
 */
export function fieldOfServerMessage(message: string): SolutionField | null {
  // The server names the field exactly; looser words are a fallback.
  if (/github_pages_url/i.test(message)) return 'githubPagesUrl'
  if (/github_repo_url/i.test(message)) return 'githubRepoUrl'
  if (/pages/i.test(message)) return 'githubPagesUrl'
  if (/repo/i.test(message)) return 'githubRepoUrl'
  return null
}
