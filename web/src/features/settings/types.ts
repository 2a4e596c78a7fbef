// /api/users/settings, /api/users/export and DELETE /api/users/me, as the
// server's OpenAPI document describes them (src/lib/api/schema.d.ts).
import type { Schemas } from '@/lib/api/types'
import type { ThemeChoice } from '@/lib/theme'

/** `public` (the default): anyone sees /u/{login}; `private`: the learner alone. */
export type ProfileVisibility = Schemas['ProfileVisibility']

/** The account's theme choice (lib/theme.ts). */
export type { ThemeChoice }

/** 200 of GET and PATCH /api/users/settings. */
export type SettingsBody = Schemas['SettingsBody']

/**
 * Body of PATCH /api/users/settings: any subset. `time_zone` sets
 * `time_zone_detected` to false; `time_zone_detected: true` follows the
 * browser again.
 */
export type SettingsPatchBody = {
  [K in keyof Schemas['SettingsRequest']]?: NonNullable<Schemas['SettingsRequest'][K]>
}

/** Body of DELETE /api/users/me: the learner's login, typed to confirm (any case). */
export type DeleteAccountBody = Schemas['DeleteAccountRequest']
