import { useMutation, useQueryClient } from '@tanstack/react-query'
import { announceAchievements } from '@/lib/achievement-toasts'
import { api, ApiError } from '@/lib/api-client'
import type { Envelope, Narrow, Schemas } from '@/lib/api/types'
import { reloadPaths } from '../lib/cache'
import type { EnrollmentStatus } from '../types'

/** What enrolling answers: the new status and the achievements it unlocked. */
export type EnrollResult = Narrow<Schemas['EnrollResult'], { enrollment_status: EnrollmentStatus }>

/** POST /api/learning-paths/{id}/enroll. A repeat answers 409 'Already enrolled'. */
export async function enrollInPath(pathId: number): Promise<EnrollResult> {
  const response = await api.post<Envelope<EnrollResult>>(`/api/learning-paths/${pathId}/enroll`)
  return response.data
}

/** The server's own words, when it sent any. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const body = error.data
  if (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
  ) {
    return body.message.trim() || null
  }
  return null
}

/** docs/screens.md: this error only means the page is out of date. */
export function isAlreadyEnrolled(error: unknown): boolean {
  return error instanceof Error && error.message.includes('Already enrolled')
}

/**
 * Enrolls the viewer, announces what it unlocked and stays pending until the
 * path has reloaded (so 'Enroll Now' never flashes back). 'Already enrolled'
 * silently reloads the path; any other failure is shown in a browser alert
 * with the server's message (docs/screens.md).
 */
export function useEnrollInPath() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enrollInPath,
    onSuccess: async (result) => {
      announceAchievements(result.unlocked_achievements)
      await reloadPaths(queryClient)
    },
    onError: async (error) => {
      if (isAlreadyEnrolled(error)) {
        await reloadPaths(queryClient)
        return
      }
      console.error('Error enrolling in learning path:', error)
      window.alert(serverMessage(error) ?? 'Failed to enroll')
    },
  })
}
