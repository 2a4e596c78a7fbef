import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { blocksQueryKey, type BlockList } from '@/lib/moderation'

/** GET /api/blocks: the learners the viewer blocked. */
export const getBlocks = (signal?: AbortSignal) => api.get<BlockList>('/api/blocks', { signal })

export const blocksQueryOptions = () =>
  queryOptions({
    queryKey: blocksQueryKey,
    queryFn: ({ signal }) => getBlocks(signal),
  })

export const useBlocks = () => useQuery(blocksQueryOptions())
