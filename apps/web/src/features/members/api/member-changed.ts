import type { AdminMember } from '@stepup/contract'
import type { QueryClient } from '@tanstack/react-query'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'
import { memberKeys } from './member-keys.ts'

/**
 * After an action on a member: their page shows the answer at once, and the lists and boards that
 * show them are read again (a deactivated member leaves the boards).
 */
export function memberChanged(queryClient: QueryClient, member: AdminMember) {
  queryClient.setQueryData(memberKeys.member(member.id), member)
  void refreshAfterStepsMoved(queryClient)
}
