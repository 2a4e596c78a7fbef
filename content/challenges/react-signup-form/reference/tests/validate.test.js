// Unit tests for validate(), with Node's built-in test runner.
// Run from this folder: node --test tests/
import { test } from "node:test";
import assert from "node:assert/strict";
import { validate } from "../validate.js";

const valid = {
  username: "home_cook_42",
  email: "ada@example.com",
  password: "a long passphrase",
  confirm: "a long passphrase",
  terms: true,
};

test("a complete, valid form has no errors", () => {
  assert.deepEqual(validate(valid), {});
});

test("an empty form has one error per field", () => {
  const errors = validate({ username: "", email: "", password: "", confirm: "", terms: false });
  assert.deepEqual(Object.keys(errors), ["username", "email", "password", "confirm", "terms"]);
});

test("username: 3 to 20 letters, digits or underscores", () => {
  for (const ok of ["abc", "a_b_c", "User_2026", "x".repeat(20)])
    assert.equal(validate({ ...valid, username: ok }).username, undefined, ok);
  for (const bad of ["ab", "x".repeat(21), "has space", "dash-ed", "émile", "semi;colon"])
    assert.ok(validate({ ...valid, username: bad }).username, bad);
});

test("email must look like an address", () => {
  for (const bad of ["ada", "ada@", "@example.com", "ada@example", "ada @example.com"])
    assert.ok(validate({ ...valid, email: bad }).email, bad);
  assert.equal(validate({ ...valid, email: " ada@example.co.uk " }).email, undefined);
});

test("password needs at least 12 characters", () => {
  assert.ok(validate({ ...valid, password: "elevenchars", confirm: "elevenchars" }).password);
  assert.equal(validate({ ...valid, password: "twelve chars", confirm: "twelve chars" }).password, undefined);
});

test("confirmation must match the password", () => {
  assert.equal(validate({ ...valid, confirm: "a long passphrasE" }).confirm, "The passwords do not match");
});

test("terms must be accepted", () => {
  assert.ok(validate({ ...valid, terms: false }).terms);
});
