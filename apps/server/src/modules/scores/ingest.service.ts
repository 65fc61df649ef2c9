import {
  formatApiMessage,
  IngestEntrySchema,
  MAX_DAYS_AHEAD,
  type IngestEntry,
  type IngestResult,
} from '@stepup/contract'
import { badRequest } from '../../errors.ts'
import { addDays } from '../../lib/days.ts'
import type { Scores } from './scores.ts'

/**
 * Every entry is checked first; any bad one refuses the whole call with a message naming each.
 * `today` is the server's date: a day more than MAX_DAYS_AHEAD after it is refused.
 */
export function parseIngestEntries(entries: readonly unknown[], today: string): IngestEntry[] {
  const latestDay = addDays(today, MAX_DAYS_AHEAD)
  const parsed: IngestEntry[] = []
  const problems: string[] = []
  entries.forEach((entry, index) => {
    const result = IngestEntrySchema.safeParse(entry)
    if (result.success && result.data.date > latestDay) {
      problems.push(`entries[${index}]: date: ${formatApiMessage('dateTooFarAhead', { days: MAX_DAYS_AHEAD })}`)
    } else if (result.success) parsed.push(result.data)
    else {
      const issues = result.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      )
      problems.push(`entries[${index}]: ${issues.join('; ')}`)
    }
  })
  if (problems.length > 0) {
    throw problems.length === 1
      ? badRequest('ingestInvalidEntry', { problems: problems[0]! })
      : badRequest('ingestInvalidEntries', { count: problems.length, problems: problems.join('. ') })
  }
  return parsed
}

/**
 * A wearable sync batch: all rows valid or none saved; rows for unknown sensor ids are skipped
 * and reported. Replaying a batch changes nothing (each day's count replaces the earlier one).
 */
export async function ingestSteps(
  scores: Scores,
  rawEntries: readonly unknown[],
  today: string,
): Promise<IngestResult> {
  return scores.recordSyncedSteps(parseIngestEntries(rawEntries, today))
}
