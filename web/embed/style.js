// Styles of the <sanggi-board> element, inside its shadow root. Applied as a constructed
// stylesheet (no <style> element, so a strict style-src CSP allows it) and never leaking
// into the host page, nor the host's styles into it.
// The colours of the dark theme (theme="dark", or "auto" on a visitor's dark scheme): text
// at least 4.5:1 against a dark host page.
const DARK = `--ink: #f3ede3; --muted-ink: #e4dccd; --button-bg: #2a241f; --button-border: #7a6c5d;
  --focus: #8ab4f8; --note-bg: #3a3112; --note-border: #8c7632; --note-ink: #fbeaa9;
  --where-ink: #d2c6b3; --good-ink: #8fdc9c; --bad-ink: #ffa595; color-scheme: dark;`;

export const EMBED_CSS = `
:host { display: block; max-width: 100%; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
/* Inherited properties cross the shadow boundary from the host page: reset them here. */
.frame { all: initial; width: 100%; max-width: 100%; display: flex; flex-direction: column; gap: 6px;
  --ink: #1f1a14; --muted-ink: #3b332a; --button-bg: #fffdf8; --button-border: #d9ccb6; --focus: #0b57d0;
  --note-bg: #fff3cd; --note-border: #e0c46c; --note-ink: #4d3b00;
  --where-ink: #5a4c3c; --good-ink: #1d5e2b; --bad-ink: #8a1c0c;
  color: var(--ink); font: 15px/1.35 system-ui, sans-serif; text-align: left; container-type: inline-size; }
.frame.theme-dark { ${DARK} }
@media (prefers-color-scheme: dark) { .frame.theme-auto { ${DARK} } }
.board-wrap { width: 100%; }
canvas { display: block; width: 100%; aspect-ratio: var(--board-aspect, 0.9); height: auto; border-radius: 6px;
  touch-action: none; user-select: none; -webkit-user-select: none; box-shadow: 0 3px 12px rgba(60, 35, 10, 0.25); }
canvas:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
.bar[hidden] { display: none; }
button { font: inherit; min-width: 2.4rem; min-height: 2.2rem; padding: 2px 8px; border: 1px solid var(--button-border);
  border-radius: 7px; background: var(--button-bg); color: var(--ink); cursor: pointer; }
button:disabled { opacity: 0.45; cursor: default; }
button[hidden] { display: none; }
.status { flex: 1 1 14rem; min-width: 0; font-size: 0.9em; color: var(--muted-ink); padding: 0 4px; }
.message { padding: 6px 10px; border-radius: 8px; background: var(--note-bg); border: 1px solid var(--note-border); color: var(--note-ink); font-size: 0.9em; }
.message[hidden], .caption[hidden] { display: none; }
.caption { margin: 0; padding: 2px 4px; font-size: 0.95em; color: var(--ink); }
/* Small boards: the buttons share one row (the status goes below); the tiniest drop « and ». */
@container (max-width: 330px) {
  .bar { gap: 3px; }
  .bar button { flex: 1 1 0; min-width: 0; padding: 2px 0; }
  .bar button[data-action="pass"] { flex-grow: 2; }
  .status { flex-basis: 100%; padding: 0 2px; }
}
@container (max-width: 180px) {
  .bar button[data-action="first"], .bar button[data-action="last"] { display: none; }
}
/* The diagram export (attribute export): a button and its form below the board. */
.export-row[hidden], .export-panel[hidden] { display: none; }
.export-row { display: flex; flex-direction: column; align-items: flex-start; gap: 6px; }
.diagram-form { display: flex; flex-direction: column; gap: 6px; padding: 8px; border: 1px solid #d9ccb6; border-radius: 8px; background: #fffdf8; }
.diagram-form .form-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.diagram-form select, .diagram-form input { font: inherit; color: #1f1a14; background: #fff; border: 1px solid #8a7a63; border-radius: 6px; padding: 2px 6px; }
.diagram-form .button-row { display: flex; flex-wrap: wrap; gap: 10px; }
.diagram-form .note { margin: 0; font-size: 0.9em; color: #3b332a; }
.diagram-form button.primary { align-self: flex-start; background: #7a3b12; border-color: #7a3b12; color: #fff; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* Lesson mode (lessons/lesson-mode.js): the task above the board, feedback and buttons below it. */
.lesson[hidden] { display: none; }
.lesson p { margin: 0 0 4px; }
.lesson-where { font-size: 0.85em; color: var(--where-ink); }
.lesson-title { font-weight: 700; font-size: 1.1em; }
.lesson-feedback { min-height: 1.35em; font-weight: 600; }
.lesson-buttons { display: flex; flex-wrap: wrap; gap: 4px; }
.lesson-buttons button.attention { background: #1d5e2b; border-color: #1d5e2b; color: #fff; }
:host([data-lesson-state="solved"]) .lesson-feedback { color: var(--good-ink); }
:host([data-lesson-state="wrong"]) .lesson-feedback { color: var(--bad-ink); }
`;
