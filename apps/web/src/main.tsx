import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { z } from 'zod'
import { applyTheme } from './lib/theme.ts'
import { App } from './app/app.tsx'
import './index.css'

// zod would otherwise probe `new Function`, which the Content-Security-Policy (no eval) refuses.
z.config({ jitless: true })

// public/theme-init.js has set the theme before the first paint; this keeps it in step.
applyTheme()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
