/** The signed-in user as the auth endpoints return it. */
export interface User {
  id: number
  github_id: number
  login: string
  name: string | null
  email: string | null
  avatar_url: string | null
  html_url: string
  joined_at: string
}

/** Name to show for a user: their display name, else their GitHub login. */
export const displayName = (user: Pick<User, 'name' | 'login'>): string => user.name || user.login
