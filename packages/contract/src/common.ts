import { z } from 'zod'
import { apiMessages as m } from './messages.ts'

/**
 * Every failed call answers with this body: `error` is the English sentence; `key` and `params`,
 * when present, name it in the `apiMessages` catalogue so a client can show it in its reader's
 * language.
 */
export const ErrorSchema = z.object({
  error: z.string(),
  key: z.string().optional().describe('Key of the sentence in the contract catalogue apiMessages'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('Values of the placeholders of that sentence'),
})
export type ErrorBody = z.infer<typeof ErrorSchema>

/** A positive integer id taken from a path segment. */
export const IdSchema = z.coerce.number({ error: m.mustBeNumber }).int().positive().max(2_147_483_647)

export const MessageSchema = z.object({ message: z.string() })
