/**
 * A short list of common IANA zones, for browsers whose Intl cannot list
 * them all (`Intl.supportedValuesOf` came in 2022).
 */
export const FALLBACK_TIME_ZONES = [
  'UTC',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Africa/Nairobi',
  'America/Anchorage',
  'America/Bogota',
  'America/Chicago',
  'America/Denver',
  'America/Halifax',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Phoenix',
  'America/Sao_Paulo',
  'America/Toronto',
  'Asia/Bangkok',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Asia/Hong_Kong',
  'Asia/Jakarta',
  'Asia/Jerusalem',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Manila',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tehran',
  'Asia/Tokyo',
  'Atlantic/Reykjavik',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Perth',
  'Australia/Sydney',
  'Europe/Amsterdam',
  'Europe/Athens',
  'Europe/Berlin',
  'Europe/Dublin',
  'Europe/Helsinki',
  'Europe/Istanbul',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Moscow',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Pacific/Auckland',
  'Pacific/Honolulu',
]

type IntlWithZones = typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] }

/**
 * Every IANA zone the browser knows (`Intl.supportedValuesOf`), else the
 * fallback list; `include` (the learner's zone, the detected one) is always
 * among them. Sorted, UTC included.
 */
export function timeZoneOptions(include: readonly (string | null | undefined)[] = []): string[] {
  let zones: string[] = []
  try {
    const supported = (Intl as IntlWithZones).supportedValuesOf?.('timeZone')
    if (Array.isArray(supported) && supported.length > 0) zones = [...supported]
  } catch {
    // An old Intl: the fallback list below.
  }
  if (zones.length === 0) zones = [...FALLBACK_TIME_ZONES]
  const extra = include.filter((zone): zone is string => Boolean(zone))
  return [...new Set([...zones, 'UTC', ...extra])].sort((a, b) => a.localeCompare(b))
}

/** "America/Los_Angeles" → "America/Los Angeles", as a zone is read. */
export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ')
