/** How a person's name is written: one rule for employees and customers, on every screen and in the API. */

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** "Andre Coleman". */
export function fullName(person: PersonName): string {
  return `${person.firstName} ${person.lastName}`;
}

/** People in alphabetical order of their full name, as lists and pickers show them. */
export function byFullName(a: PersonName, b: PersonName): number {
  return fullName(a).localeCompare(fullName(b));
}
