import { Link } from 'react-router'
import { portfolioPath } from '@/lib/portfolio-path'
import { useUpdateSettings } from '../api/update-settings'
import type { ProfileVisibility, SettingsBody } from '../types'
import { ChoiceOption } from './choice-option'
import { SaveStatus } from './save-status'
import { SettingsSection } from './settings-section'

interface VisibilitySectionProps {
  settings: SettingsBody
  login: string
}

/** "Profile visibility": public (the default) or private; saved as soon as it changes. */
export function VisibilitySection({ settings, login }: VisibilitySectionProps) {
  const update = useUpdateSettings()
  const path = portfolioPath(login)
  const value: ProfileVisibility =
    (update.isPending && update.variables.profile_visibility) || settings.profile_visibility

  const choose = (visibility: ProfileVisibility) => {
    if (visibility !== value) update.mutate({ profile_visibility: visibility })
  }

  return (
    <SettingsSection
      title="Profile visibility"
      description={
        <>
          Who can see your portfolio at{' '}
          <Link
            to={path}
            className="rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {path}
          </Link>
          , your solution pages and your entries in the review queue.
        </>
      }
    >
      <fieldset>
        <legend className="sr-only">Profile visibility</legend>
        <div className="space-y-3">
          <ChoiceOption
            name="profile_visibility"
            value="public"
            checked={value === 'public'}
            disabled={update.isPending}
            onChange={() => choose('public')}
            label="Public"
            hint={`Anyone can see your portfolio at ${path}.`}
          />
          <ChoiceOption
            name="profile_visibility"
            value="private"
            checked={value === 'private'}
            disabled={update.isPending}
            onChange={() => choose('private')}
            label="Private"
            hint="Only you can see your portfolio and solution pages; your community posts stay public."
          />
        </div>
      </fieldset>
      <SaveStatus
        pending={update.isPending}
        saved={update.isSuccess}
        error={update.isError ? update.error.message : null}
      />
    </SettingsSection>
  )
}
