/**
 * The page's `<main>`, as the layout renders it and as the server's first
 * view starts it (src/shell/first-views.tsx): the same element, so React's
 * render replaces the first view without moving anything.
 */
export const MAIN_ID = 'main'
/** At least a screen tall, so the lazy footer starts below the fold and
 *  cannot be pushed down in view while the page loads (layout shift). */
export const MAIN_CLASS = 'min-h-screen flex-1 focus:outline-none'
