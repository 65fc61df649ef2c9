import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NotificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { notificationKeys, saveSettingsKey } from './notification-keys.ts'

export const updateNotificationSettings = async (input: NotificationSettingsInput) =>
  NotificationSettingsSchema.parse((await api.PATCH('/api/me/notifications', { body: input })).data)

/** The settings as they will be once the server has taken `input`. */
export function withChange(settings: NotificationSettings, input: NotificationSettingsInput): NotificationSettings {
  const channels = { ...settings.channels }
  for (const kind of NOTIFICATION_KINDS) {
    const change = input.channels?.[kind]
    if (change) channels[kind] = { ...channels[kind], ...change }
  }
  return {
    ...settings,
    channels,
    quietHours: input.quietHours === undefined ? settings.quietHours : input.quietHours,
  }
}

/** The change that puts back what `input` changed, as it was in `before`. */
export function undoOf(input: NotificationSettingsInput, before: NotificationSettings): NotificationSettingsInput {
  const channels: NonNullable<NotificationSettingsInput['channels']> = {}
  for (const kind of NOTIFICATION_KINDS) {
    const change = input.channels?.[kind]
    if (!change) continue
    channels[kind] = Object.fromEntries(
      NOTIFICATION_CHANNELS.filter((channel) => change[channel] !== undefined).map((channel) => [
        channel,
        before.channels[kind][channel],
      ]),
    )
  }
  return { channels, ...(input.quietHours !== undefined && { quietHours: before.quietHours }) }
}

/**
 * Saves a change at once and shows it before the server answers. A refused change is undone on
 * the page (only that one: others on their way stay), and the caller says why.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient()
  const othersSaving = () => queryClient.isMutating({ mutationKey: saveSettingsKey }) > 1
  return useMutation({
    mutationKey: saveSettingsKey,
    mutationFn: updateNotificationSettings,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings })
      const before = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings)
      if (before) queryClient.setQueryData(notificationKeys.settings, withChange(before, input))
      return { before }
    },
    onError: (_error, input, context) => {
      const now = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings)
      if (now && context?.before)
        queryClient.setQueryData(notificationKeys.settings, withChange(now, undoOf(input, context.before)))
    },
    onSuccess: (settings) => {
      // An answer while another change is on its way would hide that change: the last answer sets the page.
      if (!othersSaving()) queryClient.setQueryData(notificationKeys.settings, settings)
    },
  })
}
