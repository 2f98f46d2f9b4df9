// Request schemas of Cinder (C:cinder/api/schemas/*.py), as far as the demo cloud checks them.
import type { Schema } from '../../http/schema'
import { IMAGE_NAME_MAX, UPLOAD_DISK_FORMATS, UPLOAD_VISIBILITIES } from '../../../rules/upload-rules'
import { DESCRIPTION_MAX, NAME_MAX } from '../../../rules/text-limits'

// Lengths are checked in code, after the schema (utils.check_string_length), as on Zed.
const nameType: Schema = { type: ['string', 'null'] }
const uuidOrNull: Schema = { type: ['string', 'null'], format: 'uuid' }
const size: Schema = { type: ['integer', 'string', 'null'], pattern: '^[0-9]+$', minimum: 1, maximum: 2147483647 }

export const volumeCreate: Schema = {
  type: 'object',
  properties: {
    volume: {
      type: 'object',
      properties: {
        name: nameType,
        description: nameType,
        display_name: nameType,
        display_description: nameType,
        volume_type: { type: ['string', 'null'], maxLength: 255 },
        metadata: { type: ['object', 'null'] },
        snapshot_id: uuidOrNull,
        source_volid: uuidOrNull,
        consistencygroup_id: uuidOrNull,
        backup_id: uuidOrNull,
        size,
        availability_zone: { type: ['string', 'null'], maxLength: 255 },
        multiattach: { type: ['boolean', 'string', 'null'] },
        imageRef: { type: ['string', 'null'] },
        image_id: { type: ['string', 'null'] },
      },
      additionalProperties: true,
    },
    'OS-SCH-HNT:scheduler_hints': { type: ['object', 'null'] },
  },
  required: ['volume'],
  additionalProperties: false,
}

export const volumeUpdate: Schema = {
  type: 'object',
  properties: {
    volume: {
      type: 'object',
      properties: {
        name: nameType,
        description: nameType,
        display_name: nameType,
        display_description: nameType,
        metadata: { type: 'object' },
      },
      additionalProperties: false,
    },
  },
  required: ['volume'],
  additionalProperties: false,
}

export const extend: Schema = {
  type: 'object',
  properties: {
    'os-extend': {
      type: 'object',
      properties: { new_size: { type: ['integer', 'string'], pattern: '^[0-9]+$', minimum: 1, maximum: 2147483647 } },
      required: ['new_size'],
      additionalProperties: false,
    },
  },
  required: ['os-extend'],
  additionalProperties: false,
}

export const retype: Schema = {
  type: 'object',
  properties: {
    'os-retype': {
      type: 'object',
      properties: {
        new_type: { type: 'string', minLength: 1, maxLength: 255 },
        migration_policy: { type: ['string', 'null'], enum: ['on-demand', 'never', null] },
      },
      required: ['new_type'],
      additionalProperties: false,
    },
  },
  required: ['os-retype'],
  additionalProperties: false,
}

/** parameter_types.boolean: the values and their order as the schema error lists them. */
export const BOOLEAN_VALUES = [
  true,
  'True',
  'TRUE',
  'true',
  '1',
  'ON',
  'On',
  'on',
  'YES',
  'Yes',
  'yes',
  'y',
  't',
  false,
  'False',
  'FALSE',
  'false',
  '0',
  'OFF',
  'Off',
  'off',
  'NO',
  'No',
  'no',
  'n',
  'f',
] as const
const booleanLike: Schema = { type: ['boolean', 'string'], enum: BOOLEAN_VALUES }

export const readonlyFlag: Schema = {
  type: 'object',
  properties: {
    'os-update_readonly_flag': {
      type: 'object',
      properties: { readonly: booleanLike },
      required: ['readonly'],
      additionalProperties: false,
    },
  },
  required: ['os-update_readonly_flag'],
  additionalProperties: false,
}

