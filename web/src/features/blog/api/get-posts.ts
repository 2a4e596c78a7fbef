import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { BlogPost } from '../types'

export const postsQueryKey = ['posts', 'published'] as const

/** GET /api/posts?status=published: every published post, newest first. */
export async function getPosts(): Promise<BlogPost[]> {
  try {
    return await api.get<BlogPost[]>('/api/posts?status=published')
  } catch (error) {
    // docs/screens.md: a failed load is only logged; the page shows 'No posts found'.
    console.error('Error fetching posts:', error)
    throw error
  }
}

export const postsQueryOptions = () => queryOptions({ queryKey: postsQueryKey, queryFn: getPosts })

export const usePosts = () => useQuery(postsQueryOptions())
