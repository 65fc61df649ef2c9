import { z } from 'zod'
import { LanguageSchema } from './auth.ts'
import { apiMessages as m } from './messages.ts'

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
  'team-steps',
  'podium',
  'competition-win',
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

/**
 * Why an achievement was taken back: an admin's decision on a day, other changes to the days, new
 * counting rules, the team's days that changed (a team milestone), or a competition's results that
 * changed (an admin deleted the competition).
 */
export const takenBackReasons = [
  'admin-changed-day',
  'days-changed',
  'rules-changed',
  'team-days-changed',
  'results-changed',
] as const
export const TakenBackReasonSchema = z.enum(takenBackReasons)
export type TakenBackReason = z.infer<typeof TakenBackReasonSchema>

export const TakenBackAchievementSchema = z.object({
  ...AchievementFields,
  earnedOn: z.string().describe('The day whose steps had earned it'),
  takenBackAt: z.string().describe('When it was taken back (ISO 8601)'),
  reason: TakenBackReasonSchema,
})
export type TakenBackAchievement = z.infer<typeof TakenBackAchievementSchema>

/** GET /api/me/achievements: what the member has earned, their level, and what comes next. */
export const MyAchievementsSchema = z.object({
  level: z.number().int().describe('From 1, a level per 100 points, without a ceiling'),
  points: z.number().int(),
  levelAt: z.number().int().describe('The points at which the current level began'),
  nextLevelAt: z.number().int().describe('The points that reach the next level'),
  earned: z.array(EarnedAchievementSchema).describe('Newest first'),
  next: z.array(NextAchievementSchema).describe('The next tier of each kind not yet complete'),
  takenBack: z
    .array(TakenBackAchievementSchema)
    .describe('Achievements the days no longer earn, taken back in the last 90 days, newest first'),
})
export type MyAchievements = z.infer<typeof MyAchievementsSchema>

/**
 * GET /api/users/{id}/achievements: another member's achievements as they let others see them:
 * their level and the badges they earned, without the progress towards the next ones.
 */
export const MemberAchievementsSchema = MyAchievementsSchema.pick({ level: true, points: true, earned: true })
export type MemberAchievements = z.infer<typeof MemberAchievementsSchema>

/** An achievement's key in a path: lower-case words, digits and dashes. */
export const AchievementKeySchema = z
  .string()
  .max(64, m.achievementKeyInvalid)
  .regex(/^[a-z0-9-]+$/, m.achievementKeyInvalid)

/** The share card's words: in the reader's language, English when not said. */
export const ShareCardQuerySchema = z.object({ lang: LanguageSchema.default('en') })
export type ShareCardQuery = z.infer<typeof ShareCardQuerySchema>
