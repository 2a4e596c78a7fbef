/** Difficulty levels and tag categories of the catalogue (docs/screens.md). */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
}

export const CATEGORIES = [
  'HTML',
  'CSS',
  'JavaScript',
  'DOM',
  'Responsive Design',
  'Web APIs',
] as const
export type Category = (typeof CATEGORIES)[number]

/**
 * The level a difficulty value stands for: the three known values (in any
 * case) as themselves, a missing one as intermediate (the default styling),
 * anything else as advanced.
 */
export function difficultyLevel(value: string | null | undefined): Difficulty {
  const normalised = value?.trim().toLowerCase()
  if (!normalised) return 'intermediate'
  return (DIFFICULTIES as readonly string[]).includes(normalised)
    ? (normalised as Difficulty)
    : 'advanced'
}

/** The known category a tag names (case-insensitively), or null. */
export function tagCategory(tag: string): Category | null {
  const normalised = tag.trim().toLowerCase()
  return CATEGORIES.find((category) => category.toLowerCase() === normalised) ?? null
}
