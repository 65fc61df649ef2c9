import {
  customRuleFault,
  type CustomAchievement,
  type CustomAchievementPatch,
  type CustomAchievementValues,
} from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { afterCommit, inTransaction } from '../../db/transaction.ts'
import { AppError, notFound } from '../../errors.ts'
import { changedFields, recordAudit } from '../audit/index.ts'
import { competitionDays } from '../competitions/index.ts'
import { readCustomRules, type CustomRule } from './custom-achievements.queries.ts'

/** What an admin's change to the rules must set off: the members they may concern awarded again. */
export interface CustomAchievementsContext {
  db: Db
  rulesChanged: () => void
}

/** The admins' achievements, newest first, archived ones included, each with how many members hold it. */
export async function listCustomAchievements(db: DbOrTx): Promise<CustomAchievement[]> {
  const rules = await readCustomRules(db)
  return shown(db, rules)
}

async function shown(db: DbOrTx, rules: readonly CustomRule[]): Promise<CustomAchievement[]> {
  const keys = rules.map((rule) => rule.key)
  const [holders, competitions] = await Promise.all([
    keys.length === 0
      ? []
      : selectRows<{ key: string; members: number }>(
          db,
          sql`select key, count(*)::int as members from member_achievements
              where key = any(${sql.param(keys)}::text[]) and revoked_at is null
              group by key`,
        ),
    competitionDays(
      db,
      rules.flatMap((rule) => (rule.competitionId === null ? [] : [rule.competitionId])),
      [],
    ),
  ])
  const heldBy = new Map(holders.map((row) => [row.key, row.members]))
  return rules.map((rule) => {
    const competition = rule.competitionId === null ? undefined : competitions.get(rule.competitionId)
    return {
      id: rule.id,
      key: rule.key,
      rule: rule.rule,
      amount: rule.amount,
      from: rule.from,
      to: rule.to,
      target: rule.target,
      competition: competition
        ? {
            id: competition.id,
            name: competition.name,
            startDate: competition.startDate,
            endDate: competition.endDate,
            target: competition.target,
          }
        : null,
      names: rule.names,
      icon: rule.icon,
      points: rule.points,
      createdAt: rule.createdAt.toISOString(),
      createdBy: rule.createdBy,
      archivedAt: rule.archivedAt?.toISOString() ?? null,
      earnedBy: heldBy.get(rule.key) ?? 0,
    }
  })
}

async function getCustomAchievement(db: DbOrTx, id: number): Promise<CustomAchievement> {
  const [rule] = await readCustomRules(db, sql`a.id = ${id}`)
  if (!rule) throw notFound('customAchievementNotFound')
  const [answer] = await shown(db, [rule])
  return answer!
}

/** A rule's fields as the trail keeps them: what an admin sees and changes. */
const audited = (rule: CustomAchievementValues) => ({
  rule: rule.rule,
  amount: rule.amount,
  from: rule.from,
  to: rule.to,
  target: rule.target,
  competitionId: rule.competitionId,
  names: rule.names,
  icon: rule.icon,
  points: rule.points,
})

/** A `competition-days` rule counts the days of a community competition that exists. */
async function assertCompetition(tx: Tx, rule: CustomAchievementValues) {
  if (rule.competitionId === null) return
  const found = await competitionDays(tx, [rule.competitionId], [])
  if (!found.has(rule.competitionId)) throw notFound('customAchievementCompetitionNotFound')
}

/** A new achievement of the admins' own: from the next award run on, members whose days earn it have it. */
export async function createCustomAchievement(
  ctx: CustomAchievementsContext,
  adminId: number,
  input: CustomAchievementValues,
): Promise<CustomAchievement> {
  const id = await inTransaction(ctx.db, async (tx) => {
    await assertCompetition(tx, input)
    const [created] = await selectRows<{ id: number }>(
      tx,
      sql`insert into custom_achievements
            (rule, amount, starts_on, ends_on, target, competition_id, names, icon, points, created_by)
          values (${input.rule}, ${input.amount}, ${input.from}, ${input.to}, ${input.target}, ${input.competitionId},
                  ${JSON.stringify(input.names)}::jsonb, ${input.icon}, ${input.points}, ${adminId})
          returning id`,
    )
    await recordAudit(tx, {
      action: 'achievement.create',
      actorId: adminId,
      target: input.names.en,
      targetId: created!.id,
      after: audited(input),
    })
    afterCommit(tx, ctx.rulesChanged)
    return created!.id
  })
  return getCustomAchievement(ctx.db, id)
}

