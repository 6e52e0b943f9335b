import type { ComboboxOption } from './combobox';

/** Options for the combobox stories. */
export const countries: ComboboxOption[] = [
  { value: 'at', label: 'Austria' },
  { value: 'br', label: 'Brazil' },
  { value: 'ca', label: 'Canada' },
  { value: 'de', label: 'Germany', keywords: ['Deutschland'] },
  { value: 'es', label: 'Spain' },
  { value: 'fr', label: 'France' },
  { value: 'gb', label: 'United Kingdom', keywords: ['Britain', 'UK'] },
  { value: 'jp', label: 'Japan' },
  { value: 'tr', label: 'Türkiye', keywords: ['Turkey'] },
  { value: 'us', label: 'United States', keywords: ['USA'] },
];
