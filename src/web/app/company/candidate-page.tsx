import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCopy, IconMailForward, IconNote } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CandidateDetail } from '#shared/candidates/candidates.contract.ts';
import { snakeCaseKey } from '#shared/lib/case-conversion.ts';
import { toasts } from '#shared/validation/messages.ts';
import { formatPhone } from '../../features/accounts/components/phone-format.ts';
import { useCandidate } from '../../features/candidates/api/candidate.ts';
import { useResendInvitation } from '../../features/candidates/api/candidate-actions.ts';
import { useAddNote } from '../../features/candidates/api/notes.ts';
import { copyInvitationLink } from '../../features/candidates/components/copy-link.ts';
import { formatDate, formatDateTime } from '../../features/candidates/components/dates.ts';
import { RowActions } from '../../features/candidates/components/row-actions.tsx';
import { StageBadge, StatusBadge, stageLabels } from '../../features/candidates/components/status-badge.tsx';
import { usePackages } from '../../features/companies/api/packages.ts';
import { formatCents, formatCentsRange } from '../../features/companies/components/money.ts';
import { isApiError } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { NotFoundPage } from '../not-found-page.tsx';

const num = { fontVariantNumeric: 'tabular-nums' } as const;
const rule = { borderTop: '1px solid var(--mantine-color-gray-2)' } as const;

// The amounts are the order's own, stored when it was placed: re-pricing its lines from today's
// price list would show a different figure from the one quoted and charged once prices change. The
// stored order keeps totals only, so the lines say what was ordered and the totals what it cost.
const OrderCard = ({ candidate }: { candidate: CandidateDetail }) => {
  const packages = usePackages();
  const { order } = candidate;
  const plan = packages.data?.packages.find((item) => item.id === order.package);
  const addOnOf = (key: string) =>
    packages.data?.addOns.find((addOn) => addOn.id === key || addOn.id === snakeCaseKey(key));
  const addOns = Object.entries(order.addOns).filter(([, quantity]) => quantity > 0);
  const fees = order.passThrough;
  return (
    <Paper p="md" component="section" aria-label="Order">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="md">
            Order
          </Title>
          <Text size="xs" c="dimmed" style={num}>
            {formatDate(order.createdAt)}
          </Text>
        </Group>
        <Stack gap={2}>
          <Text size="sm">{plan?.name ?? order.package} package</Text>
          {addOns.map(([key, quantity]) => (
            <Text key={key} size="sm">
              {addOnOf(key)?.title ?? key} × {quantity}
            </Text>
          ))}
        </Stack>
        {order.demo ? (
          // A demo order is charged $0; a lone "Total $0.00" read as an error, so the order's price
          // and what was charged are shown apart, as on the quote.
          <>
            <Group justify="space-between" pt={4} style={rule}>
              <Text size="sm">Order total</Text>
              <Text size="sm" style={num} data-testid="order-total">
                {formatCents(order.listPriceCents)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>Charged</Text>
              <Text fw={700} style={num} data-testid="order-charged">
                {formatCents(order.chargedCents)}
              </Text>
            </Group>
          </>
        ) : (
          <Group justify="space-between" pt={4} style={rule}>
            <Text fw={700}>Total</Text>
            <Text fw={700} style={num} data-testid="order-charged">
              {formatCents(order.chargedCents)}
            </Text>
          </Group>
        )}
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text size="sm">Pass-through fees</Text>
          <Text size="sm" style={num} ta="right" data-testid="order-pass-through">
            {fees.maxCents === 0 ? 'none expected' : `+ ${formatCentsRange(fees.minCents, fees.maxCents)}`}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {order.demo
            ? 'Demo order: run in the sandbox, not charged.'
            : 'Prices as quoted when the order was placed. Pass-through fees are charged at cost by courts, DMVs and verifiers, only when they charge.'}
        </Text>
      </Stack>
    </Paper>
  );
};

const NotesCard = ({ candidate }: { candidate: CandidateDetail }) => {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useAddNote(candidate.id);
  const error = touched && !text.trim() ? 'Write a note first' : undefined;
  return (
    <Paper p="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Notes
        </Title>
        {candidate.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet. Notes are visible to your team only, never to the candidate.
          </Text>
        ) : (
          candidate.notes.map((note) => (
            <Stack key={note.id} gap={2}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note.text}
              </Text>
              <Text size="xs" c="dimmed">
                {note.email} · {formatDateTime(note.createdAt)}
              </Text>
            </Stack>
          ))
        )}
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            setTouched(true);
            if (!text.trim()) return;
            try {
              await add.mutateAsync(text.trim());
              setText('');
              setTouched(false);
            } catch (failure) {
              notifyError(failure);
            }
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="Add a note"
              autosize
              minRows={2}
              maxLength={2000}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onBlur={() => text && setTouched(true)}
              error={error}
            />
            <Group justify="flex-end">
              <Button type="submit" size="xs" leftSection={<IconNote size={14} />} loading={add.isPending}>
                Add note
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
};

