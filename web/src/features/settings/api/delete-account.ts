import { useMutation } from '@tanstack/react-query'
import type { DeleteAccountBody } from '../types'
import { api } from '@/lib/api-client'

/**
 * DELETE /api/users/me with the login typed to confirm → 204; 422 when it
 * does not match. Everything of the account goes at once, sessions included.
 */
export async function deleteAccount(confirmLogin: string): Promise<void> {
  const body: DeleteAccountBody = { confirm_login: confirmLogin }
  await api.delete('/api/users/me', { body })
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount })
