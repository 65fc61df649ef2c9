import type { FairPlayConfig, FairPlayConfigInput } from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { recordAudit } from '../audit/index.ts'
import type { Scores } from '../scores/index.ts'
import { getSettings, lockSettings, updateSettings, type Settings } from '../settings/index.ts'
import { inTransaction } from '../../db/transaction.ts'

function toConfig(settings: Settings): FairPlayConfig {
  return {
    stepCaps: settings.stepCaps,
    holdFlaggedDays: settings.holdFlaggedDays,
    outlierMultiple: Number(settings.outlierMultiple),
    outlierFloor: settings.outlierFloor,
    activityEnabled: settings.activityEnabled,
    activityRates: settings.activityRates,
  }
}

/** The fair-play rules: caps, flags, whether flagged days wait, and the activity converter. */
export async function getFairPlayConfig(db: DbOrTx): Promise<FairPlayConfig> {
  return toConfig(await getSettings(db))
}

/** The rules that decide what a day counts or why it is flagged: changing one counts every day again. */
const COUNTING_RULES = ['stepCaps', 'holdFlaggedDays', 'outlierMultiple', 'outlierFloor'] as const

/**
 * Saves the admin's changes to the rules. A change to a cap, the outlier rule or whether flagged
 * days wait counts every day again, and the totals and boards follow, in the same transaction;
 * the activity rates apply to entries recorded from now on. The audit trail keeps the fields
 * that changed, before and after.
 */
export async function updateFairPlayConfig(
  db: Db,
  scores: Scores,
  input: FairPlayConfigInput,
  actorId: number,
): Promise<FairPlayConfig> {
  return inTransaction(db, async (tx) => {
    // Locked, so two admins saving at once each record the other's values as the ones they replaced.
    const before = toConfig(await lockSettings(tx))
    const changed = (Object.keys(input) as (keyof FairPlayConfigInput)[]).filter(
      (key) => input[key] !== undefined && JSON.stringify(input[key]) !== JSON.stringify(before[key]),
    )
    if (changed.length === 0) return before
    const changes = Object.fromEntries(changed.map((key) => [key, input[key]]))
    const after = toConfig(await updateSettings(tx, changes))
    if (changed.some((key) => (COUNTING_RULES as readonly string[]).includes(key))) await scores.recountAll(tx)
    await recordAudit(tx, {
      action: 'settings.update',
      actorId,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    })
    return after
  })
}