export const CandidatePage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const candidate = useCandidate(id);
  const resend = useResendInvitation();
  const data = candidate.data;
  useDocumentTitle(data ? `${data.firstName} ${data.lastName} · Verity` : 'Candidate · Verity');

  if (candidate.isError && isApiError(candidate.error) && candidate.error.status === 404)
    return <NotFoundPage />;
  if (candidate.isError)
    return (
      <Alert color="red" title="This candidate could not be loaded">
        {candidate.error.message}
      </Alert>
    );
  if (!data)
    return (
      <Stack gap="md" maw={1100}>
        <Skeleton h={36} w={280} />
        <Skeleton h={200} />
      </Stack>
    );

  const expires = data.invitationExpiresAt ? dayjs(data.invitationExpiresAt) : null;
  const expired = data.invitationStage === 'expired' || (expires ? expires.isBefore(dayjs()) : false);
  const done = data.checks.filter((check) =>
    ['VERIFIED', 'FAILED', 'UNABLE_TO_VERIFY'].includes(check.status),
  ).length;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Anchor component={Link} to="/company/candidates" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> Candidates
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={28}>
              {data.firstName} {data.middleName ? `${data.middleName} ` : ''}
              {data.lastName}
            </Title>
            <Group gap={6} c="dimmed" fz="sm" style={{ rowGap: 0 }}>
              <Text inherit style={{ overflowWrap: 'anywhere' }}>
                {data.email}
              </Text>
              {data.phone ? (
                <>
                  <Text inherit aria-hidden>
                    ·
                  </Text>
                  <Anchor href={`tel:${data.phone.replace(/-/g, '')}`} inherit c="dimmed" style={num}>
                    {formatPhone(data.phone)}
                  </Anchor>
                </>
              ) : null}
            </Group>
            <Group gap={6}>
              <StatusBadge status={data.status} />
              <StageBadge stage={data.invitationStage} />
            </Group>
          </Stack>
          <RowActions candidate={data} onDeleted={() => navigate('/company/candidates')} />
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper p="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} fz="md">
                    Checks
                  </Title>
                  <Text size="sm" c="dimmed" style={num}>
                    {done} of {data.checks.length} complete
                  </Text>
                </Group>
                {/* On a phone the date moves under the check's name, so the status badge keeps its
                    full label and nothing scrolls sideways. */}
                <Table verticalSpacing="xs" fz="sm" aria-label="Checks">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Check</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th visibleFrom="sm">Updated</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.checks.map((check) => (
                      <Table.Tr key={check.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {check.label}
                          </Text>
                          {check.detail ? (
                            <Text size="xs" c="dimmed">
                              {check.detail}
                            </Text>
                          ) : null}
                          <Text size="xs" c="dimmed" hiddenFrom="sm" style={num}>
                            Updated {formatDate(check.updatedAt)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge status={check.status} overall={false} />
                        </Table.Td>
                        <Table.Td visibleFrom="sm" style={{ ...num, whiteSpace: 'nowrap' }}>
                          {formatDate(check.updatedAt)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            </Paper>
            <Paper p="md">
              <Stack gap="sm">
                <Title order={2} fz="md">
                  Activity
                </Title>
                {data.activities.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Nothing has happened yet.
                  </Text>
                ) : (
                  <Timeline bulletSize={14} lineWidth={2}>
                    {data.activities.map((activity) => (
                      <Timeline.Item key={activity.id} title={<Text size="sm">{activity.text}</Text>}>
                        <Text size="xs" c="dimmed">
                          {activity.actor} · {formatDateTime(activity.createdAt)}
                        </Text>
                      </Timeline.Item>
                    ))}
                  </Timeline>
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper p="md">
              <Stack gap="xs">
                <Title order={2} fz="md">
                  Invitation
                </Title>
                <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
                  <Text size="sm" c="dimmed">
                    Stage
                  </Text>
                  <Text size="sm">{stageLabels[data.invitationStage]}</Text>
                  <Text size="sm" c="dimmed">
                    Invited
                  </Text>
                  <Text size="sm" style={num}>
                    {formatDate(data.createdAt)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {expired ? 'Expired' : 'Expires'}
                  </Text>
                  <Text size="sm" style={num} c={expired ? 'orange.9' : undefined}>
                    {data.invitationExpiresAt ? formatDate(data.invitationExpiresAt) : '—'}
                  </Text>
                </SimpleGrid>
                {data.invitationStage !== 'submitted' && !data.archived ? (
                  <Group gap="xs" mt={4}>
                    <Button
                      size="xs"
                      variant={expired ? 'filled' : 'default'}
                      leftSection={<IconMailForward size={14} />}
                      loading={resend.isPending}
                      onClick={async () => {
                        try {
                          await resend.mutateAsync(data.id);
                          notifySuccess(toasts.inviteSent);
                        } catch (error) {
                          notifyError(error);
                        }
                      }}
                    >
                      {expired ? 'Resend (renews for 7 days)' : 'Resend invitation'}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconCopy size={14} />}
                      onClick={() => copyInvitationLink(data.id)}
                    >
                      Copy link
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
            <OrderCard candidate={data} />
            <NotesCard candidate={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
