import { z } from 'zod'
import { LANGUAGES } from './auth.ts'
import { apiMessages as m } from './messages.ts'

/**
 * What a member can be told, each with its own switch per channel. The order is the order of the
 * settings page.
 */
export const NOTIFICATION_KINDS = [
  'noData',
  'competitionStarted',
  'competitionEnded',
  'graceEnding',
  'competitionResults',
  'passed',
  'friendRequest',
  'friendAccepted',
  'teamInvite',
  'contestInvite',
  'contestCancelled',
  'proofApproved',
  'proofRejected',
  'dayChanged',
  'achievements',
  'weeklySummary',
  'announcement',
] as const
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS)
export type NotificationKind = z.infer<typeof NotificationKindSchema>

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/**
 * Kinds sent even during a member's quiet hours: waiting until morning would make them useless
 * (late syncs stop counting within the day).
 */
export const URGENT_NOTIFICATION_KINDS: readonly NotificationKind[] = ['graceEnding']

export const ChannelSwitchesSchema = z.object({ email: z.boolean(), push: z.boolean() })
export type ChannelSwitches = z.infer<typeof ChannelSwitchesSchema>

const kindRecord = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, value])) as Record<NotificationKind, T>)

export const ChannelSettingsSchema = kindRecord(ChannelSwitchesSchema)
export type ChannelSettings = z.infer<typeof ChannelSettingsSchema>

/** A time of day, `HH:MM` on a 24-hour clock. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.invalidTimeOfDay })

export const QuietHoursSchema = z
  .object({ from: TimeOfDaySchema, to: TimeOfDaySchema })
  .refine((hours) => hours.from !== hours.to, { error: m.quietHoursEmpty })
export type QuietHours = z.infer<typeof QuietHoursSchema>

export const DEFAULT_QUIET_HOURS: QuietHours = { from: '22:00', to: '07:00' }

/** The member's notification settings as the settings page shows them. */
export const NotificationSettingsSchema = z.object({
  /** What each kind does on each channel for this member: their own choice, else the community's. */
  channels: ChannelSettingsSchema,
  /** The community's defaults, for the page to say which switches follow them. */
  defaults: ChannelSettingsSchema,
  /** Null: no quiet hours. */
  quietHours: QuietHoursSchema.nullable(),
  /** The zone quiet hours and dates are read in: the member's own, else the community's. */
  timeZone: z.string(),
  /** How many browsers and installed apps of the member's receive web push. */
  pushSubscriptions: z.number().int().nonnegative(),
})
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>

export const NotificationSettingsInputSchema = z
  .object({
    channels: z.partialRecord(NotificationKindSchema, ChannelSwitchesSchema.partial()).optional(),
    quietHours: QuietHoursSchema.nullable().optional(),
  })
  .strict()
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInputSchema>

/** The community's notification policy, set by an admin. */
export const NotificationPolicySchema = z.object({
  defaults: ChannelSettingsSchema,
  /** Hours without new steps after which a member with a connection or in a running competition is reminded. */
  noDataHours: z.number().int().min(6).max(240),
  /** ISO weekday of the weekly summary: 1 Monday … 7 Sunday, in the community's time zone. */
  digestWeekday: z.number().int().min(1).max(7),
  /** Hour of the weekly summary, 0–23, in the community's time zone. */
  digestHour: z.number().int().min(0).max(23),
  timeZone: z.string(),
})
export type NotificationPolicy = z.infer<typeof NotificationPolicySchema>

export const NotificationPolicyInputSchema = z
  .object({
    defaults: z.partialRecord(NotificationKindSchema, ChannelSwitchesSchema.partial()).optional(),
    noDataHours: NotificationPolicySchema.shape.noDataHours.optional(),
    digestWeekday: NotificationPolicySchema.shape.digestWeekday.optional(),
    digestHour: NotificationPolicySchema.shape.digestHour.optional(),
  })
  .strict()
export type NotificationPolicyInput = z.infer<typeof NotificationPolicyInputSchema>

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: m.invalidPushEndpoint }).max(2000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { error: m.invalidPushKeys }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, { error: m.invalidPushKeys }),
  }),
})
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>

export const WebPushEndpointSchema = z.object({ endpoint: WebPushSubscriptionSchema.shape.endpoint })

export const WebPushKeySchema = z.object({ publicKey: z.string() })

/** Text in some of the app's languages; at least one. A member reads theirs, else English, else the first. */
export const LocalizedTextSchema = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1, { error: m.textRequired }).max(max))
    .refine((text) => Object.values(text).some((value) => value !== undefined), { error: m.textRequired })

export const AnnouncementAudienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('everyone') }),
  z.object({ type: z.literal('competition'), competitionId: z.number().int().positive() }),
  z.object({ type: z.literal('team'), teamId: z.number().int().positive() }),
])
export type AnnouncementAudience = z.infer<typeof AnnouncementAudienceSchema>

export const AnnouncementInputSchema = z
  .object({
    title: LocalizedTextSchema(120),
    body: LocalizedTextSchema(2000),
    audience: AnnouncementAudienceSchema,
    /** Days the announcement stays on members' home page. */
    showDays: z.number().int().min(1).max(60),
  })
  .strict()
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>

/** An announcement as the admin sees it. */
export const AnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.partialRecord(z.enum(LANGUAGES), z.string()),
  body: z.partialRecord(z.enum(LANGUAGES), z.string()),
  audience: AnnouncementAudienceSchema,
  /** Name of the audience's competition or team; null for everyone, or when it was deleted. */
  audienceName: z.string().nullable(),
  createdAt: z.string(),
  showUntil: z.string(),
  /** Members it was queued for. */
  recipients: z.number().int().nonnegative(),
  createdBy: z.string().nullable(),
})
export type Announcement = z.infer<typeof AnnouncementSchema>
export const AnnouncementListSchema = z.object({ announcements: z.array(AnnouncementSchema) })

/** An announcement as a member reads it, in their language. */
export const MemberAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The language the words are in (the member's when it was written in it). */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
})
export type MemberAnnouncement = z.infer<typeof MemberAnnouncementSchema>
export const MemberAnnouncementListSchema = z.object({ announcements: z.array(MemberAnnouncementSchema) })

/** What an unsubscribe link stops, shown before the member confirms. */
export const UnsubscribeInfoSchema = z.object({
  kind: NotificationKindSchema,
  /** Whether that kind's email is still on for the member. */
  subscribed: z.boolean(),
})
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfoSchema>
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(10).max(200) })
