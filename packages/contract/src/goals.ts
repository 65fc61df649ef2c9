import { z } from 'zod'
import { apiMessages as m } from './messages.ts'

/** Counted days in the last four weeks that a goal is suggested from: fewer is the warm-up week. */
export const GOAL_WARM_UP_DAYS = 7

/** Goals anyone may hold, whatever the admin's range: the range is checked within these. */
export const GOAL_LIMITS = { min: 500, max: 100_000 } as const

export const GoalSchema = z
  .number({ error: m.goalNotWhole })
  .int({ error: m.goalNotWhole })
  .min(GOAL_LIMITS.min, { error: m.goalNotWhole })
  .max(GOAL_LIMITS.max, { error: m.goalNotWhole })

/** Days back from today, today included, that a member's goal history covers. */
export const GOAL_HISTORY_DAYS = 365

/** One goal of a member's history: the goal of each day from `from` on, until the next one's `from`. */
export const GoalPeriodSchema = z.object({
  from: z.string().describe('The first day this goal held, or the first day the history covers (YYYY-MM-DD)'),
  goal: z.number().int(),
})
export type GoalPeriod = z.infer<typeof GoalPeriodSchema>

/** GET /api/me/goal: the member's daily goal today and what their own days suggest. */
export const MyGoalSchema = z.object({
  goal: z.number().int().describe("Today's goal: the member's own, else the community's usual goal"),
  own: z.boolean().describe('Whether the member set the goal themselves'),
  suggested: z
    .number()
    .int()
    .nullable()
    .describe('A goal fitted to the last 28 days: a little above their usual day; null during the warm-up week'),
  warmUpDays: z.number().int().describe('Days with steps in the last 28, up to the 7 a suggestion needs'),
  min: z.number().int().describe("The admin's lowest goal"),
  max: z.number().int().describe("The admin's highest goal"),
  history: z
    .array(GoalPeriodSchema)
    .describe(
      "The goals of the last 365 days, earliest first: the first from that year's first day (the community's usual goal where the member had set none), then each goal the member set after it",
    ),
})
export type MyGoal = z.infer<typeof MyGoalSchema>

/** PUT /api/me/goal: the member's goal from today on. */
export const MyGoalInputSchema = z.object({ goal: GoalSchema }).strict()
export type MyGoalInput = z.infer<typeof MyGoalInputSchema>
