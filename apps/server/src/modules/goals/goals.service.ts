import { GOAL_HISTORY_DAYS, GOAL_WARM_UP_DAYS, type GoalPeriod, type MyGoal, type MyGoalInput } from '@stepup/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { invalidField } from '../../errors.ts'
import { addDays } from '../../lib/days.ts'
import { countedDaysOf } from '../scores/index.ts'
import { getSettings } from '../settings/index.ts'

/** The days a suggestion looks back on, yesterday included and today not (it is still under way). */
const SUGGESTION_DAYS = 28
/** A suggested goal sits this much above the member's usual day… */
const SUGGESTION_STRETCH = 1.1
/** …rounded to this many steps. */
const SUGGESTION_STEP = 500

/** A member's goals, each from the day it was set, earliest first. */
type GoalHistory = { fromDay: string; goal: number }[]

/** The goals of each member on any day: their own goal of the time, else the community's usual goal. */
export interface Goals {
  on(userId: number, date: string): number
}

/**
 * The member's goal on a day, as SQL for other features' queries over days (a competition scored in
 * percent of each member's goal): their latest goal set on or before it, else `defaultGoal`.
 */
export function goalOfDaySql(defaultGoal: number): (userId: SQL, day: SQL) => SQL {
  return (userId, day) => sql`coalesce((
    select g.goal from member_goals g where g.user_id = ${userId} and g.from_day <= ${day}
    order by g.from_day desc limit 1), ${defaultGoal})`
}

/** The goals of the members given, for working out which of their days were on the goal. */
export async function goalsOf(db: DbOrTx, userIds: readonly number[]): Promise<Goals> {
  const [settings, stored] = await Promise.all([
    getSettings(db),
    userIds.length === 0
      ? []
      : selectRows<{ user_id: number; from_day: string; goal: number }>(
          db,
          sql`select user_id, to_char(from_day, 'YYYY-MM-DD') as from_day, goal from member_goals
              where user_id = any(${`{${userIds.join(',')}}`}::int[]) order by user_id, from_day`,
        ),
  ])
  const histories = new Map<number, GoalHistory>()
  for (const row of stored) {
    if (!histories.has(row.user_id)) histories.set(row.user_id, [])
    histories.get(row.user_id)!.push({ fromDay: row.from_day, goal: row.goal })
  }
  return {
    on(userId, date) {
      const history = histories.get(userId)
      let goal = settings.defaultGoal
      for (const entry of history ?? []) {
        if (entry.fromDay > date) break
        goal = entry.goal
      }
      return goal
    },
  }
}

/**
 * The member's goal today, whether they set it, and a goal fitted to their own last four weeks:
 * the median of their days with steps, 10 % above, rounded to 500 and kept within the admin's
 * range. A member with fewer than a week of such days is in their warm-up week: no suggestion yet.
 */
export async function getMyGoal(db: DbOrTx, userId: number, today: string): Promise<MyGoal> {
  const settings = await getSettings(db)
  const history = await goalHistoryOf(db, userId, today, settings.defaultGoal)
  const own = history.at(-1)!.own
  const recent = (await countedDaysOf(db, [userId], new Map([[userId, addDays(today, -SUGGESTION_DAYS - 1)]])))
    .get(userId)!
    .filter((day) => day.date < today)
  const within = (goal: number) => Math.min(settings.goalMax, Math.max(settings.goalMin, goal))
  return {
    goal: history.at(-1)!.goal,
    own,
    suggested:
      recent.length < GOAL_WARM_UP_DAYS
        ? null
        : within(
            Math.round((median(recent.map((day) => day.steps)) * SUGGESTION_STRETCH) / SUGGESTION_STEP) *
              SUGGESTION_STEP,
          ),
    warmUpDays: Math.min(recent.length, GOAL_WARM_UP_DAYS),
    min: settings.goalMin,
    max: settings.goalMax,
    history: history.map(({ from, goal }) => ({ from, goal })),
  }
}

/**
 * The member's goals over the last GOAL_HISTORY_DAYS days, earliest first: the goal of the first
 * day (their own set before it, else the community's usual goal), then each change after it.
 * `own` tells whether the member set the goal themselves.
 */
async function goalHistoryOf(
  db: DbOrTx,
  userId: number,
  today: string,
  defaultGoal: number,
): Promise<(GoalPeriod & { own: boolean })[]> {
  const since = addDays(today, 1 - GOAL_HISTORY_DAYS)
  const rows = await selectRows<{ from_day: string; goal: number }>(
    db,
    sql`select to_char(from_day, 'YYYY-MM-DD') as from_day, goal from member_goals
        where user_id = ${userId} and from_day <= ${today} and from_day >= coalesce(
          (select max(from_day) from member_goals where user_id = ${userId} and from_day <= ${since}), ${since})
        order by from_day`,
  )
  const history = [{ from: since, goal: defaultGoal, own: false }]
  for (const row of rows) {
    const from = row.from_day < since ? since : row.from_day
    const last = history.at(-1)!
    if (from === last.from) history[history.length - 1] = { from, goal: row.goal, own: true }
    else if (row.goal !== last.goal || !last.own) history.push({ from, goal: row.goal, own: true })
  }
  return history
}

/**
 * Sets the member's goal from today on, within the admin's range; a second change the same day
 * replaces the first. Earlier days keep the goal they had.
 */
export async function setMyGoal(db: DbOrTx, userId: number, today: string, input: MyGoalInput): Promise<MyGoal> {
  const { goalMin, goalMax } = await getSettings(db)
  if (input.goal < goalMin || input.goal > goalMax)
    throw invalidField('goal', 'goalOutOfRange', { min: goalMin, max: goalMax })
  await db.execute(sql`
    insert into member_goals (user_id, from_day, goal) values (${userId}, ${today}, ${input.goal})
    on conflict (user_id, from_day) do update set goal = excluded.goal`)
  return getMyGoal(db, userId, today)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
