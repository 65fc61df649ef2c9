import { AdminMemberSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { memberKeys } from './member-keys.ts'

export const getMember = async (id: number) =>
  AdminMemberSchema.parse((await api.GET('/api/admin/members/{id}', { params: { path: { id } } })).data)

export const useMember = (id: number) =>
  useQuery({ queryKey: memberKeys.member(id), queryFn: () => getMember(id), enabled: Number.isInteger(id) && id > 0 })
