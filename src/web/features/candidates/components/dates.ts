import dayjs from 'dayjs';

/** Spec section 5 and 9: dates read DD-MM-YYYY. */
export const formatDate = (value: string | null | undefined) =>
  value ? dayjs(value).format('DD-MM-YYYY') : '—';
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format('DD-MM-YYYY HH:mm') : '—';
