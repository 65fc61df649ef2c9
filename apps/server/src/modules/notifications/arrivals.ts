import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { lastAppliedImportSql } from '../imports/index.ts'
import { hasSyncedSql, lastPushClientSql, lastSyncSql } from '../push/index.ts'
import { lastWearableSyncSql } from '../scores/index.ts'

/** Where a member's steps last came from, for the reminder's hint. */
export type ArrivalSource = 'hc-webhook' | 'health-auto-export' | 'shortcuts' | 'import' | 'wearable'

/** When each member's steps last arrived, by any road: a phone's push, an import, a wearable sync. */
export async function lastArrivals(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map()
  const member = sql`u.id`
  const rows = await selectRows<{ id: number; last_at: Date | string | null }>(
    db,
    sql`select u.id, greatest(${lastSyncSql(member)}, ${lastAppliedImportSql(member)}, ${lastWearableSyncSql(member)}) as last_at
        from users u where u.id = any(${`{${userIds.join(',')}}`}::int[])`,
  )
  return new Map(rows.filter((row) => row.last_at !== null).map((row) => [row.id, new Date(row.last_at!)]))
}

export interface Gap {
  userId: number
  lastAt: Date
  source: ArrivalSource
}

/**
 * Active members among `candidates` (or with a phone that pushes) whose steps last arrived more than
 * `hours` ago: they are reminded once per gap. A member whose steps never arrived has no gap to
 * speak of.
 */
export async function membersWithoutSteps(
  db: DbOrTx,
  candidates: readonly number[],
  hours: number,
  now: Date,
): Promise<Gap[]> {
  const member = sql`u.id`
  const rows = await selectRows<{
    id: number
    pushed: Date | string | null
    imported: Date | string | null
    wearable: Date | string | null
    client: string | null
  }>(
    db,
    sql`
      select u.id, ${lastSyncSql(member)} as pushed, ${lastAppliedImportSql(member)} as imported,
             ${lastWearableSyncSql(member)} as wearable,
             ${lastPushClientSql(member)} as client
      from users u
      where u.deactivated_at is null
        and (u.id = any(${`{${candidates.join(',')}}`}::int[])
             or ${hasSyncedSql(member)})`,
  )
  const cutoff = now.getTime() - hours * 3_600_000
  const gaps: Gap[] = []
  for (const row of rows) {
    const roads: [ArrivalSource, Date | string | null][] = [
      [pushSource(row.client), row.pushed],
      ['import', row.imported],
      ['wearable', row.wearable],
    ]
    let latest: { source: ArrivalSource; at: Date } | undefined
    for (const [source, at] of roads) {
      if (at === null) continue
      const date = new Date(at)
      if (!latest || date > latest.at) latest = { source, at: date }
    }
    if (latest && latest.at.getTime() < cutoff) gaps.push({ userId: row.id, lastAt: latest.at, source: latest.source })
  }
  return gaps
}

function pushSource(client: string | null): ArrivalSource {
  if (client === 'hc-webhook' || client === 'health-auto-export') return client
  // Plain entries come from a Shortcuts automation or a script of the member's.
  return 'shortcuts'
}
