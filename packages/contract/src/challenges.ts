import { z } from 'zod'
import { IdSchema } from './common.ts'

export const CHALLENGE_NAME_MAX_LENGTH = 120
export const CHALLENGE_POINTS_MAX = 1_000_000

export const completionStatusValues = ['pending', 'approved', 'rejected'] as const
/** Statuses compare case-insensitively (SPEC §4): "APPROVED" and "approved" are the same. */
export const CompletionStatusSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(completionStatusValues))
export type CompletionStatus = (typeof completionStatusValues)[number]

const ChallengeNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(CHALLENGE_NAME_MAX_LENGTH, `Name must be at most ${CHALLENGE_NAME_MAX_LENGTH} characters`)

const dateTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a date and time` }))

const PointsSchema = z
  .number({ error: 'Points are required' })
  .int('Points must be an integer')
  .min(0, 'Points must be 0 or more')
  .max(CHALLENGE_POINTS_MAX, `Points must be at most ${CHALLENGE_POINTS_MAX.toLocaleString('en-US')}`)

const endAfterStart = (value: { startDate?: string; endDate?: string }) =>
  !value.startDate || !value.endDate || Date.parse(value.endDate) > Date.parse(value.startDate)

export const CreateChallengeInputSchema = z
  .object({
    name: ChallengeNameSchema,
    startDate: dateTime('Start date'),
    endDate: dateTime('End date'),
    points: PointsSchema,
  })
  .refine(endAfterStart, { path: ['endDate'], message: 'End date must be after the start date' })
export type CreateChallengeInput = z.infer<typeof CreateChallengeInputSchema>

/** An admin's edit: any subset of the fields; the merged result must still end after it starts. */
export const UpdateChallengeInputSchema = z
  .object({
    name: ChallengeNameSchema.optional(),
    startDate: dateTime('Start date').optional(),
    endDate: dateTime('End date').optional(),
    points: PointsSchema.optional(),
  })
  .refine(endAfterStart, { path: ['endDate'], message: 'End date must be after the start date' })
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
    .string({ error: 'Status is required' })
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['approved', 'rejected'], { error: 'Status must be "approved" or "rejected"' })),
})
export type JudgeCompletionInput = z.infer<typeof JudgeCompletionInputSchema>

export const ChallengeParamsSchema = z.object({ id: IdSchema })
export const CompletionParamsSchema = z.object({ id: IdSchema, completionId: IdSchema })

/** A challenge is active while its end is not past (SPEC §4), archived after. */
export function isChallengeActive(challenge: { endDate: string }, now: Date = new Date()) {
  return Date.parse(challenge.endDate) >= now.getTime()
}

/** Members may submit proof only once it has started and while it is active. */
export function isChallengeOpenForProof(challenge: { startDate: string; endDate: string }, now: Date = new Date()) {
  return Date.parse(challenge.startDate) <= now.getTime() && isChallengeActive(challenge, now)
}
