// useT's t: the words asked for without options are remembered per language, and forgotten when
// the language's words change; anything with options goes to i18next as it is.
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeLanguage, i18next, setUpI18n } from './i18n'
import { useT } from './use-t'

describe('useT', () => {
  it('gives the same words again, follows words added to the language and a language change', async () => {
    await setUpI18n('en')
    const { result } = renderHook(() => useT())
    expect(result.current('Create Volume')).toBe('Create Volume')
    expect(result.current('Create Volume')).toBe('Create Volume')
    // The English words as they were, put back whole below: the DOM test files share this
    // module's i18next (isolate: false), and a later file reads the plural forms in it.
    const english = { ...(i18next.getResourceBundle('en', 'translation') as Record<string, string>) }
    i18next.addResourceBundle('en', 'translation', { 'Create Volume': 'Make a volume' }, true, true)
    expect(result.current('Create Volume')).toBe('Make a volume')
    i18next.removeResourceBundle('en', 'translation')
    i18next.addResourceBundle('en', 'translation', english)
    expect(result.current('Create Volume')).toBe('Create Volume')
    const plural = '{{volume}} already has {{count}} attachments; another read/write attachment means shared writes.'
    expect(result.current(plural, { volume: 'v', count: 1 })).toMatch(/^v already has 1 attachment;/)
    // With options: i18next's own answer (a count, a namespace).
    expect(result.current('{{count}} shown', { count: 3 })).toBe('3 shown')
    expect(result.current('available', { ns: 'status' })).toBe('available')

    await act(() => changeLanguage('zh-CN', { remember: false }))
    expect(result.current('available', { ns: 'status' })).toBe('可用')
    expect(result.current('Create Volume')).not.toBe('Create Volume')
    await act(() => changeLanguage('en', { remember: false }))
    expect(result.current('Create Volume')).toBe('Create Volume')
  })
})
