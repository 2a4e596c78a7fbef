// Weather widget: fetches a local JSON stub and renders one of four states.

const content = document.getElementById('content');
const citySelect = document.getElementById('city');
const announcer = document.getElementById('announcer');
const unitRadios = [...document.querySelectorAll('input[name="unit"]')];

const UNIT_KEY = 'weather:unit';
const TIMEOUT_MS = 5000;

/* ---------- Formatting (rounding happens only here) ---------- */

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
const toUnit = (celsius) => (state.unit === 'f' ? celsius * 9 / 5 + 32 : celsius);
const degrees = (celsius) => `${Math.round(toUnit(celsius))}°`;
const unitLabel = () => (state.unit === 'f' ? 'F' : 'C');

/* ---------- Icons (decorative: the condition is always written out) ---------- */

const ICONS = {
  sun: '<circle cx="24" cy="24" r="9" fill="#FBBF24"/><g stroke="#FBBF24" stroke-width="3" stroke-linecap="round"><path d="M24 5v5M24 38v5M5 24h5M38 24h5M10.6 10.6l3.5 3.5M33.9 33.9l3.5 3.5M10.6 37.4l3.5-3.5M33.9 14.1l3.5-3.5"/></g>',
  partly: '<circle cx="18" cy="18" r="8" fill="#FBBF24"/><path d="M16 38h20a8 8 0 0 0 0-16 11 11 0 0 0-21 3 6.5 6.5 0 0 0 1 13z" fill="#F0FDF4" stroke="#A7F3D0" stroke-width="2"/>',
  cloud: '<path d="M13 37h22a9 9 0 0 0 0-18 12 12 0 0 0-23 3 7.5 7.5 0 0 0 1 15z" fill="#E5E7EB" stroke="#9CA3AF" stroke-width="2"/>',
  rain: '<path d="M13 30h22a8 8 0 0 0 0-16 11 11 0 0 0-21 3 6.5 6.5 0 0 0-1 13z" fill="#E5E7EB" stroke="#9CA3AF" stroke-width="2"/><g stroke="#3B82F6" stroke-width="3" stroke-linecap="round"><path d="M17 35l-2 5M25 35l-2 5M33 35l-2 5"/></g>',
  storm: '<path d="M13 29h22a8 8 0 0 0 0-16 11 11 0 0 0-21 3 6.5 6.5 0 0 0-1 13z" fill="#D1D5DB" stroke="#6B7280" stroke-width="2"/><path d="M25 30l-5 8h5l-3 7 8-10h-5l3-5z" fill="#FBBF24"/>',
  fog: '<g stroke="#9CA3AF" stroke-width="3" stroke-linecap="round"><path d="M9 18h30M6 25h36M11 32h26"/></g>',
};
function iconFor(condition) {
  const c = condition.toLowerCase();
  const key = c.includes('thunder') ? 'storm' : c.includes('rain') ? 'rain' : c.includes('fog') ? 'fog'
    : c.includes('partly') ? 'partly' : c.includes('cloud') ? 'cloud' : 'sun';
  return `<svg class="icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">${ICONS[key]}</svg>`;
}

/* ---------- State ---------- */

const state = { status: 'loading', data: null, message: '', unit: readUnit() };

function readUnit() {
  try { return localStorage.getItem(UNIT_KEY) === 'f' ? 'f' : 'c'; } catch { return 'c'; }
}

function setState(patch) {
  Object.assign(state, patch);
  render();
}

/* ---------- Fetching ---------- */

let controller = null;
let latestRequest = 0;

async function loadForecast(city) {
  controller?.abort(); // a newer choice replaces any pending request
  controller = new AbortController();
  const requestId = ++latestRequest;
  setState({ status: 'loading', data: null, message: '' });

  try {
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(TIMEOUT_MS)]);
    const response = await fetch(`data/forecast-${city}.json`, { signal });
    if (!response.ok) throw new Error(`The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`);
    const data = await response.json();
    if (requestId !== latestRequest) return; // a stale answer never wins
    if (data.daily.length === 0) {
      setState({ status: 'empty', data });
      announce(`No daily forecast for ${data.city} yet`);
    } else {
      setState({ status: 'success', data });
      announce(`Forecast for ${data.city} loaded`);
    }
  } catch (error) {
    if (requestId !== latestRequest || error.name === 'AbortError') return; // switched city: not an error
    let message = `We couldn't load the forecast. ${error.message}`;
    if (error.name === 'TimeoutError') message = 'The forecast is taking too long';
    else if (error instanceof TypeError) message = "We couldn't reach the weather service. Check your connection.";
    setState({ status: 'error', message });
    announce(message);
  }
}

