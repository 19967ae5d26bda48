import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './ui/toaster';
import { type UploadRequest, useCancellableUpload } from './use-cancellable-upload';

vi.mock('./ui/toaster', () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

function Uploader({ send }: { send: (request: UploadRequest) => Promise<{ message: string }> }) {
  const { progress, error, onFileChange, cancel } = useCancellableUpload({
    check: (file) => (file.name.endsWith('.exe') ? 'Choose a video.' : null),
    send,
    cancelledMessage: 'Upload cancelled.',
    failureMessage: () => 'Upload failed.',
  });
  return (
    <div>
      <label>
        File
        <input type="file" onChange={onFileChange} />
      </label>
      <button type="button" onClick={cancel}>
        Cancel
      </button>
      <p>progress {progress === null ? 'idle' : progress}</p>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

const choose = (name: string) => fireEvent.change(screen.getByLabelText('File'), { target: { files: [new File(['x'], name)] } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useCancellableUpload', () => {
  it('shows the check’s message and sends nothing when the file is refused', () => {
    const send = vi.fn();
    render(<Uploader send={send} />);
    choose('setup.exe');
    expect(screen.getByRole('alert').textContent).toBe('Choose a video.');
    expect(send).not.toHaveBeenCalled();
  });

  it('reports progress while sending, then the server’s message, and is idle again', async () => {
    let finish: (value: { message: string }) => void = () => {};
    const send = vi.fn((request: UploadRequest) => {
      request.onUploadProgress({ loaded: 1, total: 4, fraction: 0.25 });
      return new Promise<{ message: string }>((resolve) => {
        finish = resolve;
      });
    });
    render(<Uploader send={send} />);
    choose('clip.mp4');
    expect(screen.getByText('progress 0.25')).toBeTruthy();
    await act(async () => finish({ message: 'Uploaded.' }));
    expect(notify.success).toHaveBeenCalledWith('Uploaded.');
    expect(screen.getByText('progress idle')).toBeTruthy();
  });

  it('says the upload was cancelled, not that it failed, when the user cancels', async () => {
    const send = vi.fn(
      (request: UploadRequest) =>
        new Promise<{ message: string }>((_, reject) => request.signal.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    render(<Uploader send={send} />);
    choose('clip.mp4');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(notify.info).toHaveBeenCalledWith('Upload cancelled.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure message when the send fails', async () => {
    render(<Uploader send={() => Promise.reject(new Error('boom'))} />);
    await act(async () => choose('clip.mp4'));
    expect(screen.getByRole('alert').textContent).toBe('Upload failed.');
    expect(notify.info).not.toHaveBeenCalled();
  });
});
