// Request schemas of the group APIs (C:cinder/api/schemas/groups.py, group_snapshots.py,
// group_types.py, group_specs.py), as far as the demo cloud checks them: the validator has no
// oneOf, anyOf, uniqueItems nor patternProperties, so the handlers check those rules in code.
import type { Schema } from '../../http/schema'
import { fail } from '../../cloud/fault'
import { pyRepr, pyStr } from '../../http/py-repr'
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

/** A group type's specs at creation: keys may hold spaces and '/' (parameter_types.extra_specs). */
export const GROUP_TYPE_SPEC_KEY = /^[a-zA-Z0-9-_:. /]{1,255}$/
/** POST …/group_specs: no spaces, no '/' (parameter_types.extra_specs_with_no_spaces_key). */
export const GROUP_SPEC_KEY = /^[a-zA-Z0-9-_:.]{1,255}$/

/**
 * The patternProperties and additionalProperties of a specs object, in jsonschema's order (the
 * schema's keys in order, C:cinder/api/validation/parameter_types.py): first each matching key's
 * value, in the body's order (a string of at most 255, or null where allowed; the error names the
 * key), then the keys outside the pattern, sorted, named under the object's field.
 */
export function checkSpecs(field: string, specs: Record<string, unknown>, pattern: RegExp, nullValues: boolean): void {
  const invalid = (name: string, value: unknown, reason: string) =>
    fail(400, `Invalid input for field/attribute ${name}. Value: ${pyStr(value)}. ${reason}`)
  for (const [key, value] of Object.entries(specs)) {
    if (!pattern.test(key)) continue
    if (value === null && nullValues) continue
    if (typeof value !== 'string') {
      invalid(key, value, `${pyRepr(value)} is not of type 'string'${nullValues ? ", 'null'" : ''}`)
    } else if (value.length > 255) invalid(key, value, `${pyRepr(value)} is too long`)
  }
  const extras = Object.keys(specs)
    .filter((key) => !pattern.test(key))
    .sort()
  if (extras.length > 0) {
    const names = extras.map((key) => pyRepr(key)).join(', ')
    invalid(
      field,
      specs,
      `${names} ${extras.length === 1 ? 'does' : 'do'} not match any of the regexes: '${pattern.source}'`,
    )
  }
}
