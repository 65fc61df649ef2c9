import { useTranslation } from 'react-i18next'
import { Card, Page, PageHeader } from '../../../components/ui/index.ts'
import { StepsImport } from '../components/steps-import.tsx'

/** /admin/imports: the admin's CSV import of members' day counts. */
export function AdminImportsPage() {
  const { t } = useTranslation('admin')
  return (
    <Page>
      <PageHeader title={t('import.title')} />
      <Card className="p-5">
        <StepsImport />
      </Card>
    </Page>
  )
}
