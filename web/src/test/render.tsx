import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router'
import { vi } from 'vitest'
import { AuthContext, type AuthContextValue } from '@/lib/use-auth'
import type { User } from '@/features/auth/types'

export const testUser: User = {
  id: 1,
  github_id: 4242,
  login: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  avatar_url: 'https://avatars.example.com/u/4242',
  html_url: 'https://github.com/ada',
  joined_at: '2026-01-01T00:00:00Z',
  is_moderator: false,
  theme: 'system',
  profile_visibility: 'public',
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    login: vi.fn(async () => testUser),
    logout: vi.fn(async () => {}),
    ...overrides,
  }
}

interface Options {
  /** Initial URL. */
  route?: string
  /** Path pattern the element is mounted at (defaults to every path). */
  path?: string
  auth?: Partial<AuthContextValue>
  /** Extra routes, e.g. redirect targets to assert on. */
  routes?: RouteObject[]
}

/**
 * Renders `ui` inside a memory router, a fresh query client and a fake
 * session. Other paths render "at {pathname}" so redirects can be asserted.
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { route = '/', path = '*', auth, routes = [] } = options
  const authValue = fakeAuth(auth)
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...routes,
      ...(path === '*' ? [] : [{ path: '*', element: <Where /> }]),
    ],
    { initialEntries: [route] },
  )

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={authValue}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  )

  const result = render(<RouterProvider router={router} />, { wrapper })
  return { ...result, router, auth: authValue, queryClient }
}

function Where() {
  const location = useLocation()
  return <p data-testid="location">{`at ${location.pathname}${location.search}`}</p>
}
