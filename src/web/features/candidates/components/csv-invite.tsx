import { Alert, Badge, Button, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconFileSpreadsheet,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { brand } from '#shared/theme/brand.ts';
import { MAX_UPLOAD_BYTES } from '#shared/validation/fields.ts';
import { statusInk } from '../../../components/status-ink.ts';
import type { InvitePreview } from '../api/invite.ts';

export const CSV_COLUMNS = ['email', 'first_name', 'last_name', 'middle_name', 'phone', 'birthdate'] as const;
const TEMPLATE = `${CSV_COLUMNS.join(',')}\njordan.lee@example.com,Jordan,Lee,,+1-4155550123,\n`;

const downloadTemplate = () => {
  const url = URL.createObjectURL(new Blob([TEMPLATE], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'verity-candidates-template.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain', 'application/csv'];

/** Drop zone, the template, and the server's row-by-row verdict on the file. */
export const CsvInvite = ({
  file,
  onFile,
  preview,
  previewError,
  previewing,
  progress,
}: {
  file: File | null;
  onFile: (file: File) => void;
  preview: InvitePreview | undefined;
  previewError: string | null;
  previewing: boolean;
  progress: number | null;
}) => {
  const [rejection, setRejection] = useState<string | null>(null);
  const problems = preview ? [...preview.errors].sort((a, b) => a.row - b.row) : [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
          One candidate per row with the columns {CSV_COLUMNS.join(', ')}. Middle name, phone and birthdate
          (DD-MM-YYYY) may be empty.
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} />}
          onClick={downloadTemplate}
        >
          Download the template
        </Button>
      </Group>
      <Dropzone
        onDrop={(files) => {
          setRejection(null);
          if (files[0]) onFile(files[0]);
        }}
        onReject={(rejections) => {
          const code = rejections[0]?.errors[0]?.code;
          setRejection(
            code === 'file-too-large'
              ? 'The file must be 20 MB or smaller.'
              : 'Please choose a CSV file (.csv).',
          );
        }}
        accept={{ 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] }}
        validator={(dropped) =>
          dropped.name && !dropped.name.toLowerCase().endsWith('.csv') && !CSV_TYPES.includes(dropped.type)
            ? { code: 'file-invalid-type', message: 'Please choose a CSV file (.csv).' }
            : null
        }
        maxSize={MAX_UPLOAD_BYTES}
        multiple={false}
        loading={previewing}
        aria-label="Upload a CSV file of candidates"
      >
        <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
          <Dropzone.Reject>
            <IconX size={32} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={32} stroke={1.5} />
          </Dropzone.Idle>
          <Dropzone.Accept>
            <IconFileSpreadsheet size={32} stroke={1.5} />
          </Dropzone.Accept>
          <div>
            <Text fw={600}>
              {file ? 'Drop a corrected file to replace it' : 'Drag a CSV file here or click to choose'}
            </Text>
            <Text size="sm" c="dimmed">
              {file
                ? `Current file: ${file.name}`
                : 'CSV only, 20 MB at most. Nothing is sent until you confirm.'}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {progress !== null ? (
        <Stack gap={2}>
          <Progress value={progress} animated aria-label="Upload progress" />
          <Text size="xs" c="dimmed" ta="right">
            Uploading… {progress}%
          </Text>
        </Stack>
      ) : null}
      {rejection ? (
        <Text size="sm" c="red.9" role="alert">
          {rejection}
        </Text>
      ) : null}
      {previewError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title="This file cannot be used">
          {previewError} Fix the file and drop it again; nothing was sent.
        </Alert>
      ) : null}
      {preview ? (
        <Paper p="md" aria-label="File check">
          <Stack gap="sm">
            <Group gap="xs">
              <Badge
                color={brand.status.verified}
                variant="light"
                leftSection={<IconCircleCheck size={14} />}
                tt="none"
                styles={{ root: { color: statusInk(brand.status.verified) } }}
              >
                {preview.validRows} ready to invite
              </Badge>
              {preview.invalidRows > 0 ? (
                <Badge
                  color={brand.status.failed}
                  variant="light"
                  leftSection={<IconX size={14} />}
                  tt="none"
                  styles={{ root: { color: statusInk(brand.status.failed) } }}
                >
                  {preview.invalidRows} {preview.invalidRows === 1 ? 'row needs' : 'rows need'} fixing
                </Badge>
              ) : null}
              {preview.duplicates.length > 0 ? (
                <Badge
                  color={brand.status.exception}
                  variant="light"
                  leftSection={<IconAlertTriangle size={14} />}
                  tt="none"
                  styles={{ root: { color: statusInk(brand.status.exception) } }}
                >
                  {preview.duplicates.length} duplicate{preview.duplicates.length === 1 ? '' : 's'}
                </Badge>
              ) : null}
            </Group>
            {problems.length > 0 ? (
              <>
                <Text size="sm">
                  Fix these rows in your file, save it, and drop the corrected file above. Row numbers count
                  the header as row 1.
                </Text>
                {/* Focusable so a keyboard can scroll a long list; no minimum width, so the reasons wrap
                    on a phone instead of being cut off. */}
                <Table.ScrollContainer
                  minWidth={0}
                  maxHeight={260}
                  type="native"
                  tabIndex={0}
                  aria-label="Rows to fix, scrollable"
                >
                  <Table stickyHeader fz="sm" verticalSpacing={4} striped aria-label="Rows to fix">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w={52}>Row</Table.Th>
                        <Table.Th w={{ base: 96, sm: 120 }}>Column</Table.Th>
                        <Table.Th>Problem</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {problems.map((problem) => (
                        <Table.Tr key={`${problem.row}-${problem.field ?? ''}-${problem.msg}`}>
                          <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{problem.row}</Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.field ?? '—'}</Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.msg}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            ) : null}
            {preview.duplicates.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Duplicates (not invited twice)
                </Text>
                {preview.duplicates.map((duplicate) => (
                  <Text key={`${duplicate.row}-${duplicate.email}`} size="sm" c="dimmed">
                    Row {duplicate.row}: {duplicate.email} — {duplicate.reason}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
};
