import { useTranslation } from 'react-i18next'
import { Loaded, Card, Page, PageHeader } from '../../../components/ui/index.ts'
import { useFairPlay } from '../../fair-play/index.ts'
import { FairPlayForm } from '../components/fair-play-form.tsx'

/** /admin/rules: the fair-play rules (daily caps, flagged days, outliers, the activity converter). */
export function RulesPage() {
  const { t } = useTranslation('admin')
  const fairPlay = useFairPlay()
  return (
    <Page>
      <PageHeader title={t('fairPlay.title')} description={t('fairPlay.description')} />
      <Card className="p-5">
        <Loaded query={fairPlay} error={t('loadError')}>
          {(data) => <FairPlayForm config={data} />}
        </Loaded>
      </Card>
    </Page>
  )
}
