import { describe, expect, it } from 'vitest';
import { sanitiseOriginalName } from '../../../src/lib/uploads/original-name';

describe('sanitiseOriginalName', () => {
  it('keeps a plain name, drops folders, control and reserved characters', () => {
    expect(sanitiseOriginalName('photo.png')).toBe('photo.png');
    expect(sanitiseOriginalName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseOriginalName('C:\\Users\\me\\My "best" <pic>.jpg')).toBe('My best pic.jpg');
    expect(sanitiseOriginalName('a\u0000b\r\n.gif')).toBe('ab.gif');
    expect(sanitiseOriginalName('  ..  ')).toBe('file');
    expect(sanitiseOriginalName(undefined)).toBe('file');
    expect(sanitiseOriginalName('फ़ोटो.png')).toBe('फ़ोटो.png');
  });

  it('cuts long names to 255 characters and keeps the extension', () => {
    const name = sanitiseOriginalName(`${'x'.repeat(400)}.jpeg`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('.jpeg')).toBe(true);
  });
});
