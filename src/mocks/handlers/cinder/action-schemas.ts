// Request schemas of Cinder for snapshots, backups, transfers, image upload and the admin
// actions (C:cinder/api/schemas/*.py), as far as the demo cloud checks them.
import type { Schema } from '../../http/schema'
import { booleanLike, nameType, uuidOrNull } from './schema-parts'
import { IMAGE_NAME_MAX, UPLOAD_DISK_FORMATS, UPLOAD_VISIBILITIES } from '../../../rules/upload-rules'
import { NAME_MAX } from '../../../rules/text-limits'

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