function announce(text) {
  announcer.textContent = text;
}

/* ---------- Rendering ---------- */

function render() {
  content.setAttribute('aria-busy', String(state.status === 'loading'));
  if (state.status === 'loading') content.innerHTML = skeleton();
  if (state.status === 'error') content.replaceChildren(errorView());
  if (state.status === 'success' || state.status === 'empty') content.replaceChildren(forecastView());
}

const skeleton = () => `
  <div class="skeleton" aria-hidden="true">
    <div class="skeleton-hero"></div>
    <div class="skeleton-days"><span></span><span></span><span></span><span></span><span></span></div>
  </div>
  <p class="visually-hidden">Loading the forecast…</p>`;

function errorView() {
  const box = document.createElement('div');
  box.className = 'error';
  const text = document.createElement('p');
  text.textContent = state.message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'retry';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => loadForecast(citySelect.value));
  box.append(text, retry);
  return box;
}

function forecastView() {
  const { data } = state;
  const view = document.createElement('div');
  const updated = new Date(data.updatedAt);

  const hero = document.createElement('div');
  hero.className = 'hero';
  hero.innerHTML = `
    <div class="hero-text">
      <h3 class="city"></h3>
      <p class="updated">Updated <time datetime="${updated.toISOString()}">${fullDay.format(updated)}, ${clock.format(updated)}</time></p>
      <p class="temp"><span class="temp-value"></span><span class="temp-unit"></span></p>
      <p class="condition"></p>
      <p class="wind"></p>
    </div>
    ${iconFor(data.current.condition)}`;
  // Text from the response goes in with textContent, never as HTML.
  hero.querySelector('.city').textContent = data.city;
  hero.querySelector('.temp-value').textContent = degrees(data.current.tempC);
  hero.querySelector('.temp-unit').textContent = unitLabel();
  hero.querySelector('.condition').textContent = data.current.condition;
  hero.querySelector('.wind').textContent = `Wind ${Math.round(data.current.windKph)} km/h`;
  view.append(hero);

  if (state.status === 'empty') {
    const empty = document.createElement('p');
    empty.className = 'empty';
    empty.textContent = `No daily forecast is available for ${data.city} yet.`;
    view.append(empty);
    return view;
  }

  const scroller = document.createElement('div');
  scroller.className = 'days-scroller';
  // Focusable and named, so keyboard users can scroll it on narrow screens.
  scroller.tabIndex = 0;
  scroller.setAttribute('role', 'region');
  scroller.setAttribute('aria-label', `Five-day forecast for ${data.city}`);
  const list = document.createElement('ol');
  list.className = 'days';
  for (const day of data.daily) {
    const date = new Date(day.date); // UTC midnight, formatted in UTC
    const item = document.createElement('li');
    item.className = 'day';
    item.innerHTML = `
      <p class="day-name"><abbr></abbr></p>
      ${iconFor(day.condition)}
      <p class="day-condition"></p>
      <p class="day-temps"><span class="visually-hidden">High </span><span class="max"></span><span class="visually-hidden">, low </span> <span class="min"></span></p>`;
    const abbr = item.querySelector('abbr');
    abbr.textContent = weekday.format(date);
    abbr.title = fullDay.format(date);
    item.querySelector('.day-condition').textContent = day.condition;
    item.querySelector('.max').textContent = degrees(day.maxC);
    item.querySelector('.min').textContent = degrees(day.minC);
    list.append(item);
  }
  scroller.append(list);
  view.append(scroller);
  return view;
}

/* ---------- Events ---------- */

citySelect.addEventListener('change', () => loadForecast(citySelect.value));

for (const radio of unitRadios) {
  radio.checked = radio.value === state.unit;
  radio.addEventListener('change', () => {
    // Converting needs no new request: the data is already here.
    setState({ unit: radio.value });
    try { localStorage.setItem(UNIT_KEY, radio.value); } catch { /* session only */ }
  });
}

loadForecast(citySelect.value);
