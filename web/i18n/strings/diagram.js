// Words of the diagram export (diagram/export-form.js), by language; merged into the
// string tables by i18n.js (keys as in en.js).
export default {
  en: {
    'diagram.open': 'Export diagram…', 'diagram.title': 'Export diagram',
    'diagram.help': 'The position shown on the board, as an image (PNG), a drawing that prints sharp at any size (SVG), or the game up to this move as an animation (GIF, one frame per move).',
    'diagram.format': 'Format', 'diagram.png': 'PNG image', 'diagram.svg': 'SVG drawing (prints at any size)', 'diagram.gif': 'Animated GIF of the game',
    'diagram.width': 'Width in pixels', 'diagram.size': '{width} × {height} pixels (at most {max} wide)',
    'diagram.lastMove': 'Mark the last move', 'diagram.coordinates': 'Coordinates',
    'diagram.working': 'Drawing the diagram…', 'diagram.frames': 'Frame {frame} of {frames}…', 'diagram.saved': 'Saved {name} ({width} × {height}).',
    'diagram.failed': 'The diagram could not be made: {message}', 'diagram.button': 'Export diagram',
  },
  ko: {
    'diagram.open': '기보도 내보내기…', 'diagram.title': '기보도 내보내기',
    'diagram.help': '판에 보이는 국면을 그림(PNG), 어떤 크기로 인쇄해도 선명한 도면(SVG), 또는 이 수까지의 대국 애니메이션(GIF, 한 수에 한 장)으로 저장합니다.',
    'diagram.format': '형식', 'diagram.png': 'PNG 그림', 'diagram.svg': 'SVG 도면 (어떤 크기로도 인쇄)', 'diagram.gif': '대국 애니메이션 GIF',
    'diagram.width': '너비 (픽셀)', 'diagram.size': '{width} × {height} 픽셀 (너비 최대 {max})',
    'diagram.lastMove': '마지막 수 표시', 'diagram.coordinates': '좌표',
    'diagram.working': '기보도를 그리는 중…', 'diagram.frames': '{frames}장 중 {frame}장…', 'diagram.saved': '{name} 저장 ({width} × {height}).',
    'diagram.failed': '기보도를 만들지 못했습니다: {message}', 'diagram.button': '기보도 내보내기',
  },
  zh: {
    'diagram.open': '导出棋图…', 'diagram.title': '导出棋图',
    'diagram.help': '把棋盘上显示的局面存为图片（PNG）、任意尺寸打印都清晰的矢量图（SVG），或到这一步为止的对局动画（GIF，每步一帧）。',
    'diagram.format': '格式', 'diagram.png': 'PNG 图片', 'diagram.svg': 'SVG 矢量图（任意尺寸打印）', 'diagram.gif': '对局动画 GIF',
    'diagram.width': '宽度（像素）', 'diagram.size': '{width} × {height} 像素（宽度最多 {max}）',
    'diagram.lastMove': '标出最后一步', 'diagram.coordinates': '坐标',
    'diagram.working': '正在绘制棋图…', 'diagram.frames': '第 {frame} 帧，共 {frames} 帧…', 'diagram.saved': '已保存 {name}（{width} × {height}）。',
    'diagram.failed': '无法生成棋图：{message}', 'diagram.button': '导出棋图',
  },
};
