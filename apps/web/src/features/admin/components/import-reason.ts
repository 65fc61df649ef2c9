import type { StepsImportResult } from '@stepup/contract'
import { translateApiError } from '../../../lib/api-client.ts'

type Rejection = StepsImportResult['rejected'][number]

/**
 * A rejected CSV line's reason in the reader's language: its sentence by key, then the value at
 * fault as the file had it. A reason without a known key reads as the server wrote it.
 */
export function reasonOf(row: Rejection): string {
  const sentence = translateApiError(row.error, row.key, row.params)
  if (sentence === row.error || row.value === undefined) return sentence
  return `${sentence}: "${row.value}"`
}
