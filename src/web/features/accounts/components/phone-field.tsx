import { Group, Input, Select, TextInput } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import {
  DEFAULT_DIALLING_CODE,
  diallingCodeOptions,
  joinPhone,
  normalizePhoneDigits,
  splitPhone,
} from '#shared/geo/dialling-codes.ts';

// Several countries share a code (+1: US and Canada); the first, the United States, keeps it.
const codeOptions = (() => {
  const seen = new Set<string>();
  return diallingCodeOptions.flatMap((option) => {
    if (seen.has(option.value)) return [];
    seen.add(option.value);
    const country = option.label.replace(/\s*\([^)]*\)\s*$/, '');
    return [{ value: option.value, label: `${option.value} ${country}` }];
  });
})();

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
          value={code}
          onChange={(next) => {
            const nextCode = next ?? DEFAULT_DIALLING_CODE;
            setCode(nextCode);
            emit(nextCode, digits);
          }}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No country found"
          comboboxProps={{ width: 280, position: 'bottom-start' }}
          w={{ base: 118, xs: 160 }}
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
