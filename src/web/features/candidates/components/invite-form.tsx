import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { inviteeSchema } from '#shared/candidates/candidates.contract.ts';
import { PhoneField } from '../../accounts/components/phone-field.tsx';

// The shared invitee schema: it reads a blank phone as "no phone", as the server does.
const formSchema = z.object({
  candidates: z.array(inviteeSchema).min(1).max(100),
});
export type InviteFormValues = z.input<typeof formSchema>;
export type InviteFormOutput = z.output<typeof formSchema>;

const blank = { firstName: '', lastName: '', middleName: '', email: '', phone: '' };

export type InviteFormHandle = ReturnType<typeof useInviteForm>;

export const useInviteForm = () =>
  useForm<InviteFormValues, unknown, InviteFormOutput>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { candidates: [blank] },
  });

/** One candidate, or several: each row has names, e-mail and an optional phone. */
export const InviteForm = ({
  form,
  onCountChange,
}: {
  form: InviteFormHandle;
  onCountChange: (count: number) => void;
}) => {
  const rows = useFieldArray({ control: form.control, name: 'candidates' });
  const candidates = useWatch({ control: form.control, name: 'candidates' });
  const count = candidates?.length ?? 1;
  useEffect(() => onCountChange(count), [count, onCountChange]);
  const errors = form.formState.errors.candidates;

  return (
    <Stack gap="sm">
      {rows.fields.map((row, index) => (
        <Paper key={row.id} p="md" aria-label={`Candidate ${index + 1}`} component="fieldset" m={0}>
          <Stack gap="sm">
            {rows.fields.length > 1 ? (
              <Group justify="space-between">
                <Text fw={600} size="sm" component="legend">
                  Candidate {index + 1}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove candidate ${index + 1}`}
                  onClick={() => rows.remove(index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="First name"
                withAsterisk
                autoComplete="off"
                error={errors?.[index]?.firstName?.message}
                {...form.register(`candidates.${index}.firstName`)}
              />
              <TextInput
                label="Middle name"
                autoComplete="off"
                error={errors?.[index]?.middleName?.message}
                {...form.register(`candidates.${index}.middleName`)}
              />
              <TextInput
                label="Last name"
                withAsterisk
                autoComplete="off"
                error={errors?.[index]?.lastName?.message}
                {...form.register(`candidates.${index}.lastName`)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="sm">
              <TextInput
                label="Email"
                type="email"
                inputMode="email"
                withAsterisk
                autoComplete="off"
                description="The invitation goes to this address."
                error={errors?.[index]?.email?.message}
                {...form.register(`candidates.${index}.email`)}
              />
              <Controller
                control={form.control}
                name={`candidates.${index}.phone`}
                render={({ field, fieldState }) => (
                  <PhoneField
                    required={false}
                    description="Optional."
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => rows.append(blank)}
          disabled={rows.fields.length >= 100}
        >
          Add another candidate
        </Button>
        <Text size="xs" c="dimmed">
          Up to 100 here; use a CSV file for more.
        </Text>
      </Group>
    </Stack>
  );
};
