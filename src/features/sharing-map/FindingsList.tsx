// What an operator wants to see before it bites, each with its reason in words and the objects
// it concerns (named as the cloud names them, as text).
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useT } from '../../i18n/use-t'
import { N_ } from '../../i18n/marker'
import type { Finding, FindingKind } from '../../rules/sharing-map'

const TITLES: Record<FindingKind, string> = {
  multiWriter: N_('More than one writer'),
  inTransition: N_('Attachment stuck'),
  inUseNoAttachment: N_('In-use without an attachment'),
  novaOnly: N_('Attachment only Nova knows'),
  offloadedShared: N_('Shelved server on a shared volume'),
  hostCannotMultiattach: N_('Shared volume on a host that cannot multi-attach'),
}

export function FindingsList({ findings, nameOf }: { findings: Finding[]; nameOf: (key: string) => string }) {
  const t = useT()
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sharing-findings" sx={{ p: 1.5 }}>
      <Typography id="sharing-findings" variant="subtitle1" component="h2">
        {t('Findings ({{count}})', { count: findings.length })}
      </Typography>
      {findings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('Nothing to look at: no volume has more than one writer, and no attachment is stuck.')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby="sharing-findings">
          {findings.map((finding) => (
            <ListItem key={`${finding.kind}:${finding.objects.join(',')}`} disableGutters>
              <ListItemText
                primary={`${t(TITLES[finding.kind])}: ${finding.objects.map(nameOf).join(', ')}`}
                secondary={t(finding.reason, finding.values)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  )
}
