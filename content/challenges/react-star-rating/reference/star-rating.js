// <StarRating>: a controlled rating built on native radio buttons, so arrow
// keys, focus and screen-reader announcements come from the browser.
import React, { useId, useState } from "/vendor/react.js";

const h = React.createElement;

function StarIcon() {
  return h(
    "svg",
    { className: "star-icon", viewBox: "0 0 24 24", width: 32, height: 32, "aria-hidden": "true", focusable: "false" },
    h("path", {
      d: "M12 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5L2.6 9.4l6.5-.9z",
      fill: "currentColor",
      stroke: "currentColor",
      strokeWidth: 1,
      strokeLinejoin: "round",
    }),
  );
}

const starsLabel = (/** @type {number} */ n) => `${n} ${n === 1 ? "star" : "stars"}`;

/**
 * @param {object} props
 * @param {number | null} props.value        the selected rating, or null for none
 * @param {(value: number) => void} [props.onChange]
 * @param {number} [props.max]               how many stars (default 5)
 * @param {string} [props.label]             the legend (interactive) or context (read-only)
 * @param {boolean} [props.readOnly]         show the rating as text and icons only
 */
export function StarRating({ value, onChange, max = 5, label, readOnly = false }) {
  const name = useId(); // one radio group per instance, however many are on the page
  const [hovered, setHovered] = useState(/** @type {number | null} */ (null));
  const options = Array.from({ length: max }, (_, i) => i + 1);

  if (readOnly) {
    const rating = value ?? 0;
    return h(
      "p",
      { className: "star-rating star-rating--readonly" },
      h(
        "span",
        { className: "star-rating__stars", "aria-hidden": "true" },
        options.map((n) => h("span", { key: n, className: `star${n <= rating ? " star--filled" : ""}` }, h(StarIcon))),
      ),
      h("span", { className: "star-rating__text" }, `Rated ${rating} out of ${max}`),
    );
  }

  // While hovering, preview the hovered value; otherwise show the real one.
  const shown = hovered ?? value ?? 0;
  return h(
    "fieldset",
    { className: `star-rating${hovered !== null ? " star-rating--previewing" : ""}` },
    h("legend", { className: "star-rating__legend" }, label),
    h(
      "div",
      { className: "star-rating__stars", onMouseLeave: () => setHovered(null) },
      options.map((n) =>
        h(
          "span",
          { key: n, className: "star-rating__option" },
          h("input", {
            type: "radio",
            id: `${name}-${n}`,
            name,
            value: n,
            className: "visually-hidden",
            checked: value === n,
            // No local selected state: the parent owns `value`.
            onChange: () => onChange?.(n),
          }),
          h(
            "label",
            {
              htmlFor: `${name}-${n}`,
              className: `star${n <= shown ? " star--filled" : ""}`,
              onMouseEnter: () => setHovered(n),
            },
            h(StarIcon),
            h("span", { className: "visually-hidden" }, starsLabel(n)),
          ),
        ),
      ),
    ),
  );
}