/** The fields a kind of rule does not take, cleared when an edit changes the kind without sending them. */
const NOT_TAKEN: Record<CustomAchievementValues['rule'], (keyof CustomAchievementPatch)[]> = {
  'steps-in-period': ['target', 'competitionId'],
  streak: ['competitionId'],
  'competition-days': ['from', 'to', 'target'],
}

/**
 * An admin's edit of their achievement: the fields sent, checked with the rest of the stored rule.
 * Members are awarded again by the new rule: those it no longer finds lose it, with the reason.
 */
export async function updateCustomAchievement(
  ctx: CustomAchievementsContext,
  adminId: number,
  id: number,
  patch: CustomAchievementPatch,
): Promise<CustomAchievement> {
  await inTransaction(ctx.db, async (tx) => {
    // Two admins' edits at once: the second builds on the first.
    await tx.execute(sql`select 1 from custom_achievements where id = ${id} for update`)
    const [stored] = await readCustomRules(tx, sql`a.id = ${id}`)
    if (!stored) throw notFound('customAchievementNotFound')
    const before = audited(stored)
    const next: CustomAchievementValues = { ...before, ...patch }
    if (patch.rule !== undefined && patch.rule !== stored.rule) {
      for (const field of NOT_TAKEN[patch.rule]) if (!(field in patch)) Object.assign(next, { [field]: null })
    }
    const fault = customRuleFault(next)
    if (fault)
      throw new AppError(
        'BAD_REQUEST',
        fault.key,
        fault.max === undefined ? undefined : { max: fault.max },
        fault.field,
      )
    await assertCompetition(tx, next)
    const changed = changedFields(before, audited(next))
    if (!changed) return
    await tx.execute(sql`
      update custom_achievements set
        rule = ${next.rule}, amount = ${next.amount}, starts_on = ${next.from}, ends_on = ${next.to},
        target = ${next.target}, competition_id = ${next.competitionId}, names = ${JSON.stringify(next.names)}::jsonb,
        icon = ${next.icon}, points = ${next.points}
      where id = ${id}`)
    await recordAudit(tx, {
      action: 'achievement.update',
      actorId: adminId,
      target: next.names.en,
      targetId: id,
      ...changed,
    })
    afterCommit(tx, ctx.rulesChanged)
  })
  return getCustomAchievement(ctx.db, id)
}

/**
 * Archives an admin's achievement, or brings it back. Archived, no one new earns it, and those who
 * did keep it, dated as it was: it is never deleted, so what members earned keeps its name.
 */
export async function setCustomAchievementArchived(
  ctx: CustomAchievementsContext,
  adminId: number,
  id: number,
  archived: boolean,
): Promise<CustomAchievement> {
  await inTransaction(ctx.db, async (tx) => {
    const [row] = await selectRows<{ names: { en: string }; archived: boolean }>(
      tx,
      sql`select names, archived_at is not null as archived from custom_achievements where id = ${id} for update`,
    )
    if (!row) throw notFound('customAchievementNotFound')
    if (row.archived === archived) return
    await tx.execute(
      sql`update custom_achievements set archived_at = ${archived ? sql`now()` : sql`null`} where id = ${id}`,
    )
    await recordAudit(tx, {
      action: archived ? 'achievement.archive' : 'achievement.unarchive',
      actorId: adminId,
      target: row.names.en,
      targetId: id,
    })
    afterCommit(tx, ctx.rulesChanged)
  })
  return getCustomAchievement(ctx.db, id)
}
