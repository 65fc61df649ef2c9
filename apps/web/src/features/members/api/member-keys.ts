import type { AdminMembersQuery } from '@stepup/contract'

/**
 * Under the admin's `['admin', 'members']`, which a step import in the admin panel refreshes
 * whole: the members' steps and days change with it.
 */
const all = ['admin', 'members'] as const

export const memberKeys = {
  all,
  list: (query: AdminMembersQuery) => [...all, 'list', query] as const,
  member: (id: number) => [...all, id] as const,
  days: (id: number) => [...all, id, 'days'] as const,
}
