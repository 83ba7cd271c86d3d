import { Group, Input, type OptionsFilter, Select, type SelectProps, Text, TextInput } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import {
  DEFAULT_DIALLING_CODE,
  diallingCodeOptions,
  joinPhone,
  normalizePhoneDigits,
  splitPhone,
} from '#shared/geo/dialling-codes.ts';

// Several countries share a code (+1: the United States and Canada): one entry per code, listed
// under every country that uses it. The closed picker shows only the code ("+1"), because a country
// name does not fit beside ten digits on a phone; the list shows the countries, and typing a
// country's name finds its code.
const countriesOfCode = new Map<string, string[]>();
for (const option of diallingCodeOptions) {
  const country = option.label.replace(/\s*\([^)]*\)\s*$/, '');
  countriesOfCode.set(option.value, [...(countriesOfCode.get(option.value) ?? []), country]);
}
const countryNames = (code: string) => countriesOfCode.get(code)?.join(', ') ?? '';
const codeOptions = [...countriesOfCode.keys()].map((code) => ({ value: code, label: code }));

const filterCodes: OptionsFilter = ({ options, search }) => {
  const query = search.trim().toLowerCase();
  if (!query) return options;
  return options.filter((item) => {
    if (!('value' in item)) return false;
    return item.value.includes(query) || countryNames(item.value).toLowerCase().includes(query);
  });
};

const renderCode: SelectProps['renderOption'] = ({ option }) => (
  <Text size="sm" span>
    <Text span fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {option.value}
    </Text>{' '}
    {countryNames(option.value)}
  </Text>
);

/**
 * A dialling-code picker and the 10 local digits, stored as "+1-5551234567" (spec section 5).
 * Blank digits give "" so an optional field (required={false}) can be left empty; the form schema
 * decides whether that is allowed, and still checks a number that is typed.
 */
export const PhoneField = ({
  value,
  onChange,
  onBlur,
  error,
  required = true,
  description,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
  description?: string;
}) => {
  const initial = useMemo(() => (value ? splitPhone(value) : null), [value]);
  const [code, setCode] = useState(initial?.code ?? DEFAULT_DIALLING_CODE);
  const digits = initial?.digits ?? '';
  const id = useId();

  const emit = (nextCode: string, nextDigits: string) =>
    onChange(nextDigits ? joinPhone(nextCode, nextDigits) : '');

  return (
    <Input.Wrapper
      id={id}
      label="Phone number"
      description={description}
      error={error}
      withAsterisk={required}
      size="md"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          aria-label="Country dialling code"
          data={codeOptions}
          filter={filterCodes}
          renderOption={renderCode}
          value={code}
          onChange={(next) => {
            const nextCode = next ?? DEFAULT_DIALLING_CODE;
            setCode(nextCode);
            emit(nextCode, digits);
          }}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No country found"
          maxDropdownHeight={280}
          comboboxProps={{ width: 280, position: 'bottom-start' }}
          w={{ base: 104, xs: 112 }}
          error={Boolean(error)}
        />
        <TextInput
          id={id}
          aria-describedby={
            [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          aria-required={required}
          placeholder="(XXX)-XXX-XXXX"
          inputMode="numeric"
          autoComplete="tel-national"
          value={digits}
          onChange={(event) => emit(code, normalizePhoneDigits(event.currentTarget.value))}
          onBlur={onBlur}
          error={Boolean(error)}
          style={{ flex: 1, minWidth: 0 }}
        />
      </Group>
    </Input.Wrapper>
  );
};
