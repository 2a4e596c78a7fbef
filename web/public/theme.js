// Runs before the first paint (a classic script in <head>): puts the theme the
// learner chose on <html>, so no page flashes the other one. Without a choice
// the system decides, in CSS. The rest lives in src/lib/theme.ts.
try {
  const theme = localStorage.getItem('frontloop.theme')
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme
} catch {
  // Storage blocked: the system's theme.
}
