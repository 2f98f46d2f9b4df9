// Request schemas of manage and backup import (C:cinder/api/schemas/volume_manage.py,
// snapshot_manage.py, backups.py#import_record), as far as the demo cloud checks them.
import type { Schema } from '../../http/schema'
import { booleanLike } from './schema-parts'

const text: Schema = { type: ['string', 'null'], maxLength: 255 }
const metadata: Schema = { type: ['object', 'null'] }

/** volume_manage_create, and from 3.16 volume_manage_create_v316 with cluster. */
export function volumeManage(withCluster: boolean): Schema {
  return {
    type: 'object',
    properties: {
      volume: {
        type: 'object',
        properties: {
          description: text,
          availability_zone: text,
          bootable: booleanLike,
          volume_type: text,
          name: text,
          // parameter_types.cinder_host
          host: { type: ['string', 'null'], minLength: 1, maxLength: 255, pattern: '^[a-zA-Z0-9-._#@:/+\\[\\]]*$' },
          ref: { type: ['object', 'string'] },
          metadata,
          ...(withCluster ? { cluster: text } : {}),
        },
        required: ['ref'],
        additionalProperties: false,
      },
    },
    required: ['volume'],
    additionalProperties: false,
  }
}

export const snapshotManage: Schema = {
  type: 'object',
  properties: {
    snapshot: {
      type: 'object',
      properties: {
        description: text,
        volume_id: { type: 'string', format: 'uuid' },
        ref: { type: ['object', 'null', 'string'] },
        name: text,
        metadata,
      },
      required: ['volume_id', 'ref'],
      additionalProperties: false,
    },
  },
  required: ['snapshot'],
  additionalProperties: false,
}

export const importRecord: Schema = {
  type: 'object',
  properties: {
    'backup-record': {
      type: 'object',
      properties: {
        backup_service: { type: 'string', minLength: 0, maxLength: 255 },
        backup_url: { type: 'string', minLength: 1, format: 'base64' },
      },
      required: ['backup_service', 'backup_url'],
      additionalProperties: false,
    },
  },
  required: ['backup-record'],
  additionalProperties: false,
}
