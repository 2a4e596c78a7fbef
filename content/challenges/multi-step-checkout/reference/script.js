// Marginalia Books checkout: a three-step wizard (Shipping, Payment, Review).
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, { createRoot, useEffect, useReducer, useRef, useState } from "/vendor/react.js";
import {
  COUNTRIES,
  STEPS,
  STEP_LABELS,
  canVisit,
  checkoutReducer,
  initialState,
  lastFour,
  placeOrder,
  validatePayment,
  validateShipping,
} from "./checkout-state.js";

const h = React.createElement;

/** @typedef {import("./checkout-state.js").Step} Step */
/** @typedef {import("./checkout-state.js").Screen} Screen */

const BOOKS = [
  { title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pence: 999, colours: ["#1e3a5f", "#f5d08a"] },
  { title: "Braiding Sweetgrass", author: "Robin Wall Kimmerer", pence: 1299, colours: ["#3f6212", "#fef3c7"] },
  { title: "The Remains of the Day", author: "Kazuo Ishiguro", pence: 899, colours: ["#7c2d12", "#fde68a"] },
];
const SHIPPING_PENCE = 395;
const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const formatPence = (pence) => money.format(pence / 100);
const SUBTOTAL = BOOKS.reduce((sum, b) => sum + b.pence, 0);
const TOTAL = SUBTOTAL + SHIPPING_PENCE;

/** Field ids double as the targets of the error summary's links. */
const FIELD_IDS = {
  email: "email",
  givenName: "given-name",
  familyName: "family-name",
  street: "street-address",
  postalCode: "postal-code",
  country: "country",
  cardName: "cc-name",
  cardNumber: "cc-number",
  expiry: "cc-exp",
  securityCode: "cc-csc",
};

function titleFor(/** @type {Screen} */ screen) {
  if (screen === "confirmation") return "Order confirmed, Checkout";
  return `${STEP_LABELS[screen]}, step ${STEPS.indexOf(screen) + 1} of ${STEPS.length}, Checkout`;
}

function stepFromUrl() {
  const step = new URLSearchParams(location.search).get("step");
  return STEPS.includes(step) ? /** @type {Step} */ (step) : null;
}

function setUrlStep(/** @type {Screen} */ screen, replace = false) {
  const url = new URL(location.href);
  url.searchParams.set("step", screen);
  history[replace ? "replaceState" : "pushState"]({ step: screen }, "", url);
}

// ---------- Form building blocks ----------

/** Label, optional hint, optional error and the control, linked with aria-describedby. */
function Field({ id, label, hint, error, className = "", render }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return h(
    "div",
    { className: `field ${error ? "field--error" : ""} ${className}` },
    h("label", { htmlFor: id, className: "field__label" }, label),
    hint && h("p", { id: hintId, className: "field__hint" }, hint),
    error &&
      h("p", { id: errorId, className: "field__error" }, h("span", { className: "visually-hidden" }, "Error: "), error),
    render({ id, "aria-invalid": error ? "true" : undefined, "aria-describedby": describedBy }),
  );
}

function TextField({ id, label, hint, error, className, value, onValueChange, ...inputProps }) {
  return h(Field, {
    id,
    label,
    hint,
    error,
    className,
    render: (a11y) =>
      h("input", {
        ...a11y,
        ...inputProps,
        className: "field__input",
        value,
        onChange: (e) => onValueChange(e.target.value),
      }),
  });
}

function SelectField({ id, label, error, value, onValueChange, options, autoComplete }) {
  return h(Field, {
    id,
    label,
    error,
    render: (a11y) =>
      h(
        "select",
        {
          ...a11y,
          className: "field__input field__select",
          value,
          autoComplete,
          onChange: (e) => onValueChange(e.target.value),
        },
        h("option", { value: "" }, "Select a country"),
        options.map(([code, name]) => h("option", { key: code, value: code }, name)),
      ),
  });
}

