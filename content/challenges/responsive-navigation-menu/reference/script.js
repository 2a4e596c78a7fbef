// Disclosure navigation: one button toggles the list below 900px.
// CSS reads aria-expanded, so the attribute is the only state we keep.

const nav = document.querySelector('.nav');
const toggle = nav.querySelector('.nav-toggle');
const list = document.getElementById(toggle.getAttribute('aria-controls'));
const desktop = matchMedia('(min-width: 900px)');

const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
function setOpen(open) {
  toggle.setAttribute('aria-expanded', String(open));
}

toggle.addEventListener('click', () => setOpen(!isOpen()));

// Escape inside the open menu closes it and puts focus back on the button.
nav.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && isOpen()) {
    setOpen(false);
    toggle.focus();
  }
});

// Close when focus leaves the navigation (relatedTarget is where it went).
nav.addEventListener('focusout', (event) => {
  if (isOpen() && !nav.contains(event.relatedTarget)) setOpen(false);
});

// Choosing a link closes the menu.
list.addEventListener('click', (event) => {
  if (event.target.closest('a')) setOpen(false);
});

// Crossing the breakpoint resets the menu, so no stale open state survives.
desktop.addEventListener('change', () => setOpen(false));
