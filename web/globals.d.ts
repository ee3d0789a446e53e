// What the page's modules use that tsc cannot see (web/jsconfig.json): names the bundler
// defines (scripts/lib/bundle.mjs), the test hook, older browsers' names, a worker's
// importScripts. (The GIF encoder's types: types/gifenc.d.ts.)
declare const SANGGI_VERSION: string | undefined;
declare const SANGGI_NETWORKS: string[] | undefined;
declare function importScripts(...urls: string[]): void;

interface Window {
  sanggiTest?: object;          // ?test: the store, game and engine, for the browser tests
  webkitAudioContext?: typeof AudioContext;
}
