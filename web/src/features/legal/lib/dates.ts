/** When the privacy policy and terms last changed. */
export const LEGAL_LAST_UPDATED = '26 November 2026'
