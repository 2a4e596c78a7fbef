import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { getToken, removeReturnPath, removeToken, setToken } from '@/lib/storage'
import { endSession } from '../api/end-session'
import { verifySession } from '../api/verify-session'
import { AuthContext, type AuthContextValue } from '@/lib/use-auth'
import type { User } from '../types'

/** Holds the session: restores it from the stored token on load (docs/screens.md, Session). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null)
  // Loading only while a stored token is being checked.
  const [loading, setLoading] = useState(() => Boolean(getToken()))
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => {
    if (!getToken()) return
    let active = true
    // docs/sign-in.md: a failed restore removes the token silently; the visitor
    // stays on the page they opened, signed out.
    verifySession({ redirectOnUnauthorized: false })
      .then(({ user: verified }) => {
        if (!active) return
        if (verified) setUser(verified)
        else removeToken()
      })
      .catch(() => {
        // A stale or revoked token is simply forgotten.
        if (active) removeToken()
      })
      .finally(() => {
        if (active) setLoading(false)
      })
    return () => {
      active = false
    }
  }, [])

  /** Forgets the session everywhere, without navigating. */
  const clearSession = useCallback(async () => {
    if (getToken()) {
      try {
        await endSession()
      } catch {
        // The session is forgotten locally whatever the server says.
      }
    }
    removeToken()
    removeReturnPath()
    setUser(null)
    // Cached answers may belong to the user who just left.
    queryClient.clear()
  }, [queryClient])

  const login = useCallback(
    async (token: string) => {
      setToken(token)
      try {
        const { user: verified } = await verifySession()
        if (!verified) throw new Error('The session could not be verified')
        setUser(verified)
        return verified
      } catch (error) {
        await clearSession()
        throw error
      }
    },
    [clearSession],
  )

  const logout = useCallback(async () => {
    await clearSession()
    navigate('/')
  }, [clearSession, navigate])

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, login, logout }),
    [user, loading, login, logout],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
