import type { Schemas } from '@/lib/api/types'

/** The signed-in user as the auth endpoints return it. */
export type User = Schemas['UserBody']

/** Name to show for a user: their display name, else their GitHub login. */
export const displayName = (user: Pick<User, 'name' | 'login'>): string => user.name || user.login
