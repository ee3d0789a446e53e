// Small DOM helpers shared by the page, its panels and the <sanggi-board> element. Text
// always goes in as textContent, never as HTML.

// The page's element with this id (typed `any`: the caller knows which kind it is).
/** @returns {any} */
export const $ = (id) => document.getElementById(id);

// <tag class="className">text</tag>
export function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

// A <button type="button">.
export function button(text, className) {
  const b = el('button', className, text);
  b.type = 'button';
  return b;
}

// An <option value=...>text</option>.
export function option(value, text) {
  const o = el('option', '', text);
  o.value = value;
  return o;
}

// The elements of `root` with the given ids, by id: {id: element}.
/** @returns {Object<string, any>} */
export function byId(root, ids) {
  return Object.fromEntries(ids.map((id) => [id, root.querySelector(`#${id}`)]));
}

// Saves a blob as a file through a temporary link.
export function downloadBlob(blob, name) {
  const a = el('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
