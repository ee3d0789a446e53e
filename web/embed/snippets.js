// The snippets page (examples/snippets.html): the <sanggi-board> element, and a Copy button
// beside each code block (the clipboard where the browser offers it, else the code selected
// for Ctrl+C). Bundled as dist/examples.js, a classic script like the others.
import './embed.js';

function selectText(node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}

async function copy(code, status) {
  const text = code.textContent;
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = status.dataset.copied;
  } catch {
    // No clipboard here (file://, or permission refused): select it for the visitor to copy.
    selectText(code);
    status.textContent = status.dataset.selected;
  }
}

for (const box of document.querySelectorAll('.snippet')) {
  const code = box.querySelector('pre code');
  const button = box.querySelector('button.copy');
  const status = box.querySelector('.copy-status');
  if (code && button && status) button.addEventListener('click', () => copy(code, status));
}
