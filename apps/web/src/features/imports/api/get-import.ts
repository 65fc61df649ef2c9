import { ImportDetailSchema } from '@stepup/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '../../../lib/api-client.ts'
import { importKeys } from './import-keys.ts'

/** How often a file being read is asked after, for its progress bar. */
export const POLL_MS = 500

export const getImport = async (id: number) =>
  ImportDetailSchema.parse((await api.GET('/api/me/imports/{id}', { params: { path: { id } } })).data)

/** One import, asked again every half second while the server is still reading it. */
export function useImport(id: number | null) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: importKeys.detail(id ?? 0),
    queryFn: () => getImport(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? POLL_MS : false),
  })
  const status = query.data?.status
  // Once read, the list of past imports shows the new one's dates and totals.
  useEffect(() => {
    if (status && status !== 'processing') void queryClient.invalidateQueries({ queryKey: importKeys.list })
  }, [status, queryClient])
  return query
}
