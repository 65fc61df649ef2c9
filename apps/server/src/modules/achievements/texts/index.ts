import type { Language } from '@stepup/contract'
import { en, type CardTexts } from './en.ts'
import { es } from './es.ts'
import { he } from './he.ts'

export type { CardTexts }

export const cardTexts: Record<Language, CardTexts> = { en, es, he }
