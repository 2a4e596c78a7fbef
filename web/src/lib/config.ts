/** Product-wide constants. The API is served from the same origin as the app. */
export const PRODUCT_NAME = 'Frontloop'

/** Base URL prefixed to every API path; empty means same-origin. */
export const API_BASE_URL = ''

export const DEFAULT_TITLE = 'Frontloop — Practise front-end development with real projects'
export const DEFAULT_DESCRIPTION =
  'Frontloop helps front-end developers grow with hands-on challenges, expert code reviews, learning paths and a community that ships real projects.'

/** Default social-sharing image (1200×630). */
export const DEFAULT_OG_IMAGE = '/social/site/frontloop.png'
export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630

export const SOCIAL_LINKS = {
  github: 'https://github.com/frontloop',
  twitter: 'https://twitter.com/frontloop',
  linkedin: 'https://www.linkedin.com/company/frontloop',
} as const

export const CONTACT_PRIVACY_EMAIL = 'privacy@frontloop.dev'
