import { z } from 'zod'
import { IdSchema } from './common.ts'
import { apiMessages as m, formatApiMessage } from './messages.ts'
import { DaySourceCountSchema, HistoryDaySchema, STEP_SOURCES } from './sources.ts'
import { PushClientSchema } from './imports.ts'
import { DayDateSchema, MAX_DAILY_STEPS } from './scores.ts'

// ---------------------------------------------------------------------------------------------
// Caps and flags

/** Why a day is flagged for review. */
export const FlagReasonSchema = HistoryDaySchema.shape.flags.element
export type FlagReason = z.infer<typeof FlagReasonSchema>

/** A daily cap per source, for the activity converter's source, and for the day as a whole (`any`). */
export const CAP_KEYS = [...STEP_SOURCES, 'activity', 'any'] as const
export type CapKey = (typeof CAP_KEYS)[number]

const CapSchema = z
  .number({ error: m.capInvalid })
  .int(m.capInvalid)
  .min(1, m.capInvalid)
  .max(MAX_DAILY_STEPS, formatApiMessage('stepsTooHigh', { max: MAX_DAILY_STEPS }))
  .nullable()

/** Each cap in steps a day, or null for none. */
export const StepCapsSchema = z.object(
  Object.fromEntries(CAP_KEYS.map((key) => [key, CapSchema])) as Record<CapKey, typeof CapSchema>,
  { error: m.capsInvalid },
)
export type StepCaps = z.infer<typeof StepCapsSchema>

export const DEFAULT_STEP_CAPS: StepCaps = {
  wearable: null,
  push: null,
  import: null,
  admin: null,
  manual: 20_000,
  activity: 20_000,
  any: 60_000,
}

export const OutlierMultipleSchema = z
  .number({ error: m.outlierMultipleInvalid })
  .min(1.5, m.outlierMultipleInvalid)
  .max(20, m.outlierMultipleInvalid)
  .refine((value) => Math.round(value * 10) === value * 10, m.outlierMultipleInvalid)
export const OutlierFloorSchema = z
  .number({ error: m.outlierFloorInvalid })
  .int(m.outlierFloorInvalid)
  .min(1_000, m.outlierFloorInvalid)
  .max(MAX_DAILY_STEPS, m.outlierFloorInvalid)

// ---------------------------------------------------------------------------------------------
// Activity converter

/** Activities other than walking that the converter counts as steps. */
export const ACTIVITIES = ['cycling', 'swimming', 'wheelchair', 'yoga', 'rowing', 'dancing', 'strength'] as const
export const ActivitySchema = z.enum(ACTIVITIES, { error: m.activityInvalid })
export type Activity = z.infer<typeof ActivitySchema>

export const INTENSITIES = ['light', 'moderate', 'vigorous'] as const
export const IntensitySchema = z.enum(INTENSITIES, { error: m.intensityInvalid })
export type Intensity = z.infer<typeof IntensitySchema>

const RateSchema = z.number({ error: m.activityRateInvalid }).int(m.activityRateInvalid).min(0).max(500)
const IntensityRatesSchema = z.object({ light: RateSchema, moderate: RateSchema, vigorous: RateSchema })

/** Steps counted per minute of each activity at each intensity. */
export const ActivityRatesSchema = z.object(
  Object.fromEntries(ACTIVITIES.map((activity) => [activity, IntensityRatesSchema])) as Record<
    Activity,
    typeof IntensityRatesSchema
  >,
  { error: m.activityRatesInvalid },
)
export type ActivityRates = z.infer<typeof ActivityRatesSchema>

/**
 * Ten minutes of moderate activity count as 1,000 steps, roughly what a brisk walk of the same
 * effort gives; gentler activities count for less, and vigorous ones for about half as much again.
 */
export const DEFAULT_ACTIVITY_RATES: ActivityRates = {
  cycling: { light: 60, moderate: 100, vigorous: 150 },
  swimming: { light: 70, moderate: 110, vigorous: 160 },
  wheelchair: { light: 60, moderate: 100, vigorous: 150 },
  yoga: { light: 40, moderate: 70, vigorous: 100 },
  rowing: { light: 70, moderate: 110, vigorous: 160 },
  dancing: { light: 60, moderate: 100, vigorous: 140 },
  strength: { light: 50, moderate: 80, vigorous: 120 },
}

export const MAX_ACTIVITY_MINUTES = 600

