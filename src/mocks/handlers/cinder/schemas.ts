// Request schemas of Cinder (C:cinder/api/schemas/*.py), as far as the demo cloud checks them.
import type { Schema } from '../../http/schema'
import { booleanLike, nameType, uuidOrNull } from './schema-parts'
import { DESCRIPTION_MAX, NAME_MAX } from '../../../rules/text-limits'

// Lengths are checked in code, after the schema (utils.check_string_length), as on Zed.
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
        // C:cinder/api/schemas/volumes.py#create_volume_v313 (below 3.13 any value passes).
        group_id: { type: ['string', 'null'], maxLength: 255 },
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

// Snapshots, backups, transfers, image upload and the admin actions.
export * from './action-schemas'
export { BOOLEAN_VALUES } from './schema-parts'
