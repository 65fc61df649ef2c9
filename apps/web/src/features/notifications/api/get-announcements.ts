import { MemberAnnouncementListSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { inMemberLanguage, refreshOnVisit } from '../../../lib/query-client.ts'
import { notificationKeys } from './notification-keys.ts'

export const getAnnouncements = async () =>
  MemberAnnouncementListSchema.parse((await api.GET('/api/announcements')).data).announcements

/**
 * The admins' announcements for the member, in their language: asked again on every visit, and
 * when the member switches language.
 */
export const useAnnouncements = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...refreshOnVisit,
    ...inMemberLanguage,
    queryKey: notificationKeys.announcements,
    queryFn: getAnnouncements,
    enabled,
  })
