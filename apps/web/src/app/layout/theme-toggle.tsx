import { Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/index.ts'
import { useTheme } from '../../lib/theme.ts'

export function ThemeToggle() {
  const { t } = useTranslation('common')
  const { theme, toggleTheme } = useTheme()
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark')
  return (
    <Button variant="ghost" size="sm" onClick={toggleTheme} aria-label={label} title={label} className="px-2">
      {theme === 'dark' ? (
        <Sun className="size-4" aria-hidden="true" />
      ) : (
        <Moon className="size-4" aria-hidden="true" />
      )}
    </Button>
  )
}