/** Shown after a failed "Next"; receives focus each time validation fails. */
function ErrorSummary({ errors, focusRequest }) {
  const ref = useRef(/** @type {HTMLElement | null} */ (null));
  useEffect(() => {
    ref.current?.focus();
  }, [focusRequest]);
  const entries = Object.entries(errors);
  return h(
    "section",
    { ref, className: "error-summary", tabIndex: -1, "aria-labelledby": "error-summary-title" },
    h(
      "h3",
      { id: "error-summary-title", className: "error-summary__title" },
      entries.length === 1 ? "There is a problem" : `There are ${entries.length} problems`,
    ),
    h(
      "ul",
      { className: "error-summary__list" },
      entries.map(([field, message]) =>
        h(
          "li",
          { key: field },
          h(
            "a",
            {
              href: `#${FIELD_IDS[field]}`,
              onClick: (event) => {
                // Focus the field itself; a plain fragment link would only scroll.
                event.preventDefault();
                const target = document.getElementById(FIELD_IDS[field]);
                target?.focus();
                target?.scrollIntoView({ block: "center" });
              },
            },
            message,
          ),
        ),
      ),
    ),
  );
}

/** The shared frame of a step: its heading, error summary, fields and buttons. */
function StepForm({ title, intro, headingRef, errors, focusRequest, onSubmit, children, actions }) {
  const hasErrors = Object.keys(errors).length > 0;
  return h(
    "form",
    { className: "step", noValidate: true, onSubmit },
    h("h2", { ref: headingRef, tabIndex: -1, className: "step__title" }, title),
    intro && h("p", { className: "step__intro" }, intro),
    hasErrors && h(ErrorSummary, { errors, focusRequest }),
    children,
    h("div", { className: "step__actions" }, actions),
  );
}

// ---------- Steps: each receives only its own slice of the state ----------

function ShippingStep({ values, errors, focusRequest, editing, headingRef, onChange, onSubmit }) {
  const text = (field, label, autoComplete, extra = {}) =>
    h(TextField, {
      id: FIELD_IDS[field],
      label,
      autoComplete,
      error: errors[field],
      value: values[field],
      onValueChange: (v) => onChange(field, v),
      ...extra,
    });
  return h(
    StepForm,
    {
      title: "Shipping",
      intro: "Where should we send your books?",
      headingRef,
      errors,
      focusRequest,
      onSubmit,
      actions: h(
        "button",
        { type: "submit", className: "button button--primary" },
        editing ? "Save and return to review" : "Next: Payment",
      ),
    },
    text("email", "Email address", "email", {
      type: "email",
      hint: "We'll send your receipt here.",
      spellCheck: false,
    }),
    h(
      "div",
      { className: "field-row" },
      text("givenName", "First name", "shipping given-name"),
      text("familyName", "Last name", "shipping family-name"),
    ),
    text("street", "Street address", "shipping street-address"),
    h(
      "div",
      { className: "field-row" },
      text("postalCode", "Postcode", "shipping postal-code", { className: "field--short", spellCheck: false }),
      h(SelectField, {
        id: FIELD_IDS.country,
        label: "Country",
        autoComplete: "shipping country",
        options: COUNTRIES,
        error: errors.country,
        value: values.country,
        onValueChange: (v) => onChange("country", v),
      }),
    ),
  );
}

function PaymentStep({ values, errors, focusRequest, editing, headingRef, onChange, onSubmit, onBack }) {
  const text = (field, label, autoComplete, extra = {}) =>
    h(TextField, {
      id: FIELD_IDS[field],
      label,
      autoComplete,
      error: errors[field],
      value: values[field],
      onValueChange: (v) => onChange(field, v),
      ...extra,
    });
  return h(
    StepForm,
    {
      title: "Payment",
      intro: "This is a demo shop: no card is charged and nothing leaves your browser.",
      headingRef,
      errors,
      focusRequest,
      onSubmit,
      actions: [
        !editing &&
          h("button", { key: "back", type: "button", className: "button button--secondary", onClick: onBack }, "Back"),
        h(
          "button",
          { key: "next", type: "submit", className: "button button--primary" },
          editing ? "Save and return to review" : "Next: Review",
        ),
      ],
    },
    text("cardName", "Name on card", "cc-name", { spellCheck: false }),
    text("cardNumber", "Card number", "cc-number", {
      inputMode: "numeric",
      hint: "The 13 to 19 digits on the front of your card.",
      maxLength: 23,
      spellCheck: false,
    }),
    h(
      "div",
      { className: "field-row" },
      text("expiry", "Expiry date", "cc-exp", {
        inputMode: "numeric",
        hint: "For example, 09/28",
        maxLength: 7,
        className: "field--short",
      }),
      text("securityCode", "Security code", "cc-csc", {
        inputMode: "numeric",
        hint: "3 or 4 digits on the back",
        maxLength: 4,
        className: "field--short",
      }),
    ),
  );
}

