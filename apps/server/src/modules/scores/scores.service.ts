import {
  MANUAL_ENTRY_DAYS_BACK,
  type CommunitySettings,
  type ScoreConfig,
  type ScoreConfigInput,
} from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { badRequest, forbidden } from '../../errors.ts'
import { getCommunitySettings, getSettings, updateCommunitySettings, type SettingsContext } from '../settings/index.ts'
import type { Scores } from './scores.ts'
import { getHistoryDay } from './scores.queries.ts'
import { daysBetween, todayIn } from '../../lib/days.ts'
import { inTransaction } from '../../db/transaction.ts'

/** The part of the community's settings the scores pages show and change. */
function scoreConfig(settings: CommunitySettings): ScoreConfig {
  const { moneyPer100Steps, currency, allowManualSteps, communityUrl, sourcePriority, importDaysBack } = settings
  const { goalMin, goalMax, defaultGoal } = settings
  return {
    ...{ moneyPer100Steps, currency, allowManualSteps, communityUrl, sourcePriority, importDaysBack },
    ...{ goalMin, goalMax, defaultGoal },
  }
}

/**
 * The money rate and currency, manual entry switch, community link, source order, import reach and
 * the range of members' daily goals. An empty
 * community link falls back to `fallbackCommunityUrl` (the server's COMMUNITY_URL).
 */
export async function getScoreConfig(db: DbOrTx, fallbackCommunityUrl?: string): Promise<ScoreConfig> {
  return scoreConfig(await getCommunitySettings(db, fallbackCommunityUrl))
}

/** Saves the admin's changes to that part, through the settings module (a new source order recounts). */
export async function updateScoreConfig(
  ctx: SettingsContext,
  adminId: number,
  input: ScoreConfigInput,
): Promise<ScoreConfig> {
  return scoreConfig(await updateCommunitySettings(ctx, adminId, input))
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
