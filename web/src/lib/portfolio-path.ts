/**
 * The address of a learner's public portfolio, `/u/{login}`: linked from
 * their profile, from their posts, comments and reviews, and from their
 * solution pages.
 */
export const portfolioPath = (login: string) => `/u/${encodeURIComponent(login)}`
