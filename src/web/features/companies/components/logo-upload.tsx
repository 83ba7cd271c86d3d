import { Group, Image, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_UPLOAD_BYTES } from '#shared/validation/fields.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useUploadLogo } from '../api/upload-logo.ts';

/** Image only, at most 20 MB, with the upload's progress in per cent (spec section 9). */
export const LogoUpload = ({ logoUrl }: { logoUrl: string | null | undefined }) => {
  const upload = useUploadLogo();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError('Please choose an image file (PNG, JPEG, SVG or WebP).');
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setError('The logo must be 20 MB or smaller.');
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
    } catch (failure) {
      notifyError(failure);
      setError(failure instanceof Error ? failure.message : 'The upload failed.');
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm">
      {logoUrl ? (
        <Group gap="md">
          <Image src={logoUrl} alt="Your company logo" h={56} w="auto" fit="contain" radius="sm" />
          <Text size="sm" c="dimmed">
            This logo appears on candidate invitations and reports. Drop a new image to replace it.
          </Text>
        </Group>
      ) : null}
      <Dropzone
        onDrop={(files) => files[0] && send(files[0])}
        onReject={(rejections) => {
          const code = rejections[0]?.errors[0]?.code;
          setError(
            code === 'file-too-large'
              ? 'The logo must be 20 MB or smaller.'
              : 'Please choose an image file (PNG, JPEG, SVG or WebP).',
          );
        }}
        maxSize={MAX_UPLOAD_BYTES}
        accept={IMAGE_MIME_TYPE}
        multiple={false}
        loading={progress !== null}
        aria-label="Upload a company logo"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={36} stroke={1.5} />
          </Dropzone.Idle>
          <div>
            <Text fw={600}>Drag your logo here or click to choose a file</Text>
            <Text size="sm" c="dimmed">
              An image (PNG, JPEG, SVG, WebP), 20 MB at most.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {progress !== null ? (
        <Stack gap={4}>
          <Progress value={progress} aria-label="Upload progress" animated />
          <Text size="sm" c="dimmed" ta="right">
            Uploading… {progress}%
          </Text>
        </Stack>
      ) : null}
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
      {upload.isSuccess && progress === null ? (
        <Text size="sm" c="teal.8">
          Logo uploaded.
        </Text>
      ) : null}
    </Stack>
  );
};
