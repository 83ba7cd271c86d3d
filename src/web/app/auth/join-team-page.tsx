import { Alert, Button, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { brand } from '#shared/theme/brand.ts';
import { CenteredCard } from '../../components/centered-card.tsx';

// Accepting an invitation arrives with the team feature; until then the link explains itself.
const JoinTeamPage = () => {
  useDocumentTitle('Join your team · Verity');
  return (
    <CenteredCard title="Join your team on Verity">
      <Alert color="brand" icon={<IconUsersGroup />} title="Team invitations are coming soon">
        Colleagues will soon be able to invite you to their company account from here. If you received an
        invitation, ask the sender to contact us and we will set up your access.
      </Alert>
      <Group>
        <Button component={Link} to="/login">
          Go to login
        </Button>
        <Button component="a" href={`mailto:${brand.supportEmail}`} variant="default">
          Contact support
        </Button>
      </Group>
    </CenteredCard>
  );
};

export default JoinTeamPage;
