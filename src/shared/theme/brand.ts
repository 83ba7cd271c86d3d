// Brand tokens shared by the web theme, e-mails and PDFs (BRAND.md: one theme everywhere).
export const brand = {
  name: 'Verity',
  colors: {
    primary: '#0f5c63',
    primaryDark: '#0a4349',
    primaryLight: '#e6f2f2',
    accent: '#e07a2e',
    ink: '#1b2429',
    muted: '#5b6770',
    border: '#dde3e6',
    surface: '#f6f8f9',
    white: '#ffffff',
  },
  status: {
    verified: '#2b8a3e',
    processing: '#1c6fd1',
    awaiting: '#6b7780',
    exception: '#b26b00',
    failed: '#c92a2a',
    archived: '#343a40',
  },
  fontFamily:
    "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  supportEmail: 'support@verity.test',
} as const;
