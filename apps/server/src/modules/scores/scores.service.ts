import { sql } from 'drizzle-orm'
import { MANUAL_ENTRY_DAYS_BACK, type ScoreConfigInput } from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { badRequest, forbidden } from '../../errors.ts'
import { getSettings, updateSettings } from '../settings/index.ts'
import type { Scores } from './scores.ts'
import { daysBetween, todayIn } from '../../lib/days.ts'

export interface ScoreConfig {
  moneyPer100Steps: number
  allowManualSteps: boolean
  communityUrl: string
}

/**
 * The admin's settings. An empty community link falls back to `fallbackCommunityUrl` (the
 * server's COMMUNITY_URL), so an operator can set the link before any admin exists.
 */
export async function getScoreConfig(db: DbOrTx, fallbackCommunityUrl?: string): Promise<ScoreConfig> {
  const settings = await getSettings(db)
  return {
    moneyPer100Steps: Number(settings.moneyPer100Steps),
    allowManualSteps: settings.allowManualSteps,
    communityUrl: settings.communityUrl || (fallbackCommunityUrl ?? ''),
  }
}

export async function updateScoreConfig(
  db: DbOrTx,
  input: ScoreConfigInput,
  fallbackCommunityUrl?: string,
): Promise<ScoreConfig> {
  await updateSettings(db, {
    ...(input.moneyPer100Steps !== undefined ? { moneyPer100Steps: input.moneyPer100Steps } : {}),
    ...(input.allowManualSteps !== undefined ? { allowManualSteps: input.allowManualSteps } : {}),
    ...(input.communityUrl !== undefined ? { communityUrl: input.communityUrl } : {}),
  })
  return getScoreConfig(db, fallbackCommunityUrl)
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
  return db.transaction(async (tx) => {
    const settings = await getSettings(tx)
    if (!settings.allowManualSteps) throw forbidden('manualEntryOff')
    await scores.recordSteps(tx, [{ userId: options.userId, date: options.date, steps: options.steps }])
    const found = await tx.execute(sql`
      select day::text as date, steps, bonus, total from day_scores
      where user_id = ${options.userId} and day = ${options.date}::date
    `)
    return (found as unknown as { rows: { date: string; steps: number; bonus: number; total: number }[] }).rows[0]!
  })
}
