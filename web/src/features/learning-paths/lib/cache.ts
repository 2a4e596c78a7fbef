import type { QueryClient } from '@tanstack/react-query'
import { learningPathDetailsQueryKey } from '../api/get-learning-path'
import { learningPathsQueryKey } from '../api/get-learning-paths'
import type { LearningPath, LearningPathDetail } from '../types'

/** Refetches the list and every cached path; resolves once the shown ones have reloaded. */
export async function reloadPaths(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: learningPathDetailsQueryKey }),
    queryClient.invalidateQueries({ queryKey: learningPathsQueryKey }),
  ])
}

/** Applies `change` to path `pathId` wherever it is cached, without a request. */
export function updateCachedPath(
  queryClient: QueryClient,
  pathId: number,
  change: Partial<LearningPath>,
) {
  queryClient.setQueriesData<LearningPathDetail>(
    { queryKey: learningPathDetailsQueryKey },
    (path) => (path && path.id === pathId ? { ...path, ...change } : path),
  )
  queryClient.setQueryData<LearningPath[]>(learningPathsQueryKey, (paths) =>
    paths?.map((path) => (path.id === pathId ? { ...path, ...change } : path)),
  )
}
