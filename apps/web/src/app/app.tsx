import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { ToastProvider } from '../components/ui/index.ts'
import { installUnauthorizedHandler } from '../lib/auth.ts'
import { queryClient } from '../lib/query-client.ts'
import '../lib/i18n.ts'
import { router } from './router.tsx'

installUnauthorizedHandler((path) => void router.navigate(path, { replace: true }))

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  )
}
