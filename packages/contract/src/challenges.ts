import { z } from 'zod'
import { apiMessages as m, formatApiMessage } from './messages.ts'
import { IdSchema } from './common.ts'

export const CHALLENGE_NAME_MAX_LENGTH = 120
export const CHALLENGE_POINTS_MAX = 1_000_000

export const completionStatusValues = ['pending', 'approved', 'rejected'] as const
/** Statuses compare case-insensitively: "APPROVED" and "approved" are the same. */
export const CompletionStatusSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(completionStatusValues))
export type CompletionStatus = (typeof completionStatusValues)[number]

const ChallengeNameSchema = z
  .string({ error: m.challengeNameRequired })
  .trim()
  .min(1, m.challengeNameRequired)
  .max(CHALLENGE_NAME_MAX_LENGTH, formatApiMessage('challengeNameTooLong', { max: CHALLENGE_NAME_MAX_LENGTH }))

const dateTime = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: invalid }))
const startDateTime = () => dateTime(m.startDateRequired, m.startDateInvalid)
const endDateTime = () => dateTime(m.endDateRequired, m.endDateInvalid)

const PointsSchema = z
  .number({ error: m.pointsRequired })
  .int(m.pointsNotInteger)
  .min(0, m.pointsNegative)
  .max(CHALLENGE_POINTS_MAX, formatApiMessage('pointsTooHigh', { max: CHALLENGE_POINTS_MAX }))

const endAfterStart = (value: { startDate?: string; endDate?: string }) =>
  !value.startDate || !value.endDate || Date.parse(value.endDate) > Date.parse(value.startDate)

export const CreateChallengeInputSchema = z
  .object({
    name: ChallengeNameSchema,
    startDate: startDateTime(),
    endDate: endDateTime(),
    points: PointsSchema,
  })
  .refine(endAfterStart, { path: ['endDate'], message: m.endAfterStart })
export type CreateChallengeInput = z.infer<typeof CreateChallengeInputSchema>

/** An admin's edit: any subset of the fields; the merged result must still end after it starts. */
export const UpdateChallengeInputSchema = z
  .object({
    name: ChallengeNameSchema.optional(),
    startDate: startDateTime().optional(),
    endDate: endDateTime().optional(),
    points: PointsSchema.optional(),
  })
  .refine(endAfterStart, { path: ['endDate'], message: m.endAfterStart })
export type UpdateChallengeInput = z.infer<typeof UpdateChallengeInputSchema>

export const CompletionSchema = z.object({
  id: z.number().int(),
  challengeId: z.number().int(),
  status: z.enum(completionStatusValues),
  imageUrl: z.string(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  createdAt: z.string(),
})
export type Completion = z.infer<typeof CompletionSchema>

export const ChallengeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  points: z.number().int(),
  completions: z.array(CompletionSchema),
})
export type Challenge = z.infer<typeof ChallengeSchema>

export const ChallengeListSchema = z.array(ChallengeSchema)

export const JudgeCompletionInputSchema = z.object({
  status: z
    .string({ error: m.judgeStatusRequired })
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['approved', 'rejected'], { error: m.judgeStatusInvalid })),
  /** Why, in the admin's words: sent to the member with the judgment. */
  reason: z.string().trim().max(500, { error: m.judgeReasonTooLong }).optional(),
})
export type JudgeCompletionInput = z.infer<typeof JudgeCompletionInputSchema>

export const ChallengeParamsSchema = z.object({ id: IdSchema })
export const CompletionParamsSchema = z.object({ id: IdSchema, completionId: IdSchema })

/** A challenge is active while its end is not past, archived after. */
export function isChallengeActive(challenge: { endDate: string }, now: Date = new Date()) {
  return Date.parse(challenge.endDate) >= now.getTime()
}

/** Members may submit proof only once it has started and while it is active. */
export function isChallengeOpenForProof(challenge: { startDate: string; endDate: string }, now: Date = new Date()) {
  return Date.parse(challenge.startDate) <= now.getTime() && isChallengeActive(challenge, now)
}
