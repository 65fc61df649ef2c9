import { DrizzleQueryError } from 'drizzle-orm'
import { z } from 'zod'

/**
 * A backup is one zip file: `manifest.json` (what this file says it holds, written last),
 * `tables/<table>.jsonl` (one JSON array of the row's values as PostgreSQL's text, or null, per
 * line, in the manifest's column order) and `uploads/<name>` (each uploaded image as stored).
 * The same file comes from the embedded database and from PostgreSQL, and restores into either
 * (docs/decisions/115).
 */
export const BACKUP_FORMAT = 'stepup-backup'
export const BACKUP_FORMAT_VERSION = 1
export const MANIFEST_ENTRY = 'manifest.json'

export const tableEntry = (table: string) => `tables/${table}.jsonl`
export const uploadEntry = (name: string) => `uploads/${name}`

/** Upload names as the app makes them; anything else (a path, a dot file) is refused on restore. */
export const UPLOAD_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/
/** Tables a manifest may list: far more than the schema has. */
export const MAX_TABLES = 1000

export const manifestSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  takenAt: z.iso.datetime(),
  source: z.enum(['pglite', 'postgres']),
  /** The last migration applied to the database it was taken from. */
  migration: z.strictObject({ tag: z.string().max(200), when: z.number().int() }),
  tables: z
    .array(
      z.strictObject({
        name: z.string().regex(IDENTIFIER),
        columns: z.array(z.string().regex(IDENTIFIER)).min(1).max(1600),
        rows: z.number().int().min(0),
      }),
    )
    .max(MAX_TABLES),
  sequences: z
    .array(
      z.strictObject({
        name: z.string().regex(IDENTIFIER),
        lastValue: z.string().regex(/^-?\d{1,19}$/),
        isCalled: z.boolean(),
      }),
    )
    .max(1000),
  uploads: z.array(z.strictObject({ name: z.string().regex(UPLOAD_NAME), bytes: z.number().int().min(0) })),
})

export type Manifest = z.infer<typeof manifestSchema>

/** Thrown for a file that is not a backup this version can restore; nothing was changed. */
export class BackupFileError extends Error {}

/**
 * The reason of an error in words: the database's own message rather than drizzle's "Failed
 * query: …" around it. Other errors' messages are already written for the reader (the embedded
 * database's lock, a PostgreSQL server out of reach): their causes are not dug out.
 */
export function reasonOf(error: unknown): string {
  let current = error
  for (let depth = 0; depth < 5 && current instanceof DrizzleQueryError && current.cause; depth += 1) {
    current = current.cause
  }
  return current instanceof Error ? current.message : String(current)
}
