// The evaluation graph under the board: the first player's winning chances (-1 to +1) after
// each move, the first player's colour filling below the curve and the second's above it,
// a dot for each marked move, and a line at the move shown. Pure drawing on a 2D context (a
// canvas, or a recording stand-in in the tests); x runs over the plies 0..count-1.

// Where ply `i` of `count` is drawn, and back.
export function plyX(i, count, width) {
  return count > 1 ? (i * width) / (count - 1) : width / 2;
}
export function plyAtX(x, count, width) {
  if (count <= 1 || width <= 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.round((x / width) * (count - 1))));
}
export function valueY(value, height) {
  return ((1 - Math.max(-1, Math.min(1, value))) / 2) * height;
}

// Runs of consecutive known values: [[i, i+1, ...], ...].
function runs(values) {
  const out = [];
  let run = [];
  values.forEach((v, i) => {
    if (v === null || v === undefined || Number.isNaN(v)) {
      if (run.length) out.push(run);
      run = [];
    } else {
      run.push(i);
    }
  });
  if (run.length) out.push(run);
  return out;
}

// values: one per ply (null where unknown); marks: [{ply, mark}] with mark 'inaccuracy' |
// 'mistake' | 'blunder'; current: the ply shown; colors: {first, second, line, middle,
// current, inaccuracy, mistake, blunder}.
export function drawEvalGraph(ctx, { width, height, values, marks = [], current = null, colors }) {
  const count = values.length;
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = colors.second;
  ctx.fillRect(0, 0, width, height);
  for (const run of runs(values)) {
    const points = run.map((i) => [plyX(i, count, width), valueY(values[i], height)]);
    if (points.length === 1) points.push([points[0][0] + 1, points[0][1]]);
    ctx.beginPath();
    ctx.moveTo(points[0][0], height);
    for (const [x, y] of points) ctx.lineTo(x, y);
    ctx.lineTo(points.at(-1)[0], height);
    ctx.closePath();
    ctx.fillStyle = colors.first;
    ctx.fill();
    ctx.beginPath();
    points.forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.strokeStyle = colors.line;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  ctx.strokeStyle = colors.middle;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(0, height / 2);
  ctx.lineTo(width, height / 2);
  ctx.stroke();
  for (const { ply, mark } of marks) {
    const v = values[ply];
    if (v === null || v === undefined || !colors[mark]) continue;
    ctx.fillStyle = colors[mark];
    ctx.beginPath();
    ctx.arc(plyX(ply, count, width), valueY(v, height), 3.5, 0, 2 * Math.PI);
    ctx.fill();
  }
  if (current !== null && current >= 0 && current < count) {
    const x = plyX(current, count, width);
    ctx.strokeStyle = colors.current;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, height);
    ctx.stroke();
  }
}
