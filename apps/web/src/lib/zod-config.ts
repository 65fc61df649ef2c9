import { config } from 'zod/v4/core'

// Imported first by main.tsx. zod would otherwise probe `new Function` to compile fast parsers,
// which the Content-Security-Policy (no eval) refuses and reports.
config({ jitless: true })
