import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES as M } from '@amplio/shared/schemas/conversations';
import { describe, expect, it } from 'vitest';
import { addAttachments, checkAttachment } from './attachment-rules';

const file = (name: string, type: string, size = 10) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkAttachment', () => {
  it('accepts images, PDFs and videos up to 25 MB', () => {
    expect(checkAttachment(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkAttachment(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(checkAttachment(file('a.mov', 'video/quicktime', CONVERSATION_LIMITS.attachmentMaxBytes))).toBeNull();
  });

  it('refuses a file over 25 MB with the server’s message', () => {
    expect(checkAttachment(file('a.mp4', 'video/mp4', CONVERSATION_LIMITS.attachmentMaxBytes + 1))).toBe(M.attachmentTooLarge);
  });

  it('refuses other types with the server’s message', () => {
    expect(checkAttachment(file('a.zip', 'application/zip'))).toBe(M.attachmentWrongType);
    expect(checkAttachment(file('a', ''))).toBe(M.attachmentWrongType);
  });
});

describe('addAttachments', () => {
  it('keeps the files that pass and says why the first other one was left out', () => {
    const result = addAttachments(
      [],
      [file('a.png', 'image/png'), file('b.exe', 'application/x-msdownload'), file('c.pdf', 'application/pdf')],
    );
    expect(result.files.map((f) => f.name)).toEqual(['a.png', 'c.pdf']);
    expect(result.error).toBe(M.attachmentWrongType);
  });

  it('stops at five files in all', () => {
    const four = Array.from({ length: 4 }, (_, i) => file(`${i}.png`, 'image/png'));
    const result = addAttachments(four, [file('5.png', 'image/png'), file('6.png', 'image/png')]);
    expect(result.files).toHaveLength(5);
    expect(result.error).toBe(M.tooManyAttachments);
  });
});
