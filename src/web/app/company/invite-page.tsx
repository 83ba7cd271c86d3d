import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCircleCheck, IconCopy, IconSend } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { toasts } from '#shared/validation/messages.ts';
import { applyServerErrors } from '../../features/accounts/components/form-helpers.ts';
import {
  type InvitePreview,
  type InviteResult,
  useInviteCandidates,
  useInviteFromCsv,
  usePreviewCsvInvite,
} from '../../features/candidates/api/invite.ts';
import { copyInvitationLink } from '../../features/candidates/components/copy-link.ts';
import { CsvInvite } from '../../features/candidates/components/csv-invite.tsx';
import {
  InviteForm,
  type InviteFormOutput,
  useInviteForm,
} from '../../features/candidates/components/invite-form.tsx';
import { useQuote } from '../../features/companies/api/quote.ts';
import { formatCents } from '../../features/companies/components/money.ts';
import {
  emptyOrder,
  type OrderChoice,
  OrderPicker,
} from '../../features/companies/components/order-picker.tsx';
import { QuoteSummary } from '../../features/companies/components/quote-summary.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

type Mode = 'form' | 'csv';

const InviteDone = ({ result, onAgain }: { result: InviteResult; onAgain: () => void }) => (
  <Paper p="lg" maw={720}>
    <Stack gap="md">
      <Group gap="sm">
        <IconCircleCheck size={28} color="var(--mantine-color-teal-7)" aria-hidden />
        <Title order={2} fz="xl">
          {result.invited === 1 ? 'Invitation sent' : `${result.invited} invitations sent`}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        Each candidate gets an e-mail with a link that is valid for 7 days. Order total{' '}
        {formatCents(result.totalCents)}.
      </Text>
      {result.duplicates.length > 0 ? (
        <Alert color="yellow" title="Not invited twice">
          {result.duplicates.map((duplicate) => (
            <Text key={duplicate.email} size="sm">
              {duplicate.email}: {duplicate.reason}
            </Text>
          ))}
        </Alert>
      ) : null}
      {result.candidates.length <= 10
        ? result.candidates.map((candidate) => (
            <Group key={candidate.id} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/company/candidates/${candidate.id}`} size="sm" truncate>
                {candidate.email}
              </Anchor>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconCopy size={14} />}
                onClick={() => copyInvitationLink(candidate.id)}
              >
                Copy invitation link
              </Button>
            </Group>
          ))
        : null}
      <Group>
        <Button component={Link} to="/company/candidates">
          Go to candidates
        </Button>
        <Button variant="default" onClick={onAgain}>
          Invite more
        </Button>
      </Group>
    </Stack>
  </Paper>
);

export const InvitePage = () => {
  useDocumentTitle('Invite candidates · Verity');
  const [mode, setMode] = useState<Mode>('form');
  const [order, setOrder] = useState<OrderChoice>(emptyOrder);
  const [formCount, setFormCount] = useState(1);
  const [csvFile, setCsvFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<InvitePreview | undefined>();
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<InviteResult | null>(null);
  const [confirmOpen, confirm] = useDisclosure(false);
  const [pendingCandidates, setPendingCandidates] = useState<InviteFormOutput['candidates'] | null>(null);

  const form = useInviteForm();
  const inviteForm = useInviteCandidates();
  const inviteCsv = useInviteFromCsv();
  const previewCsv = usePreviewCsvInvite();
  const onCountChange = useCallback((count: number) => setFormCount(count), []);

  const candidateCount = mode === 'form' ? formCount : (preview?.validRows ?? 0);
  const quote = useQuote(candidateCount > 0 ? { ...order, candidates: candidateCount } : null);

  const runPreview = async (file: File, choice: OrderChoice = order) => {
    setCsvFile(file);
    setPreview(undefined);
    setPreviewError(null);
    setProgress(0);
    try {
      setPreview(await previewCsv.mutateAsync({ file, ...choice, onProgress: setProgress }));
    } catch (error) {
      setPreviewError(isApiError(error) ? error.message : 'The file could not be checked.');
    } finally {
      setProgress(null);
    }
  };

  const review = form.handleSubmit((values) => {
    setPendingCandidates(values.candidates);
    confirm.open();
  });

  const send = async () => {
    try {
      let done: InviteResult;
      if (mode === 'form' && pendingCandidates) {
        done = await inviteForm.mutateAsync({ candidates: pendingCandidates, ...order });
      } else if (mode === 'csv' && csvFile) {
        setProgress(0);
        done = await inviteCsv.mutateAsync({ file: csvFile, ...order, onProgress: setProgress });
      } else return;
      confirm.close();
      notifySuccess(toasts.inviteSent);
      setResult(done);
    } catch (error) {
      confirm.close();
      if (mode === 'form') {
        // Server field errors come back as candidates.0.email and the like.
        applyServerErrors(error, form.setError, []);
        if (isApiError(error))
          for (const [field, message] of Object.entries(error.fieldErrors))
            if (field.startsWith('candidates.'))
              form.setError(field as `candidates.${number}.email`, { type: 'server', message });
      } else notifyError(error);
    } finally {
      setProgress(null);
    }
  };

  const startAgain = () => {
    setResult(null);
    setCsvFile(null);
    setPreview(undefined);
    form.reset();
  };

  if (result)
    return (
      <Stack gap="lg">
        <Title order={1} fz={28}>
          Invite candidates
        </Title>
        <InviteDone result={result} onAgain={startAgain} />
      </Stack>
    );

  const csvBlocked = !preview || preview.invalidRows > 0 || preview.validRows === 0;
  const sending = inviteForm.isPending || inviteCsv.isPending;

  return (
    <Stack gap="lg" maw={1280}>
      <Stack gap={4}>
        <Anchor component={Link} to="/company/candidates" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> Candidates
          </Group>
        </Anchor>
        <Title order={1} fz={28}>
          Invite candidates
        </Title>
        <Text c="dimmed" size="sm">
          Choose who, choose the checks, read the quote, then confirm. Candidates enter their own details and
          consent; you see each check's status as it moves.
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                1. Candidates
              </Title>
              <SegmentedControl
                value={mode}
                onChange={(value) => setMode(value as Mode)}
                data={[
                  { value: 'form', label: 'Type them in' },
                  { value: 'csv', label: 'Upload a CSV file' },
                ]}
                w={{ base: '100%', sm: 'auto' }}
                style={{ alignSelf: 'flex-start' }}
              />
              {mode === 'form' ? (
                <InviteForm form={form} onCountChange={onCountChange} />
              ) : (
                <CsvInvite
                  file={csvFile}
                  onFile={(file) => runPreview(file)}
                  preview={preview}
                  previewError={previewError}
                  previewing={previewCsv.isPending}
                  progress={progress}
                />
              )}
            </Stack>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                2. Checks
              </Title>
              <OrderPicker
                value={order}
                onChange={(next) => {
                  setOrder(next);
                  // The preview's price depends on the order: check the file again for the new choice.
                  if (mode === 'csv' && csvFile && next.package !== order.package)
                    void runPreview(csvFile, next);
                }}
              />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm" style={{ position: 'sticky', top: 80 }}>
            <Title order={2} fz="lg">
              3. Quote and confirm
            </Title>
            {candidateCount > 0 ? (
              <QuoteSummary
                quote={quote.data}
                loading={quote.isFetching}
                error={quote.isError ? quote.error.message : null}
              />
            ) : (
              <Paper p="md">
                <Text size="sm" c="dimmed">
                  {mode === 'csv'
                    ? 'Upload a file to see the price of the order.'
                    : 'Add a candidate to see the price.'}
                </Text>
              </Paper>
            )}
            {mode === 'csv' && preview && preview.invalidRows > 0 ? (
              <Text size="sm" c="red.9">
                Fix the rows listed in step 1, then upload the file again before sending.
              </Text>
            ) : null}
            <Button
              size="md"
              leftSection={<IconSend size={18} />}
              onClick={mode === 'form' ? review : confirm.open}
              disabled={mode === 'csv' ? csvBlocked : false}
            >
              Review and send
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal
        opened={confirmOpen}
        onClose={confirm.close}
        title="Confirm the order"
        size="md"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            {candidateCount === 1
              ? 'One candidate will get an invitation e-mail now.'
              : `${candidateCount} candidates will get an invitation e-mail now.`}
          </Text>
          <QuoteSummary quote={quote.data} loading={quote.isFetching} />
          {progress !== null ? (
            <Text size="sm" c="dimmed">
              Uploading… {progress}%
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close} disabled={sending}>
              Back
            </Button>
            <Button onClick={send} loading={sending} disabled={!quote.data || quote.isFetching}>
              {quote.data?.demoMode
                ? 'Send invitations (no charge)'
                : `Confirm and pay ${quote.data ? formatCents(quote.data.totalCents) : ''}`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};
