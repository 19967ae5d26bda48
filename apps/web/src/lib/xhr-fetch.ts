/** How far an upload has got: bytes sent and the total, when the browser knows it. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  /** 0..1, or null while the total is unknown. */
  fraction: number | null;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * fetch() over XMLHttpRequest, for the one thing fetch cannot do yet: report upload progress. Resolves with a real
 * Response, rejects like fetch (TypeError on network failure, the signal's reason on abort).
 */
export function xhrFetch(url: string, init: RequestInit, onUploadProgress: (progress: UploadProgress) => void): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = init.signal;
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    xhr.open(init.method ?? 'GET', url, true);
    xhr.withCredentials = init.credentials === 'include';
    xhr.responseType = 'blob';
    new Headers(init.headers).forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : null;
      onUploadProgress({ loaded: event.loaded, total, fraction: total ? Math.min(1, event.loaded / total) : null });
    };
    xhr.onload = () => {
      done();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
