/** A multipart/form-data request body for app.inject: text fields and at most one file. */
export const multipartForm = (
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer } | null,
  headers: Record<string, string> = {},
) => {
  const boundary = '----verity-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
