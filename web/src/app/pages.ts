/**
 * Every page of the web app, declared once: the route that shows it, the
 * module that renders it (its own chunk) and, where it does not depend on
 * data, its metadata. The router is built from this table, and the build
 * writes it to `dist/.vite/pages.json` (scripts/build-shell.mjs) with each
 * page's first view rendered from the same components, which is how the
 * server knows the routes, what each page preloads, its `<head>` and its
 * first view (docs/page-shell.md). Nothing here imports a page: the table
 * is data, so the shell does not pull the pages' code in.
 */
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, PRODUCT_NAME, SOCIAL_LINKS } from '@/lib/config'

/** Structured data; the token `{origin}` in a string stands for the site's origin. */
export type JsonLdTemplate = Record<string, unknown>

/** A page's metadata, as `PageMeta` takes it (docs/screens.md, Page metadata). */
export interface StaticMeta {
  title: string
  description: string
  /** Path of the canonical link; the page's own path when absent. */
  canonicalPath?: string
  noindex?: boolean
  /** Open Graph type; "website" when absent. */
  type?: string
  /** The page's structured data; a `WebPage` of its title, URL and description when absent. */
  jsonLd?: JsonLdTemplate
}

export interface PageDefinition {
  /** The route's path as react-router matches it: `''` is the home page, `*` any other path. */
  path: string
  /** The module that renders the page, from `web/`. */
  module: string
  /** The module's export that is the page. */
  component: string
  /** Only for signed-in learners: signed out, the route sends to /login. */
  signedIn?: boolean
  /**
   * The page's metadata. For a page whose data decides it (a challenge, a
   * post…), what it carries while that data loads and what the server sends
   * when it cannot read the data.
   */
  meta: StaticMeta
  /**
   * Whether the metadata the page renders depends on its data: the server
   * then renders it from the same data (crates/frontloop/src/http/web/meta.rs),
   * and e2e/tests/page-shell.spec.ts proves that both agree.
   */
  dataMeta?: true
  /**
   * The metadata of a data page whose data does not exist (the server
   * answers 404 with it); the not-found page's when absent.
   */
  missing?: StaticMeta
  /**
   * Whether the server's answer carries the page's first view, rendered by
   * the build from `src/shell/first-views.tsx` (static pages) or by the
   * server from the page's data (checked by e2e/tests/first-view.spec.ts).
   */
  firstView?: true
}

const CHALLENGES_DESCRIPTION =
  'Browse hands-on front-end challenges in HTML, CSS, JavaScript and more, from beginner to advanced.'

/** The site, its search and its publisher in one block (docs/screens.md, Page metadata). */
const HOME_JSON_LD: JsonLdTemplate = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  description: DEFAULT_DESCRIPTION,
  inLanguage: 'en-US',
  name: PRODUCT_NAME,
  potentialAction: {
    '@type': 'SearchAction',
    'query-input': 'required name=search_term_string',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: '{origin}/challenges?q={search_term_string}',
    },
  },
  publisher: {
    '@type': 'Organization',
    logo: '{origin}/favicon.svg',
    name: PRODUCT_NAME,
    sameAs: Object.values(SOCIAL_LINKS),
    url: '{origin}/',
  },
  url: '{origin}/',
}

