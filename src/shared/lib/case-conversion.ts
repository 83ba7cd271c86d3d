// The wire is snake_case and the code camelCase (spec section 1). Each side calls these at exactly
// one boundary: the server's body parser/serializer and the web's api client.

// Keys without a lower-case letter are constants used as map keys (status codes such as
// UNABLE_TO_VERIFY, 'MVR'): they cross the wire unchanged in both directions.
const isConstantKey = (key: string) => !/[a-z]/.test(key);

const camelWord = (key: string) =>
  isConstantKey(key) ? key : key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
const toSnakeWord = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
const snakeWord = (key: string) => (isConstantKey(key) ? key : toSnakeWord(key));

// Every response converts the same few hundred field names: remember them. Keys are bounded in
// length and number because request bodies can carry keys an attacker chose.
const memoized = (convert: (key: string) => string) => {
  const known = new Map<string, string>();
  return (key: string) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < 5_000 && key.length <= 64) known.set(key, converted);
    }
    return converted;
  };
};
const toCamel = memoized(camelWord);
const toSnake = memoized(snakeWord);

// Plain objects only (Dates, Buffers and class instances pass through). Fastify hands over a parsed
// query string as a prototype-less dictionary (its prototype has no prototype): that counts as plain.
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
};

const convertKeys = (value: unknown, convert: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  // for…in over a plain object, not Object.entries: no pair arrays on every response's every field.
  const result: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const inner = value[key];
    // Most values are strings, numbers and the like: no call to find out they have no keys.
    result[convert(key)] = typeof inner === 'object' && inner !== null ? convertKeys(inner, convert) : inner;
  }
  return result;
};

export const camelizeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toCamel) as T;
export const snakeizeKeys = <T = unknown>(value: unknown): T => convertKeys(value, toSnake) as T;
export const camelCaseKey = toCamel;
export const snakeCaseKey = toSnake;
