import type { Localization } from '@mui/material/locale'
import { createTheme, type ThemeOptions } from '@mui/material/styles'
import { useEffect, useState } from 'react'

/**
 * Light and dark color schemes as CSS variables: the console follows the system setting until
 * the user picks one in the top bar (MUI keeps that choice in localStorage; it is not a secret).
 *
 * Text and its background meet WCAG AA (4.5:1): `contrastThreshold` makes MUI pick dark text on
 * a colour white fails on (filled chips such as the dark scheme's error), and the light scheme's
 * primary, info and warning are a shade darker than MUI's, which are used as text too (links,
 * outlined chips and buttons) and fall short on white or a hovered or selected row.
 */
const options: ThemeOptions = {
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#1565c0' },
        info: { main: '#01579b' },
        warning: { main: '#b45309' },
      },
    },
    dark: { palette: { contrastThreshold: 4.5 } },
  },
  components: {
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    // Spinners only turn (a transform the compositor runs) instead of also growing and shrinking
    // their arc, which repaints the page on every frame for as long as a status is transitional.
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
    // Someone who asks their system for less motion gets none from the console: no spinning,
    // sliding or fading (WCAG 2.3.3; media feature prefers-reduced-motion).
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
  },
}

export const theme = createTheme(options)

let zhCN: Localization | null = null
let zhTheme: typeof theme | null = null

/**
 * Fetches MUI's words for the language, once (main.tsx before the first render, so the first
 * screen is in that language; useThemeFor when the language changes).
 */
export async function loadThemeWords(language: string): Promise<void> {
  if (language === 'zh-CN' && !zhCN) zhCN = (await import('./mui-zh-cn')).zhCN
}

/** With MUI's own words (pagination, "No options", Close…) in the chosen language, once fetched; made once. */
export function themeFor(language: string) {
  if (language !== 'zh-CN' || !zhCN) return theme
  zhTheme ??= createTheme(options, zhCN)
  return zhTheme
}

/** The theme for the language shown, again once its words have arrived. */
export function useThemeFor(language: string) {
  const [, arrived] = useState(0)
  useEffect(() => {
    let live = true
    void loadThemeWords(language).then(() => live && arrived((count) => count + 1))
    return () => {
      live = false
    }
  }, [language])
  return themeFor(language)
}
