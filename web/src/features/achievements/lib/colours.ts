/**
 * Tailwind classes per achievement colour name. Written out in full so
 * Tailwind sees every class; an unknown colour gets indigo.
 */
export interface ColourClasses {
  /** The icon's disc. */
  disc: string
  /** The progress bar's fill. */
  bar: string
  /** The card's top edge. */
  edge: string
}

const COLOURS: Record<string, ColourClasses> = {
  emerald: {
    disc: 'bg-emerald-100 ring-emerald-300',
    bar: 'bg-emerald-500',
    edge: 'border-t-emerald-500',
  },
  amber: { disc: 'bg-amber-100 ring-amber-300', bar: 'bg-amber-500', edge: 'border-t-amber-500' },
  rose: { disc: 'bg-rose-100 ring-rose-300', bar: 'bg-rose-500', edge: 'border-t-rose-500' },
  violet: {
    disc: 'bg-violet-100 ring-violet-300',
    bar: 'bg-violet-500',
    edge: 'border-t-violet-500',
  },
  orange: {
    disc: 'bg-orange-100 ring-orange-300',
    bar: 'bg-orange-500',
    edge: 'border-t-orange-500',
  },
  red: { disc: 'bg-red-100 ring-red-300', bar: 'bg-red-500', edge: 'border-t-red-500' },
  blue: { disc: 'bg-blue-100 ring-blue-300', bar: 'bg-blue-500', edge: 'border-t-blue-500' },
  yellow: {
    disc: 'bg-yellow-100 ring-yellow-300',
    bar: 'bg-yellow-500',
    edge: 'border-t-yellow-500',
  },
  cyan: { disc: 'bg-cyan-100 ring-cyan-300', bar: 'bg-cyan-500', edge: 'border-t-cyan-500' },
  sky: { disc: 'bg-sky-100 ring-sky-300', bar: 'bg-sky-500', edge: 'border-t-sky-500' },
  indigo: {
    disc: 'bg-indigo-100 ring-indigo-300',
    bar: 'bg-indigo-500',
    edge: 'border-t-indigo-500',
  },
  teal: { disc: 'bg-teal-100 ring-teal-300', bar: 'bg-teal-500', edge: 'border-t-teal-500' },
  fuchsia: {
    disc: 'bg-fuchsia-100 ring-fuchsia-300',
    bar: 'bg-fuchsia-500',
    edge: 'border-t-fuchsia-500',
  },
  purple: {
    disc: 'bg-purple-100 ring-purple-300',
    bar: 'bg-purple-500',
    edge: 'border-t-purple-500',
  },
  pink: { disc: 'bg-pink-100 ring-pink-300', bar: 'bg-pink-500', edge: 'border-t-pink-500' },
  slate: { disc: 'bg-slate-200 ring-slate-400', bar: 'bg-slate-500', edge: 'border-t-slate-500' },
  lime: { disc: 'bg-lime-100 ring-lime-300', bar: 'bg-lime-500', edge: 'border-t-lime-500' },
}

export function colourClasses(colour: string | null | undefined): ColourClasses {
  return COLOURS[colour?.trim().toLowerCase() ?? ''] ?? COLOURS.indigo
}
