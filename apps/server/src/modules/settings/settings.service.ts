import { eq } from 'drizzle-orm'
import type { CommunitySettings, CommunitySettingsInput } from '@stepup/contract'
import type { Db, DbOrTx } from '../../db/client.ts'
import { appSettings } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { badRequest } from '../../errors.ts'
import { recordAudit } from '../audit/index.ts'
import type { Scores } from '../scores/index.ts'
import { assertProviderForPolicy } from '../single-sign-on/index.ts'

export type Settings = typeof appSettings.$inferSelect

/** The admin's settings; the row is created on first read with the product's defaults. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1))
  if (row) return row
  const [created] = await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing().returning()
  return created ?? (await getSettings(db))
}

/**
 * The settings row, locked until the transaction ends: an admin's change reads the values it
 * replaces here, so two admins saving at once each see the other's change as the one they replace.
 */
async function lockSettings(tx: DbOrTx): Promise<Settings> {
  await getSettings(tx)
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.id, 1)).for('update')
  return row!
}

/**
 * Writes settings as they are, with no audit entry and no recount: for the demo's seed and for
 * tests that set a community up. An admin's change goes through updateCommunitySettings.
 */
export async function updateSettings(db: DbOrTx, changes: Partial<Omit<Settings, 'id'>>): Promise<Settings> {
  await getSettings(db)
  const [row] = await db.update(appSettings).set(changes).where(eq(appSettings.id, 1)).returning()
  return row!
}

/**
 * The community's policy as the admin set it. An empty community link falls back to
 * `fallbackCommunityUrl` (the server's COMMUNITY_URL), so an operator can set the link before any
 * admin exists.
 */
export function communitySettings(row: Settings, fallbackCommunityUrl = ''): CommunitySettings {
  return {
    moneyPer100Steps: Number(row.moneyPer100Steps),
    currency: row.currency,
    allowManualSteps: row.allowManualSteps,
    communityUrl: row.communityUrl || fallbackCommunityUrl,
    sourcePriority: row.sourcePriority as CommunitySettings['sourcePriority'],
    importDaysBack: row.importDaysBack,
    goalMin: row.goalMin,
    goalMax: row.goalMax,
    defaultGoal: row.defaultGoal,
    stepCaps: row.stepCaps,
    holdFlaggedDays: row.holdFlaggedDays,
    outlierMultiple: Number(row.outlierMultiple),
    outlierFloor: row.outlierFloor,
    activityEnabled: row.activityEnabled,
    activityRates: row.activityRates,
    memberContestsEnabled: row.memberContestsEnabled,
    maxMemberContests: row.maxMemberContests,
    maxTeamMembers: row.maxTeamMembers,
    joinPolicy: row.joinPolicy as CommunitySettings['joinPolicy'],
    joinDomains: row.joinDomains,
  }
}

/** The community's policy, whole; each feature reads the part it needs. */
export async function getCommunitySettings(db: DbOrTx, fallbackCommunityUrl?: string): Promise<CommunitySettings> {
  return communitySettings(await getSettings(db), fallbackCommunityUrl)
}

/** The settings that decide what a day counts or why it is flagged: changing one counts every day again. */
const COUNTING_RULES = ['sourcePriority', 'stepCaps', 'holdFlaggedDays', 'outlierMultiple', 'outlierFloor'] as const

export interface SettingsContext {
  db: Db
  scores: Scores
  /** The server's COMMUNITY_URL, shown while the admin has set no link. */
  communityUrl?: string
}

/**
 * Saves an admin's changes to the community's policy, whichever part they come from, in one
 * transaction: a change to the source order or a fair-play rule counts every day again and the
 * totals, boards and running competitions follow; a new money rate or currency shows on the boards. The audit
 * trail keeps the fields that changed, before and after (the team size as `team.size`, as it
 * always was). Answers the whole policy.
 */
export async function updateCommunitySettings(
  ctx: SettingsContext,
  adminId: number,
  input: CommunitySettingsInput,
): Promise<CommunitySettings> {
  return inTransaction(ctx.db, async (tx) => {
    const before = communitySettings(await lockSettings(tx))
    const changed = (Object.keys(input) as (keyof CommunitySettingsInput)[]).filter(
      (key) => input[key] !== undefined && JSON.stringify(input[key]) !== JSON.stringify(before[key]),
    )
    if (changed.length === 0) return communitySettings(await getSettings(tx), ctx.communityUrl)
    const changes = Object.fromEntries(changed.map((key) => [key, input[key]]))
    const goals = { ...before, ...changes } as CommunitySettings
    if (!(goals.goalMin <= goals.defaultGoal && goals.defaultGoal <= goals.goalMax)) {
      throw badRequest('goalRangeInvalid')
    }
    if (goals.joinPolicy === 'domains' && goals.joinDomains.length === 0) throw badRequest('joinDomainsRequired')
    if (changed.includes('joinPolicy') && goals.joinPolicy === 'sso') await assertProviderForPolicy(tx)
    const [row] = await tx.update(appSettings).set(changes).where(eq(appSettings.id, 1)).returning()
    const after = communitySettings(row!)
    if (changed.some((key) => (COUNTING_RULES as readonly string[]).includes(key))) await ctx.scores.recountAll(tx)
    else if (changed.includes('moneyPer100Steps') || changed.includes('currency')) ctx.scores.boardsChanged(tx)

    const policy = changed.filter((key) => key !== 'maxTeamMembers')
    if (policy.length > 0) {
      await recordAudit(tx, {
        action: 'settings.update',
        actorId: adminId,
        before: Object.fromEntries(policy.map((key) => [key, before[key]])),
        after: Object.fromEntries(policy.map((key) => [key, after[key]])),
      })
    }
    if (changed.includes('maxTeamMembers')) {
      await recordAudit(tx, {
        action: 'team.size',
        actorId: adminId,
        before: { maxTeamMembers: before.maxTeamMembers },
        after: { maxTeamMembers: after.maxTeamMembers },
      })
    }
    return communitySettings(row!, ctx.communityUrl)
  })
}
