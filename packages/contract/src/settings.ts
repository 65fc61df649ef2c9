import { z } from 'zod'
import { FairPlayConfigInputSchema, FairPlayConfigSchema } from './fair-play.ts'
import { JoinConfigInputSchema, JoinConfigSchema } from './joining.ts'
import { MemberContestConfigInputSchema, MemberContestConfigSchema } from './member-contests.ts'
import { apiMessages as m } from './messages.ts'
import { ScoreConfigInputSchema, ScoreConfigSchema } from './scores.ts'
import { TeamConfigSchema } from './teams.ts'

/**
 * The community's policy in one place: money rate and currency, manual entry, community link, source order,
 * import reach, team size and the fair-play rules. The older calls (`/scores/config`,
 * `/teams/config`, `/admin/fair-play`) each read and change a part of it.
 */
export const CommunitySettingsSchema = z.object({
  ...ScoreConfigSchema.shape,
  ...FairPlayConfigSchema.shape,
  ...MemberContestConfigSchema.shape,
  ...JoinConfigSchema.shape,
  maxTeamMembers: z.number().int(),
})
export type CommunitySettings = z.infer<typeof CommunitySettingsSchema>

export const CommunitySettingsInputSchema = z
  .object({
    ...ScoreConfigInputSchema.shape,
    ...FairPlayConfigInputSchema.shape,
    ...MemberContestConfigInputSchema.shape,
    ...JoinConfigInputSchema.shape,
    maxTeamMembers: TeamConfigSchema.shape.maxTeamMembers.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), m.nothingToUpdate)
export type CommunitySettingsInput = z.infer<typeof CommunitySettingsInputSchema>
