// Leaf & Kettle: a tea shop storefront with a cart drawer.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, { createRoot, memo, useEffect, useId, useRef, useState } from "/vendor/react.js";
import { FREE_SHIPPING_OVER_CENTS, MAX_QUANTITY, MIN_QUANTITY, PRODUCTS, cartTotals, formatCents } from "./cart.js";
import { CartProvider, useCart, useCartActions } from "./cart-context.js";

const h = React.createElement;

/** @typedef {import("./cart.js").Product} Product */
/** @typedef {import("./cart.js").CartItem} CartItem */

const itemsLabel = (/** @type {number} */ n) => `${n} ${n === 1 ? "item" : "items"}`;

/** A tea tin, drawn inline so the page needs no image files. */
function TeaTin({ colours: [tin, label], size = 120 }) {
  return h(
    "svg",
    { viewBox: "0 0 120 120", width: size, height: size, "aria-hidden": "true", focusable: "false" },
    h("ellipse", { cx: 60, cy: 108, rx: 34, ry: 6, fill: "rgb(41 37 36 / 0.12)" }),
    h("rect", { x: 30, y: 26, width: 60, height: 80, rx: 8, fill: tin }),
    h("rect", { x: 27, y: 18, width: 66, height: 14, rx: 5, fill: tin }),
    h("rect", { x: 27, y: 18, width: 66, height: 5, rx: 2.5, fill: "rgb(255 255 255 / 0.25)" }),
    h("rect", { x: 30, y: 48, width: 60, height: 36, fill: label }),
    h("path", { d: "M60 54c-8 5-10 13-6 22 9-2 13-10 6-22z", fill: tin }),
    h("path", { d: "M55 75c2-6 4-10 6-14", stroke: label, strokeWidth: 1.5, fill: "none" }),
    h("rect", { x: 38, y: 30, width: 6, height: 70, rx: 3, fill: "rgb(255 255 255 / 0.18)" }),
  );
}

function CartIcon() {
  return h(
    "svg",
    {
      width: 22,
      height: 22,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": "true",
      focusable: "false",
    },
    h("path", { d: "M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" }),
    h("circle", { cx: 10, cy: 20.5, r: 1.3 }),
    h("circle", { cx: 17, cy: 20.5, r: 1.3 }),
  );
}

/** Only dispatches: memo plus useCartActions() keep it out of cart re-renders. */
const ProductCard = memo(function ProductCard({ product }) {
  const { add } = useCartActions();
  const nameId = useId();
  return h(
    "li",
    { className: "product" },
    h(
      "div",
      { className: "product__image", style: { background: product.colours[1] } },
      h(TeaTin, { colours: product.colours }),
    ),
    h(
      "div",
      { className: "product__body" },
      h("p", { className: "product__kind" }, `${product.kind} · ${product.weight}`),
      h("h3", { id: nameId, className: "product__name" }, product.name),
      h("p", { className: "product__desc" }, product.description),
      h(
        "div",
        { className: "product__footer" },
        h("p", { className: "price" }, formatCents(product.priceCents)),
        h(
          "button",
          {
            type: "button",
            className: "button button--primary",
            "aria-describedby": nameId,
            onClick: () => add(product),
          },
          "Add to cart",
        ),
      ),
    ),
  );
});

/** Polite announcements derived from the last change and the new count. */
function CartAnnouncer() {
  const { items, lastChange } = useCart();
  const count = cartTotals(items).count;
  let message = "";
  if (lastChange?.type === "added") message = `Added ${lastChange.name} to cart, ${itemsLabel(count)}`;
  else if (lastChange?.type === "removed") message = `Removed ${lastChange.name} from cart, ${itemsLabel(count)}`;
  else if (lastChange?.type === "quantity") message = `${lastChange.name} quantity updated, ${itemsLabel(count)}`;
  else if (lastChange?.type === "cleared") message = "Cart cleared, 0 items";
  return h("p", { className: "visually-hidden", role: "status" }, message);
}

function CartButton({ onOpen }) {
  const { items } = useCart();
  const { count } = cartTotals(items);
  return h(
    "button",
    { type: "button", className: "cart-button", "aria-haspopup": "dialog", onClick: onOpen },
    h(CartIcon),
    h("span", null, "Cart"),
    h(
      "span",
      { className: `badge${count === 0 ? " badge--empty" : ""}` },
      h("span", { className: "visually-hidden" }, ", "),
      count,
      h("span", { className: "visually-hidden" }, count === 1 ? " item" : " items"),
    ),
  );
}

/**
 * Accepts 1 to 10. While the field is empty or 0 nothing is dispatched;
 * leaving the field puts the real quantity back. Remove is the only way out.
 */
function QuantityInput({ item }) {
  const { setQuantity } = useCartActions();
  const [draft, setDraft] = useState(/** @type {string | null} */ (null));
  const id = useId();
  return h(
    "div",
    { className: "quantity" },
    h(
      "label",
      { htmlFor: id, className: "quantity__label" },
      "Qty",
      h("span", { className: "visually-hidden" }, ` of ${item.product.name}`),
    ),
    h("input", {
      id,
      type: "number",
      inputMode: "numeric",
      className: "quantity__input",
      min: MIN_QUANTITY,
      max: MAX_QUANTITY,
      step: 1,
      value: draft ?? String(item.quantity),
      onChange: (event) => {
        const text = event.target.value;
        setDraft(text);
        const n = Number(text);
        if (text !== "" && Number.isInteger(n) && n >= MIN_QUANTITY)
          setQuantity(item.product.id, Math.min(n, MAX_QUANTITY));
      },
      onBlur: () => setDraft(null),
    }),
  );
}

