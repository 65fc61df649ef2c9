import { ImportListSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { importKeys } from './import-keys.ts'

export const getImports = async () => ImportListSchema.parse((await api.GET('/api/me/imports')).data)

export const useImports = () => useQuery({ queryKey: importKeys.list, queryFn: getImports })
