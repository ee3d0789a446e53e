// The release version. Its one home is the top-level VERSION file: the build
// (scripts/build-web.mjs) puts it in place of SANGGI_VERSION in the page and the npm package;
// unbuilt (web/ served as ES modules, the Node tests) it reads 'development'.
/* global SANGGI_VERSION */
export const VERSION = typeof SANGGI_VERSION === 'string' ? SANGGI_VERSION : 'development';

// The games whose learned evaluation ships (nnue-<game>.js beside engine.js), put in by the
// build from core/nnue/nets/; unbuilt, null: the client tries the file of any game.
/* global SANGGI_NETWORKS */
export const NETWORK_GAMES = typeof SANGGI_NETWORKS === 'object' ? SANGGI_NETWORKS : null;
