// GET /api/users/{login}/portfolio, as the server's OpenAPI document
// describes it (src/lib/api/schema.d.ts, generated).
import type { Schemas } from '@/lib/api/types'

/** `public` (the default): anyone sees the portfolio; `private`: its owner alone. */
export type ProfileVisibility = Schemas['ProfileVisibility']
/** Who the portfolio is of. `login` is the current one, even when the URL named an older one. */
export type PortfolioUserBody = Schemas['PortfolioUserBody']
export type PortfolioStatsBody = Schemas['PortfolioStatsBody']
/** A day (in the learner's zone, YYYY-MM-DD) with at least one completion. */
export type PortfolioActivityDay = Schemas['ActivityDay']
/** An achievement the learner unlocked. */
export type PortfolioAchievementBody = Schemas['PortfolioAchievementBody']
/** A completed challenge with its solution, newest first. */
export type PortfolioSolutionBody = Schemas['PortfolioSolutionBody']
/** One of the learner's newest 10 community posts. */
export type PortfolioPostBody = Schemas['PortfolioPostBody']
/** One of the newest 10 reviews the learner gave. */
export type PortfolioReviewBody = Schemas['PortfolioReviewBody']
/** 200 of GET /api/users/{login}/portfolio. */
export type PortfolioBody = Schemas['PortfolioBody']
