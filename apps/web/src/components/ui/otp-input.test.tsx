import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromOtpSlots, OtpInput, spreadOtpDigits, toOtpSlots } from './otp-input';

afterEach(cleanup);

describe('otp slot helpers', () => {
  it('keeps gaps in place', () => {
    expect(toOtpSlots('12 4')).toEqual(['1', '2', '', '4', '', '']);
    expect(fromOtpSlots(['1', '2', '', '4', '', ''])).toBe('12 4');
  });
  it('a full pasted code fills every box from the first, whatever box had focus', () => {
    expect(spreadOtpDigits(['', '', '', '', '', ''], 3, ' 123-456 ')).toEqual({ slots: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });
  it('a partial paste fills from the focused box', () => {
    expect(spreadOtpDigits(['9', '', '', '', '', ''], 1, '12')).toEqual({ slots: ['9', '1', '2', '', '', ''], focus: 3 });
  });
});

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <OtpInput label="Verification code" value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('OtpInput', () => {
  const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

  it('has six labelled numeric boxes, the first one offering one-time-code autofill', () => {
    render(<Harness onComplete={() => {}} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes()[2]?.getAttribute('aria-label')).toBe('Digit 3 of 6');
    expect(boxes().every((b) => b.getAttribute('inputmode') === 'numeric')).toBe(true);
  });

  it('paste fills all boxes and reports the complete code', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => '482913' } });
    expect(boxes().map((b) => b.value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('typing moves forward, Backspace goes back, arrows move, letters are ignored', () => {
    render(<Harness onComplete={() => {}} />);
    const [first, second, third] = boxes() as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    first.focus();
    fireEvent.keyDown(first, { key: '7' });
    expect(first.value).toBe('7');
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'a' });
    expect(second.value).toBe('');
    fireEvent.keyDown(second, { key: '3' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'Backspace' });
    expect(second.value).toBe('');
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
  });

  it('spreads a one-time-code autofill that lands in one box', () => {
    render(<Harness onComplete={() => {}} />);
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: '123456' } });
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('123456');
  });
});
