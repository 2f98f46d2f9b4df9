import { zhCN } from '@mui/material/locale'
import { createTheme, type ThemeOptions } from '@mui/material/styles'

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
  },
}

export const theme = createTheme(options)

let zhTheme: typeof theme | null = null

/** With MUI's own words (pagination, "No options", Close…) in the chosen language; made once. */
export function themeFor(language: string) {
  if (language !== 'zh-CN') return theme
  zhTheme ??= createTheme(options, zhCN)
  return zhTheme
}