export const ActivityInputSchema = z.object({
  date: DayDateSchema,
  activity: ActivitySchema,
  intensity: IntensitySchema,
  minutes: z
    .number({ error: m.activityMinutesInvalid })
    .int(m.activityMinutesInvalid)
    .min(1, m.activityMinutesInvalid)
    .max(MAX_ACTIVITY_MINUTES, formatApiMessage('activityMinutesTooHigh', { max: MAX_ACTIVITY_MINUTES })),
})
export type ActivityInput = z.infer<typeof ActivityInputSchema>

export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  activity: ActivitySchema,
  intensity: IntensitySchema,
  minutes: z.number().int(),
  steps: z.number().int().describe('The steps the entry counts as, by the rates when it was recorded'),
  createdAt: z.string(),
})
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>
export const ActivityEntriesSchema = z.array(ActivityEntrySchema)

/** The fair-play rules: caps, flags, whether flagged days wait, and the activity converter. */
export const FairPlayConfigSchema = z.object({
  stepCaps: StepCapsSchema,
  holdFlaggedDays: z
    .boolean()
    .describe('true: a flagged day counts nothing until reviewed; false: it counts meanwhile'),
  outlierMultiple: z.number().describe("A day is an outlier above this multiple of the member's 28-day median…"),
  outlierFloor: z.number().int().describe('…and at or above this many steps'),
  activityEnabled: z.boolean(),
  activityRates: ActivityRatesSchema,
})
export type FairPlayConfig = z.infer<typeof FairPlayConfigSchema>

export const FairPlayConfigInputSchema = z
  .object({
    stepCaps: StepCapsSchema.optional(),
    holdFlaggedDays: z.boolean({ error: m.holdFlaggedDaysInvalid }).optional(),
    outlierMultiple: OutlierMultipleSchema.optional(),
    outlierFloor: OutlierFloorSchema.optional(),
    activityEnabled: z.boolean({ error: m.activityEnabledInvalid }).optional(),
    activityRates: ActivityRatesSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), m.nothingToUpdate)
export type FairPlayConfigInput = z.infer<typeof FairPlayConfigInputSchema>

// ---------------------------------------------------------------------------------------------
// The review queue

const ReasonSchema = z
  .string({ error: m.reviewReasonRequired })
  .trim()
  .max(500, formatApiMessage('reviewReasonTooLong', { max: 500 }))

export const ReviewDecisionSchema = z.enum(['approve', 'void'], { error: m.reviewDecisionInvalid })
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>

/** Approve a flagged day, or void it with a reason the member sees. */
export const ReviewInputSchema = z
  .object({ decision: ReviewDecisionSchema, reason: ReasonSchema.optional() })
  .refine((input) => input.decision === 'approve' || (input.reason ?? '') !== '', {
    message: m.reviewReasonRequired,
    path: ['reason'],
  })
export type ReviewInput = z.infer<typeof ReviewInputSchema>

/** The same decision for many flagged days of one member. */
export const BulkReviewInputSchema = z
  .object({
    decision: ReviewDecisionSchema,
    reason: ReasonSchema.optional(),
    dates: z
      .array(DayDateSchema, { error: m.reviewDatesInvalid })
      .min(1, m.reviewDatesInvalid)
      .max(366, m.reviewDatesInvalid),
  })
  .refine((input) => input.decision === 'approve' || (input.reason ?? '') !== '', {
    message: m.reviewReasonRequired,
    path: ['reason'],
  })
export type BulkReviewInput = z.infer<typeof BulkReviewInputSchema>

export const ReviewResultSchema = z.object({
  reviewed: z.number().int().describe('Days that were waiting and are now decided; days decided before are left'),
})

export const ReviewQueueQuerySchema = z.object({
  userId: IdSchema.optional().describe("Only this member's days"),
  offset: z.coerce.number({ error: m.offsetNotNumber }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number({ error: m.limitNotNumber }).int().min(1).max(100).default(20),
})

export const ReviewDaySchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  date: z.string(),
  steps: z.number().int().describe('What the day counts now: 0 while held for review'),
  held: z.boolean().describe('Whether the day counts nothing until it is reviewed'),
  flags: z.array(FlagReasonSchema),
  sources: z.array(DaySourceCountSchema),
  approvedSteps: z
    .number()
    .int()
    .describe('What the day will count once approved: its sources within the caps, as the day rule counts them'),
  recent: z
    .array(z.object({ date: z.string(), steps: z.number().int() }))
    .describe("The member's counted days in the 28 days before, oldest first"),
})
export type ReviewDay = z.infer<typeof ReviewDaySchema>

