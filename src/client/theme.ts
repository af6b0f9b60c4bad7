// The three-way theme toggle (ThemeToggle.astro, in the header and the phone menu): Light and Dark are
// set on <html> and stored, and the head's pre-paint script (ThemeScript.astro, same key) sets them
// again on every page; System is stored too, and leaves the choice to prefers-color-scheme.
const root = document.documentElement;

/** Every toggle on the page shows the same choice pressed. */
function show() {
  const theme = root.dataset.theme ?? 'system';
  for (const button of document.querySelectorAll<HTMLElement>('[data-theme-choice]')) {
    button.ariaPressed = String(button.dataset.themeChoice === theme);
  }
}

// Delegated, so the copy in the phone menu's island works before and after it hydrates.
document.addEventListener('click', (event) => {
  const choice = (event.target as Element).closest?.<HTMLElement>('[data-theme-choice]')?.dataset.themeChoice;
  if (!choice) return;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    localStorage.setItem('theme', choice);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  show();
});
show();
