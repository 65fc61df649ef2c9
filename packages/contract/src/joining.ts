import { z } from 'zod'
import { EmailSchema } from './auth.ts'
import { IdSchema } from './common.ts'
import { apiMessages as m, formatApiMessage } from './messages.ts'
import { SignInProviderSchema } from './single-sign-on.ts'

/**
 * Who may create an account: anyone (`open`), only people with an email at one of the listed
 * domains, proven by a mailed link (`domains`), only people an admin invited (`invite`), or only
 * people the community's sign-in provider knows (`sso`, which also keeps members from signing in
 * with a password). An admin's invitation admits its holder whatever the policy but `sso`; a
 * sign-up with the server's admin token is never refused by it, and an admin may always sign in
 * with a password, so a community cannot lock its admins out.
 */
export const JOIN_POLICIES = ['open', 'domains', 'invite', 'sso'] as const
export const JoinPolicySchema = z.enum(JOIN_POLICIES, { error: m.joinPolicyInvalid })
export type JoinPolicy = z.infer<typeof JoinPolicySchema>

export const MAX_JOIN_DOMAINS = 20

/** `example.com`, lower-cased; no scheme, no `@`, no wildcard. */
export const JoinDomainSchema = z
  .string({ error: m.joinDomainInvalid })
  .trim()
  .toLowerCase()
  .max(253, m.joinDomainInvalid)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, m.joinDomainInvalid)

/** The part of the community's settings that says who may join. */
export const JoinConfigSchema = z.object({
  joinPolicy: JoinPolicySchema,
  /** The email domains whose people may sign up while the policy is `domains`. */
  joinDomains: z.array(z.string()),
})
export type JoinConfig = z.infer<typeof JoinConfigSchema>

export const JoinConfigInputSchema = z.object({
  joinPolicy: JoinPolicySchema.optional(),
  joinDomains: z
    .array(JoinDomainSchema, { error: m.joinDomainInvalid })
    .max(MAX_JOIN_DOMAINS, formatApiMessage('joinDomainsTooMany', { max: MAX_JOIN_DOMAINS }))
    .transform((domains) => [...new Set(domains)])
    .optional(),
})

/** What the sign-up page says of who may join; the domains only while the policy names them. */
export const JoinRulesSchema = z.object({
  policy: JoinPolicySchema,
  domains: z.array(z.string()),
  /** The community's sign-in providers that are turned on: a button each. */
  signInProviders: z.array(SignInProviderSchema),
})
export type JoinRules = z.infer<typeof JoinRulesSchema>

/** An invitation as its link's holder sees it before signing up. */
export const InvitationPreviewSchema = z.object({
  /** The address it was mailed to (the account must use it); null for a shared link. */
  email: z.string().nullable(),
  expiresAt: z.iso.datetime(),
})
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>

export const InvitationStatusSchema = z.enum(['pending', 'accepted', 'expired', 'revoked'])
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>

/** An invitation as the admin page lists it. */
export const InvitationSchema = z.object({
  id: z.number().int(),
  /** Null for a shared link, which admits anyone who has it until it expires. */
  email: z.string().nullable(),
  status: InvitationStatusSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  invitedBy: z.string().nullable(),
  /** How many accounts it admitted: 0 or 1 for a mailed one. */
  uses: z.number().int(),
})
export type Invitation = z.infer<typeof InvitationSchema>

export const InvitationParamsSchema = z.object({ id: IdSchema })

export const InvitationListSchema = z.object({ invitations: z.array(InvitationSchema) })

export const MAX_INVITATIONS_AT_ONCE = 100
export const INVITATION_DAYS_MAX = 30

const InvitationDaysSchema = z
  .number({ error: m.invitationDaysInvalid })
  .int(m.invitationDaysInvalid)
  .min(1, m.invitationDaysInvalid)
  .max(INVITATION_DAYS_MAX, m.invitationDaysInvalid)

/** Invitations mailed to these addresses, each valid for `days`. */
export const InviteByEmailInputSchema = z.object({
  emails: z
    .array(EmailSchema, { error: m.invitationEmailsRequired })
    .min(1, m.invitationEmailsRequired)
    .max(MAX_INVITATIONS_AT_ONCE, formatApiMessage('invitationEmailsTooMany', { max: MAX_INVITATIONS_AT_ONCE })),
  days: InvitationDaysSchema.default(7),
})
export type InviteByEmailInput = z.input<typeof InviteByEmailInputSchema>

export const InviteByEmailResultSchema = z.object({
  invitations: z.array(InvitationSchema),
  /** Addresses left out: they already have an account. */
  alreadyMembers: z.array(z.string()),
})

export const InviteLinkInputSchema = z.object({ days: InvitationDaysSchema.default(7) })
export type InviteLinkInput = z.input<typeof InviteLinkInputSchema>

/** A shared invitation link: its address is shown this once, as only its hash is kept. */
export const InviteLinkSchema = z.object({ invitation: InvitationSchema, url: z.string() })
export type InviteLink = z.infer<typeof InviteLinkSchema>

export const VerifyEmailInputSchema = z.object({
  token: z.string({ error: m.verificationLinkInvalid }).min(1, m.verificationLinkInvalid).max(200),
})
export type VerifyEmailInput = z.infer<typeof VerifyEmailInputSchema>
