// The position editor's problems in the page's words, by the code the engine's validate
// gives ({code, params, message}: see web/engine/API.md); problem-text.js puts them
// together. English is the engine's own message; a code without words here is shown in it.
// Parameters: {square}, {otherSquare}, {count}, {most}, {reason}, {message}, and filled in by
// the page: {side} (the side's name), {piece} (the piece's name), {who} (side and piece).
export default {
  en: {},
  ko: {
    'problem.outside-palace': '{square}의 {who}은(는) 궁성 밖에 있습니다',
    'problem.unreachable-point': '{square}의 {who}은(는) 결코 갈 수 없는 자리에 있습니다',
    'problem.too-many': '{side}의 {piece}이(가) {count}개입니다. 한 편에 많아야 {most}개입니다',
    'problem.royal-count': '{side}의 {piece}이(가) {count}개입니다. 하나만 둘 수 있습니다',
    'problem.royal-missing': '{side}에 {piece}이(가) 없습니다',
    'problem.royals-missing': '양쪽 모두 {piece}이(가) 없습니다',
    'problem.royals-facing': '{square}와(과) {otherSquare}의 {piece}이(가) 빈 줄에서 마주 보고 있습니다',
    'problem.waiting-side-in-check': '둘 차례가 아닌 쪽({side})이 장군을 받고 있습니다',
    'problem.fallen-general-point': '잡힌 장의 자리 {square}은(는) 둘 차례인 쪽의 좌궁이나 우궁의 점이어야 합니다',
    'problem.fallen-general-captor': '{square}에는 장을 잡은 상대 기물이 있어야 합니다',
    'problem.fen': 'FEN을 읽을 수 없습니다 ({message})',
    'problem.game-over': '이 국면에서는 대국이 이미 끝났습니다 ({reason})',
    'problem.bikjang': '두 궁이 마주 보고 있습니다(빅장): {side}은(는) 빅장을 풀거나 한수쉼을 해야 합니다',
    'problem.liberation': '{side}에 {piece}이(가) 하나도 없습니다: 양쪽 모두 해방된 움직임을 씁니다',
  },
  zh: {
    'problem.outside-palace': '{square} 的{who}在宫外',
    'problem.unreachable-point': '{square} 的{who}在它永远走不到的点上',
    'problem.too-many': '{side}有 {count} 个{piece}，每方最多 {most} 个',
    'problem.royal-count': '{side}有 {count} 个{piece}，只能有一个',
    'problem.royal-missing': '{side}没有{piece}',
    'problem.royals-missing': '双方都没有{piece}',
    'problem.royals-facing': '{square} 和 {otherSquare} 的{piece}在同一条空线上照面',
    'problem.waiting-side-in-check': '不该走棋的一方（{side}）正被将军',
    'problem.fallen-general-point': '陷落之将的点 {square} 必须在走棋一方的左宫或右宫内',
    'problem.fallen-general-captor': '{square} 上必须是吃将的对方棋子',
    'problem.fen': '无法读取 FEN（{message}）',
    'problem.game-over': '此局面对局已经结束（{reason}）',
    'problem.bikjang': '对面将（빅장）：双方的将照面，{side}必须解除照面或停着',
    'problem.liberation': '{side}已没有{piece}：双方都按解放后的走法走',
  },
};