export const ReviewQueueSchema = z.object({
  days: z.array(ReviewDaySchema).describe('Flagged days waiting for review, oldest first'),
  total: z.number().int(),
})
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>

// ---------------------------------------------------------------------------------------------
// Member management

export const MEMBER_STATUSES = ['active', 'deactivated', 'all'] as const

export const MEMBER_CONNECTION_FILTERS = ['all', 'connected', 'none'] as const

/** A phone app that syncs a member's steps with one of their push tokens. */
export const MemberConnectionSchema = z.object({
  client: PushClientSchema.nullable(),
  device: z.string().nullable(),
  lastSyncAt: z.string().nullable().describe('Null while the app has not synced yet'),
})
export type MemberConnection = z.infer<typeof MemberConnectionSchema>

export const AdminMembersQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(80, formatApiMessage('searchTooLong', { max: 80 }))
    .default(''),
  status: z.enum(MEMBER_STATUSES, { error: m.memberStatusInvalid }).default('all'),
  connection: z
    .enum(MEMBER_CONNECTION_FILTERS, { error: m.memberConnectionInvalid })
    .default('all')
    .describe("`connected`: a phone app has synced with one of the member's push tokens; `none`: none has"),
  offset: z.coerce.number({ error: m.offsetNotNumber }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number({ error: m.limitNotNumber }).int().min(1).max(100).default(25),
})
export type AdminMembersQuery = z.infer<typeof AdminMembersQuerySchema>

export const AdminMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  deactivatedAt: z.string().nullable(),
  teamName: z.string().nullable(),
  steps: z.number().describe('All-time counted steps'),
  pendingReviews: z.number().int().describe('Flagged days waiting for review'),
  createdAt: z.string(),
  connections: z.array(MemberConnectionSchema).describe("The member's push tokens, latest sync first"),
  lastDataAt: z
    .string()
    .nullable()
    .describe('When steps last came in by themselves or by file: the latest sync or applied import; null for never'),
})
export type AdminMember = z.infer<typeof AdminMemberSchema>

export const AdminMembersSchema = z.object({ members: z.array(AdminMemberSchema), total: z.number().int() })
export type AdminMembers = z.infer<typeof AdminMembersSchema>

/** An admin may correct a member's day this many days back, today included. */
export const CORRECTION_DAYS_BACK = 30

/** The admin's count for a member's day, which outranks every source; null takes it away. */
export const DayCorrectionInputSchema = z.object({
  steps: z
    .number({ error: m.stepsNotNumber })
    .int(m.stepsNotWhole)
    .min(0, m.stepsNegative)
    .max(MAX_DAILY_STEPS, formatApiMessage('stepsTooHigh', { max: MAX_DAILY_STEPS }))
    .nullable(),
  reason: z
    .string({ error: m.correctionReasonRequired })
    .trim()
    .min(1, m.correctionReasonRequired)
    .max(500, formatApiMessage('reviewReasonTooLong', { max: 500 })),
})
export type DayCorrectionInput = z.infer<typeof DayCorrectionInputSchema>

/** The admin decisions on a day that can be undone for a short while after they are made. */
export const UNDOABLE_DECISIONS = ['approve', 'void', 'correct'] as const
export const UndoInputSchema = z.object({
  decision: z.enum(UNDOABLE_DECISIONS, { error: m.reviewDecisionInvalid }).describe('The decision to take back'),
})
export type UndoInput = z.infer<typeof UndoInputSchema>
/** How long after a decision its admin may still undo it, if the day has not changed since. */
export const UNDO_SECONDS = 120

// ---------------------------------------------------------------------------------------------
// Members asking an admin to correct a day

/** A member may ask about a day as far back as an admin may correct one. */
export const DAY_REQUEST_DAYS_BACK = CORRECTION_DAYS_BACK
export const DAY_REQUEST_NOTE_MAX = 500

/** A member's request that an admin correct one of their days, with a note the admin reads. */
export const DayRequestInputSchema = z.object({
  date: DayDateSchema,
  steps: z
    .number({ error: m.stepsNotNumber })
    .int(m.stepsNotWhole)
    .min(0, m.stepsNegative)
    .max(MAX_DAILY_STEPS, formatApiMessage('stepsTooHigh', { max: MAX_DAILY_STEPS }))
    .nullable()
    .optional()
    .describe('The count the member says the day should have, if they know it'),
  note: z
    .string({ error: m.dayRequestNoteRequired })
    .trim()
    .min(1, m.dayRequestNoteRequired)
    .max(DAY_REQUEST_NOTE_MAX, formatApiMessage('dayRequestNoteTooLong', { max: DAY_REQUEST_NOTE_MAX })),
})
export type DayRequestInput = z.infer<typeof DayRequestInputSchema>

