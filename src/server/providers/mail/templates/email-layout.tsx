import type { ReactNode } from 'react';
import { brand } from '#shared/theme/brand.ts';

// Table layout and inline styles: what mail clients render reliably.
export const EmailLayout = ({ preview, children }: { preview: string; children: ReactNode }) => (
  <html lang="en">
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{preview}</title>
    </head>
    <body
      style={{ margin: 0, padding: 0, backgroundColor: brand.colors.surface, fontFamily: brand.fontFamily }}
    >
      <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
      <table
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ backgroundColor: brand.colors.surface }}
      >
        <tbody>
          <tr>
            <td align="center" style={{ padding: '32px 16px' }}>
              <table
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                style={{
                  maxWidth: 560,
                  backgroundColor: brand.colors.white,
                  borderRadius: 12,
                  border: `1px solid ${brand.colors.border}`,
                }}
              >
                <tbody>
                  <tr>
                    <td style={{ padding: '24px 32px', borderBottom: `1px solid ${brand.colors.border}` }}>
                      <span
                        style={{
                          fontSize: 20,
                          fontWeight: 700,
                          color: brand.colors.primary,
                          letterSpacing: '-0.01em',
                        }}
                      >
                        {brand.name}
                      </span>
                    </td>
                  </tr>
                  <tr>
                    <td
                      style={{
                        padding: '28px 32px',
                        color: brand.colors.ink,
                        fontSize: 15,
                        lineHeight: '24px',
                      }}
                    >
                      {children}
                    </td>
                  </tr>
                  <tr>
                    <td
                      style={{
                        padding: '20px 32px',
                        borderTop: `1px solid ${brand.colors.border}`,
                        color: brand.colors.muted,
                        fontSize: 12,
                        lineHeight: '18px',
                      }}
                    >
                      You received this e-mail because of an account at {brand.name}. Questions? Write to{' '}
                      <a href={`mailto:${brand.supportEmail}`} style={{ color: brand.colors.primary }}>
                        {brand.supportEmail}
                      </a>
                      .
                    </td>
                  </tr>
                </tbody>
              </table>
            </td>
          </tr>
        </tbody>
      </table>
    </body>
  </html>
);

export const EmailButton = ({ href, children }: { href: string; children: ReactNode }) => (
  <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '24px 0' }}>
    <tbody>
      <tr>
        <td style={{ borderRadius: 8, backgroundColor: brand.colors.primary }}>
          <a
            href={href}
            style={{
              display: 'inline-block',
              padding: '12px 24px',
              color: brand.colors.white,
              fontWeight: 600,
              textDecoration: 'none',
              fontSize: 15,
            }}
          >
            {children}
          </a>
        </td>
      </tr>
    </tbody>
  </table>
);

export const EmailFallbackLink = ({ href }: { href: string }) => (
  <p style={{ fontSize: 13, color: brand.colors.muted, wordBreak: 'break-all' }}>
    If the button does not work, copy this address into your browser:
    <br />
    <a href={href} style={{ color: brand.colors.primary }}>
      {href}
    </a>
  </p>
);
