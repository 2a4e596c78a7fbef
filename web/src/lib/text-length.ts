// How the server measures the texts learners write (posts, reviews, report
// details, moderators' reasons): Unicode code points of the trimmed text.

/** Characters as the server counts them: Unicode code points of the trimmed text. */
export const charCount = (text: string) => Array.from(text.trim()).length

/** 5000 → "5,000" (by hand: no Intl for one separator). */
export const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** What a live counter shows: "12/1,000". */
export const counterText = (count: number, max: number) =>
  `${groupThousands(count)}/${groupThousands(max)}`
