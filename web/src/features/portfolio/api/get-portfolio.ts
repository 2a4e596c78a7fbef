import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import type { PortfolioBody } from '../types'

export const portfolioQueryKey = (login: string) => ['portfolio', login.toLowerCase()] as const

/**
 * GET /api/users/{login}/portfolio: public, so a visitor gets it signed out;
 * a signed-in viewer sends their token (the api client does), which makes
 * `is_owner` right. A stale token (401, which the client drops) does not
 * send the visitor to /login: the portfolio is asked for again without it.
 * 404: no such learner, or one whose profile is private (or suspended).
 */
export async function getPortfolio(login: string, signal?: AbortSignal): Promise<PortfolioBody> {
  const path = `/api/users/${encodeURIComponent(login)}/portfolio`
  try {
    return await api.get<PortfolioBody>(path, { signal, redirectOnUnauthorized: false })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
    return api.get<PortfolioBody>(path, { signal, redirectOnUnauthorized: false })
  }
}

export const portfolioQueryOptions = (login: string) =>
  queryOptions({
    queryKey: portfolioQueryKey(login),
    queryFn: ({ signal }) => getPortfolio(login, signal),
    // A missing profile stays missing; other failures get one more try.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  })

export const usePortfolio = (login: string) => useQuery(portfolioQueryOptions(login))
