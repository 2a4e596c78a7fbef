// A review form for a bakery, built around <StarRating>. The form owns the
// rating (lifted state), shows it in words and resets it after submitting.
import React, { createRoot, useId, useRef, useState } from "/vendor/react.js";
import { StarRating } from "./star-rating.js";

const h = React.createElement;

const WORDS = { 1: "Poor", 2: "Fair", 3: "Good", 4: "Very good", 5: "Excellent" };

const INITIAL_REVIEWS = [
  {
    id: 1,
    author: "Maya R.",
    rating: 5,
    text: "The cardamom bun is the best thing I have eaten this year. Still warm at 8 am.",
  },
  {
    id: 2,
    author: "Tom H.",
    rating: 4,
    text: "Excellent sourdough and friendly staff. It gets busy on Saturdays, so go early.",
  },
  { id: 3, author: "Inès D.", rating: 3, text: "Lovely croissants, but my flat white was lukewarm." },
];

function ReviewForm({ onSubmit }) {
  const [rating, setRating] = useState(/** @type {number | null} */ (null));
  const [comment, setComment] = useState("");
  const [error, setError] = useState("");
  const formRef = useRef(/** @type {HTMLFormElement | null} */ (null));
  const commentId = useId();

  function submit(/** @type {React.FormEvent} */ event) {
    event.preventDefault();
    if (rating === null) {
      setError("Choose a rating from 1 to 5 stars.");
      formRef.current?.querySelector("input[type=radio]")?.focus();
      return;
    }
    onSubmit({ rating, text: comment.trim() });
    // Reset the lifted state: the stars follow because they are controlled.
    setRating(null);
    setComment("");
    setError("");
  }

  return h(
    "form",
    { ref: formRef, className: "card review-form", onSubmit: submit, "aria-labelledby": "form-title" },
    h("p", { className: "eyebrow" }, "Saltwater Bakery · Harbour Street"),
    h("h1", { id: "form-title", className: "card__title" }, "How was your visit?"),
    h(StarRating, {
      value: rating,
      onChange: (value) => {
        setRating(value);
        setError("");
      },
      label: "Your rating",
    }),
    h(
      "p",
      { className: "rating-words", "aria-live": "polite" },
      rating === null ? "Select a star to rate" : `${rating} of 5: ${WORDS[rating]}`,
    ),
    error && h("p", { className: "error", role: "alert" }, error),
    h(
      "label",
      { htmlFor: commentId, className: "field-label" },
      "Tell us more ",
      h("span", { className: "optional" }, "(optional)"),
    ),
    h("textarea", {
      id: commentId,
      className: "comment",
      rows: 3,
      value: comment,
      placeholder: "What did you order? What should we keep doing?",
      onChange: (e) => setComment(e.target.value),
    }),
    h("button", { type: "submit", className: "button" }, "Post review"),
  );
}

function App() {
  const [reviews, setReviews] = useState(INITIAL_REVIEWS);
  const [status, setStatus] = useState("");
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;

  return h(
    "main",
    { className: "page" },
    h(ReviewForm, {
      onSubmit: ({ rating, text }) => {
        setReviews((list) => [{ id: list.length + 1, author: "You", rating, text }, ...list]);
        setStatus(`Thank you! Your ${WORDS[rating].toLowerCase()} review was posted.`);
      },
    }),
    h(
      "section",
      { className: "card reviews", "aria-labelledby": "reviews-title" },
      h("h2", { id: "reviews-title", className: "card__title card__title--small" }, "Recent reviews"),
      h("p", { className: "status", role: "status" }, status),
      h(
        "div",
        { className: "average" },
        h("p", { className: "average__number" }, average.toFixed(1)),
        h(
          "div",
          null,
          h(StarRating, { value: Math.round(average), readOnly: true }),
          h("p", { className: "average__count" }, `${reviews.length} reviews`),
        ),
      ),
      h(
        "ul",
        { className: "review-list" },
        reviews.map((review) =>
          h(
            "li",
            { key: review.id, className: "review" },
            h("p", { className: "review__author" }, review.author),
            h(StarRating, { value: review.rating, readOnly: true }),
            review.text && h("p", { className: "review__text" }, review.text),
          ),
        ),
      ),
    ),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(App)));
