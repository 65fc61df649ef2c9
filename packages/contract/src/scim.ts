import { z } from 'zod'
import { formatApiMessage } from './messages.ts'

/**
 * SCIM 2.0 provisioning (RFC 7643/7644): the community's directory creates, updates, deactivates
 * and deletes members with one bearer token, which an admin makes and sees once.
 */

export const ScimSetupSchema = z.object({
  baseUrl: z.string().describe("The SCIM base URL to give the directory: the app's address and /api/scim/v2"),
  token: z
    .object({ createdAt: z.string(), lastUsedAt: z.string().nullable() })
    .nullable()
    .describe('The token in use, never its value; null when there is none'),
})
export type ScimSetup = z.infer<typeof ScimSetupSchema>

export const ScimTokenCreatedSchema = z.object({
  token: z.string().describe('The bearer token, shown this once: StepUp keeps only its hash'),
  baseUrl: z.string(),
})
export type ScimTokenCreated = z.infer<typeof ScimTokenCreatedSchema>

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error'

/** Every failure of a SCIM call, as RFC 7644 §3.12 writes it. */
export const ScimErrorSchema = z.object({
  schemas: z.array(z.string()),
  status: z.string().describe('The HTTP status, as a string'),
  detail: z.string().optional(),
  scimType: z.string().optional().describe('invalidFilter, uniqueness, invalidValue, invalidSyntax, mutability…'),
})
export type ScimError = z.infer<typeof ScimErrorSchema>

export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User'
export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse'
/** The most users one page of `GET /Users` answers, as ServiceProviderConfig says. */
export const SCIM_MAX_RESULTS = 200
/** The most operations one PATCH may carry: a directory sends a handful. */
export const SCIM_MAX_OPERATIONS = 100

const text = (max: number) => z.string().max(max)
/** Microsoft Entra writes booleans as the strings "True" and "False". */
const ScimBooleanSchema = z.union([z.boolean(), z.enum(['True', 'False', 'true', 'false'])])

/**
 * A user as Okta and Microsoft Entra send it (POST and PUT). Attributes StepUp does not keep
 * (title, addresses, phone numbers, the enterprise extension…) pass and are ignored; a password
 * is ignored, as members made by the directory sign in at its provider.
 */
export const ScimUserInputSchema = z.looseObject({
  schemas: z.array(text(200)).max(10).optional(),
  userName: text(254).optional(),
  externalId: text(500).nullable().optional(),
  displayName: text(500).nullable().optional(),
  name: z
    .looseObject({
      formatted: text(500).nullable().optional(),
      givenName: text(500).nullable().optional(),
      familyName: text(500).nullable().optional(),
    })
    .nullable()
    .optional(),
  emails: z
    .array(
      z.looseObject({
        value: text(254),
        type: text(50).nullable().optional(),
        primary: ScimBooleanSchema.nullable().optional(),
      }),
    )
    .max(20)
    .nullable()
    .optional(),
  active: ScimBooleanSchema.nullable().optional(),
})
export type ScimUserInput = z.infer<typeof ScimUserInputSchema>

export const ScimPatchSchema = z.looseObject({
  schemas: z.array(text(200)).max(10).optional(),
  Operations: z
    .array(
      z.looseObject({
        op: text(20),
        path: text(500).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(SCIM_MAX_OPERATIONS, formatApiMessage('scimTooManyOperations', { max: SCIM_MAX_OPERATIONS })),
})
export type ScimPatch = z.infer<typeof ScimPatchSchema>

export const ScimUserSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string().describe("The member's id"),
  externalId: z.string().nullable().describe("The directory's own id for the user"),
  userName: z.string().describe("The member's email"),
  name: z.object({ formatted: z.string(), givenName: z.string(), familyName: z.string() }),
  displayName: z.string().describe("The member's name in StepUp"),
  emails: z.array(z.object({ value: z.string(), primary: z.boolean(), type: z.string() })),
  active: z.boolean().describe('False while the member is deactivated'),
  meta: z.object({ resourceType: z.string(), created: z.string(), lastModified: z.string(), location: z.string() }),
})
export type ScimUser = z.infer<typeof ScimUserSchema>

export const ScimListQuerySchema = z.object({
  filter: z.string().optional().describe('userName, externalId, emails.value or id, with eq'),
  startIndex: z.coerce.number().int().optional().describe('1-based'),
  count: z.coerce.number().int().optional().describe(`At most ${SCIM_MAX_RESULTS}; 100 unless told`),
})

export const ScimUserListSchema = z.object({
  schemas: z.array(z.string()),
  totalResults: z.number().int(),
  startIndex: z.number().int(),
  itemsPerPage: z.number().int(),
  Resources: z.array(ScimUserSchema),
})

/** ServiceProviderConfig, ResourceTypes and Schemas: documents read by the directory as they are. */
export const ScimDocumentSchema = z.looseObject({ schemas: z.array(z.string()) })
