import { z } from 'zod'

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 256

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Email must be a valid email address'))

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)

export const UsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(80, 'Username must be at most 80 characters')

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  sensorUserId: z.string().nullable(),
  isAdmin: z.boolean(),
  teamId: z.number().int().nullable(),
})
export type User = z.infer<typeof UserSchema>

export const UserResponseSchema = z.object({ user: UserSchema })

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const RegisterInputSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  adminToken: z.string().max(512).optional().nullable(),
})
export type RegisterInput = z.infer<typeof RegisterInputSchema>

export const ForgotPasswordInputSchema = z.object({ email: EmailSchema })
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>

export const ResetPasswordInputSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
  password: PasswordSchema,
})
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value))

/**
 * The profile form. Strict: a body naming any other field (isAdmin, teamId, id…) is refused with
 * a 400, so a member can never change their own admin rights or team through this call.
 */
export const UpdateMeInputSchema = z.strictObject(
  {
    username: UsernameSchema.optional(),
    email: EmailSchema.optional(),
    avatarUrl: optionalText(2048, 'Avatar URL').pipe(
      z
        .string()
        .regex(/^(https?:\/\/|\/uploads\/)/, 'Avatar URL must be an http(s) link or an uploaded image')
        .nullable()
        .optional(),
    ),
    phoneNumber: optionalText(32, 'Phone number').pipe(
      z
        .string()
        .regex(/^[+\d][\d\s().-]*$/, 'Phone number may contain only digits, spaces and + ( ) . -')
        .nullable()
        .optional(),
    ),
    sensorUserId: optionalText(128, 'Sensor user id'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `These fields cannot be changed here: ${issue.keys.join(', ')}` : undefined,
  },
)
export type UpdateMeInput = z.infer<typeof UpdateMeInputSchema>
