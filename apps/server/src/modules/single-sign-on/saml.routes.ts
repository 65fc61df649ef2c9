import {
  ErrorSchema,
  SamlAcsBodySchema,
  SamlFinishQuerySchema,
  SamlSettingsInputSchema,
  SamlSettingsSchema,
  SamlSetupSchema,
  SsoEnabledInputSchema,
  SsoStartQuerySchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/session.ts'
import { SESSION_COOKIE } from '../auth/index.ts'
import { safeReturnTo } from './member-sign-in.ts'
import { SAML_ACS_PATH, serviceProviderMetadata } from './saml-client.ts'
import { deleteSamlSettings, samlSetup, saveSamlSettings, setSamlEnabled } from './saml-settings.service.ts'
import { finishSamlSignIn, receiveSamlResponse, startSamlSignIn } from './saml-sign-in.service.ts'
import {
  clearStateCookie,
  signedIn,
  signInFailed,
  stateCookieOf,
  toProvider,
  SAML_ADMIN_PAGE,
} from './sign-in-replies.ts'

const adminErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }
const redirect = { 302: z.null().describe('To the provider, or back to a page of the app') }
/** A provider's posted answer: a signed assertion with a directory's groups fits many times over. */
const ACS_BODY_LIMIT = 512 * 1024

export const samlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perIp } = app.authRateLimits
  const { appOrigin } = app.config
  const secure = appOrigin.startsWith('https:')

  app.get(
    '/auth/sso/saml',
    {
      onRequest: perIp,
      schema: {
        operationId: 'startSamlSignIn',
        tags: ['auth'],
        summary: "Sends the browser to the community's SAML identity provider; back at `returnTo`, a path of the app",
        querystring: SsoStartQuerySchema,
        response: { ...redirect, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const started = await startSamlSignIn(app.db, appOrigin, { returnTo: safeReturnTo(request.query.returnTo) })
        return toProvider(reply, started, secure)
      } catch (error) {
        return signInFailed(request, reply, error, '/login')
      }
    },
  )

  // The provider's page posts its answer as a form (the HTTP-POST binding): that route alone reads forms.
  await app.register(async (acs: typeof app) => {
    acs.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )

    acs.post(
      SAML_ACS_PATH.slice('/api'.length),
      {
        onRequest: perIp,
        schema: {
          operationId: 'receiveSamlResponse',
          tags: ['auth'],
          summary:
            "The assertion consumer service: checks the provider's signed answer and sends the browser on to finish signing in",
          consumes: ['application/x-www-form-urlencoded'],
          body: SamlAcsBodySchema,
          response: {
            303: z.null().describe('On to finish signing in, in this browser'),
            ...redirect,
            400: ErrorSchema,
          },
        },
      },
      async (request, reply) => {
        try {
          const { state } = await receiveSamlResponse(app.db, appOrigin, {
            samlResponse: request.body.SAMLResponse,
            relayState: request.body.RelayState,
          })
          return reply.redirect(`/api/auth/sso/saml/finish?state=${encodeURIComponent(state)}`, 303)
        } catch (error) {
          return signInFailed(request, reply, error)
        }
      },
    )
  })

  app.get(
    '/auth/sso/saml/finish',
    {
      onRequest: perIp,
      schema: {
        operationId: 'finishSamlSignIn',
        tags: ['auth'],
        summary:
          'Signs in whom the checked answer named, if this browser started the sign-in; or records an admin test',
        querystring: SamlFinishQuerySchema,
        response: { ...redirect, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const browserState = stateCookieOf(request)
      clearStateCookie(reply, secure)
      try {
        const outcome = await finishSamlSignIn(app.db, {
          state: request.query.state,
          browserState,
          previousToken: request.cookies[SESSION_COOKIE],
        })
        return signedIn(reply, outcome)
      } catch (error) {
        return signInFailed(request, reply, error)
      }
    },
  )

  app.get(
    '/auth/sso/saml/metadata',
    {
      schema: {
        operationId: 'getSamlMetadata',
        tags: ['auth'],
        summary:
          "StepUp's SAML service provider metadata: its entity id and assertion consumer service, for the provider",
        produces: ['application/samlmetadata+xml'],
        response: { 200: z.string().describe('SAML 2.0 metadata (an EntityDescriptor)') },
      },
    },
    async (_request, reply) =>
      reply.type('application/samlmetadata+xml; charset=utf-8').send(serviceProviderMetadata(appOrigin)),
  )

  app.get(
    '/admin/sso/saml',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getSamlSetup',
        tags: ['admin'],
        summary: "Admin: the SAML identity provider's settings and what to give the provider (entity id, reply URL)",
        response: { 200: SamlSetupSchema, ...adminErrors },
      },
    },
    async () => samlSetup(app.db, appOrigin),
  )

  app.put(
    '/admin/sso/saml',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'saveSamlSettings',
        tags: ['admin'],
        summary:
          "Admin: saves the provider, read from its metadata's address or file; a new provider is off until tested",
        body: SamlSettingsInputSchema,
        response: { 200: SamlSettingsSchema, ...adminErrors, 409: ErrorSchema },
      },
    },
    async (request) => saveSamlSettings(app.db, currentUser(request).id, request.body),
  )

  app.put(
    '/admin/sso/saml/enabled',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'setSamlEnabled',
        tags: ['admin'],
        summary: 'Admin: turns sign-in with the SAML provider on (after a successful test) or off',
        body: SsoEnabledInputSchema,
        response: { 200: SamlSettingsSchema, ...adminErrors, 409: ErrorSchema },
      },
    },
    async (request) => setSamlEnabled(app.db, currentUser(request).id, request.body.enabled),
  )

  app.delete(
    '/admin/sso/saml',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'deleteSamlSettings',
        tags: ['admin'],
        summary: "Admin: removes the SAML provider's settings; the members it signed in keep their accounts",
        response: { 204: z.null(), ...adminErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteSamlSettings(app.db, currentUser(request).id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/sso/saml/test',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'testSamlSignIn',
        tags: ['admin'],
        summary: 'Admin: signs in at the SAML provider to check it; records whom it named, signs nobody in',
        response: { ...redirect, ...adminErrors },
      },
    },
    async (request, reply) => {
      try {
        const started = await startSamlSignIn(app.db, appOrigin, {
          returnTo: SAML_ADMIN_PAGE,
          testBy: currentUser(request).id,
        })
        return toProvider(reply, started, secure)
      } catch (error) {
        return signInFailed(request, reply, error, SAML_ADMIN_PAGE)
      }
    },
  )
}
