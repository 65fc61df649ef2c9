import { MemberAchievementsSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'

/** Under `achievements`; a member's choice of who sees them may change at any time. */
export const memberAchievementsKey = (userId: number) => ['achievements', 'member', userId] as const

export const getMemberAchievements = async (id: number) =>
  MemberAchievementsSchema.parse((await api.GET('/api/users/{id}/achievements', { params: { path: { id } } })).data)

/** Another member's level and badges; a 403 says they keep them to their friends or themself. */
export const useMemberAchievements = (userId: number) =>
  useQuery({
    ...refreshOnVisit,
    queryKey: memberAchievementsKey(userId),
    queryFn: () => getMemberAchievements(userId),
    enabled: userId > 0,
    // A refusal is the member's choice, not a hiccup: asking again would only repeat it.
    retry: false,
  })
