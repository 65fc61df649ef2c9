import { z } from 'zod'
import { apiMessages as m } from './messages.ts'

export const FriendRequestStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'REJECTED'])
export type FriendRequestStatus = z.infer<typeof FriendRequestStatusSchema>

export const FriendUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
})

/** A friend request seen by one of its two people: `user` is the other one. */
export const FriendRequestSchema = z.object({
  id: z.number().int(),
  direction: z.enum(['sent', 'received']),
  status: FriendRequestStatusSchema,
  user: FriendUserSchema,
  createdAt: z.string(),
})
export type FriendRequest = z.infer<typeof FriendRequestSchema>

/** PATCH /api/users/friends/{id}: the receiver's answer. */
export const AnswerFriendRequestInputSchema = z.object({
  status: z
    .string({ error: m.friendStatusRequired })
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['ACCEPTED', 'REJECTED'], { error: m.friendStatusInvalid })),
})
export type AnswerFriendRequestInput = z.input<typeof AnswerFriendRequestInputSchema>
