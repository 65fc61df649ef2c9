import type { MemberConnection, PushClient } from '@stepup/contract'
import { desc, inArray, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { pushTokens } from '../../db/schema/index.ts'

/** Each member's phone apps that push with their tokens, latest sync first (never synced last). */
export async function connectionsOf(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, MemberConnection[]>> {
  const found = new Map<number, MemberConnection[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return found
  const rows = await db
    .select({
      userId: pushTokens.userId,
      client: pushTokens.client,
      device: pushTokens.device,
      lastSyncAt: pushTokens.lastSyncAt,
    })
    .from(pushTokens)
    .where(inArray(pushTokens.userId, [...userIds]))
    .orderBy(sql`${pushTokens.lastSyncAt} desc nulls last`, desc(pushTokens.id))
  for (const row of rows) {
    found.get(row.userId)!.push({
      client: row.client as PushClient | null,
      device: row.device,
      lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    })
  }
  return found
}

/** Whether a phone app has synced with one of the member's tokens, for a members filter. */
export function hasSyncedSql(userId: SQL | SQL.Aliased | { getSQL(): SQL }): SQL {
  return sql`exists (select 1 from ${pushTokens} where ${pushTokens.userId} = ${userId} and ${pushTokens.lastSyncAt} is not null)`
}

/** When the member's apps last synced, for a report: null for never. */
export function lastSyncSql(userId: SQL | { getSQL(): SQL }): SQL<Date | null> {
  return sql`(select max(${pushTokens.lastSyncAt}) from ${pushTokens} where ${pushTokens.userId} = ${userId})`
}

/** The member's apps and devices in one cell of a report: `hc-webhook (Google Pixel 8); entries`. */
export function connectedAppsSql(userId: SQL | { getSQL(): SQL }): SQL<string | null> {
  return sql`(select string_agg(coalesce(${pushTokens.client}, 'not synced yet') || coalesce(' (' || ${pushTokens.device} || ')', ''), '; ' order by ${pushTokens.lastSyncAt} desc nulls last) from ${pushTokens} where ${pushTokens.userId} = ${userId})`
}

/** The app that last pushed the member's steps (`hc-webhook`, `health-auto-export`, `entries`), or null. */
export function lastPushClientSql(userId: SQL | { getSQL(): SQL }): SQL<string | null> {
  return sql`(select ${pushTokens.client} from ${pushTokens} where ${pushTokens.userId} = ${userId} and ${pushTokens.lastSyncAt} is not null order by ${pushTokens.lastSyncAt} desc limit 1)`
}
