// Theme switcher: Light and Dark are explicit choices stored in localStorage;
// System removes both and lets the prefers-color-scheme media query decide
// (so OS theme changes apply at once, without any script).

const root = document.documentElement;
const radios = document.querySelectorAll('input[name="theme"]');
const STORAGE_KEY = 'theme';

function saveTheme(theme) {
  try {
    if (theme === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch (error) {
    // Storage blocked (private mode, policy): the choice lasts for this visit.
  }
}

function applyTheme(theme) {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

// The head script already applied any saved theme; mirror it in the radios.
const current = root.dataset.theme ?? 'system';
for (const radio of radios) {
  radio.checked = radio.value === current;
  radio.addEventListener('change', () => {
    applyTheme(radio.value);
    saveTheme(radio.value);
  });
}
