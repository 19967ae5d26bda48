import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { CheckboxGroup } from './checkbox-group';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { RadioGroup } from './radio-group';

afterEach(cleanup);

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
