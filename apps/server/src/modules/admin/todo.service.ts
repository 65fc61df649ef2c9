import type { AdminTodo } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { num, selectRows } from '../../db/rows.ts'
import { users } from '../../db/schema/index.ts'
import { pendingProofs } from '../challenges/index.ts'
import { openDayRequestCount } from '../fair-play/index.ts'
import { hasSyncedSql } from '../push/index.ts'
import { flaggedDays } from '../scores/index.ts'

/** The challenges the to-do names one by one; more wait behind "all challenges". */
const CHALLENGES_LISTED = 5

/**
 * What waits for an admin, counted the way each page that handles it counts: the review queue's
 * total, the proofs per challenge, the open day requests, and the active members the members list
 * shows under "Phone: Not connected". Read-only, one round trip for the browser.
 */
export async function getAdminTodo(db: DbOrTx): Promise<AdminTodo> {
  const [queue, proofs, requests, [unsynced]] = await Promise.all([
    flaggedDays(db, { offset: 0, limit: 0 }),
    pendingProofs(db, CHALLENGES_LISTED),
    openDayRequestCount(db),
    selectRows<{ members: string }>(
      db,
      sql`select count(*) as members from ${users}
          where ${users.deactivatedAt} is null and not ${hasSyncedSql(users.id)}`,
    ),
  ])
  return {
    daysToReview: queue.total,
    proofsToJudge: proofs.total,
    challengesToJudge: proofs.challenges,
    dayRequests: requests,
    neverSynced: num(unsynced?.members),
  }
}
