import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type ClientErrorReport = {
  message: string;
  stack?: string;
  componentStack?: string;
  comment?: string;
};

const clip = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);

export const reportClientError = (report: ClientErrorReport) =>
  apiRequest<{ reference: string }>('/api/client-errors', {
    body: {
      message: clip(report.message, 2000) || 'Unknown error',
      stack: clip(report.stack, 10_000),
      componentStack: clip(report.componentStack, 10_000),
      comment: clip(report.comment?.trim() || undefined, 2000),
      // The server keeps only the path; query strings can carry tokens.
      url: window.location.href.slice(0, 2000),
      userAgent: navigator.userAgent.slice(0, 500),
    },
    auth: false,
  });

export const useReportClientError = () => useMutation({ mutationFn: reportClientError });
