import { AdminMemberSchema, type RoleInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { memberChanged } from './member-changed.ts'

/** Makes a member an admin, or takes it away. */
export const setMemberRole = async ({ id, ...input }: RoleInput & { id: number }) =>
  AdminMemberSchema.parse(
    (await api.PUT('/api/admin/members/{id}/role', { params: { path: { id } }, body: input })).data,
  )

export function useSetMemberRole() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setMemberRole, onSuccess: (member) => memberChanged(queryClient, member) })
}
