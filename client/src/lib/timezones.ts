import type { ComboboxOption } from '../components/Combobox';

export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function offsetOf(zone: string): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date())
    .find((candidate) => candidate.type === 'timeZoneName');
  return part?.value.replace('GMT', 'UTC') ?? 'UTC';
}

let cached: ComboboxOption[] | undefined;

/** Every IANA zone the browser knows, labelled with its current offset ("Europe/Paris · UTC+1"). */
export function timezoneOptions(): ComboboxOption[] {
  if (cached) return cached;
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [browserTimezone()];
  const withUtc = zones.includes('UTC') ? zones : ['UTC', ...zones];
  cached = withUtc.map((zone) => {
    const offset = offsetOf(zone);
    return { value: zone, label: `${zone.replaceAll('_', ' ')} · ${offset}`, keywords: `${zone} ${offset}` };
  });
  return cached;
}
