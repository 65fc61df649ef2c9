import { InvitationPreviewSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client.ts'
import { api } from '../../../lib/api-client.ts'
import { joinKeys } from './join-keys.ts'

/** What an invitation link admits: the address it was mailed to (null for a shared link) and until when. */
export const getInvitationPreview = async (token: string) =>
  InvitationPreviewSchema.parse((await api.GET('/api/auth/invitations/{token}', { params: { path: { token } } })).data)

/** The invitation of the sign-up page's link, when it has one; an unknown one is not asked again. */
export const useInvitationPreview = (token: string | null) =>
  useQuery({
    queryKey: joinKeys.invitation(token ?? ''),
    queryFn: () => getInvitationPreview(token!),
    enabled: token !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  })