function ReviewStep({
  shipping,
  payment,
  submission,
  simulateFailure,
  headingRef,
  onEdit,
  onPlaceOrder,
  onBack,
  onSimulateFailure,
}) {
  const pending = submission.status === "pending";
  const country = COUNTRIES.find(([code]) => code === shipping.country)?.[1] ?? shipping.country;
  return h(
    "div",
    { className: "step" },
    h("h2", { ref: headingRef, tabIndex: -1, className: "step__title" }, "Review"),
    h("p", { className: "step__intro" }, "Check your details, then place your order."),
    h(
      "section",
      { className: "review-block", "aria-labelledby": "review-shipping" },
      h(
        "div",
        { className: "review-block__header" },
        h("h3", { id: "review-shipping" }, "Shipping"),
        h(
          "button",
          { type: "button", className: "link-button", onClick: () => onEdit("shipping") },
          "Edit",
          h("span", { className: "visually-hidden" }, " shipping details"),
        ),
      ),
      h(
        "dl",
        { className: "review-list" },
        h("dt", null, "Name"),
        h("dd", null, `${shipping.givenName} ${shipping.familyName}`),
        h("dt", null, "Address"),
        h("dd", null, shipping.street, h("br"), shipping.postalCode, h("br"), country),
        h("dt", null, "Email"),
        h("dd", null, shipping.email),
      ),
    ),
    h(
      "section",
      { className: "review-block", "aria-labelledby": "review-payment" },
      h(
        "div",
        { className: "review-block__header" },
        h("h3", { id: "review-payment" }, "Payment"),
        h(
          "button",
          { type: "button", className: "link-button", onClick: () => onEdit("payment") },
          "Edit",
          h("span", { className: "visually-hidden" }, " payment details"),
        ),
      ),
      h(
        "dl",
        { className: "review-list" },
        h("dt", null, "Name on card"),
        h("dd", null, payment.cardName),
        h("dt", null, "Card"),
        // Only the last four digits ever reach the review screen.
        h("dd", null, `Card ending ${lastFour(payment.cardNumber)}`),
        h("dt", null, "Expires"),
        h("dd", null, payment.expiry),
      ),
    ),
    submission.status === "error" &&
      h(
        "div",
        { className: "alert", role: "alert" },
        h("p", { className: "alert__title" }, "Your order was not placed"),
        h(
          "p",
          null,
          `${submission.message} Nothing was charged and your details are still here, so you can try again.`,
        ),
      ),
    h(
      "div",
      { className: "step__actions" },
      h(
        "button",
        { type: "button", className: "button button--secondary", onClick: onBack, disabled: pending },
        "Back",
      ),
      h(
        "button",
        {
          type: "button",
          className: "button button--primary",
          // aria-disabled rather than disabled keeps the focus on the button.
          "aria-disabled": pending ? "true" : undefined,
          onClick: () => !pending && onPlaceOrder(),
        },
        pending && h("span", { className: "spinner", "aria-hidden": "true" }),
        pending ? "Placing order…" : `Place order · ${formatPence(TOTAL)}`,
      ),
    ),
    h("p", { className: "visually-hidden", role: "status" }, pending ? "Placing your order, please wait." : ""),
    h(
      "div",
      { className: "demo-switch" },
      h(
        "label",
        null,
        h("input", {
          type: "checkbox",
          checked: simulateFailure,
          disabled: pending,
          onChange: (e) => onSimulateFailure(e.target.checked),
        }),
        " Demo: make the next attempt fail, to see the error state",
      ),
    ),
  );
}

function Confirmation({ orderNumber, shipping, headingRef }) {
  return h(
    "div",
    { className: "step confirmation" },
    h(
      "div",
      { className: "confirmation__icon", "aria-hidden": "true" },
      h(
        "svg",
        {
          viewBox: "0 0 24 24",
          width: 28,
          height: 28,
          fill: "none",
          stroke: "currentColor",
          strokeWidth: 2.5,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        },
        h("path", { d: "M5 12.5l4.5 4.5L19 7.5" }),
      ),
    ),
    h(
      "h2",
      { ref: headingRef, tabIndex: -1, className: "step__title" },
      `Thank you, ${shipping.givenName}. Your order is confirmed.`,
    ),
    h("p", { className: "confirmation__number" }, "Order number ", h("strong", null, orderNumber)),
    h(
      "p",
      null,
      `We have emailed a receipt to ${shipping.email}. Your books will be dispatched within two working days.`,
    ),
  );
}

// ---------- Step indicator and order summary ----------

