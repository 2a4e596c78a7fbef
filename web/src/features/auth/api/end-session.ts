import { api } from '@/lib/api-client'

/** POST /api/auth/logout: revokes the session token on the server. */
export const endSession = () =>
  api.post<unknown>('/api/auth/logout', undefined, { redirectOnUnauthorized: false })
