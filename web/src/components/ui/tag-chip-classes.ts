import { tagCategory, type Category } from '@/lib/challenge-taxonomy'

const STYLES: Record<Category, string> = {
  HTML: 'bg-orange-100 text-orange-800',
  CSS: 'bg-blue-100 text-blue-800',
  JavaScript: 'bg-yellow-100 text-yellow-800',
  DOM: 'bg-purple-100 text-purple-800',
  'Responsive Design': 'bg-teal-100 text-teal-800',
  'Web APIs': 'bg-green-100 text-green-800',
}
const OTHER = 'bg-slate-100 text-slate-700'

/** Chip colours for a tag: its category's colour, grey for any other tag. */
export function tagChipClasses(tag: string): string {
  const category = tagCategory(tag)
  return category ? STYLES[category] : OTHER
}
