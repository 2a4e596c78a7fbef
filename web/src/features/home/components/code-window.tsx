/**
 * Decorative editor window beside the hero text. A static SVG rather than
 * markup, so it costs no JavaScript; sized to avoid layout shift.
 */
export function CodeWindow() {
  return (
    <div className="relative hidden sm:block">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-3xl bg-indigo-500/20 blur-2xl"
      />
      <img
        src="/images/hero-editor.svg"
        alt=""
        width={560}
        height={360}
        decoding="async"
        className="h-auto w-full rounded-2xl shadow-2xl"
      />
    </div>
  )
}
