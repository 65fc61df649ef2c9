/**
 * Query keys of the friends feature. Friend lists also feed the teams page's invite picker, and
 * the member search and profiles (the users feature) live under `['friends']` too: they say where
 * the viewer's friendship stands, so whatever changes a friendship refreshes them.
 */
export const friendKeys = {
  all: ['friends'] as const,
  list: ['friends', 'list'] as const,
  requests: ['friends', 'requests'] as const,
}
