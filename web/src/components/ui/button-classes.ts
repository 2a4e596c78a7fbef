/** Class names shared by buttons and button-styled links. */
export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'light' | 'outline-light' | 'github'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-600',
  secondary: 'bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-slate-900',
  outline:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-indigo-600',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600',
  // Confirms what takes something away (delete, block, suspend).
  danger: 'bg-rose-700 text-white hover:bg-rose-800 focus-visible:outline-rose-700',
  // For dark backgrounds.
  light: 'bg-white text-slate-900 hover:bg-indigo-50 focus-visible:outline-white',
  'outline-light':
    'border border-white/40 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white',
  // GitHub's colours, the same in both themes (text-white turns dark in the dark theme).
  github: 'bg-[#24292f] text-[#fff] hover:bg-[#32383f] focus-visible:outline-slate-900',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
}

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim()
}
