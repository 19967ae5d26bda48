import { CREATOR_LIMITS } from '@amplio/shared/constants/creator-options';
import { CREATOR_PROFILE_MESSAGES, type TCreatorProfile } from '@amplio/shared/schemas/creator-profile';
import { CREATOR_REGISTRATION_MESSAGES as R } from '@amplio/shared/schemas/creator-registration-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../components/ui/toaster';
import { json, serve } from '../../wallet/wallet-fixtures.test-support';
import { creatorProfileKey } from '../api/get-creator-profile';
import { ProfileForm } from './profile-form';

const BIO = 'I film slow travel across South India, with honest reviews of the places I stay in.';
const NEW_BIO = 'I review skincare for humid weather: what lasts through a Chennai afternoon and what does not.';

/** A creator's profile as GET /api/creator/profile answers it, with what registration collected. */
const creatorProfile = (overrides: Partial<TCreatorProfile> = {}): TCreatorProfile => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  first_name: 'Asha',
  last_name: 'Rao',
  username: 'asha.rao',
  bio: BIO,
  profile_photo: null,
  address1: '12 MG Road',
  address2: 'Flat 4B',
  country: 'IN',
  state: 'Karnataka',
  city: 'Bengaluru',
  postal_code: '560001',
  timezone: 'Asia/Kolkata',
  selected_categories: ['beauty', 'travel'],
  content_type: 'photo',
  country_code: '+91',
  phone_number: '9876543210',
  gender: 'female',
  date_of_birth: '1996-04-02',
  language: 'English',
  audience_size: 'small',
  pan: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** What the form sends for the fixture's profile: every editable field, as the creator sees it. */
const SENT = {
  first_name: 'Asha',
  last_name: 'Rao',
  username: 'asha.rao',
  bio: BIO,
  address1: '12 MG Road',
  address2: 'Flat 4B',
  country: 'IN',
  state: 'Karnataka',
  city: 'Bengaluru',
  postal_code: '560001',
  timezone: 'Asia/Kolkata',
  selected_categories: ['beauty', 'travel'],
  content_type: 'photo',
};

const PROFILE_PATH = '/api/creator/profile';

async function renderForm(profile = creatorProfile()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(creatorProfileKey, profile);
  render(
    <QueryClientProvider client={client}>
      <ProfileForm profile={profile} />
    </QueryClientProvider>,
  );
  // The country list is loaded on demand; the form shows once it is there.
  await screen.findByRole('form', { name: 'Your profile details' });
  return { client };
}

