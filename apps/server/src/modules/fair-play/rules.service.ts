import type { CommunitySettings, FairPlayConfig, FairPlayConfigInput } from '@stepup/contract'
import type { DbOrTx } from '../../db/client.ts'
import { getCommunitySettings, updateCommunitySettings, type SettingsContext } from '../settings/index.ts'

/** The fair-play part of the community's settings. */
function fairPlayConfig(settings: CommunitySettings): FairPlayConfig {
  const { stepCaps, holdFlaggedDays, outlierMultiple, outlierFloor, activityEnabled, activityRates } = settings
  return { stepCaps, holdFlaggedDays, outlierMultiple, outlierFloor, activityEnabled, activityRates }
}

/** The fair-play rules: caps, flags, whether flagged days wait, and the activity converter. */
export async function getFairPlayConfig(db: DbOrTx): Promise<FairPlayConfig> {
  return fairPlayConfig(await getCommunitySettings(db))
}

/**
 * Saves the admin's changes to the rules, through the settings module: a change to a cap, the
 * outlier rule or whether flagged days wait counts every day again, and the totals and boards
 * follow, in the same transaction; the activity rates apply to entries recorded from now on.
 */
export async function updateFairPlayConfig(
  ctx: SettingsContext,
  input: FairPlayConfigInput,
  actorId: number,
): Promise<FairPlayConfig> {
  return fairPlayConfig(await updateCommunitySettings(ctx, actorId, input))
}
