// Request schemas of Nova (N:nova/api/openstack/compute/schemas/*.py), plus the Rocky spec
// extension's attach_mode, which only exists at the extension microversion.
import type { Schema } from '../../http/schema'
import { BOOLEAN_VALUES } from '../cinder/schemas'
import { DEVICE_NAME_PATTERN } from '../../../rules/nova-rules'
import { DESCRIPTION_MAX, NAME_MAX } from '../../../rules/text-limits'

const booleanLike: Schema = { type: ['boolean', 'string'], enum: BOOLEAN_VALUES }
const attachMode: Schema = { type: 'string', enum: ['ro', 'rw'] }

export function volumeAttach(options: { tag: boolean; deleteOnTermination: boolean; attachMode: boolean }): Schema {
  const properties: Record<string, Schema> = {
    volumeId: { type: 'string', format: 'uuid' },
    device: { type: ['string', 'null'], pattern: DEVICE_NAME_PATTERN },
  }
  if (options.tag) properties.tag = { type: 'string', minLength: 1, maxLength: 60, pattern: '^[^,/]*$' }
  if (options.deleteOnTermination) properties.delete_on_termination = booleanLike
  if (options.attachMode) properties.attach_mode = attachMode
  return {
    type: 'object',
    properties: {
      volumeAttachment: { type: 'object', properties, required: ['volumeId'], additionalProperties: false },
    },
    required: ['volumeAttachment'],
    additionalProperties: false,
  }
}

/**
 * PUT /servers/{id}/os-volume_attachments/{volume}: volumeId only below 2.85; from 2.85 the GET's
 * fields (N:nova/api/openstack/compute/schemas/volumes.py update_volume_attachment(_v285)).
 */
export function volumeUpdate(v285: boolean): Schema {
  const properties: Record<string, Schema> = { volumeId: { type: 'string', format: 'uuid' } }
  if (v285) {
    Object.assign(properties, {
      device: { type: ['string', 'null'] },
      tag: { type: ['string', 'null'] },
      delete_on_termination: booleanLike,
      serverId: { type: 'string' },
      id: { type: 'string' },
    })
  }
  return {
    type: 'object',
    properties: {
      volumeAttachment: { type: 'object', properties, required: ['volumeId'], additionalProperties: false },
    },
    required: ['volumeAttachment'],
    additionalProperties: false,
  }
}

function bdm(withAttachMode: boolean, withVolumeType: boolean): Schema {
  const properties: Record<string, Schema> = {
    source_type: { type: 'string', enum: ['volume', 'image', 'snapshot', 'blank'] },
    uuid: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[a-zA-Z0-9._-]*$' },
    image_id: { type: 'string' },
    destination_type: { type: 'string', enum: ['local', 'volume'] },
    guest_format: { type: 'string', maxLength: 255 },
    boot_index: { type: ['integer', 'string', 'null'], pattern: '^-?[0-9]+$' },
    device_name: { type: ['string', 'null'], maxLength: 255 },
    volume_size: { type: ['integer', 'string', 'null'], pattern: '^[0-9]+$', minimum: 1 },
    delete_on_termination: booleanLike,
    no_device: {},
    disk_bus: { type: 'string', maxLength: 255 },
    device_type: { type: 'string', maxLength: 255 },
    tag: { type: 'string', minLength: 1, maxLength: 60 },
  }
  // N:nova/api/openstack/compute/schemas/servers.py#create_v267 (L1).
  if (withVolumeType) properties.volume_type = { type: ['string', 'null'], minLength: 0, maxLength: 255 }
  if (withAttachMode) properties.attach_mode = attachMode
  return { type: 'object', properties, required: ['source_type'], additionalProperties: false }
}

export function serverCreate(withAttachMode: boolean, withVolumeType: boolean): Schema {
  return {
    type: 'object',
    properties: {
      server: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: NAME_MAX },
          imageRef: { type: 'string' },
          flavorRef: { type: ['string', 'integer'], minLength: 1 },
          adminPass: { type: 'string' },
          metadata: { type: 'object' },
          networks: { type: ['string', 'array'] },
          block_device_mapping_v2: { type: 'array', items: bdm(withAttachMode, withVolumeType) },
          min_count: { type: ['integer', 'string'], pattern: '^[0-9]*$', minimum: 1 },
          max_count: { type: ['integer', 'string'], pattern: '^[0-9]*$', minimum: 1 },
          return_reservation_id: booleanLike,
          availability_zone: { type: 'string' },
          description: { type: ['string', 'null'], maxLength: DESCRIPTION_MAX },
          key_name: { type: 'string' },
          security_groups: { type: 'array' },
          user_data: { type: 'string' },
          config_drive: booleanLike,
          'OS-DCF:diskConfig': { type: 'string', enum: ['AUTO', 'MANUAL'] },
          accessIPv4: { type: 'string' },
          accessIPv6: { type: 'string' },
          personality: { type: 'array' },
          tags: { type: 'array' },
          trusted_image_certificates: { type: ['array', 'null'] },
          host: { type: 'string' },
          hypervisor_hostname: { type: 'string' },
          hostname: { type: 'string' },
        },
        required: ['name', 'flavorRef'],
        additionalProperties: false,
      },
      'os:scheduler_hints': { type: 'object' },
      'OS-SCH-HNT:scheduler_hints': { type: 'object' },
    },
    required: ['server'],
    additionalProperties: false,
  }
}
