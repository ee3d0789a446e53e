// Which notation the move list shows: the person's choice, else Chinese notation on the
// Chinese page and the game's own notation elsewhere; a choice the game does not have (Chinese
// notation in Janggi) shows the game's own. Pure functions of the settings and variantInfo.

const CHINESE = ['chinese', 'chineseTraditional'];

export function preferredNotation(settings) {
  return settings.notation ?? (settings.lang === 'zh' ? 'chinese' : 'native');
}

// info: variantInfo; its notationStyles are the styles the game's moves are written in.
export function hasChineseNotation(info) {
  return Boolean(info?.notationStyles?.includes('chinese'));
}

export function availableNotation(preferred, info) {
  if (CHINESE.includes(preferred) && !hasChineseNotation(info)) return 'native';
  return preferred;
}

// The notations the move list offers for a game (a preferred one it lacks shows as native).
export function offeredNotations(info) {
  return info?.notationStyles ?? ['native', 'latin', 'western', 'machine'];
}
