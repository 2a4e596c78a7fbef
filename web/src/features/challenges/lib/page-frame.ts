/** The challenges page's frame: its intro, filters and grid sit inside. */
export const CHALLENGES_CONTAINER = 'mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8'
