import type { AdminMember } from '@stepup/contract'
import type { QueryClient } from '@tanstack/react-query'
import { memberKeys } from './member-keys.ts'

/**
 * After an action on a member: their page shows the answer at once, and the lists and boards that
 * show them are read again (a deactivated member leaves the boards).
 */
export function memberChanged(queryClient: QueryClient, member: AdminMember) {
  queryClient.setQueryData(memberKeys.member(member.id), member)
  void queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'list'] })
  void queryClient.invalidateQueries({ queryKey: ['scores'] })
}