function CartLine({ item }) {
  const { remove } = useCartActions();
  return h(
    "li",
    { className: "line" },
    h(
      "div",
      { className: "line__image", style: { background: item.product.colours[1] } },
      h(TeaTin, { colours: item.product.colours, size: 56 }),
    ),
    h(
      "div",
      { className: "line__info" },
      h("p", { className: "line__name" }, item.product.name),
      h("p", { className: "line__unit" }, `${formatCents(item.product.priceCents)} each`),
      h(
        "div",
        { className: "line__controls" },
        h(QuantityInput, { item }),
        h(
          "button",
          { type: "button", className: "link-button", onClick: () => remove(item.product.id) },
          "Remove",
          h("span", { className: "visually-hidden" }, ` ${item.product.name}`),
        ),
      ),
    ),
    h("p", { className: "line__total price" }, formatCents(item.product.priceCents * item.quantity)),
  );
}

function CartDrawer({ open, onClose }) {
  const { items, clear } = useCart();
  const dialogRef = useRef(/** @type {HTMLDialogElement | null} */ (null));
  const totals = cartTotals(items);
  const toFree = FREE_SHIPPING_OVER_CENTS + 1 - totals.subtotalCents;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return h(
    "dialog",
    {
      ref: dialogRef,
      className: "drawer",
      "aria-labelledby": "cart-title",
      onClose,
      // A click on the dialog element itself is a click on the backdrop.
      onClick: (event) => event.target === dialogRef.current && onClose(),
    },
    h(
      "div",
      { className: "drawer__panel" },
      h(
        "div",
        { className: "drawer__head" },
        h("h2", { id: "cart-title", className: "drawer__title" }, "Your cart"),
        h("button", { type: "button", className: "icon-button", "aria-label": "Close cart", onClick: onClose }, "×"),
      ),
      items.length === 0
        ? h(
            "div",
            { className: "drawer__empty" },
            h("p", null, "Your cart is empty."),
            h("button", { type: "button", className: "button button--primary", onClick: onClose }, "Browse teas"),
          )
        : h(
            React.Fragment,
            null,
            h(
              "ul",
              { className: "lines" },
              items.map((item) => h(CartLine, { key: item.product.id, item })),
            ),
            h(
              "div",
              { className: "summary" },
              h(
                "p",
                { className: "summary__hint" },
                totals.shippingCents === 0
                  ? "Your order ships free."
                  : `Add ${formatCents(toFree)} more for free shipping.`,
              ),
              h(
                "dl",
                { className: "summary__rows" },
                h(
                  "div",
                  null,
                  h("dt", null, `Subtotal (${itemsLabel(totals.count)})`),
                  h("dd", { className: "price" }, formatCents(totals.subtotalCents)),
                ),
                h(
                  "div",
                  null,
                  h("dt", null, "Shipping"),
                  h(
                    "dd",
                    { className: "price" },
                    totals.shippingCents === 0 ? "Free" : formatCents(totals.shippingCents),
                  ),
                ),
                h(
                  "div",
                  { className: "summary__total" },
                  h("dt", null, "Total"),
                  h("dd", { className: "price" }, formatCents(totals.totalCents)),
                ),
              ),
              h(
                "div",
                { className: "summary__actions" },
                h("button", { type: "button", className: "button button--secondary", onClick: clear }, "Clear cart"),
                h(
                  "button",
                  { type: "button", className: "button button--primary", onClick: onClose },
                  "Keep shopping",
                ),
              ),
            ),
          ),
    ),
  );
}

function App() {
  const [cartOpen, setCartOpen] = useState(false);
  return h(
    React.Fragment,
    null,
    h(
      "header",
      { className: "site-header" },
      h(
        "div",
        { className: "site-header__inner" },
        h(
          "a",
          { className: "brand", href: "./" },
          h("span", { className: "brand__mark", "aria-hidden": "true" }, "L&K"),
          "Leaf & Kettle",
        ),
        h(CartButton, { onOpen: () => setCartOpen(true) }),
      ),
    ),
    h(
      "main",
      { className: "main" },
      h(
        "section",
        { className: "intro", "aria-labelledby": "intro-title" },
        h("h1", { id: "intro-title" }, "Loose leaf tea, blended in small batches"),
        h("p", null, "Eight teas we drink every day, packed in resealable tins. Free shipping on orders over $50."),
      ),
      h(
        "section",
        { "aria-labelledby": "shop-title" },
        h("h2", { id: "shop-title", className: "visually-hidden" }, "Teas"),
        h(
          "ul",
          { className: "products" },
          PRODUCTS.map((product) => h(ProductCard, { key: product.id, product })),
        ),
      ),
    ),
    h(CartAnnouncer),
    h(CartDrawer, { open: cartOpen, onClose: () => setCartOpen(false) }),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(CartProvider, null, h(App))));
