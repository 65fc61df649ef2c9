import { z } from 'zod'

/** Every failed call answers with this body. */
export const ErrorSchema = z.object({ error: z.string() })
export type ErrorBody = z.infer<typeof ErrorSchema>

/** A positive integer id taken from a path segment. */
export const IdSchema = z.coerce.number({ error: 'must be a number' }).int().positive().max(2_147_483_647)

export const MessageSchema = z.object({ message: z.string() })
