import {
  ErrorSchema,
  SCIM_GROUP_SCHEMA,
  SCIM_MAX_GROUP_MEMBERS,
  SCIM_MAX_OPERATIONS,
  SCIM_MAX_RESULTS,
  SCIM_USER_SCHEMA,
  ScimAttributesQuerySchema,
  ScimDocumentSchema,
  ScimErrorSchema,
  ScimGroupAnswerSchema,
  ScimGroupInputSchema,
  ScimGroupListQuerySchema,
  ScimGroupListSchema,
  ScimListQuerySchema,
  ScimPatchSchema,
  ScimSetupSchema,
  ScimTokenCreatedSchema,
  ScimUserInputSchema,
  ScimUserListSchema,
  ScimUserSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/session.ts'
import { SCIM_MEDIA_TYPE, ScimProblem, scimErrors } from './scim-errors.ts'
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from './scim-groups.service.ts'
import { createScimToken, revokeScimToken, scimBaseUrl, scimSetup, scimTokenValid } from './scim-token.service.ts'
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  patchUser,
  replaceUser,
  type ProvisioningContext,
} from './scim-users.service.ts'

const adminErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }
/** A directory's request is a user or a handful of operations: ten thousand operations are not one. */
const SCIM_BODY_LIMIT = 64 * 1024
/** A group's request may name its every member: a thousand of them, with their names and addresses. */
const SCIM_GROUP_BODY_LIMIT = 256 * 1024
const security = [{ scimToken: [] }]
const UserParamsSchema = z.object({ id: z.string().max(20).describe("The member's id") })
const GroupParamsSchema = z.object({ id: z.string().max(100).describe("The group's id") })

export const provisioningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appOrigin } = app.config

  app.get(
    '/admin/scim',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getScimSetup',
        tags: ['admin'],
        summary: "Admin: the SCIM base URL to give the company's directory, and when its token was made and last used",
        response: { 200: ScimSetupSchema, ...adminErrors },
      },
    },
    async () => scimSetup(app.db, appOrigin),
  )

  app.post(
    '/admin/scim/token',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'createScimToken',
        tags: ['admin'],
        summary: "Admin: makes the directory's bearer token, shown this once; the token before it stops working",
        response: { 201: ScimTokenCreatedSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createScimToken(app.db, currentUser(request).id, appOrigin)),
  )

  app.delete(
    '/admin/scim/token',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'revokeScimToken',
        tags: ['admin'],
        summary: "Admin: revokes the directory's token; provisioning stops until a new one is made",
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await revokeScimToken(app.db, currentUser(request).id)
      return reply.code(204).send(null)
    },
  )

  await app.register(scimRoutes, { prefix: '/scim/v2' })
}

/**
 * The SCIM 2.0 service (RFC 7644) the directory calls, in a scope of its own: the bearer token
 * instead of a session, `application/scim+json` read and answered, errors in SCIM's form.
 */
const scimRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: ProvisioningContext = { db: app.db, scores: app.scores, appOrigin: app.config.appOrigin }
  const baseUrl = scimBaseUrl(app.config.appOrigin)
  const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, ScimErrorSchema]))

  scimErrors(app)
  app.addContentTypeParser(
    SCIM_MEDIA_TYPE,
    { parseAs: 'string', bodyLimit: SCIM_BODY_LIMIT },
    app.getDefaultJsonParser('error', 'error'),
  )
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization
    const token = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : ''
    if (!token || token.length > 200 || !(await scimTokenValid(app.db, token)))
      throw new ScimProblem('UNAUTHORIZED', 'scimTokenInvalid')
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.type(SCIM_MEDIA_TYPE)
    return payload
  })

  const scim = (operationId: string, summary: string) => ({
    operationId,
    tags: ['scim'],
    summary,
    security,
  })

  app.get(
    '/ServiceProviderConfig',
    {
      schema: {
        ...scim('getScimServiceProviderConfig', 'What this SCIM service supports'),
        response: { 200: ScimDocumentSchema },
      },
    },
    async () => ({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      documentationUri: 'https://github.com/stepup/stepup#single-sign-on',
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [
        {
          type: 'oauthbearertoken',
          name: 'OAuth Bearer Token',
          description: 'The token an admin makes under Admin, sent as Authorization: Bearer',
          primary: true,
        },
      ],
      meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
    }),
  )

  app.get(
    '/ResourceTypes',
    {
      schema: {
        ...scim('getScimResourceTypes', 'The resources this service provisions: users and groups (teams)'),
        response: { 200: ScimDocumentSchema },
      },
    },
    async () => ({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 2,
      Resources: [
        {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
          id: 'User',
          name: 'User',
          endpoint: '/Users',
          schema: SCIM_USER_SCHEMA,
          meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
        },
        {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
          id: 'Group',
          name: 'Group',
          description: 'A team',
          endpoint: '/Groups',
          schema: SCIM_GROUP_SCHEMA,
          meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
        },
      ],
    }),
  )

  app.get(
    '/Schemas',
    {
      schema: {
        ...scim('getScimSchemas', 'The attributes of a user and of a group this service keeps'),
        response: { 200: ScimDocumentSchema },
      },
    },
    async () => ({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 2,
      Resources: [
        {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
          id: SCIM_USER_SCHEMA,
          name: 'User',
          attributes: [
            ...['userName', 'externalId', 'name', 'displayName', 'emails', 'active'].map((name) => ({
              name,
              type: name === 'active' ? 'boolean' : name === 'name' || name === 'emails' ? 'complex' : 'string',
              multiValued: name === 'emails',
              required: name === 'userName',
              mutability: 'readWrite',
              returned: 'default',
              uniqueness: name === 'userName' ? 'server' : 'none',
            })),
            {
              name: 'groups',
              type: 'complex',
              multiValued: true,
              required: false,
              mutability: 'readOnly',
              returned: 'default',
              uniqueness: 'none',
            },
          ],
          meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${SCIM_USER_SCHEMA}` },
        },
        {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
          id: SCIM_GROUP_SCHEMA,
          name: 'Group',
          description: 'A team: its name, and its members by their user ids',
          attributes: [
            {
              name: 'displayName',
              type: 'string',
              multiValued: false,
              required: true,
              caseExact: false,
              mutability: 'readWrite',
              returned: 'default',
              uniqueness: 'server',
            },
            {
              name: 'externalId',
              type: 'string',
              multiValued: false,
              required: false,
              caseExact: true,
              mutability: 'readWrite',
              returned: 'default',
              uniqueness: 'none',
            },
            {
              name: 'members',
              type: 'complex',
              multiValued: true,
              required: false,
              mutability: 'readWrite',
              returned: 'default',
              uniqueness: 'none',
              subAttributes: [
                { name: 'value', type: 'string', mutability: 'immutable', returned: 'default' },
                { name: 'display', type: 'string', mutability: 'readOnly', returned: 'default' },
                { name: '$ref', type: 'reference', referenceTypes: ['User'], mutability: 'immutable' },
              ],
            },
          ],
          meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${SCIM_GROUP_SCHEMA}` },
        },
      ],
    }),
  )

  app.get(
    '/Users',
    {
      schema: {
        ...scim('listScimUsers', 'The members, or those a filter names (userName, externalId, emails.value, id; eq)'),
        querystring: ScimListQuerySchema,
        response: { 200: ScimUserListSchema, ...errors(400) },
      },
    },
    async (request) => listUsers(ctx, request.query),
  )

  app.post(
    '/Users',
    {
      bodyLimit: SCIM_BODY_LIMIT,
      schema: {
        ...scim('createScimUser', 'Makes a member with no password, the email proven by the directory'),
        body: ScimUserInputSchema,
        response: { 201: ScimUserSchema, ...errors(409) },
      },
    },
    async (request, reply) => {
      const user = await createUser(ctx, request.body)
      return reply.code(201).header('location', user.meta.location).send(user)
    },
  )

  app.get(
    '/Users/:id',
    {
      schema: {
        ...scim('getScimUser', 'One member, unless the directory deleted them'),
        params: UserParamsSchema,
        response: { 200: ScimUserSchema, ...errors(404) },
      },
    },
    async (request) => getUser(ctx, request.params.id),
  )

  app.put(
    '/Users/:id',
    {
      bodyLimit: SCIM_BODY_LIMIT,
      schema: {
        ...scim('replaceScimUser', 'Replaces what StepUp keeps of a member; active false deactivates them'),
        params: UserParamsSchema,
        body: ScimUserInputSchema,
        response: { 200: ScimUserSchema, ...errors(404, 409) },
      },
    },
    async (request) => replaceUser(ctx, request.params.id, request.body),
  )

  app.patch(
    '/Users/:id',
    {
      bodyLimit: SCIM_BODY_LIMIT,
      schema: {
        ...scim(
          'patchScimUser',
          `Changes a member by up to ${SCIM_MAX_OPERATIONS} operations (PatchOp); active false deactivates them`,
        ),
        params: UserParamsSchema,
        body: ScimPatchSchema,
        response: { 200: ScimUserSchema, ...errors(404, 409) },
      },
    },
    async (request) => patchUser(ctx, request.params.id, request.body),
  )

  app.delete(
    '/Users/:id',
    {
      schema: {
        ...scim('deleteScimUser', 'Deactivates a member (never erases them); the directory sees them no more'),
        params: UserParamsSchema,
        response: { 204: z.null(), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteUser(ctx, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/Groups',
    {
      schema: {
        ...scim('listScimGroups', 'The groups (teams), or those a filter names (displayName, externalId, id; eq)'),
        querystring: ScimGroupListQuerySchema,
        response: { 200: ScimGroupListSchema, ...errors(400) },
      },
    },
    async (request) => listGroups(ctx, request.query),
  )

  app.post(
    '/Groups',
    {
      bodyLimit: SCIM_GROUP_BODY_LIMIT,
      schema: {
        ...scim(
          'createScimGroup',
          `Links the team of this name, or makes it with its first member; members (up to ${SCIM_MAX_GROUP_MEMBERS}) join it`,
        ),
        body: ScimGroupInputSchema,
        response: { 201: ScimGroupAnswerSchema, ...errors(409) },
      },
    },
    async (request, reply) => {
      const group = await createGroup(ctx, request.body)
      return reply.code(201).header('location', group.meta?.location).send(group)
    },
  )

  app.get(
    '/Groups/:id',
    {
      schema: {
        ...scim('getScimGroup', 'One group: its team and its members'),
        params: GroupParamsSchema,
        querystring: ScimAttributesQuerySchema,
        response: { 200: ScimGroupAnswerSchema, ...errors(404) },
      },
    },
    async (request) => getGroup(ctx, request.params.id, request.query),
  )

  app.put(
    '/Groups/:id',
    {
      bodyLimit: SCIM_GROUP_BODY_LIMIT,
      schema: {
        ...scim('replaceScimGroup', "Renames the team and, when members are given, makes them the team's members"),
        params: GroupParamsSchema,
        body: ScimGroupInputSchema,
        response: { 200: ScimGroupAnswerSchema, ...errors(404, 409) },
      },
    },
    async (request) => replaceGroup(ctx, request.params.id, request.body),
  )

  app.patch(
    '/Groups/:id',
    {
      bodyLimit: SCIM_GROUP_BODY_LIMIT,
      schema: {
        ...scim(
          'patchScimGroup',
          `Renames the team or adds and removes its members, by up to ${SCIM_MAX_OPERATIONS} operations (PatchOp)`,
        ),
        params: GroupParamsSchema,
        body: ScimPatchSchema,
        response: { 200: ScimGroupAnswerSchema, ...errors(404, 409) },
      },
    },
    async (request) => patchGroup(ctx, request.params.id, request.body),
  )

  app.delete(
    '/Groups/:id',
    {
      schema: {
        ...scim('deleteScimGroup', 'Unlinks the group; the team stays with its members, points and history'),
        params: GroupParamsSchema,
        response: { 204: z.null(), ...errors(404) },
      },
    },
    async (request, reply) => {
      await deleteGroup(ctx, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
