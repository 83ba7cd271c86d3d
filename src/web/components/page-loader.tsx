import { Center, Loader } from '@mantine/core';

export const PageLoader = ({ label = 'Loading' }: { label?: string }) => (
  <Center mih="40vh" role="status" aria-label={label}>
    <Loader />
  </Center>
);
