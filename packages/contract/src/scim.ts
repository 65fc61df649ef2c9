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

/**
 * A group the member's team is linked to, read-only (RFC 7643 §4.1.2): at most one, as a member is
 * on one team. It also has SCIM's `$ref`, its address, which the API document cannot name as a
 * property (`$ref` is a reference there), so the schema lets it through unnamed.
 */
export const ScimUserGroupSchema = z.looseObject({ value: z.string(), display: z.string() })

export const ScimUserSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string().describe("The member's id"),
  externalId: z.string().nullable().describe("The directory's own id for the user"),
  userName: z.string().describe("The member's email"),
  name: z.object({ formatted: z.string(), givenName: z.string(), familyName: z.string() }),
  displayName: z.string().describe("The member's name in StepUp"),
  emails: z.array(z.object({ value: z.string(), primary: z.boolean(), type: z.string() })),
  active: z.boolean().describe('False while the member is deactivated'),
  groups: z.array(ScimUserGroupSchema).describe("The directory's group of the member's team, if it has one"),
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

// ---------------------------------------------------------------------------------------------
// Groups: a group is a team (docs/decisions/146)

export const SCIM_GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group'
/**
 * The most members one group request names: the largest team an admin may allow (1,000), so a
 * directory's whole group fits in one PUT, and nothing larger is read.
 */
export const SCIM_MAX_GROUP_MEMBERS = 1000

/** A member as the directory names it; its `$ref` (Entra sends null) passes unread. */
const ScimMemberInputSchema = z.looseObject({
  value: text(100),
  display: text(500).nullable().optional(),
  type: text(50).nullable().optional(),
})

/**
 * A group as Okta and Microsoft Entra send it (POST and PUT): its name, the directory's id for it
 * and its members by their SCIM user ids. Other attributes pass and are ignored.
 */
export const ScimGroupInputSchema = z.looseObject({
  schemas: z.array(text(200)).max(10).optional(),
  id: text(100).optional(),
  externalId: text(500).nullable().optional(),
  displayName: text(500),
  members: z
    .array(ScimMemberInputSchema)
    .max(SCIM_MAX_GROUP_MEMBERS, formatApiMessage('scimGroupTooManyMembers', { max: SCIM_MAX_GROUP_MEMBERS }))
    .nullable()
    .optional(),
})
export type ScimGroupInput = z.infer<typeof ScimGroupInputSchema>

/** A member of a group, with SCIM's `$ref` (the user's address) let through unnamed, as above. */
export const ScimGroupMemberSchema = z.looseObject({
  value: z.string().describe("The member's SCIM user id"),
  display: z.string().describe("The member's name"),
})

export const ScimGroupSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string().describe("The group's id, StepUp's own"),
  externalId: z.string().nullable().describe("The directory's own id for the group"),
  displayName: z.string().describe("The team's name"),
  members: z.array(ScimGroupMemberSchema).describe("The team's members; none while the group has no team"),
  meta: z.object({ resourceType: z.string(), created: z.string(), lastModified: z.string(), location: z.string() }),
})
export type ScimGroup = z.infer<typeof ScimGroupSchema>

/**
 * A group as answered: `attributes` and `excludedAttributes` (RFC 7644 §3.9) may leave out any
 * attribute but its id and schemas. Entra asks without members.
 */
export const ScimGroupAnswerSchema = ScimGroupSchema.partial().required({ schemas: true, id: true })
export type ScimGroupAnswer = z.infer<typeof ScimGroupAnswerSchema>

const attributeList = z.string().max(1000).optional().describe('Attribute names, comma-separated (RFC 7644 §3.9)')

/** Which attributes of a group to answer with. */
export const ScimAttributesQuerySchema = z.object({
  attributes: attributeList,
  excludedAttributes: attributeList,
})
export type ScimAttributesQuery = z.infer<typeof ScimAttributesQuerySchema>

export const ScimGroupListQuerySchema = z.object({
  filter: z.string().optional().describe('displayName, externalId or id, with eq'),
  startIndex: z.coerce.number().int().optional().describe('1-based'),
  count: z.coerce.number().int().optional().describe(`At most ${SCIM_MAX_RESULTS}; 100 unless told`),
  ...ScimAttributesQuerySchema.shape,
})
export type ScimGroupListQuery = z.infer<typeof ScimGroupListQuerySchema>

export const ScimGroupListSchema = z.object({
  schemas: z.array(z.string()),
  totalResults: z.number().int(),
  startIndex: z.number().int(),
  itemsPerPage: z.number().int(),
  Resources: z.array(ScimGroupAnswerSchema),
})
