import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export type RenderedEmail = {
  template: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
};

export const renderEmail = (input: {
  template: string;
  subject: string;
  body: ReactElement;
  text: string;
  links: string[];
}): RenderedEmail => ({
  template: input.template,
  subject: input.subject,
  html: `<!doctype html>${renderToStaticMarkup(input.body)}`,
  text: input.text,
  links: input.links,
});
