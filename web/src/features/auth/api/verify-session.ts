import { api, type RequestOptions } from '@/lib/api-client'
import type { User } from '../types'

interface VerifyResponse {
  user: User | null
}

/** GET /api/auth/verify: the user behind the stored token. */
export const verifySession = (options?: RequestOptions) =>
  api.get<VerifyResponse>('/api/auth/verify', options)
