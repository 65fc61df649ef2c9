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
import { arrayLiteral, setSteps } from '../scores/day-rows.ts'
import { addDays } from '../../lib/days.ts'
import type { TotalsBacklog } from '../scores/totals-backlog.ts'

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
 * and reported, in the order they first appear. Replaying a batch changes nothing (each day's
 * count replaces the earlier one). Sensor ids are resolved to members by the statement that
 * writes the rows; a day before the one the member's sensor id counts from (they took it over
 * from another member, docs/decisions/019) is skipped, neither accepted nor reported unknown.
 * The changes reach the totals through `backlog`, mostly after the answer (docs/decisions/090).
 */
export async function ingestSteps(
  db: Db,
  backlog: TotalsBacklog,
  rawEntries: readonly unknown[],
  today: string,
): Promise<IngestResult> {
  const entries = parseIngestEntries(rawEntries, today)
  if (entries.length === 0) return { accepted: 0, unknownSensorIds: [] }
  const { accepted, unknown, changed } = await setSteps<{ accepted: number; unknown: string[] }>(
    db,
    sql`
      given as materialized (
        select i.sensor, i.d, i.s, i.n, m.id is not null as held,
               case when m.sensor_counts_from is null or i.d >= m.sensor_counts_from then m.id end as u
        from unnest(
          ${sql.param(entries.map((e) => e.sensorUserId))}::text[],
          ${arrayLiteral(entries.map((e) => e.date))}::date[],
          ${arrayLiteral(entries.map((e) => e.steps))}::int[]
        ) with ordinality as i(sensor, d, s, n)
        left join users m on m.sensor_user_id = i.sensor
      )
    `,
    sql`(select count(*)::int from given where u is not null) as accepted,
        array(select sensor from given where not held group by sensor order by min(n)) as unknown`,
    'backlog',
  )
  if (changed) await backlog.added()
  return { accepted, unknownSensorIds: unknown }
}
