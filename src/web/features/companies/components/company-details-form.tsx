import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  type Company,
  type CompanyDetailsInput,
  companyDetailsInputSchema,
} from '#shared/companies/companies.contract.ts';
import { brand } from '#shared/theme/brand.ts';
import { statusInk } from '../../../components/status-ink.ts';
import { applyServerErrors } from '../../accounts/components/form-helpers.ts';
import { PhoneField } from '../../accounts/components/phone-field.tsx';
import { useSaveCompanyDetails } from '../api/company.ts';
import { looksLikeDomain, useDomainCheck } from '../api/domain-check.ts';
import { usStateOptions } from './us-states.ts';

const fields = ['name', 'address', 'city', 'state', 'zipCode', 'country', 'phone', 'domain'] as const;
const countryOptions = [{ value: 'US', label: 'United States' }];

const DomainStatus = ({ domain }: { domain: string }) => {
  const [debounced] = useDebouncedValue(domain, 400);
  const check = useDomainCheck(debounced);
  if (!debounced.trim()) return null;
  if (!looksLikeDomain(debounced))
    return (
      <Text size="sm" c="dimmed">
        Enter a domain such as acme-logistics.com
      </Text>
    );
  if (check.isFetching) return <Loader size="xs" aria-label="Checking the domain" />;
  if (check.isError)
    return (
      <Text size="sm" c="dimmed">
        We could not check this domain right now.
      </Text>
    );
  if (!check.data) return null;
  if (!check.data.available)
    return (
      <Group gap={6} c={statusInk(brand.status.failed)} wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="sm" inherit>
          {check.data.domain} is already used by another company on Verity.
        </Text>
      </Group>
    );
  return (
    <Group gap={6} c={statusInk(brand.status.verified)} wrap="nowrap" align="flex-start">
      <IconCircleCheck size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm" inherit>
        {check.data.domain} is available
        {check.data.matchesEmail ? ' and matches your e-mail address.' : '.'}
      </Text>
    </Group>
  );
};

const defaultsFrom = (company: Company | undefined): CompanyDetailsInput => ({
  name: company?.name ?? '',
  address: company?.address ?? '',
  city: company?.city ?? '',
  state: company?.state ?? '',
  zipCode: company?.zipCode ?? '',
  country: company?.country ?? 'US',
  phone: company?.phone ?? '',
  domain: company?.domain ?? '',
});

/** Company name, address, phone and domain: the onboarding's first step and the settings form. */
export const CompanyDetailsForm = ({
  company,
  submitLabel,
  onSaved,
}: {
  company: Company | undefined;
  submitLabel: string;
  onSaved?: (company: Company) => void;
}) => {
  const save = useSaveCompanyDetails();
  const form = useForm<CompanyDetailsInput>({
    resolver: zodResolver(companyDetailsInputSchema),
    mode: 'onTouched',
    defaultValues: defaultsFrom(company),
  });
  const { errors } = form.formState;
  const domain = useWatch({ control: form.control, name: 'domain' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, domain: values.domain?.trim() || undefined });
      form.reset(defaultsFrom(saved));
      onSaved?.(saved);
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Legal company name"
          autoComplete="organization"
          withAsterisk
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label="Street address"
          autoComplete="street-address"
          withAsterisk
          error={errors.address?.message}
          {...form.register('address')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="City"
            autoComplete="address-level2"
            withAsterisk
            error={errors.city?.message}
            {...form.register('city')}
          />
          <Controller
            control={form.control}
            name="state"
            render={({ field, fieldState }) => (
              <Select
                label="State"
                placeholder="Choose a state"
                data={usStateOptions}
                searchable
                withAsterisk
                nothingFoundMessage="No state found"
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label="Zip code"
            autoComplete="postal-code"
            inputMode="numeric"
            withAsterisk
            maxLength={10}
            error={errors.zipCode?.message}
            {...form.register('zipCode')}
          />
          <Controller
            control={form.control}
            name="country"
            render={({ field, fieldState }) => (
              <Select
                label="Country"
                data={countryOptions}
                allowDeselect={false}
                withAsterisk
                description="Verity screens for US employers."
                value={field.value ?? 'US'}
                onChange={(value) => field.onChange(value ?? 'US')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Stack gap={4}>
          <TextInput
            label="Company website domain"
            placeholder="acme-logistics.com"
            autoComplete="url"
            description="Candidates see it on their invitation; team members with this domain can join."
            error={errors.domain?.message}
            {...form.register('domain')}
          />
          <DomainStatus domain={domain} />
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
