// Plain readings of each sentence of 〈廣象戱志〉 (web/texts/gwangsanghui.js, by id), in English,
// Korean and modern Chinese: this project's own words for what the sentence says, kept close
// to its words (guides: the Digital Ludeme Project's English summary, source [DLP] of
// docs/rules/gwangsanghui.md, and that file's readings). Where a rule needs more than the words give, the reader
// shows the engine's labelled reading beside the sentence (source-note.js), not here.
export const READINGS = {
  s1: {
    en: 'Gwangsanghui, the “enlarged elephant game”, starts from the elephant game (象戱, janggi) that Gyegok (谿谷) wrote about, and enlarges it.',
    ko: '광상희는 계곡(谿谷)이 기록한 상희(象戱), 곧 장기를 바탕으로 그것을 넓힌 것이다.',
    zh: '广象戏以谿谷所记的象戏为本，加以扩大。',
  },
  s2: {
    en: 'As for the board: fifteen lines one way and fourteen the other, 210 points in all.',
    ko: '판을 말하자면, 세로줄 열다섯, 가로줄 열넷으로 모두 210개의 점이다.',
    zh: '就棋盘而言：纵线十五条、横线十四条，共二百一十个点。',
  },
  s3: {
    en: 'As for the deployment: each side, north and south, holds ninety points, in three armies.',
    ko: '진을 말하자면, 남과 북이 각각 90개의 점을 차지하여 세 군을 이룬다.',
    zh: '就布阵而言：南北各占九十个点，分为三军。',
  },
  s4: {
    en: 'The central army holds 45 points. Twenty-one of them, seven lines wide and three deep and set a little to the north, are the inner camp; nine points in its middle are drawn as the palace, with diagonal lines meeting at its centre, and there the Marshal stands.',
    ko: '중군은 45개의 점이다. 그중 21개 점, 곧 세로 일곱 줄과 가로 세 줄로 조금 북쪽에 자리한 곳이 내영이다. 그 가운데 9개 점을 구궁으로 긋고 대각선이 한가운데로 모이게 하니, 그곳에 원수가 선다.',
    zh: '中军占四十五个点，其中二十一个点为内营，纵七横三，略偏北；又在其中画出九个点为九宫，斜线交于中心，元帅就位于那里。',
  },
  s5: {
    en: 'Two Advisors, the counsellors, stand behind the Marshal, one to each side.',
    ko: '사 둘은 모사(謀士)로, 원수의 뒤 왼편과 오른편에 선다.',
    zh: '士二枚，即谋士，位于元帅之后的左右两侧。',
  },
  s6: {
    en: 'Two Elephants, whose might is felt far away, stand to the left and right of the Advisors.',
    ko: '상 둘은 멀리까지 위엄을 떨치는 이들로, 사의 왼편과 오른편에 선다.',
    zh: '象二枚，威震远方，位于士的左右。',
  },
  s7: {
    en: 'Two Chariots, which strike where the enemy is weak, stand to the left and right of the Elephants.',
    ko: '차 둘은 적의 빈 곳을 치는 이들로, 상의 왼편과 오른편에 선다.',
    zh: '车二枚，专捣敌人空虚之处，位于象的左右。',
  },
  s8: {
    en: 'Two Cannons, which break strong positions, stand on two corners of the palace.',
    ko: '포 둘은 굳은 진을 부수는 이들로, 구궁의 두 모서리에 놓인다.',
    zh: '炮二枚，冲击坚阵，列于九宫的两角。',
  },
  s9: {
    en: 'Two Horses, the picked troops, stand in front of the Elephants with one point between.',
    ko: '마 둘은 날랜 군사로, 상의 앞에 한 점을 사이에 두고 선다.',
    zh: '马二枚，是精锐之兵，位于象的前方，中间隔一个点。',
  },
  s10: {
    en: 'The 24 points around the inner camp are the outer camp. One Vanguard, the troop that leads the march, stands on the south side.',
    ko: '내영을 둘러싼 24개의 점이 외영이다. 전봉 하나는 앞장서는 부대로, 남쪽에 선다.',
    zh: '环绕内营的二十四个点为外营。前锋一枚，是开路的先头部队，位于南边。',
  },
  s11: {
    en: 'One Rearguard, which covers the retreat, stands on the north side.',
    ko: '후장 하나는 뒤를 끊어 지키는 이로, 북쪽에 선다.',
    zh: '后将一枚，负责断后，位于北边。',
  },
  s12: {
    en: 'Two Elite officers, the “gates of surprise”, stand one to the east and one to the west.',
    ko: '기 둘은 기문(奇門)으로, 하나는 동쪽에, 하나는 서쪽에 선다.',
    zh: '奇二枚，即奇门，一东一西。',
  },
  s13: {
    en: 'Two Travellers, the roving skirmishers, are put at the south-east and south-west; two Ambushes, the hidden troops, at the north-east and north-west.',
    ko: '동남과 서남에 유 둘을 두니 유격대이고, 동북과 서북에 복 둘을 두니 매복이다.',
    zh: '在东南、西南设游二枚，是游击；在东北、西北设伏二枚，是埋伏。',
  },
  s14: {
    en: 'The point in front of the Vanguard is left empty as the camp gate. Infantry and Cavalry stand in squads of three, one kind after the other, to the left and right of the gate, out to the east and west edges.',
    ko: '전봉 앞의 한 점을 비워 영문(營門)으로 삼는다. 보와 기병이 셋씩 한 대를 이루어 번갈아, 문의 왼편과 오른편에 동서 끝까지 늘어선다.',
    zh: '前锋前面空出一个点作为营门。步与骑三个一队，相间排列在营门左右，一直排到东西两边。',
  },
  s15: {
    en: 'The Cavalry are horsemen and the Infantry foot soldiers; there are six of each.',
    ko: '기(騎)는 기병이고 보(步)는 보병이며, 각각 여섯이다.',
    zh: '骑是骑兵，步是步卒，各六枚。',
  },
  s16: {
    en: 'The left and right armies hold fifteen points each. In each, nine points are drawn as a palace with diagonal lines meeting at its centre, where a General stands.',
    ko: '좌군과 우군은 각각 15개의 점이다. 그 가운데 9개 점을 구궁으로 긋고 대각선이 한가운데로 모이게 하니, 장의 자리이다.',
    zh: '左右军各十五个点，其中画出九个点为九宫，斜线交于中心，是将的位置。',
  },
  s17: {
    en: 'One Advisor stands behind the General.',
    ko: '사 하나가 장의 뒤에 선다.',
    zh: '士一枚，位于将之后。',
  },
  s18: {
    en: 'One Chariot and one Elephant stand to the left and right of that Advisor.',
    ko: '차와 상이 하나씩 사의 왼편과 오른편에 선다.',
    zh: '车与象各一枚，位于士的左右。',
  },
  s19: {
    en: 'One Horse and one Cannon stand at corners of the palace, east and west.',
    ko: '마와 포가 하나씩 구궁의 모서리에 동서로 선다.',
    zh: '马与炮各一枚，位于九宫的角上，分处东西。',
  },
  s20: {
    en: 'In the right camp the Chariot is on the right and the Horse on the west. As for moving the troops: (the sentences that follow, §21–§34, say how each piece moves).',
    ko: '우영(右營)에서는 차가 오른쪽에, 마가 서쪽에 있다. 군사를 움직이는 법을 말하자면 다음과 같다(이어지는 §21–§34가 기물마다 움직임을 말한다).',
    zh: '右营车在右而马在西。就行师（走子）而言：（以下 §21–§34 逐一说明各子的走法。）',
  },
  s21: {
    en: 'The Marshal moves within the palace without restriction, but does not leave it.',
    ko: '원수는 구궁 안에서 제약 없이 다니지만, 구궁을 나가지는 않는다.',
    zh: '元帅在九宫之中行走不受限制，但不出九宫。',
  },
  s22: {
    en: 'The left and right Generals are like the Marshal. When the central army is in danger they go to its aid; they do not go out on their own.',
    ko: '좌우의 장은 원수와 같다. 중군이 위급하면 가서 돕되, 스스로 나가지는 않는다.',
    zh: '左右将与元帅相同。中军有急时前去救援，不自行出动。',
  },
  s23: {
    en: 'The Vanguard keeps outside, not inside; but outside it moves without restriction.',
    ko: '전봉은 밖에 있고 안으로 들지 않지만, 밖에서는 제약 없이 다닌다.',
    zh: '前锋在外而不入内，但在外行走不受限制。',
  },
  s24: {
    en: 'The Rearguard keeps inside, not outside; but inside it moves without restriction.',
    ko: '후장은 안에 있고 밖으로 나가지 않지만, 안에서는 제약 없이 다닌다.',
    zh: '后将在内而不出外，但在内行走不受限制。',
  },
  s25: {
    en: 'The Advisor moves like the General.',
    ko: '사는 장처럼 다닌다.',
    zh: '士的走法同将。',
  },
  s26: {
    en: 'The Chariot moves lengthwise and crosswise, forward and back, without restriction.',
    ko: '차는 세로와 가로로, 앞뒤로 제약 없이 다닌다.',
    zh: '车纵横前后行走，不受限制。',
  },
  s27: {
    en: 'The Cannon moves only when it has something to mount (乘); but Cannon and Cannon neither mount each other nor take each other.',
    ko: '포는 반드시 탈(乘) 것이 있어야 다닌다. 다만 포와 포는 서로 타지 않고, 서로 잡지도 않는다.',
    zh: '炮行走必须有所“乘”；只是炮与炮不互相乘，也不互相吃。',
  },
  s28: {
    en: 'The Horse goes one 日 and the Elephant three 日; but when something sits on the Horse’s shoulder, or on the Elephant’s shoulder or belly, neither can go.',
    ko: '마는 일(日) 하나만큼, 상은 일 셋만큼 간다. 그러나 마의 어깨에, 상의 어깨나 배에 무엇이 붙어 있으면 둘 다 가지 못한다.',
    zh: '马走一日，象走三日；但马的肩上、象的肩上或腹上有子，都不能走。',
  },
  s29: {
    en: 'The Cavalry goes half a 日.',
    ko: '기병은 일(日)의 반만큼 간다.',
    zh: '骑走半日。',
  },
  s30: {
    en: 'The Infantry goes one point.',
    ko: '보는 한 점을 간다.',
    zh: '步走一步。',
  },
  s31: {
    en: 'Cavalry and Infantry may go left and right, but may not go back.',
    ko: '기병과 보는 왼쪽과 오른쪽으로 갈 수 있으나, 물러날 수는 없다.',
    zh: '骑与步可以左右走，但不能后退。',
  },
  s32: {
    en: '(The sentence names no piece; this project gives it to the Traveller.) It goes two 日; when something sits on its heart point, it cannot go.',
    ko: '(문장에는 기물 이름이 없다. 이 프로젝트는 유의 움직임으로 본다.) 일 둘만큼 간다. 가운데 점(心)에 무엇이 붙어 있으면 가지 못한다.',
    zh: '（原句没有说是哪一子；本项目把它归于游。）走二日；心上有子则不能走。',
  },
  s33: {
    en: 'The Ambush moves one and a half 日; without a kill it does not set out, and when there is a kill, it returns to ambush. (The text does not say who kills.)',
    ko: '복은 일 하나 반만큼 움직인다. 죽이는 일이 없으면 나서지 않고, 죽이는 일이 있으면 다시 매복으로 돌아간다. (누가 죽이는지는 말하지 않는다.)',
    zh: '伏走一日半；不杀则不发，有杀则复归于伏。（原文没有说是谁杀。）',
  },
  s34: {
    en: 'The Elite officer moves by the square (方) and passes through all the palaces without restriction, but does not leave the three lines.',
    ko: '기는 네모(方)로 다니며 모든 궁을 제약 없이 지나가지만, 세 줄을 벗어나지는 않는다.',
    zh: '奇按方而行，穿过各宫不受限制，但不出三道。',
  },
  s35: {
    en: 'Whoever takes the other’s Marshal wins; when neither can win, it is a draw.',
    ko: '상대의 원수를 잡는 쪽이 이기고, 어느 쪽도 이기지 못하면 비긴다.',
    zh: '擒获对方元帅者胜；双方都不能取胜则为和。',
  },
  s36: {
    en: 'These are the broad lines of the game.',
    ko: '이것이 그 대강이다.',
    zh: '以上是大概。',
  },
  s37: {
    en: 'When the left or right General falls, all of its men who are in the camp are taken prisoner; if there is one who can avenge it, they are spared.',
    ko: '좌우의 장이 무너지면 그 진영에 있는 장의 군사를 모두 포로로 잡는다. 복수할 수 있는 이가 있으면 그들을 남겨 둔다.',
    zh: '左右将陷落时，其部属在营中的全部被俘；若有能复仇的，就保全他们。',
  },
  s38: {
    en: 'Once both armies are drawn up, when the Vanguards are out but the troops have not yet met, the Vanguards do not kill each other. This too is one of the rules of war.',
    ko: '두 진이 갖추어진 뒤, 전봉은 나왔으나 군사가 아직 맞붙지 않았을 때에는 전봉끼리 서로 죽이지 않는다. 이것도 군율의 하나이다.',
    zh: '两阵布成之后，前锋已出而两军尚未交锋时，两前锋不互相杀。这也是军律的一个方面。',
  },
  s39: {
    en: 'As for the art of mixing surprise and the regular way, that rests with the player.',
    ko: '기(奇)와 정(正)을 어울러 변화시키는 묘미는 두는 사람에게 달려 있다.',
    zh: '至于奇正相合、随机应变的妙处，就在于下棋的人了。',
  },
};
