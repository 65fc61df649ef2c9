import { sql } from 'drizzle-orm'
import {
  formatApiMessage,
  IngestEntrySchema,
  MAX_DAYS_AHEAD,
  type IngestEntry,
  type IngestResult,
} from '@stepup/contract'
import type { Db } from '../../db/client.ts'
import { badRequest } from '../../errors.ts'
import { recordSteps } from '../scores/day-rows.ts'
import { addDays } from '../scores/periods.ts'

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

/** Looks members up by sensor id, in one query. */
export async function findUsersBySensorId(db: Db, sensorIds: readonly string[]): Promise<Map<string, number>> {
  if (sensorIds.length === 0) return new Map()
  const found = (await db.execute(sql`
    select id, sensor_user_id from users
    where sensor_user_id = any(${sql.param([...new Set(sensorIds)])}::text[])
  `)) as unknown as { rows: { id: number; sensor_user_id: string }[] }
  return new Map(found.rows.map((row) => [row.sensor_user_id, row.id]))
}

/**
 * A wearable sync batch: all rows valid or none saved; rows for unknown sensor ids are skipped
 * and reported. Replaying a batch changes nothing (each day's count replaces the earlier one).
 */
export async function ingestSteps(db: Db, rawEntries: readonly unknown[], today: string): Promise<IngestResult> {
  const entries = parseIngestEntries(rawEntries, today)
  const userIds = await findUsersBySensorId(
    db,
    entries.map((entry) => entry.sensorUserId),
  )
  const unknownSensorIds = [...new Set(entries.map((e) => e.sensorUserId).filter((id) => !userIds.has(id)))]
  const known = entries.flatMap((entry) => {
    const userId = userIds.get(entry.sensorUserId)
    return userId === undefined ? [] : [{ userId, date: entry.date, steps: entry.steps }]
  })
  if (known.length > 0) await db.transaction(async (tx) => recordSteps(tx, known))
  return { accepted: known.length, unknownSensorIds }
}
