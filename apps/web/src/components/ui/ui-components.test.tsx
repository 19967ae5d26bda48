import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, type ButtonVariant } from './button';
import { Checkbox } from './checkbox';
import { CheckboxGroup } from './checkbox-group';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { RadioGroup } from './radio-group';

afterEach(cleanup);

/** The theme's colours (styles.css) that buttons use, by token name, with Tailwind's white. */
const TOKENS: Record<string, string> = {
  white: '#ffffff',
  surface: '#ffffff',
  'surface-muted': '#f8fafc',
  border: '#e2e8f0',
  ink: '#0f172a',
  'ink-muted': '#475569',
  'ink-subtle': '#94a3b8',
  brand: '#6d28d9',
  'brand-soft': '#ede9fe',
  accent: '#f97362',
  danger: '#dc2626',
};
type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const over = (top: Rgb, alpha: number, under: Rgb): Rgb => top.map((c, i) => c * alpha + under[i]! * (1 - alpha)) as Rgb;
const luminance = (c: Rgb) =>
  c
    .map((v) => v / 255)
    .reduce((sum, v, i) => sum + [0.2126, 0.7152, 0.0722][i]! * (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4), 0);
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** The un-prefixed `bg-*` or `text-*` colour of a class list (with its /opacity), laid over `under`. */
function colourOf(className: string, kind: 'bg' | 'text', under: Rgb): Rgb | undefined {
  for (const name of className.split(/\s+/)) {
    const match = name.match(new RegExp(`^${kind}-([a-z-]+?)(?:/(\\d+))?$`));
    const hex = match && TOKENS[match[1]!];
    if (hex) return over(rgb(hex), match[2] ? Number(match[2]) / 100 : 1, under);
  }
  return undefined;
}

/** What each variant is drawn on: the page, a dark section (inverse) or a violet band (light). */
const BACKDROP: Record<ButtonVariant, string> = {
  primary: 'surface',
  secondary: 'surface',
  ghost: 'surface',
  destructive: 'surface',
  inverse: 'ink',
  light: 'brand',
};

describe('Button', () => {
  it('is aria-disabled rather than disabled, stays focusable and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each(Object.keys(BACKDROP) as ButtonVariant[])('keeps a disabled %s button’s text at 4.5:1 or more, unfaded', (variant) => {
    render(
      <Button variant={variant} disabled>
        Send
      </Button>,
    );
    const { className } = screen.getByRole('button', { name: 'Send' });
    expect(className).not.toMatch(/opacity-/);
    const backdrop = rgb(TOKENS[BACKDROP[variant]]!);
    const background = colourOf(className, 'bg', backdrop) ?? backdrop;
    const text = colourOf(className, 'text', background);
    expect(text).toBeDefined();
    expect(contrast(text!, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a loading button’s own colours, unfaded, and the enabled look unchanged', () => {
    render(
      <>
        <Button loading loadingLabel="Sending">
          Send
        </Button>
        <Button>Save</Button>
      </>,
    );
    for (const name of [/Sending/, 'Save']) {
      const { className } = screen.getByRole('button', { name });
      expect(className).toContain('bg-brand text-white');
      expect(className).not.toMatch(/opacity-/);
    }
  });

  it('keeps its label in the layout while loading, and blocks form submission', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit" loading loadingLabel="Signing in...">
          Sign in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Sign in');
    expect(button.textContent).toContain('Signing in...');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Input', () => {
  it('has a label, an asterisk when required, and its error wired through aria-describedby', () => {
    render(<Input label="Business email" required error="Please enter both email and password." hint="We never share it." />);
    const input = screen.getByLabelText(/Business email/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it.', 'Please enter both email and password.']);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('PasswordInput', () => {
  it('shows and hides the password', () => {
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Checkbox', () => {
  it('is labelled and toggles', () => {
    render(<Checkbox label="Remember me" />);
    const box = screen.getByLabelText('Remember me') as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
  });
});

describe('CheckboxGroup and RadioGroup', () => {
  const options = [
    { value: 'reel', label: 'Reel' },
    { value: 'story', label: 'Story' },
  ];

  it('name the group by its legend and tie the hint and the error to it', () => {
    render(<CheckboxGroup legend="Formats" name="formats" options={options} hint="Pick any" error="Pick at least one" required />);
    const group = screen.getByRole('group', { name: /Formats/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const described = (group.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Pick any', 'Pick at least one']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('lets one radio be chosen at a time and marks the group required', () => {
    render(<RadioGroup legend="Gender" name="gender" options={options} hint="Shown to brands" required />);
    const group = screen.getByRole('group', { name: /Gender/ });
    expect(group.getAttribute('aria-invalid')).toBeNull();
    const [first, second] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(first?.required).toBe(true);
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect([first?.checked, second?.checked]).toEqual([false, true]);
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Shown to brands');
  });
});
