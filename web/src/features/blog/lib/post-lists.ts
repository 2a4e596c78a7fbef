import type { BlogPost } from '../types'

/** docs/screens.md, Blog post. */
export const POPULAR_POSTS = 5
export const RELATED_POSTS = 3

const sameCategory = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Every category of `posts`, once each, in order of first appearance. */
export function postCategories(posts: readonly BlogPost[]): string[] {
  const seen = new Map<string, string>()
  for (const post of posts) {
    for (const category of post.categories) {
      const key = category.toLowerCase()
      if (category.trim() !== '' && !seen.has(key)) seen.set(key, category)
    }
  }
  return [...seen.values()]
}

export function hasCategory(post: BlogPost, category: string): boolean {
  return post.categories.some((own) => sameCategory(own, category))
}

/** Posts in `category` (case-insensitive); every post when it is null. */
export function filterPostsByCategory(
  posts: readonly BlogPost[],
  category: string | null,
): BlogPost[] {
  return category === null ? [...posts] : posts.filter((post) => hasCategory(post, category))
}

const publishedTime = (post: BlogPost) => {
  const time = Date.parse(post.created_at)
  return Number.isNaN(time) ? 0 : time
}

/** Newest first; posts published at the same moment keep their order. */
export function newestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => publishedTime(b) - publishedTime(a))
}

/** 'Popular Posts': the newest posts other than `current`. */
export function popularPosts(
  posts: readonly BlogPost[],
  current: BlogPost,
  limit = POPULAR_POSTS,
): BlogPost[] {
  return newestFirst(posts.filter((post) => post.slug !== current.slug)).slice(0, limit)
}

/** 'Related Posts': the newest other posts sharing at least one category with `current`. */
export function relatedPosts(
  posts: readonly BlogPost[],
  current: BlogPost,
  limit = RELATED_POSTS,
): BlogPost[] {
  const related = posts.filter(
    (post) =>
      post.slug !== current.slug &&
      current.categories.some((category) => hasCategory(post, category)),
  )
  return newestFirst(related).slice(0, limit)
}
