// Larder sign-up form: validation on blur and on submit, an error summary,
// an async username check and a success screen.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, { createRoot, useEffect, useRef, useState } from "/vendor/react.js";
import { FIELDS, PASSWORD_MIN, emptyValues, validate } from "./validate.js";
import { checkUsername, createAccount } from "./api.js";

const h = React.createElement;

/** @typedef {import("./validate.js").Values} Values */
/** @typedef {import("./validate.js").Errors} Errors */
/** @typedef {"idle" | "checking" | "available" | "taken" | "error"} Availability */

const CHECK_DELAY_MS = 400;
const FIELD_IDS = { username: "username", email: "email", password: "password", confirm: "confirm", terms: "terms" };

/**
 * Checks the username 400 ms after typing stops. Older answers are ignored:
 * each new name aborts the previous request, and a result only counts for
 * the name it was asked about.
 * @param {string} username
 * @param {boolean} wellFormed whether it passes validate()'s username rules
 * @returns {Availability}
 */
function useUsernameAvailability(username, wellFormed) {
  const [result, setResult] = useState(
    /** @type {{ name: string, status: Availability }} */ ({ name: "", status: "idle" }),
  );

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkUsername(username, controller.signal).then(
        (free) => setResult({ name: username, status: free ? "available" : "taken" }),
        (error) => {
          if (error.name !== "AbortError") setResult({ name: username, status: "error" });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username, wellFormed]);

  if (!wellFormed) return "idle";
  return result.name === username ? result.status : "checking";
}

function Field({ id, label, hint, error, status, children }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const statusId = status !== undefined ? `${id}-status` : undefined;
  const describedBy = [hintId, statusId, errorId].filter(Boolean).join(" ") || undefined;
  return h(
    "div",
    { className: `field${error ? " field--invalid" : ""}` },
    h("label", { htmlFor: id, className: "field__label" }, label),
    hint && h("p", { id: hintId, className: "field__hint" }, hint),
    children({ id, "aria-invalid": error ? "true" : undefined, "aria-describedby": describedBy }),
    status !== undefined && h("p", { id: statusId, className: "field__status", "aria-live": "polite" }, status),
    error && h("p", { id: errorId, className: "field__error" }, h("span", { "aria-hidden": "true" }, "! "), error),
  );
}

function AvailabilityText({ status }) {
  if (status === "checking") return h("span", { className: "status status--checking" }, "Checking...");
  if (status === "available") return h("span", { className: "status status--ok" }, "✓ Available");
  if (status === "taken") return h("span", { className: "status status--taken" }, "✗ Taken");
  if (status === "error") return h("span", { className: "status" }, "Could not check right now");
  return null;
}

function ErrorSummary({ errors, focusRequest }) {
  const ref = useRef(/** @type {HTMLDivElement | null} */ (null));
  useEffect(() => {
    ref.current?.focus();
  }, [focusRequest]);
  const fields = FIELDS.filter((f) => errors[f]);
  return h(
    "div",
    { ref, className: "summary", tabIndex: -1, role: "group", "aria-labelledby": "summary-title" },
    h(
      "h2",
      { id: "summary-title", className: "summary__title" },
      fields.length === 1 ? "There is a problem" : `There are ${fields.length} problems`,
    ),
    h(
      "ul",
      { className: "summary__list" },
      fields.map((field) =>
        h(
          "li",
          { key: field },
          h(
            "a",
            {
              href: `#${FIELD_IDS[field]}`,
              onClick: (event) => {
                event.preventDefault(); // focus the field, not just scroll to it
                document.getElementById(FIELD_IDS[field])?.focus();
              },
            },
            errors[field],
          ),
        ),
      ),
    ),
  );
}

