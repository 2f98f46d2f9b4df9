// Names and descriptions: Cinder takes at most NAME_MAX and DESCRIPTION_MAX characters
// (src/rules/text-limits.ts); the check says so on the field, in the reader's words.
import { N_ } from '../../i18n/marker'
import { tr } from '../../i18n/tr'
import { DESCRIPTION_MAX, NAME_MAX } from '../../rules/text-limits'

const TOO_LONG = {
  'The name': { text: N_('The name can be at most {{max}} characters (now {{length}}).'), max: NAME_MAX },
  'The description': {
    text: N_('The description can be at most {{max}} characters (now {{length}}).'),
    max: DESCRIPTION_MAX,
  },
} as const

/** A react-hook-form rule; the message is translated when the check runs, that is when it is shown. */
export function validateText(label: keyof typeof TOO_LONG) {
  const { text, max } = TOO_LONG[label]
  return (value: string): true | string => value.length <= max || tr(text, { max, length: value.length })
}
