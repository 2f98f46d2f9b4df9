// MUI's own words in Simplified Chinese (pagination, "No options", Close…): a chunk fetched only
// when that language is chosen (theme.ts).
export { zhCN } from '@mui/material/locale'
