// Diagram export from a <sanggi-board>: the element's exportDiagram(options) and
// downloadDiagram(options) methods (diagram.js), the `export` attribute (embed.html?export)
// that puts an Export button in the bar opening the export form below the board, and, in
// the iframe page, a host's request by postMessage:
//   iframe.contentWindow.postMessage({source: 'sanggi', type: 'export', id, format, width,
//     lastMove, coordinates}, '*')
// answered with {source: 'sanggi', type: 'sanggi-export', id, name, width, height, blob}
// or {..., id, error}.
import { button, el, downloadBlob } from '../common/dom.js';
import { renderDiagram } from '../diagram/diagram.js';
import { createDiagramForm } from '../diagram/export-form.js';

// -> {blob, name, type, width, height, frames?} or {error}.
export async function exportFromBoard(host, options = {}) {
  if (!host.engine || !host.store?.get().position) return { error: 'the board is not ready' };
  return renderDiagram(host.store.get(), host.engine, options);
}

export async function downloadFromBoard(host, options = {}) {
  const r = await exportFromBoard(host, options);
  if (!r.error) downloadBlob(r.blob, r.name);
  return r;
}

// The Export button and its form below the bar, shown when the host asks for them
// (also on a static board, which has no bar).
export function setUpExport(host, wanted) {
  if (!host.exportUi) {
    const row = el('div', 'export-row');
    const toggle = button('');
    toggle.dataset.action = 'export';
    toggle.setAttribute('aria-expanded', 'false');
    const panel = el('div', 'export-panel');
    panel.hidden = true;
    toggle.addEventListener('click', () => {
      panel.hidden = !panel.hidden;
      toggle.setAttribute('aria-expanded', String(!panel.hidden));
      if (!panel.hidden) {
        const form = createDiagramForm({ getState: () => host.store.get(), engine: () => host.engine, t: host.t });
        panel.replaceChildren(form.element);
      }
    });
    row.append(toggle, panel);
    host.bar.element.after(row);
    host.exportUi = { row, toggle, panel };
  }
  const { row, toggle, panel } = host.exportUi;
  row.hidden = !wanted;
  toggle.textContent = host.t('diagram.button');
  if (!wanted) panel.hidden = true;
}

// In the iframe page: answers a host's export requests (public data only: the image).
export function listenForExportRequests(host) {
  window.addEventListener('message', async (event) => {
    const m = event.data;
    if (!m || m.source !== 'sanggi' || m.type !== 'export' || event.source !== window.parent) return;
    const r = await exportFromBoard(host, m);
    const answer = r.error
      ? { source: 'sanggi', type: 'sanggi-export', id: m.id, error: r.error }
      : { source: 'sanggi', type: 'sanggi-export', id: m.id, name: r.name, width: r.width, height: r.height, frames: r.frames ?? 1, blob: r.blob };
    window.parent.postMessage(answer, '*');
  });
}
