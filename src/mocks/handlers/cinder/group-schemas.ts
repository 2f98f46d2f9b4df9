// Request schemas of the group APIs (C:cinder/api/schemas/groups.py, group_snapshots.py,
// group_types.py, group_specs.py), as far as the demo cloud checks them: the validator has no
// oneOf, anyOf, uniqueItems nor patternProperties, so the handlers check those rules in code.
import type { Schema } from '../../http/schema'
import { booleanLike, nameType } from './schema-parts'

const text255: Schema = { type: ['string', 'null'], maxLength: 255 }
const uuid: Schema = { type: 'string', format: 'uuid' }

export const groupCreate: Schema = {
  type: 'object',
  properties: {
    group: {
      type: 'object',
      properties: {
        group_type: { type: 'string', minLength: 1, maxLength: 255 },
        volume_types: { type: 'array', minItems: 1, items: { type: 'string', maxLength: 255 } },
        name: nameType,
        description: text255,
        availability_zone: text255,
      },
      required: ['group_type', 'volume_types'],
      additionalProperties: false,
    },
  },
  required: ['group'],
  additionalProperties: false,
}

export const groupFromSource: Schema = {
  type: 'object',
  properties: {
    'create-from-src': {
      type: 'object',
      properties: { group_snapshot_id: uuid, source_group_id: uuid, name: nameType, description: text255 },
      additionalProperties: false,
    },
  },
  required: ['create-from-src'],
  additionalProperties: false,
}

export const groupUpdate: Schema = {
  type: 'object',
  properties: {
    group: {
      type: 'object',
      properties: { name: nameType, description: text255, add_volumes: text255, remove_volumes: text255 },
      additionalProperties: false,
    },
  },
  required: ['group'],
  additionalProperties: false,
}

export const groupDelete: Schema = {
  type: 'object',
  properties: {
    delete: { type: 'object', properties: { 'delete-volumes': booleanLike }, additionalProperties: false },
  },
  required: ['delete'],
  additionalProperties: false,
}

export const resetStatus: Schema = {
  type: 'object',
  properties: {
    reset_status: {
      type: 'object',
      properties: { status: { type: 'string' } },
      required: ['status'],
      additionalProperties: false,
    },
  },
  required: ['reset_status'],
  additionalProperties: false,
}

export const groupSnapshotCreate: Schema = {
  type: 'object',
  properties: {
    group_snapshot: {
      type: 'object',
      properties: { group_id: uuid, name: nameType, description: text255 },
      required: ['group_id'],
      additionalProperties: false,
    },
  },
  required: ['group_snapshot'],
  additionalProperties: false,
}

const specs: Schema = {
  // Keys ^[a-zA-Z0-9-_:. /]{1,255}$, values strings of at most 255 (checked by the handler).
  type: ['object', 'null'],
}

export const groupTypeCreate: Schema = {
  type: 'object',
  properties: {
    group_type: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 255 },
        description: text255,
        is_public: booleanLike,
        group_specs: specs,
      },
      required: ['name'],
      additionalProperties: false,
    },
  },
  required: ['group_type'],
  additionalProperties: false,
}

export const groupTypeUpdate: Schema = {
  type: 'object',
  properties: {
    group_type: {
      type: 'object',
      properties: { name: text255, description: text255, is_public: booleanLike },
      additionalProperties: false,
    },
  },
  required: ['group_type'],
  additionalProperties: false,
}

export const groupSpecsSet: Schema = {
  type: 'object',
  properties: {
    group_specs: {
      // Keys ^[a-zA-Z0-9-_:.]{1,255}$ (no spaces, no '/'), values strings or null (checked by the handler).
      type: 'object',
    },
  },
  required: ['group_specs'],
  additionalProperties: false,
}
