import crypto from 'node:crypto'
import cookie from '@fastify/cookie'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { lastBackupReader } from './backup/index.ts'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import { errorHandlerPlugin } from './plugins/error-handler.ts'
import { requestLogPlugin } from './plugins/request-log.ts'
import { metricsPlugin, metricsRoute } from './plugins/metrics.ts'
import { sessionPlugin } from './plugins/session.ts'
import { webAppPlugin } from './plugins/web-app.ts'
import { originCheckPlugin } from './plugins/origin-check.ts'
import { rateLimitPlugin } from './plugins/rate-limit.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { openApiDocsPlugin, openApiPlugin } from './plugins/openapi.ts'
import { compressionPlugin } from './plugins/compression.ts'
import { mailPlugin } from './plugins/mail.ts'
import type { MailQueueOptions } from './lib/mail/queue.ts'
import { adminRoutes } from './modules/admin/index.ts'
import { auditRoutes } from './modules/audit/index.ts'
import { authPlugin, authRoutes, sessionStore } from './modules/auth/index.ts'
import { challengePageRoutes, challengeRoutes } from './modules/challenges/index.ts'
import { competitionsRoutes, type CompetitionsOptions } from './modules/competitions/index.ts'
import { fairPlayRoutes } from './modules/fair-play/index.ts'
import { friendsRoutes } from './modules/friends/index.ts'
import { healthRoutes } from './modules/health/index.ts'
import { importsRoutes } from './modules/imports/index.ts'
import { meRoutes } from './modules/me/index.ts'
import { membersRoutes } from './modules/members/index.ts'
import { myDataRoutes } from './modules/my-data/index.ts'
import { goalsRoutes } from './modules/goals/index.ts'
import {
  achievementsPlugin,
  achievementsRoutes,
  shareCardsPlugin,
  type AchievementsOptions,
} from './modules/achievements/index.ts'
import { notificationsPlugin, notificationsRoutes, type NotificationsOptions } from './modules/notifications/index.ts'
import { pushRoutes } from './modules/push/index.ts'
import { ingestRoutes, Scores, scoresRoutes } from './modules/scores/index.ts'
import { settingsRoutes } from './modules/settings/index.ts'
import { joiningPlugin, joiningRoutes } from './modules/joining/index.ts'
import { provisioningRoutes } from './modules/provisioning/index.ts'
import { singleSignOnRoutes } from './modules/single-sign-on/index.ts'
import { teamsRoutes } from './modules/teams/index.ts'
import { uploadsPlugin, uploadsRoutes } from './modules/uploads/index.ts'
import { usersRoutes } from './modules/users/index.ts'
import { logFormat } from './lib/log-format.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    database: Database
    scores: Scores
  }
}

export interface BuildAppOptions {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** The mail queue's waits; tests shorten them. */
  mail?: Partial<MailQueueOptions>
  /** The notification sender's waits and push agent, and how often it decides; tests set them. */
  notifications?: NotificationsOptions
  /** How often achievements are awarded; tests award them by hand. */
  achievements?: AchievementsOptions
  /** How often final results are frozen; tests freeze them by hand. */
  competitions?: CompetitionsOptions
}

export async function buildApp({
  config,
  database,
  logger,
  mail,
  notifications,
  achievements,
  competitions,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? logFormat(config.logLevel),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID()
    },
    trustProxy: config.trustProxy,
    // One line per request comes from plugins/request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Fastify's default is no limit: a client sending its body a byte at a time would hold its
    // connection for ever, and enough of them every socket the process may open.
    requestTimeout: config.requestTimeoutMs,
    // Node enforces the request timeout it was given when it made the server, not one set later
    // (which is how Fastify sets it). Unfinished requests are checked this often, so that a short
    // timeout does not run on for Node's 30 s.
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, config.requestTimeoutMs),
    },
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  await app.register(metricsPlugin)
  // Backups may be taken by another process: the last one's time is read from the database.
  app.metrics.readLastBackupWith(lastBackupReader(database.db))
  // A start takes the changes syncs left for the totals; a stop lets the run end its statement.
  const scores = new Scores(database.db, app.log, app.metrics)
  app.decorate('scores', scores)
  app.addHook('onReady', async () => scores.backlog.apply())
  app.addHook('onClose', () => scores.close())
  await app.register(mailPlugin, mail ?? {})
  await app.register(notificationsPlugin, notifications ?? {})
  await app.register(achievementsPlugin, achievements ?? {})
  await app.register(shareCardsPlugin)

  // Every answer, health checks and unknown paths included, goes through these alone.
  await app.register(requestLogPlugin)
  await app.register(securityHeadersPlugin)
  await app.register(errorHandlerPlugin)
  await app.register(originCheckPlugin, { sessionCookie: sessionStore.cookie })
  await app.register(openApiPlugin)
  await app.register(metricsRoute)

  // A load balancer calls this several times a second: it skips the cookie, session, upload and
  // compression hooks below, which have nothing to do for it.
  await app.register(healthRoutes, { prefix: '/api' })

  // Everything a member's request may need, encapsulated so that its hooks run only here.
  await app.register(async (members) => {
    await members.register(cookie)
    await members.register(rateLimitPlugin)
    await members.register(sessionPlugin, { store: sessionStore })
    await members.register(authPlugin)
    await members.register(joiningPlugin)
    await members.register(uploadsPlugin)
    await members.register(compressionPlugin)
    await members.register(openApiDocsPlugin)

    await members.register(
      async (api) => {
        await api.register(scoresRoutes)
        await api.register(ingestRoutes)
        await api.register(adminRoutes)
        await api.register(membersRoutes)
        await api.register(fairPlayRoutes)
        await api.register(settingsRoutes)
        await api.register(challengeRoutes)
        await api.register(authRoutes)
        await api.register(joiningRoutes)
        await api.register(singleSignOnRoutes)
        await api.register(provisioningRoutes)
        await api.register(meRoutes)
        await api.register(friendsRoutes)
        await api.register(teamsRoutes)
        await api.register(usersRoutes)
        await api.register(uploadsRoutes)
        await api.register(importsRoutes)
        await api.register(pushRoutes)
        await api.register(competitionsRoutes, competitions ?? {})
        await api.register(goalsRoutes)
        await api.register(auditRoutes)
        await api.register(myDataRoutes)
        await api.register(notificationsRoutes)
        await api.register(achievementsRoutes)
      },
      { prefix: '/api' },
    )
    await members.register(challengePageRoutes)
  })
  // The web app's files are precompressed at build time and need no session.
  await app.register(webAppPlugin)

  return app
}
