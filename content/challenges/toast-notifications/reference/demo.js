// Demo page wiring for toast.js.
import { toast } from './toast.js';

for (const button of document.querySelectorAll('.demo-buttons button')) {
  button.addEventListener('click', () => {
    toast(button.dataset.message, { type: button.dataset.type, title: button.dataset.title });
  });
}

// Anything typed here is shown as text, even "<img src=x onerror=alert(1)>".
const form = document.getElementById('custom-form');
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const message = document.getElementById('custom-message').value.trim() || 'Empty message';
  toast(message, { type: document.getElementById('custom-type').value });
});
