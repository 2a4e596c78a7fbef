// The session, as every part of the app reads it: the auth feature's
// <AuthProvider> fills it; pages, the header and other features read it here.
import { createContext, useContext } from 'react'
import type { Schemas } from './api/types'

type User = Schemas['UserBody']

export interface AuthContextValue {
  user: User | null
  /** True until the stored session has been checked. */
  loading: boolean
  /** Stores `token`, verifies it and returns the user; logs out and re-throws on failure. */
  login: (token: string) => Promise<User>
  /** Revokes the session, forgets it locally and goes home. */
  logout: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
