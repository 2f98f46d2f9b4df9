// Names and descriptions: Cinder takes at most 255 characters
// (C:cinder/api/validation/parameter_types.py); the check says so on the field, in the reader's words.
import { N_ } from '../../i18n/marker'
import { tr } from '../../i18n/tr'

export const TEXT_MAX = 255

const TOO_LONG = {
  'The name': N_('The name can be at most {{max}} characters (now {{length}}).'),
  'The description': N_('The description can be at most {{max}} characters (now {{length}}).'),
} as const

/** A react-hook-form rule; the message is translated when the check runs, that is when it is shown. */
export function validateText(label: keyof typeof TOO_LONG) {
  return (value: string): true | string =>
    value.length <= TEXT_MAX || tr(TOO_LONG[label], { max: TEXT_MAX, length: value.length })
}
