import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { AuthProvider } from '@/features/auth/components/auth-provider'
import { DeferredToaster } from './deferred-toaster'

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  })
}

/**
 * App-wide providers. Rendered inside the router (AuthProvider navigates on
 * logout). Toasts keep react-hot-toast's defaults, which are the
 * timings and limits of docs/screens.md; the toast area loads once the page is idle.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </QueryClientProvider>
  )
}
