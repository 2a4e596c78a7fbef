/** The query parameter that selects a category on /blog. */
export const CATEGORY_PARAM = 'category'

export const postPath = (slug: string) => `/blog/${slug}`

/** The blog list showing only `category`: /blog?category={name}. */
export const categoryHref = (category: string) =>
  `/blog?${CATEGORY_PARAM}=${encodeURIComponent(category)}`
