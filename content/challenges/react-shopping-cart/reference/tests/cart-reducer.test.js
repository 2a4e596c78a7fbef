// Unit tests for the pure cart reducer and helpers, with Node's built-in
// test runner (no dependencies). Run from this folder: node --test tests/
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRODUCTS, cartReducer, cartTotals, emptyCart, parseStoredCart, serializeCart } from "../cart.js";

const [jasmine, earlGrey] = PRODUCTS;

test("adding a new item puts it in the cart with quantity 1", () => {
  const state = cartReducer(emptyCart, { type: "add", product: jasmine });
  assert.deepEqual(state.items, [{ product: jasmine, quantity: 1 }]);
  assert.deepEqual(emptyCart.items, [], "the previous state is not mutated");
});

test("adding an existing item increases its quantity", () => {
  let state = cartReducer(emptyCart, { type: "add", product: jasmine });
  state = cartReducer(state, { type: "add", product: earlGrey });
  state = cartReducer(state, { type: "add", product: jasmine });
  assert.equal(state.items.length, 2);
  assert.equal(state.items[0].quantity, 2);
});

test("quantity never goes above 10", () => {
  let state = emptyCart;
  for (let i = 0; i < 12; i++) state = cartReducer(state, { type: "add", product: jasmine });
  assert.equal(state.items[0].quantity, 10);
  state = cartReducer(state, { type: "setQuantity", id: jasmine.id, quantity: 25 });
  assert.equal(state.items[0].quantity, 10);
});

test("setting quantity to 0 removes the item", () => {
  let state = cartReducer(emptyCart, { type: "add", product: jasmine });
  state = cartReducer(state, { type: "setQuantity", id: jasmine.id, quantity: 0 });
  assert.deepEqual(state.items, []);
});

test("remove deletes one item and clear empties the cart", () => {
  let state = cartReducer(emptyCart, { type: "add", product: jasmine });
  state = cartReducer(state, { type: "add", product: earlGrey });
  state = cartReducer(state, { type: "remove", id: jasmine.id });
  assert.deepEqual(
    state.items.map((i) => i.product.id),
    [earlGrey.id],
  );
  state = cartReducer(state, { type: "clear" });
  assert.deepEqual(state.items, []);
});

test("an unknown action throws", () => {
  assert.throws(() => cartReducer(emptyCart, /** @type {any} */ ({ type: "explode" })));
});

test("totals: $4.95 shipping up to $50, free over it", () => {
  let state = cartReducer(emptyCart, { type: "add", product: jasmine }); // $14.50
  assert.deepEqual(cartTotals(state.items), { count: 1, subtotalCents: 1450, shippingCents: 495, totalCents: 1945 });
  state = cartReducer(state, { type: "setQuantity", id: jasmine.id, quantity: 4 }); // $58.00
  assert.deepEqual(cartTotals(state.items), { count: 4, subtotalCents: 5800, shippingCents: 0, totalCents: 5800 });
});

test("storage round-trips, and bad data gives an empty cart", () => {
  const state = cartReducer(cartReducer(emptyCart, { type: "add", product: jasmine }), {
    type: "add",
    product: jasmine,
  });
  assert.deepEqual(parseStoredCart(serializeCart(state), PRODUCTS).items, state.items);
  for (const raw of [
    "{not json",
    '{"id":1}',
    '[{"id":"nope","quantity":1}]',
    '[{"id":"jasmine-pearl","quantity":0}]',
    '[{"id":"jasmine-pearl","quantity":"2"}]',
  ]) {
    assert.deepEqual(parseStoredCart(raw, PRODUCTS), emptyCart, raw);
  }
});
