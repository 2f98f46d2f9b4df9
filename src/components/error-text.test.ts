import { describe, expect, it } from 'vitest'
import { OpenStackError, type ErrorKind } from '../api'
import { errorText, isOutcomeUnknown, UNKNOWN_OUTCOME } from './error-text'

const error = (kind: ErrorKind, method: string, status = 0) =>
  new OpenStackError({ kind, status, fault: kind, message: `${kind} ${method}`, method, requestId: 'req-1' })

describe('errorText', () => {
  it('quotes the OpenStack message and the request id', () => {
    expect(errorText(error('http', 'GET', 503))).toEqual({
      message: 'http GET',
      requestId: 'req-1',
      status: 503,
      unknownOutcome: undefined,
    })
    expect(errorText(new Error('plain'))).toEqual({ message: 'plain' })
    expect(errorText('text')).toEqual({ message: 'text' })
  })

  it.each([
    ['network', 'POST', true],
    ['timeout', 'POST', true],
    ['network', 'DELETE', true],
    ['timeout', 'PUT', true],
    ['network', 'GET', false],
    ['timeout', 'HEAD', false],
    ['http', 'POST', false],
    ['expired', 'POST', false],
  ] as const)('a %s error of a %s leaves the outcome unknown: %s', (kind, method, unknown) => {
    expect(isOutcomeUnknown(error(kind, method))).toBe(unknown)
    expect(errorText(error(kind, method)).unknownOutcome).toBe(unknown ? UNKNOWN_OUTCOME : undefined)
  })

  it('does not guess about errors that are not the API module’s', () => {
    expect(isOutcomeUnknown(new TypeError('Failed to fetch'))).toBe(false)
  })
})
