// The wire is snake_case and the code camelCase (spec section 1). Each side calls these at exactly
// one boundary: the server's body parser/serializer and the web's api client.

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
const toSnake = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

// Keys that carry user-chosen names (e.g. a client's own metadata map) must be left alone.
const convertKeys = (value: unknown, convert: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    result[convert(key)] = convertKeys(inner, convert);
  }
  return result;
};

export const camelizeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toCamel) as T;
export const snakeizeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toSnake) as T;
export const camelCaseKey = toCamel;
export const snakeCaseKey = toSnake;
