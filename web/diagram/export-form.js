// The "Export diagram" form: format (PNG, SVG, animated GIF of the game), width in pixels,
// last move and coordinates, a Download button and a status line. Built in the page's
// dialog and in a <sanggi-board>'s shadow root alike; the drawing is diagram.js's.
import { el, button, option, downloadBlob } from '../common/dom.js';
import { DEFAULT_DIAGRAM, DIAGRAM_FORMATS, WIDTH_LIMITS, diagramOptions, diagramSize, renderDiagram } from './diagram.js';

let formCount = 0;

function labelled(control, text) {
  const row = el('div', 'form-row');
  const label = el('label', '', text);
  label.htmlFor = control.id;
  row.append(label, control);
  return row;
}

function checkbox(id, text, checked) {
  const label = el('label', 'check');
  const box = el('input');
  box.type = 'checkbox';
  box.id = id;
  box.checked = checked;
  label.append(box, ` ${text}`);
  return { label, box };
}

// getState(): the store's state; engine: for the GIF's positions; t: the translator.
// -> {element, options(), run()}; run() makes the chosen diagram and downloads it.
export function createDiagramForm({ getState, engine, t, initial = DEFAULT_DIAGRAM }) {
  const id = `diagram-${++formCount}`;
  const element = el('form', 'diagram-form');
  element.noValidate = true;
  const format = el('select');
  format.id = `${id}-format`;
  for (const f of DIAGRAM_FORMATS) format.append(option(f, t(`diagram.${f}`)));
  format.value = initial.format;
  const width = el('input');
  Object.assign(width, { id: `${id}-width`, type: 'number', min: String(WIDTH_LIMITS.min), max: String(WIDTH_LIMITS.max), step: '1', value: String(initial.width) });
  const size = el('p', 'note');
  size.id = `${id}-size`;
  width.setAttribute('aria-describedby', size.id);
  const last = checkbox(`${id}-last`, t('diagram.lastMove'), initial.lastMove);
  const coords = checkbox(`${id}-coords`, t('diagram.coordinates'), initial.coordinates);
  const go = button(t('download'), 'primary');
  go.type = 'submit';
  const status = el('p', 'note');
  status.setAttribute('role', 'status');
  const checks = el('div', 'button-row');
  checks.append(last.label, coords.label);
  element.append(labelled(format, t('diagram.format')), labelled(width, t('diagram.width')), size, checks, go, status);

  const options = () => diagramOptions({ format: format.value, width: width.value, lastMove: last.box.checked, coordinates: coords.box.checked });
  const showSize = () => {
    const state = getState();
    const o = options();
    if (!state?.spec) return;
    const s = diagramSize(state.spec, o.width);
    size.textContent = t('diagram.size', { width: s.width, height: s.height, max: o.format === 'gif' ? WIDTH_LIMITS.gifMax : WIDTH_LIMITS.max });
  };
  format.addEventListener('change', showSize);
  width.addEventListener('input', showSize);
  showSize();

  const run = async () => {
    go.disabled = true;
    status.textContent = t('diagram.working');
    try {
      const progress = (frame, frames) => { status.textContent = t('diagram.frames', { frame, frames }); };
      const r = await renderDiagram(getState(), await engine(), options(), progress);
      if (r.error) {
        status.textContent = t('diagram.failed', { message: r.error });
        return r;
      }
      downloadBlob(r.blob, r.name);
      status.textContent = t('diagram.saved', { name: r.name, width: r.width, height: r.height });
      element.dataset.exported = JSON.stringify({ name: r.name, width: r.width, height: r.height, bytes: r.blob.size, frames: r.frames ?? 1 });
      return r;
    } finally {
      go.disabled = false;
    }
  };
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    run();
  });
  return { element, options, run };
}

// The page's dialog: opened by `opener` (in the Import / export dialog, which closes), the
// form built afresh in the page's language each time.
export function createDiagramDialog({ dialog, opener, engine, store, getT, before = () => {} }) {
  const body = dialog.querySelector('.diagram-body');
  let form = null;
  opener.addEventListener('click', () => {
    before();
    const initial = form ? form.options() : DEFAULT_DIAGRAM;
    form = createDiagramForm({ getState: () => store.get(), engine: () => engine, t: getT(), initial });
    body.replaceChildren(form.element);
    dialog.showModal();
  });
  dialog.querySelector('.dialog-close').addEventListener('click', () => dialog.close());
  return { run: () => form?.run() };
}