function StepIndicator({ screen, completed, onSelect }) {
  const done = screen === "confirmation";
  return h(
    "nav",
    { "aria-label": "Checkout progress", className: "progress" },
    h(
      "ol",
      { className: "progress__list" },
      STEPS.map((step, index) => {
        const isCurrent = step === screen;
        const isComplete = completed.includes(step) && !isCurrent;
        const state = isCurrent ? "current" : isComplete ? "complete" : "upcoming";
        const marker = h(
          "span",
          { className: "progress__marker", "aria-hidden": "true" },
          isComplete ? "✓" : index + 1,
        );
        const label = h(
          "span",
          { className: "progress__label" },
          STEP_LABELS[step],
          isComplete && h("span", { className: "visually-hidden" }, " (completed)"),
        );
        return h(
          "li",
          {
            key: step,
            className: `progress__step progress__step--${state}`,
            "aria-current": isCurrent ? "step" : undefined,
          },
          // Completed steps are buttons back to them (until the order is placed).
          isComplete && !done
            ? h("button", { type: "button", className: "progress__link", onClick: () => onSelect(step) }, marker, label)
            : h("span", { className: "progress__link" }, marker, label),
        );
      }),
    ),
  );
}

function OrderSummary() {
  const [open, setOpen] = useState(false);
  return h(
    "aside",
    { className: `summary${open ? "" : " summary--collapsed"}`, "aria-labelledby": "summary-heading" },
    // The toggle only shows below 960px; above it the summary is always open.
    h(
      "button",
      {
        type: "button",
        className: "summary__toggle",
        "aria-expanded": open,
        "aria-controls": "summary-body",
        onClick: () => setOpen(!open),
      },
      h("span", null, open ? "Hide order summary" : "Show order summary"),
      h("span", { className: "summary__toggle-total" }, formatPence(TOTAL)),
    ),
    h(
      "div",
      { id: "summary-body", className: "summary__body" },
      h("h2", { id: "summary-heading", className: "summary__heading" }, "Order summary"),
      h(
        "ul",
        { className: "summary__items" },
        BOOKS.map((book) =>
          h(
            "li",
            { key: book.title, className: "summary__item" },
            h(
              "span",
              {
                className: "cover",
                "aria-hidden": "true",
                style: { backgroundColor: book.colours[0], color: book.colours[1] },
              },
              book.title.replace(/^The /, "")[0],
            ),
            h(
              "span",
              { className: "summary__book" },
              h("span", { className: "summary__title" }, book.title),
              h("span", { className: "summary__author" }, book.author),
            ),
            h("span", { className: "summary__price" }, formatPence(book.pence)),
          ),
        ),
      ),
      h(
        "dl",
        { className: "summary__totals" },
        h("div", null, h("dt", null, "Subtotal"), h("dd", null, formatPence(SUBTOTAL))),
        h("div", null, h("dt", null, "Shipping (2–4 working days)"), h("dd", null, formatPence(SHIPPING_PENCE))),
        h("div", { className: "summary__total" }, h("dt", null, "Total"), h("dd", null, formatPence(TOTAL))),
      ),
    ),
  );
}

// ---------- The wizard ----------