export const DayRequestSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  steps: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.string(),
  resolution: z
    .enum(['corrected', 'dismissed'])
    .nullable()
    .describe('null while open; corrected when an admin corrected the day, dismissed when they left it'),
  resolvedAt: z.string().nullable(),
})
export type DayRequest = z.infer<typeof DayRequestSchema>
export const DayRequestsSchema = z.array(DayRequestSchema)

/** An open request as the review queue shows it: who asked, and the day's sources now. */
export const OpenDayRequestSchema = DayRequestSchema.extend({
  userId: z.number().int(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  counted: z.number().int().describe('What the day counts now'),
  sources: z.array(DaySourceCountSchema).describe("The day's sources, in the order they rank"),
})
export type OpenDayRequest = z.infer<typeof OpenDayRequestSchema>

export const OpenDayRequestsSchema = z.object({
  requests: z.array(OpenDayRequestSchema).describe('Open requests, oldest first'),
  total: z.number().int(),
})
export type OpenDayRequests = z.infer<typeof OpenDayRequestsSchema>

export const DayRequestsQuerySchema = z.object({
  offset: z.coerce.number({ error: m.offsetNotNumber }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number({ error: m.limitNotNumber }).int().min(1).max(100).default(20),
})

/** Leaving a member's request without a correction, with an optional reason the member reads. */
export const DismissDayRequestInputSchema = z.object({ reason: ReasonSchema.optional() })
export type DismissDayRequestInput = z.infer<typeof DismissDayRequestInputSchema>

export const RoleInputSchema = z.object({ admin: z.boolean({ error: m.roleInvalid }) })
export type RoleInput = z.infer<typeof RoleInputSchema>

// ---------------------------------------------------------------------------------------------
// The audit trail

/** Every kind of admin action the trail records, by area. */
export const AUDIT_ACTIONS = [
  'settings.update',
  'day.approve',
  'day.void',
  'day.correct',
  'day.undo',
  'day.dismiss-request',
  'proof.judge',
  'challenge.create',
  'challenge.update',
  'challenge.delete',
  'team.delete',
  'team.remove-member',
  'team.hand-lead',
  'team.invite',
  'team.size',
  'steps.import',
  'member.role',
  'member.deactivate',
  'member.reactivate',
  'member.password-reset',
  'member.invite',
  'member.invite-revoke',
  'member.role-by-provider',
  'team.join-by-provider',
  'member.deactivate-by-directory',
  'member.reactivate-by-directory',
  'team.create-by-directory',
  'team.link-by-directory',
  'team.unlink-by-directory',
  'team.rename-by-directory',
  'team.join-by-directory',
  'team.leave-by-directory',
  'team.delete-by-directory',
  'settings.sso',
  'settings.scim',
  'competition.create',
  'competition.update',
  'competition.delete',
  'announcement.create',
  'announcement.delete',
  'achievement.create',
  'achievement.update',
  'achievement.archive',
  'achievement.unarchive',
] as const
export const AuditActionSchema = z.enum(AUDIT_ACTIONS)
export type AuditAction = z.infer<typeof AuditActionSchema>

export const AUDIT_KINDS = [
  'settings',
  'day',
  'proof',
  'challenge',
  'team',
  'steps',
  'member',
  'competition',
  'announcement',
  'achievement',
] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

export const AuditQuerySchema = z.object({
  actorId: IdSchema.optional().describe('Only actions by this admin'),
  subjectId: IdSchema.optional().describe("Only actions on this member's data"),
  kind: z.enum(AUDIT_KINDS, { error: m.auditKindInvalid }).optional(),
  before: IdSchema.optional().describe('Entries older than this entry id: the next page'),
  limit: z.coerce.number({ error: m.limitNotNumber }).int().min(1).max(100).default(50),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

const PersonSchema = z.object({ id: z.number().int(), username: z.string() }).nullable()

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: AuditActionSchema,
  actor: PersonSchema.describe('The admin who acted; null once their account is gone'),
  subject: PersonSchema.describe('The member whose data changed, if any'),
  target: z.string().nullable().describe('What the action was on, in words: a day, a team, a competition…'),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema).describe('Newest first'),
  nextBefore: z.number().int().nullable().describe('Pass as `before` for the next page; null on the last'),
})
export type AuditPage = z.infer<typeof AuditPageSchema>