const form = () => screen.getByRole('form', { name: 'Your profile details' });
/** The control whose label starts with `label` (required labels end with an aria-hidden "*"). */
const control = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  within(form()).getByLabelText(new RegExp(`^${label.replace(/[/*]/g, '\\$&')}\\*?$`)) as unknown as T;
const shown = (label: string) => control<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(label).value;
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
/** The error tied to the field through aria-describedby, or null. */
const errorUnder = (label: string) => {
  const ids = control(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((i) => i.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const saveButton = () => within(form()).getByRole('button', { name: /Save profile/ });
const UNSAVED = 'You have changes that are not saved yet.';
/** Every field the form posts, by its name. */
const fieldNames = () => [
  ...new Set([...form().querySelectorAll<HTMLInputElement>('input[name], textarea[name], select[name]')].map((el) => el.name)),
];
const invalidFields = () => [...form().querySelectorAll<HTMLElement>('[aria-invalid="true"]')].map((el) => el.getAttribute('name'));
const checkedValues = (role: 'checkbox' | 'radio') =>
  within(form())
    .getAllByRole(role)
    .filter((el) => (el as HTMLInputElement).checked)
    .map((el) => (el as HTMLInputElement).value);
const settle = () => act(async () => {});

const TEXT_FIELDS = [
  ['First name', 'Asha'],
  ['Last name', 'Rao'],
  ['Username', 'asha.rao'],
  ['Bio', BIO],
  ['Address line 1', '12 MG Road'],
  ['Address line 2', 'Flat 4B'],
  ['Country', 'IN'],
  ['State/province', 'Karnataka'],
  ['City', 'Bengaluru'],
  ['ZIP/postal code', '560001'],
  ['Timezone', 'Asia/Kolkata'],
] as const;

/** Everything on screen the creator typed or chose, to compare before and after. */
const snapshot = () => ({
  text: Object.fromEntries(TEXT_FIELDS.map(([label]) => [label, shown(label)])),
  categories: checkedValues('checkbox'),
  contentType: checkedValues('radio'),
});

/**
 * happy-dom has no HTMLSelectElement.size (browsers answer 0), so react-hook-form takes every select for one the
 * visitor changed before the form was ready and keeps its empty first option instead of the profile's value.
 */
const sizeDescriptor = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'size');
beforeAll(() => {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
  });
});
afterAll(() => {
  if (sizeDescriptor) Object.defineProperty(HTMLSelectElement.prototype, 'size', sizeDescriptor);
  else Reflect.deleteProperty(HTMLSelectElement.prototype, 'size');
});
beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the creator profile form: what it shows', () => {
  it('shows every field registration collected, filled from the profile, and nothing else', async () => {
    serve({});
    await renderForm();
    expect(fieldNames()).toEqual(Object.keys(SENT));
    for (const [label, value] of TEXT_FIELDS) expect(shown(label), label).toBe(value);
    const country = control<HTMLSelectElement>('Country');
    expect(country.selectedOptions[0]?.textContent).toBe('India');
    expect(control<HTMLSelectElement>('Timezone').selectedOptions[0]?.textContent).toBe('India (IST)');
    expect(within(form()).getByRole('checkbox', { name: 'Beauty' })).toHaveProperty('checked', true);
    expect(within(form()).getByRole('checkbox', { name: 'Travel' })).toHaveProperty('checked', true);
    expect(checkedValues('checkbox')).toEqual(['beauty', 'travel']);
    expect(within(form()).getByRole('radio', { name: 'Photo' })).toHaveProperty('checked', true);
    expect(checkedValues('radio')).toEqual(['photo']);
    expect(within(form()).getByText(`${BIO.replace(/\s+/g, '').length} letters (minimum 50)`)).toBeTruthy();
    expect(within(form()).queryByText(UNSAVED)).toBeNull();
    expect(invalidFields()).toEqual([]);
  });

  it('shows an empty second address line when the profile has none', async () => {
    serve({});
    await renderForm(creatorProfile({ address2: null }));
    expect(shown('Address line 2')).toBe('');
  });
});

