import type { CustomRuleKind, Language, NextAchievement } from '@stepup/contract'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { competitionDays, type CompetitionDays } from '../competitions/index.ts'
import { goalsOf } from '../goals/index.ts'
import { countedDaysWithin } from '../scores/index.ts'
import { readCustomRules, type CustomRule } from './custom-achievements.queries.ts'
import type { EarningSource } from './earning-sources.ts'
import { NO_DAY_CHANGED } from './member-change.ts'

/**
 * What a rule asks of a member's days, once its competition (if any) is known: the days it looks
 * at (both included; null: no bound), and the steps a day must reach (null: the member's goal).
 */
export interface RuleTerms {
  rule: CustomRuleKind
  amount: number
  from: string | null
  to: string | null
  target: number | null
}

/** A counted day of a member: its date (`YYYY-MM-DD`) and its steps. */
interface Day {
  date: string
  steps: number
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000

/**
 * Where a member's counted days (in date order) stand against a rule, and the first day that
 * earned it (null while none has):
 *
 * - `steps-in-period`: the steps of the period's days so far; earned the day they reach the amount.
 * - `streak`: the longest run of consecutive days on the target (or on the member's goal of each
 *   day) within the window; earned the day a run reaches the amount.
 * - `competition-days`: the competition's days on its target; earned the day their count reaches it.
 *
 * Pure: the same days always give the same answer, so awarding again changes nothing.
 */
export function standingAgainst(
  terms: RuleTerms,
  days: readonly Day[],
  goalOn: (date: string) => number,
): { progress: number; earnedOn: string | null } {
  let progress = 0
  let earnedOn: string | null = null
  let run = { last: Number.NaN, length: 0 }
  for (const { date, steps } of days) {
    if ((terms.from !== null && date < terms.from) || (terms.to !== null && date > terms.to)) continue
    if (terms.rule === 'steps-in-period') progress += steps
    else if (steps >= (terms.target ?? goalOn(date))) {
      if (terms.rule === 'competition-days') progress += 1
      else {
        const day = dayNumber(date)
        run = { last: day, length: day === run.last + 1 ? run.length + 1 : 1 }
        progress = Math.max(progress, run.length)
      }
    }
    if (earnedOn === null && progress >= terms.amount) earnedOn = date
  }
  return { progress, earnedOn }
}

/**
 * The terms of a rule that can still be awarded, or null for one no one new earns: archived, or
 * counting the days of a competition that was deleted.
 */
export function termsOf(rule: CustomRule, competitions: ReadonlyMap<number, CompetitionDays>): RuleTerms | null {
  if (rule.archivedAt !== null) return null
  if (rule.rule !== 'competition-days') return rule
  const competition = rule.competitionId === null ? undefined : competitions.get(rule.competitionId)
  if (!competition) return null
  return { ...rule, from: competition.startDate, to: competition.endDate, target: competition.target }
}

/** The span of days that covers every rule's (null: no bound). */
function spanOf(terms: readonly RuleTerms[]): { from: string | null; through: string | null } {
  const froms = terms.map((each) => each.from)
  const tos = terms.map((each) => each.to)
  return {
    from: froms.includes(null) ? null : (froms as string[]).reduce((a, b) => (a < b ? a : b)),
    through: tos.includes(null) ? null : (tos as string[]).reduce((a, b) => (a > b ? a : b)),
  }
}

/** The admins' rules' source, by name: an admin's change to a rule moves it. */
export const CUSTOM_RULES = 'custom-rules'

/**
 * The achievements admins define by rule (docs/decisions/140), worked out whole at each run from
 * the members' counted days in the rules' periods. The rules are read once a run; the days, the
 * goals and who takes part in the rules' competitions once a batch, each in one statement. Only
 * rules still awarded are owned: an archived rule's achievements are no one's to take back, so
 * those who earned it keep it.
 */
export function customRules(): EarningSource {
  let rules: Promise<CustomRule[]> | undefined
  const names = new Map<string, CustomRule['names']>()
  const awarded = new Set<string>()
  return {
    name: CUSTOM_RULES,
    movedByDays: true,
    owns: (key) => awarded.has(key),
    // Taken back by an admin's change to the rule when the member's own days did not move.
    reason: ({ from, byAdmin }) =>
      from === NO_DAY_CHANGED
        ? 'rule-changed'
        : byAdmin
          ? 'admin-changed-day'
          : from === null
            ? 'rules-changed'
            : 'days-changed',
    nameOf: (key: string, language: Language) => names.get(key)?.[language],
    // The profile's next achievements show the rules' progress on their own.
    progress: async () => ({}),
    async earned(tx: Tx, userIds: readonly number[]) {
      rules ??= readCustomRules(tx)
      const all = await rules
      for (const rule of all) names.set(rule.key, rule.names)
      const earned = new Map(userIds.map((id) => [id, new Map<string, string>()]))
      const competitionIds = all.flatMap((rule) =>
        rule.archivedAt === null && rule.competitionId !== null ? [rule.competitionId] : [],
      )
      const competitions = await competitionDays(tx, competitionIds, userIds)
      const live = all.flatMap((rule) => {
        const terms = termsOf(rule, competitions)
        return terms ? [{ rule, terms }] : []
      })
      for (const { rule } of live) awarded.add(rule.key)
      if (live.length === 0 || userIds.length === 0) return { earned, others: [] }

      const needGoals = live.some(({ terms }) => terms.rule === 'streak' && terms.target === null)
      const days = await countedDaysWithin(tx, userIds, spanOf(live.map(({ terms }) => terms)))
      const goals = needGoals ? await goalsOf(tx, userIds) : undefined
      for (const userId of userIds) {
        const memberDays = days.get(userId)!
        if (memberDays.length === 0) continue
        const goalOn = (date: string) => goals!.on(userId, date)
        for (const { rule, terms } of live) {
          if (rule.competitionId !== null && !competitions.get(rule.competitionId)!.takesPart(userId)) continue
          const { earnedOn } = standingAgainst(terms, memberDays, goalOn)
          if (earnedOn !== null) earned.get(userId)!.set(rule.key, earnedOn)
        }
      }
      return { earned, others: [] }
    },
  }
}

/**
 * The admins' achievements a member may still earn, with where their days stand: rules still
 * awarded, not held, whose period has not ended before `today`, and, for a competition's, only
 * when the member takes part in it.
 */
export async function nextCustomAchievements(
  db: DbOrTx,
  userId: number,
  {
    rules,
    days,
    goalOn,
    held,
    today,
  }: {
    rules: readonly CustomRule[]
    days: readonly Day[]
    goalOn: (date: string) => number
    held: ReadonlySet<string>
    today: string
  },
): Promise<NextAchievement[]> {
  const open = rules.filter((rule) => rule.archivedAt === null && !held.has(rule.key))
  const competitions = await competitionDays(
    db,
    open.flatMap((rule) => (rule.competitionId === null ? [] : [rule.competitionId])),
    [userId],
  )
  return open.flatMap((rule) => {
    const terms = termsOf(rule, competitions)
    if (!terms || (terms.to !== null && terms.to < today)) return []
    if (rule.competitionId !== null && !competitions.get(rule.competitionId)!.takesPart(userId)) return []
    const { progress } = standingAgainst(terms, days, goalOn)
    return [
      {
        key: rule.key,
        kind: 'custom' as const,
        threshold: rule.amount,
        points: rule.points,
        name: rule.names,
        icon: rule.icon,
        progress: Math.min(rule.amount, progress),
      },
    ]
  })
}
