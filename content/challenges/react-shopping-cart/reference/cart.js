// The cart's pure core: products, actions, the reducer, derived totals and
// storage parsing. No React here, so it is unit-tested with plain Node.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations (checkable with `tsc --checkJs`) so it runs without a build step.

/**
 * @typedef {object} Product
 * @property {string} id
 * @property {string} name
 * @property {string} kind          e.g. "Green tea"
 * @property {string} weight        e.g. "50 g tin"
 * @property {string} description
 * @property {number} priceCents    money is always an integer number of cents
 * @property {[string, string]} colours  tin and label colours for the illustration
 */

/** @typedef {{ product: Product, quantity: number }} CartItem */
/** @typedef {{ type: "added" | "removed" | "quantity" | "cleared", name?: string } | null} CartChange */
/** @typedef {{ items: CartItem[], lastChange: CartChange }} CartState */

/**
 * @typedef {{ type: "add", product: Product }
 *   | { type: "setQuantity", id: string, quantity: number }
 *   | { type: "remove", id: string }
 *   | { type: "clear" }} CartAction
 */

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
export const FREE_SHIPPING_OVER_CENTS = 5000;
export const SHIPPING_CENTS = 495;

/** @type {CartState} */
export const emptyCart = { items: [], lastChange: null };

const clampQuantity = (/** @type {number} */ n) => Math.min(MAX_QUANTITY, Math.max(0, Math.trunc(n)));

/**
 * @param {CartState} state
 * @param {CartAction} action
 * @returns {CartState}
 */
export function cartReducer(state, action) {
  switch (action.type) {
    case "add": {
      const existing = state.items.find((item) => item.product.id === action.product.id);
      const items = existing
        ? state.items.map((item) =>
            item === existing ? { ...item, quantity: Math.min(MAX_QUANTITY, item.quantity + 1) } : item,
          )
        : [...state.items, { product: action.product, quantity: 1 }];
      return { items, lastChange: { type: "added", name: action.product.name } };
    }
    case "setQuantity": {
      const target = state.items.find((item) => item.product.id === action.id);
      if (!target || !Number.isFinite(action.quantity)) return state;
      const quantity = clampQuantity(action.quantity);
      if (quantity === 0) {
        return {
          items: state.items.filter((item) => item !== target),
          lastChange: { type: "removed", name: target.product.name },
        };
      }
      return {
        items: state.items.map((item) => (item === target ? { ...item, quantity } : item)),
        lastChange: { type: "quantity", name: target.product.name },
      };
    }
    case "remove": {
      const target = state.items.find((item) => item.product.id === action.id);
      if (!target) return state;
      return {
        items: state.items.filter((item) => item !== target),
        lastChange: { type: "removed", name: target.product.name },
      };
    }
    case "clear":
      return { items: [], lastChange: { type: "cleared" } };
    default: {
      /** @type {never} */
      const unhandled = action;
      throw new Error(`Unknown cart action: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** Totals are derived from the items on every render, never stored. */
export function cartTotals(/** @type {CartItem[]} */ items) {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const subtotalCents = items.reduce((sum, item) => sum + item.product.priceCents * item.quantity, 0);
  const shippingCents = count === 0 || subtotalCents > FREE_SHIPPING_OVER_CENTS ? 0 : SHIPPING_CENTS;
  return { count, subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const formatCents = (/** @type {number} */ cents) => money.format(cents / 100);

/** What is stored: ids and quantities only; prices always come from the catalogue. */
export function serializeCart(/** @type {CartState} */ state) {
  return JSON.stringify(state.items.map((item) => ({ id: item.product.id, quantity: item.quantity })));
}

/**
 * Rebuilds a cart from storage. Anything unexpected (bad JSON, unknown ids,
 * impossible quantities) gives an empty cart rather than an error.
 * @param {string | null} raw
 * @param {Product[]} catalogue
 * @returns {CartState}
 */
export function parseStoredCart(raw, catalogue) {
  if (!raw) return emptyCart;
  try {
    const data = JSON.parse(raw);
    if (!Array.isArray(data)) return emptyCart;
    /** @type {CartItem[]} */
    const items = [];
    for (const entry of data) {
      const product = catalogue.find((p) => p.id === entry?.id);
      const quantity = entry?.quantity;
      const valid = product && Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
      if (!valid || items.some((i) => i.product.id === product.id)) return emptyCart;
      items.push({ product, quantity });
    }
    return { items, lastChange: null };
  } catch {
    return emptyCart;
  }
}

/** @type {Product[]} */
export const PRODUCTS = [
  {
    id: "jasmine-pearl",
    name: "Jasmine Pearl",
    kind: "Green tea",
    weight: "50 g tin",
    description: "Hand-rolled pearls scented with fresh jasmine blossoms over six nights.",
    priceCents: 1450,
    colours: ["#3f6212", "#ecfccb"],
  },
  {
    id: "earl-grey-supreme",
    name: "Earl Grey Supreme",
    kind: "Black tea",
    weight: "100 g tin",
    description: "Ceylon black tea with cold-pressed bergamot and a few cornflower petals.",
    priceCents: 1100,
    colours: ["#1e3a8a", "#dbeafe"],
  },
  {
    id: "sencha-kyoto",
    name: "Sencha Kyoto",
    kind: "Green tea",
    weight: "80 g tin",
    description: "Steamed spring sencha: grassy, bright and a little sweet.",
    priceCents: 1275,
    colours: ["#166534", "#dcfce7"],
  },
  {
    id: "iron-goddess",
    name: "Iron Goddess Oolong",
    kind: "Oolong",
    weight: "60 g tin",
    description: "Lightly roasted Tieguanyin with orchid notes that last for five steeps.",
    priceCents: 1620,
    colours: ["#7c2d12", "#ffedd5"],
  },
  {
    id: "rooibos-vanilla",
    name: "Rooibos Vanilla",
    kind: "Herbal",
    weight: "100 g tin",
    description: "Caffeine-free red bush from the Cederberg with Madagascan vanilla.",
    priceCents: 940,
    colours: ["#9a3412", "#fef3c7"],
  },
  {
    id: "darjeeling-first-flush",
    name: "Darjeeling First Flush",
    kind: "Black tea",
    weight: "50 g tin",
    description: "The first spring picking from Castleton estate: floral and muscatel.",
    priceCents: 1890,
    colours: ["#6b21a8", "#f3e8ff"],
  },
  {
    id: "masala-chai",
    name: "Masala Chai",
    kind: "Spiced black tea",
    weight: "120 g tin",
    description: "Assam with cardamom, ginger, cinnamon and black pepper. Brew it with milk.",
    priceCents: 1060,
    colours: ["#92400e", "#fde68a"],
  },
  {
    id: "chamomile-blossom",
    name: "Chamomile Blossom",
    kind: "Herbal",
    weight: "40 g tin",
    description: "Whole Egyptian chamomile flowers for a honeyed evening cup.",
    priceCents: 830,
    colours: ["#a16207", "#fef9c3"],
  },
];
