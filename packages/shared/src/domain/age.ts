/**
 * The minimum age (spec 1 §9: "Terms state users must be at least 18"), counted in India's calendar: a creator
 * may join from the first minute of their 18th birthday in Asia/Kolkata, wherever their browser is.
 */
export const MINIMUM_CREATOR_AGE = 18;
export const AGE_TIME_ZONE = 'Asia/Kolkata';

/** YYYY-MM-DD of an instant in a time zone. */
export function calendarDateIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The latest date of birth of someone who is `age` today in India, as YYYY-MM-DD. Compared as text, so a
 * 29 February birthday comes of age on 1 March of a common year.
 */
export function latestBirthDateForAge(age: number, now: Date = new Date()): string {
  const today = calendarDateIn(AGE_TIME_ZONE, now);
  const year = Number(today.slice(0, 4)) - age;
  return `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

/** True when a YYYY-MM-DD date of birth makes its owner at least the minimum age today in India. */
export const isOldEnough = (dateOfBirth: string, now: Date = new Date(), age = MINIMUM_CREATOR_AGE) =>
  dateOfBirth <= latestBirthDateForAge(age, now);
