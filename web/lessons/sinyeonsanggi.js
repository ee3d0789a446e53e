// The Sin-yeon-sang-gi course (see janggi.js for how a step is made and judged). The game
// is Xiangqi on 13 files with three more pieces and two rules of its own.
export default {
  variant: 'sinyeonsanggi',
  steps: [
    {
      id: 'king', fen: '5k7/13/13/13/13/13/13/6K6/6p6/13 w - - 0 1', goal: { capture: 'g2', piece: 'K' }, solution: 'g3g2',
      title: { en: 'The king and the palace', ko: '왕과 궁성', zh: '帅与九宫' },
      task: {
        en: 'The board has 13 files; the palace is in the middle of each side. Your king (紅) steps one point straight inside it, as in Xiangqi. Capture the pawn on g2 with the king.',
        ko: '판은 13줄이고, 궁성은 양쪽 가운데에 있습니다. 왕(紅)은 샹치처럼 궁성 안에서 곧게 한 칸씩 움직입니다. 왕으로 g2의 졸을 잡으세요.',
        zh: '棋盘有13路，九宫在双方中间。帅（紅）和象棋一样在九宫内直走一步。用帅吃掉g2的卒。',
      },
      hint: { en: 'One step down from g3.', ko: 'g3에서 한 칸 내려가세요.', zh: '从g3退一步。' },
    },
    {
      id: 'guard', fen: '6k6/13/13/13/13/13/13/7K5/6h6/5A7 w - - 0 1', goal: { capture: 'g2', piece: 'A' }, solution: 'f1g2',
      title: { en: 'The guards', ko: '사', zh: '仕' },
      task: {
        en: 'The guards (仕) step one point diagonally inside the palace. Capture the horse on g2 with the guard.',
        ko: '사(仕)는 궁성 안에서 대각선으로 한 칸 갑니다. 사로 g2의 마를 잡으세요.',
        zh: '仕在九宫内斜走一步。用仕吃掉g2的马。',
      },
      hint: { en: 'f1 is a corner; g2 is the centre.', ko: 'f1은 귀, g2는 가운데입니다.', zh: 'f1是角，g2是中心。' },
    },
    {
      id: 'bull', fen: '5k7/13/13/13/13/13/13/2p10/13/4U1K6 w - - 0 1', goal: { capture: 'c3', piece: 'U' }, solution: 'e1c3',
      title: { en: 'The bull', ko: '소', zh: '牛' },
      task: {
        en: 'The bull (牛) moves like the Xiangqi elephant: exactly two points diagonally, blocked by a piece between, and it stays on its own side of the river. Capture the pawn with the bull.',
        ko: '소(牛)는 샹치의 상처럼 대각선으로 정확히 두 칸 가고, 가운데에 기물이 있으면 막히며, 강을 건너지 못합니다. 소로 졸을 잡으세요.',
        zh: '牛的走法同象棋的相：斜走两步，中间有子就是塞象眼，不能过河。用牛吃掉卒。',
      },
      hint: { en: 'From e1 through d2 to c3.', ko: 'e1에서 d2를 지나 c3.', zh: '从e1经d2到c3。' },
    },
    {
      id: 'horse', fen: '5k7/13/13/13/5r7/13/4H8/13/13/6K6 w - - 0 1', goal: { capture: 'f6', piece: 'H' }, solution: 'e4f6',
      title: { en: 'The horse', ko: '마', zh: '马' },
      task: {
        en: 'The horse (傌) goes one point straight, then one diagonally outward, and is blocked by a piece on the first point. Capture the chariot with the horse.',
        ko: '마(傌)는 한 칸 곧게, 그다음 바깥쪽 대각선으로 한 칸 가고, 첫 칸에 기물이 있으면 막힙니다. 마로 차를 잡으세요.',
        zh: '马先直走一步再向外斜走一步，第一步有子就是蹩马腿。用马吃掉车。',
      },
      hint: { en: 'Through e5 to f6.', ko: 'e5를 지나 f6.', zh: '经e5到f6。' },
    },
    {
      id: 'bear', fen: '5k7/13/13/13/13/13/4p8/13/13/2B3K6 w - - 0 1', goal: { capture: 'e4', piece: 'B' }, solution: 'c1e4',
      title: { en: 'The bear', ko: '곰', zh: '熊' },
      task: {
        en: 'The bear (熊) goes one point straight, then two points diagonally outward (the Janggi elephant), blocked by a piece on either point on the way. Capture the pawn on e4 with the bear.',
        ko: '곰(熊)은 한 칸 곧게, 그다음 바깥쪽 대각선으로 두 칸 갑니다(장기의 상). 가는 길의 칸에 기물이 있으면 막힙니다. 곰으로 e4의 졸을 잡으세요.',
        zh: '熊先直走一步，再向外斜走两步（朝鲜象棋的象），途中有子就被挡住。用熊吃掉e4的卒。',
      },
      hint: { en: 'From c1 up to c2, then diagonally through d3 to e4.', ko: 'c1에서 c2로, 그다음 d3를 지나 대각선으로 e4.', zh: '从c1上到c2，再经d3斜走到e4。' },
    },
    {
      id: 'rhino', fen: '5k7/13/13/13/13/13/2p10/13/13/1I4K6 w - - 0 1', goal: { capture: 'c4', piece: 'I' }, solution: 'b1c4',
      title: { en: 'The rhino', ko: '코뿔소', zh: '犀' },
      task: {
        en: 'The rhino (犀) goes two points straight, then one diagonally outward, blocked by a piece on either of the two straight points. Capture the pawn on c4 with the rhino.',
        ko: '코뿔소(犀)는 두 칸 곧게, 그다음 바깥쪽 대각선으로 한 칸 갑니다. 곧게 가는 두 칸에 기물이 있으면 막힙니다. 코뿔소로 c4의 졸을 잡으세요.',
        zh: '犀先直走两步，再向外斜走一步，直走的两点上有子就被挡住。用犀吃掉c4的卒。',
      },
      hint: { en: 'b1, b2, b3, then diagonally to c4.', ko: 'b1, b2, b3, 그다음 대각선으로 c4.', zh: 'b1、b2、b3，再斜走到c4。' },
    },
    {
      id: 'chariot', fen: '5k7/13/h12/13/13/13/13/13/13/R5K6 w - - 0 1', goal: { capture: 'a8', piece: 'R' }, solution: 'a1a8',
      title: { en: 'The chariot', ko: '차', zh: '车' },
      task: {
        en: 'The chariot (俥) moves any distance straight along an open line. Capture the horse with the chariot.',
        ko: '차(俥)는 막히지 않은 곧은 줄을 따라 몇 칸이든 갑니다. 차로 마를 잡으세요.',
        zh: '车沿没有阻挡的直线走，不限步数。用车吃掉马。',
      },
      hint: { en: 'Straight up the a file.', ko: 'a줄을 따라 곧장 올라가세요.', zh: '沿a路直上。' },
    },
    {
      id: 'cannon', fen: '5k7/13/1c11/13/13/13/1C11/13/13/1C4K6 w - - 0 1', goal: { capture: 'b8', piece: 'C' }, solution: 'b1b8',
      title: { en: 'The cannon', ko: '포', zh: '炮' },
      task: {
        en: 'The cannon (炮) captures by jumping over exactly one piece. Unlike Janggi, a cannon may jump over a cannon and capture one. Capture Black\'s cannon.',
        ko: '포(炮)는 기물 하나를 뛰어넘어 잡습니다. 장기와 달리 포를 넘을 수도, 포를 잡을 수도 있습니다. 흑의 포를 잡으세요.',
        zh: '炮隔一个子吃子。和朝鲜象棋不同，炮可以隔炮，也可以吃炮。吃掉黑方的炮。',
      },
      hint: { en: 'The cannon on b1 jumps over your cannon on b4.', ko: 'b1의 포가 b4의 내 포를 뛰어넘습니다.', zh: 'b1的炮隔着自己b4的炮。' },
    },
    {
      id: 'pawn', fen: '5k7/6P6/6h6/13/13/13/13/13/13/7K5 w - - 0 1', goal: { capture: 'g8', piece: 'P' }, solution: 'g9g8',
      title: { en: 'The pawn steps back', ko: '뒤로 가는 병', zh: '兵可后退' },
      task: {
        en: 'A pawn steps forward, and sideways once across the river, as in Xiangqi. New here: on its 9th or 10th rank it may also step one point back. Capture the horse behind your pawn.',
        ko: '병은 샹치처럼 앞으로, 강을 건너면 옆으로도 갑니다. 이 놀이에서는 9번째나 10번째 줄에서 뒤로 한 칸도 갈 수 있습니다. 병 뒤의 마를 잡으세요.',
        zh: '兵和象棋一样向前走，过河后可横走。这里的新规则：兵在第9、第10横线上还可以后退一步。吃掉兵后面的马。',
      },
      hint: { en: 'The pawn is on g9, its 9th rank: one step back to g8.', ko: '병은 g9, 9번째 줄에 있습니다. 한 칸 뒤로 g8.', zh: '兵在g9（第9横线），后退一步到g8。' },
    },
    {
      id: 'liberation', fen: '5k7/13/13/13/13/R3p8/P12/13/13/6K6 w - - 0 1', goal: { capture: 'e5' }, solution: 'a5e5',
      title: { en: 'Liberation', ko: '해방', zh: '解放' },
      task: {
        en: 'As soon as either side has no pawn left, the guards and bulls of both sides are freed: they may leave the palace and cross the river. Black has one pawn left. Capture it.',
        ko: '어느 한쪽이라도 졸(병)이 하나도 없게 되면, 양쪽의 사와 소가 풀려나 궁성을 나가고 강을 건널 수 있습니다. 흑은 졸이 하나 남았습니다. 그것을 잡으세요.',
        zh: '只要任何一方的兵卒全部被吃光，双方的仕和牛就被解放，可以出九宫、过河。黑方只剩一个卒。吃掉它。',
      },
      hint: { en: 'The chariot on a5 reaches e5 along rank 5.', ko: 'a5의 차가 5번째 줄을 따라 e5에 닿습니다.', zh: 'a5的车沿第5横线能到e5。' },
    },
    {
      id: 'liberated', fen: '5k7/13/13/13/13/13/P7r4/7A5/13/6K6 w - - 0 1', goal: { capture: 'i4', piece: 'A' }, solution: 'h3i4',
      title: { en: 'A freed guard', ko: '풀려난 사', zh: '解放后的仕' },
      task: {
        en: 'Black has no pawns, so the guards are free: a freed guard steps one point diagonally anywhere on the board. Capture the chariot on i4 with the guard.',
        ko: '흑은 졸이 없으므로 사가 풀려났습니다. 풀려난 사는 판 어디서나 대각선으로 한 칸 갑니다. 사로 i4의 차를 잡으세요.',
        zh: '黑方没有卒了，所以仕已被解放：可以在全盘任何地方斜走一步。用仕吃掉i4的车。',
      },
      hint: { en: 'From h3, one step diagonally out of the palace.', ko: 'h3에서 대각선으로 한 칸, 궁성 밖으로.', zh: '从h3斜走一步出九宫。' },
    },
    {
      id: 'check', fen: '6k6/13/13/13/4H8/13/13/13/13/7K5 w - - 0 1', goal: { check: true }, solution: 'e6f8',
      title: { en: 'Check', ko: '장군', zh: '将军' },
      task: {
        en: 'A move that attacks the enemy king is check; it must be answered at once. Give check with the horse.',
        ko: '적의 왕을 공격하는 수가 장군이고, 바로 막아야 합니다. 마로 장군을 부르세요.',
        zh: '攻击对方将的一步叫将军，必须马上应将。用马将军。',
      },
      hint: { en: 'A horse on f8 reaches g10.', ko: 'f8의 마는 g10에 닿습니다.', zh: '马在f8能踩到g10。' },
    },
    {
      id: 'mate', fen: '6k6/R12/13/13/13/13/13/13/13/5K6R w - - 0 1', goal: { mate: true }, solution: 'm1m10',
      title: { en: 'Checkmate', ko: '외통', zh: '将死' },
      task: {
        en: 'Check with no way out wins. The chariot on a9 guards rank 9. Checkmate with the other chariot.',
        ko: '피할 수 없는 장군을 부르면 이깁니다. a9의 차가 9번째 줄을 막고 있습니다. 다른 차로 외통을 만드세요.',
        zh: '无法应对的将军即获胜。a9的车控制第9横线。用另一个车将死对方。',
      },
      hint: { en: 'Attack along rank 10 from m10.', ko: 'm10에서 10번째 줄을 따라 공격하세요.', zh: '从m10沿第10横线攻击。' },
    },
  ],
};
