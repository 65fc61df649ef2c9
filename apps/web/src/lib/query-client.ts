import { QueryClient } from '@tanstack/react-query'

/** Data cached 5 minutes, one retry, no refetch on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
  },
})
