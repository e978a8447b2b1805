export { theme, type NirmalTheme, type ThemeOverrides } from './theme.ts';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider.tsx';
export { GlobalStyles } from './GlobalStyles.tsx';
export { cssVariableName } from './cssVariables.ts';
