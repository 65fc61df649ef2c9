import './lib/zod-config.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
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
