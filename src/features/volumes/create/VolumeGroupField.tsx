// Create Volume's Group (3.13; docs/cinder-groups.md §8): the project's groups, each one a new
// volume cannot go into shown disabled with the reason (G8 in src/rules/group-rules.ts: the group
// available or creating, and one of its volume types among those the user can choose). Choosing a
// group moves the type to one of the group's and the zone to the group's: Cinder makes the volume
// in the group's zone whatever was asked
// (C:cinder/volume/flows/api/create_volume.py#_extract_availability_zones).
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { VolumeGroup, VolumeType } from '../../../api'
import { errorText } from '../../../components/error-text'
import { SelectField, type SelectOption } from '../../../components/form/SelectField'
import { tr } from '../../../i18n/tr'
import { useT } from '../../../i18n/use-t'
import { canTakeNewVolume } from '../../../rules/group-guards'
import type { CreateVolumeValues } from './create-volume-form'
import { shareableForType } from './shareable-types'

interface Props {
  /** Undefined while they load or when they could not be read. */
  groups: VolumeGroup[] | undefined
  groupsError: Error | null
  types: VolumeType[]
}

/** Why a new volume cannot go into this group, or null when it can. */
export function groupRefusal(group: VolumeGroup, types: readonly VolumeType[]): string | null {
  const guard = canTakeNewVolume(group)
  if (!guard.ok) return guard.reason
  if (groupTypes(group, types).length === 0) return tr('None of its volume types is offered to you.')
  return null
}

/** The group's volume types the user can choose (a private one they cannot see is not offered). */
export function groupTypes(group: VolumeGroup, types: readonly VolumeType[]): VolumeType[] {
  return types.filter((type) => group.volume_types.includes(type.id))
}

export function VolumeGroupField({ groups, groupsError, types }: Props) {
  const t = useT()
  const { control, setValue, getValues, formState } = useFormContext<CreateVolumeValues>()
  const groupId = useWatch({ control, name: 'groupId' })
  // A group chosen brings its zone and, unless the type is one of its own, one of its types (a
  // shareable one while Shareable is ticked, when it has one); the user may still change the type.
  const applied = useRef('')
  useEffect(() => {
    if (groupId === applied.current) return
    applied.current = groupId
    const group = groups?.find((candidate) => candidate.id === groupId)
    if (!group) return
    const follow = { shouldDirty: true, shouldValidate: formState.isSubmitted }
    setValue('availabilityZone', group.availability_zone, follow)
    if (group.volume_types.includes(getValues('volumeTypeId'))) return
    const offered = groupTypes(group, types)
    const next = offered.find((type) => shareableForType(types, type.id) === getValues('shareable')) ?? offered[0]
    if (!next) return
    setValue('volumeTypeId', next.id, follow)
    setValue('shareable', shareableForType(types, next.id), follow)
  }, [groupId, groups, types, setValue, getValues, formState.isSubmitted])
  const options: SelectOption[] = [
    { value: '', label: t('No group') },
    ...(groups ?? []).map((group) => {
      const reason = groupRefusal(group, types)
      return { value: group.id, label: group.name || group.id, secondary: reason, disabled: reason !== null }
    }),
  ]
  const helper = groupsError
    ? t('The groups could not be read: {{message}}', { message: errorText(groupsError).message })
    : groups === undefined
      ? t('Loading groups…')
      : t("A volume in a group takes one of the group's volume types and is made in the group's zone.")
  return <SelectField control={control} name="groupId" label={t('Group')} options={options} helperText={helper} />
}
