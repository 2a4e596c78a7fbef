import { THEME_CHOICES, useTheme, type ThemeChoice } from '@/lib/theme'
import { ChoiceOption } from './choice-option'
import { SettingsSection } from './settings-section'

const LABELS: Record<ThemeChoice, { label: string; hint: string }> = {
  system: { label: 'System', hint: 'Follows your device: light or dark.' },
  light: { label: 'Light', hint: 'Dark text on light backgrounds.' },
  dark: { label: 'Dark', hint: 'Light text on dark backgrounds.' },
}

/** "Theme": system (the default), light or dark; shown at once and kept on the account. */
export function ThemeSection() {
  const { choice, setChoice } = useTheme()
  return (
    <SettingsSection
      title="Theme"
      description="How Frontloop looks, on this browser and wherever you sign in."
    >
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="space-y-3">
          {THEME_CHOICES.map((option) => (
            <ChoiceOption
              key={option}
              name="theme"
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
              label={LABELS[option].label}
              hint={LABELS[option].hint}
            />
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  )
}