export const setBootable: Schema = {
  type: 'object',
  properties: {
    'os-set_bootable': {
      type: 'object',
      properties: { bootable: booleanLike },
      required: ['bootable'],
      additionalProperties: false,
    },
  },
  required: ['os-set_bootable'],
  additionalProperties: false,
}

export function attachmentCreate(withMode: boolean): Schema {
  const properties: Record<string, Schema> = {
    instance_uuid: { type: 'string', format: 'uuid' },
    connector: { type: ['object', 'null'] },
    volume_uuid: { type: 'string', format: 'uuid' },
  }
  if (withMode) properties.mode = { type: 'string', enum: ['rw', 'ro'] }
  return {
    type: 'object',
    properties: {
      attachment: { type: 'object', properties, required: ['volume_uuid'], additionalProperties: false },
    },
    required: ['attachment'],
    additionalProperties: false,
  }
}

export const attachmentUpdate: Schema = {
  type: 'object',
  properties: {
    attachment: {
      type: 'object',
      properties: { connector: { type: 'object' } },
      required: ['connector'],
      additionalProperties: false,
    },
  },
  required: ['attachment'],
  additionalProperties: false,
}

export const typeCreate: Schema = {
  type: 'object',
  properties: {
    volume_type: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: NAME_MAX },
        description: { type: ['string', 'null'], maxLength: DESCRIPTION_MAX },
        'os-volume-type-access:is_public': booleanLike,
        extra_specs: { type: 'object' },
      },
      required: ['name'],
      additionalProperties: false,
    },
  },
  required: ['volume_type'],
  additionalProperties: false,
}

export const extraSpecs: Schema = {
  type: 'object',
  properties: { extra_specs: { type: 'object' } },
  required: ['extra_specs'],
  additionalProperties: false,
}

export function truthy(value: unknown): boolean {
  return (
    value === true || (typeof value === 'string' && ['true', '1', 'on', 'yes', 't', 'y'].includes(value.toLowerCase()))
  )
}

/** utils.check_string_length for name and description (Invalid input received: …). */
export function checkLength(name: 'name' | 'description', value: unknown): string | null {
  const max = name === 'name' ? NAME_MAX : DESCRIPTION_MAX
  if (typeof value === 'string' && value.length > max) {
    return `Invalid input received: ${name} has ${value.length} characters, more than ${max}.`
  }
  return null
}

// C:cinder/api/schemas/snapshots.py: names and descriptions up to 255 by the schema itself.
const snapshotText: Schema = { type: ['string', 'null'], maxLength: NAME_MAX }

export const snapshotCreate: Schema = {
  type: 'object',
  properties: {
    snapshot: {
      type: 'object',
      properties: {
        name: snapshotText,
        display_name: snapshotText,
        description: snapshotText,
        volume_id: uuidOrNull,
        force: { type: ['boolean', 'string'] },
        metadata: { type: ['object', 'null'] },
      },
      required: ['volume_id'],
      additionalProperties: false,
    },
  },
  required: ['snapshot'],
  additionalProperties: false,
}

export const snapshotUpdate: Schema = {
  type: 'object',
  properties: {
    snapshot: {
      type: 'object',
      properties: {
        name: snapshotText,
        display_name: snapshotText,
        description: snapshotText,
        display_description: snapshotText,
      },
      additionalProperties: false,
    },
  },
  required: ['snapshot'],
  additionalProperties: false,
}

// C:cinder/api/schemas/backups.py: create (3.0), create_backup_v343 (metadata), v351 (zone).
export function backupCreate(version: { metadata: boolean; zone: boolean }): Schema {
  const properties: Record<string, Schema> = {
    volume_id: { type: 'string', format: 'uuid' },
    container: snapshotText,
    name: snapshotText,
    description: snapshotText,
    incremental: { type: ['boolean', 'string'] },
    force: { type: ['boolean', 'string'] },
    snapshot_id: uuidOrNull,
  }
  if (version.metadata) properties.metadata = { type: ['object', 'null'] }
  if (version.zone) properties.availability_zone = snapshotText
  return {
    type: 'object',
    properties: {
      backup: { type: 'object', properties, required: ['volume_id'], additionalProperties: false },
    },
    required: ['backup'],
    additionalProperties: false,
  }
}

