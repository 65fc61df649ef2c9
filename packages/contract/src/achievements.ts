import { z } from 'zod'
import { LanguageSchema } from './auth.ts'
import { apiMessages as m, formatApiMessage, type ApiMessageKey } from './messages.ts'
import { DayDateSchema } from './scores.ts'

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
  'custom',
] as const
export const AchievementKindSchema = z.enum(achievementKinds)
export type AchievementKind = z.infer<typeof AchievementKindSchema>

/**
 * The icons an admin picks an achievement of their own from: lucide's names, the built-ins' own
 * and a few more, so the web app draws every one.
 */
export const CUSTOM_ACHIEVEMENT_ICONS = [
  'footprints',
  'mountain',
  'zap',
  'flame',
  'target',
  'calendar-check',
  'crown',
  'medal',
  'trophy',
  'star',
  'heart',
  'sun',
] as const
export const CustomAchievementIconSchema = z.enum(CUSTOM_ACHIEVEMENT_ICONS, { error: m.customAchievementIconInvalid })
export type CustomAchievementIcon = z.infer<typeof CustomAchievementIconSchema>

/** An achievement's name in each of the app's languages. */
export const AchievementNamesSchema = z.object({ en: z.string(), es: z.string(), he: z.string() })
export type AchievementNames = z.infer<typeof AchievementNamesSchema>

