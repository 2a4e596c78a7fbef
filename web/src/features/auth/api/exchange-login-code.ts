import { api } from '@/lib/api-client'
import type { User } from '../types'

interface ExchangeResponse {
  token: string
  user: User
}

/**
 * POST /api/auth/exchange: trades the single-use login code from the OAuth
 * redirect for a session token. A used or expired code answers 401, which
 * the callback page reports itself rather than bouncing to /login.
 */
export const exchangeLoginCode = (code: string) =>
  api.post<ExchangeResponse>('/api/auth/exchange', { code }, { redirectOnUnauthorized: false })
