// Tip splitter: a pure calculate() function plus a small amount of DOM code.

const form = document.getElementById('calculator');
const bill = document.getElementById('bill');
const custom = document.getElementById('custom-tip');
const people = document.getElementById('people');
const peopleError = document.getElementById('people-error');
const tipOut = document.getElementById('tip-per-person');
const totalOut = document.getElementById('total-per-person');
const reset = document.getElementById('reset');
const tipRadios = [...form.elements.tip];

const DEFAULTS = { bill: '', tip: '15', custom: '', people: '1' };
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Full precision in, full precision out: rounding happens only when formatting. */
function calculate(billAmount, tipPercent, peopleCount) {
  if (!(peopleCount > 0)) return { tipPerPerson: 0, totalPerPerson: 0 };
  const tip = billAmount * (tipPercent / 100);
  return {
    tipPerPerson: tip / peopleCount,
    totalPerPerson: (billAmount + tip) / peopleCount,
  };
}

// valueAsNumber is NaN for empty or invalid fields; treat that as 0.
const numberFrom = (input) => (Number.isNaN(input.valueAsNumber) ? 0 : Math.max(0, input.valueAsNumber));

function currentTip() {
  if (custom.value !== '') return numberFrom(custom);
  const checked = tipRadios.find((radio) => radio.checked);
  return checked ? Number(checked.value) : 0;
}

function update() {
  const count = people.valueAsNumber;
  const invalid = Number.isNaN(count) || count === 0;
  peopleError.hidden = !invalid;
  people.setAttribute('aria-invalid', String(invalid));

  const result = calculate(numberFrom(bill), currentTip(), invalid ? 0 : count);
  tipOut.value = money.format(result.tipPerPerson);
  totalOut.value = money.format(result.totalPerPerson);

  const checked = tipRadios.find((radio) => radio.checked)?.value ?? '';
  reset.disabled = bill.value === DEFAULTS.bill && checked === DEFAULTS.tip &&
    custom.value === DEFAULTS.custom && people.value === DEFAULTS.people;
}

// One listener covers every field.
form.addEventListener('input', (event) => {
  if (event.target === custom && custom.value !== '') {
    tipRadios.forEach((radio) => { radio.checked = false; }); // custom replaces presets
  }
  if (event.target.name === 'tip') custom.value = '';
  update();
});

// Enter in a field submits the form: keep the page, just recalculate.
form.addEventListener('submit', (event) => {
  event.preventDefault();
  update();
});

// type="reset" restores the HTML defaults; recalculate once they are back.
form.addEventListener('reset', () => {
  requestAnimationFrame(() => {
    update();
    bill.focus();
  });
});

update();
