/**
 * Under the friends' key: a search row and a profile say where the viewer's friendship with the
 * member stands, so a request sent or answered on the friends side refreshes them.
 */
export const userKeys = {
  search: (search: string, page: number) => ['friends', 'search', search, page] as const,
  profile: (userId: number) => ['friends', 'profile', userId] as const,
  /** The picker's matches, without friendships: a name is all it shows. */
  picker: (search: string) => ['members', 'search', search] as const,
}
