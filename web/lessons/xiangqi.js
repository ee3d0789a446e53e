// The Xiangqi course (see janggi.js for how a step is made and judged).
export default {
  variant: 'xiangqi',
  steps: [
    {
      id: 'general', fen: '3k5/9/9/9/9/9/9/4K4/4p4/9 w - - 0 1', goal: { capture: 'e2', piece: 'K' }, solution: 'e3e2',
      title: { en: 'The general and the palace', ko: '장수와 궁성', zh: '帅与九宫' },
      task: {
        en: 'Your general (帥, red) stays in the palace, the 3×3 square with the crossed lines, and steps one point straight: never diagonally. Capture the soldier on e2 with the general.',
        ko: '장수(帥, 빨강)는 대각선이 그어진 3×3 궁성 안에서 곧게 한 칸씩만 움직이고, 대각선으로는 못 갑니다. 장수로 e2의 졸을 잡으세요.',
        zh: '帅（红）只在九宫里活动，每次直走一步，不能斜走。用帅吃掉e2的卒。',
      },
      hint: { en: 'Step straight down from e3.', ko: 'e3에서 곧장 한 칸 내려가세요.', zh: '从e3直着退一步。' },
    },
    {
      id: 'advisor', fen: '4k4/9/9/9/9/9/9/5n3/4A4/3K5 w - - 0 1', goal: { capture: 'f3', piece: 'A' }, solution: 'e2f3',
      title: { en: 'The advisors', ko: '사', zh: '仕' },
      task: {
        en: 'The advisors (仕) step one point diagonally along the palace lines and never leave the palace. Capture the horse on f3 with the advisor.',
        ko: '사(仕)는 궁성의 대각선을 따라 한 칸 가고 궁성을 나가지 못합니다. 사로 f3의 마를 잡으세요.',
        zh: '仕沿九宫的斜线走一步，不出九宫。用仕吃掉f3的马。',
      },
      hint: { en: 'From the centre e2, the diagonal leads to the corner f3.', ko: '가운데 e2에서 대각선이 귀 f3으로 이어집니다.', zh: '从中心e2沿斜线到角上的f3。' },
    },
    {
      id: 'elephant', fen: '5k3/9/9/4r4/9/2B6/9/p8/9/3K5 w - - 0 1', goal: { capture: 'a3', piece: 'B' }, solution: 'c5a3',
      title: { en: 'The elephant and the river', ko: '상과 강', zh: '相与河界' },
      task: {
        en: 'The elephant (相) moves exactly two points diagonally, is blocked by a piece on the point between, and may not cross the river (the empty band in the middle). The chariot on e7 is across the river. Capture what the elephant can reach.',
        ko: '상(相)은 대각선으로 정확히 두 칸 가고, 가운데 칸에 기물이 있으면 막히며, 강(가운데 빈 띠)을 건너지 못합니다. e7의 차는 강 건너에 있습니다. 상이 닿는 기물을 잡으세요.',
        zh: '相斜走两步（田字），中间有子就被塞象眼，而且不能过河。e7的车在河对岸。吃掉相能走到的子。',
      },
      hint: { en: 'Stay on your side: the soldier on a3, through b4.', ko: '내 쪽에 머무르세요: b4를 지나 a3의 졸.', zh: '留在己方：经b4吃a3的卒。' },
    },
    {
      id: 'horse', fen: '5k3/9/9/9/9/5r3/4P1c2/4N4/9/3K5 w - - 0 1', goal: { capture: 'g4', piece: 'N' }, solution: 'e3g4',
      title: { en: 'The horse', ko: '마', zh: '马' },
      task: {
        en: 'The horse (傌) goes one point straight, then one point diagonally outward. A piece on the first point ("the horse\'s leg") blocks it. Capture with the horse.',
        ko: '마(傌)는 한 칸 곧게, 그다음 바깥쪽 대각선으로 한 칸 갑니다. 첫 칸에 기물이 있으면(멱) 막힙니다. 마로 잡으세요.',
        zh: '马走日：先直走一步，再向外斜走一步；第一步有子就是蹩马腿。用马吃子。',
      },
      hint: {
        en: 'Your soldier on e4 blocks the way up, so the chariot on f5 is out of reach. Go through f3 to the cannon on g4.',
        ko: 'e4의 내 병이 위쪽 길을 막아 f5의 차에는 못 갑니다. f3를 지나 g4의 포를 잡으세요.',
        zh: '自己e4的兵蹩住了向上的马腿，吃不到f5的车。经f3吃g4的炮。',
      },
    },
    {
      id: 'chariot', fen: '3k5/c8/9/9/9/9/9/R6n1/9/4K4 w - - 0 1', goal: { capture: 'h3', piece: 'R' }, solution: 'a3h3',
      title: { en: 'The chariot', ko: '차', zh: '车' },
      task: {
        en: 'The chariot (俥) moves any distance straight along an open line. Capture the horse with the chariot.',
        ko: '차(俥)는 막히지 않은 곧은 줄을 따라 몇 칸이든 갑니다. 차로 마를 잡으세요.',
        zh: '车沿没有阻挡的直线走，不限步数。用车吃掉马。',
      },
      hint: { en: 'The horse is on h3, along rank 3.', ko: '마는 3번째 가로줄의 h3에 있습니다.', zh: '马在第3横线的h3。' },
    },
    {
      id: 'cannon', fen: '1r1k5/9/9/1n7/9/9/9/1C7/9/4K4 w - - 0 1', goal: { capture: 'b10', piece: 'C' }, solution: 'b3b10',
      title: { en: 'The cannon', ko: '포', zh: '炮' },
      task: {
        en: 'The cannon (炮) moves like a chariot, but captures only by jumping over exactly one piece (the screen). Capture the chariot on b10 with the cannon.',
        ko: '포(炮)는 차처럼 움직이지만, 잡을 때는 기물 하나(다리)를 뛰어넘어야 합니다. 포로 b10의 차를 잡으세요.',
        zh: '炮不吃子时走法同车，吃子时必须隔一个子（炮架）。用炮吃掉b10的车。',
      },
      hint: { en: 'The horse on b7 is the screen.', ko: 'b7의 마가 다리입니다.', zh: 'b7的马就是炮架。' },
    },
    {
      id: 'soldier', fen: '5k3/9/9/9/3nP4/9/1nP6/9/9/3K5 w - - 0 1', goal: { capture: 'd6', piece: 'P' }, solution: 'e6d6',
      title: { en: 'The soldier and the river', ko: '병과 강', zh: '兵与过河' },
      task: {
        en: 'A soldier (兵) steps one point forward. Once it has crossed the river it may also step sideways. Capture a horse with a soldier.',
        ko: '병(兵)은 앞으로 한 칸 갑니다. 강을 건넌 다음에는 옆으로도 갑니다. 병으로 마를 잡으세요.',
        zh: '兵每次向前走一步，过河以后也可以横走。用兵吃掉一匹马。',
      },
      hint: {
        en: 'The soldier on c4 has not crossed yet: it cannot go sideways. The one on e6 has.',
        ko: 'c4의 병은 아직 강을 건너지 않아 옆으로 못 갑니다. e6의 병은 건넜습니다.',
        zh: 'c4的兵还没过河，不能横走；e6的兵已经过河了。',
      },
    },
    {
      id: 'check', fen: '4k4/9/9/9/2N6/9/9/9/9/3K5 w - - 0 1', goal: { check: true }, solution: 'c6d8',
      title: { en: 'Check', ko: '장군', zh: '将军' },
      task: {
        en: 'A move that attacks the enemy general is check; the other side must answer it at once. Give check with the horse.',
        ko: '적의 장수를 공격하는 수가 장군이고, 상대는 바로 막아야 합니다. 마로 장군을 부르세요.',
        zh: '攻击对方将的一步叫将军，对方必须马上应将。用马将军。',
      },
      hint: { en: 'From d8 a horse reaches e10.', ko: 'd8의 마는 e10에 닿습니다.', zh: '马在d8就能踩到e10。' },
    },
    {
      id: 'mate', fen: '4k4/R8/9/9/9/9/9/9/9/1R3K3 w - - 0 1', goal: { mate: true }, solution: 'b1b10',
      title: { en: 'Checkmate, and the facing generals', ko: '외통과 마주 보는 장수', zh: '将死与对面笑' },
      task: {
        en: 'The generals may never face each other on an open file, so your general on f1 keeps Black\'s out of f10. The chariot on a9 guards rank 9. Checkmate with the other chariot.',
        ko: '두 장수는 열린 줄에서 마주 볼 수 없으므로, f1의 내 장수가 흑의 장수를 f10에서 막습니다. a9의 차는 9번째 줄을 막습니다. 다른 차로 외통을 만드세요.',
        zh: '双方的将帅不能在同一直线上直接相对，所以f1的帅让黑将不能走到f10。a9的车控制第9横线。用另一个车将死对方。',
      },
      hint: { en: 'Attack along rank 10 from b10.', ko: 'b10에서 10번째 줄을 따라 공격하세요.', zh: '从b10沿第10横线攻击。' },
    },
    {
      id: 'stalemate', fen: '3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1', goal: { win: 'stalemate' }, solution: 'a1a9',
      title: { en: 'No move loses', ko: '둘 수가 없으면 진다', zh: '困毙' },
      task: {
        en: 'In Xiangqi a side with no legal move loses, even when it is not in check. Leave Black\'s general without a move, without giving check.',
        ko: '샹치에서는 장군을 받지 않았어도 둘 수가 없으면 집니다. 장군을 부르지 말고 흑의 장수가 움직일 곳을 모두 막으세요.',
        zh: '象棋里无子可走就输（困毙），即使没有被将军。不将军，让黑将无路可走。',
      },
      hint: {
        en: 'Your general on e1 already keeps it out of e10; the chariot can guard rank 9.',
        ko: 'e1의 장수가 이미 e10을 막고 있습니다. 차로 9번째 줄을 막으세요.',
        zh: 'e1的帅已经控制e10；再用车控制第9横线。',
      },
    },
  ],
};
