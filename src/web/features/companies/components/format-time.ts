import dayjs from 'dayjs';

export const formatDateTimeLocal = (value: string) => dayjs(value).format('DD-MM-YYYY HH:mm');
