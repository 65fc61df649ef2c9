import {
  AnnouncementInputSchema,
  AnnouncementListSchema,
  AnnouncementSchema,
  ErrorSchema,
  IdSchema,
  MemberAnnouncementListSchema,
  NotificationPolicyInputSchema,
  NotificationPolicySchema,
  NotificationSettingsInputSchema,
  NotificationSettingsSchema,
  UnsubscribeInfoSchema,
  UnsubscribeQuerySchema,
  WebPushEndpointSchema,
  WebPushKeySchema,
  WebPushSubscriptionSchema,
} from '@stepup/contract'
import type { Language } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { inTransaction } from '../../db/transaction.ts'
import { languageFromHeader } from '../../lib/mail/compose.ts'
import { notFound } from '../../errors.ts'
import { currentUser, requireAdmin, requireUser } from '../../plugins/session.ts'
import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  memberAnnouncements,
} from './announcements.service.ts'
import { communityDefaults, getPolicyRow, policyView, updatePolicy } from './policy.ts'
import {
  addWebPushSubscription,
  channelsOf,
  getNotificationSettings,
  removeWebPushSubscription,
  setChoice,
  updateNotificationSettings,
} from './preferences.service.ts'
import { recipientsOf } from '../users/index.ts'
import { readUnsubscribeToken } from './unsubscribe.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }

/** A one-click unsubscribe body (`List-Unsubscribe=One-Click`) is a few bytes. */
const UNSUBSCRIBE_BODY_LIMIT = 1024

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.timeZone

  // Mail providers send the one-click unsubscribe as a form (RFC 8058); its only field says so.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  app.get(
    '/me/notifications',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getNotificationSettings',
        tags: ['notifications'],
        summary: 'What the member is told, on which channel, and their quiet hours',
        response: { 200: NotificationSettingsSchema, ...errors },
      },
    },
    async (request) => getNotificationSettings(app.db, currentUser(request).id, zone),
  )

  app.patch(
    '/me/notifications',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'updateNotificationSettings',
        tags: ['notifications'],
        summary: "Changes the member's switches (per kind and channel) and quiet hours",
        body: NotificationSettingsInputSchema,
        response: { 200: NotificationSettingsSchema, ...errors },
      },
    },
    async (request) => updateNotificationSettings(app.db, currentUser(request).id, request.body, zone),
  )

  app.get(
    '/notifications/web-push-key',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getWebPushKey',
        tags: ['notifications'],
        summary: "The server's VAPID public key, for a browser's push subscription",
        response: { 200: WebPushKeySchema, ...errors },
      },
    },
    async () => ({ publicKey: (await getPolicyRow(app.db)).vapidPublicKey }),
  )

  app.post(
    '/me/web-push-subscriptions',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'addWebPushSubscription',
        tags: ['notifications'],
        summary: "Receives notifications on this browser: its PushSubscription's JSON",
        body: WebPushSubscriptionSchema,
        response: { 200: NotificationSettingsSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      await addWebPushSubscription(app.db, userId, request.body)
      return getNotificationSettings(app.db, userId, zone)
    },
  )

  app.delete(
    '/me/web-push-subscriptions',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'removeWebPushSubscription',
        tags: ['notifications'],
        summary: 'Stops notifications on a browser, named by its endpoint',
        querystring: WebPushEndpointSchema,
        response: { 200: NotificationSettingsSchema, 404: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      await removeWebPushSubscription(app.db, userId, request.query.endpoint)
      return getNotificationSettings(app.db, userId, zone)
    },
  )

  app.get(
    '/announcements',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listMyAnnouncements',
        tags: ['notifications'],
        summary: "The admins' announcements on the member's home page, in their language",
        response: { 200: MemberAnnouncementListSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      // A member who never chose a language reads them in the app's, which it sends.
      const language =
        (user.language as Language | null) ?? languageFromHeader(request.headers['accept-language']) ?? 'en'
      return { announcements: await memberAnnouncements(app.db, user.id, language) }
    },
  )

  app.get(
    '/notifications/unsubscribe',
    {
      schema: {
        operationId: 'readUnsubscribeLink',
        tags: ['notifications'],
        summary: "What a mail's unsubscribe link stops; changes nothing",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeInfoSchema, 404: ErrorSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { userId, kind } = await readLink(request.query.token)
      const defaults = communityDefaults(await getPolicyRow(app.db))
      const channels = (await channelsOf(app.db, [userId], defaults)).get(userId)!
      return { kind, subscribed: channels[kind].email }
    },
  )

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribe',
        tags: ['notifications'],
        summary: "Turns off the kind of mail a mail's link names, without a session (RFC 8058 one-click)",
        querystring: UnsubscribeQuerySchema,
        body: z.record(z.string(), z.string()).nullish(),
        response: { 200: UnsubscribeInfoSchema, 404: ErrorSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { userId, kind } = await readLink(request.query.token)
      await inTransaction(app.db, (tx) => setChoice(tx, userId, kind, 'email', false))
      return { kind, subscribed: false }
    },
  )

  /** The member and kind of a link whose member still exists; 404 for any other token. */
  async function readLink(token: string) {
    const link = readUnsubscribeToken((await getPolicyRow(app.db)).unsubscribeSecret, token)
    if (!link) throw notFound('unsubscribeLinkInvalid')
    const member = (await recipientsOf(app.db, [link.userId], zone)).get(link.userId)
    if (!member) throw notFound('unsubscribeLinkInvalid')
    return link
  }

  app.get(
    '/admin/notifications',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getNotificationPolicy',
        tags: ['notifications'],
        summary: "The community's notification defaults, reminder delay and weekly summary time",
        response: { 200: NotificationPolicySchema, ...errors },
      },
    },
    async () => policyView(await getPolicyRow(app.db), zone),
  )

  app.patch(
    '/admin/notifications',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'updateNotificationPolicy',
        tags: ['notifications'],
        summary: "Changes the community's notification defaults, reminder delay or weekly summary time",
        body: NotificationPolicyInputSchema,
        response: { 200: NotificationPolicySchema, ...errors },
      },
    },
    async (request) => inTransaction(app.db, (tx) => updatePolicy(tx, currentUser(request).id, request.body, zone)),
  )

  app.get(
    '/admin/announcements',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listAnnouncements',
        tags: ['notifications'],
        summary: 'Announcements, newest first',
        response: { 200: AnnouncementListSchema, ...errors },
      },
    },
    async () => ({ announcements: await listAnnouncements(app.db) }),
  )

  app.post(
    '/admin/announcements',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'createAnnouncement',
        tags: ['notifications'],
        summary: 'Announces to everyone, a competition or a team: on their home page and by mail and push',
        body: AnnouncementInputSchema,
        response: { 201: AnnouncementSchema, 404: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const announcement = await createAnnouncement(app.db, currentUser(request).id, request.body)
      app.notifications.sender.wake()
      return reply.code(201).send(announcement)
    },
  )

  app.delete(
    '/admin/announcements/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'deleteAnnouncement',
        tags: ['notifications'],
        summary: 'Deletes an announcement: off home pages, and unsent mails and pushes are not sent',
        params: z.object({ id: IdSchema }),
        response: { 204: z.null(), 404: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAnnouncement(app.db, currentUser(request).id, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