const AchievementFields = {
  key: z.string().describe('The achievement, such as `streak-7`, `lifetime-1000000` or `custom-3`'),
  kind: AchievementKindSchema,
  threshold: z.number().int().describe('The amount that earns it: steps, days, or 1 for a one-off'),
  points: z.number().int(),
  name: AchievementNamesSchema.optional().describe("An admin's own achievement: its name in each language"),
  icon: CustomAchievementIconSchema.optional().describe("An admin's own achievement: its icon"),
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
 * counting rules, the team's days that changed (a team milestone), a competition's results that
 * changed (an admin deleted the competition), or an admin's change to their own achievement's rule.
 */
export const takenBackReasons = [
  'admin-changed-day',
  'days-changed',
  'rules-changed',
  'team-days-changed',
  'results-changed',
  'rule-changed',
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

// ---------------------------------------------------------------------------------------------
// Achievements admins define by rule (docs/decisions/140)

/**
 * The rules of an admin's own achievement: `steps-in-period`, steps in all from one day to
 * another; `streak`, days in a row on a target (the member's own goal when none is set), in a
 * window or at any time; `competition-days`, days on a competition's target within its dates, for
 * those taking part.
 */
export const CUSTOM_RULE_KINDS = ['steps-in-period', 'streak', 'competition-days'] as const
export const CustomRuleKindSchema = z.enum(CUSTOM_RULE_KINDS, { error: m.customAchievementRuleInvalid })
export type CustomRuleKind = z.infer<typeof CustomRuleKindSchema>

export const CUSTOM_ACHIEVEMENT_MAX_STEPS = 100_000_000
export const CUSTOM_ACHIEVEMENT_MAX_DAYS = 3_650
export const CUSTOM_ACHIEVEMENT_NAME_MAX_LENGTH = 60
/** The most steps a day's target may ask for, as a competition's does. */
const TARGET_MAX = 100_000

const NameSchema = z
  .string({ error: m.customAchievementNameRequired })
  .trim()
  .min(1, m.customAchievementNameRequired)
  .max(CUSTOM_ACHIEVEMENT_NAME_MAX_LENGTH, m.customAchievementNameTooLong)

const CustomAchievementShape = {
  rule: CustomRuleKindSchema,
  /** Steps for `steps-in-period`, days for the others. */
  amount: z
    .number({ error: m.customAchievementAmountInvalid })
    .int(m.customAchievementAmountInvalid)
    .min(1, m.customAchievementAmountInvalid),
  /** The period's first day; required for `steps-in-period`, a window for `streak`. */
  from: DayDateSchema.nullable(),
  /** The period's last day, counted in full. */
  to: DayDateSchema.nullable(),
  /** The steps a `streak` day must reach; null for the member's own goal of that day. */
  target: z
    .number({ error: m.customAchievementTargetInvalid })
    .int(m.customAchievementTargetInvalid)
    .min(1, m.customAchievementTargetInvalid)
    .max(TARGET_MAX, m.customAchievementTargetInvalid)
    .nullable(),
  /** The community competition of `competition-days`. */
  competitionId: z
    .number({ error: m.customAchievementCompetitionRequired })
    .int(m.customAchievementCompetitionRequired)
    .positive(m.customAchievementCompetitionRequired)
    .max(2_147_483_647, m.customAchievementCompetitionNotFound)
    .nullable(),
  names: z.object({ en: NameSchema, es: NameSchema, he: NameSchema }, { error: m.customAchievementNameRequired }),
  icon: CustomAchievementIconSchema,
  points: z
    .number({ error: m.customAchievementPointsInvalid })
    .int(m.customAchievementPointsInvalid)
    .min(10, m.customAchievementPointsInvalid)
    .max(100, m.customAchievementPointsInvalid)
    .multipleOf(10, m.customAchievementPointsInvalid),
}

/** A fault of a rule's fields together: the field at fault and the sentence that says why. */
export interface RuleFault {
  field: 'amount' | 'from' | 'to' | 'target' | 'competitionId'
  key: ApiMessageKey
  /** The most the amount may be, for the sentences that say it. */
  max?: number
}

/** A fault's sentence in English, as the server answers it. */
export const ruleFaultMessage = ({ key, max }: RuleFault) =>
  max === undefined ? m[key] : formatApiMessage(key as 'customAchievementDaysInvalid', { max })

/** A rule's own fields: what earns an admin's achievement. */
export interface CustomRuleFields {
  rule: CustomRuleKind
  amount: number
  from: string | null
  to: string | null
  target: number | null
  competitionId: number | null
}

/**
 * The one check of a rule's fields together, for the form, the create call and an edit merged
 * with the stored rule: each kind takes its own fields and no others. The first fault, or null.
 */
export function customRuleFault(rule: CustomRuleFields): RuleFault | null {
  if (rule.rule === 'steps-in-period') {
    if (rule.amount > CUSTOM_ACHIEVEMENT_MAX_STEPS)
      return { field: 'amount', key: 'customAchievementStepsInvalid', max: CUSTOM_ACHIEVEMENT_MAX_STEPS }
    if (rule.from === null || rule.to === null)
      return { field: rule.from === null ? 'from' : 'to', key: 'customAchievementPeriodRequired' }
  } else if (rule.amount > CUSTOM_ACHIEVEMENT_MAX_DAYS) {
    return { field: 'amount', key: 'customAchievementDaysInvalid', max: CUSTOM_ACHIEVEMENT_MAX_DAYS }
  }
  if (rule.rule === 'streak' && (rule.from === null) !== (rule.to === null))
    return { field: rule.from === null ? 'from' : 'to', key: 'customAchievementPeriodIncomplete' }
  if (rule.from !== null && rule.to !== null && rule.to < rule.from)
    return { field: 'to', key: 'customAchievementPeriodReversed' }
  if (rule.rule === 'competition-days') {
    if (rule.competitionId === null) return { field: 'competitionId', key: 'customAchievementCompetitionRequired' }
    if (rule.from !== null) return { field: 'from', key: 'customAchievementFieldNotForRule' }
    if (rule.to !== null) return { field: 'to', key: 'customAchievementFieldNotForRule' }
  } else if (rule.competitionId !== null) return { field: 'competitionId', key: 'customAchievementFieldNotForRule' }
  if (rule.rule !== 'streak' && rule.target !== null)
    return { field: 'target', key: 'customAchievementFieldNotForRule' }
  return null
}

/** POST /api/admin/achievements: a new achievement of the admin's own, by rule. */
export const CustomAchievementInputSchema = z
  .object({
    ...CustomAchievementShape,
    from: CustomAchievementShape.from.default(null),
    to: CustomAchievementShape.to.default(null),
    target: CustomAchievementShape.target.default(null),
    competitionId: CustomAchievementShape.competitionId.default(null),
  })
  .strict()
  .superRefine((rule, context) => {
    const fault = customRuleFault(rule)
    if (fault) context.addIssue({ code: 'custom', path: [fault.field], message: ruleFaultMessage(fault) })
  })
export type CustomAchievementInput = z.input<typeof CustomAchievementInputSchema>
export type CustomAchievementValues = z.output<typeof CustomAchievementInputSchema>

/**
 * PATCH /api/admin/achievements/{id}: any subset of the fields, checked with the rest of the stored
 * rule. A change of `rule` clears the fields the new kind does not take, unless they are sent.
 */
export const CustomAchievementPatchSchema = z.object(CustomAchievementShape).partial().strict()
export type CustomAchievementPatch = z.infer<typeof CustomAchievementPatchSchema>

/** An admin's own achievement as the admins see it. */
export const CustomAchievementSchema = z.object({
  id: z.number().int(),
  key: z.string().describe('`custom-<id>`, the key of what members earn'),
  rule: CustomRuleKindSchema,
  amount: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  target: z.number().int().nullable(),
  competition: z
    .object({
      id: z.number().int(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      target: z.number().int(),
    })
    .nullable()
    .describe('The competition of `competition-days`; null for other rules, or once the competition was deleted'),
  names: AchievementNamesSchema,
  icon: CustomAchievementIconSchema,
  points: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  archivedAt: z
    .string()
    .nullable()
    .describe('When it was archived: no one new earns it, and those who earned it keep it'),
  earnedBy: z.number().int().describe('Members who hold it now'),
})
export type CustomAchievement = z.infer<typeof CustomAchievementSchema>

export const CustomAchievementListSchema = z.object({
  achievements: z.array(CustomAchievementSchema).describe('Newest first, archived ones included'),
})
export type CustomAchievementList = z.infer<typeof CustomAchievementListSchema>
