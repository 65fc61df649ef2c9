import { AdminSummarySchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

export const getAdminSummary = async () => AdminSummarySchema.parse((await api.GET('/api/admin/summary')).data)

export const useAdminSummary = () => useQuery({ queryKey: adminKeys.summary, queryFn: getAdminSummary })
