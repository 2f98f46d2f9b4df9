// The commands behind the administrators' catalogue dialogs: volume types, their access and a
// project's default type, QoS specs and group types. Flags as in python-openstackclient 6.0
// (openstackclient/volume/v2/volume_type.py, qos_specs.py; v3/volume_group_type.py, which refuses
// to run below 3.11) and python-cinderclient 9.1 (cinderclient/v3/shell.py, default-type-set and
// default-type-unset at 3.62; openstackclient 6.0 has neither).
import { FEATURES } from '../../api/features'
import { commandLine } from './shell'

const GROUP_TYPES = ['--os-volume-api-version', FEATURES.groupTypes.min]

/** `openstack volume group type <words…>` at the group types' microversion. */
const groupTypeCommand = (...words: string[]) =>
  commandLine(['openstack', ...GROUP_TYPES, 'volume', 'group', 'type', ...words])

/** Delete Volume Type. */
export function deleteVolumeTypeCommand(typeId: string): string {
  return commandLine(['openstack', 'volume', 'type', 'delete', typeId])
}

/** Type access: a project given (`volume type set --project`) or taken back (`volume type unset --project`). */
export function typeAccessCommand(typeId: string, projectId: string, grant: boolean): string {
  return commandLine(['openstack', 'volume', 'type', grant ? 'set' : 'unset', '--project', projectId, typeId])
}

/** A project's default type set or unset (cinderclient at 3.62). */
export function defaultTypeCommand(projectId: string, typeId: string | null): string {
  const version = ['--os-volume-api-version', FEATURES.defaultTypeOverrides.min]
  return typeId === null
    ? commandLine(['cinder', ...version, 'default-type-unset', projectId])
    : commandLine(['cinder', ...version, 'default-type-set', typeId, projectId])
}

/** Delete QoS Specs: `--force` deletes them while types still use them. */
export function deleteQosCommand(qosId: string, force: boolean): string {
  return commandLine(['openstack', 'volume', 'qos', 'delete', ...(force ? ['--force'] : []), qosId])
}

/** Delete Group Type (openstackclient at 3.11). */
export function deleteGroupTypeCommand(groupTypeId: string): string {
  return groupTypeCommand('delete', groupTypeId)
}

/** What stands for a type's id in a request that needs the answer of the one before (the create). */
export const NEW_TYPE_ID = 'NEW_TYPE_ID'

/**
 * Create Volume Type: openstackclient's `volume type create`, which makes the type, then sets its
 * properties (extra specs) and its encryption in the same run, as the dialog does
 * (openstackclient/volume/v2/volume_type.py, CreateVolumeType).
 */
export function createVolumeTypeCommand(params: {
  name: string
  description?: string
  isPublic: boolean
  specs: Readonly<Record<string, string>>
  encryption?: { provider: string; cipher: string; key_size: number; control_location: string }
}): string {
  const { encryption } = params
  return commandLine([
    'openstack',
    'volume',
    'type',
    'create',
    ...(params.description ? ['--description', params.description] : []),
    params.isPublic ? '--public' : '--private',
    ...Object.entries(params.specs).flatMap(([key, value]) => ['--property', `${key}=${value}`]),
    ...(encryption
      ? [
          '--encryption-provider',
          encryption.provider,
          '--encryption-cipher',
          encryption.cipher,
          '--encryption-key-size',
          String(encryption.key_size),
          '--encryption-control-location',
          encryption.control_location,
        ]
      : []),
    params.name,
  ])
}

/**
 * Edit Volume Type: cinderclient's `type-update`, which changes the name, the description and
 * whether the type is public (openstackclient 6.0's `volume type set` has no public flag;
 * cinderclient/v3/shell_base.py, do_type_update). An empty description is sent empty.
 */
export function editVolumeTypeCommand(
  typeId: string,
  update: { name?: string; description?: string; is_public?: boolean },
): string {
  return commandLine([
    'cinder',
    'type-update',
    ...(update.name === undefined ? [] : ['--name', update.name]),
    ...(update.description === undefined ? [] : ['--description', update.description]),
    ...(update.is_public === undefined ? [] : ['--is-public', String(update.is_public)]),
    typeId,
  ])
}

const properties = (specs: Readonly<Record<string, string>>) =>
  Object.entries(specs).flatMap(([key, value]) => ['--property', `${key}=${value}`])

