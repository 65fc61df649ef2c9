import { MANUAL_ENTRY_DAYS_BACK, type ScoreConfig, type ScoreConfigInput } from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { badRequest, forbidden } from '../../errors.ts'
import { changedFields, recordAudit } from '../audit/index.ts'
import { getSettings, lockSettings, updateSettings, type Settings } from '../settings/index.ts'
import type { Scores } from './scores.ts'
import { getHistoryDay } from './scores.queries.ts'
import { daysBetween, todayIn } from '../../lib/days.ts'
import { inTransaction } from '../../db/transaction.ts'

/**
 * The admin's settings. An empty community link falls back to `fallbackCommunityUrl` (the
 * server's COMMUNITY_URL), so an operator can set the link before any admin exists.
 */
export async function getScoreConfig(db: DbOrTx, fallbackCommunityUrl?: string): Promise<ScoreConfig> {
  const config = scoreSettings(await getSettings(db))
  return { ...config, communityUrl: config.communityUrl || (fallbackCommunityUrl ?? '') }
}

/** The settings this config covers, as the admin set them. */
function scoreSettings(settings: Settings): ScoreConfig {
  return {
    moneyPer100Steps: Number(settings.moneyPer100Steps),
    allowManualSteps: settings.allowManualSteps,
    communityUrl: settings.communityUrl,
    sourcePriority: settings.sourcePriority as ScoreConfig['sourcePriority'],
    importDaysBack: settings.importDaysBack,
  }
}

/**
 * Saves the admin's changes; a new source order counts every day again, and the totals follow, in
 * the same transaction, which also records what changed in the audit trail.
 */
export async function updateScoreConfig(
  db: Db,
  scores: Scores,
  adminId: number,
  input: ScoreConfigInput,
  fallbackCommunityUrl?: string,
): Promise<ScoreConfig> {
  return inTransaction(db, async (tx) => {
    const { sourcePriority, ...rest } = input
    const before = await lockSettings(tx)
    const changes = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined))
    const reordered = sourcePriority !== undefined && sourcePriority.join() !== before.sourcePriority.join()
    const after = await updateSettings(tx, { ...changes, ...(reordered ? { sourcePriority } : {}) })
    if (reordered) await scores.recountAll(tx)
    // The money equivalent on the board depends on the rate.
    else scores.boardsChanged(tx)
    const changed = changedFields(scoreSettings(before), scoreSettings(after))
    if (changed) await recordAudit(tx, { action: 'settings.update', actorId: adminId, ...changed })
    return getScoreConfig(tx, fallbackCommunityUrl)
  })
}

/**
 * A member's own entry of a day's steps: only while the admin allows it, for today or up to 7
 * days back in the server's time zone.
 */
export async function enterManualSteps(
  db: Db,
  scores: Scores,
  options: { userId: number; date: string; steps: number; timeZone: string; now?: Date },
) {
  const today = todayIn(options.timeZone, options.now)
  const age = daysBetween(options.date, today)
  if (age < 0) throw badRequest('manualEntryFuture')
  if (age > MANUAL_ENTRY_DAYS_BACK) {
    throw badRequest('manualEntryDaysBack', { days: MANUAL_ENTRY_DAYS_BACK })
  }
  return inTransaction(db, async (tx) => {
    const settings = await getSettings(tx)
    if (!settings.allowManualSteps) throw forbidden('manualEntryOff')
    await scores.recordSteps(tx, 'manual', [{ userId: options.userId, date: options.date, steps: options.steps }])
    return (await getHistoryDay(tx, options.userId, options.date))!
  })
}
