import { AdminTodoSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

export const getAdminTodo = async () => AdminTodoSchema.parse((await api.GET('/api/admin/todo')).data)

export const useAdminTodo = (enabled = true) => useQuery({ queryKey: adminKeys.todo, queryFn: getAdminTodo, enabled })