describe('the creator profile form: saving', () => {
  it('sends one PUT with the CSRF token and the new bio, then says the server’s message', async () => {
    const success = vi.spyOn(toaster.notify, 'success').mockImplementation(() => 1);
    const error = vi.spyOn(toaster.notify, 'error').mockImplementation(() => 1);
    const saved = creatorProfile({ bio: NEW_BIO, updated_at: '2026-11-21T10:00:00.000Z' });
    const { calls } = serve({
      [`PUT ${PROFILE_PATH}`]: () => json(200, { success: true, message: CREATOR_PROFILE_MESSAGES.updated, data: saved }),
    });
    const { client } = await renderForm();

    type('Bio', NEW_BIO);
    expect(await within(form()).findByText(UNSAVED)).toBeTruthy();
    fireEvent.click(saveButton());

    await waitFor(() => expect(success).toHaveBeenCalledWith('Your profile is saved.'));
    expect(CREATOR_PROFILE_MESSAGES.updated).toBe('Your profile is saved.');
    expect(success).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    const [put] = calls;
    expect(put!.url).toBe(PROFILE_PATH);
    expect(put!.init.method).toBe('PUT');
    const headers = new Headers(put!.init.headers);
    expect(headers.get('X-CSRF-TOKEN')).toBe('t');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(put!.init.body))).toEqual({ ...SENT, bio: NEW_BIO });

    // The form now holds what the server saved, with nothing left unsaved, and the page's copy is the saved one.
    expect(shown('Bio')).toBe(NEW_BIO);
    await waitFor(() => expect(within(form()).queryByText(UNSAVED)).toBeNull());
    expect(client.getQueryData(creatorProfileKey)).toEqual(saved);
  });

  it('puts a 422’s reasons under the bio and the username, and changes nothing else', async () => {
    const success = vi.spyOn(toaster.notify, 'success').mockImplementation(() => 1);
    const error = vi.spyOn(toaster.notify, 'error').mockImplementation(() => 1);
    // Reasons only the server can give: the form's own checks pass this bio and this username.
    const bioReason = 'Your bio could not be saved as it is. Please change it and try again.';
    const usernameReason = 'This username is already taken. Please choose another one.';
    const { calls } = serve({
      [`PUT ${PROFILE_PATH}`]: () => json(422, { message: bioReason, errors: { bio: [bioReason], username: [usernameReason] } }),
    });
    const { client } = await renderForm();

    type('Bio', NEW_BIO);
    await settle();
    const before = snapshot();
    fireEvent.click(saveButton());

    await waitFor(() => expect(errorUnder('Bio')).toBe(bioReason));
    expect(errorUnder('Username')).toBe(usernameReason);
    expect(R.usernameTaken).toBe(usernameReason);
    expect(control('Bio').getAttribute('aria-invalid')).toBe('true');
    expect(control('Username').getAttribute('aria-invalid')).toBe('true');
    expect(invalidFields().sort()).toEqual(['bio', 'username']);
    for (const [label] of TEXT_FIELDS) if (label !== 'Bio' && label !== 'Username') expect(errorUnder(label), label).toBeNull();
    // The page moves to the first field with a reason: the username comes before the bio.
    await waitFor(() => expect(document.activeElement).toBe(control('Username')));

    // Nothing else changes: what the creator typed stays, still unsaved, no toast, the page's copy untouched.
    expect(snapshot()).toEqual(before);
    expect(shown('Bio')).toBe(NEW_BIO);
    expect(within(form()).getByText(UNSAVED)).toBeTruthy();
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(client.getQueryData(creatorProfileKey)).toEqual(creatorProfile());
    expect(calls).toHaveLength(1);
  });

  it('sends one request on a double click on Save', async () => {
    const success = vi.spyOn(toaster.notify, 'success').mockImplementation(() => 1);
    let answer: (response: Response) => void = () => undefined;
    const { calls } = serve({
      [`PUT ${PROFILE_PATH}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await renderForm();

    type('Bio', NEW_BIO);
    await settle();
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().getAttribute('aria-busy')).toBe('true'));
    // Another click while it is saving does nothing either.
    fireEvent.click(saveButton());
    await settle();
    expect(calls).toHaveLength(1);

    await act(async () => {
      answer(json(200, { success: true, message: CREATOR_PROFILE_MESSAGES.updated, data: creatorProfile({ bio: NEW_BIO }) }));
    });
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
  });
});

describe('the creator profile form: its own checks', () => {
  it('needs a first name and refuses a username over 30 characters, with the spec’s messages, before sending anything', async () => {
    const { calls } = serve({});
    await renderForm();

    type('First name', '   ');
    type('Username', 'a'.repeat(CREATOR_LIMITS.usernameMax + 1));
    fireEvent.click(saveButton());

    await waitFor(() => expect(errorUnder('First name')).toBe('Please enter your first name'));
    expect(errorUnder('Username')).toBe('Username must be at most 30 characters');
    expect(R.firstNameRequired).toBe('Please enter your first name');
    expect(R.usernameTooLong).toBe('Username must be at most 30 characters');
    expect(CREATOR_LIMITS.usernameMax).toBe(30);
    expect(invalidFields().sort()).toEqual(['first_name', 'username']);
    await waitFor(() => expect(document.activeElement).toBe(control('First name')));
    expect(calls).toHaveLength(0);

    // Editing a field takes its message away; a 30-character username is accepted.
    type('Username', 'a'.repeat(CREATOR_LIMITS.usernameMax));
    await settle();
    expect(errorUnder('Username')).toBeNull();
    expect(errorUnder('First name')).toBe('Please enter your first name');
  });
});
