import { api, type RequestOptions } from '@/lib/api-client'
import type { Schemas } from '@/lib/api/types'

/** GET /api/auth/verify: the user behind the stored token. */
export const verifySession = (options?: RequestOptions) =>
  api.get<Schemas['VerifyBody']>('/api/auth/verify', options)
