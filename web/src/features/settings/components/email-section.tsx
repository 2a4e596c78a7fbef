import { useUpdateSettings } from '../api/update-settings'
import type { SettingsBody } from '../types'
import { ChoiceOption } from './choice-option'
import { SaveStatus } from './save-status'
import { SettingsSection } from './settings-section'

/** "Email": the daily digest, for a learner whose GitHub account gave an email. */
export function EmailSection({ settings }: { settings: SettingsBody }) {
  const update = useUpdateSettings()
  const checked =
    update.isPending && update.variables.email_digest !== undefined
      ? update.variables.email_digest
      : settings.email_digest

  return (
    <SettingsSection
      title="Email"
      description={
        <>
          What Frontloop sends to <span className="font-medium break-all">{settings.email}</span>.
        </>
      }
    >
      <ChoiceOption
        type="checkbox"
        checked={checked}
        disabled={update.isPending}
        onChange={(next) => update.mutate({ email_digest: next })}
        label="Send me a daily email digest of unread notifications"
      />
      <SaveStatus
        pending={update.isPending}
        saved={update.isSuccess}
        error={update.isError ? update.error.message : null}
      />
    </SettingsSection>
  )
}
