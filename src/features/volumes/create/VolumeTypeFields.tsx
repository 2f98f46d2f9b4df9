// Volume Type and "Shareable (multi-attach)": two views of one choice, kept in step both ways.
import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useId } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import type { VolumeGroup, VolumeType } from '../../../api'
import { N_ } from '../../../i18n/marker'
import { useT } from '../../../i18n/use-t'
import { groupTakesType } from '../../../rules/group-guards'
import type { CreateVolumeValues } from './create-volume-form'
import type { ShareableFacts } from './shareable-types'
import {
  ENCRYPTED_NOT_SHAREABLE,
  policyDeniedReason,
  shareableBox,
  shareableForType,
  typeChoices,
  typeForShareable,
} from './shareable-types'

export const SHAREABLE_HINT = N_('The volume can be attached to several servers at once.')

interface Props {
  types: VolumeType[]
  facts: ShareableFacts
  /** The type to fall back to when Shareable is unticked. */
  defaultTypeId: string
  /** The group chosen (G8: its volume types only), if any. */
  group?: VolumeGroup
}

export function VolumeTypeFields({ types, facts, defaultTypeId, group }: Props) {
  const t = useT()
  const { control, setValue, getValues, formState } = useFormContext<CreateVolumeValues>()
  const shareable = useController({
    control,
    name: 'shareable',
    rules: { validate: (ticked) => !ticked || facts.policyDenied === null || policyDeniedReason(facts.policyDenied) },
  })
  const volumeType = useController({
    control,
    name: 'volumeTypeId',
    rules: {
      validate: (id, values) => {
        if (values.shareable && facts.encryptedTypeIds.has(id)) return t(ENCRYPTED_NOT_SHAREABLE)
        const inGroup = group ? groupTakesType(group, id, typeName) : null
        return !inGroup || inGroup.ok || inGroup.reason
      },
    },
  })
  const helperId = useId()
  const typeName = (id: unknown) => types.find((type) => type.id === id)?.name ?? String(id)
  const ticked = shareable.field.value
  const box = shareableBox(types, facts, ticked)
  const choices = typeChoices(types, facts, ticked)
  // Once the user has tried to submit, a change re-checks the field it moves.
  const follow = { shouldDirty: true, shouldValidate: formState.isSubmitted }

  const tick = (next: boolean) => {
    shareable.field.onChange(next)
    setValue('volumeTypeId', typeForShareable(types, facts, getValues('volumeTypeId'), next, defaultTypeId), follow)
  }
  const pick = (id: string) => {
    volumeType.field.onChange(id)
    setValue('shareable', shareableForType(types, id), follow)
  }

  return (
    <Stack spacing={2}>
      <FormControl error={shareable.fieldState.invalid}>
        <FormControlLabel
          label={t('Shareable (multi-attach)')}
          control={
            <Checkbox
              name={shareable.field.name}
              checked={ticked}
              onChange={(event) => tick(event.target.checked)}
              onBlur={shareable.field.onBlur}
              disabled={box.disabled}
              slotProps={{ input: { ref: shareable.field.ref, 'aria-describedby': helperId } }}
            />
          }
        />
        <FormHelperText id={helperId}>
          {shareable.fieldState.error?.message ?? box.reason ?? t(SHAREABLE_HINT)}
        </FormHelperText>
      </FormControl>
      {ticked && (
        <Alert severity="warning" role="status">
          {t(
            'Several servers writing to one disk need a cluster-aware filesystem in the guests (such as GFS2 or OCFS2); an ordinary filesystem (ext4, XFS) mounted on two servers gets corrupted. A shareable disk also loses the exclusive sVirt/SELinux isolation of a normal disk: every server it is attached to can read and write it.',
          )}
        </Alert>
      )}
      <TextField
        select
        label={t('Volume Type')}
        name={volumeType.field.name}
        value={volumeType.field.value}
        onChange={(event) => pick(event.target.value)}
        onBlur={volumeType.field.onBlur}
        inputRef={volumeType.field.ref}
        error={volumeType.fieldState.invalid}
        helperText={
          volumeType.fieldState.error?.message ?? (ticked ? t('Only shareable types are listed.') : undefined)
        }
        slotProps={{ select: { renderValue: typeName } }}
      >
        {choices.map((choice) => {
          const outside = group ? groupTakesType(group, choice.type.id, typeName) : null
          const reason = choice.disabledReason ?? (outside && !outside.ok ? outside.reason : null)
          return (
            <MenuItem key={choice.type.id} value={choice.type.id} disabled={reason !== null}>
              <ListItemText primary={choice.type.name} secondary={reason ?? choice.type.description} />
              {choice.shareable && <Chip size="small" label={t('Shareable')} sx={{ ml: 1 }} />}
            </MenuItem>
          )
        })}
      </TextField>
    </Stack>
  )
}
