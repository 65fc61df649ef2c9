import { createBrowserRouter } from 'react-router'
import { AdminsOnly } from '../components/ui/index.ts'
import { loadNamespaces } from '../lib/i18n.ts'
import { RootLayout } from './layout/root-layout.tsx'
import { NotFound } from './routes/not-found.tsx'
import { pageRoutes, type PageRoute } from './routes/page-routes.ts'
import { RouteError } from './routes/route-error.tsx'

/**
 * A route's page, with its strings: a page never renders before them. An admins' page comes in
 * its shell, which shows anyone else the page's refusal.
 */
function lazyRoute({ page, access }: PageRoute) {
  return async () => {
    const [{ Page, Refusal }] = await Promise.all([page.load(), loadNamespaces([...page.namespaces])])
    if (access !== 'admins') return { Component: Page }
    return {
      Component: () => (
        <AdminsOnly refusal={Refusal && <Refusal />}>
          <Page />
        </AdminsOnly>
      ),
    }
  }
}

/**
 * What the first load shows until the page's code and strings arrive: an empty frame, as before
 * any page renders, rather than a header in English that switches language a moment later.
 */
function FirstLoad() {
  return <div className="min-h-screen" aria-busy="true" />
}

/**
 * Every page of the app, inside the layout (header, footer, route guard): the table of
 * routes/page-routes.ts, which also says who each page is for.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      {
        // A page that fails to load or render shows its error inside the layout, so the header
        // and navigation stay usable; the outer boundary only catches a broken layout.
        errorElement: <RouteError />,
        children: [
          ...pageRoutes.map((route) => ({ path: route.path, lazy: lazyRoute(route) })),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
])