/** The pages, in the order their routes are matched (the catch-all last). */
export const PAGES = {
  home: {
    path: '',
    module: 'src/features/home/pages/home-page.tsx',
    component: 'HomePage',
    meta: { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, jsonLd: HOME_JSON_LD },
    firstView: true,
  },
  login: {
    path: 'login',
    module: 'src/features/auth/pages/login-page.tsx',
    component: 'LoginPage',
    meta: {
      title: 'Sign in',
      description:
        'Sign in to Frontloop with GitHub to track your progress, keep your streak and share your work.',
      noindex: true,
    },
  },
  authCallback: {
    path: 'auth/callback',
    module: 'src/features/auth/pages/auth-callback-page.tsx',
    component: 'AuthCallbackPage',
    meta: { title: 'Signing in', description: 'Finishing your GitHub sign-in.', noindex: true },
  },
  challenges: {
    path: 'challenges',
    module: 'src/features/challenges/pages/challenges-page.tsx',
    component: 'ChallengesPage',
    meta: {
      title: 'Challenges',
      description: CHALLENGES_DESCRIPTION,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: 'Front-end challenges',
        description: CHALLENGES_DESCRIPTION,
        url: '{origin}/challenges',
      },
    },
    firstView: true,
  },
  challenge: {
    path: 'challenges/:slug',
    module: 'src/features/challenges/pages/challenge-detail-page.tsx',
    component: 'ChallengeDetailPage',
    meta: { title: 'Challenge', description: 'A hands-on front-end challenge on Frontloop.' },
    dataMeta: true,
    missing: {
      title: 'Task not found',
      description: "This challenge doesn't exist or is no longer available.",
      noindex: true,
    },
    firstView: true,
  },
  blog: {
    path: 'blog',
    module: 'src/features/blog/pages/blog-page.tsx',
    component: 'BlogPage',
    meta: {
      title: 'Blog',
      description:
        'Articles on modern front-end development: CSS, JavaScript, accessibility, performance and careers.',
      canonicalPath: '/blog',
    },
    dataMeta: true,
  },
  blogPost: {
    path: 'blog/:slug',
    module: 'src/features/blog/pages/blog-post-page.tsx',
    component: 'BlogPostPage',
    meta: { title: 'Blog', description: 'An article from the Frontloop blog.' },
    dataMeta: true,
    missing: {
      title: 'Post not found',
      description: 'This blog post does not exist or is no longer available.',
      noindex: true,
    },
    firstView: true,
  },
  community: {
    path: 'community',
    module: 'src/features/community/pages/community-page.tsx',
    component: 'CommunityPage',
    meta: {
      title: 'Community',
      description:
        'See what front-end developers are building on Frontloop, share your own work and help each other.',
      canonicalPath: '/community',
    },
  },
  communityPost: {
    path: 'community/posts/:postId',
    module: 'src/features/community/pages/post-detail-page.tsx',
    component: 'PostDetailPage',
    meta: { title: 'Community post', description: 'A post shared in the Frontloop community.' },
    dataMeta: true,
    missing: {
      title: 'Post not found',
      description: 'This community post does not exist or was deleted.',
      noindex: true,
    },
  },
  learningPaths: {
    path: 'learning-paths',
    module: 'src/features/learning-paths/pages/learning-paths-page.tsx',
    component: 'LearningPathsPage',
    meta: {
      title: 'Learning paths',
      description:
        'Curated learning paths that mix articles and hands-on challenges, from beginner to advanced.',
      canonicalPath: '/learning-paths',
    },
    dataMeta: true,
  },
  learningPath: {
    path: 'learning-paths/:id',
    module: 'src/features/learning-paths/pages/learning-path-detail-page.tsx',
    component: 'LearningPathDetailPage',
    meta: { title: 'Learning path', description: 'A curated Frontloop learning path.' },
    dataMeta: true,
    missing: {
      title: 'Learning Path Not Found',
      description: 'This learning path does not exist or is no longer available.',
      noindex: true,
    },
    firstView: true,
  },
  solution: {
    path: 'solutions/:id',
    module: 'src/features/solutions/pages/solution-page.tsx',
    component: 'SolutionPage',
    meta: { title: 'Solution', description: 'A checked Frontloop solution.' },
    dataMeta: true,
    missing: {
      title: 'Solution not found',
      description: 'This solution does not exist on Frontloop.',
      noindex: true,
    },
  },
  reviews: {
    path: 'reviews',
    module: 'src/features/reviews/pages/review-queue-page.tsx',
    component: 'ReviewQueuePage',
    meta: {
      title: 'Code reviews',
      description:
        'Learners asked for feedback on these solutions. Oldest first: they have waited longest.',
      canonicalPath: '/reviews',
    },
  },
  portfolio: {
    path: 'u/:login',
    module: 'src/features/portfolio/pages/portfolio-page.tsx',
    component: 'PortfolioPage',
    meta: { title: 'Portfolio', description: 'A front-end portfolio on Frontloop.' },
    dataMeta: true,
    missing: {
      title: 'Profile not found',
      description: 'This profile does not exist or is private.',
      noindex: true,
    },
  },
  privacy: {
    path: 'privacy',
    module: 'src/features/legal/pages/privacy-page.tsx',
    component: 'PrivacyPage',
    meta: {
      title: 'Privacy Policy',
      description: 'What data Frontloop keeps, why, for how long, and how to see or delete it.',
    },
  },
  terms: {
    path: 'terms',
    module: 'src/features/legal/pages/terms-page.tsx',
    component: 'TermsPage',
    meta: {
      title: 'Terms of Service',
      description:
        'The rules for using Frontloop: acceptable use, your content, the code of conduct and our responsibilities.',
    },
  },
  profile: {
    path: 'profile',
    module: 'src/features/profile/pages/profile-page.tsx',
    component: 'ProfilePage',
    signedIn: true,
    meta: {
      title: 'Your profile',
      description: 'Your Frontloop progress, streak and achievements.',
      noindex: true,
    },
  },
  achievements: {
    path: 'achievements',
    module: 'src/features/achievements/pages/achievements-page.tsx',
    component: 'AchievementsPage',
    signedIn: true,
    meta: {
      title: 'Achievements',
      description:
        'The badges you have earned on Frontloop and how close you are to the next ones.',
      noindex: true,
    },
  },
  sharePost: {
    path: 'community/share',
    module: 'src/features/community/pages/share-post-page.tsx',
    component: 'SharePostPage',
    signedIn: true,
    meta: {
      title: 'Share your work',
      description: 'Share your progress on a Frontloop challenge with the community.',
      canonicalPath: '/community/share',
      noindex: true,
    },
  },
  notifications: {
    path: 'notifications',
    module: 'src/features/notifications/pages/notifications-page.tsx',
    component: 'NotificationsPage',
    signedIn: true,
    meta: {
      title: 'Notifications',
      description: 'Reviews, comments, likes and achievements on Frontloop.',
      noindex: true,
    },
  },
  settings: {
    path: 'settings',
    module: 'src/features/settings/pages/settings-page.tsx',
    component: 'SettingsPage',
    signedIn: true,
    meta: { title: 'Settings', description: 'Your Frontloop settings.', noindex: true },
  },
  admin: {
    path: 'admin',
    module: 'src/features/admin/pages/admin-page.tsx',
    component: 'AdminPage',
    signedIn: true,
    meta: {
      title: 'Moderation',
      description: 'Reports, suspended learners and the audit log.',
      noindex: true,
    },
  },
  notFound: {
    path: '*',
    module: 'src/features/not-found/pages/not-found-page.tsx',
    component: 'NotFoundPage',
    meta: {
      title: 'Page not found',
      description: "The page you were looking for doesn't exist on Frontloop.",
      noindex: true,
    },
  },
} satisfies Record<string, PageDefinition>

/** A page's name in the table. */
export type PageId = keyof typeof PAGES

/** The table's pages with their names, in matching order. */
export const PAGE_LIST: (PageDefinition & { id: PageId })[] = (
  Object.entries(PAGES) as [PageId, PageDefinition][]
).map(([id, page]) => ({ id, ...page }))