function Checkout() {
  const [state, dispatch] = useReducer(checkoutReducer, initialState);
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef(/** @type {HTMLHeadingElement | null} */ (null));
  const stateRef = useRef(state);
  stateRef.current = state;

  // Start on the first step, whatever the address says (nothing is stored).
  useEffect(() => {
    if (stepFromUrl() !== "shipping") setUrlStep("shipping", true);
  }, []);

  // The browser's Back and Forward buttons move between steps.
  useEffect(() => {
    function onPopState() {
      const current = stateRef.current;
      if (current.screen === "confirmation") {
        setUrlStep("confirmation", true); // an order, once placed, stays placed
        return;
      }
      const requested = stepFromUrl() ?? "shipping";
      const step = canVisit(current, requested) ? requested : STEPS.find((s) => !current.completed.includes(s));
      if (step !== requested) setUrlStep(step, true);
      dispatch({ type: "goTo", step });
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  // After every change of step: announce it by title and move focus to its heading.
  const previousScreen = useRef(state.screen);
  useEffect(() => {
    if (previousScreen.current === state.screen) return;
    previousScreen.current = state.screen;
    document.title = titleFor(state.screen);
    headingRef.current?.focus();
  }, [state.screen]);

  function goTo(/** @type {Step} */ step) {
    dispatch({ type: "goTo", step });
    setUrlStep(step);
  }

  function submitStep(/** @type {"shipping" | "payment"} */ step, /** @type {React.FormEvent} */ event) {
    event.preventDefault();
    const errors = step === "shipping" ? validateShipping(state.shipping) : validatePayment(state.payment);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: "showErrors", step });
      setFocusRequest((n) => n + 1);
      return;
    }
    const next = state.editing ? "review" : STEPS[STEPS.indexOf(step) + 1];
    dispatch({ type: "completeStep", step, next });
    setUrlStep(next);
  }

  async function submitOrder() {
    dispatch({ type: "submitStart" });
    try {
      const orderNumber = await placeOrder(state.shipping, { fail: state.simulateFailure });
      dispatch({ type: "submitSuccess", orderNumber });
      setUrlStep("confirmation", true);
    } catch (error) {
      dispatch({ type: "submitFailure", message: error instanceof Error ? error.message : "Something went wrong." });
    }
  }

  // Errors are visible only after that step's "Next" has been tried once.
  const shippingErrors = state.showErrors.includes("shipping") ? validateShipping(state.shipping) : {};
  const paymentErrors = state.showErrors.includes("payment") ? validatePayment(state.payment) : {};

  let screen;
  switch (state.screen) {
    case "shipping":
      screen = h(ShippingStep, {
        values: state.shipping,
        errors: shippingErrors,
        focusRequest,
        editing: state.editing === "shipping",
        headingRef,
        onChange: (field, value) => dispatch({ type: "updateShipping", field, value }),
        onSubmit: (e) => submitStep("shipping", e),
      });
      break;
    case "payment":
      screen = h(PaymentStep, {
        values: state.payment,
        errors: paymentErrors,
        focusRequest,
        editing: state.editing === "payment",
        headingRef,
        onChange: (field, value) => dispatch({ type: "updatePayment", field, value }),
        onSubmit: (e) => submitStep("payment", e),
        onBack: () => goTo("shipping"),
      });
      break;
    case "review":
      screen = h(ReviewStep, {
        shipping: state.shipping,
        payment: {
          cardName: state.payment.cardName,
          cardNumber: state.payment.cardNumber,
          expiry: state.payment.expiry,
        },
        submission: state.submission,
        simulateFailure: state.simulateFailure,
        headingRef,
        onEdit: (step) => {
          dispatch({ type: "edit", step });
          setUrlStep(step);
        },
        onPlaceOrder: submitOrder,
        onBack: () => goTo("payment"),
        onSimulateFailure: (value) => dispatch({ type: "setSimulateFailure", value }),
      });
      break;
    case "confirmation":
      screen = h(Confirmation, {
        orderNumber: state.submission.status === "success" ? state.submission.orderNumber : "",
        shipping: state.shipping,
        headingRef,
      });
      break;
  }

  return h(
    "div",
    { className: "layout" },
    h(OrderSummary),
    h(
      "div",
      { className: "card" },
      h(StepIndicator, { screen: state.screen, completed: state.completed, onSelect: goTo }),
      screen,
    ),
  );
}

function App() {
  return h(
    React.Fragment,
    null,
    h(
      "header",
      { className: "site-header" },
      h(
        "a",
        { className: "brand", href: "./" },
        h(
          "svg",
          {
            width: 28,
            height: 28,
            viewBox: "0 0 24 24",
            fill: "none",
            stroke: "currentColor",
            strokeWidth: 1.8,
            strokeLinejoin: "round",
            "aria-hidden": "true",
          },
          h("path", { d: "M3 5.5C6 4.5 9 4.5 12 6.5c3-2 6-2 9-1V19c-3-1-6-1-9 1-3-2-6-2-9-1z" }),
          h("path", { d: "M12 6.5V20" }),
        ),
        "Marginalia Books",
      ),
      h(
        "p",
        { className: "secure" },
        h(
          "svg",
          {
            width: 16,
            height: 16,
            viewBox: "0 0 24 24",
            fill: "none",
            stroke: "currentColor",
            strokeWidth: 2,
            "aria-hidden": "true",
          },
          h("rect", { x: 5, y: 11, width: 14, height: 10, rx: 2 }),
          h("path", { d: "M8 11V8a4 4 0 0 1 8 0v3" }),
        ),
        "Secure checkout",
      ),
    ),
    h("main", { className: "main" }, h("h1", { className: "page-title" }, "Checkout"), h(Checkout)),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(App)));
