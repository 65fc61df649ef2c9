import { z } from 'zod'

/** The kinds of built-in achievement, each with tiers of the amount that earns it. */
export const achievementKinds = [
  'first-steps',
  'lifetime',
  'best-day',
  'best-week',
  'streak',
  'goal-days',
  'active-days',
  'perfect-month',
  'record-beaten',
  'first-import',
  'first-connection',
  'improved-month',
] as const
export const AchievementKindSchema = z.enum(achievementKinds)
export type AchievementKind = z.infer<typeof AchievementKindSchema>

const AchievementFields = {
  key: z.string().describe('The achievement, such as `streak-7` or `lifetime-1000000`'),
  kind: AchievementKindSchema,
  threshold: z.number().int().describe('The amount that earns it: steps, days, or 1 for a one-off'),
  points: z.number().int(),
}

export const EarnedAchievementSchema = z.object({
  ...AchievementFields,
  earnedOn: z.string().describe('The day whose steps earned it'),
})
export type EarnedAchievement = z.infer<typeof EarnedAchievementSchema>

export const NextAchievementSchema = z.object({
  ...AchievementFields,
  progress: z.number().int().describe('Where the member stands towards the threshold'),
})
export type NextAchievement = z.infer<typeof NextAchievementSchema>

/** GET /api/me/achievements: what the member has earned, their level, and what comes next. */
export const MyAchievementsSchema = z.object({
  level: z.number().int().describe('From 1, a level per 100 points, without a ceiling'),
  points: z.number().int(),
  levelAt: z.number().int().describe('The points at which the current level began'),
  nextLevelAt: z.number().int().describe('The points that reach the next level'),
  earned: z.array(EarnedAchievementSchema).describe('Newest first'),
  next: z.array(NextAchievementSchema).describe('The next tier of each kind not yet complete'),
})
export type MyAchievements = z.infer<typeof MyAchievementsSchema>
