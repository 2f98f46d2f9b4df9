import { describe, expect, it } from 'vitest'
import { pyRepr } from './py-repr'
import { schemaMessage } from './schema'

describe('schema messages in the words of Python jsonschema', () => {
  it('reprs like Python', () => {
    expect(pyRepr({ a: 'x', b: [1, true, null] })).toBe("{'a': 'x', 'b': [1, True, None]}")
    expect(pyRepr("it's")).toBe('"it\'s"')
  })

  it('names the innermost field, and the object for unexpected or missing keys', () => {
    const schema = {
      type: 'object' as const,
      properties: {
        item: {
          type: 'object' as const,
          properties: { n: { type: 'integer' as const, minimum: 1 } },
          required: ['n'],
          additionalProperties: false,
        },
      },
    }
    expect(schemaMessage(schema, { item: { n: 0 } })).toBe(
      'Invalid input for field/attribute n. Value: 0. 0 is less than the minimum of 1',
    )
    expect(schemaMessage(schema, { item: {} })).toBe(
      "Invalid input for field/attribute item. Value: {}. 'n' is a required property",
    )
    expect(schemaMessage(schema, { item: { n: 1, x: 1, y: 2 } })).toBe(
      "Invalid input for field/attribute item. Value: {'n': 1, 'x': 1, 'y': 2}. Additional properties are not allowed ('x', 'y' were unexpected)",
    )
    expect(schemaMessage(schema, { item: { n: 1 } })).toBeNull()
  })
})
