// The Janggi course: one task a step, on a board with few pieces. Each step's position is a
// FEN the engine checks; its goal is judged by the engine after the learner's move
// (web/lessons/judge.js); `solution` is one answer, for tests and "Show me" only.
export default {
  variant: 'janggi',
  steps: [
    {
      id: 'general', fen: '3k5/9/9/9/9/9/9/5K3/4p4/9 w - - 0 1', goal: { capture: 'e2', piece: 'K' }, solution: 'f3e2',
      title: { en: 'The general and the palace', ko: '궁과 궁성', zh: '将与九宫' },
      task: {
        en: 'Your general (楚, blue) never leaves the palace, the 3×3 square with the crossed lines. It steps one point along those lines, straight or along a diagonal. Capture the soldier on e2 with the general.',
        ko: '궁(楚, 파랑)은 대각선이 그어진 3×3 궁성을 벗어나지 못하고, 궁성의 선을 따라 한 칸씩 (대각선으로도) 움직입니다. 궁으로 e2의 병을 잡으세요.',
        zh: '将（楚，蓝）不能离开画有斜线的3×3九宫，沿宫内的线走一步，可以直走，也可以沿斜线走。用将吃掉e2的兵。',
      },
      hint: {
        en: 'From f3 the diagonal line of the palace leads to its centre, e2.',
        ko: 'f3에서 궁성의 대각선이 가운데 e2로 이어집니다.',
        zh: '从f3沿九宫的斜线可以走到中心e2。',
      },
    },
    {
      id: 'guard', fen: '4k4/9/9/9/9/9/9/3A5/4n4/5K3 w - - 0 1', goal: { capture: 'e2', piece: 'A' }, solution: 'd3e2',
      title: { en: 'The guards', ko: '사', zh: '士' },
      task: {
        en: 'The guards (士) move exactly like the general: one point along the palace lines, never out of the palace. Capture the horse on e2 with the guard.',
        ko: '사(士)는 궁과 똑같이 궁성의 선을 따라 한 칸 움직이고 궁성을 나가지 못합니다. 사로 e2의 마를 잡으세요.',
        zh: '士的走法和将一样：沿九宫的线走一步，不出九宫。用士吃掉e2的马。',
      },
      hint: {
        en: 'The guard on d3 stands on a corner of the palace: its diagonal goes to e2.',
        ko: 'd3의 사는 궁성의 귀에 있어서 대각선으로 e2에 갈 수 있습니다.',
        zh: 'd3的士在九宫的角上，可以沿斜线走到e2。',
      },
    },
    {
      id: 'horse', fen: '9/5k3/9/9/5p3/9/3PN4/9/9/4K4 w - - 0 1', goal: { capture: 'f6', piece: 'N' }, solution: 'e4f6',
      title: { en: 'The horse', ko: '마', zh: '马' },
      task: {
        en: 'The horse (馬) moves one point straight, then one point diagonally outward. A piece on the first point blocks it. Capture the soldier with the horse.',
        ko: '마(馬)는 한 칸 곧게 간 다음 바깥쪽으로 한 칸 대각선으로 갑니다. 첫 칸에 기물이 있으면 막힙니다. 마로 병을 잡으세요.',
        zh: '马先直走一步，再向外斜走一步；第一步的位置有子就被蹩住。用马吃掉兵。',
      },
      hint: {
        en: 'Step up to e5 (it is empty), then diagonally to f6. The way to the left is blocked by your own soldier on d4.',
        ko: '비어 있는 e5로 한 칸, 그다음 대각선으로 f6입니다. 왼쪽은 d4의 내 졸이 막고 있습니다.',
        zh: '先向上到空着的e5，再斜走到f6。左边被自己d4的卒挡住了。',
      },
    },
    {
      id: 'elephant', fen: '9/3k5/9/9/9/9/4p4/9/9/2B1K4 w - - 0 1', goal: { capture: 'e4', piece: 'B' }, solution: 'c1e4',
      title: { en: 'The elephant', ko: '상', zh: '象' },
      task: {
        en: 'The elephant (象) goes one point straight, then two points diagonally outward, and is blocked by a piece on either point on the way. Capture the soldier on e4 with the elephant.',
        ko: '상(象)은 한 칸 곧게, 그다음 바깥쪽으로 두 칸 대각선으로 갑니다. 가는 길의 어느 칸이든 기물이 있으면 막힙니다. 상으로 e4의 병을 잡으세요.',
        zh: '象先直走一步，再向外斜走两步；途中任何一点有子都会被挡住。用象吃掉e4的兵。',
      },
      hint: {
        en: 'c1, up to c2, then diagonally through d3 to e4.',
        ko: 'c1에서 c2로 올라간 뒤 d3를 지나 대각선으로 e4입니다.',
        zh: '从c1上到c2，再经d3斜走到e4。',
      },
    },
    {
      id: 'chariot', fen: '4k4/9/9/9/9/9/9/5p3/9/3R1K3 w - - 0 1', goal: { capture: 'f3', piece: 'R' }, solution: 'd1f3',
      title: { en: 'The chariot', ko: '차', zh: '车' },
      task: {
        en: 'The chariot (車) moves any distance straight. Inside a palace it may also run along the drawn diagonals. Capture the soldier on f3 with the chariot.',
        ko: '차(車)는 곧은 줄을 따라 몇 칸이든 갑니다. 궁성 안에서는 그어진 대각선을 따라서도 갑니다. 차로 f3의 병을 잡으세요.',
        zh: '车直走，不限步数；在九宫里还可以沿斜线走。用车吃掉f3的兵。',
      },
      hint: {
        en: 'd1 is a corner of the palace: the diagonal runs d1, e2, f3.',
        ko: 'd1은 궁성의 귀입니다. 대각선이 d1, e2, f3으로 이어집니다.',
        zh: 'd1是九宫的角，斜线经过d1、e2、f3。',
      },
    },
    {
      id: 'cannon', fen: '9/3k5/1r7/9/9/9/1P7/9/9/1C2K4 w - - 0 1', goal: { capture: 'b8', piece: 'C' }, solution: 'b1b8',
      title: { en: 'The cannon', ko: '포', zh: '炮' },
      task: {
        en: 'The cannon (包) moves and captures only by jumping over exactly one piece, which may not be a cannon, and it never captures a cannon. It jumps along a file or rank, or in a palace along a diagonal from corner to corner over the centre. Capture the chariot on b8 with the cannon.',
        ko: '포(包)는 기물 하나를 뛰어넘어야만 움직이거나 잡을 수 있고, 그 기물이 포여서는 안 되며, 포를 잡지도 못합니다. 세로줄이나 가로줄을 따라, 또는 궁성 안에서 귀에서 가운데를 넘어 맞은편 귀로 대각선을 따라 뜁니다. 포로 b8의 차를 잡으세요.',
        zh: '炮（棋子上写作“包”）只能跳过恰好一个子才能走或吃子，被跳的子不能是炮，炮也不能吃炮。它沿直线跳，或在九宫内沿斜线从一角越过中心跳到对角。用炮吃掉b8的车。',
      },
      hint: {
        en: 'Your soldier on b4 is the screen: jump over it up the b file.',
        ko: 'b4의 내 졸이 다리가 됩니다. b줄을 따라 뛰어넘으세요.',
        zh: '自己b4的卒是炮架：沿b路跳过它。',
      },
    },
    {
      id: 'soldier', fen: '5k3/4a4/3P5/9/9/9/9/9/9/4K4 w - - 0 1', goal: { capture: 'e9', piece: 'P' }, solution: 'd8e9',
      title: { en: 'The soldier', ko: '졸', zh: '卒' },
      task: {
        en: 'The soldier (卒) steps one point forward or sideways, never back. In the enemy palace it may also step diagonally forward along a drawn line. Capture the guard on e9 with the soldier.',
        ko: '졸(卒)은 앞이나 옆으로 한 칸 가고 뒤로는 못 갑니다. 적의 궁성 안에서는 그어진 선을 따라 앞쪽 대각선으로도 갑니다. 졸로 e9의 사를 잡으세요.',
        zh: '卒向前或横走一步，不能后退；在对方九宫里还可以沿斜线向前走。用卒吃掉e9的士。',
      },
      hint: {
        en: 'd8 is a corner of Han\'s palace; the line from it leads to the centre, e9.',
        ko: 'd8은 한 궁성의 귀이고, 거기서 가운데 e9로 선이 이어집니다.',
        zh: 'd8是汉方九宫的角，从那里有斜线通到中心e9。',
      },
    },
    {
      id: 'check', fen: '9/3k5/9/9/9/R8/9/9/9/4K4 w - - 0 1', goal: { check: true }, solution: 'a5d5',
      title: { en: 'Check (장군)', ko: '장군', zh: '将军' },
      task: {
        en: 'A move that attacks the enemy general is check (장군). The other side must answer it at once (멍군). Give check with the chariot.',
        ko: '적의 궁을 공격하는 수가 장군입니다. 상대는 바로 막아야 합니다(멍군). 차로 장군을 부르세요.',
        zh: '攻击对方将的一步叫将军（장군），对方必须马上应将（멍군）。用车将军。',
      },
      hint: {
        en: 'Han\'s general is on d9: put the chariot on the d file or on rank 9.',
        ko: '한의 궁은 d9에 있습니다. 차를 d줄이나 9번째 가로줄에 놓으세요.',
        zh: '汉方的将在d9：把车放到d路或第9横线上。',
      },
    },
    {
      id: 'mate', fen: '4k4/R8/9/9/9/9/9/9/9/3K3R1 w - - 0 1', goal: { mate: true }, solution: 'h1h10',
      title: { en: 'Checkmate (외통)', ko: '외통', zh: '将死' },
      task: {
        en: 'Check with no way out is checkmate (외통), and it wins the game. Your chariot on a9 already guards rank 9. Checkmate with the other chariot.',
        ko: '피할 수 없는 장군이 외통이고, 외통을 부르면 이깁니다. a9의 차가 이미 9번째 줄을 막고 있습니다. 다른 차로 외통을 만드세요.',
        zh: '无法应对的将军就是将死，将死对方即获胜。a9的车已经控制第9横线。用另一个车将死对方。',
      },
      hint: {
        en: 'Attack the general along rank 10: the chariot on h1 can go straight up.',
        ko: '10번째 줄을 따라 궁을 공격하세요. h1의 차가 곧장 올라갈 수 있습니다.',
        zh: '沿第10横线攻击将：h1的车可以直上。',
      },
    },
    {
      id: 'pass', fen: '3k5/9/9/9/9/9/9/9/r8/4K4 w - - 0 1', goal: { pass: true }, solution: 'e1e1',
      title: { en: 'Passing a turn (한수쉼)', ko: '한수쉼', zh: '停着' },
      task: {
        en: 'In Janggi a side that is not in check may pass instead of moving (한수쉼). Han\'s chariot guards rank 2, so your general has little room. Pass this turn (the Pass button).',
        ko: '장기에서는 장군을 받지 않은 쪽이 움직이는 대신 한 수 쉴 수 있습니다(한수쉼). 한의 차가 2번째 줄을 막고 있습니다. 이번 수는 쉬세요(한수쉼 단추).',
        zh: '朝鲜象棋里，没有被将军的一方可以不走子而停一着。汉方的车控制第2横线。这一步请停着（"停着"按钮）。',
      },
      hint: {
        en: 'Do not move a piece: press Pass.',
        ko: '기물을 움직이지 말고 한수쉼 단추를 누르세요.',
        zh: '不要走子：按"停着"按钮。',
      },
    },
    {
      id: 'bikjang', fen: '9/4k4/9/9/9/9/9/9/4K4/R8 w - - 0 1', goal: { pass: true, win: 'bikjang' }, solution: 'e2e2',
      title: { en: 'Bikjang (빅장) and the points', ko: '빅장과 점수', zh: '对面将（빅장）与计分' },
      task: {
        en: 'The generals face each other on an open file: bikjang (빅장). The side to move must break it or pass; a pass ends the game, and in the default rule set the points decide it (chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2; Han gets 1.5). You have a chariot: end the game and win on points.',
        ko: '두 궁이 열린 줄에서 마주 보고 있습니다: 빅장. 둘 차례인 쪽은 빅장을 풀거나 한 수 쉬어야 하고, 쉬면 대국이 끝나 기본 규칙에서는 점수로 가립니다(차 13, 포 7, 마 5, 상 3, 사 3, 졸 2, 한은 덤 1.5). 차가 있으니 대국을 끝내고 점수로 이기세요.',
        zh: '双方的将在没有子的直线上相对：对面将（빅장）。轮走的一方必须解开或停着；停着则对局结束，默认规则按分数决胜（车13，炮7，马5，象3，士3，卒（兵）2，汉方另加1.5）。你有一个车：结束对局，以分数获胜。',
      },
      hint: {
        en: 'Any move of yours would only go on with the game. Pass: 13 points against Han\'s 1.5.',
        ko: '기물을 움직이면 대국이 계속될 뿐입니다. 한수쉼: 13점 대 한의 1.5점.',
        zh: '走子只会让对局继续。停着：13分对汉方的1.5分。',
      },
    },
    {
      id: 'points', fen: '9/4k4/9/9/9/9/9/9/3K5/R8 w - - 0 1', goal: { bikjang: true, piece: 'K' }, solution: 'd2e2',
      title: { en: 'Making bikjang', ko: '빅장 부르기', zh: '造成对面将' },
      task: {
        en: 'Ahead on points, you can offer to end the game: move your general so that the generals face each other (bikjang). Han must then break it or pass and lose on points.',
        ko: '점수가 앞서면 대국을 끝내자고 할 수 있습니다. 궁을 움직여 두 궁이 마주 보게(빅장) 하세요. 한은 빅장을 풀거나, 쉬고 점수로 집니다.',
        zh: '分数领先时，可以逼对方结束对局：走将，使双方的将相对（对面将，빅장）。汉方必须解开，或者停着而按分数输棋。',
      },
      hint: {
        en: 'Han\'s general is on e9, on an open file: put yours on the e file too.',
        ko: '한의 궁은 e9, 열린 줄에 있습니다. 내 궁도 e줄에 놓으세요.',
        zh: '汉方的将在e9，这条直线上没有子：把你的将也走到e路。',
      },
    },
  ],
};
