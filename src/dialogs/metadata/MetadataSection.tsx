// A resource's metadata on its page: the keys and values as Cinder shows them, the keys Cinder
// keeps for itself marked so, and Edit Metadata (disabled with the reason when it may not).
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DescriptionList } from '../../components/DescriptionList'
import { GuardedButton } from '../../components/GuardedButton'
import { EditIcon } from '../../components/icons'
import { useT } from '../../i18n/use-t'
import type { Guard } from '../../rules/guards'

interface Props {
  metadata: Record<string, string>
  /** Keys that are Cinder's own where they appear (a volume's readonly and attached_mode). */
  reservedKeys?: readonly string[]
  guard: Guard
  onEdit: () => void
}

export function MetadataSection({ metadata, reservedKeys = [], guard, onEdit }: Props) {
  const t = useT()
  const keys = Object.keys(metadata).sort((a, b) => a.localeCompare(b))
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {keys.length === 0 ? (
        <Typography color="text.secondary">{t('No metadata')}</Typography>
      ) : (
        <DescriptionList
          rows={keys.map(
            (key) =>
              [
                key,
                reservedKeys.includes(key) ? (
                  <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{metadata[key]}</span>
                    <Chip size="small" variant="outlined" label={t('Set by Cinder')} />
                  </Stack>
                ) : (
                  metadata[key]
                ),
              ] as const,
          )}
        />
      )}
      <GuardedButton
        variant="outlined"
        size="small"
        startIcon={<EditIcon />}
        onClick={onEdit}
        reason={guard.ok ? undefined : guard.reason}
      >
        {t('Edit Metadata')}
      </GuardedButton>
    </Stack>
  )
}
