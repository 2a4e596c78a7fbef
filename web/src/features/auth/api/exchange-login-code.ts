import { api } from '@/lib/api-client'
import type { Schemas } from '@/lib/api/types'

/**
 * POST /api/auth/exchange: trades the single-use login code from the OAuth
 * redirect for a session token. A used or expired code answers 401, which
 * the callback page reports itself rather than bouncing to /login.
 */
export const exchangeLoginCode = (code: string) =>
  api.post<Schemas['SessionBody']>(
    '/api/auth/exchange',
    { code } satisfies Schemas['ExchangeRequest'],
    { redirectOnUnauthorized: false },
  )
