import { AdminMemberSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { memberChanged } from './member-changed.ts'

/** Deactivates a member (no sign-in, off every board) or reactivates them. */
export const setMemberStatus = async ({ id, active }: { id: number; active: boolean }) =>
  AdminMemberSchema.parse(await api.post(`/api/admin/members/${id}/${active ? 'reactivate' : 'deactivate'}`))

export function useSetMemberStatus() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setMemberStatus, onSuccess: (member) => memberChanged(queryClient, member) })
}
