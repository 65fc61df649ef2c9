import { z } from 'zod'
import { apiMessages as m, formatApiMessage } from './messages.ts'
import { SENSOR_USER_ID_MAX_LENGTH } from './scores.ts'
import { AchievementsVisibilitySchema } from './users.ts'

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 256
export const USERNAME_MAX_LENGTH = 80

/** Emails are stored trimmed and lower-cased, so lookups and the unique index ignore case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export const EmailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailTooLong)
  .pipe(z.email(m.emailInvalid))

export const PasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, formatApiMessage('passwordTooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, formatApiMessage('passwordTooLong', { max: PASSWORD_MAX_LENGTH }))

export const UsernameSchema = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, m.usernameRequired)
  .max(USERNAME_MAX_LENGTH, formatApiMessage('usernameTooLong', { max: USERNAME_MAX_LENGTH }))

/** The languages the app and its mails are written in. */
export const LANGUAGES = ['en', 'es', 'he'] as const
export const LanguageSchema = z.enum(LANGUAGES)
export type Language = z.infer<typeof LanguageSchema>

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  sensorUserId: z.string().nullable(),
  isAdmin: z.boolean(),
  teamId: z.number().int().nullable(),
  timeZone: z
    .string()
    .nullable()
    .describe("The member's own time zone; null for the community's. Days of pushed instants are dated in it"),
  achievementsVisibility: AchievementsVisibilitySchema.describe(
    'Who sees their achievements besides themself: every signed-in member, their friends, or nobody',
  ),
  emailVerified: z.boolean().describe('Whether the member proved the address, by a mailed link or an invitation'),
  mustVerifyEmail: z
    .boolean()
    .describe('Whether the account waits for its email to be proven before it may be used (a sign-up by domain)'),
})
export type User = z.infer<typeof UserSchema>

/** Whether the runtime knows the IANA time zone (`Europe/Madrid`). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** A member's own time zone; null or '' for the community's. */
export const MemberTimeZoneSchema = z
  .string()
  .trim()
  .max(64, m.timeZoneUnknown)
  .nullable()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isKnownTimeZone(value), m.timeZoneUnknown)

export const UserResponseSchema = z.object({ user: UserSchema })

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(PASSWORD_MAX_LENGTH),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const RegisterInputSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  adminToken: z.string().max(512).optional().nullable(),
  /** The token of the admin's invitation the member signs up with, from the invitation's link. */
  invitation: z.string().max(200).optional().nullable(),
  /** The app's language at sign-up: the member's mails are written in it. */
  language: LanguageSchema.optional(),
})
export type RegisterInput = z.infer<typeof RegisterInputSchema>

export const ForgotPasswordInputSchema = z.object({ email: EmailSchema })
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>

export const ResetPasswordInputSchema = z.object({
  token: z.string({ error: m.resetTokenRequired }).min(1, m.resetTokenRequired).max(200),
  password: PasswordSchema,
})
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>

const optionalText = (max: number, tooLong: 'avatarUrlTooLong' | 'phoneNumberTooLong' | 'sensorUserIdTooLong') =>
  z
    .string()
    .trim()
    .max(max, formatApiMessage(tooLong, { max }))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value))

/**
 * The profile form; a new email takes the current password too. Strict: a body naming any other
 * field (isAdmin, teamId, id…) is refused with a 400, so a member can never change their own
 * admin rights or team through this call.
 */
export const UpdateMeInputSchema = z.strictObject(
  {
    username: UsernameSchema.optional(),
    email: EmailSchema.optional(),
    avatarUrl: optionalText(2048, 'avatarUrlTooLong').pipe(
      z
        .string()
        .regex(/^(https?:\/\/|\/uploads\/)/, m.avatarUrlInvalid)
        .nullable()
        .optional(),
    ),
    phoneNumber: optionalText(32, 'phoneNumberTooLong').pipe(
      z
        .string()
        .regex(/^[+\d][\d\s().-]*$/, m.phoneNumberInvalid)
        .nullable()
        .optional(),
    ),
    sensorUserId: optionalText(SENSOR_USER_ID_MAX_LENGTH, 'sensorUserIdTooLong'),
    /** The app's language, sent when the member switches it: their mails are written in it. */
    language: LanguageSchema.optional(),
    timeZone: MemberTimeZoneSchema.optional(),
    achievementsVisibility: AchievementsVisibilitySchema.optional(),
    /** Required, and checked, when `email` differs from the stored one (docs/decisions/017). */
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? formatApiMessage('fieldsNotChangeable', { fields: issue.keys.join(', ') })
        : undefined,
  },
)
export type UpdateMeInput = z.infer<typeof UpdateMeInputSchema>

/** Deleting one's own account takes the current password, as a new email does. */
export const DeleteMeInputSchema = z.strictObject({
  currentPassword: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(PASSWORD_MAX_LENGTH),
})
export type DeleteMeInput = z.infer<typeof DeleteMeInputSchema>
