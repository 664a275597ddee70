import { COUNTRY_NAMES } from '@estate/contract';
import { SelectField } from './field';

const OPTIONS = COUNTRY_NAMES.map((name) => ({ value: name, label: name }));

/** The configured country list (contract COUNTRY_NAMES), Dubai first. */
export function CountrySelect({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}) {
  return (
    <SelectField
      label="Country"
      name="country"
      value={value}
      onValueChange={onValueChange}
      options={OPTIONS}
      placeholder="Select a country"
      error={error}
    />
  );
}
