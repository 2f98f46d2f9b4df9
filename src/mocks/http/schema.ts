// A small JSON-schema checker that words its first error as Python's jsonschema does, wrapped
// the way Nova and Cinder wrap it (N:nova/api/validation/validators.py,
// C:cinder/api/validation/validators.py).
import { pyBase64Decode } from '../../rules/backup-record-rules'
import { pyRepr, pyStr } from './py-repr'

export type JsonType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null'

export interface Schema {
  type?: JsonType | JsonType[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean
  enum?: readonly unknown[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: 'uuid' | 'base64'
  items?: Schema
  minItems?: number
}

interface SchemaError {
  path: string[]
  instance: unknown
  message: string
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value as JsonType
}

function matchesType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value)
  return actual === type || (type === 'number' && actual === 'integer')
}

function firstError(schema: Schema, value: unknown, path: string[]): SchemaError | null {
  const error = (message: string): SchemaError => ({ path, instance: value, message })
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type]
    if (!types.some((type) => matchesType(value, type))) {
      return error(`${pyRepr(value)} is not of type ${types.map((type) => pyRepr(type)).join(', ')}`)
    }
  }
  if (schema.enum && !schema.enum.some((candidate) => candidate === value)) {
    return error(`${pyRepr(value)} is not one of ${pyRepr(schema.enum)}`)
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      return error(`${pyRepr(value)} is less than the minimum of ${schema.minimum}`)
    if (schema.maximum !== undefined && value > schema.maximum)
      return error(`${pyRepr(value)} is greater than the maximum of ${schema.maximum}`)
  }
  if (typeof value === 'string') {
    // The wording of python3-jsonschema 4.10 (Debian bookworm, what the real Zed cloud runs);
    // jsonschema 4.21 and later say "should be non-empty" for a minimum of 1.
    if (schema.minLength !== undefined && value.length < schema.minLength) return error(`${pyRepr(value)} is too short`)
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return error(`${pyRepr(value)} is too long`)
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) {
      return error(`${pyRepr(value)} does not match ${pyRepr(schema.pattern)}`)
    }
    if (schema.format === 'uuid' && !UUID.test(value)) return error(`${pyRepr(value)} is not a 'uuid'`)
    // oslo's base64.decode_as_bytes, as Cinder's format checker calls it (C:cinder/api/validation/validators.py).
    if (schema.format === 'base64' && pyBase64Decode(value) === null) return error(`${pyRepr(value)} is not a 'base64'`)
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      return error(`${pyRepr(value)} is too short`)
    }
    if (schema.items) {
      for (const [index, item] of value.entries()) {
        const inner = firstError(schema.items, item, [...path, String(index)])
        if (inner) return inner
      }
    }
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>
    for (const [key, inner] of Object.entries(schema.properties ?? {})) {
      if (key in object) {
        const found = firstError(inner, object[key], [...path, key])
        if (found) return found
      }
    }
    for (const key of schema.required ?? []) {
      if (!(key in object)) return error(`${pyRepr(key)} is a required property`)
    }
    if (schema.additionalProperties === false) {
      const extra = Object.keys(object).filter((key) => !(key in (schema.properties ?? {})))
      if (extra.length > 0) {
        const listed = extra.map((key) => pyRepr(key)).join(', ')
        return error(
          `Additional properties are not allowed (${listed} ${extra.length === 1 ? 'was' : 'were'} unexpected)`,
        )
      }
    }
  }
  return null
}

/** The 400 message for a body that fails the schema, or null when it passes. */
export function schemaMessage(schema: Schema, body: unknown): string | null {
  const error = firstError(schema, body, [])
  if (!error) return null
  const field = error.path[error.path.length - 1]
  if (field === undefined) return error.message
  return `Invalid input for field/attribute ${field}. Value: ${pyStr(error.instance)}. ${error.message}`
}
