import { numberFormat } from '@/shared/lib/intl';

/** 000 §3: lengths are stored in centimetres and shown in metres. */
export const centimetresToMetres = (cm: number): number => cm / 100;

export function formatMetres(cm: number, intl: string): string {
  return numberFormat(intl, { style: 'unit', unit: 'meter', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(centimetresToMetres(cm));
}

export function formatKilograms(kg: number, intl: string): string {
  return numberFormat(intl, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 0 }).format(kg);
}

export function formatKilometres(km: number, intl: string): string {
  return numberFormat(intl, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(km);
}
