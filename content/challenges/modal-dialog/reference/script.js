// Delete-confirmation flow built on the native <dialog> element.
// showModal() gives us the top layer, an inert page behind and Escape-to-close;
// this script fills in the project name, reads returnValue and restores focus.

const dialog = document.getElementById('confirm-dialog');
const nameSlot = document.getElementById('confirm-name');
const list = document.getElementById('projects');
const heading = document.getElementById('projects-heading');
const status = document.getElementById('status');
const count = document.getElementById('project-count');
const empty = document.getElementById('empty');

let opener = null; // the Delete button that opened the dialog

list.addEventListener('click', (event) => {
  const button = event.target.closest('button.delete');
  if (!button) return;
  opener = button;
  nameSlot.textContent = button.closest('.project').dataset.name;
  // Escape does not set returnValue, so start from "cancel" every time.
  dialog.returnValue = 'cancel';
  dialog.showModal();
});

// A click on the backdrop targets the dialog itself; compare coordinates with
// the dialog's box so clicks on padding inside it do not close it.
dialog.addEventListener('click', (event) => {
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside = event.clientX >= box.left && event.clientX <= box.right &&
    event.clientY >= box.top && event.clientY <= box.bottom;
  if (!inside) dialog.close('cancel');
});

// Every way of closing ends here: Cancel, Delete project, Escape or backdrop.
dialog.addEventListener('close', () => {
  const project = opener?.closest('.project');
  if (dialog.returnValue === 'confirm' && project) {
    const name = project.dataset.name;
    project.remove();
    updateCount();
    heading.focus(); // the opener is gone, so focus the list heading
    announce(`Project ${name} deleted`);
  } else {
    opener?.focus();
  }
  opener = null;
});

function updateCount() {
  const n = list.children.length;
  count.textContent = n === 1 ? '1 active project' : `${n} active projects`;
  empty.hidden = n > 0;
  list.hidden = n === 0;
}

function announce(message) {
  // Clear first so repeating the same message is still announced.
  status.textContent = '';
  requestAnimationFrame(() => { status.textContent = message; });
}
