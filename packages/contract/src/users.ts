import { z } from 'zod'
import { apiMessages as m, formatApiMessage } from './messages.ts'

export const USERS_PAGE_SIZE = 10
export const USERS_PAGE_SIZE_MAX = 50

export const FriendshipStateSchema = z.enum(['none', 'friends', 'sent', 'received'])
export type FriendshipState = z.infer<typeof FriendshipStateSchema>

/** GET /api/users: find members by name, a page at a time. */
export const UserSearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(80, formatApiMessage('searchTooLong', { max: 80 }))
    .optional()
    .default(''),
  page: z.coerce.number({ error: m.pageNotNumber }).int().min(1, m.pageTooLow).default(1),
  pageSize: z.coerce
    .number({ error: m.pageSizeNotNumber })
    .int()
    .min(1, m.pageSizeTooLow)
    .max(USERS_PAGE_SIZE_MAX, formatApiMessage('pageSizeTooHigh', { max: USERS_PAGE_SIZE_MAX }))
    .default(USERS_PAGE_SIZE),
})
export type UserSearchQuery = z.infer<typeof UserSearchQuerySchema>

export const UserSearchRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  teamId: z.number().int().nullable(),
  friendship: FriendshipStateSchema,
})
export type UserSearchRow = z.infer<typeof UserSearchRowSchema>

export const UserSearchResultSchema = z.object({
  users: z.array(UserSearchRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>

export const MemberStandingSchema = z.object({
  steps: z.number(),
  bonus: z.number(),
  total: z.number(),
  rank: z.number().int().nullable(),
})

/**
 * GET /api/me/friends/{userId}: another member's profile. `email` and `phoneNumber` are present
 * only for the member themself, their friends, their teammates and admins.
 */
export const ProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  teamId: z.number().int().nullable(),
  email: z.string().optional(),
  phoneNumber: z.string().nullable().optional(),
  isFriend: z.boolean(),
  friendship: FriendshipStateSchema,
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  scores: MemberStandingSchema,
})
export type Profile = z.infer<typeof ProfileSchema>

/**
 * Who sees a member's achievements and level on their profile and share cards, besides
 * themself: every signed-in member (the default), their friends only, or nobody
 * (docs/decisions/136).
 */
export const achievementsVisibilities = ['everyone', 'friends', 'nobody'] as const
export const AchievementsVisibilitySchema = z.enum(achievementsVisibilities, {
  error: m.achievementsVisibilityInvalid,
})
export type AchievementsVisibility = z.infer<typeof AchievementsVisibilitySchema>

/** The first-run card's steps, in the order it asks them: bring steps in, join a team, join a competition. */
export const firstRunSteps = ['steps', 'team', 'competition'] as const
export const FirstRunStepSchema = z.enum(firstRunSteps, { error: m.firstRunStepInvalid })
export type FirstRunStep = z.infer<typeof FirstRunStepSchema>

/** PUT /api/me/first-run: a step finished or skipped (`done: true`), or asked again (`done: false`). */
export const FirstRunInputSchema = z.object({
  step: FirstRunStepSchema,
  done: z.boolean({ error: m.firstRunDoneInvalid }),
})
export type FirstRunInput = z.infer<typeof FirstRunInputSchema>

/** GET and PUT /api/me/first-run: where the member is on the first-run card. */
export const FirstRunSchema = z.object({
  done: z
    .array(FirstRunStepSchema)
    .describe(
      'The steps finished or skipped, or already true of the member (they have steps, a team, a competition), in card order',
    ),
})
export type FirstRun = z.infer<typeof FirstRunSchema>
