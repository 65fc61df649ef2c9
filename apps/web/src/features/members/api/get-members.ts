import { AdminMembersSchema, type AdminMembersQuery } from '@stepup/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { memberKeys } from './member-keys.ts'

export async function getMembers(query: AdminMembersQuery) {
  const { data } = await api.GET('/api/admin/members', { params: { query } })
  return AdminMembersSchema.parse(data)
}

/** A page of members; the last page stays on screen while the next one loads. */
export const useMembers = (query: AdminMembersQuery) =>
  useQuery({ queryKey: memberKeys.list(query), queryFn: () => getMembers(query), placeholderData: keepPreviousData })
