// Enhances every [data-tabs] container: its child sections become tab panels,
// their h2 texts become tabs (ARIA Authoring Practices tabs pattern,
// automatic activation, roving tabindex).
function enhanceTabs(container, index) {
  const sections = [...container.querySelectorAll(':scope > section')];
  if (sections.length === 0) return;

  const tablist = document.createElement('div');
  tablist.setAttribute('role', 'tablist');
  tablist.setAttribute('aria-label', container.dataset.label || 'Sections');
  tablist.className = 'tabs__list';

  const tabs = sections.map((section, i) => {
    // Reuse the section id when there is one, so links like #reviews stay meaningful.
    if (!section.id) section.id = `tabs${index}-panel${i}`;
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `${section.id}-tab`;
    tab.className = 'tabs__tab';
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', section.id);
    tab.textContent = section.querySelector('h2')?.textContent.trim() || `Section ${i + 1}`;
    tablist.append(tab);

    section.setAttribute('role', 'tabpanel');
    section.setAttribute('aria-labelledby', tab.id);
    section.tabIndex = 0;
    section.classList.add('tabs__panel');
    return tab;
  });

  // One place updates every tab and panel, so the states can never disagree.
  function selectTab(newTab, { focus = true } = {}) {
    tabs.forEach((tab, i) => {
      const selected = tab === newTab;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      sections[i].hidden = !selected;
    });
    // focus() also scrolls the tab into view when the list scrolls on small screens.
    if (focus) newTab.focus();
  }

  tablist.addEventListener('click', (event) => {
    const tab = event.target.closest('[role="tab"]');
    if (tab) selectTab(tab);
  });

  tablist.addEventListener('keydown', (event) => {
    const current = tabs.indexOf(document.activeElement);
    if (current === -1) return;
    const last = tabs.length - 1;
    const target = {
      ArrowLeft: current === 0 ? last : current - 1,
      ArrowRight: current === last ? 0 : current + 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault(); // Home and End would otherwise scroll the page
    selectTab(tabs[target]);
  });

  container.prepend(tablist);
  container.classList.add('tabs--enhanced');
  selectTab(tabs[0], { focus: false });
}

document.querySelectorAll('[data-tabs]').forEach(enhanceTabs);
