// Carousel enhancement (ARIA Authoring Practices carousel pattern).
// One source of truth: `current`; update() writes every label, inert and state.
const ROTATE_EVERY = 6000;

const carousel = document.querySelector('.carousel');
const scroller = carousel.querySelector('.carousel__slides');
const slides = [...scroller.querySelectorAll('.slide')];
const pickers = [...carousel.querySelectorAll('.picker')];
const rotationButton = carousel.querySelector('.rotation');
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

let current = 0;
// The user's choice: rotate or not. Off by default when motion is reduced.
let autoplay = !reducedMotion.matches;
let hovering = false;
let timer = null;

function update() {
  slides.forEach((slide, i) => {
    // Off-screen slides leave the tab order and the accessibility tree.
    slide.inert = i !== current;
  });
  pickers.forEach((picker, i) => {
    if (i === current) picker.setAttribute('aria-current', 'true');
    else picker.removeAttribute('aria-current');
  });
}

// While our own smooth scroll passes over other slides, the observer below
// must not mistake them for the current one.
let autoScrolling = false;
let autoScrollTimer = null;

function scrollToSlide(index) {
  current = (index + slides.length) % slides.length; // wrap at both ends
  autoScrolling = true;
  clearTimeout(autoScrollTimer);
  autoScrollTimer = setTimeout(() => { autoScrolling = false; }, 1000); // in case no scrollend fires
  scroller.scrollTo({
    left: slides[current].offsetLeft,
    behavior: reducedMotion.matches ? 'auto' : 'smooth',
  });
  update();
}

// ---------- Rotation ----------
function syncRotation() {
  const rotating = autoplay && !hovering;
  // Announce manual changes only while nothing moves on its own.
  scroller.setAttribute('aria-live', rotating ? 'off' : 'polite');
  rotationButton.setAttribute('aria-label', autoplay ? 'Stop automatic slide show' : 'Start automatic slide show');
  rotationButton.classList.toggle('is-playing', autoplay);
  clearInterval(timer);
  timer = rotating ? setInterval(() => scrollToSlide(current + 1), ROTATE_EVERY) : null;
}

rotationButton.addEventListener('click', () => {
  autoplay = !autoplay;
  syncRotation();
});

// Keyboard focus arriving from outside stops rotation; only the rotation
// button starts it again. (A mouse click also focuses a button, but the
// pointer is then hovering, which pauses rotation anyway.)
carousel.addEventListener('focusin', (event) => {
  if (carousel.contains(event.relatedTarget)) return;
  if (!event.target.matches(':focus-visible')) return;
  autoplay = false;
  syncRotation();
});

// A pointer over the carousel pauses rotation until it leaves.
carousel.addEventListener('pointerenter', () => {
  hovering = true;
  syncRotation();
});
carousel.addEventListener('pointerleave', () => {
  hovering = false;
  syncRotation();
});

// ---------- Buttons ----------
carousel.querySelector('.arrow--prev').addEventListener('click', () => scrollToSlide(current - 1));
carousel.querySelector('.arrow--next').addEventListener('click', () => scrollToSlide(current + 1));
pickers.forEach((picker, i) => picker.addEventListener('click', () => scrollToSlide(i)));

// ---------- Swipes: follow the scroll position ----------
const observer = new IntersectionObserver((entries) => {
  if (autoScrolling) return;
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const index = slides.indexOf(entry.target);
    if (index !== current) {
      current = index;
      update();
    }
  }
}, { root: scroller, threshold: 0.6 });
slides.forEach((slide) => observer.observe(slide));

// When any scroll settles, trust the position (covers swipes that end
// during or right after a programmatic scroll).
scroller.addEventListener('scrollend', () => {
  autoScrolling = false;
  const index = Math.round(scroller.scrollLeft / scroller.clientWidth);
  if (index !== current && slides[index]) {
    current = index;
    update();
  }
});

reducedMotion.addEventListener('change', () => {
  if (reducedMotion.matches) {
    autoplay = false;
    syncRotation();
  }
});

// ---------- Start ----------
carousel.querySelectorAll('[hidden]').forEach((el) => { el.hidden = false; });
carousel.classList.add('is-enhanced');
update();
syncRotation();