function SignupForm({ onCreated }) {
  const [values, setValues] = useState(emptyValues);
  const [touched, setTouched] = useState(/** @type {Partial<Record<keyof Values, boolean>>} */ ({}));
  const [submitted, setSubmitted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  // Errors are derived on every render, never stored.
  /** @type {Errors} */
  const errors = validate(values);
  const username = values.username.trim();
  const availability = useUsernameAvailability(username, !errors.username);
  if (!errors.username && availability === "taken") errors.username = "That username is taken. Try another one";
  const visibleErrors = /** @type {Errors} */ (
    Object.fromEntries(FIELDS.filter((f) => errors[f] && (touched[f] || submitted)).map((f) => [f, errors[f]]))
  );

  const set = (/** @type {keyof Values} */ field) => (/** @type {any} */ event) =>
    setValues((v) => ({ ...v, [field]: event.target.type === "checkbox" ? event.target.checked : event.target.value }));
  const touch = (/** @type {keyof Values} */ field) => (/** @type {React.FocusEvent} */ event) => {
    // Leaving a field by pressing "Create account" is not "done with this field":
    // showing its error now would shift the button away from under the pointer
    // before the click completes. The submit will show every error anyway.
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === "submit") return;
    setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  };

  async function onSubmit(/** @type {React.FormEvent} */ event) {
    event.preventDefault();
    if (pending) return; // one request at a time
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    setPending(true);
    await createAccount({ username, email: values.email.trim() });
    onCreated({ username, email: values.email.trim() });
  }

  const inputProps = (/** @type {keyof Values} */ field) => ({
    value: values[field],
    onChange: set(field),
    onBlur: touch(field),
  });
  const hasVisibleErrors = Object.keys(visibleErrors).length > 0;

  return h(
    React.Fragment,
    null,
    h("h1", { className: "card__title" }, "Create your account"),
    h("p", { className: "card__lead" }, "Join 12,000 home cooks swapping weeknight recipes."),
    submitted && hasVisibleErrors && h(ErrorSummary, { errors: visibleErrors, focusRequest: failedSubmits }),
    h(
      "form",
      { className: "form", noValidate: true, onSubmit },
      h(
        Field,
        {
          id: FIELD_IDS.username,
          label: "Username",
          hint: "3 to 20 letters, numbers or underscores.",
          error: visibleErrors.username,
          // Once "taken" shows as the field's error, the status line need not repeat it.
          status: h(AvailabilityText, {
            status: availability === "taken" && visibleErrors.username ? "idle" : availability,
          }),
        },
        (a11y) =>
          h("input", {
            ...a11y,
            ...inputProps("username"),
            className: "input",
            type: "text",
            autoComplete: "username",
            autoCapitalize: "none",
            spellCheck: false,
          }),
      ),
      h(
        Field,
        {
          id: FIELD_IDS.email,
          label: "Email address",
          hint: "We will send a link to confirm it.",
          error: visibleErrors.email,
        },
        (a11y) =>
          h("input", {
            ...a11y,
            ...inputProps("email"),
            className: "input",
            type: "email",
            autoComplete: "email",
            spellCheck: false,
          }),
      ),
      h(
        Field,
        {
          id: FIELD_IDS.password,
          label: "Password",
          hint: `At least ${PASSWORD_MIN} characters. A short sentence works well.`,
          error: visibleErrors.password,
        },
        (a11y) =>
          h(
            "div",
            { className: "password" },
            h("input", {
              ...a11y,
              ...inputProps("password"),
              className: "input",
              type: showPassword ? "text" : "password",
              autoComplete: "new-password",
            }),
            h(
              "button",
              {
                type: "button",
                className: "password__toggle",
                "aria-pressed": showPassword,
                "aria-controls": FIELD_IDS.password,
                onClick: () => setShowPassword(!showPassword),
              },
              showPassword ? "Hide" : "Show",
              h("span", { className: "visually-hidden" }, " password"),
            ),
          ),
      ),
      h(Field, { id: FIELD_IDS.confirm, label: "Confirm password", error: visibleErrors.confirm }, (a11y) =>
        h("input", {
          ...a11y,
          ...inputProps("confirm"),
          className: "input",
          type: showPassword ? "text" : "password",
          autoComplete: "new-password",
        }),
      ),
      h(
        "div",
        { className: `check${visibleErrors.terms ? " field--invalid" : ""}` },
        visibleErrors.terms &&
          h(
            "p",
            { id: "terms-error", className: "field__error" },
            h("span", { "aria-hidden": "true" }, "! "),
            visibleErrors.terms,
          ),
        h(
          "div",
          { className: "check__row" },
          h("input", {
            id: FIELD_IDS.terms,
            type: "checkbox",
            className: "check__box",
            checked: values.terms,
            onChange: set("terms"),
            onBlur: touch("terms"),
            "aria-invalid": visibleErrors.terms ? "true" : undefined,
            "aria-describedby": visibleErrors.terms ? "terms-error" : undefined,
          }),
          h("label", { htmlFor: FIELD_IDS.terms }, "I agree to the Terms of Service and the Privacy Policy"),
        ),
      ),
      h(
        "button",
        {
          type: "submit",
          className: "submit",
          // aria-disabled keeps focus on the button while the request runs.
          "aria-disabled": pending ? "true" : undefined,
        },
        pending && h("span", { className: "spinner", "aria-hidden": "true" }),
        pending ? "Creating account…" : "Create account",
      ),
      h("p", { className: "visually-hidden", role: "status" }, pending ? "Creating your account, please wait." : ""),
    ),
  );
}

function Success({ account }) {
  const headingRef = useRef(/** @type {HTMLHeadingElement | null} */ (null));
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return h(
    "div",
    { className: "success" },
    h(
      "span",
      { className: "success__icon", "aria-hidden": "true" },
      h(
        "svg",
        {
          viewBox: "0 0 24 24",
          width: 30,
          height: 30,
          fill: "none",
          stroke: "currentColor",
          strokeWidth: 2.5,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        },
        h("path", { d: "M5 12.5l4.5 4.5L19 7.5" }),
      ),
    ),
    h("h1", { ref: headingRef, tabIndex: -1, className: "card__title" }, `Welcome to Larder, ${account.username}!`),
    h("p", null, "Your account is ready. We have sent a confirmation link to ", h("strong", null, account.email), "."),
    h(
      "p",
      { className: "card__lead" },
      "Next: save three recipes you cook every week, and we will suggest a shopping list.",
    ),
  );
}

function App() {
  const [account, setAccount] = useState(/** @type {{ username: string, email: string } | null} */ (null));
  return h(
    "main",
    { className: "page" },
    h("p", { className: "brand" }, h("span", { className: "brand__mark", "aria-hidden": "true" }, "L"), "Larder"),
    h("div", { className: "card" }, account ? h(Success, { account }) : h(SignupForm, { onCreated: setAccount })),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(App)));