/** Create QoS Spec: openstackclient's `volume qos create` (qos_specs.py, CreateQos). */
export function createQosCommand(name: string, consumer: string, specs: Readonly<Record<string, string>>): string {
  return commandLine(['openstack', 'volume', 'qos', 'create', '--consumer', consumer, ...properties(specs), name])
}

/**
 * Edit QoS Spec: `volume qos set --property` for the keys set (the consumer too, as its key, as
 * the dialog sends it), then `volume qos unset --property` for the keys removed.
 */
export function editQosCommand(
  qosId: string,
  change: { set: Readonly<Record<string, string>>; remove: readonly string[] },
): string {
  return [
    ...(Object.keys(change.set).length > 0
      ? [commandLine(['openstack', 'volume', 'qos', 'set', ...properties(change.set), qosId])]
      : []),
    ...(change.remove.length > 0
      ? [
          commandLine([
            'openstack',
            'volume',
            'qos',
            'unset',
            ...change.remove.flatMap((key) => ['--property', key]),
            qosId,
          ]),
        ]
      : []),
  ].join('\n')
}

/** A QoS spec associated with a volume type. */
export function associateQosCommand(qosId: string, typeId: string): string {
  return commandLine(['openstack', 'volume', 'qos', 'associate', qosId, typeId])
}

/**
 * Create Group Type: openstackclient's `volume group type create` (3.11), which takes no specs:
 * the group specs the dialog sends with the create are a second line, `volume group type set
 * --property` (openstackclient/volume/v3/volume_group_type.py).
 */
export function createGroupTypeCommand(params: {
  name: string
  description?: string | null
  isPublic?: boolean
  groupSpecs?: Readonly<Record<string, string>>
}): string {
  const lines = [
    groupTypeCommand(
      'create',
      ...(params.description ? ['--description', params.description] : []),
      params.isPublic === false ? '--private' : '--public',
      params.name,
    ),
  ]
  if (params.groupSpecs && Object.keys(params.groupSpecs).length > 0) {
    lines.push(groupTypeCommand('set', ...properties(params.groupSpecs), params.name))
  }
  return lines.join('\n')
}

/** Edit Group Type: `volume group type set` with what changed (an empty description sent empty). */
export function editGroupTypeCommand(
  groupTypeId: string,
  update: { name?: string; description?: string | null; isPublic?: boolean },
): string {
  return groupTypeCommand(
    'set',
    ...(update.name === undefined ? [] : ['--name', update.name]),
    ...(update.description === undefined || update.description === null ? [] : ['--description', update.description]),
    ...(update.isPublic === undefined ? [] : [update.isPublic ? '--public' : '--private']),
    groupTypeId,
  )
}

/** A volume type's extra spec set: `volume type set --property`. */
export function setExtraSpecCommand(typeId: string, key: string, value: string): string {
  return commandLine(['openstack', 'volume', 'type', 'set', ...properties({ [key]: value }), typeId])
}

/** A group type's group spec set: `volume group type set --property` (3.11). */
export function setGroupSpecCommand(groupTypeId: string, key: string, value: string): string {
  return groupTypeCommand('set', ...properties({ [key]: value }), groupTypeId)
}

/** An encryption's fields as the dialog sends them (a field set to null clears it). */
interface EncryptionChange {
  provider?: string
  cipher?: string | null
  key_size?: number | null
  control_location?: string
}

const ENCRYPTION_FLAGS = [
  ['provider', '--encryption-provider'],
  ['cipher', '--encryption-cipher'],
  ['key_size', '--encryption-key-size'],
  ['control_location', '--encryption-control-location'],
] as const

/**
 * A type's encryption created or changed: openstackclient's `volume type set --encryption-*`,
 * which updates the type's encryption with the fields given and creates it when the type has
 * none (openstackclient/volume/v2/volume_type.py, _set_encryption_type). A field set to null has
 * no flag (the CLI cannot clear it): encryptionFieldsCleared names those; with nothing else
 * changed there is no command.
 */
export function encryptionCommand(typeId: string, change: EncryptionChange): string {
  const flags = ENCRYPTION_FLAGS.flatMap(([field, flag]) => {
    const value = change[field]
    return value === undefined || value === null ? [] : [flag, String(value)]
  })
  return flags.length === 0 ? '' : commandLine(['openstack', 'volume', 'type', 'set', ...flags, typeId])
}

/** The fields a change clears (set to null), which no CLI flag does. */
export function encryptionFieldsCleared(change: EncryptionChange): string[] {
  return ENCRYPTION_FLAGS.filter(([field]) => change[field] === null).map(([field]) => field)
}
