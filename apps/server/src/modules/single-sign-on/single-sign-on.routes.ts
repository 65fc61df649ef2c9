import {
  ErrorSchema,
  OidcSettingsInputSchema,
  OidcSettingsSchema,
  OidcSetupSchema,
  ProviderLogoutSchema,
  SsoCallbackQuerySchema,
  SsoEnabledInputSchema,
  SsoStartQuerySchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/session.ts'
import { SESSION_COOKIE, sessionProvider } from '../auth/index.ts'
import { safeReturnTo } from './member-sign-in.ts'
import { providerConfiguration, providerLogoutUrl } from './oidc-client.ts'
import {
  deleteOidcSettings,
  enabledProvider,
  oidcSetup,
  saveOidcSettings,
  setOidcEnabled,
} from './oidc-settings.service.ts'
import { finishOidcSignIn, startOidcSignIn } from './oidc-sign-in.service.ts'
import { samlRoutes } from './saml.routes.ts'
import { ADMIN_PAGE, clearStateCookie, signedIn, signInFailed, stateCookieOf, toProvider } from './sign-in-replies.ts'

const adminErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }
const redirect = { 302: z.null().describe('To the provider, or back to a page of the app') }

export const singleSignOnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perIp } = app.authRateLimits
  const { appOrigin } = app.config
  const secure = appOrigin.startsWith('https:')

  await app.register(samlRoutes)

  app.get(
    '/auth/sso/oidc',
    {
      onRequest: perIp,
      schema: {
        operationId: 'startOidcSignIn',
        tags: ['auth'],
        summary: "Sends the browser to the community's sign-in provider; back at `returnTo`, a path of the app",
        querystring: SsoStartQuerySchema,
        response: { ...redirect, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const started = await startOidcSignIn(app.db, appOrigin, { returnTo: safeReturnTo(request.query.returnTo) })
        return toProvider(reply, started, secure)
      } catch (error) {
        return signInFailed(request, reply, error, '/login')
      }
    },
  )

  app.get(
    '/auth/sso/oidc/callback',
    {
      onRequest: perIp,
      schema: {
        operationId: 'finishOidcSignIn',
        tags: ['auth'],
        summary: 'Where the provider sends the browser back: signs the member in, or records an admin test',
        querystring: SsoCallbackQuerySchema,
        response: { ...redirect, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const browserState = stateCookieOf(request)
      clearStateCookie(reply, secure)
      try {
        const outcome = await finishOidcSignIn(app.db, {
          callbackUrl: new URL(request.url, appOrigin),
          state: request.query.state,
          browserState,
          previousToken: request.cookies[SESSION_COOKIE],
          providerError: request.query.error,
        })
        return signedIn(reply, outcome)
      } catch (error) {
        return signInFailed(request, reply, error)
      }
    },
  )

  app.get(
    '/auth/sso/logout',
    {
      schema: {
        operationId: 'getProviderLogout',
        tags: ['auth'],
        summary: "The provider's logout page, for a session that began there; null otherwise",
        response: { 200: ProviderLogoutSchema },
      },
    },
    async (request) => {
      const session = request.sessionIdHash
      // A SAML provider's logout needs a request signed by StepUp, which holds no key: not offered.
      if (!session || (await sessionProvider(app.db, session)) !== 'oidc') return { url: null, label: null }
      const provider = await enabledProvider(app.db)
      if (!provider) return { url: null, label: null }
      try {
        const url = providerLogoutUrl(await providerConfiguration(provider), `${appOrigin}/login`)
        return { url, label: url ? provider.label : null }
      } catch {
        return { url: null, label: null }
      }
    },
  )

  app.get(
    '/admin/sso/oidc',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getOidcSetup',
        tags: ['admin'],
        summary: "Admin: the OpenID Connect provider's settings (never its secret) and the redirect URL to register",
        response: { 200: OidcSetupSchema, ...adminErrors },
      },
    },
    async () => oidcSetup(app.db, appOrigin),
  )

  app.put(
    '/admin/sso/oidc',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'saveOidcSettings',
        tags: ['admin'],
        summary: 'Admin: saves the provider, found by discovery; a new connection is off until tested',
        body: OidcSettingsInputSchema,
        response: { 200: OidcSettingsSchema, ...adminErrors, 409: ErrorSchema },
      },
    },
    async (request) => saveOidcSettings(app.db, currentUser(request).id, request.body),
  )

  app.put(
    '/admin/sso/oidc/enabled',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'setOidcEnabled',
        tags: ['admin'],
        summary: 'Admin: turns sign-in with the provider on (after a successful test) or off',
        body: SsoEnabledInputSchema,
        response: { 200: OidcSettingsSchema, ...adminErrors, 409: ErrorSchema },
      },
    },
    async (request) => setOidcEnabled(app.db, currentUser(request).id, request.body.enabled),
  )

  app.delete(
    '/admin/sso/oidc',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'deleteOidcSettings',
        tags: ['admin'],
        summary: "Admin: removes the provider's settings; the members it signed in keep their accounts",
        response: { 204: z.null(), ...adminErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteOidcSettings(app.db, currentUser(request).id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/sso/oidc/test',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'testOidcSignIn',
        tags: ['admin'],
        summary: 'Admin: signs in at the provider to check the settings; records who it said, signs nobody in',
        response: { ...redirect, ...adminErrors },
      },
    },
    async (request, reply) => {
      try {
        const started = await startOidcSignIn(app.db, appOrigin, {
          returnTo: ADMIN_PAGE,
          testBy: currentUser(request).id,
        })
        return toProvider(reply, started, secure)
      } catch (error) {
        return signInFailed(request, reply, error, ADMIN_PAGE)
      }
    },
  )
}
