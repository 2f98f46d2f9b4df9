// Schema parts several of Cinder's request schemas share (C:cinder/api/validation/parameter_types.py).
import type { Schema } from '../../http/schema'

export const nameType: Schema = { type: ['string', 'null'] }
export const uuidOrNull: Schema = { type: ['string', 'null'], format: 'uuid' }

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

export const booleanLike: Schema = { type: ['boolean', 'string'], enum: BOOLEAN_VALUES }
