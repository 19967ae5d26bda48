import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WizardProgress } from './wizard-progress';

afterEach(cleanup);

describe('WizardProgress', () => {
  it('names each marker, lets reached steps be clicked and disables the rest', () => {
    const onStepClick = vi.fn();
    render(
      <WizardProgress
        steps={['Contact', 'Company', 'Campaign']}
        current={1}
        reached={2}
        onStepClick={onStepClick}
        label="Registration progress"
      />,
    );
    const current = screen.getByRole('button', { name: 'Step 1: Contact (current)' });
    expect(current.getAttribute('aria-current')).toBe('step');
    const reached = screen.getByRole('button', { name: 'Step 2: Company (reached)' });
    fireEvent.click(reached);
    expect(onStepClick).toHaveBeenCalledWith(2);
    expect((screen.getByRole('button', { name: 'Step 3: Campaign (not reached yet)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks the steps before the furthest one as completed', () => {
    render(<WizardProgress steps={['Contact', 'Company', 'Campaign']} current={3} reached={3} onStepClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Step 1: Contact (completed)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Step 2: Company (completed)' })).toBeTruthy();
  });
});
