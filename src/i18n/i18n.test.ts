import { describe, expect, it } from 'vitest'
import { changeLanguage, i18next, preferredLanguage, setUpI18n } from './i18n'

describe('languages', () => {
  it('prefers the stored choice, then the browser’s languages, then English', () => {
    expect(preferredLanguage('zh-CN', ['en-US'])).toBe('zh-CN')
    expect(preferredLanguage(null, ['zh-Hans-CN', 'en'])).toBe('zh-CN')
    expect(preferredLanguage(null, ['zh-CN'])).toBe('zh-CN')
    expect(preferredLanguage(null, ['fr-FR', 'en-GB'])).toBe('en')
    expect(preferredLanguage('klingon', ['de'])).toBe('en')
    // Traditional Chinese is not Simplified Chinese.
    expect(preferredLanguage(null, ['zh-TW'])).toBe('en')
  })

  it('shows the English source strings by default and loads Simplified Chinese when chosen', async () => {
    await setUpI18n('en')
    expect(i18next.t('available', { ns: 'status' })).toBe('available')
    expect(i18next.t('Create Volume')).toBe('Create Volume')
    expect(i18next.hasResourceBundle('zh-CN', 'status')).toBe(false)

    await changeLanguage('zh-CN', { remember: false })
    expect(i18next.language).toBe('zh-CN')
    expect(i18next.t('available', { ns: 'status' })).toBe('可用')
    expect(i18next.t('in-use', { ns: 'status' })).toBe('使用中')
    expect(i18next.t('SHELVED_OFFLOADED', { ns: 'status' })).toBe('已搁置（已卸载）')
    // A status the bundle lacks shows as the cloud sent it.
    expect(i18next.t('some-new-status', { ns: 'status' })).toBe('some-new-status')
    await changeLanguage('en', { remember: false })
    expect(i18next.t('available', { ns: 'status' })).toBe('available')
  })
})
