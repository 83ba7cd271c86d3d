import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { brand } from '#shared/theme/brand.ts';
import { LogoMark } from '../../components/logo.tsx';

// The report is a printable document, so it has no site header or footer (spec section 2).
const ReportPage = () => {
  useDocumentTitle('Background check report · Verity');
  const { id = '' } = useParams();
  return (
    <Container size={820} px="md" py="xl">
      <Paper p={{ base: 'lg', sm: 48 }} shadow="sm">
        <Stack gap="md">
          <Group gap={8}>
            <LogoMark size={24} />
            <Text fw={800}>{brand.name}</Text>
          </Group>
          <Title order={1} fz={28}>
            Background check report
          </Title>
          <Text c="dimmed" size="sm">
            Report reference <span className="tabular">{id}</span>
          </Text>
          <Text>
            The report viewer is being built. If you need this report now, write to{' '}
            <Anchor href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</Anchor> and quote the
            reference above.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
};

export default ReportPage;
