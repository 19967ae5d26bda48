import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { PasswordInput } from './password-input';

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
