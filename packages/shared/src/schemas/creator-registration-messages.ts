import { UPLOAD_MESSAGES } from '../constants/messages';

/** Spec 2 §5.1–5.5 and §8.1–8.2 word for word, then the texts the spec does not give. */
export const CREATOR_REGISTRATION_MESSAGES = {
  // §5.1 step 1
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please create a password',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  phoneRequired: 'Please enter your mobile number',
  phoneInvalid: 'Please enter a valid mobile number',
  phoneTooLong: 'Phone number is too long',
  // §5.2 step 2
  usernameRequired: 'Please choose a username',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameChars: 'Username can only contain letters, numbers, ., _, and -',
  usernameStart: 'Username must start with a letter (a-z, A-Z)',
  usernameLetter: 'Username must contain at least one letter (a-z, A-Z)',
  genderRequired: 'Please select your gender',
  dateOfBirthRequired: 'Please enter your date of birth',
  languageRequired: 'Please select your preferred language',
  bioRequired: 'Please enter a bio',
  bioTooShort: (letters: number) => `Bio must be at least 50 letters (currently ${letters})`,
  photoWrongType: UPLOAD_MESSAGES.photoWrongType,
  photoTooLarge: UPLOAD_MESSAGES.photoTooLarge,
  // §5.3 step 3
  socialLinkInvalid: (label: string, example: string) => `Please enter a valid ${label} URL. Example: ${example}`,
  socialRangeRequired: (label: string) => `Please select your ${label} followers range`,
  socialRequired: 'Please provide at least one social media link where brands can connect with you',
  // §5.4 step 4
  address1Required: 'Please enter your street address',
  countryRequired: 'Please select your country',
  stateRequired: 'Please enter your state/province',
  cityRequired: 'Please enter your city',
  postalCodeRequired: 'Please enter your ZIP/postal code',
  timezoneRequired: 'Please select your timezone',
  // §5.5 step 5
  categoriesRequired: 'Please select at least one content category',
  contentTypeRequired: 'Please select your primary content type',
  audienceSizeRequired: 'Please select your audience size',
  termsRequired: 'You must accept the Terms of Service and Privacy Policy to continue',
  // §8.1 saving a step
  saveNetworkError: 'Network error: Please check your internet connection and try again.',
  saveFailed: 'An error occurred while saving your progress. Please try again.',
  // §8.2 final registration
  preferencesSaveFailed: 'Failed to save preferences. Please try again.',
  emailTaken: 'This email is already registered. Please use a different email or log in.',
  serverError: 'A server error occurred. Please try again later.',
  registerNetworkError: 'Network error. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  // §2 screen texts
  usernameHint: 'This will be your unique identifier on our platform',
  bioCounter: (letters: number) => `${letters} letters (minimum 50)`,
  continueToProfile: 'Continue to Profile',
  completeRegistration: 'Complete Registration',
  successTitle: 'Registration Complete!',
  successBody: 'Your creator account has been created.',
  // Not in the spec: the server's answers for cases it does not describe.
  usernameTooLong: 'Username must be at most 30 characters',
  usernameTaken: 'This username is already taken. Please choose another one.',
  bioTooLong: 'Bio must be at most 1000 characters',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  /** Not in the spec (its terms require 18, spec 1 §9): see docs/spec-deviations.md. */
  dateOfBirthHint: 'Amplio is for creators aged 18 and over.',
  dateOfBirthUnderAge: 'You must be at least 18 years old to join Amplio',
  countryCodeInvalid: 'Please select a valid country code',
  postalCodeInvalid: 'Please enter a valid ZIP/postal code',
  /** Not in the spec (its rule is only the input's cap): see docs/spec-deviations.md. */
  postalCodeIndia: 'Please enter a valid 6-digit PIN code (it cannot start with 0)',
  postalCodeTooLong: (max: number) => `ZIP/postal code must be at most ${max} characters`,
  stepOrder: 'Please complete the previous steps first.',
  draftExpired: 'We could not find your saved progress, so please check your details and continue from the first step.',
  passwordKept: 'Leave both password fields blank to keep the password you already chose.',
  photoHint: 'JPG, PNG or GIF, up to 2MB',
  photoUploading: 'Uploading your photo...',
  tooLong: 'This value is too long.',
  saved: 'Progress saved.',
  registered: 'Registration complete. We sent a 6-digit code to your email to verify it.',
} as const;
