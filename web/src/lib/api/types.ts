// The API's shapes, from its OpenAPI document. schema.d.ts and openapi.json
// are generated (scripts/gen-api-types.sh at the repository root); features
// name the schemas they use as aliases of these.
import type { components } from './schema'

/** Every schema of the API's OpenAPI document, by name. */
export type Schemas = components['schemas']

/**
 * `T` with some fields narrowed: where the document only says `string`
 * while its description names the values (a status, a difficulty).
 */
export type Narrow<T, Fields extends { [K in keyof T]?: T[K] }> = Omit<T, keyof Fields> & Fields

/** `{ success, data }`: the envelope of the learning-path, achievement and profile answers. */
export type Envelope<T> = Omit<Schemas['Envelope_PathBody'], 'data'> & { data: T }