export function backupUpdate(withMetadata: boolean): Schema {
  const properties: Record<string, Schema> = { name: snapshotText, description: snapshotText }
  if (withMetadata) properties.metadata = { type: ['object', 'null'] }
  return {
    type: 'object',
    properties: { backup: { type: 'object', properties, additionalProperties: false } },
    required: ['backup'],
    additionalProperties: false,
  }
}

export const backupRestore: Schema = {
  type: 'object',
  properties: {
    restore: {
      type: ['object', 'null'],
      properties: { volume_id: uuidOrNull, name: snapshotText },
      additionalProperties: false,
    },
  },
  required: ['restore'],
  additionalProperties: false,
}

/** C:cinder/api/schemas/volume_transfer.py: create (no_snapshots on /volume-transfers from 3.55) and accept. */
export function transferCreate(withNoSnapshots: boolean): Schema {
  const properties: Record<string, Schema> = { volume_id: { type: 'string', format: 'uuid' }, name: nameType }
  if (withNoSnapshots) properties.no_snapshots = booleanLike
  return {
    type: 'object',
    properties: {
      transfer: { type: 'object', properties, required: ['volume_id'], additionalProperties: false },
    },
    required: ['transfer'],
    additionalProperties: false,
  }
}

export const transferAccept: Schema = {
  type: 'object',
  properties: {
    accept: {
      type: 'object',
      properties: { auth_key: { type: ['string', 'integer'] } },
      required: ['auth_key'],
      additionalProperties: false,
    },
  },
  required: ['accept'],
  additionalProperties: false,
}

/**
 * C:cinder/api/schemas/volume_actions.py#volume_upload_image (and _v31 from 3.1: visibility and
 * protected). container_format is parameter_types.description (its printable-characters pattern not
 * checked here).
 */
export function uploadImage(withParams: boolean): Schema {
  const properties: Record<string, Schema> = {
    image_name: { type: 'string', minLength: 1, maxLength: IMAGE_NAME_MAX },
    force: booleanLike,
    disk_format: { type: 'string', enum: UPLOAD_DISK_FORMATS },
    container_format: { type: ['string', 'null'], minLength: 0, maxLength: 255 },
  }
  if (withParams) {
    properties.visibility = { type: 'string', enum: UPLOAD_VISIBILITIES }
    properties.protected = booleanLike
  }
  return {
    type: 'object',
    properties: {
      'os-volume_upload_image': {
        type: 'object',
        properties,
        required: ['image_name'],
        additionalProperties: false,
      },
    },
    required: ['os-volume_upload_image'],
    additionalProperties: false,
  }
}

/** C:cinder/api/schemas/admin_actions.py reset (its formats are checked in resetBodyVerdict). */
export const resetStatus: Schema = {
  type: 'object',
  properties: {
    'os-reset_status': {
      type: 'object',
      properties: {
        status: { type: ['string', 'null'] },
        attach_status: { type: ['string', 'null'] },
        migration_status: { type: ['string', 'null'] },
      },
      additionalProperties: false,
    },
  },
  required: ['os-reset_status'],
  additionalProperties: false,
}

/** C:cinder/api/schemas/admin_actions.py force_detach. */
export const forceDetach: Schema = {
  type: 'object',
  properties: {
    'os-force_detach': {
      type: 'object',
      properties: {
        connector: { type: ['string', 'object', 'null'] },
        attachment_id: { type: ['string', 'null'] },
      },
      additionalProperties: false,
    },
  },
  required: ['os-force_detach'],
  additionalProperties: false,
}
