import { AdminMemberSchema } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { memberChanged } from './member-changed.ts'

/** Deactivates a member (no sign-in, off every board) or reactivates them. */
export async function setMemberStatus({ id, active }: { id: number; active: boolean }) {
  const options = { params: { path: { id } } }
  const { data } = active
    ? await api.POST('/api/admin/members/{id}/reactivate', options)
    : await api.POST('/api/admin/members/{id}/deactivate', options)
  return AdminMemberSchema.parse(data)
}

export function useSetMemberStatus() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setMemberStatus, onSuccess: (member) => memberChanged(queryClient, member) })
}
