import { redirectTo } from './browser'
import { API_BASE_URL } from './config'
import { takeInitialData } from './initial-data'
import { getToken, removeToken } from './storage'
import type { Schemas } from './api/types'

/** Error body the server sends for every non-2xx answer (docs/api.md). */
export type ApiErrorBody = Schemas['ErrorBody']

/** A non-2xx answer from the API. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly data: unknown

  constructor(status: number, code: string, message: string, data: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.data = data
  }
}

export interface RequestOptions {
  /**
   * Whether a 401 sends the browser to /login (default true). Only calls
   * whose 401 does not mean "your session ended" opt out, such as the
   * single-use login-code exchange, whose page shows its own error.
   */
  redirectOnUnauthorized?: boolean
  signal?: AbortSignal
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The browser's IANA time zone ("Europe/Paris"), or undefined where Intl is
 * missing or cannot tell. The server counts streaks and activity in the
 * learner's own days, so every signed-in request says which days those are.
 */
export function browserTimeZone(): string | undefined {
  try {
    if (typeof Intl === 'undefined' || typeof Intl.DateTimeFormat !== 'function') return undefined
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

function isErrorBody(value: unknown): value is Partial<ApiErrorBody> {
  return typeof value === 'object' && value !== null
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** What a request sends beside its body, and which answers it accepts. */
interface SendOptions extends RequestOptions {
  headers?: Record<string, string>
  /** A 304 is an answer, not an error (a conditional GET). */
  acceptNotModified?: boolean
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: SendOptions = {},
): Promise<{ response: Response; data: unknown }> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...options.headers,
  }
  const token = getToken()
  if (token) {
    headers.Authorization = `Bearer ${token}`
    // Only a learner's requests need their days. The first Intl call loads
    // the ICU data (tens of ms of main thread on a phone), which an
    // anonymous visitor's page load is spared.
    const timeZone = browserTimeZone()
    if (timeZone) headers['X-Time-Zone'] = timeZone
  }

  const response = await fetch(`${API_BASE_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  })

  const data = await readBody(response)

  if (response.status === 401) {
    // A request sent with a token the app has since forgotten (signed out,
    // account deleted) tells nothing new: no redirect over where the app went.
    const forgotten = token !== null && getToken() !== token
    // The session is gone (expired, revoked or never valid): drop it.
    if (!forgotten) removeToken()
    if (
      !forgotten &&
      options.redirectOnUnauthorized !== false &&
      window.location.pathname !== '/login'
    ) {
      redirectTo('/login')
    }
    throw toApiError(response.status, data)
  }

  if (!response.ok && !(options.acceptNotModified && response.status === 304)) {
    console.error('API error', response.status, data)
    throw toApiError(response.status, data)
  }

  return { response, data }
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  if (method === 'GET' && getToken() === null) {
    const embedded = takeInitialData(path)
    if (embedded.found) return embedded.data as T
  }
  const { data } = await send(method, path, body, options)
  return data as T
}

/** A conditional GET's answer: unchanged (304), or the new body with its ETag. */
export type Conditional<T> = { modified: false } | { modified: true; data: T; etag: string | null }

/**
 * GET with `If-None-Match: etag` (when there is one): a 304 resolves to
 * `{ modified: false }`; any other answer is handled as `api.get` does.
 */
async function getIfChanged<T>(
  path: string,
  etag: string | null,
  options: RequestOptions = {},
): Promise<Conditional<T>> {
  const { response, data } = await send('GET', path, undefined, {
    ...options,
    headers: etag ? { 'If-None-Match': etag } : undefined,
    acceptNotModified: true,
  })
  if (response.status === 304) return { modified: false }
  return { modified: true, data: data as T, etag: response.headers.get('ETag') }
}

function toApiError(status: number, data: unknown): ApiError {
  const body = isErrorBody(data) ? data : {}
  const code = typeof body.code === 'string' ? body.code : 'http_error'
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : `Request failed with status ${status}`
  return new ApiError(status, code, message, data)
}

/** The one API client: JSON in and out, bearer token, 401 handling. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  /** DELETE, with a JSON body when the call takes one (a confirmation). */
  delete: <T>(path: string, options?: RequestOptions & { body?: unknown }) =>
    request<T>('DELETE', path, options?.body, options),
  getIfChanged,
}
