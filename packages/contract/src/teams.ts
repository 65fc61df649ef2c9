import { z } from 'zod'
import { apiMessages as m, formatApiMessage } from './messages.ts'

export const TEAM_NAME_MAX_LENGTH = 60
export const MIN_TEAM_MEMBERS = 2
/** The product's default when no config has been saved. */
export const DEFAULT_MAX_TEAM_MEMBERS = 10

export const TeamNameSchema = z
  .string({ error: m.teamNameRequired })
  .trim()
  .min(1, m.teamNameRequired)
  .max(TEAM_NAME_MAX_LENGTH, formatApiMessage('teamNameTooLong', { max: TEAM_NAME_MAX_LENGTH }))

export const CreateTeamInputSchema = z.object({ name: TeamNameSchema })
export type CreateTeamInput = z.infer<typeof CreateTeamInputSchema>

export const TeamConfigSchema = z.object({
  maxTeamMembers: z
    .number({ error: m.maxTeamMembersNotNumber })
    .int(m.maxTeamMembersNotInteger)
    .min(MIN_TEAM_MEMBERS, formatApiMessage('maxTeamMembersTooLow', { min: MIN_TEAM_MEMBERS }))
    .max(1000, formatApiMessage('maxTeamMembersTooHigh', { max: 1000 })),
})
export type TeamConfig = z.infer<typeof TeamConfigSchema>

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isLeader: z.boolean(),
  isAdmin: z.boolean(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

/** A team seen by one of its members or an admin. */
export const TeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  leaderId: z.number().int(),
  maxTeamMembers: z.number().int(),
  members: z.array(TeamMemberSchema),
  currentUser: z.object({
    id: z.number().int(),
    isLeader: z.boolean(),
    isAdmin: z.boolean(),
    isMember: z.boolean(),
  }),
})
export type Team = z.infer<typeof TeamSchema>

/** What an invitee may see of a team they are not in yet: no phone numbers. */
export const InviteTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(z.object({ id: z.number().int(), username: z.string(), avatarUrl: z.string().nullable() })),
})

export const TeamInviteSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'accepted', 'rejected', 'lapsed']),
  createdAt: z.string(),
  team: InviteTeamSchema,
  sender: z.object({ id: z.number().int(), username: z.string() }),
  invitee: z.object({ id: z.number().int(), username: z.string(), avatarUrl: z.string().nullable() }),
})
export type TeamInvite = z.infer<typeof TeamInviteSchema>

export const TeamInvitesSchema = z.object({
  sent: z.array(TeamInviteSchema),
  received: z.array(TeamInviteSchema),
})
export type TeamInvites = z.infer<typeof TeamInvitesSchema>

export const AdminTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  leaderId: z.number().int(),
  members: z.array(z.object({ id: z.number().int(), username: z.string(), isLeader: z.boolean() })),
  totalMembers: z.number().int(),
  teamTotal: z.number(),
})
export type AdminTeam = z.infer<typeof AdminTeamSchema>
