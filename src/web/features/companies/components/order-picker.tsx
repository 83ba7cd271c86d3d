import {
  Alert,
  Badge,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import type { PackageId } from '#shared/candidates/candidates.contract.ts';
import type { County } from '#shared/companies/companies.contract.ts';
import { type PlanOption, usePackages } from '../api/packages.ts';
import { useCountySearch } from '../api/search-county.ts';
import { formatCents } from './money.ts';

export type OrderChoice = {
  package: PackageId;
  addOns: Record<string, number>;
  counties: string[];
};

export const emptyOrder: OrderChoice = { package: 'gold', addOns: {}, counties: [] };

// Each county chosen is one county civil search (the server prices it per county).
const COUNTY_ADD_ON = 'county_civil';

const CountyPicker = ({ value, onChange }: { value: string[]; onChange: (fips: string[]) => void }) => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const results = useCountySearch(debounced);
  // Remember the names of chosen counties so they stay readable after the search changes.
  const known = useRef(new Map<string, County>());
  for (const county of results.data ?? []) known.current.set(county.fips, county);
  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const fips of value) {
      const county = known.current.get(fips);
      options.set(fips, county ? `${county.name}, ${county.state}` : fips);
    }
    for (const county of results.data ?? []) options.set(county.fips, `${county.name}, ${county.state}`);
    return [...options].map(([fips, label]) => ({ value: fips, label }));
  }, [results.data, value]);
  return (
    <MultiSelect
      label="Counties for the civil searches"
      description="Type at least two letters of a county or state. Each county chosen is one civil search."
      placeholder={value.length ? undefined : 'e.g. Cook, IL'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        debounced.trim().length < 2 ? 'Keep typing…' : results.isFetching ? 'Searching…' : 'No county found'
      }
      maxValues={50}
      clearable
      size="sm"
    />
  );
};

const PlanCard = ({ plan, selected }: { plan: PlanOption; selected: boolean }) => (
  <Radio.Card
    value={plan.id}
    radius="md"
    px="md"
    py="sm"
    aria-label={`${plan.name}, ${formatCents(plan.priceCents)} per candidate`}
    style={{
      borderColor: selected ? 'var(--mantine-color-brand-6)' : undefined,
      boxShadow: selected ? '0 0 0 1px var(--mantine-color-brand-6)' : undefined,
      background: selected ? 'var(--mantine-color-brand-0)' : undefined,
    }}
  >
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Radio.Indicator size="sm" mt={3} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap">
            <Text fw={700}>{plan.name}</Text>
            {plan.recommended ? (
              // Filled: the light variant of the accent put brown text on brown (1.4:1).
              <Badge size="xs" color="accent.8" variant="filled">
                Recommended
              </Badge>
            ) : null}
          </Group>
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatCents(plan.priceCents)}
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              / candidate
            </Text>
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {plan.checks
            .map((check) =>
              check.label && check.label !== '1'
                ? `${check.name} (${check.label.toLowerCase()})`
                : check.name,
            )
            .join(' · ')}
        </Text>
      </Stack>
    </Group>
  </Radio.Card>
);

/** Plan (five packages), add-ons with quantities and counties: what the order will contain. */
export const OrderPicker = ({
  value,
  onChange,
}: {
  value: OrderChoice;
  onChange: (next: OrderChoice) => void;
}) => {
  const packages = usePackages();
  if (packages.isPending)
    return (
      <Stack gap="sm">
        <Skeleton h={24} w={160} />
        {[1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} h={64} />
        ))}
      </Stack>
    );
  if (packages.isError)
    return (
      <Alert color="red" title="The packages could not be loaded">
        {packages.error.message}
      </Alert>
    );
  const countyQuantity = value.addOns[COUNTY_ADD_ON] ?? 0;
  return (
    <Stack gap="lg">
      <Radio.Group
        value={value.package}
        onChange={(next) => onChange({ ...value, package: next as PackageId })}
        label={
          <Title order={3} fz="md" mb={6}>
            Package
          </Title>
        }
      >
        <Stack gap="xs">
          {packages.data.packages.map((plan) => (
            <PlanCard key={plan.id} plan={plan} selected={plan.id === value.package} />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap="xs">
        <Title order={3} fz="md">
          Add-ons
        </Title>
        <Text size="sm" c="dimmed">
          Per candidate, on top of the package. Leave at 0 for none.
        </Text>
        <Paper p={0}>
          {packages.data.addOns.map((addOn, index) => (
            <Group
              key={addOn.id}
              justify="space-between"
              wrap="nowrap"
              px="md"
              py="xs"
              style={{ borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined }}
            >
              <Stack gap={0} style={{ minWidth: 0 }} title={addOn.description}>
                <Text size="sm" fw={600}>
                  {addOn.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCents(addOn.priceCents)}
                  {` per ${addOn.unit}`}
                </Text>
              </Stack>
              <NumberInput
                aria-label={`${addOn.title} quantity`}
                value={value.addOns[addOn.id] ?? 0}
                onChange={(next) => {
                  const quantity = typeof next === 'number' ? next : Number.parseInt(next, 10) || 0;
                  onChange({ ...value, addOns: { ...value.addOns, [addOn.id]: quantity } });
                }}
                min={0}
                max={20}
                clampBehavior="strict"
                allowDecimal={false}
                w={90}
                size="sm"
              />
            </Group>
          ))}
        </Paper>
      </Stack>
      {countyQuantity > 0 || value.counties.length > 0 ? (
        <CountyPicker value={value.counties} onChange={(counties) => onChange({ ...value, counties })} />
      ) : null}
    </Stack>
  );
};
