// The Gwangsanghui course (see janggi.js for how a step is made and judged), in the reading
// of the classical text (the default rule set). South (blue) moves up the board.
export default {
  variant: 'gwangsanghui',
  steps: [
    {
      id: 'marshal', fen: '15/15/7k7/15/15/15/15/15/15/15/8p6/7K7/15/15 w - - 0 1 -', goal: { capture: 'i4', piece: 'K' }, solution: 'h3i4',
      title: { en: 'The Marshal and the central palace', ko: '원수와 중궁', zh: '元帅与中宫' },
      task: {
        en: 'The board has 15×14 points and six palaces. Your Marshal (帥) moves within the central palace without restriction, but never leaves it (不出九宮). This project\'s reading: it steps one point along the palace lines, straight or along a diagonal. Capture the infantry on i4 with the Marshal.',
        ko: '판은 15×14점이고 궁성이 여섯 개입니다. 원수(帥)는 중궁 안에서 제약 없이 다니지만, 중궁을 나가지 못합니다(不出九宮). 이 프로젝트의 해석: 중궁의 선을 따라 곧게나 대각선으로 한 점씩 갑니다. 원수로 i4의 보를 잡으세요.',
        zh: '棋盘有15×14个点，六个宫。元帅在中宫之中行走没有限制，但不出中宫（不出九宮）。本项目的解读：沿中宫的线走一点，可直可斜。用元帅吃掉i4的步。',
      },
      hint: { en: 'h3 is the centre; the diagonal leads to the corner i4.', ko: 'h3이 가운데입니다. 대각선이 귀 i4로 이어집니다.', zh: 'h3是中心，斜线通到角上的i4。' },
    },
    {
      id: 'general', fen: '15/15/7k7/15/15/15/15/15/15/15/2p12/1G5K7/15/15 w - - 0 1 -', goal: { capture: 'c4', piece: 'G' }, solution: 'b3c4',
      title: { en: 'The Generals of the wings', ko: '좌우의 장', zh: '左右将' },
      task: {
        en: 'Each wing army has a General (將) in its own palace. The Generals are like the Marshal and do not go out on their own (不自出). This project\'s reading: each moves like the Marshal inside its own wing palace and never leaves it. Capture the infantry on c4 with the General.',
        ko: '좌우군에는 각각 자기 궁성에 장(將)이 있습니다. 장은 원수와 같고, 스스로 나가지 않습니다(不自出). 이 프로젝트의 해석: 장은 자기 좌궁 또는 우궁 안에서 원수처럼 움직이며 그 궁성을 떠나지 않습니다. 장으로 c4의 보를 잡으세요.',
        zh: '左右军各有一将，在本军的宫内。左右将如元帅，不自行出动（不自出）。本项目的解读：将在本方的左宫或右宫内像元帅一样走动，不离开该宫。用将吃掉c4的步。',
      },
      hint: { en: 'From b3, the centre of the left palace, diagonally to c4.', ko: '좌궁의 가운데 b3에서 대각선으로 c4.', zh: '从左宫中心b3斜走到c4。' },
    },
    {
      id: 'vanguard', fen: '15/15/7k7/15/15/7p7/15/15/15/4p2V7/15/15/7K7/15 w - - 0 1 -', goal: { capture: 'h9', piece: 'V' }, solution: 'h5h9',
      title: { en: 'The Vanguard', ko: '전봉', zh: '前锋' },
      task: {
        en: 'The Vanguard (鋒) is outside, not inside, and outside it moves without restriction (外而不內). This project\'s reading: outside is outside its own central army (files d-l, ranks 1-5), where it may never stop, and it moves any distance straight. Capture with the Vanguard.',
        ko: '전봉(鋒)은 밖에 있고 안에 있지 않으며, 밖에서는 제약 없이 움직입니다(外而不內). 이 프로젝트의 해석: 밖은 자기 중군(d-l줄, 1-5번째 줄)의 밖이어서 그 안에는 멈출 수 없고, 곧게 몇 칸이든 갑니다. 전봉으로 잡으세요.',
        zh: '前锋在外而不在内，在外行走没有限制（外而不內）。本项目的解读：“外”指本方中军（d至l路、第1至5横线）之外，前锋不能停在中军之内；它直走不限步数。用前锋吃子。',
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
        en: 'The Rearguard (後) is inside, not outside, and inside it moves without restriction (內而不外). This project\'s reading: inside is its own inner camp (files e-k, ranks 2-4), where every move must end, and it moves any distance straight. Capture with the Rearguard.',
        ko: '후장(後)은 안에 있고 밖에 있지 않으며, 안에서는 제약 없이 움직입니다(內而不外). 이 프로젝트의 해석: 안은 자기 내영(e-k줄, 2-4번째 줄)이어서 언제나 그 안에서 멈춰야 하고, 곧게 몇 칸이든 갑니다. 후장으로 잡으세요.',
        zh: '后将在内而不在外，在内行走没有限制（內而不外）。本项目的解读：“内”指本方内营（e至k路、第2至4横线），每一步都必须停在其中；它直走不限步数。用后将吃子。',
      },
      hint: { en: 'h4 is in the inner camp; h8 is not.', ko: 'h4는 내영 안이고, h8은 밖입니다.', zh: 'h4在内营里，h8不在。' },
    },
    {
      id: 'elite', fen: '15/15/7k7/15/15/15/15/15/15/5p9/4p10/7K7/2O12/15 w - - 0 1 -', goal: { capture: 'e4', piece: 'O' }, solution: 'c2e4',
      title: { en: 'The Elite officer', ko: '기', zh: '奇' },
      task: {
        en: 'The Elite officer (奇) moves by the square (奇行方), through the palaces without restriction, but never leaves the three lines (不出三道). This project\'s reading: it moves any distance diagonally, and never out of its own ranks 2-4, not even in passing (the Digital Ludeme Project reading moves it straight instead). Capture with the Elite officer.',
        ko: '기(奇)는 네모(方)로 움직이고(奇行方) 궁성들을 제약 없이 지나가지만, 세 줄을 벗어나지 않습니다(不出三道). 이 프로젝트의 해석: 대각선으로 몇 칸이든 가며, 지나가는 도중에도 자기 2-4번째 줄을 벗어나지 못합니다(DLP 해석에서는 곧게 갑니다). 기로 잡으세요.',
        zh: '奇行“方”（奇行方），穿过各宫没有限制，但不出三道。本项目的解读：斜走不限步数，途中也不能离开本方第2至4横线（DLP 解读则是直走）。用奇吃子。',
      },
      hint: { en: 'f5 is on rank 5, outside the three ranks. e4 is inside, two points along the diagonal.', ko: 'f5는 5번째 줄로 세 줄 밖입니다. e4는 안에 있고, 대각선으로 두 칸입니다.', zh: 'f5在第5横线，出了三道；e4在三道之内，沿斜线走两点。' },
    },
    {
      id: 'traveller', fen: '15/15/7k7/15/15/15/15/1p3p9/2P12/3T11/15/7K7/15/15 w - - 0 1 -', goal: { capture: 'f7', piece: 'T' }, solution: 'd5f7',
      title: { en: 'The Traveller', ko: '유', zh: '游' },
      task: {
        en: 'A sentence that names no piece says: it goes two 日, and does not move when something sits on its heart (行二日，有麗于心不行). This project\'s reading: this is the Traveller (游); it jumps exactly two points diagonally, and a piece on the point between blocks it. Capture with the Traveller.',
        ko: '기물 이름이 없는 한 문장은, 日 두 개를 가며 심장(心)에 무엇이 붙어 있으면 움직이지 못한다고 말합니다(行二日，有麗于心不行). 이 프로젝트의 해석: 이것은 유(游)의 움직임으로, 대각선으로 정확히 두 칸 뛰고 가운데 칸에 기물이 있으면 막힙니다. 유로 잡으세요.',
        zh: '原文有一句没有说是哪一子：行二日，心上有子附着则不走（行二日，有麗于心不行）。本项目的解读：这是游的走法，斜走恰好两点，中间一点有子则不能走。用游吃子。',
      },
      hint: { en: 'Your infantry on c6 blocks the way to b7; e6 is empty.', ko: 'c6의 내 보가 b7로 가는 길을 막습니다. e6은 비어 있습니다.', zh: '自己c6的步挡住了去b7的路；e6是空的。' },
    },
    {
      id: 'ambush', fen: '15/15/7k7/15/15/15/15/15/15/15/4p10/7K7/15/3M11 w - - 0 1 -', goal: { capture: 'e4', piece: 'M' }, solution: 'd1e4',
      title: { en: 'The Ambush', ko: '복', zh: '伏' },
      task: {
        en: 'The Ambush (伏) moves one and a half 日, and without a kill it does not set out (不殺不發). This project\'s reading: it goes two points straight, then one diagonally outward, blocked by a piece on either straight point, and it moves only to capture. Capture with the Ambush.',
        ko: '복(伏)은 日 하나 반을 움직이며, 죽이는 일이 없으면 나서지 않습니다(不殺不發). 이 프로젝트의 해석: 두 칸 곧게, 그다음 바깥쪽 대각선으로 한 칸 가며, 곧게 지나는 칸에 기물이 있으면 막히고, 잡을 때만 움직입니다. 복으로 잡으세요.',
        zh: '伏移动一日半，不杀则不出动（不殺不發）。本项目的解读：先直走两点，再向外斜走一点，直行的点上有子即被挡住；只在吃子时才走。用伏吃子。',
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
        en: 'The Cavalry (騎) goes half a 日, and may go left and right but never back (騎行半日; 可左右，不可却). This project\'s reading: half a 日 is one point diagonally, so it steps one point diagonally forward, or one point sideways. Capture with the Cavalry.',
        ko: '기병(騎)은 日 반 개를 가고, 왼쪽과 오른쪽으로 갈 수 있으나 물러나지 못합니다(騎行半日; 可左右，不可却). 이 프로젝트의 해석: 日 반 개는 대각선으로 한 칸이므로, 앞쪽 대각선으로 한 칸, 또는 옆으로 한 칸 갑니다. 기병으로 잡으세요.',
        zh: '骑行半日，可以左右走，不能后退（騎行半日；可左右，不可却）。本项目的解读：半日即斜走一点，所以骑向斜前方走一点，或横走一点。用骑吃子。',
      },
      hint: { en: 'Diagonally forward from c6 to d7.', ko: 'c6에서 앞쪽 대각선으로 d7.', zh: '从c6斜向前到d7。' },
    },
    {
      id: 'victory', fen: '15/15/7k7/15/15/15/15/7R7/15/15/15/7K7/15/15 w - - 0 1 -', goal: { win: 'marshal-captured' }, solution: 'h7h12',
      title: { en: 'Capture the Marshal', ko: '원수를 잡아라', zh: '获其元帅者胜' },
      task: {
        en: 'Whoever captures the other side\'s Marshal wins (獲其元帥者勝). This project\'s reading: the capture wins at once, and there is no check rule; the chariot (車) moves any distance straight. Win now.',
        ko: '상대의 원수를 잡는 쪽이 이깁니다(獲其元帥者勝). 이 프로젝트의 해석: 잡는 즉시 이기며, 장군(체크) 규칙은 없습니다. 차(車)는 곧게 몇 칸이든 갑니다. 지금 이기세요.',
        zh: '擒获对方元帅者胜（獲其元帥者勝）。本项目的解读：吃掉元帅立即获胜，没有将军规则；车直走不限步数。现在就赢。',
      },
      hint: { en: 'North\'s Marshal is on h12, straight up the h file from your chariot.', ko: '북의 원수는 h12, 차에서 h줄을 따라 곧장 위에 있습니다.', zh: '北方的元帅在h12，沿h路在车的正上方。' },
    },
    {
      id: 'fallen-general', fen: '15/15/7k5g1/15/15/12P2/15/13R1/15/15/15/7K7/15/15 w - - 0 1 -', goal: { capture: 'n12', fallen: true }, solution: 'n7n12',
      title: { en: 'The fallen General', ko: '장이 잡히면', zh: '将陷' },
      task: {
        en: 'When the left or right General falls, all its men in the camp are taken prisoner; if one can avenge it, they are spared (盡俘其屬之在營者，有能復讎者存之). This project\'s reading: its side has one move to take the piece that took the General; if it does not, every piece of that side standing in that wing army is taken. North faces south, so its left army is the east wing (files m-o). Capture North\'s left General, on n12.',
        ko: '좌우의 장이 함락되면 그 진영에 있는 부하가 모두 포로가 되고, 복수할 이가 있으면 그들을 남겨 둡니다(盡俘其屬之在營者，有能復讎者存之). 이 프로젝트의 해석: 그쪽은 다음 한 수로 장을 잡은 기물을 잡아야 하고, 못 하면 그 좌군이나 우군에 서 있는 그쪽 기물이 모두 잡힙니다. 북은 남쪽을 향하므로 북의 좌군은 동쪽(m-o줄)에 있습니다. n12에 있는 북의 왼쪽 장을 잡으세요.',
        zh: '左右将陷落时，其部属在营中的全部被俘；若有能复仇者，则保全他们（盡俘其屬之在營者，有能復讎者存之）。本项目的解读：该方有一步可以吃回吃将的子；做不到，则该方站在那一翼军中的子全部被吃。北方面朝南，所以它的左军在东边（m至o路）。吃掉n12上北方的左将。',
      },
      hint: { en: 'The General is on n12; your chariot on n7 goes straight up.', ko: '장은 n12에 있습니다. n7의 차가 곧장 올라갑니다.', zh: '将在n12；n7的车直上。' },
    },
    {
      id: 'avenge', fen: '15/15/7k7/15/15/15/15/15/1L13/15/H14/1r5K7/1AE12/15 w - - 0 1 b3', goal: { capture: 'b3' }, solution: 'b2b3',
      title: { en: 'Avenge the General', ko: '장의 복수', zh: '复仇' },
      task: {
        en: 'North\'s chariot has just taken your left General on b3. If one can avenge it, they are spared (有能復讎者存之). This project\'s reading: you have this one move to take the chariot back; otherwise your Advisor, horse and elephant in the left army are all taken prisoner. Take it back now.',
        ko: '북의 차가 방금 b3에서 내 왼쪽 장을 잡았습니다. 복수할 이가 있으면 그들을 남겨 둡니다(有能復讎者存之). 이 프로젝트의 해석: 이번 한 수로 그 차를 잡아야 하며, 못 하면 좌군의 사, 마, 상이 모두 포로가 됩니다. 지금 잡으세요.',
        zh: '北方的车刚在b3吃掉了你的左将。若有能复仇者，则保全他们（有能復讎者存之）。本项目的解读：你只有这一步可以吃回它；否则左军里的士、马和象都会被俘。现在就吃回。',
      },
      hint: { en: 'Your Advisor on b2 steps up to b3.', ko: 'b2의 사가 b3로 한 칸 올라갑니다.', zh: 'b2的士向上走一步到b3。' },
    },
  ],
};
