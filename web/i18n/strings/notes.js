// Words of the page's warnings and notes about play (a pass that can end the game, a piece
// that cannot move, who plays on after an import or from a position, opening a file), by language; merged into the string
// tables by i18n.js (keys as in en.js).
export default {
  en: {
    continueAgainst: 'Continue against',
    'fromHere.button': 'Play from here', 'fromHere.title': 'Play from this position', 'fromHere.side': 'You play',
    'fromHere.sideToMove': '{side} (to move)', 'fromHere.against': 'Against', 'fromHere.play': 'Play',
    'fromHere.dropped': 'The moves after this position ({count}) are dropped.',
    openFile: 'Or open a file (.gib, .pgn, .txt), or drop one on the page',
    passWarning: 'Careful: if you pass, {side} can pass too, and that ends the game ({ending}). {points}',
    confirmPass: 'Pass anyway?', dontPass: 'Don\'t pass',
    pieceStuck: '{piece} has no legal move now.',
    pieceStuckCheck: '{piece} cannot move: {side} is in check, and this piece cannot answer it.',
  },
  ko: {
    continueAgainst: '이어서 둘 상대',
    'fromHere.button': '여기서 두기', 'fromHere.title': '이 국면에서 두기', 'fromHere.side': '내가 둘 편',
    'fromHere.sideToMove': '{side} (둘 차례)', 'fromHere.against': '상대', 'fromHere.play': '두기',
    'fromHere.dropped': '이 국면 뒤의 수({count}수)는 지워집니다.',
    openFile: '또는 파일 열기 (.gib, .pgn, .txt; 페이지에 끌어다 놓아도 됩니다)',
    passWarning: '주의: 한수쉼을 하면 {side}도 한수쉼을 하여 대국을 끝낼 수 있습니다 ({ending}). {points}',
    confirmPass: '그래도 한수쉼?', dontPass: '한수쉼 취소',
    pieceStuck: '{piece}은(는) 지금 둘 수 있는 수가 없습니다.',
    pieceStuckCheck: '{piece}은(는) 움직일 수 없습니다: {side}이(가) 장군을 받고 있는데 이 기물로는 막을 수 없습니다.',
  },
  zh: {
    continueAgainst: '继续对弈的对手',
    'fromHere.button': '从此处对弈', 'fromHere.title': '从这个局面开始对弈', 'fromHere.side': '我执',
    'fromHere.sideToMove': '{side}（轮到走棋）', 'fromHere.against': '对手', 'fromHere.play': '开始',
    'fromHere.dropped': '此局面之后的着法（{count} 着）将被删除。',
    openFile: '或打开文件（.gib、.pgn、.txt；也可拖放到页面上）',
    passWarning: '注意：如果停着，{side}也可以停着，对局随即结束（{ending}）。{points}',
    confirmPass: '仍然停着？', dontPass: '不停着',
    pieceStuck: '{piece}现在没有合法的着法。',
    pieceStuckCheck: '{piece}不能走：{side}被将军，这个棋子无法应将。',
  },
};
