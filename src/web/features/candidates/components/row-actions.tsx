import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArchive,
  IconArchiveOff,
  IconCopy,
  IconDots,
  IconEye,
  IconMailForward,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CandidateRow } from '#shared/candidates/candidates.contract.ts';
import { toasts } from '#shared/validation/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  useArchiveCandidate,
  useDeleteCandidate,
  useResendInvitation,
  useRestoreCandidate,
} from '../api/candidate-actions.ts';
import { copyInvitationLink } from './copy-link.ts';

/** View, resend, copy link, archive or restore, delete (with confirmation). */
export const RowActions = ({ candidate, onDeleted }: { candidate: CandidateRow; onDeleted?: () => void }) => {
  const [confirmOpen, confirm] = useDisclosure(false);
  const remove = useDeleteCandidate();
  const archive = useArchiveCandidate();
  const restore = useRestoreCandidate();
  const resend = useResendInvitation();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const canResend = candidate.invitationStage !== 'submitted' && !candidate.archived;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notifySuccess(success);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={`/company/candidates/${candidate.id}`}
            leftSection={<IconEye size={16} />}
          >
            View
          </Menu.Item>
          {canResend ? (
            <Menu.Item
              leftSection={<IconMailForward size={16} />}
              onClick={() => run(() => resend.mutateAsync(candidate.id), toasts.inviteSent)}
            >
              Resend invitation
            </Menu.Item>
          ) : null}
          {!candidate.archived ? (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => copyInvitationLink(candidate.id)}>
              Copy invitation link
            </Menu.Item>
          ) : null}
          {candidate.archived ? (
            <Menu.Item
              leftSection={<IconArchiveOff size={16} />}
              onClick={() => run(() => restore.mutateAsync(candidate.id), `${name} restored`)}
            >
              Restore
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconArchive size={16} />}
              onClick={() => run(() => archive.mutateAsync(candidate.id), `${name} archived`)}
            >
              Archive
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={confirmOpen}
        onClose={confirm.close}
        title="Delete this candidate?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            {name} ({candidate.email}) and their checks will be removed from your workspace. This cannot be
            undone. Archive instead if you may need the record later.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={async () => {
                try {
                  await remove.mutateAsync(candidate.id);
                  confirm.close();
                  notifySuccess(toasts.candidateDeleted);
                  onDeleted?.();
                } catch (error) {
                  notifyError(error);
                }
              }}
            >
              Delete candidate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
