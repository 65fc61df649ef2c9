import './lib/zod-config.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SERVICE_WORKER_URL, supportsServiceWorker } from './lib/service-worker.ts'
import { applyTheme } from './lib/theme.ts'
import { App } from './app/app.tsx'
import './index.css'

// public/theme-init.js has set the theme before the first paint; this keeps it in step.
applyTheme()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// public/sw.js shows the web push notifications, in the browser and in the installed app. It is
// registered once the page has loaded, so it never competes with the first page for the network.
if (supportsServiceWorker()) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // not allowed here (a private window, an insecure origin): notifications stay off on this browser
    })
  })
}
