const INLINE_TYPES = /^(image|video)\//;

/**
 * Built by the server from the sanitised original name, with the extension of the stored type, so a file
 * can never be offered to the browser as, say, page.html.
 */
export function contentDisposition(input: { originalName: string; mimeType: string; storageKey: string }): string {
  const ext = input.storageKey.slice(input.storageKey.lastIndexOf('.') + 1);
  const dot = input.originalName.lastIndexOf('.');
  const stem = (dot > 0 ? input.originalName.slice(0, dot) : input.originalName).slice(0, 100) || 'file';
  const name = `${stem}.${ext}`;
  const ascii = name.replace(/[^\w.\- ]/g, '_');
  const kind = INLINE_TYPES.test(input.mimeType) ? 'inline' : 'attachment';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
