import { createTheme, type Theme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT_PX } from '@tradecircle/domain';

/** 'md' is the spec's mobile breakpoint, so `down('md')` means a phone-sized screen. */
const createAppTheme = () =>
  createTheme({
    breakpoints: { values: { xs: 0, sm: 480, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
    palette: {
      mode: 'light',
      primary: { main: '#0b3d91', light: '#3d63b8', dark: '#072a66', contrastText: '#ffffff' },
      // Main colours carry text (white on them, or them on white) at 4.5:1 or more (WCAG AA).
      secondary: { main: '#00796b' },
      success: { main: '#107c41', light: '#3ecf7d', dark: '#0c6335' },
      warning: { main: '#b54708' },
      error: { main: '#d32f2f', light: '#ef5350', dark: '#b71c1c' },
      background: { default: '#f4f6fb', paper: '#ffffff' },
      text: { primary: '#101828', secondary: '#475467' },
      divider: '#e4e7ec',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'Arial', 'sans-serif'].join(
        ',',
      ),
      h1: { fontWeight: 800, letterSpacing: '-0.03em' },
      h2: { fontWeight: 700, letterSpacing: '-0.02em' },
      h5: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#e4e7ec' } } },
    },
  });

let theme: Theme | undefined;

/**
 * The app's theme, made on first use: made when the module loads, it was part of the first script's
 * one long evaluation (main.tsx makes it in a task of its own before the first render).
 */
export function appTheme(): Theme {
  theme ??= createAppTheme();
  return theme;
}
