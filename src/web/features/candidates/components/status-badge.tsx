import { Badge, type BadgeProps } from '@mantine/core';
import {
  IconArchive,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconClockHour4,
  IconExclamationCircle,
  IconHourglassOff,
  IconMailForward,
  IconMailOpened,
  IconPencil,
  type IconProps,
  IconSend,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { InvitationStage } from '#shared/candidates/candidates.contract.ts';
import { type CheckStatus, checkStatusLabel } from '#shared/checks/check-status.ts';
import { brand } from '#shared/theme/brand.ts';
import { statusInk } from '../../../components/status-ink.ts';

// BRAND.md: fixed colours, and never colour alone: label and icon too.
const statusLook: Record<CheckStatus, { color: string; icon: ComponentType<IconProps> }> = {
  NULL: { color: brand.status.awaiting, icon: IconCircleDashed },
  PENDING: { color: brand.status.processing, icon: IconClockHour4 },
  VERIFIED: { color: brand.status.verified, icon: IconCircleCheck },
  FAILED: { color: brand.status.failed, icon: IconCircleX },
  UNABLE_TO_VERIFY: { color: brand.status.exception, icon: IconExclamationCircle },
  ARCHIVED: { color: brand.status.archived, icon: IconArchive },
};

export const statusColor = (status: CheckStatus) => statusLook[status].color;

export const StatusBadge = ({
  status,
  overall = true,
  ...props
}: { status: CheckStatus; overall?: boolean } & BadgeProps) => {
  const look = statusLook[status];
  return (
    <Badge
      variant="light"
      color={look.color}
      leftSection={<look.icon size={14} stroke={1.75} aria-hidden />}
      tt="none"
      fw={600}
      // A status is never cut to "Awaitin…": in a squeezed table column the badge keeps its label.
      miw="max-content"
      styles={{ root: { color: statusInk(look.color) }, section: { color: look.color } }}
      {...props}
    >
      {checkStatusLabel(status, { overall, audience: 'company' })}
    </Badge>
  );
};

export const stageLabels: Record<InvitationStage, string> = {
  invited: 'Invited',
  opened: 'Opened',
  in_progress: 'In progress',
  submitted: 'Submitted',
  expired: 'Expired',
};

const stageIcons: Record<InvitationStage, ComponentType<IconProps>> = {
  invited: IconSend,
  opened: IconMailOpened,
  in_progress: IconPencil,
  submitted: IconMailForward,
  expired: IconHourglassOff,
};

/** The invitation's place in invited → opened → in progress → submitted (or expired). */
export const StageBadge = ({ stage, ...props }: { stage: InvitationStage } & BadgeProps) => {
  const Icon = stageIcons[stage];
  return (
    <Badge
      variant="outline"
      color={stage === 'expired' ? brand.status.exception : 'gray'}
      leftSection={<Icon size={14} stroke={1.75} aria-hidden />}
      tt="none"
      fw={500}
      miw="max-content"
      styles={{ root: { color: stage === 'expired' ? statusInk(brand.status.exception) : brand.colors.ink } }}
      {...props}
    >
      {stageLabels[stage]}
    </Badge>
  );
};
