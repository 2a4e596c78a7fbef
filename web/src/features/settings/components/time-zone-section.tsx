import { useId, useMemo, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { browserTimeZone } from '@/lib/api-client'
import { useUpdateSettings } from '../api/update-settings'
import type { SettingsBody } from '../types'
import { timeZoneOptions, zoneLabel } from '../lib/time-zones'
import { ChoiceOption } from './choice-option'
import { SaveStatus } from './save-status'
import { SettingsSection } from './settings-section'

type Mode = 'detect' | 'choose'

/**
 * "Time zone": the zone streaks and the activity calendar are counted in,
 * followed from the browser (the default) or chosen from the IANA list.
 */
export function TimeZoneSection({ settings }: { settings: SettingsBody }) {
  const update = useUpdateSettings()
  const detected = browserTimeZone()
  const [mode, setMode] = useState<Mode>(settings.time_zone_detected ? 'detect' : 'choose')
  const [zone, setZone] = useState(settings.time_zone)
  const zones = useMemo(
    () => timeZoneOptions([settings.time_zone, detected]),
    [settings.time_zone, detected],
  )
  const selectId = useId()

  const changed =
    mode === 'detect'
      ? !settings.time_zone_detected
      : settings.time_zone_detected || zone !== settings.time_zone

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!changed) return
    update.mutate(mode === 'detect' ? { time_zone_detected: true } : { time_zone: zone })
  }

  return (
    <SettingsSection
      title="Time zone"
      description={
        <>
          Your streaks and activity are counted in{' '}
          <span className="font-medium text-slate-900">{zoneLabel(settings.time_zone)}</span>.
        </>
      }
    >
      <form onSubmit={save}>
        <fieldset>
          <legend className="sr-only">Time zone</legend>
          <div className="space-y-3">
            <ChoiceOption
              name="time_zone_mode"
              value="detect"
              checked={mode === 'detect'}
              onChange={() => setMode('detect')}
              label={`Detect automatically (currently ${detected ? zoneLabel(detected) : 'unknown'})`}
              hint="Follows the time zone of the browser you use."
            />
            <ChoiceOption
              name="time_zone_mode"
              value="choose"
              checked={mode === 'choose'}
              onChange={() => setMode('choose')}
              label="Choose a time zone"
            />
          </div>
        </fieldset>
        <div className="mt-3 pl-7">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
            Time zone
          </label>
          <select
            id={selectId}
            value={zone}
            disabled={mode !== 'choose'}
            onChange={(event) => setZone(event.target.value)}
            className="mt-1 block w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {zones.map((option) => (
              <option key={option} value={option}>
                {zoneLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" className="mt-4" disabled={!changed || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save time zone'}
        </Button>
      </form>
      <SaveStatus
        pending={update.isPending}
        saved={update.isSuccess && !changed}
        error={update.isError ? update.error.message : null}
      />
    </SettingsSection>
  )
}
