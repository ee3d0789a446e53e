// The Gwangsanghui course (see janggi.js for how a step is made and judged), in the reading
// of the classical text (the default rule set). South (blue) moves up the board.
export default {
  variant: 'gwangsanghui',
  steps: [
    {
      id: 'marshal', fen: '15/15/7k7/15/15/15/15/15/15/15/8p6/7K7/15/15 w - - 0 1 -', goal: { capture: 'i4', piece: 'K' }, solution: 'h3i4',
      title: { en: 'The Marshal and the central palace', ko: '원수와 중궁', zh: '元帅与中宫' },
      task: {
        en: 'The board has 15×14 points and six palaces. Your Marshal (帥) steps one point along the lines of the central palace, straight or along a diagonal, and never leaves it. Capture the infantry on i4 with the Marshal.',
        ko: '판은 15×14점이고 궁성이 여섯 개입니다. 원수(帥)는 중궁의 선을 따라 곧게나 대각선으로 한 칸 가고, 중궁을 나가지 못합니다. 원수로 i4의 보를 잡으세요.',
        zh: '棋盘有15×14个点，六个宫。元帅沿中宫的线走一步，可直可斜，不出中宫。用元帅吃掉i4的步。',
      },
      hint: { en: 'h3 is the centre; the diagonal leads to the corner i4.', ko: 'h3이 가운데입니다. 대각선이 귀 i4로 이어집니다.', zh: 'h3是中心，斜线通到角上的i4。' },
    },
    {
      id: 'general', fen: '15/15/7k7/15/15/15/15/15/15/15/2p12/1G5K7/15/15 w - - 0 1 -', goal: { capture: 'c4', piece: 'G' }, solution: 'b3c4',
      title: { en: 'The Generals of the wings', ko: '좌우의 장', zh: '左右将' },
      task: {
        en: 'Each wing army has a General (將) in its own palace, moving like the Marshal inside it. Capture the infantry on c4 with the General.',
        ko: '좌우군에는 각각 자기 궁성에 장(將)이 있고, 그 안에서 원수처럼 움직입니다. 장으로 c4의 보를 잡으세요.',
        zh: '左右军各有一将，在本军的宫内走法如元帅。用将吃掉c4的步。',
      },
      hint: { en: 'From b3, the centre of the left palace, diagonally to c4.', ko: '좌궁의 가운데 b3에서 대각선으로 c4.', zh: '从左宫中心b3斜走到c4。' },
    },
    {
      id: 'vanguard', fen: '15/15/7k7/15/15/7p7/15/15/15/4p2V7/15/15/7K7/15 w - - 0 1 -', goal: { capture: 'h9', piece: 'V' }, solution: 'h5h9',
      title: { en: 'The Vanguard', ko: '전봉', zh: '前锋' },
      task: {
        en: 'The Vanguard (鋒) moves any distance straight, but may never stop inside its own central army (files d-l, ranks 1-5): 外而不內. Capture with the Vanguard.',
        ko: '전봉(鋒)은 곧게 몇 칸이든 가지만, 자기 중군(d-l줄, 1-5번째 줄) 안에서는 멈출 수 없습니다(外而不內). 전봉으로 잡으세요.',
        zh: '前锋直走不限步数，但不能停在己方中军之内（d至l路、第1至5横线）：外而不內。用前锋吃子。',
      },
      hint: {
        en: 'The infantry on e5 stands inside your central army: out of reach. Go out, up the h file.',
        ko: 'e5의 보는 내 중군 안에 있어 잡을 수 없습니다. h줄을 따라 밖으로 나가세요.',
        zh: 'e5的步在己方中军之内，吃不到。沿h路向外走。',
      },
    },
    {
      id: 'rearguard', fen: '15/15/7k7/15/15/15/7p7/15/15/15/7p7/6K8/15/7W7 w - - 0 1 -', goal: { capture: 'h4', piece: 'W' }, solution: 'h1h4',
      title: { en: 'The Rearguard', ko: '후장', zh: '后将' },
      task: {
        en: 'The Rearguard (後) moves any distance straight, but must end every move inside its inner camp (files e-k, ranks 2-4): 內而不外. Capture with the Rearguard.',
        ko: '후장(後)은 곧게 몇 칸이든 가지만, 언제나 내영(e-k줄, 2-4번째 줄) 안에서 멈춰야 합니다(內而不外). 후장으로 잡으세요.',
        zh: '后将直走不限步数，但每一步都必须停在内营（e至k路、第2至4横线）之内：內而不外。用后将吃子。',
      },
      hint: { en: 'h4 is in the inner camp; h8 is not.', ko: 'h4는 내영 안이고, h8은 밖입니다.', zh: 'h4在内营里，h8不在。' },
    },
    {
      id: 'elite', fen: '15/15/7k7/15/15/15/15/15/15/5p9/4p10/7K7/2O12/15 w - - 0 1 -', goal: { capture: 'e4', piece: 'O' }, solution: 'c2e4',
      title: { en: 'The Elite officer', ko: '기', zh: '奇' },
      task: {
        en: 'The Elite officer (奇) moves any distance diagonally, through the palaces too, but never out of its three ranks (2-4). Capture with the Elite officer.',
        ko: '기(奇)는 대각선으로 몇 칸이든 가고 궁성도 지나가지만, 자기 세 줄(2-4번째 줄)을 벗어나지 못합니다. 기로 잡으세요.',
        zh: '奇斜走不限步数，可以穿过各宫，但不出三道（第2至4横线）。用奇吃子。',
      },
      hint: { en: 'f5 is on rank 5, outside the three ranks. e4 is inside, two points along the diagonal.', ko: 'f5는 5번째 줄로 세 줄 밖입니다. e4는 안에 있고, 대각선으로 두 칸입니다.', zh: 'f5在第5横线，出了三道；e4在三道之内，沿斜线走两点。' },
    },
    {
      id: 'traveller', fen: '15/15/7k7/15/15/15/15/1p3p9/2P12/3T11/15/7K7/15/15 w - - 0 1 -', goal: { capture: 'f7', piece: 'T' }, solution: 'd5f7',
      title: { en: 'The Traveller', ko: '유', zh: '游' },
      task: {
        en: 'The Traveller (游) jumps exactly two points diagonally, and is blocked by a piece on the point between (有麗于心不行). Capture with the Traveller.',
        ko: '유(游)는 대각선으로 정확히 두 칸 뛰고, 가운데 칸에 기물이 있으면 막힙니다(有麗于心不行). 유로 잡으세요.',
        zh: '游斜走恰好两点，中间一点有子则不能走（有麗于心不行）。用游吃子。',
      },
      hint: { en: 'Your infantry on c6 blocks the way to b7; e6 is empty.', ko: 'c6의 내 보가 b7로 가는 길을 막습니다. e6은 비어 있습니다.', zh: '自己c6的步挡住了去b7的路；e6是空的。' },
    },
    {
      id: 'ambush', fen: '15/15/7k7/15/15/15/15/15/15/15/4p10/7K7/15/3M11 w - - 0 1 -', goal: { capture: 'e4', piece: 'M' }, solution: 'd1e4',
      title: { en: 'The Ambush', ko: '복', zh: '伏' },
      task: {
        en: 'The Ambush (伏) goes two points straight, then one diagonally outward, and it moves only to capture (不殺不發). Capture with the Ambush.',
        ko: '복(伏)은 두 칸 곧게, 그다음 바깥쪽 대각선으로 한 칸 가고, 잡을 때만 움직입니다(不殺不發). 복으로 잡으세요.',
        zh: '伏先直走两点，再向外斜走一点，只有吃子时才能动（不殺不發）。用伏吃子。',
      },
      hint: { en: 'd1, d2, d3, then diagonally to e4.', ko: 'd1, d2, d3, 그다음 대각선으로 e4.', zh: 'd1、d2、d3，再斜走到e4。' },
    },
    {
      id: 'infantry', fen: '15/15/7k7/15/15/15/15/15/6pP7/15/15/7K7/15/15 w - - 0 1 -', goal: { capture: 'g6', piece: 'P' }, solution: 'h6g6',
      title: { en: 'The Infantry', ko: '보', zh: '步' },
      task: {
        en: 'The Infantry (步) steps one point forward or sideways, never back. Capture with the Infantry.',
        ko: '보(步)는 앞이나 옆으로 한 칸 가고, 뒤로는 못 갑니다. 보로 잡으세요.',
        zh: '步向前或横走一步，不能后退。用步吃子。',
      },
      hint: { en: 'The enemy is beside you, on g6.', ko: '적은 바로 옆 g6에 있습니다.', zh: '敌子就在旁边的g6。' },
    },
    {
      id: 'cavalry', fen: '15/15/7k7/15/15/15/15/3l11/2L12/15/15/7K7/15/15 w - - 0 1 -', goal: { capture: 'd7', piece: 'L' }, solution: 'c6d7',
      title: { en: 'The Cavalry', ko: '기병', zh: '骑' },
      task: {
        en: 'The Cavalry (騎) steps one point diagonally forward, or one point sideways; never back. Capture with the Cavalry.',
        ko: '기병(騎)은 앞쪽 대각선으로 한 칸, 또는 옆으로 한 칸 가고, 뒤로는 못 갑니다. 기병으로 잡으세요.',
        zh: '骑向斜前方走一步，或横走一步，不能后退。用骑吃子。',
      },
      hint: { en: 'Diagonally forward from c6 to d7.', ko: 'c6에서 앞쪽 대각선으로 d7.', zh: '从c6斜向前到d7。' },
    },
    {
      id: 'victory', fen: '15/15/7k7/15/15/15/15/7R7/15/15/15/7K7/15/15 w - - 0 1 -', goal: { win: 'marshal-captured' }, solution: 'h7h12',
      title: { en: 'Capture the Marshal', ko: '원수를 잡아라', zh: '获其元帅者胜' },
      task: {
        en: 'There is no check in Gwangsanghui: the game is won by capturing the enemy Marshal (獲其元帥者勝). Win now. The chariot (車) moves any distance straight.',
        ko: '광상희에는 장군이 없습니다. 적의 원수를 잡으면 이깁니다(獲其元帥者勝). 지금 이기세요. 차(車)는 곧게 몇 칸이든 갑니다.',
        zh: '广象戏没有将军的规则：吃掉对方的元帅就获胜（獲其元帥者勝）。现在就赢。车直走不限步数。',
      },
      hint: { en: 'North\'s Marshal is on h12, straight up the h file from your chariot.', ko: '북의 원수는 h12, 차에서 h줄을 따라 곧장 위에 있습니다.', zh: '北方的元帅在h12，沿h路在车的正上方。' },
    },
    {
      id: 'fallen-general', fen: '15/15/7k5g1/15/15/12P2/15/13R1/15/15/15/7K7/15/15 w - - 0 1 -', goal: { capture: 'n12', fallen: true }, solution: 'n7n12',
      title: { en: 'The fallen General', ko: '장이 잡히면', zh: '将陷' },
      task: {
        en: 'When a General is captured, its side has one move to take back the piece that took it (有能復讎者存之). If it fails, every piece of that side standing in that wing army is taken prisoner (盡俘其屬之在營者). Capture North\'s right General.',
        ko: '장이 잡히면 그쪽은 한 수 안에 그 장을 잡은 기물을 잡아 복수해야 합니다(有能復讎者存之). 못 하면 그 군영에 있는 그쪽 기물이 모두 포로가 됩니다(盡俘其屬之在營者). 북의 오른쪽 장을 잡으세요.',
        zh: '将被吃后，该方有一步可以吃回吃将的子（有能復讎者存之）；做不到，则该方在那一军营中的子全部被俘（盡俘其屬之在營者）。吃掉北方右翼的将。',
      },
      hint: { en: 'The General is on n12; your chariot on n7 goes straight up.', ko: '장은 n12에 있습니다. n7의 차가 곧장 올라갑니다.', zh: '将在n12；n7的车直上。' },
    },
    {
      id: 'avenge', fen: '15/15/7k7/15/15/15/15/15/1L13/15/H14/1r5K7/1AE12/15 w - - 0 1 b3', goal: { capture: 'b3' }, solution: 'b2b3',
      title: { en: 'Avenge the General', ko: '장의 복수', zh: '复仇' },
      task: {
        en: 'North\'s chariot has just taken your left General on b3. Take it back now, or your Advisor, horse and elephant in the left army are all taken prisoner.',
        ko: '북의 차가 방금 b3에서 내 왼쪽 장을 잡았습니다. 지금 그 차를 잡으세요. 못 하면 좌군의 사, 마, 상이 모두 포로가 됩니다.',
        zh: '北方的车刚在b3吃掉了你的左将。现在吃回它，否则左军里的士、马和象都会被俘。',
      },
      hint: { en: 'Your Advisor on b2 steps up to b3.', ko: 'b2의 사가 b3로 한 칸 올라갑니다.', zh: 'b2的士向上走一步到b3。' },
    },
  ],
};
