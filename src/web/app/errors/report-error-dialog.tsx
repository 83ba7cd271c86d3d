import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useReportClientError } from '../../features/client-errors/api/report-client-error.ts';
import { notifyError } from '../../lib/notify.ts';
import type { CaughtError } from './root-error-screen.tsx';

export const ReportErrorDialog = ({
  opened,
  onClose,
  error,
}: {
  opened: boolean;
  onClose: () => void;
  error: CaughtError;
}) => {
  const [comment, setComment] = useState('');
  const report = useReportClientError();

  const send = () => report.mutate({ ...error, comment }, { onError: (failure) => notifyError(failure) });

  return (
    <Modal opened={opened} onClose={onClose} title="Report error" centered>
      {report.data ? (
        <Stack>
          <Alert color="teal" icon={<IconCircleCheck />} title="Thank you">
            We received your report. If you contact support, quote reference{' '}
            <Text span fw={700} ff="monospace">
              {report.data.reference}
            </Text>
            .
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            We will receive the technical details of this error. Add what you were doing if you can: it helps
            us find the cause.
          </Text>
          <Textarea
            label="What were you doing? (optional)"
            autosize
            minRows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={send} loading={report.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
